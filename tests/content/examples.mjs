// Gate 1 and 2 of the content checks: every Module Tools config, plugin and build-hook example of the
// docs is type-checked in one TypeScript program against the installed @modern-js/module-tools, and
// checked for what the types cannot catch.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import ts from 'typescript';
import { ROOT, loadSite, where } from './docs.mjs';

const require = createRequire(import.meta.url);
const OUT = path.join(ROOT, '.tmp/examples');
// Rslib configs (the migration guide) compile where Node finds the Rslib fixture of the outcome scenarios,
// so that @rslib/core and the Rsbuild 2 plugins they import are the ones the scenarios build with.
const OUT_RSLIB = path.join(ROOT, '.tmp/examples-rslib');
const RSLIB_MODULES = path.join(ROOT, 'tests/outcomes/rslib/node_modules');

/** A config of Rslib rather than of Module Tools. */
export const isRslibConfig = (block) => /from ['"]@rslib\/core['"]/.test(block.code);
const SCRIPT_LANGS = { ts: '.ts', typescript: '.ts', tsx: '.tsx', js: '.js', javascript: '.js', jsx: '.jsx', mjs: '.mjs' };

/** Flags a writer puts after the fence language. */
export const FLAGS = {
  partial: 'the block holds top-level properties of a config; it is wrapped in defineConfig({ plugins: [moduleTools()], … })',
  nocheck: 'the block is wrong on purpose (the page says so): it is not compiled, and a shell block is not held to the commands of the CLI',
};

/** What the installed package says is valid: its 50 preset names and the 10 internal presets of extendPreset. */
export function presetNames() {
  const presets = require(path.join(ROOT, 'node_modules/@modern-js/module-tools/dist/constants/preset.js'));
  return { presets: Object.keys(presets.presetList), internal: Object.keys(presets.internalPreset) };
}

/**
 * The lines of a config block as a complete module: a `partial` block is wrapped in
 * defineConfig({ plugins: [moduleTools()], … }) with its imports kept on top. lineMap gives the page
 * line of each produced line (header and body), so that diagnostics point into the docs.
 */
export function configLines(block) {
  const lines = block.code.split('\n');
  if (!block.flags.includes('partial')) return { header: [], body: lines, lineMap: lines.map((_, k) => block.bodyLine + k) };
  const imports = [];
  const rest = [];
  const importLines = [];
  const restLines = [];
  lines.forEach((line, k) => {
    if (/^import\s/.test(line)) { imports.push(line); importLines.push(block.bodyLine + k); }
    else { rest.push(line); restLines.push(block.bodyLine + k); }
  });
  const header = [
    ...imports,
    "import { defineConfig as __defineConfig, moduleTools as __moduleTools } from '@modern-js/module-tools';",
    'export default __defineConfig({',
    '  plugins: [__moduleTools()],',
  ];
  return { header, body: [...rest, '});'], lineMap: [...importLines, block.line, block.line, block.line, ...restLines, block.line] };
}

const isCheckable = (block) =>
  /defineConfig|CliPlugin|ICompiler|from ['"]@modern-js\/(module-tools|plugin-[\w-]+|storybook)['"]/.test(block.code) ||
  /(^|\/)modern\.config\.\w+$/.test(block.title ?? '');

/** Sorts the script blocks of every page into compiled, wrapped and exempt, and writes the compiled ones. */
export function collectExamples() {
  const site = loadSite();
  const examples = [];
  const counts = {};
  fs.rmSync(OUT, { recursive: true, force: true });
  fs.rmSync(OUT_RSLIB, { recursive: true, force: true });
  fs.mkdirSync(OUT_RSLIB, { recursive: true });
  if (!fs.existsSync(RSLIB_MODULES)) throw new Error('the Rslib configs type-check against the Rslib fixture: run `node tests/outcomes/fixtures.mjs rslib` (`npm run test:unit` does)');
  fs.symlinkSync(RSLIB_MODULES, path.join(OUT_RSLIB, 'node_modules'), 'dir');
  for (const page of site.pages.values()) {
    const count = (counts[page.lang] ??= { compiled: 0, wrapped: 0, exempt: 0, notConfig: 0 });
    page.blocks.forEach((block, index) => {
      const ext = SCRIPT_LANGS[block.lang];
      if (!ext) return;
      const unknown = block.flags.filter((f) => !(f in FLAGS) && !/^\{[\d,\s-]+\}$/.test(f) && f !== 'preview' && f !== 'pure');
      if (block.flags.includes('nocheck')) return void count.exempt++;
      if (!isCheckable(block) && !block.flags.includes('partial')) return void count.notConfig++;
      const partial = block.flags.includes('partial');
      const { header, body, lineMap } = configLines(block);
      if (partial) count.wrapped++;
      else count.compiled++;
      const text = [...header, ...body, 'export {};', ''].join('\n');
      // Each example lives in its own folder at the path its title gives, with the blocks of the same
      // page that it imports relatively (a plugin file next to the config that registers it).
      const dir = path.join(isRslibConfig(block) ? OUT_RSLIB : OUT, page.lang, `${page.file.replace(/\.mdx?$/, '').replace(/\//g, '__')}__${index}`);
      const ownPath = block.title && SCRIPT_LANGS[block.title.split('.').pop()] ? block.title : `example${ext}`;
      const file = path.join(dir, ownPath);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
      for (const m of block.code.matchAll(/from\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
        const wanted = path.posix.normalize(path.posix.join(path.posix.dirname(ownPath), m[1]));
        const sibling = page.blocks.find((b) => b !== block && b.title && b.title.replace(/\.\w+$/, '') === wanted.replace(/\.\w+$/, ''));
        if (sibling) {
          const target = path.join(dir, sibling.title);
          fs.mkdirSync(path.dirname(target), { recursive: true });
          fs.writeFileSync(target, `${sibling.code}\nexport {};\n`);
        }
      }
      examples.push({ page, block, file, partial, unknownFlags: unknown, lineOf: (line0) => lineMap[line0] ?? block.line });
    });
  }
  return { examples, counts };
}

const compilerOptions = {
  strict: true,
  skipLibCheck: true,
  moduleResolution: ts.ModuleResolutionKind.Node10,
  module: ts.ModuleKind.ESNext,
  target: ts.ScriptTarget.ES2020,
  jsx: ts.JsxEmit.ReactJSX,
  esModuleInterop: true,
  allowJs: true,
  checkJs: true,
  resolveJsonModule: true,
  noEmit: true,
  types: ['node'],
  typeRoots: [path.join(ROOT, 'node_modules/@types')],
};

/** Type-checks every collected example in one program; returns problems located in the docs. */
export function typeCheck(examples) {
  const declarations = fs
    .readdirSync(path.join(ROOT, 'tests/content/types'))
    .map((f) => path.join(ROOT, 'tests/content/types', f));
  const program = ts.createProgram([...examples.map((e) => e.file), ...declarations], compilerOptions);
  const byFile = new Map(examples.map((e) => [path.resolve(e.file), e]));
  const problems = [];
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(d.messageText, ' ');
    const example = d.file && byFile.get(path.resolve(d.file.fileName));
    if (!example) {
      problems.push(`${d.file ? d.file.fileName : 'tsc'}: ${message}`);
      continue;
    }
    const { line, character } = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
    problems.push(`${where(example.page, example.lineOf(line), character + 1)}: TS${d.code} ${message}`);
  }
  return { problems, program };
}

/** The hook names a plugin's setup may return, read from the types of the installed package. */
export function hookNames() {
  const file = path.join(OUT, '__hooks.ts');
  fs.mkdirSync(OUT, { recursive: true });
  fs.writeFileSync(
    file,
    [
      "import type { CliPlugin, ModuleTools } from '@modern-js/module-tools';",
      "type Setup = NonNullable<CliPlugin<ModuleTools>['setup']>;",
      'export type Hooks = Exclude<Awaited<ReturnType<Setup>>, void>;',
      'export declare const hookName: keyof Hooks;',
    ].join('\n'),
  );
  const program = ts.createProgram([file], compilerOptions);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const decl = source.statements.find((s) => ts.isVariableStatement(s)).declarationList.declarations[0];
  const type = checker.getTypeAtLocation(decl);
  return (type.isUnion() ? type.types : [type]).map((t) => t.value).filter((v) => typeof v === 'string').sort();
}

const propName = (p) => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined);
const stringValue = (node) => (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined);

/** The rules tsc cannot see (moduleTools() registered, real preset names, no bundleless umd/iife, real hook names). */
export function checkRules(examples, program) {
  const { presets, internal } = presetNames();
  const checker = program.getTypeChecker();
  const problems = [];
  // The hooks a setup() may return are those of the object type it is expected to return: the module
  // tools and core hooks, plus any the plugin's type adds through registerHook.
  const allowedHooks = (obj) => {
    const type = checker.getContextualType(obj);
    if (!type) return undefined;
    const members = type.isUnion() ? type.types : [type];
    return members
      .filter((t) => t.getSymbol()?.getName() !== 'Promise' && !(t.flags & ts.TypeFlags.Void))
      .flatMap((t) => t.getProperties().map((p) => p.getName()));
  };
  for (const example of examples) {
    const { page, block } = example;
    const at = (node, sf) => where(page, example.lineOf(sf.getLineAndCharacterOfPosition(node.getStart(sf)).line));
    if (example.unknownFlags.length) problems.push(`${where(page, block.line)}: unknown fence flag(s) ${example.unknownFlags.join(', ')} (known: ${Object.keys(FLAGS).join(', ')})`);
    if (!example.partial && !isRslibConfig(block) && /\bdefineConfig\s*\(/.test(block.code) && !/\bmoduleTools\s*\(/.test(block.code)) {
      problems.push(`${where(page, block.line)}: a config example must register moduleTools() in plugins; without it modern registers no command`);
    }
    const sf = program.getSourceFile(example.file);
    const visit = (node) => {
      if (ts.isPropertyAssignment(node) && propName(node) === 'buildPreset') {
        const name = stringValue(node.initializer);
        if (name !== undefined && !presets.includes(name)) problems.push(`${at(node, sf)}: buildPreset '${name}' is not one of the ${presets.length} presets of Module Tools (it would be ignored silently)`);
      }
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'extendPreset') {
        const name = stringValue(node.arguments[0]);
        if (name !== undefined && !internal.includes(name)) problems.push(`${at(node, sf)}: extendPreset('${name}') is not an internal preset (${internal.join(', ')})`);
      }
      if (ts.isObjectLiteralExpression(node)) {
        const props = Object.fromEntries(node.properties.filter(ts.isPropertyAssignment).map((p) => [propName(p), stringValue(p.initializer)]));
        if (props.buildType === 'bundleless' && (props.format === 'umd' || props.format === 'iife')) {
          problems.push(`${at(node, sf)}: buildType 'bundleless' with format '${props.format}' fails validation; umd and iife need bundle mode`);
        }
        const setup = node.properties.find((p) => propName(p) === 'setup');
        const fn = setup && (ts.isMethodDeclaration(setup) ? setup : ts.isPropertyAssignment(setup) ? setup.initializer : undefined);
        if (fn && (ts.isMethodDeclaration(fn) || ts.isFunctionLike(fn)) && fn.body) {
          const returns = [];
          const find = (n) => {
            if (n !== fn.body && ts.isFunctionLike(n)) return;
            if (ts.isReturnStatement(n) && n.expression && ts.isObjectLiteralExpression(n.expression)) returns.push(n.expression);
            ts.forEachChild(n, find);
          };
          if (ts.isObjectLiteralExpression(fn.body)) returns.push(fn.body);
          else if (ts.isParenthesizedExpression(fn.body) && ts.isObjectLiteralExpression(fn.body.expression)) returns.push(fn.body.expression);
          else find(fn.body);
          for (const obj of returns) {
            const hooks = allowedHooks(obj);
            if (!hooks?.length) {
              problems.push(`${at(obj, sf)}: setup() returns hooks that nothing types, so a misspelled hook name would pass: type the plugin as CliPlugin<ModuleTools>`);
              continue;
            }
            for (const p of obj.properties) {
              const name = propName(p);
              if (name && !hooks.includes(name)) problems.push(`${at(p, sf)}: '${name}' is not a hook this plugin can use; setup() may return: ${[...new Set(hooks)].sort().join(', ')}`);
            }
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return problems;
}
