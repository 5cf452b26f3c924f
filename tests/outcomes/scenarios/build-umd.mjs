// "Build UMD output": the wrapper, the global names, dependencies, a React bundle that renders next to
// React's own browser build, presets, the bundleless error and IIFE. Bundles are run in a Node vm
// context that stands for a page with <script> tags.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { ROOT, codeSpans } from '../../content/docs.mjs';
import { QUICK_START, EXAMPLE, sizeTable, expect, expectEqual } from '../lib.mjs';

const page = 'guide/advance/build-umd.mdx';
const COUNTER = "import { useState } from 'react';\n\nexport const Counter = () => {\n  const [count, setCount] = useState(0);\n  return <button type=\"button\" onClick={() => setCount(count + 1)}>{count}</button>;\n};\n";

/** A page: a vm context where scripts run as <script> tags would, optionally after React's browser build. */
function browser(...scripts) {
  const context = vm.createContext({});
  vm.runInContext('var self = globalThis, window = globalThis;', context);
  for (const script of scripts) vm.runInContext(script, context);
  return (code) => vm.runInContext(code, context);
}
const REACT = () => fs.readFileSync(path.join(ROOT, 'node_modules/react/umd/react.production.min.js'), 'utf8');
const SERVER = () => fs.readFileSync(path.join(ROOT, 'node_modules/react-dom/umd/react-dom-server-legacy.browser.production.min.js'), 'utf8');

