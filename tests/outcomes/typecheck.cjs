// Type-checks many small TypeScript projects in one process, as the declaration step of `modern build`
// would: each project's tsconfig.json with declaration emit on (errors of emit included). The files under
// node_modules and TypeScript's own lib files are parsed once for all projects, so fifty projects cost
// little more than one. Run by outcomes.test.mjs for the builds that ran with --no-dts.
// Usage: node typecheck.cjs <typescript package folder> <project folder>…; prints one JSON line per project.
const path = require('node:path');

const [typescriptDir, ...projects] = process.argv.slice(2);
const ts = require(typescriptDir);
const shared = new Map();
const isShared = (file) => file.includes(`${path.sep}node_modules${path.sep}`) || file.startsWith(path.dirname(require.resolve(typescriptDir)));

for (const project of projects) {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(project, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  const options = { ...config.options, declaration: true, emitDeclarationOnly: true, noEmit: false, outDir: path.join(project, '.declarations'), declarationDir: path.join(project, '.declarations') };
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile;
  host.getSourceFile = (file, language, onError, create) => {
    if (!isShared(file)) return read.call(host, file, language, onError, create);
    const key = `${file}\0${typeof language === 'object' ? JSON.stringify(language) : language}`;
    if (!shared.has(key)) shared.set(key, read.call(host, file, language, onError, create));
    return shared.get(key);
  };
  const program = ts.createProgram({ rootNames: config.fileNames, options, host });
  const emitted = program.emit(undefined, () => {});
  const diagnostics = [...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics];
  const errors = diagnostics
    .filter((d) => d.category === ts.DiagnosticCategory.Error)
    .map((d) => ts.formatDiagnostic(d, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => project, getNewLine: () => '\n' }).trim());
  process.stdout.write(`${JSON.stringify({ project, files: config.fileNames.length, errors })}\n`);
}
