// "Import Plugin (Deprecated)": the plugin package is not installed here; the page's built-in
// replacement, buildConfig.transformImport of Module Tools 2.68.16, is built as the page shows it.
import path from 'node:path';
import { ROOT, codeSpans } from '../../content/docs.mjs';
import { section, tableRows, expect, expectEqual } from '../lib.mjs';
import { expectQuoted, quoted } from '../quotes.mjs';

const page = 'plugins/official-list/plugin-import.mdx';
const TSCONFIG = { compilerOptions: { module: 'ESNext', moduleResolution: 'node', strict: true, esModuleInterop: true, skipLibCheck: true }, include: ['src'] };

/** A package that lists `libraries` as dependencies, and an entry made of the given import statements. */
function project(s, libraries, imports) {
  s.write('package.json', `${JSON.stringify({ name: 'my-lib', version: '1.0.0', dependencies: Object.fromEntries(libraries.map((l) => [l, '^1.0.0'])) }, null, 2)}\n`);
  s.write('tsconfig.json', `${JSON.stringify(TSCONFIG, null, 2)}\n`);
  const names = imports.flatMap((t) => /\{ ([^}]+) \}/.exec(t)[1].split(',').map((n) => n.trim().split(/\s+as\s+/).pop()));
  s.write('src/index.ts', `${imports.map((t) => `${t};`).join('\n')}\n\nexport { ${names.join(', ')} };\n`);
  s.write('src/libraries.d.ts', `${libraries.map((l) => `declare module '${l}';`).join('\n')}\n`);
}

/** The import lines of a built ES module file. */
const importLines = (code) => code.split('\n').filter((l) => l.startsWith('import '));
/** The cells of the entry-fields row of a field, with their code spans. */
const row = (p, field) => tableRows(section(p, 'entry-fields')).find((r) => r[0].includes(`\`${field}\``));
const cellSpans = (cell) => [...(cell ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]);