/** The global a UMD bundle assigns its exports to (the wrapper's parameter may be renamed). */
const umdGlobal = (code) => /factory\((?:global\d*)\.(\w+) = \{\}/.exec(code)?.[1];

/** The example project with the Counter component that the page describes. */
function withCounter(s) {
  s.files(EXAMPLE);
  s.write('src/components/Counter.tsx', COUNTER);
  s.write('src/index.ts', `${s.read('src/index.ts')}export { Counter } from './components/Counter';\n`);
}

/** Pairs of the quoted names of a bullet and the global they give: `'a'`, `'b'` give `x`. */
function nameRules(line) {
  const rules = [];
  let pending = [];
  for (const span of (line.match(/`[^`]+`/g) ?? []).map((t) => t.slice(1, -1))) {
    if (/^'.*'$/.test(span)) pending.push(span.slice(1, -1));
    else if (pending.length) {
      rules.push(...pending.map((name) => [name, span]));
      pending = [];
    }
  }
  return rules;
}

export default [
  {
    name: 'umd-minimal',
    page,
    marks: [QUICK_START, 'umd-minimal', 'umd-minimal-output'],
    async run(s) {
      s.files(QUICK_START);
      s.files('umd-minimal', { as: 'modern.config.ts' });
      await s.build();
      s.check('umd-minimal', 'the task writes dist/umd/index.js (and a CSS file only for styles)', ({ paraSpans }) => {
        expect(paraSpans.includes('dist/umd/index.js'), 'the page no longer names dist/umd/index.js');
        expectEqual(['index.js'], s.list('dist/umd'), 'the files of dist/umd (the quick start imports no styles)');
      });
      s.same('umd-minimal-output', 'the start of the UMD wrapper', s.read('dist/umd/index.js'), { excerpt: true });
      s.check('umd-minimal-output', 'loaded by a script tag, the exports are window.myLib', ({ paraSpans }) => {
        const name = paraSpans.find((t) => t.startsWith('window.'));
        expectEqual('function', browser(s.read('dist/umd/index.js'))(`typeof ${name}.greet`), `typeof ${name}.greet`);
      });
    },
  },
  {
    name: 'umd-node-platform',
    page,
    marks: [QUICK_START, 'umd-minimal'],
    async run(s) {
      s.files(QUICK_START);
      s.write('node_modules/fetcher/package.json', `${JSON.stringify({ name: 'fetcher', version: '1.0.0', main: 'node.js', browser: 'browser.js' }, null, 2)}\n`);
      s.write('node_modules/fetcher/node.js', "const http = require('http');\n\nmodule.exports = () => typeof http.request;\n");
      s.write('node_modules/fetcher/browser.js', "module.exports = () => 'browser';\n");
      s.write('src/index.ts', `${s.read('src/index.ts')}\n// @ts-ignore: a package without types\nexport { default as fetcher } from 'fetcher';\n`);
      s.files('umd-minimal', { as: 'modern.config.ts' });
      await s.build();
      const browserBuild = s.read('dist/umd/index.js');
      s.variant({ platform: 'node' });
      await s.build();
      const nodeBuild = s.read('dist/umd/index.js');
      s.checkSection(page, 'minimal-umd-task', "without platform: 'browser', the Node.js build of a dependency is bundled, __require(\"http\") stays and a page throws; with it, the browser build", ({ text }) => {
        const para = text.split(/\n\s*\n/).find((t) => t.includes('__require'));
        const spans = codeSpans(para ?? '');
        const call = spans.find((t) => t.startsWith('__require('));
        expect(call && nodeBuild.includes(call), `the build without platform: 'browser' does not have ${call}`);
        let thrown = '';
        try { browser(nodeBuild); } catch (error) { thrown = String(error.message); }
        expectEqual(spans.find((t) => t.startsWith('Dynamic require')), thrown, 'what loading the file in a page throws');
        expect(!browserBuild.includes(call) && browserBuild.includes('node_modules/fetcher/browser.js'), "with platform: 'browser', the file still requires the built-in, or does not bundle the browser build");
        expect(nodeBuild.includes('node_modules/fetcher/node.js'), 'without it, the file does not bundle the Node.js build');
        expectEqual('browser', browser(browserBuild)('myLib.fetcher()'), "myLib.fetcher() with platform: 'browser'");
      });
    },
  },
  {
    name: 'umd-name-rules',
    page,
    marks: [QUICK_START, 'umd-name-function'],
    async run(s) {
      s.files(QUICK_START);
      const before = s.block('umd-name-function').page.lines.join('\n');
      const rules = nameRules(before.split('\n').find((l) => l.includes("'my.lib'")));
      const tasks = rules.map(([name], k) => `    { format: 'umd', platform: 'browser', outDir: './dist/${k}', umdModuleName: '${name}', dts: false },`);
      s.write('modern.config.ts', `import { defineConfig, moduleTools } from '@modern-js/module-tools';\n\nexport default defineConfig({\n  plugins: [moduleTools()],\n  buildConfig: [\n${tasks.join('\n')}\n    { format: 'umd', platform: 'browser', outDir: './dist/default', dts: false },\n  ],\n});\n`);
      await s.build();
      s.check('umd-name-function', 'the globals a string gives, and the default', ({ before: prose }) => {
        const line = prose.split('\n').find((l) => l.includes("'my.lib'"));
        expect(line, 'the page no longer has the rules of a string');
        nameRules(line).forEach(([name, global], k) => expectEqual(global, umdGlobal(s.read(`dist/${k}/index.js`)), `the global of umdModuleName '${name}'`));
        const byDefault = prose.split('\n').find((l) => l.includes('`global.index`'));
        expect(byDefault && umdGlobal(s.read('dist/default/index.js')) === 'index', `without umdModuleName the global is ${umdGlobal(s.read('dist/default/index.js'))}`);
      });
    },
  },
  {
    name: 'umd-name-function',
    page,
    marks: [EXAMPLE, 'umd-name-function'],
    async run(s) {
      s.files(EXAMPLE);
      s.write('src/button.ts', "export const button = 'button';\n");
      s.write('src/icon-set.ts', "export const icons = ['close'];\n");
      s.files('umd-name-function');
      await s.build();
      s.check('umd-name-function', 'one global per entry, from the function', ({ paraSpans }) => {
        const files = paraSpans.filter((t) => t.startsWith('dist/'));
        const globals = paraSpans.filter((t) => t.startsWith('global.'));
        expectEqual(files.length, globals.length, 'the number of files and globals named');
        files.forEach((file, k) => expectEqual(globals[k], `global.${umdGlobal(s.read(file))}`, `the global of ${file}`));
      });
    },
  },
  {
    name: 'umd-dependencies',
    page,
    marks: [EXAMPLE, 'umd-minimal', 'umd-dependencies-output'],
    async run(s) {
      withCounter(s);
      s.files('umd-minimal', { as: 'modern.config.ts' });
      await s.build();
      s.same('umd-dependencies-output', 'the end of the wrapper reads each external from a global', s.read('dist/umd/index.js'), { excerpt: true });
    },
  },
  {
    name: 'umd-react',
    page,
    marks: [EXAMPLE, 'umd-react'],
    async run(s) {
      withCounter(s);
      s.files('umd-react');
      const { output } = await s.build();
      const code = s.read('dist/umd/index.js');
      s.check('umd-react', 'no dependency left in the wrapper, and the bundle renders next to React alone', ({ paraSpans }) => {
        expect(code.includes(paraSpans.find((t) => t.startsWith('factory('))), `dist/umd/index.js has no ${paraSpans.find((t) => t.startsWith('factory('))}`);
        const html = browser(REACT(), SERVER(), code)('ReactDOMServer.renderToString(React.createElement(myLib.Button, { label: "Hi" }))');
        expect(/^<button type="button" class="btn"><img src="data:image\/svg\+xml,[^"]+" alt=""\/>Hi<\/button>$/.test(html), `myLib.Button rendered ${html}`);
      });
      const production = Number.parseFloat(sizeTable(output).find(([f]) => f === 'dist/umd/index.js')[1]);
      s.variant({ define: {} });
      const development = Number.parseFloat(sizeTable((await s.build()).output).find(([f]) => f === 'dist/umd/index.js')[1]);
      s.check('umd-react', 'without define the file grows as the page says (sizes within 10%)', ({ para }) => {
        const [a, b] = [...para.matchAll(/(\d+(?:\.\d+)?) KB/g)].map((m) => Number(m[1]));
        expect(Math.abs(a - production) <= a / 10 && Math.abs(b - development) <= b / 10, `the page says about ${a} KB and ${b} KB, the build wrote ${production} KB and ${development} KB`);
      });
    },
  },
  {
    name: 'umd-preset-function',
    page,
    marks: [EXAMPLE, 'umd-preset-function'],
    async run(s) {
      s.files(EXAMPLE);
      s.files('umd-preset-function');
      await s.build();
      s.check('umd-preset-function', 'dist/lib, dist/es, the declarations, and a UMD bundle for window.myLib', ({ paraSpans }) => {
        for (const dir of paraSpans.filter((t) => /^dist\/\w+$/.test(t))) expect(s.list(dir).length > 0, `${dir} is empty`);
        for (const file of paraSpans.filter((t) => /^dist\/.+\.\w+$/.test(t))) expect(s.exists(file), `${file} was not written`);
        expectEqual(paraSpans.find((t) => t.startsWith('window.')), `window.${umdGlobal(s.read('dist/umd/index.js'))}`, 'the global');
      });
    },
  },
  {
    name: 'umd-minify',
    page,
    marks: [QUICK_START, 'umd-minify'],
    async run(s) {
      s.files(QUICK_START);
      s.files('umd-minify', { as: 'modern.config.ts' });
      await s.build();
      const terser = s.read('dist/umd/index.js');
      s.variant({ minify: 'esbuild' });
      await s.build();
      const esbuild = s.read('dist/umd/index.js');
      // The wrapper SWC writes starts a line with `(function(global, factory) {` and indents what follows.
      const wrapperAsWritten = (code) => /^\(function\(global, factory\) \{$/m.test(code) && /^ {4}"use strict";$/m.test(code);
      s.check('umd-minify', "with minify: 'terser' the wrapper is minified too, with minify: 'esbuild' it is not", ({ before }) => {
        expect(before.includes("`minify: 'esbuild'`"), "the paragraph before the task no longer names minify: 'esbuild'");
        expect(!wrapperAsWritten(terser) && terser.trim().split('\n').length <= 2, `minify: 'terser' left the wrapper as SWC writes it:\n${terser.slice(0, 300)}`);
        expect(wrapperAsWritten(esbuild), `minify: 'esbuild' minified the wrapper:\n${esbuild.slice(0, 300)}`);
        expectEqual('function', browser(terser)('typeof myLib.greet'), "typeof myLib.greet with minify: 'terser'");
      });
    },
  },
  {
    name: 'umd-bundleless',
    page,
    marks: [EXAMPLE, 'umd-bundleless', 'umd-bundleless-log'],
    async run(s) {
      s.files(EXAMPLE);
      s.files('umd-bundleless', { as: 'modern.config.ts' });
      s.session('umd-bundleless-log', 'bundleless with umd stops the build with exit code 1', await s.modern(['build']));
    },
  },
  {
    name: 'umd-iife',
    page,
    marks: [EXAMPLE, 'umd-iife'],
    async run(s) {
      s.files(EXAMPLE);
      s.files('umd-iife');
      await s.build();
      const code = s.read('dist/iife/index.js');
      s.check('umd-iife', 'the start of the IIFE, and window.myLib next to React alone', ({ paraSpans }) => {
        const start = paraSpans.find((t) => t.startsWith('"use strict"')).replace(/…$/, '');
        expect(code.startsWith(start), `dist/iife/index.js starts with ${code.slice(0, 40)}`);
        const name = paraSpans.find((t) => t.startsWith('window.'));
        expectEqual('function', browser(REACT(), code)(`typeof ${name}.Button`), `typeof ${name}.Button`);
      });
    },
  },
];
