// "Migrate to Rslib", row by row: each row of the guide's option tables, and each `a` → `b` pair of a
// row's notes, is a case built with the row's Module Tools option and with the Rslib option the row names;
// the two outputs are compared as the row says they compare. The Rslib option is read from the page, so a
// row that names the wrong option builds a different package and fails with both sides shown. The cases
// of a table are tasks of one `modern build` and lib objects of one `rslib build` (buildCases, rslibCases).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, codeSpans, loadSite } from '../../content/docs.mjs';
import { EXAMPLE, expect, expectEqual, expectFiles, arrowPairs, rowsOf } from '../lib.mjs';
import { ENV_DTS, twin, rslibCases, loadEntries, entryOf, cssRule, comparable } from '../twins.mjs';

const page = 'guide/migration/rslib.mdx';
const OPTIONS = 'build-config-options';
const STYLES = 'styles';

/** An object that holds `value` at a dotted path: at('resolve.alias', x) is { resolve: { alias: x } }. */
const at = (dotted, value) => dotted.split('.').reduceRight((inner, key) => ({ [key]: inner }), value);
/** The same as source code, for a value given as code (a regular expression, a call): atCode('a.b', '/x/') is "{ a: { b: /x/ } }". */
const atCode = (dotted, code) => dotted.split('.').reduceRight((inner, key) => `{ ${key}: ${inner} }`, code);

/**
 * The Rslib side a row gives for a Module Tools option: the `mt` → `…` pair of its notes, or, for the
 * row's own key, the one code span of its Rslib cell.
 */
export function rslibSideOf(row, mt) {
  const pair = row.cells.slice(1).flatMap(arrowPairs).find(([from]) => from === mt);
  if (pair) return pair[1];
  const spans = codeSpans(row.cells[1] ?? '');
  if (mt === row.base && spans.length === 1) return spans[0];
  if (mt === row.base && /^(none|无)$/.test(row.cells[1])) return 'none';
  throw new Error(`  the row names no single Rslib counterpart of ${mt} (its Rslib cell: ${row.cells[1]}; its pairs: ${JSON.stringify(row.cells.slice(1).flatMap(arrowPairs))})`);
}

/** The right side of the `left` → `…` pair of a row's notes (a value the row maps), or an error. */
const pairOf = (row, left) => {
  const pair = row.cells.slice(1).flatMap(arrowPairs).find(([from]) => from === left);
  if (!pair) throw new Error(`  the row maps no ${left}`);
  return pair[1];
};

/** The code spans of a row's cells after the first (the Rslib cell and the notes), for values a row states. */
const rowSpans = (row) => row.cells.slice(1).flatMap(codeSpans);

const js = (text) => ({ 'index.ts': text });
/** A deep merge of plain objects (the lib objects built from a row). */
const merge3 = (a, b) => (b && typeof b === 'object' && !Array.isArray(b) && a && typeof a === 'object' && !Array.isArray(a) ? Object.fromEntries([...new Set([...Object.keys(a), ...Object.keys(b)])].map((k) => [k, merge3(a[k], b[k])])) : b === undefined ? a : b);
const PACKAGES = {
  'dual-pkg/package.json': '{ "name": "dual-pkg", "version": "1.0.0", "main": "node.js", "browser": "browser.js", "custom": "custom.js" }\n',
  'dual-pkg/node.js': "exports.side = 'node';\n",
  'dual-pkg/browser.js': "exports.side = 'browser';\n",
  'dual-pkg/custom.js': "exports.side = 'custom';\n",
  'cond-pkg/package.json': '{ "name": "cond-pkg", "version": "1.0.0", "exports": { ".": { "custom": "./custom.js", "default": "./default.js" } } }\n',
  'cond-pkg/custom.js': "exports.side = 'custom';\n",
  'cond-pkg/default.js': "exports.side = 'default';\n",
  'typed-pkg/package.json': '{ "name": "typed-pkg", "version": "1.0.0", "main": "index.js", "types": "index.d.ts" }\n',
  'typed-pkg/index.js': 'exports.size = 1;\n',
  'typed-pkg/index.d.ts': 'export interface Options {\n  size: number;\n}\nexport declare const size: number;\n',
};
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>\n';
/** Two builds that must agree: both values shown, labelled by tool. */
function same(left, right, what) {
  const [a, b] = [JSON.stringify(left), JSON.stringify(right)];
  if (a !== b) throw new Error(`  ${what} differ\n  Module Tools: ${a}\n  Rslib:        ${b}`);
}
const sameExports = (m, r) => same(m.exports, r.exports, 'what the entries export in Node.js');
const bothHave = (m, r, pattern, what) => { for (const side of [m, r]) expect(pattern.test(side.code), `${side.entry} has no ${what}`); };
const neitherHas = (m, r, pattern, what) => { for (const side of [m, r]) expect(!pattern.test(side.code), `${side.entry} still has ${what}`); };
/** The files of a case's output, without the maps and license files that only one tool writes. */
const outFiles = (side) => side.files.filter((f) => !/\.(map|LICENSE\.txt)$/.test(f));
const stem = (f) => f.replace(/\.(m|c)?js$/, '');
/** The names a declaration file exports, however it writes them (export declare const, export { … }). */
const declared = (text) => [...text.matchAll(/\bexport (?:declare )?(?:const|let|function|class|type|interface) (\w+)|export \{([^}]+)\}/g)].flatMap((x) => (x[1] ? [x[1]] : x[2].split(',').map((t) => t.trim().replace(/^type /, '').split(/\s+as\s+/).at(-1)))).filter(Boolean).sort();

/**
 * The cases of the options table. `row` is the row key; `mt` the Module Tools option of a pair of its
 * notes (the row's own key when absent); `files` the case's sources under src/<name>/; `task` the Module
 * Tools task (input defaults to src/<name>/index.ts); `lib(rs, row)` the lib object, given the Rslib side
 * that the page names (`rs`); `compare(m, r)` throws when the outputs differ where the row says they
 * agree. A side is { entry, code, exports, files, read }.
 */