export default [
  {
    name: 'transform-import',
    page,
    marks: ['transform-import'],
    async run(s) {
      const spans = s.spansAfter('transform-import');
      const sources = spans.filter((t) => /^import \{[^}]+\} from '[^']+'$/.test(t));
      project(s, ['antd', 'my-ui'], sources);
      s.files('transform-import', { as: 'modern.config.ts' });
      await s.build();
      const lines = importLines(s.read('dist/es/index.js')).map((l) => l.replace(/;$/, ''));
      const has = (statement) => expect(lines.includes(statement), `dist/es/index.js has no ${statement}; its imports:\n${lines.join('\n')}`);
      s.check('transform-import', 'antd: one default import per name, in kebab-case, from antd/es', ({ spans: all }) => {
        const shown = all.filter((t) => /^import \w+ from "antd\//.test(t));
        expectEqual(2, shown.length, 'the module imports the page shows for antd');
        shown.forEach(has);
      });
      s.check('transform-import', 'style: true adds the style import of each module', ({ spans: all }) => {
        const shown = all.filter((t) => /^import "antd\/.*\/style"$/.test(t));
        expectEqual(2, shown.length, 'the style imports the page shows');
        shown.forEach(has);
      });
      s.check('transform-import', 'my-ui: the customName template with kebabCase', ({ spans: all }) => {
        const shown = all.find((t) => /^import \w+ from "my-ui\//.test(t));
        expect(shown, 'the page shows no my-ui import');
        has(shown);
        expect(!lines.some((l) => /from "(antd|my-ui)"$/.test(l)), 'an import of the whole library is left');
      });
      // Without the libraries in package.json, esbuild tries to bundle the rewritten paths.
      s.write('package.json', `${JSON.stringify({ name: 'my-lib', version: '1.0.0' }, null, 2)}\n`);
      const failed = await s.modern(['build']);
      s.check('transform-import', "without the library in dependencies, the build fails with Can't resolve", ({ spans: all }) => {
        expect(all.includes("Can't resolve") && all.includes('autoExternal'), "the page no longer names Can't resolve and autoExternal");
        expect(failed.status !== 0 && failed.output.includes("Can't resolve 'antd/es/"), `the build exited with ${failed.status}:\n${failed.output.slice(0, 1200)}`);
      });
    },
  },
  {
    name: 'transform-import-fields',
    page,
    marks: ['transform-import'],
    async run(s) {
      // One library per field of the table, each imported as { Button, DatePicker }.
      const entries = {
        'lib-dir': {},
        named: { transformToDefaultImport: false },
        nodash: { camel2DashComponentName: false },
        ignored: { ignoreEsComponent: ['Button'] },
        styled: { style: true, ignoreStyleComponent: ['Button'] },
        css: { style: 'css' },
        sdir: { style: true, styleLibraryDirectory: 'styles' },
        cs: { customStyleName: 'cs/theme/{{ member }}' },
        upper: { customName: 'upper/es/{{ upperCase member }}' },
        lower: { customName: 'lower/es/{{ lowerCase member }}' },
      };
      const libraries = Object.keys(entries);
      const local = (l, n) => `${l.replace(/-/g, '_')}${n}`;
      project(s, libraries, libraries.map((l) => `import { Button as ${local(l, 'Button')}, DatePicker as ${local(l, 'DatePicker')} } from '${l}'`));
      const config = (transformImport) => `import { defineConfig, moduleTools } from '@modern-js/module-tools';

export default defineConfig({
  plugins: [moduleTools()],
  buildConfig: { format: 'esm', dts: false, transformImport: ${JSON.stringify(transformImport)} },
});
`;
      s.write('modern.config.ts', config(libraries.map((l) => ({ libraryName: l, ...entries[l] }))));
      await s.build();
      const lines = importLines(s.read('dist/index.js')).map((l) => l.replace(/;$/, ''));
      const has = (statement) => expect(lines.includes(statement), `the build has no ${statement}; its imports:\n${[...new Set(lines)].join('\n')}`);
      const hasNot = (pattern) => expect(!lines.some((l) => pattern.test(l)), `the build has ${lines.find((l) => pattern.test(l))}`);
      s.check('transform-import', "libraryDirectory defaults to 'lib'", ({ page: p }) => {
        const dir = cellSpans(row(p, 'libraryDirectory')?.[2]).find((t) => /^'\w+'$/.test(t))?.slice(1, -1);
        expect(dir, 'the libraryDirectory row gives no default');
        has(`import lib_dirButton from "lib-dir/${dir}/button"`);
      });
      s.check('transform-import', 'transformToDefaultImport: false keeps a named import', ({ page: p }) => {
        expect(cellSpans(row(p, 'transformToDefaultImport')?.[2]).includes('false'), 'the row no longer names false');
        has('import { Button as namedButton } from "named/lib/button"');
      });
      s.check('transform-import', 'camel2DashComponentName: false keeps DatePicker as it is in the path', ({ page: p }) => {
        expect(cellSpans(row(p, 'camel2DashComponentName')?.[2]).includes('date-picker'), 'the row no longer names date-picker');
        has('import nodashDatePicker from "nodash/lib/DatePicker"');
        has('import lib_dirDatePicker from "lib-dir/lib/date-picker"');
      });
      s.check('transform-import', 'ignoreEsComponent leaves the named import untouched', ({ page: p }) => {
        expect(row(p, 'ignoreEsComponent'), 'the table has no ignoreEsComponent row');
        has('import { Button as ignoredButton } from "ignored"');
        has('import ignoredDatePicker from "ignored/lib/date-picker"');
      });
      s.check('transform-import', 'ignoreStyleComponent: no style import for those names', ({ page: p }) => {
        expect(row(p, 'ignoreStyleComponent'), 'the table has no ignoreStyleComponent row');
        has('import "styled/lib/date-picker/style"');
        hasNot(/^import "styled\/lib\/button\/style"$/);
      });
      s.check('transform-import', "style: 'css' imports the css style of each module", ({ page: p }) => {
        expect(row(p, 'style')?.[1].includes("'css'"), "the style row no longer names 'css'");
        has('import "css/lib/button/style/css"');
      });
      s.check('transform-import', 'styleLibraryDirectory: the style imports use that directory', ({ page: p }) => {
        expect(row(p, 'styleLibraryDirectory'), 'the table has no styleLibraryDirectory row');
        has('import "sdir/styles/button"');
        hasNot(/^import "sdir\/lib\/button\/style"$/);
      });
      s.check('transform-import', 'customStyleName: the template of the style path', ({ page: p }) => {
        expect(row(p, 'customStyleName'), 'the table has no customStyleName row');
        has('import "cs/theme/Button"');
      });
      s.check('transform-import', 'template helpers: upperCase and lowerCase work', ({ page: p }) => {
        const text = section(p, 'entry-fields');
        expect(text.includes('`upperCase`') && text.includes('`lowerCase`'), 'the page no longer names upperCase and lowerCase');
        has('import upperDatePicker from "upper/es/DATEPICKER"');
        has('import lowerDatePicker from "lower/es/datepicker"');
      });
      // camelCase, listed by the published docs, is not defined: SWC fails and the process aborts.
      s.write('modern.config.ts', config([{ libraryName: 'upper', customName: 'upper/es/{{ camelCase member }}' }]));
      // Run through a shell, as a reader would: a process ended by SIGABRT has the shell's exit code 128 + 6.
      const shell = await s.shell(`node ${JSON.stringify(path.join(ROOT, 'node_modules/@modern-js/module-tools/bin/modern.js'))} build; echo "exit code $?"`);
      const crashed = { status: Number(/exit code (\d+)\s*$/.exec(shell.output)?.[1]), output: shell.output };
      s.check('transform-import', 'a template with camelCase fails with Helper not defined, exit code 134', ({ page: p }) => {
        const text = section(p, 'entry-fields');
        const code = /exit code (\d+)|退出码为 (\d+)|退出码 (\d+)/.exec(text);
        expect(text.includes('`Helper not defined`') && code, 'the page no longer names the error and the exit code');
        expectEqual(Number(code.slice(1).find(Boolean)), crashed.status, 'the exit code');
        expect(crashed.output.includes('Helper not defined'), `the output:\n${crashed.output.slice(0, 1200)}`);
      });
    },
  },
  {
    name: 'transform-import-function-hangs',
    page,
    marks: [],
    async run(s) {
      // A JavaScript config, so no type check stops the function form; the files of a bundleless task import the library.
      s.write('package.json', `${JSON.stringify({ name: 'my-lib', version: '1.0.0', dependencies: { 'my-ui': '^1.0.0' } }, null, 2)}\n`);
      s.write('node_modules/my-ui/package.json', `${JSON.stringify({ name: 'my-ui', version: '1.0.0', main: 'index.js' }, null, 2)}\n`);
      s.write('node_modules/my-ui/index.js', 'exports.Button = 1;\n');
      s.write('node_modules/my-ui/lib/button.js', 'exports.default = 1;\n');
      // Whether the build hangs depends on timing (a fresh clone under load once built two such files), so: 40 files, and up to three tries.
      const names = Array.from({ length: 40 }, (_, k) => `f${k + 1}`);
      for (const name of names) s.write(`src/${name}.js`, `import { Button } from 'my-ui';\n\nexport const ${name} = Button;\n`);
      const config = (customName) => `const { defineConfig, moduleTools } = require('@modern-js/module-tools');\n\nmodule.exports = defineConfig({\n  plugins: [moduleTools()],\n  buildConfig: { buildType: 'bundleless', format: 'esm', dts: false, transformImport: [{ libraryName: 'my-ui', customName: ${customName} }] },\n});\n`;
      s.write('modern.config.js', config('(member) => `my-ui/lib/${member.toLowerCase()}`'));
      let hung;
      let hungFiles = [];
      for (let attempt = 0; attempt < 3 && !hung?.interrupted; attempt++) {
        hung = await s.modern(['build'], { interruptAfter: 6000 });
        hungFiles = s.exists('dist') ? s.list('dist') : [];
      }
      s.write('modern.config.js', config("'my-ui/lib/{{ lowerCase member }}'"));
      const built = await s.modern(['build']);
      s.checkSection(page, 'entry-fields', 'a function in customName can hang a bundleless build of many files: the version line only, no file, Ctrl+C does not stop it; a template builds', ({ text }) => {
        const spans = codeSpans(text);
        expect(spans.includes('npx modern build') && spans.includes('kill -9 <pid>') && /Ctrl\+C/.test(text), 'the section no longer names the command, Ctrl+C and kill -9');
        expect(hung.interrupted && hung.killed, `the build with a function ${hung.interrupted ? 'stopped on SIGINT' : 'finished within 6 s, three times'} (exit code ${hung.status}):\n${hung.output}`);
        const printed = hung.beforeInterrupt.split('\n').map((l) => l.trim()).filter(Boolean);
        expect(printed.length === 1 && /^Modern\.js Module v\d+\.\d+\.\d+$/.test(printed[0]), `the hung build printed more than its version line before Ctrl+C:\n${hung.beforeInterrupt}`);
        expectQuoted(quoted(spans, 'goroutines are asleep', hung), hung, "esbuild's message once the process is killed");
        expectEqual([], hungFiles, 'the files the hung build wrote');
        expectEqual(0, built.status, `the exit code with a template (output:\n${built.output})`);
        expectEqual(names.map((n) => `${n}.js`).sort(), s.list('dist').sort(), 'the files of dist with a template');
        expect(s.read('dist/f1.js').includes('my-ui/lib/button'), `dist/f1.js does not import my-ui/lib/button:\n${s.read('dist/f1.js')}`);
      });
    },
  },
  {
    name: 'transform-import-migrate',
    page,
    marks: ['import-migrate'],
    async run(s) {
      // The `+` side of the diff is the config after the migration.
      const after = (code) => code.split('\n').filter((l) => !l.startsWith('-')).map((l) => l.slice(1)).join('\n');
      const { block } = s.block('import-migrate');
      const zh = s.block('import-migrate', 'zh').block;
      if (after(zh.code) !== after(block.code)) throw new Error(`scenario ${s.def.name}: the Chinese diff differs from the English one`);
      project(s, ['antd'], ["import { Button, DatePicker } from 'antd'"]);
      s.write('modern.config.ts', `${after(block.code)}\n`);
      await s.build();
      s.check('import-migrate', "the migrated entry: default libraryDirectory 'lib', style: true", () => {
        const lines = s.read('dist/index.js').split('\n').filter((l) => l.includes('require('));
        const text = s.read('dist/index.js');
        for (const path of ['antd/lib/button', 'antd/lib/date-picker', 'antd/lib/button/style', 'antd/lib/date-picker/style']) expect(text.includes(`require("${path}")`), `dist/index.js does not require ${path}:\n${lines.join('\n')}`);
      });
    },
  },
];
