// What the migration guide's scenarios share: the Rslib twin of a Module Tools project (the same source,
// node_modules linked to the Rslib fixture, tests/outcomes/rslib), the real `rslib build` of @rslib/core
// 1.0.1, and how a user of the package sees either build: module formats, what the entries export in
// Node.js, CSS rules, declarations, a UMD bundle next to React's browser build.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { spawn } from 'node:child_process';
import { ROOT } from '../content/docs.mjs';
import { ENV, Scenario, linkModules } from './lib.mjs';

export const RSLIB = path.join(ROOT, 'tests/outcomes/rslib');
export const BIN = path.join(RSLIB, 'node_modules/@rslib/core/bin/rslib.js');
export const ENV_DTS = 'migrate-env';
/** The range of @types/node a twin declares: that of the docs project's own. */
const NODE_TYPES = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).devDependencies['@types/node'];

/** The Module Tools side keeps everything but its own config and env file; the Rslib side gets the page's. */
const LEFT_BEHIND = new Set(['node_modules', 'dist', 'modern.config.ts', 'page.config.ts', 'src/modern-app-env.d.ts']);

/**
 * The Rslib twin of a scenario's project: a folder next to it with the same source, node_modules linked
 * to the Rslib fixture, the page's env file and the page's rslib.config.ts (mark). Its package.json is the
 * project's after the page's install step: without @modern-js/module-tools, and so without the
 * @types/node it brought, and with @types/node of its own, as the page says after the env file, unless
 * `nodeTypes` is false. `name`: the folder, next to the project's.
 */
export function twin(s, mark, { nodeTypes = true, name = `${s.def.name}-rslib` } = {}) {
  if (!fs.existsSync(path.join(RSLIB, 'node_modules/@rslib/core'))) throw new Error(`scenario ${s.def.name} needs Rslib in tests/outcomes/rslib: run \`node tests/outcomes/fixtures.mjs\` (\`npm run outcomes\` does)`);
  const r = new Scenario({ ...s.def, name });
  r.roots = [path.join(RSLIB, 'node_modules'), ...s.roots];
  r.typesOfTools = [];
  fs.rmSync(r.dir, { recursive: true, force: true });
  fs.mkdirSync(r.dir, { recursive: true });
  // A node_modules of links, not a link to the fixture's: Rslib keeps a build cache in node_modules/.cache,
  // and two builds that share one panic ("Transaction already in progress", a CI run).
  linkModules(path.join(r.dir, 'node_modules'), { from: r.roots });
  fs.cpSync(s.dir, r.dir, { recursive: true, filter: (from) => { const rel = path.relative(s.dir, from).split(path.sep).join('/'); return !LEFT_BEHIND.has(rel) && !/^\.modern-/.test(rel); } });
  if (r.exists('package.json')) {
    const pkg = JSON.parse(r.read('package.json'));
    for (const field of ['dependencies', 'devDependencies']) delete pkg[field]?.['@modern-js/module-tools'];
    if (nodeTypes) pkg.devDependencies = { ...pkg.devDependencies, '@types/node': NODE_TYPES };
    r.write('package.json', `${JSON.stringify(pkg, null, 2)}\n`);
  }
  r.files(ENV_DTS);
  if (mark) r.files(mark, { as: 'rslib.config.ts' });
  s.failures.push(...r.failures);
  return r;
}

/** The real `rslib build` in the twin's folder; stdout and stderr in one log file. A failure throws unless `mayFail`. */
export async function rslib(r, args = [], { mayFail = false } = {}) {
  r.prepareModules();
  const logFile = path.join(r.dir, `.rslib-${r.logs.length}.log`);
  const fd = fs.openSync(logFile, 'w');
  const env = { ...process.env, ...ENV };
  delete env.NODE_TEST_CONTEXT;
  const status = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, 'build', ...args], { cwd: r.dir, env, stdio: ['ignore', fd, fd] });
    child.on('error', reject);
    child.on('close', resolve);
  });
  fs.closeSync(fd);
  const output = fs.readFileSync(logFile, 'utf8');
  r.logs.push({ args, status, output });
  if (status !== 0 && !mayFail) throw new Error(`scenario ${r.def.name}: rslib build ${args.join(' ')} exited with ${status}:\n${output}`);
  return { status, output };
}

export const JS = /\.(m|c)?js$/;
/** The module format of a built JS file, as Node and bundlers tell it. */
export const formatOf = (code) => (/typeof define|define\.amd/.test(code) ? 'umd' : /^\s*(import|export)\b/m.test(code) ? 'esm' : 'cjs');
/** JS files of a build by path without extension (index.js and index.mjs are the same file to a user). */
export const jsFormats = (p) => Object.fromEntries(p.list('dist').filter((f) => JS.test(f) && !f.endsWith('.LICENSE.txt')).map((f) => [f.replace(JS, ''), formatOf(p.read(`dist/${f}`))]));

