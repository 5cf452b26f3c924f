// "dev and other options": how the config file is found and loaded. A folder without a config file, what
// the loader bundles into the cached config (a TypeScript package, a "type": "module" package, one with a
// .cjs main), a default import of Module Tools in a "type": "module" package and its fix, and the function
// form of defineConfig with and without NODE_ENV.
import fs from 'node:fs';
import path from 'node:path';
import { QUICK_START, paths, expect, expectEqual, expectFiles } from '../lib.mjs';
import { expectExitCode, expectQuoted, quoted, inLog, modernCommands } from '../quotes.mjs';

const page = 'api/config/dev.mdx';

/** The cached config files the loader wrote (node_modules/.cache/bundle-require/*.cjs), newest last. */
function cachedConfigs(s) {
  const dir = path.join(s.dir, 'node_modules/.cache/bundle-require');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.cjs'))
    .map((f) => path.join(dir, f))
    .sort((a, b) => fs.statSync(a).mtimeMs - fs.statSync(b).mtimeMs);
}

/** package.json of the quick-start project with another "type" (or none). */
function withType(s, type) {
  const pkg = JSON.parse(s.read('package.json'));
  if (type) pkg.type = type;
  else delete pkg.type;
  s.write('package.json', `${JSON.stringify(pkg, null, 2)}\n`);
}