const cases = [
  {
    name: 'alias', row: 'alias',
    files: { ...js("import { value } from '@values/answer';\n\nexport const answer = value;\n"), 'values/answer.ts': "export const value = 'from the aliased module';\n" },
    task: (n) => ({ alias: { '@values': `./src/${n}/values` } }),
    lib: (rs, row, n) => at(rs, { '@values': `./src/${n}/values` }),
    compare: sameExports,
  },
  {
    name: 'asset-limit', row: 'asset', mt: 'asset.limit',
    files: { ...js("import logo from './logo.svg';\n\nexport const src = logo.slice(0, 26);\n"), 'logo.svg': SVG },
    task: () => ({ asset: { limit: 100000 } }),
    lib: (rs) => at(rs, 100000),
    compare: (m, r) => same(...[m, r].map((side) => String(side.exports?.src).slice(0, 18)), 'the start of what the SVG import gives (data:image/svg+xml when inlined)'),
  },
  {
    name: 'asset-path', row: 'asset', mt: 'asset.path',
    files: { ...js("import logo from './logo.svg';\n\nexport const src = logo;\n"), 'logo.svg': SVG },
    task: () => ({ asset: { limit: 0, path: 'media' } }),
    lib: (rs) => ({ output: { dataUriLimit: 0 }, ...at(rs, 'media') }),
    compare: (m, r) => { for (const side of [m, r]) expect(side.files.some((f) => /^media\/logo[.\w]*\.svg$/.test(f)), `${side.entry}: no SVG under media/ (${side.files.join(', ')})`); },
  },
  {
    name: 'asset-name', row: 'asset', mt: 'asset.name',
    files: { ...js("import logo from './logo.svg';\n\nexport const src = logo;\n"), 'logo.svg': SVG },
    task: () => ({ asset: { limit: 0, name: '[name].[hash].[ext]' } }),
    // The row states the Rslib pattern that matches Module Tools' default one.
    lib: (rs, row) => ({ output: { dataUriLimit: 0 }, ...at(rs, rowSpans(row).find((t) => t.includes('[contenthash'))) }),
    compare: (m, r) => {
      const names = [m, r].map((side) => side.files.map((f) => path.posix.basename(f)).find((f) => f.endsWith('.svg')));
      for (const name of names) expect(/^logo\.[0-9a-zA-Z]{8}\.svg$/.test(name ?? ''), `the SVG is named ${name}, not logo.<8 characters>.svg`);
      expect(names[0] !== names[1], `the hashes are the same (${names[0]}), the row says they differ`);
    },
  },
  {
    name: 'asset-public-path', row: 'asset', mt: 'asset.publicPath',
    files: { ...js("import logo from './logo.svg';\n\nexport const src = logo;\n"), 'logo.svg': SVG },
    task: () => ({ asset: { limit: 0, publicPath: 'https://cdn.example.com/' } }),
    lib: (rs) => ({ output: { dataUriLimit: 0 }, ...at(rs, 'https://cdn.example.com/') }),
    compare: (m, r) => { for (const side of [m, r]) expect(String(side.exports?.src).startsWith('https://cdn.example.com/'), `${side.entry} exports ${JSON.stringify(side.exports?.src)}`); },
  },
  {
    name: 'auto-extension', row: 'autoExtension',
    files: js("export const format = 'esm';\n"),
    task: () => ({ format: 'esm', autoExtension: true }),
    lib: (rs) => ({ format: 'esm', ...at(rs, true) }),
    compare: (m, r) => { for (const side of [m, r]) expectEqual('index.mjs', path.posix.basename(side.entry), `the ES module file with ${'autoExtension: true'}`); },
  },
  {
    name: 'auto-extension-default', row: 'autoExtension', what: 'on by default in Rslib, off in Module Tools',
    files: js("export const format = 'esm';\n"),
    task: () => ({ format: 'esm' }),
    lib: () => ({ format: 'esm' }),
    compare: (m, r) => { expectEqual(['index.js', 'index.mjs'], [m, r].map((side) => path.posix.basename(side.entry)), 'the ES module files without the option (Module Tools, Rslib)'); },
  },
  {
    name: 'auto-external', row: 'autoExternal',
    files: js("import { kebabCase } from 'lodash';\n\nexport const name = kebabCase('autoExternal off');\n"),
    task: () => ({ autoExternal: false }),
    lib: (rs) => at(rs, false),
    compare: (m, r) => { sameExports(m, r); neitherHas(m, r, /require\("lodash"\)|from "lodash"/, 'an import of lodash: it was not bundled'); },
  },
  {
    name: 'auto-external-default', row: 'autoExternal', what: 'dependencies stay external by default in cjs and esm output',
    files: js("import { kebabCase } from 'lodash';\n\nexport const name = kebabCase('autoExternal on');\n"),
    task: () => ({ format: 'esm' }),
    lib: () => ({ format: 'esm' }),
    compare: (m, r) => { sameExports(m, r); bothHave(m, r, /from "lodash"/, 'an import of lodash'); },
  },
  {
    name: 'banner', declarations: true, row: 'banner',
    files: { ...js("import './style.css';\n\nexport const greeting = 'hello';\n"), 'style.css': '.greeting { color: red; }\n' },
    task: () => ({ banner: { js: '/* js banner */', css: '/* css banner */', dts: '/* dts banner */' }, dts: true }),
    lib: (rs) => ({ output: { target: 'web' }, dts: true, ...at(rs, { js: '/* js banner */', css: '/* css banner */', dts: '/* dts banner */' }) }),
    compare: (m, r) => {
      for (const side of [m, r]) {
        for (const [ext, text] of [[/\.(m|c)?js$/, '/* js banner */'], [/\.css$/, '/* css banner */'], [/\.d\.(m|c)?ts$/, '/* dts banner */']]) {
          const file = side.files.find((f) => ext.test(f) && !f.endsWith('.map'));
          expect(file && side.read(file).trimStart().startsWith(text), `${side.tool}: ${file ?? 'no file'} does not start with ${text}`);
        }
      }
    },
  },
  {
    name: 'footer', row: 'footer',
    files: { ...js("import './style.css';\n\nexport const greeting = 'hello';\n"), 'style.css': '.greeting { color: red; }\n' },
    task: () => ({ footer: { js: '/* js footer */', css: '/* css footer */' } }),
    lib: (rs) => ({ output: { target: 'web' }, ...at(rs, { js: '/* js footer */', css: '/* css footer */' }) }),
    compare: (m, r) => {
      for (const side of [m, r]) {
        for (const [ext, text] of [[/\.(m|c)?js$/, '/* js footer */'], [/\.css$/, '/* css footer */']]) {
          const file = side.files.find((f) => ext.test(f));
          expect(file && side.read(file).trimEnd().endsWith(text), `${side.tool}: ${file ?? 'no file'} does not end with ${text}`);
        }
      }
    },
  },
  {
    name: 'build-type', row: 'buildType',
    files: { ...js("export { a } from './a';\nexport { b } from './b';\n"), 'a.ts': "export const a = 'a';\n", 'b.ts': "export const b = 'b';\n" },
    task: (n) => ({ buildType: 'bundleless', input: [`src/${n}`], sourceDir: `./src/${n}`, format: 'cjs' }),
    // 'bundleless' → the option and value the row names after the arrow.
    lib: (rs, row, n) => ({ ...Object.fromEntries([rowSpans(row).find((t) => /^\w+: false$/.test(t)).split(': ')].map(([k, v]) => [k, JSON.parse(v)])), format: 'cjs', source: { entry: { index: [`./src/${n}/**`] } }, outBase: `./src/${n}` }),
    compare: (m, r) => { same(...[m, r].map((side) => outFiles(side).map(stem).sort()), 'the files, one per source file'); sameExports(m, r); },
  },
  {
    name: 'copy', row: 'copy', mt: 'copy.patterns',
    files: { ...js("export const copied = true;\n"), 'notes/README.md': '# notes\n' },
    task: (n) => ({ copy: { patterns: [{ from: `./${n}/notes/README.md` }] } }),
    lib: (rs, row, n) => at(rs, [{ from: `./src/${n}/notes/README.md` }]),
    compare: (m, r) => { for (const side of [m, r]) expect(side.files.includes('README.md') && side.read('README.md') === '# notes\n', `${side.tool} did not copy README.md into the output: ${side.files.join(', ')}`); },
  },
  {
    name: 'define', row: 'define',
    files: js("declare const __VERSION__: string;\n\nexport const version = __VERSION__;\n"),
    task: () => ({ define: { __VERSION__: '1.0.0' } }),
    // The row says how the value is written for Rslib: JSON.stringify('1.0.0').
    lib: (rs, row) => atCode(rs, `{ __VERSION__: ${rowSpans(row).find((t) => t.startsWith('JSON.stringify('))} }`),
    compare: sameExports,
  },
  {
    name: 'external-helpers', row: 'externalHelpers',
    files: js("export async function load(name: string): Promise<string> {\n  return (await Promise.resolve(name)).toUpperCase();\n}\n"),
    task: () => ({ externalHelpers: true, target: 'es5' }),
    lib: (rs) => ({ ...at(rs, true), syntax: 'es5' }),
    compare: (m, r) => bothHave(m, r, /@swc\/helpers/, 'an import of @swc/helpers'),
  },
  {
    name: 'externals', row: 'externals',
    files: js("import { kebabCase } from 'lodash';\n\nexport const name = kebabCase('kept as an import');\n"),
    task: () => ({ autoExternal: false, externals: ['lodash'], format: 'esm' }),
    lib: (rs) => ({ format: 'esm', output: { autoExternal: false }, ...at(rs, ['lodash']) }),
    compare: (m, r) => { sameExports(m, r); bothHave(m, r, /from "lodash"/, 'an import of lodash'); },
  },
  {
    name: 'format', row: 'format',
    files: js("export const kind = 'module';\n"),
    task: () => ({ format: 'cjs' }),
    lib: (rs) => at(rs, 'cjs'),
    compare: (m, r) => { sameExports(m, r); for (const side of [m, r]) expect(/module\.exports|exports\.|__webpack_exports__/.test(side.code) && !/^export /m.test(side.code), `${side.entry} is not CommonJS`); },
  },
  {
    name: 'format-default', row: 'format', what: "the default is 'esm' in Rslib, 'cjs' in Module Tools",
    files: js("export const kind = 'module';\n"),
    task: () => ({}),
    lib: () => ({}),
    compare: (m, r) => { expect(!/^export /m.test(m.code), 'the Module Tools default is not CommonJS'); expect(/^export /m.test(r.code), 'the Rslib default is not an ES module'); },
  },
  {
    name: 'format-iife', row: 'format', what: "'iife' for an entry without exports",
    files: js("(globalThis as any).myLibLoaded = true;\n"),
    task: () => ({ format: 'iife' }),
    lib: () => ({ format: 'iife' }),
    compare: (m, r) => { for (const side of [m, r]) expect(/^\s*("use strict";\s*)?(\(\(\)\s*=>|\(function\s*\(\)|!function|\(\(\)=>)/.test(side.code) && /\}\)\(\);?\s*$/.test(side.code) && !/^export /m.test(side.code), `${side.entry} is not an IIFE:\n${side.code.slice(0, 200)}`); },
  },
  {
    name: 'input', row: 'input',
    files: { 'main.ts': "export const entry = 'main';\n" },
    task: (n) => ({ input: { main: `src/${n}/main.ts` } }),
    lib: (rs, row, n) => ({ ...at(rs, { main: `./src/${n}/main.ts` }) }),
    entry: 'main',
    compare: (m, r) => { same(...[m, r].map((side) => outFiles(side).map(stem)), 'the entry files'); sameExports(m, r); },
  },
  {
    // The tsconfig's own jsx setting decides in Module Tools when it has one: this case's tsconfig has none.
    name: 'jsx-transform', row: 'jsx', what: "'transform' → the classic runtime",
    files: { 'index.tsx': "import React from 'react';\n\nexport const Hello = () => <b>hi</b>;\n", 'tsconfig.json': '{ "compilerOptions": { "strict": true, "esModuleInterop": true, "skipLibCheck": true } }\n' },
    task: (n) => ({ input: [`src/${n}/index.tsx`], jsx: 'transform', tsconfig: `./src/${n}/tsconfig.json` }),
    imports: ["import { pluginReact } from '@rsbuild/plugin-react';"],
    lib: (rs, row, n) => `{ source: { entry: { index: './src/${n}/index.tsx' } }, plugins: [pluginReact({ swcReactOptions: ${pairOf(row, "'transform'")} })] }`,
    compare: (m, r) => { bothHave(m, r, /createElement\(/, 'React.createElement'); neitherHas(m, r, /jsx-runtime/, 'react/jsx-runtime'); },
  },
  {
    name: 'jsx-automatic', row: 'jsx', what: "'automatic' → the automatic runtime",
    files: { 'index.tsx': "export const Hello = () => <b>hi</b>;\n", 'tsconfig.json': '{ "compilerOptions": { "strict": true, "esModuleInterop": true, "skipLibCheck": true } }\n' },
    task: (n) => ({ input: [`src/${n}/index.tsx`], jsx: 'automatic', tsconfig: `./src/${n}/tsconfig.json` }),
    imports: ["import { pluginReact } from '@rsbuild/plugin-react';"],
    lib: (rs, row, n) => `{ source: { entry: { index: './src/${n}/index.tsx' } }, plugins: [pluginReact({ swcReactOptions: ${pairOf(row, "'automatic'")} })] }`,
    compare: (m, r) => bothHave(m, r, /react\/jsx-runtime/, 'an import of react/jsx-runtime'),
  },
  {
    name: 'loader', row: 'loader',
    files: { ...js("import notice from './notice.txt';\n\nexport const text = notice;\n"), 'notice.txt': 'Thanks for using my-lib.\n', 'text.d.ts': "declare module '*.txt' {\n  const text: string;\n  export default text;\n}\n" },
    task: () => ({ loader: { '.txt': 'text' } }),
    lib: (rs, row) => `{ tools: { rspack: { module: { rules: [${rowSpans(row).find((t) => t.includes('asset/source'))}] } } } }`,
    compare: (m, r) => { sameExports(m, r); expectEqual('Thanks for using my-lib.\n', m.exports.text, 'the text Module Tools exports'); },
  },
  {
    name: 'minify', row: 'minify',
    files: js("export function add(first: number, second: number): number {\n  const total = first + second;\n  return total;\n}\n"),
    task: () => ({ minify: 'terser' }),
    lib: (rs, row) => at(rs, true),
    compare: (m, r) => { for (const side of [m, r]) expect(!/\n\s+const total/.test(side.code) && !/first \+ second/.test(side.code), `${side.entry} is not minified:\n${side.code}`); },
  },
  {
    name: 'out-dir', row: 'outDir',
    files: js("export const where = 'lib';\n"),
    task: (n) => ({ outDir: `./dist/${n}/lib` }),
    lib: (rs, row, n) => at(rs, { root: `./dist/${n}/lib` }),
    compare: (m, r) => { for (const side of [m, r]) expect(side.files.some((f) => /^lib\/index\.(m|c)?js$/.test(f)), `${side.tool} wrote ${side.files.join(', ')}`); },
  },
  {
    name: 'target', row: 'target',
    files: js("export const pick = (value?: { name?: string }): string => value?.name ?? 'none';\n"),
    task: () => ({ target: 'es2019' }),
    lib: (rs) => at(rs, 'es2019'),
    compare: (m, r) => { sameExports(m, r); neitherHas(m, r, /\?\?|\?\./, 'an ES2020 operator (?? or ?.)'); },
  },
  {
    name: 'target-default', row: 'target', what: "the default is 'esnext' in Rslib, 'es6' in Module Tools",
    files: js("export const pick = (value?: { name?: string }): string => value?.name ?? 'none';\n"),
    task: () => ({}),
    lib: () => ({}),
    compare: (m, r) => { expect(!/\?\?/.test(m.code), 'Module Tools kept ?? at its default target'); expect(/\?\?/.test(r.code), 'Rslib lowered ?? at its default syntax'); },
  },
  {
    name: 'transform-import', row: 'transformImport',
    files: js("import { DatePicker } from 'my-ui';\n\nexport const picker = DatePicker;\n"),
    task: () => "{ format: 'esm', externals: [/^my-ui/], transformImport: [{ libraryName: 'my-ui', libraryDirectory: 'es', camel2DashComponentName: true }] }",
    // The field Rsbuild names camelToDashComponentName, as the row says.
    lib: (rs, row) => `merge({ format: 'esm', output: { externals: [/^my-ui/] } }, ${JSON.stringify(at(rs, [{ libraryName: 'my-ui', libraryDirectory: 'es', [rowSpans(row).find((t) => /^camel/.test(t) && t !== 'camel2DashComponentName')]: true }]))})`,
    compare: (m, r) => bothHave(m, r, /["']my-ui\/es\/date-picker["']/, 'an import of my-ui/es/date-picker'),
  },
  {
    name: 'transform-lodash', row: 'transformLodash',
    files: js("import { get } from 'lodash';\n\nexport const read = get;\n"),
    task: () => ({ format: 'esm', transformLodash: true }),
    lib: (rs, row) => ({ format: 'esm', ...at(rs, [JSON.parse(rowSpans(row).find((t) => t.includes('libraryName')).replace(/(\w+):/g, '"$1":').replace(/'/g, '"'))]) }),
    compare: (m, r) => bothHave(m, r, /from ["']lodash\/get["']/, 'an import of lodash/get'),
  },
  {
    name: 'minify-default', row: 'minify', what: "Rslib's default removes dead code, keeps the code readable and copies license comments to a .LICENSE.txt file",
    files: js("/*! my-lib, MIT license */\nexport function add(first: number, second: number): number {\n  if (false as boolean) console.log('never');\n  return first + second;\n}\n"),
    task: () => ({ format: 'esm' }),
    lib: () => ({ format: 'esm' }),
    compare: (m, r) => {
      expect(/'never'|"never"/.test(m.code), 'Module Tools removed the dead branch');
      expect(!/never/.test(r.code), 'Rslib kept the dead branch');
      expect(/\n\s+return first \+ second/.test(r.code), `Rslib's output is not readable:\n${r.code}`);
      expect(!m.files.some((f) => f.endsWith('.LICENSE.txt')), 'Module Tools wrote a license file');
      const license = r.files.find((f) => f.endsWith('.LICENSE.txt'));
      expect(license && /MIT license/.test(r.read(license)), `Rslib wrote no license file with the comment: ${r.files.join(', ')}`);
    },
  },
  {
    name: 'platform', row: 'platform',
    files: js("import { side } from 'dual-pkg';\n\nexport const picked = side;\n"),
    task: () => ({ platform: 'browser' }),
    lib: (rs, row) => at(rs, JSON.parse(pairOf(row, "'browser'").replace(/'/g, '"'))),
    compare: (m, r) => { sameExports(m, r); expectEqual('browser', m.exports.picked, 'the build the browser field names'); },
  },
  {
    name: 'platform-default', row: 'platform', what: "the default is 'node' in both",
    files: js("import { side } from 'dual-pkg';\n\nexport const picked = side;\n"),
    task: () => ({}),
    lib: () => ({}),
    compare: (m, r) => { sameExports(m, r); expect(m.exports.picked !== 'browser', 'Module Tools picked the browser build by default'); },
  },
  {
    name: 'redirect-alias', row: 'redirect', mt: 'redirect.alias',
    files: { ...js("export { value } from '@values/answer';\n"), 'values/answer.ts': "export const value = 'answer';\n" },
    task: (n) => ({ buildType: 'bundleless', format: 'esm', input: [`src/${n}`], sourceDir: `./src/${n}`, alias: { '@values': `./src/${n}/values` }, redirect: { alias: false } }),
    lib: (rs, row, n) => merge3({ bundle: false, format: 'esm', source: { entry: { index: [`./src/${n}/**`] } }, outBase: `./src/${n}`, resolve: { alias: { '@values': `./src/${n}/values` } } }, at(rs, false)),
    compare: (m, r) => bothHave(m, r, /from ["']@values\/answer["']/, 'the specifier @values/answer kept'),
  },
  {
    name: 'redirect-style', row: 'redirect', mt: 'redirect.style',
    files: { ...js("import './card.less';\n\nexport const card = 'card';\n"), 'card.less': '@gap: 8px;\n.card { padding: @gap; }\n' },
    task: (n) => ({ buildType: 'bundleless', format: 'esm', input: [`src/${n}`], sourceDir: `./src/${n}`, redirect: { style: false } }),
    lib: (rs, row, n) => merge3({ bundle: false, format: 'esm', source: { entry: { index: [`./src/${n}/**`] } }, outBase: `./src/${n}`, output: { target: 'web' } }, at(rs, false)),
    compare: (m, r) => bothHave(m, r, /import ["']\.\/card\.less["']/, 'import "./card.less" kept'),
  },
  {
    name: 'redirect-asset', row: 'redirect', mt: 'redirect.asset',
    files: { ...js("import logo from './logo.svg';\n\nexport const src = logo;\n"), 'logo.svg': SVG },
    task: (n) => ({ buildType: 'bundleless', format: 'esm', input: [`src/${n}`], sourceDir: `./src/${n}`, redirect: { asset: false } }),
    lib: (rs, row, n) => merge3({ bundle: false, format: 'esm', source: { entry: { index: [`./src/${n}/**`] } }, outBase: `./src/${n}` }, at(rs, false)),
    compare: (m, r) => bothHave(m, r, /from ["']\.\/logo\.svg["']/, 'the import of ./logo.svg kept'),
  },
  {
    name: 'redirect-auto-extension', row: 'redirect', mt: 'redirect.autoExtension',
    files: { ...js("export { a } from './a';\n"), 'a.ts': "export const a = 'a';\n" },
    task: (n) => ({ buildType: 'bundleless', format: 'esm', autoExtension: true, input: [`src/${n}`], sourceDir: `./src/${n}`, redirect: { autoExtension: false } }),
    lib: (rs, row, n) => merge3({ bundle: false, format: 'esm', source: { entry: { index: [`./src/${n}/**`] } }, outBase: `./src/${n}` }, at(rs, false)),
    compare: (m, r) => bothHave(m, r, /from ["']\.\/a["']/, 'the specifier ./a kept without an extension'),
  },
  {
    name: 'resolve-alias', row: 'resolve', mt: 'resolve.alias',
    files: { ...js("export { value } from '@values/answer';\n"), 'values/answer.ts': "export const value = 'answer';\n" },
    task: (n) => ({ buildType: 'bundleless', format: 'esm', input: [`src/${n}`], sourceDir: `./src/${n}`, resolve: { alias: { '@values': `./src/${n}/values` } } }),
    lib: (rs, row, n) => merge3({ bundle: false, format: 'esm', source: { entry: { index: [`./src/${n}/**`] } }, outBase: `./src/${n}` }, at(rs, { '@values': `./src/${n}/values` })),
    compare: (m, r) => { bothHave(m, r, /from ["']\.\/values\/answer(\.m?js)?["']/, 'the alias rewritten to ./values/answer'); },
  },
  {
    name: 'resolve-main-fields', row: 'resolve', mt: 'resolve.mainFields',
    files: js("import { side } from 'dual-pkg';\n\nexport const picked = side;\n"),
    task: () => ({ resolve: { mainFields: ['custom', 'main'] } }),
    lib: (rs) => at(rs, ['custom', 'main']),
    compare: (m, r) => { sameExports(m, r); expectEqual('custom', m.exports.picked, 'the build the custom field names'); },
  },
  {
    name: 'resolve-js-extensions', row: 'resolve', mt: 'resolve.jsExtensions',
    files: { ...js("export { side } from './value';\n"), 'value.ts': "export const side = 'plain';\n", 'value.web.ts': "export const side = 'web';\n" },
    task: () => ({ resolve: { jsExtensions: ['.web.ts', '.ts'] } }),
    lib: (rs) => at(rs, ['.web.ts', '.ts']),
    compare: (m, r) => { sameExports(m, r); expectEqual('web', m.exports.side, 'the file the first extension finds'); },
  },
  {
    name: 'resolve-tsconfig', row: 'resolve', mt: 'resolve.tsConfig',
    files: { ...js("import { value } from '@paths/answer';\n\nexport const answer = value;\n"), 'values/answer.ts': "export const value = 'from tsconfig paths';\n", 'tsconfig.paths.json': '{ "compilerOptions": { "baseUrl": ".", "paths": { "@paths/*": ["./values/*"] } } }\n' },
    task: (n) => ({ resolve: { tsConfig: { configFile: `./src/${n}/tsconfig.paths.json` } } }),
    lib: (rs, row, n) => at(rs, `./src/${n}/tsconfig.paths.json`),
    compare: (m, r) => { sameExports(m, r); expectEqual('from tsconfig paths', m.exports.answer, 'the module the paths name'); },
  },
  {
    name: 'shims-esm', row: 'shims', what: 'shims: true on esm output → shims.esm.__dirname and __filename',
    files: js("import path from 'node:path';\n\nexport const folder = path.basename(__dirname);\nexport const file = path.basename(__filename);\n"),
    task: () => ({ format: 'esm', platform: 'node', target: 'es2020', shims: true }),
    lib: (rs, row) => rowSpans(row).filter((t) => /^shims\.esm\.\w+$/.test(t)).reduce((lib, t) => merge3(lib, at(t, true)), { format: 'esm' }),
    compare: (m, r) => { same(...[m, r].map((side) => ({ ...side.exports, file: stem(String(side.exports?.file)) })), 'the folder and file (without extension) the shims give'); expectEqual('shims-esm', m.exports.folder, 'the folder Module Tools gives'); },
  },
  {
    name: 'shims-cjs', row: 'shims', what: 'shims.cjs is on by default in Rslib; Module Tools needs shims: true',
    files: js("export const url = import.meta.url;\n"),
    task: () => ({ format: 'cjs', platform: 'node', shims: true }),
    lib: () => ({ format: 'cjs' }),
    compare: (m, r) => { for (const side of [m, r]) expect(String(side.exports?.url).startsWith('file://'), `${side.tool} exports ${JSON.stringify(side.exports?.url)} for import.meta.url`); },
  },
  {
    name: 'side-effects', row: 'sideEffects',
    files: { ...js("import './side';\n\nexport const kept = 'entry';\n"), 'side.ts': "(globalThis as any).sideEffectRan = 'side';\n" },
    task: () => ({ sideEffects: false }),
    lib: (rs, row) => `{ tools: { rspack: { module: { rules: [${rowSpans(row).find((t) => t.includes('sideEffects: false'))}] } } } }`,
    compare: (m, r) => neitherHas(m, r, /sideEffectRan/, 'the code of side.ts'),
  },
  {
    name: 'source-dir', row: 'sourceDir',
    files: { ...js("export { Button } from './components/Button';\n"), 'components/Button.ts': "export const Button = 'button';\n" },
    task: (n) => ({ buildType: 'bundleless', input: [`src/${n}/components`], sourceDir: `./src/${n}` }),
    lib: (rs, row, n) => ({ bundle: false, source: { entry: { index: [`./src/${n}/components/**`] } }, ...at(rs, `./src/${n}`) }),
    entry: 'Button',
    compare: (m, r) => same(...[m, r].map((side) => outFiles(side).map(stem)), 'the output paths'),
  },
  {
    name: 'source-dir-default', row: 'sourceDir', what: "the defaults differ: ./src in Module Tools, the entries' common folder in Rslib",
    files: { ...js("export { Button } from './components/Button';\n"), 'components/Button.ts': "export const Button = 'button';\n" },
    task: (n) => ({ buildType: 'bundleless', input: [`src/${n}/components`] }),
    lib: (rs, row, n) => ({ bundle: false, source: { entry: { index: [`./src/${n}/components/**`] } } }),
    entry: 'Button',
    compare: (m, r) => same(['source-dir-default/components/Button', 'Button'], [m, r].map((side) => outFiles(side).map(stem).join()), 'the output paths against src/ (Module Tools) and against the entries (Rslib)'),
  },
  {
    name: 'source-map', row: 'sourceMap', what: 'true → true',
    files: js("export const mapped = 'yes';\n"),
    task: () => ({ sourceMap: true }),
    lib: (rs, row) => at(rs, JSON.parse(pairOf(row, 'true'))),
    compare: (m, r) => { for (const side of [m, r]) expect(side.files.some((f) => /index\.(m|c)?js\.map$/.test(f)), `${side.tool} wrote no .map file: ${side.files.join(', ')}`); },
  },
  {
    name: 'source-map-inline', row: 'sourceMap', what: "'inline' → js: 'inline-source-map'",
    files: js("export const mapped = 'inline';\n"),
    task: () => ({ sourceMap: 'inline' }),
    lib: (rs, row) => atCode(rs, pairOf(row, "'inline'")),
    compare: (m, r) => { bothHave(m, r, /sourceMappingURL=data:application\/json/, 'an inline source map'); for (const side of [m, r]) expect(!side.files.some((f) => f.endsWith('.map')), `${side.tool} wrote a .map file`); },
  },
  {
    name: 'splitting', row: 'splitting', what: 'Rslib writes a dynamic import as a file of its own by default',
    files: { ...js("export const load = () => import('./lazy');\n"), 'lazy.ts': "export const lazy = 'loaded';\n" },
    task: () => ({ format: 'esm' }),
    lib: () => ({ format: 'esm' }),
    compare: (m, r) => { expectEqual(['index.js'], outFiles(m), 'the files of Module Tools (splitting: false)'); expect(outFiles(r).length > 1, `Rslib wrote only ${outFiles(r).join(', ')}`); },
  },
  {
    name: 'splitting-off', row: 'splitting', what: 'output.asyncChunks: false in tools.rspack keeps one file',
    files: { ...js("export const load = () => import('./lazy');\n"), 'lazy.ts': "export const lazy = 'loaded';\n" },
    task: () => ({ format: 'esm' }),
    lib: (rs, row) => ({ format: 'esm', tools: { rspack: at(rowSpans(row).find((t) => /asyncChunks: false$/.test(t)).split(':')[0].trim(), false) } }),
    compare: (m, r) => same(...[m, r].map((side) => outFiles(side).length), 'the number of files'),
  },
  {
    name: 'tsconfig', row: 'tsconfig',
    files: { ...js("import { value } from '@paths/answer';\n\nexport const answer = value;\n"), 'values/answer.ts': "export const value = 'from the other tsconfig';\n", 'tsconfig.custom.json': '{ "compilerOptions": { "baseUrl": ".", "paths": { "@paths/*": ["./values/*"] } } }\n' },
    task: (n) => ({ tsconfig: `./src/${n}/tsconfig.custom.json` }),
    lib: (rs, row, n) => at(rs, `./src/${n}/tsconfig.custom.json`),
    compare: (m, r) => { sameExports(m, r); expectEqual('from the other tsconfig', m.exports.answer, 'the module the paths name'); },
  },
  {
    // The case's tsconfig has no jsx setting, which would decide in Module Tools (see the jsx cases).
    name: 'esbuild-options', row: 'esbuildOptions', mt: "jsxFactory: 'h'",
    files: { 'index.tsx': "declare function h(tag: string, props: unknown, ...children: unknown[]): unknown;\n\nexport const view = () => <b>hi</b>;\n", 'tsconfig.json': '{ "compilerOptions": { "strict": true, "skipLibCheck": true } }\n' },
    task: (n) => `{ input: ['src/${n}/index.tsx'], tsconfig: './src/${n}/tsconfig.json', jsx: 'transform', esbuildOptions: (options) => ({ ...options, jsxFactory: 'h' }) }`,
    lib: (rs, row, n) => { const colon = rs.indexOf(':'); return `merge({ source: { entry: { index: './src/${n}/index.tsx' } } }, ${atCode(rs.slice(0, colon).trim(), rs.slice(colon + 1).trim())})`; },
    compare: (m, r) => { bothHave(m, r, /\bh\(["']b["']/, 'a call h("b", …)'); neitherHas(m, r, /createElement|jsx-runtime/, 'React'); },
  },
  {
    name: 'esbuild-conditions', row: 'esbuildOptions', mt: "jsxFactory: 'h'", what: "esbuild's conditions option has no effect in Module Tools, which resolves imports itself",
    files: js("import { side } from 'cond-pkg';\n\nexport const picked = side;\n"),
    task: () => "{ esbuildOptions: (options) => ({ ...options, conditions: ['custom'] }) }",
    lib: () => "{ tools: { rspack: { resolve: { conditionNames: ['custom', '...'] } } } }",
    compare: (m, r) => { expectEqual('default', m.exports.picked, "the build Module Tools picks with esbuild's conditions: ['custom']"); expectEqual('custom', r.exports.picked, 'the build Rslib picks with conditionNames'); },
  },
  {
    name: 'dts-dist-path', declarations: true, row: 'dts', mt: 'dts.distPath',
    files: js("export const typed: string = 'typed';\n"),
    task: () => ({ dts: { distPath: './types' } }),
    lib: (rs, row, n) => at(rs, `./dist/${n}/types`),
    compare: (m, r) => { for (const side of [m, r]) expect(side.files.includes('types/index.d.ts'), `${side.tool} wrote ${side.files.join(', ')}`); },
  },
  {
    name: 'dts-abort-on-error', declarations: true, row: 'dts', mt: 'dts.abortOnError',
    files: js("export const count: number = 'not a number';\n"),
    task: () => ({ dts: { abortOnError: false } }),
    lib: (rs) => ({ dts: true, ...at(rs, false) }),
    compare: (m, r) => { for (const side of [m, r]) expect(side.entry, `${side.tool} wrote no JS: ${side.files.join(', ')}`); },
    log: (mt, rs) => { for (const [tool, output] of [['Module Tools', mt], ['Rslib', rs]]) expect(/TS2322/.test(output), `${tool} did not report the type error`); },
  },
  {
    name: 'dts-bundle', declarations: true, row: 'dts', what: 'bundled declarations → dts.bundle',
    files: { ...js("export { Button } from './button';\nexport type { Size } from './size';\n"), 'button.ts': "import type { Size } from './size';\n\nexport const Button = (size: Size): string => `button ${size}`;\n", 'size.ts': "export type Size = 'small' | 'large';\n" },
    task: () => ({ dts: true }),
    lib: (rs, row) => at(rowSpans(row).find((t) => t === 'dts.bundle'), true),
    compare: (m, r) => {
      for (const side of [m, r]) expectEqual(['index.d.ts'], side.files.filter((f) => f.endsWith('.d.ts')), `the declaration files of ${side.tool}`);
      same(...[m, r].map((side) => declared(side.read('index.d.ts'))), 'the names the bundled declarations export');
    },
  },
  {
    name: 'dts-respect-external', declarations: true, row: 'dts', mt: 'dts.respectExternal', what: 'the types of a bundled package inlined: Module Tools by default, Rslib with dts.bundle.bundledPackages',
    files: js("import type { Options } from 'typed-pkg';\n\nexport const make = (options: Options): Options => options;\n"),
    task: () => ({ dts: { respectExternal: true } }),
    lib: (rs, row) => at(rowSpans(row).find((t) => t === 'dts.bundle.bundledPackages'), ['typed-pkg']),
    side: (row) => { expect(/`dts\.respectExternal` → (none|无)/.test(row.cells[2]), 'the row no longer says that dts.respectExternal has no counterpart'); return 'none'; },
    compare: (m, r) => { for (const side of [m, r]) { const dts = side.read('index.d.ts'); expect(/interface Options/.test(dts) && !/from ['"]typed-pkg['"]/.test(dts), `${side.tool}: index.d.ts does not inline Options:\n${dts}`); } },
  },
  {
    name: 'dts-only', declarations: true, row: 'dts', mt: 'dts.only', what: 'dts.only has no counterpart: the declarations come with a JS output',
    files: js("export const typed: string = 'typed';\n"),
    task: () => ({ dts: { only: true } }),
    lib: () => ({ dts: true }),
    side: (row) => { expect(/`dts\.only` → (none|无)/.test(row.cells[2]), 'the row no longer says that dts.only has no counterpart'); return 'none'; },
    compare: (m, r) => { expect(!m.files.some((f) => /\.(m|c)?js$/.test(f)), `Module Tools wrote JS with dts.only: ${m.files.join(', ')}`); same(...[m, r].map((side) => declared(side.read('index.d.ts'))), 'the names the declarations export'); expect(r.entry, 'Rslib wrote no JS next to the declarations'); },
  },
  {
    name: 'dts-tsconfig-path', row: 'dts', mt: 'dts.tsconfigPath',
    files: { ...js("export class Counter {\n  /** @internal */\n  secret = 1;\n  count = 0;\n}\n"), 'tsconfig.dts.json': '{ "extends": "../../tsconfig.json", "compilerOptions": { "stripInternal": true }, "include": ["."] }\n' },
    task: (n) => ({ dts: { tsconfigPath: `./src/${n}/tsconfig.dts.json` } }),
    lib: (rs, row, n) => ({ dts: true, ...at(rs, `./src/${n}/tsconfig.dts.json`) }),
    compare: (m, r) => { for (const side of [m, r]) { const dts = side.read('index.d.ts'); expect(/count/.test(dts) && !/secret/.test(dts), `${side.tool}: the declarations of the other tsconfig (stripInternal) are not there:\n${dts}`); } },
  },

  {
    name: 'asset-svgr', row: 'asset', mt: 'asset.svgr',
    files: { ...js("import Logo from './logo.svg';\n\nexport const isComponent = typeof Logo === 'function';\n"), 'logo.svg': SVG },
    task: () => ({ asset: { svgr: true } }),
    imports: ["import { pluginSvgr } from '@rsbuild/plugin-svgr';", "import { pluginReact } from '@rsbuild/plugin-react';"],
    lib: (rs) => `{ plugins: [${rs}, pluginReact()] }`,
    compare: (m, r) => { same(m.exports, r.exports, 'what the entries export'); expectEqual({ isComponent: true }, m.exports, 'what the Module Tools entry exports'); },
  },
  {
    name: 'asset-svgr-default', row: 'asset', mt: 'asset.svgr', what: 'without exportType, the default import is the URL',
    files: { ...js("import Logo from './logo.svg';\n\nexport const isComponent = typeof Logo === 'function';\n"), 'logo.svg': SVG },
    task: () => ({ asset: { svgr: true } }),
    imports: ["import { pluginSvgr } from '@rsbuild/plugin-svgr';", "import { pluginReact } from '@rsbuild/plugin-react';"],
    lib: (rs) => `{ plugins: [${rs.replace(/\(\{[\s\S]*\}\)$/, '()')}, pluginReact()] }`,
    compare: (m, r) => { expectEqual({ isComponent: true }, m.exports, 'what the Module Tools entry exports'); expectEqual({ isComponent: false }, r.exports, 'what the Rslib entry exports with pluginSvgr()'); },
  },
  {
    name: 'format-iife-exports', row: 'format', what: "'iife' stops the Rslib build when the entry has exports",
    files: js("export const kind = 'iife';\n"),
    task: () => ({ format: 'iife' }),
    lib: () => ({ format: 'iife' }),
    fails: 'rslib',
    compare: (m, r, row) => {
      expect(/\(\(\) => \{/.test(m.code), `Module Tools wrote no IIFE:\n${m.code}`);
      const quote = codeSpans(row.cells[2]).find((t) => /minification/.test(t));
      expect(quote, 'the row quotes no message');
      expect(!r.entry, `Rslib wrote ${r.files.join(', ')}`);
      expect(r.log.includes(quote), `the Rslib log has no ${quote}:\n${r.log}`);
    },
  },
  {
    name: 'auto-extension-dts', declarations: true, row: 'autoExtension', what: "the declarations' extension: dts.autoExtension in Rslib, off by default",
    files: js("export const format = 'esm';\n"),
    task: () => ({ format: 'esm', autoExtension: true, dts: true }),
    lib: (rs, row) => merge3({ format: 'esm', dts: true }, at(rowSpans(row).find((t) => t === 'dts.autoExtension'), true)),
    compare: (m, r) => same(...[m, r].map((side) => side.files.filter((f) => /\.d\.(m|c)?ts$/.test(f))), 'the declaration files'),
  },
  {
    name: 'auto-extension-dts-default', declarations: true, row: 'autoExtension', what: 'without dts.autoExtension, Rslib writes .d.ts next to .mjs',
    files: js("export const format = 'esm';\n"),
    task: () => ({ format: 'esm', autoExtension: true, dts: true }),
    lib: () => ({ format: 'esm', dts: true }),
    compare: (m, r) => { expectEqual(['index.d.mts'], m.files.filter((f) => f.includes('.d.')), 'the declarations of Module Tools'); expectEqual(['index.d.ts'], r.files.filter((f) => f.includes('.d.')), 'the declarations of Rslib'); expect(r.entry?.endsWith('.mjs'), `the Rslib entry is ${r.entry}`); },
  },
];

/** The CSS a side wrote (all .css files of the case, joined), and the rules of a class in it. */
const cssOf = (side) => side.files.filter((f) => f.endsWith('.css')).map((f) => side.read(f)).join('\n');
const ruleOf = (side, name) => comparable(cssRule(cssOf(side).replace(/\/\*[\s\S]*?\*\//g, ''), name));
/** `pluginLess({ lessLoaderOptions })` → ['pluginLess', 'lessLoaderOptions']. */
const pluginCall = (rs) => { const m = /^(\w+)\(\{ (\w+) \}\)$/.exec(rs); if (!m) throw new Error(`  not a plugin call with one option: ${rs}`); return [m[1], m[2]]; };
const LESS = { 'index.ts': "import './button.less';\n\nexport const styled = true;\n", 'button.less': '.btn {\n  padding: @gap;\n  color: @color;\n}\n' };
const SCSS = { 'index.ts': "import './button.scss';\n\nexport const styled = true;\n", 'button.scss': '.btn {\n  color: $color;\n}\n' };
const CSS = (name = 'button.css') => ({ 'index.ts': `import './${name}';\n\nexport const styled = true;\n`, [name]: '.btn {\n  color: blue;\n}\n' });
const MODULE = { 'index.ts': "import styles from './card.module.css';\n\nexport const classes = styles;\n", 'card.module.css': '.card-title {\n  color: blue;\n}\n', 'css.d.ts': "declare module '*.css' {\n  const classes: Record<string, string>;\n  export default classes;\n}\n" };
/** A PostCSS plugin that marks every color as red, as source (both configs create it the same way). */
const MARK = "{ postcssPlugin: 'mark', Declaration: { color: (decl: any) => { decl.value = 'red'; } } }";

const styleCases = [
  {
    name: 'style-less', table: STYLES, row: 'style.less', what: 'the object form',
    files: LESS,
    task: () => ({ style: { less: { lessOptions: { modifyVars: { gap: '4px' } }, additionalData: '@color: red;' } } }),
    lib: (rs) => { const [fn, key] = pluginCall(rs); return `{ output: { target: 'web' }, plugins: [${fn}({ ${key}: { lessOptions: { modifyVars: { gap: '4px' } }, additionalData: '@color: red;' } })] }`; },
    compare: (m, r) => { same(ruleOf(m, 'btn'), ruleOf(r, 'btn'), 'the rules of .btn'); expectEqual({ color: 'red', padding: '4px' }, ruleOf(m, 'btn'), 'the rules of .btn in the Module Tools CSS'); },
  },
  {
    name: 'style-less-function', table: STYLES, row: 'style.less', what: 'a function additionalData returns the prefix and the content',
    files: LESS,
    task: () => "{ style: { less: { lessOptions: { modifyVars: { gap: '4px' } }, additionalData: (filePath: string) => '@color: red;' } } }",
    lib: (rs, row) => { const [fn, key] = pluginCall(rs); const fix = pairOf(row, '(filePath) => prefix').replace(/prefix/g, "'@color: red;'").replace('(content)', '(content: string)'); return `{ output: { target: 'web' }, plugins: [${fn}({ ${key}: { lessOptions: { modifyVars: { gap: '4px' } }, additionalData: ${fix} } })] }`; },
    compare: (m, r) => same(ruleOf(m, 'btn'), ruleOf(r, 'btn'), 'the rules of .btn'),
  },
  {
    name: 'style-less-function-copied', table: STYLES, row: 'style.less', what: 'the Module Tools function copied as it is replaces the file with the prefix',
    files: LESS,
    task: () => "{ style: { less: { lessOptions: { modifyVars: { gap: '4px' } }, additionalData: (filePath: string) => '@color: red;' } } }",
    lib: (rs) => { const [fn, key] = pluginCall(rs); return `{ output: { target: 'web' }, plugins: [${fn}({ ${key}: { lessOptions: { modifyVars: { gap: '4px' } }, additionalData: () => '@color: red;' } })] }`; },
    compare: (m, r) => { expect('color' in ruleOf(m, 'btn'), 'Module Tools lost .btn'); expectEqual({}, ruleOf(r, 'btn'), 'the rules of .btn in the Rslib CSS'); },
  },
  {
    name: 'style-sass', table: STYLES, row: 'style.sass',
    files: SCSS,
    task: () => ({ style: { sass: { additionalData: '$color: red;' } } }),
    lib: (rs) => { const [fn, key] = pluginCall(rs); return `{ output: { target: 'web' }, plugins: [${fn}({ ${key}: { additionalData: '$color: red;' } })] }`; },
    compare: (m, r) => { same(ruleOf(m, 'btn'), ruleOf(r, 'btn'), 'the rules of .btn'); expectEqual({ color: 'red' }, ruleOf(m, 'btn'), 'the rules of .btn in the Module Tools CSS'); },
  },
  {
    name: 'style-postcss', table: STYLES, row: 'style.postcss', mt: 'style.postcss.plugins',
    files: CSS(),
    task: () => `{ style: { postcss: { plugins: [${MARK}] } } }`,
    lib: (rs) => `merge({ output: { target: 'web' } }, ${atCode(rs, `[${MARK}]`)})`,
    compare: (m, r) => { same(ruleOf(m, 'btn'), ruleOf(r, 'btn'), 'the rules of .btn'); expectEqual({ color: 'red' }, ruleOf(m, 'btn'), 'the rules of .btn in the Module Tools CSS'); },
  },
  {
    name: 'style-postcss-copied', table: STYLES, row: 'style.postcss', mt: 'style.postcss.plugins', what: 'the object copied as it is applies no plugin',
    files: CSS(),
    task: () => `{ style: { postcss: { plugins: [${MARK}] } } }`,
    lib: () => `{ output: { target: 'web' }, tools: { postcss: { plugins: [${MARK}] } } }`,
    compare: (m, r) => { expectEqual({ color: 'red' }, ruleOf(m, 'btn'), 'the rules of .btn in the Module Tools CSS'); expect(ruleOf(r, 'btn').color && ruleOf(r, 'btn').color !== 'red', `the Rslib CSS has .btn ${JSON.stringify(ruleOf(r, 'btn'))}: the plugin ran`); },
  },
  {
    name: 'style-inject', table: STYLES, row: 'style.inject', what: 'in bundle mode',
    files: CSS(),
    task: () => ({ style: { inject: true } }),
    lib: (rs) => merge3({ output: { target: 'web' } }, at(rs, true)),
    compare: (m, r) => { for (const side of [m, r]) { expect(!side.files.some((f) => f.endsWith('.css')), `${side.tool} wrote a CSS file: ${side.files.join(', ')}`); expect(/\.btn\s*\{/.test(side.code), `${side.entry} does not carry the CSS`); } },
  },
  {
    name: 'style-inject-bundleless', table: STYLES, row: 'style.inject', what: 'with bundle: false Rslib writes no CSS and keeps the import',
    files: CSS(),
    task: (n) => ({ buildType: 'bundleless', format: 'esm', input: [`src/${n}`], sourceDir: `./src/${n}`, style: { inject: true } }),
    lib: (rs, row, n) => merge3({ bundle: false, format: 'esm', source: { entry: { index: [`./src/${n}/**`] } }, outBase: `./src/${n}`, output: { target: 'web' } }, at(rs, true)),
    compare: (m, r) => {
      expect(m.files.includes('button.css') && /import ["']\.\/button\.css["']/.test(m.code), `Module Tools: ${m.files.join(', ')}`);
      expect(!r.files.some((f) => f.endsWith('.css')), `Rslib wrote CSS: ${r.files.join(', ')}`);
      expect(/import ["']\.\/button\.css["']/.test(r.code) && !/\.btn\s*\{/.test(r.code), `${r.entry} does not keep the import, or carries the CSS`);
    },
  },
  {
    name: 'style-modules', table: STYLES, row: 'style.modules',
    files: MODULE,
    task: () => ({ style: { modules: { generateScopedName: 'lib_[local]', localsConvention: 'camelCaseOnly' } } }),
    lib: (rs, row) => merge3({ output: { target: 'web' } }, at(rs, { [pairOf(row, 'generateScopedName')]: 'lib_[local]', [pairOf(row, 'localsConvention')]: 'camelCaseOnly' })),
    compare: (m, r) => { same(m.exports, r.exports, 'the class names the module exports'); expectEqual({ classes: { cardTitle: 'lib_card-title' } }, m.exports, 'what the Module Tools entry exports'); },
  },
  {
    name: 'style-modules-copied', table: STYLES, row: 'style.modules', what: 'the object copied as it is is ignored',
    files: MODULE,
    task: () => ({ style: { modules: { generateScopedName: 'lib_[local]', localsConvention: 'camelCaseOnly' } } }),
    lib: (rs) => merge3({ output: { target: 'web' } }, at(rs, { generateScopedName: 'lib_[local]', localsConvention: 'camelCaseOnly' })),
    compare: (m, r) => { expect(!JSON.stringify(r.exports).includes('lib_card-title'), `Rslib applied the copied options: ${JSON.stringify(r.exports)}`); },
  },
  {
    name: 'style-auto-modules', table: STYLES, row: 'style.autoModules',
    files: { ...MODULE, 'index.ts': "import './card.module.css';\n\nexport const styled = true;\n" },
    task: () => ({ style: { autoModules: false } }),
    lib: (rs) => merge3({ output: { target: 'web' } }, at(rs, false)),
    compare: (m, r) => { for (const side of [m, r]) expect(/\.card-title\s*\{/.test(cssOf(side)), `${side.tool}: .card-title was renamed:\n${cssOf(side)}`); },
  },
];

/** The Module Tools type declaration of a buildConfig key, with its doc comment. */
function mtDoc(key) {
  const types = fs.readFileSync(path.join(ROOT, 'node_modules/@modern-js/module-tools/dist/types/config/index.d.ts'), 'utf8');
  const m = new RegExp(`(/\\*\\*(?:(?!\\*/)[\\s\\S])*\\*/\\s*)?\\b${key}\\?:`).exec(types);
  if (!m) throw new Error(`  no buildConfig key ${key} in Module Tools' types`);
  return m[1] ?? '';
}

/** Files of Module Tools' builder that read a buildConfig key. */
const readersOf = (key) => fs.readdirSync(path.join(ROOT, 'node_modules/@modern-js/module-tools/dist/builder'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js') && fs.readFileSync(path.join(ROOT, 'node_modules/@modern-js/module-tools/dist/builder', f), 'utf8').includes(key));

/**
 * Rows that say an option has no counterpart, held to the reason they give, read from the packages:
 * Module Tools' types and builder, and @rslib/core's config types.
 */
const derivedCases = (exists) => [
  { row: 'disableSwcTransform', what: 'internal, and the builder does not read it', derive: () => { expect(/@internal/.test(mtDoc('disableSwcTransform')), 'the type is not marked @internal'); expectEqual([], readersOf('disableSwcTransform'), 'the builder files that read disableSwcTransform'); } },
  { row: 'transformCache', what: 'an internal option of Module Tools', derive: () => expect(/@internal/.test(mtDoc('transformCache')), 'the type is not marked @internal') },
  { row: 'sourceType', what: 'deprecated in Module Tools', derive: () => expect(/@deprecated/.test(mtDoc('sourceType')), 'the type is not marked @deprecated') },
  { row: 'metafile', what: 'Rslib has no such option', derive: () => expect(!exists('metafile'), '@rslib/core has a metafile option') },
  { row: 'copy', what: 'copy.options has no counterpart', derive: (row) => { expect(/`copy\.options`/.test(row.cells[2]), 'the row no longer names copy.options'); expect(!exists('output.copy.options'), "Rsbuild's output.copy takes options"); } },
];

/** The dist of one case as a side of the comparison. */
async function sides(p, tool, cases) {
  const files = Object.fromEntries(cases.map((c) => [c.name, entryOf(p, `dist/${c.name}`, c.entry)]));
  const loaded = await loadEntries(p, Object.values(files).filter(Boolean));
  return Object.fromEntries(cases.map((c) => {
    const dir = `dist/${c.name}`;
    const entry = files[c.name];
    return [c.name, { tool, entry, code: entry ? p.read(entry) : '', exports: loaded[entry], files: p.list(dir), read: (f) => p.read(`${dir}/${f}`) }];
  }));
}

/** The lines of a build log about one case (an Rslib environment is named after the lib id). */
const logAbout = (output, name) => output.split('\n').filter((l) => l.includes(`(${name})`) || l.includes(`/${name}/`) || l.includes(`src/${name}`)).join('\n');

/**
 * A scenario that builds some cases: one `modern build` with a task per case, one `rslib build` with a lib
 * object per case, then one claim per case, on the case's row in both languages.
 */
const rowScenario = (name, cases, { plugins = 'pluginLess()', imports = ["import { pluginLess } from '@rsbuild/plugin-less';"] } = {}) => ({
    name,
    page,
    marks: [EXAMPLE, ENV_DTS],
    rows: [...new Set(cases.map((c) => `${c.table ?? OPTIONS}:${c.row}`))].map((k) => k.split(':')),
    async run(s) {
      s.files(EXAMPLE, { only: ['package.json', 'tsconfig.json'] });
      const pkg = JSON.parse(s.read('package.json'));
      // lodash for the cases that bundle or keep it; @swc/helpers, which externalHelpers asks for in both tools.
      const helpers = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/@swc/helpers/package.json'), 'utf8')).version;
      s.write('package.json', `${JSON.stringify({ ...pkg, dependencies: { lodash: '^4.17.21', '@swc/helpers': `^${helpers}` } }, null, 2)}\n`);
      for (const c of cases) for (const [file, text] of Object.entries(c.files)) s.write(`src/${c.name}/${file}`, text);
      // Rslib declares what its tsconfig includes: a case with declarations gets a tsconfig of its own folder.
      const OWN_TSCONFIG = '{ "extends": "../../tsconfig.json", "include": ["."] }\n';
      for (const c of cases.filter((x) => x.declarations)) s.write(`src/${c.name}/tsconfig.json`, OWN_TSCONFIG);
      // Packages of the cases' own: dual-pkg has a build per field (main, browser, custom); typed-pkg has types.
      const addPackages = (p) => { for (const [file, text] of Object.entries(PACKAGES)) p.write(`node_modules/${file}`, text); };
      addPackages(s);
      const rowOf = (c) => rowsOf(loadSite().get('en', page), c.table ?? OPTIONS).find((r) => r.key === c.row);
      const sideOf = (c, row) => (c.side ? c.side(row) : rslibSideOf(row, c.mt ?? c.row));
      const rs = Object.fromEntries(cases.map((c) => { try { return [c.name, sideOf(c, rowOf(c))]; } catch (e) { return [c.name, e]; } }));
      const taskOf = (c) => {
        const task = c.task(c.name);
        const input = [`src/${c.name}/index.ts`];
        return typeof task === 'string' ? `{ input: ${JSON.stringify(input)}, ...${task} }` : { input, ...task };
      };
      const mt = await s.buildCases(cases.map((c) => ({ name: c.name, task: taskOf(c) })), { mayFail: true });
      const r = twin(s);
      addPackages(r);
      const libOf = (c) => {
        const lib = c.lib(rs[c.name], rowOf(c), c.name);
        if (!c.declarations) return lib;
        const own = { source: { tsconfigPath: `./src/${c.name}/tsconfig.json` } };
        return typeof lib === 'string' ? `merge(${JSON.stringify(own)}, ${lib})` : merge3(own, lib);
      };
      // A case whose lib object cannot be made from its row fails on that row, not the whole scenario.
      for (const c of cases.filter((x) => !(rs[x.name] instanceof Error))) { try { libOf(c); } catch (e) { rs[c.name] = e; } }
      const built = await rslibCases(r, cases.filter((c) => !(rs[c.name] instanceof Error)).map((c) => ({ name: c.name, lib: libOf(c) })), { mayFail: true, imports: [...imports, ...cases.flatMap((c) => c.imports ?? [])], plugins });
      const [left, right] = [await sides(s, 'Module Tools', cases), await sides(r, 'Rslib', cases)];
      for (const c of cases) {
        s.checkRow(page, c.table ?? OPTIONS, c.row, `${c.mt ?? c.row} → its Rslib counterpart${c.what ? `: ${c.what}` : ''}, built with both tools`, ({ row }) => {
          if (rs[c.name] instanceof Error) throw rs[c.name];
          expectEqual(rs[c.name], sideOf(c, row), 'the Rslib counterpart this language names (the builds used the English one)');
          const [m, n] = [left[c.name], right[c.name]];
          expect(m.files.length || c.fails === 'modern', `Module Tools wrote nothing for this case:\n${logAbout(mt.output, c.name) || mt.output}`);
          expect(n.files.length || c.fails === 'rslib', `Rslib wrote nothing for this case:\n${logAbout(built.output, c.name) || built.output}`);
          c.compare({ ...m, log: mt.output }, { ...n, log: built.output }, row);
          c.log?.(logAbout(mt.output, c.name) || mt.output, logAbout(built.output, c.name) || built.output);
        });
      }
    },
});

// Declarations cost a TypeScript run per lib object, so the cases with them build on their own, beside the others.
/** The rows whose claims are read from the packages rather than built. */
const derivedScenario = {
  name: 'migration-rows-derived',
  page,
  marks: [],
  rows: ['disableSwcTransform', 'transformCache', 'sourceType', 'metafile', 'copy', 'style'].map((key) => [OPTIONS, key]),
  async run(s) {
    const { rslibPathChecker } = await import('../../content/reference.mjs');
    for (const c of derivedCases(rslibPathChecker())) s.checkRow(page, c.table ?? OPTIONS, c.row, `${c.row}: ${c.what}`, ({ row }) => c.derive(row));
    // The style row sends the reader to the table of style options, whose rows the styles scenario builds.
    s.checkRow(page, OPTIONS, 'style', 'every counterpart the row names is in the table of style options', ({ page: p, row }) => {
      const styleTable = rowsOf(p, STYLES).flatMap((r) => codeSpans(r.cells.slice(1).join(' ')));
      for (const span of codeSpans(row.cells[1])) expect(styleTable.some((t) => t === span || t.startsWith(span.replace(/\(\)$/, '('))), `the style table does not name ${span}`);
    });
  },
};

export default [
  derivedScenario,
  rowScenario('migration-rows-options', cases.filter((c) => !c.declarations)),
  rowScenario('migration-rows-declarations', cases.filter((c) => c.declarations)),
  // Each style case registers its own Less or Sass plugin, with the options under test.
  rowScenario('migration-rows-styles', styleCases, { plugins: '', imports: ["import { pluginLess } from '@rsbuild/plugin-less';", "import { pluginSass } from '@rsbuild/plugin-sass';"] }),
];