/**
 * What Node gives a user of the package: for each file, the exported names and their types, through
 * import() for ES modules and require() for CommonJS. Styles and assets load as stubs (their file name),
 * as a bundler or a test runner would hand them over.
 */
export async function exportsOf(p, files) {
  const probe = `
const { pathToFileURL } = require('node:url');
const { register } = require('node:module');
const stub = /\\.(css|less|scss|svg)$/;
for (const ext of ['.css', '.less', '.scss', '.svg']) require.extensions[ext] = (m, f) => { m.exports = require('node:path').basename(f); };
register('data:text/javascript,' + encodeURIComponent('export async function load(url, ctx, next) { if (/\\\\.(css|less|scss|svg)$/.test(url)) return { format: "module", source: "export default " + JSON.stringify(url.split("/").pop()), shortCircuit: true }; return next(url, ctx); }'));
const describe = (m) => Object.keys(m).filter((k) => k !== '__esModule' && k !== 'default').sort().map((k) => k + ': ' + typeof m[k]);
(async () => {
  const out = {};
  for (const [how, file] of ${JSON.stringify(files)}) {
    try { out[file] = describe(how === 'import' ? await import(pathToFileURL(require('node:path').resolve(file))) : require(require('node:path').resolve(file))); }
    catch (e) { out[file] = 'fails: ' + (e.code || e.name); }
  }
  process.stdout.write(JSON.stringify(out));
})();`;
  fs.writeFileSync(path.join(p.dir, '.probe.cjs'), probe);
  const env = { ...process.env, ...ENV };
  delete env.NODE_TEST_CONTEXT;
  const out = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--no-warnings', '.probe.cjs'], { cwd: p.dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (d) => (text += d));
    child.on('error', reject);
    child.on('close', () => resolve(text));
  });
  return JSON.parse(out || '{}');
}

/**
 * The string exports of an ES module as Node imports it, or what importing it throws: `{ output, status }`
 * (status 1 when it throws, the error in output), and `values`.
 */
export async function valuesOf(p, file) {
  const code = `import(${JSON.stringify(path.join(p.dir, file))}).then((m) => process.stdout.write(JSON.stringify(Object.fromEntries(Object.entries(m).filter(([, v]) => typeof v === 'string')))), (e) => { process.stdout.write(String(e)); process.exitCode = 1; })`;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--no-warnings', '--input-type=module', '-e', code], { cwd: p.dir, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.on('close', (status) => resolve({ output, status, values: status === 0 ? JSON.parse(output) : undefined }));
  });
}