export default [
  {
    name: 'config-not-found',
    page,
    marks: [QUICK_START, 'config-not-found'],
    async run(s) {
      s.files(QUICK_START);
      const config = s.read('modern.config.ts');
      fs.rmSync(path.join(s.dir, 'modern.config.ts'));
      const runs = [];
      for (const args of modernCommands(s.block('config-not-found').block.code)) runs.push(await s.modern(args));
      s.check('config-not-found', 'without a config file: both warnings, nothing built, exit code 0', ({ para, paraSpans }) => {
        for (const run of runs) {
          expectQuoted(quoted(paraSpans, 'Can not find any config file', run), run, 'the warning about the config file');
          expectQuoted(quoted(paraSpans, 'No command found', run), run, 'the warning about the commands');
          expectExitCode(para, run);
        }
        expect(!s.exists('dist'), `the build wrote ${s.list('dist').join(', ')}`);
      });
      // The fix: the config file, found in the project root or given with -c.
      s.write('config/modern.config.ts', config);
      const given = await s.modern(['build', '-c', './config/modern.config.ts']);
      const givenFiles = s.list('dist');
      fs.rmSync(path.join(s.dir, 'dist'), { recursive: true, force: true });
      s.write('modern.config.ts', config);
      const found = await s.modern(['build']);
      s.check('config-not-found', 'with the config in the root, or given with -c, the build runs without the warning', ({ paraSpans }) => {
        expect(paraSpans.includes('-c') && paraSpans.includes('package.json'), 'the prose no longer names the project root (package.json) and -c');
        for (const [run, files, what] of [[given, givenFiles, '-c ./config/modern.config.ts'], [found, s.list('dist'), 'the config in the root']]) {
          expectEqual(0, run.status, `the exit code with ${what}`);
          expect(!inLog('Can not find any config file', run.output), `the warning is still printed with ${what}`);
          expect(files.includes('lib/index.js'), `nothing was built with ${what}: ${files.join(', ')}`);
        }
      });
    },
  },
  {
    name: 'config-imports',
    page,
    marks: [QUICK_START, 'config-imports'],
    async run(s) {
      s.files(QUICK_START);
      // The three packages of the page in the project's node_modules, as the paragraph after the block
      // describes them. The loader writes the bundled config to node_modules/.cache, and Node resolves the
      // packages the config still requires from that file.
      const pkg = (name, json, files) => {
        s.write(`node_modules/${name}/package.json`, `${JSON.stringify({ name, version: '1.0.0', ...json }, null, 2)}\n`);
        for (const [file, text] of Object.entries(files)) s.write(`node_modules/${name}/${file}`, text);
      };
      pkg('@acme/build-target', { main: 'src/index.ts' }, { 'src/index.ts': "export const target: 'es2019' = 'es2019';\n" });
      pkg('@acme/build-dir', { type: 'module', main: 'index.js' }, { 'index.js': "export const outDir = './dist/shared';\n" });
      pkg('@acme/build-format', { type: 'module', main: 'index.cjs' }, { 'index.cjs': "exports.format = 'esm';\n" });
      s.files('config-imports');
      const run = await s.build();
      const [cached] = cachedConfigs(s).slice(-1);
      const code = cached ? fs.readFileSync(cached, 'utf8') : '';
      s.check('config-imports', 'the TypeScript and the "type": "module" packages are bundled into the cached config, the one with a .cjs main is required', ({ paraSpans }) => {
        expectEqual(0, run.status, 'the exit code');
        expect(cached, 'no cached config was written in node_modules/.cache/bundle-require');
        expect(paraSpans.includes('"main": "src/index.ts"') && paraSpans.includes('"main": "index.cjs"'), 'the paragraph no longer describes the packages as the scenario writes them');
        const [ts, esm, cjs] = paraSpans.filter((t) => t.startsWith('@acme/')).filter((t, k, all) => all.indexOf(t) === k);
        expectEqual(['@acme/build-target', '@acme/build-dir', '@acme/build-format'], [ts, esm, cjs], 'the packages the paragraph names, in order');
        for (const name of [ts, esm]) {
          expect(code.includes(`// node_modules/${name}/`) && !code.includes(`require("${name}")`), `${name} is not bundled into the cached config`);
        }
        expect(paraSpans.includes(`require("${cjs}")`) && code.includes(`require("${cjs}")`), `the cached config does not call require("${cjs}")`);
        // The settings did reach the build: the ES module bundle in the folder of @acme/build-dir.
        expect(s.exists('dist/shared/index.js') && /^export \{/m.test(s.read('dist/shared/index.js')), `the build did not use the imported settings: ${s.list('dist').join(', ')}`);
      });
    },
  },
  {
    name: 'config-esm-default-import',
    page,
    marks: [QUICK_START, 'config-esm-default-import', 'config-esm-named-import'],
    async run(s) {
      s.files(QUICK_START);
      withType(s, 'module');
      s.files('config-esm-default-import', { as: 'modern.config.ts' });
      const failed = await s.modern(['build']);
      const devFailed = await s.modern(['dev']);
      withType(s, undefined);
      const plain = await s.modern(['build']);
      s.check('config-esm-default-import', 'with "type": "module" the default import of Module Tools is not a function: exit code 1; without it the same file builds', ({ para, paraSpans }) => {
        expectQuoted(quoted(paraSpans, 'Get Error while loading config file', failed), failed, 'the error of the config loader');
        expectQuoted(quoted(paraSpans, 'is not a function', failed), failed, 'the TypeError');
        expectExitCode(para, failed);
        expectEqual(0, plain.status, `the exit code without "type": "module" (output:\n${plain.output})`);
        expect(para.includes('`npx modern dev`'), 'the paragraph no longer names npx modern dev');
        expectQuoted(quoted(paraSpans, 'is not a function', devFailed), devFailed, 'the TypeError of modern dev');
        expectEqual(1, devFailed.status, `the exit code of modern dev (output:\n${devFailed.output})`);
      });
      fs.rmSync(path.join(s.dir, 'dist'), { recursive: true, force: true });
      withType(s, 'module');
      s.files('config-esm-named-import', { as: 'modern.config.ts' });
      const fixed = await s.modern(['build']);
      s.check('config-esm-named-import', 'the named import builds in the "type": "module" package', () => {
        expectEqual('module', JSON.parse(s.read('package.json')).type, 'the type of package.json');
        expectEqual(0, fixed.status, `the exit code (output:\n${fixed.output})`);
        expect(s.exists('dist/index.js'), `nothing was built: ${s.list('dist').join(', ')}`);
      });
    },
  },
  {
    name: 'config-function',
    page,
    marks: [QUICK_START, 'config-function', 'config-function-dev'],
    async run(s) {
      s.files(QUICK_START);
      s.files('config-function');
      // NODE_ENV left unset, as in a shell that does not set it: modern build then defaults to production.
      await s.build([], { env: { NODE_ENV: undefined } });
      const production = s.list('dist');
      fs.rmSync(path.join(s.dir, 'dist'), { recursive: true, force: true });
      const command = s.block('config-function-dev').block.code.trim();
      const env = Object.fromEntries([.../^((?:\w+=\S+\s+)+)npx modern /.exec(command)[1].trim().split(/\s+/)].map((t) => t.split('=')));
      await s.build(command.replace(/^.*npx modern build\s*/, '').split(/\s+/).filter(Boolean), { env });
      const development = s.list('dist');
      s.check('config-function-dev', 'the function form: no source map by default, source maps with NODE_ENV=development', ({ paraSpans }) => {
        const k = paraSpans.indexOf('NODE_ENV=development');
        expect(k > 0, 'the paragraph no longer names NODE_ENV=development');
        const first = paths(paraSpans.slice(0, k), 'dist/').map((f) => f.slice(5));
        const added = paths(paraSpans.slice(k), 'dist/').map((f) => f.slice(5));
        expectFiles(first, production, 'the files of npx modern build (NODE_ENV not set)');
        expectFiles([...first, ...added], development, 'the files with NODE_ENV=development');
        expect(added.every((f) => f.endsWith('.map')), 'the files added with NODE_ENV=development are not source maps');
      });
    },
  },
];