/** The declarations of a class rule of a CSS file, as property → value. */
export function cssRule(css, name) {
  const body = new RegExp(`(?:^|\\})\\s*\\.${name}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return Object.fromEntries(body.split(';').map((d) => d.trim()).filter(Boolean).map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()]));
}

/** Declarations written alike: numbers without a leading zero, colours as their numbers. */
export const comparable = (decls) => Object.fromEntries(Object.entries(decls).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, /^rgba?\(/.test(v) ? v.match(/[\d.]+|var\([^)]*\)+/g).join(' ') : v.replace(/\b0\./g, '.')]));

/** The entries of a build: each index file of each output folder, with how a user loads it. */
export const entries = (p) => p.list('dist').filter((f) => /(^|\/)index\.(m|c)?js$/.test(f) && !f.includes('/components/')).map((f) => `dist/${f}`);
export const how = (p, file) => (formatOf(p.read(file)) === 'esm' ? 'import' : 'require');


export const REACT = () => fs.readFileSync(path.join(ROOT, 'node_modules/react/umd/react.production.min.js'), 'utf8');
export const SERVER = () => fs.readFileSync(path.join(ROOT, 'node_modules/react-dom/umd/react-dom-server-legacy.browser.production.min.js'), 'utf8');
/** A page with React's browser build, then the bundle: the HTML of myLib.Button, and the global's keys. */
export function inBrowser(code) {
  const context = vm.createContext({});
  vm.runInContext('var self = globalThis, window = globalThis;', context);
  for (const script of [REACT(), SERVER(), code]) vm.runInContext(script, context);
  return {
    keys: vm.runInContext('Object.keys(myLib).sort().join(",")', context),
    html: vm.runInContext('ReactDOMServer.renderToString(React.createElement(myLib.Button, { label: "Hi" }))', context),
  };
}

/** tsc --noEmit on consumer.ts of a project, with the example's compiler options; its output. */
export async function tsc(p) {
  const bin = path.join(ROOT, 'node_modules/typescript/bin/tsc');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, '--noEmit', '--strict', '--skipLibCheck', '--jsx', 'react-jsx', '--module', 'ESNext', '--moduleResolution', 'node', '--esModuleInterop', 'consumer.ts'], { cwd: p.dir, stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (d) => (text += d));
    child.stderr.on('data', (d) => (text += d));
    child.on('error', reject);
    child.on('close', () => resolve(text.trim()));
  });
}

export const codeSpansOf = (text) => (text.match(/`[^`]+`/g) ?? []).map((t) => t.slice(1, -1));

/** The text of each .d.ts file of a build, by path. */
export const declarations = (p) => Object.fromEntries(p.list('dist').filter((f) => f.endsWith('.d.ts')).map((f) => [f, p.read(`dist/${f}`).trim()]));


/** A deep merge of plain objects, written into the generated configs so that a case can add to what the harness sets. */
export const MERGE = `const merge = (a: any, b: any): any => {
  if (!b || typeof b !== 'object' || Array.isArray(b) || !a || typeof a !== 'object' || Array.isArray(a)) return b === undefined ? a : b;
  const out: any = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = merge(a[k], v);
  return out;
};`;

/** An object as TypeScript source: JSON, or the source itself when it is given as a string (for functions). */
export const source = (value) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * The Rslib side of Scenario.buildCases: one rslib.config.ts whose lib array has one object per case,
 * merged over { id: <case>, source.entry.index: ./src/<case>/index.ts, output.distPath.root: ./dist/<case> },
 * so that N cases cost one Rslib build. `plugins` is the source of the top-level plugins array.
 */
export async function rslibCases(r, cases, { imports = [], plugins = '', mayFail = false } = {}) {
  // A case that names its own entries does not get the default one.
  const libs = cases.map(({ name, lib }) => `    merge(${JSON.stringify({ id: name, ...(!/\bentry\b/.test(source(lib ?? {})) && { source: { entry: { index: `./src/${name}/index.ts` } } }), output: { distPath: { root: `./dist/${name}` } } })}, ${source(lib ?? {})}),`);
  r.write('rslib.config.ts', `${[...new Set(["import { defineConfig } from '@rslib/core';", ...imports])].join('\n')}\n\n${MERGE}\n\nexport default defineConfig({\n  lib: [\n${libs.join('\n')}\n  ],\n  plugins: [${plugins}],\n});\n`);
  fs.rmSync(path.join(r.dir, 'dist'), { recursive: true, force: true });
  return rslib(r, [], { mayFail });
}

/**
 * What Node.js gives a user of each entry file: its exports as JSON (functions as "function", a failure
 * as { throws: code or name }), through import() for ES modules and require() otherwise; one process for all.
 */
export async function loadEntries(p, files) {
  const probe = `
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { register } = require('node:module');
for (const ext of ['.css', '.less', '.scss', '.svg', '.png']) require.extensions[ext] = (m, f) => { m.exports = path.basename(f); };
register('data:text/javascript,' + encodeURIComponent('export async function load(url, ctx, next) { if (/\\\\.(css|less|scss|svg|png)$/.test(url)) return { format: "module", source: "export default " + JSON.stringify(url.split("/").pop()), shortCircuit: true }; return next(url, ctx); }'));
const plain = (v, depth = 0) => typeof v === 'function' ? 'function' : v && typeof v === 'object' && depth < 3 ? Object.fromEntries(Object.keys(v).filter((k) => k !== '__esModule').sort().map((k) => [k, plain(v[k], depth + 1)])) : v;
(async () => {
  const out = {};
  for (const file of ${JSON.stringify(files)}) {
    const esm = /\\.mjs$/.test(file) || (!/\\.cjs$/.test(file) && /^\\s*(import|export)\\b/m.test(require('node:fs').readFileSync(path.resolve(file), 'utf8')));
    try { out[file] = plain(esm ? await import(pathToFileURL(path.resolve(file))) : require(path.resolve(file))); }
    catch (e) { out[file] = { throws: e.code || e.name }; }
  }
  process.stdout.write(JSON.stringify(out));
})();`;
  fs.writeFileSync(path.join(p.dir, '.entries.cjs'), probe);
  const env = { ...process.env, ...ENV };
  delete env.NODE_TEST_CONTEXT;
  const out = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--no-warnings', '.entries.cjs'], { cwd: p.dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (d) => (text += d));
    child.on('error', reject);
    child.on('close', () => resolve(text));
  });
  return JSON.parse(out || '{}');
}

/** The entry file of a case's output folder (index.js, index.mjs or index.cjs, or another name), the shallowest first. */
export const entryOf = (p, dir, name = 'index') =>
  p.list(dir).filter((f) => new RegExp(`(^|/)${name}\\.(m|c)?js$`).test(f)).sort((a, b) => a.split('/').length - b.split('/').length).map((f) => `${dir}/${f}`)[0];
