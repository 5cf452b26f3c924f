// "Babel Plugin": the page's configs built with @modern-js/plugin-module-babel 2.70.4 (the release the
// fixture of tests/outcomes/plugins installs). A recorder Babel plugin, added next to the page's own
// plugins, writes down every file Babel is handed and the options Babel resolved for it.
import path from 'node:path';
import { paths, section, tableRows, expect, expectEqual, expectFiles } from '../lib.mjs';

const page = 'plugins/official-list/plugin-babel.mdx';
const dist = (s, dir = 'dist') => s.list(dir).map((f) => `${dir}/${f}`);
const TSCONFIG = { compilerOptions: { module: 'ESNext', moduleResolution: 'node', strict: true, esModuleInterop: true, skipLibCheck: true }, include: ['src'] };

/** A Babel plugin that appends what Babel hands it to babel-seen.jsonl: the file, the resolved options, the code. */
const RECORDER = `const fs = require('fs');
const path = require('path');

module.exports = () => ({
  name: 'outcome-recorder',
  pre(file) {
    const { filename, sourceMaps, sourceType, inputSourceMap, babelrc, configFile, compact } = file.opts;
    const seen = { filename, sourceMaps, sourceType, inputSourceMap, babelrc, configFile, compact, code: file.code };
    fs.appendFileSync(path.join(process.cwd(), 'babel-seen.jsonl'), JSON.stringify(seen) + '\\n');
  },
  visitor: {},
});
`;

/** A Babel plugin that a project config file would load: it leaves a mark if Babel ever reads that file. */
const CONFIG_FILE_PLUGIN = `module.exports = () => ({
  name: 'from-a-config-file',
  pre(file) {
    require('fs').appendFileSync(require('path').join(process.cwd(), 'config-file-seen.txt'), file.opts.filename + '\\n');
  },
  visitor: {},
});
`;

/** A small TypeScript package: an entry with type annotations, a bundled dependency, a file under a core-js folder. */
function project(s) {
  s.write('package.json', `${JSON.stringify({ name: 'my-lib', version: '1.0.0' }, null, 2)}\n`);
  s.write('tsconfig.json', `${JSON.stringify(TSCONFIG, null, 2)}\n`);
  s.write(
    'src/index.ts',
    `import filterObject from 'filter-obj';
import { answer } from './vendor/core-js/answer';

export const greet = (name: string): string => \`hello \${name}\`;
export const withoutX = (o: Record<string, number>) => filterObject(o, (key) => key !== 'x');
export { answer };
`,
  );
  // core-js is JavaScript: Babel still parses an excluded file, with none of the presets and plugins.
  s.write('src/vendor/core-js/answer.js', 'export const answer = 42;\n');
  s.write('src/vendor/core-js/answer.d.ts', 'export declare const answer: number;\n');
  s.write('src/filter-obj.d.ts', "declare module 'filter-obj' {\n  const filterObject: <T>(o: T, keep: (key: string) => boolean) => T;\n  export default filterObject;\n}\n");
  s.write('babel-recorder.cjs', RECORDER);
}

/** Replaces one piece of the config that s.files wrote, and fails if the page's config no longer has it. */
function edit(s, from, to) {
  const text = s.read('modern.config.ts');
  if (!text.includes(from)) throw new Error(`scenario ${s.def.name}: the page's modern.config.ts no longer contains ${from}`);
  s.write('modern.config.ts', text.replace(from, to));
}

/** What the recorder wrote since the last call, with the files relative to the project (node_modules/… for dependencies). */
function seen(s) {
  const text = s.exists('babel-seen.jsonl') ? s.read('babel-seen.jsonl') : '';
  s.write('babel-seen.jsonl', '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .map((r) => ({ ...r, file: r.filename.includes('/node_modules/') ? `node_modules/${r.filename.split('/node_modules/').pop()}` : path.relative(s.dir, r.filename).split(path.sep).join('/') }));
}

/** The value a cell of the options table gives: `'unambiguous'` → 'unambiguous', `false` → false. */
const cellValue = (cell) => {
  const code = /^`([^`]+)`$/.exec(cell)?.[1];
  if (code === undefined) return undefined;
  if (code === 'true' || code === 'false') return code === 'true';
  return code.replace(/^'(.*)'$/, '$1');
};

export default [
  {
    name: 'plugin-babel-register',
    page,
    plugins: true,
    marks: ['babel-register'],
    async run(s) {
      project(s);
      s.files('babel-register', { as: 'modern.config.ts' });
      edit(s, "plugins: ['babel-plugin-macros']", "plugins: ['babel-plugin-macros', './babel-recorder.cjs']");
      s.write('babel.config.json', '{ "plugins": ["./config-file-plugin.cjs"] }\n');
      s.write('.babelrc', '{ "plugins": ["./config-file-plugin.cjs"] }\n');
      s.write('config-file-plugin.cjs', CONFIG_FILE_PLUGIN);
      await s.build();
      const records = seen(s);
      const files = records.map((r) => r.file);
      const entry = records.filter((r) => r.file === 'src/index.ts');

      s.check('babel-register', 'the files the build writes', ({ paraSpans }) => expectFiles(paths(paraSpans, 'dist/'), dist(s), 'the files of dist'));
      s.check('babel-register', 'Babel is handed src/index.ts once in each of the two JS tasks', ({ paraSpans }) => {
        expect(paraSpans.includes('src/index.ts'), 'the paragraph no longer names src/index.ts');
        expectEqual(2, entry.length, 'how many times Babel was handed src/index.ts');
      });
      s.check('babel-register', 'in bundle mode, the files bundled from node_modules go through Babel too', ({ paraSpans }) => {
        expect(paraSpans.includes('node_modules'), 'the paragraph no longer names node_modules');
        expect(files.some((f) => f.startsWith('node_modules/filter-obj/')), `Babel was handed ${[...new Set(files)].join(', ')}`);
      });
      s.check('babel-register', 'Babel sees the original code: the TypeScript annotations are still there', ({ page: p }) => {
        expect(/\*\*original code\*\*/.test(section(p, 'how-it-works')) || /\*\*原始代码\*\*/.test(section(p, 'how-it-works')), 'the page no longer says Babel sees the original code');
        expect(entry.every((r) => r.code.includes('(name: string): string')), 'the code Babel got for src/index.ts has no type annotations');
      });
      s.check('babel-register', 'each file goes through Babel once for each JS task of npm-library (two), a dependency too', () => {
        const counts = [...new Set(files)].map((f) => `${f}: ${files.filter((g) => g === f).length}`);
        expect(counts.every((c) => c.endsWith(': 2')), `times per file: ${counts.join(', ')}`);
      });
      s.check('babel-register', 'the built-in exclude: a file under a core-js folder is bundled without Babel', ({ page: p }) => {
        const row = tableRows(section(p, 'options')).find((r) => r[0] === '`exclude`');
        expectEqual('`[/\\bcore-js\\b/]`', row?.[1], 'the exclude row of the options table');
        expect(!files.some((f) => f.includes('core-js')), `Babel was handed ${files.filter((f) => f.includes('core-js')).join(', ')}`);
        expect(s.read('dist/es/index.js').includes('var answer = 42'), 'dist/es/index.js does not contain the code of src/vendor/core-js/answer.js');
      });
      s.check('babel-register', 'babel.config.json and .babelrc of the project are not read', ({ page: p }) => {
        expect(/babel\.config\.\*/.test(section(p, 'options')) && section(p, 'options').includes('`.babelrc`'), 'the Options section no longer names these files');
        expect(!s.exists('config-file-seen.txt'), `the plugin of babel.config.json ran on ${s.exists('config-file-seen.txt') ? s.read('config-file-seen.txt') : ''}`);
      });
      // The options table: each built-in value, as Babel resolved it for the files of this build.
      for (const key of ['filename', 'sourceType', 'inputSourceMap', 'babelrc', 'configFile', 'compact']) {
        s.check('babel-register', `the built-in value of ${key}`, ({ page: p }) => {
          const row = tableRows(section(p, 'options')).find((r) => r[0] === `\`${key}\``);
          expect(row, `the options table has no row for ${key}`);
          if (key === 'filename') {
            expect(records.every((r) => path.isAbsolute(r.filename) && r.filename.endsWith(r.file.replace(/^node_modules\//, '/'))), 'filename is not the path of the file');
          } else {
            const shown = cellValue(row[1]);
            for (const r of records) expectEqual(shown, r[key], `${key} for ${r.file}`);
          }
        });
      }
      s.check('babel-register', 'sourceMaps is false when the task sets no sourceMap', () => expect(records.every((r) => r.sourceMaps === false), 'sourceMaps was not false'));

      // The same project with sourceMap: true in every task of the preset.
      s.variant({ sourceMap: true });
      await s.build();
      const mapped = seen(s);
      s.check('babel-register', 'sourceMaps is true when the task sets sourceMap', ({ page: p }) => {
        const row = tableRows(section(p, 'options')).find((r) => r[0] === '`sourceMaps`');
        expect(row && row[1].indexOf('`true`') >= 0 && row[1].indexOf('`true`') < row[1].indexOf('`false`'), 'the sourceMaps row no longer gives true and false');
        expect(mapped.length > 0 && mapped.every((r) => r.sourceMaps === true), `sourceMaps: ${[...new Set(mapped.map((r) => r.sourceMaps))].join(', ')}`);
      });
    },
  },
  {
    name: 'plugin-babel-failures',
    page,
    plugins: true,
    marks: ['babel-register'],
    async run(s) {
      project(s);
      // Without a TypeScript preset ("tested with plugins: []"), the .ts entry does not parse.
      s.files('babel-register', { as: 'modern.config.ts' });
      const registered = s.read('modern.config.ts');
      const call = /modulePluginBabel\(\{[\s\S]*?\n {4}\}\)/.exec(registered)?.[0];
      if (!call) throw new Error(`scenario ${s.def.name}: the page's config has no modulePluginBabel({ … }) call`);
      edit(s, call, 'modulePluginBabel({ plugins: [] })');
      const bare = await s.modern(['build']);
      s.check('babel-register', 'without a TypeScript preset, a .ts entry fails to parse', ({ page: p }) => {
        expect(section(p, 'caveats').includes('`plugins: []`'), 'the caveat no longer names plugins: []');
        expect(bare.status !== 0 && /SyntaxError/.test(bare.output) && bare.output.includes('src/index.ts'), `the build exited with ${bare.status}:\n${bare.output.slice(0, 1500)}`);
      });
      // The README's internalPresetOptions: Babel gets the options as they are, and rejects this one.
      s.write('modern.config.ts', registered.replace("plugins: ['babel-plugin-macros'],", "plugins: ['babel-plugin-macros'],\n      // @ts-expect-error not an option\n      internalPresetOptions: {},"));
      const unknown = await s.modern(['build']);
      s.check('babel-register', 'internalPresetOptions is not an option: Babel stops the build', ({ page: p }) => {
        expect(section(p, 'options').includes('`internalPresetOptions`'), 'the Options section no longer names internalPresetOptions');
        expect(unknown.status !== 0 && unknown.output.includes('Unknown option: .internalPresetOptions'), `the build exited with ${unknown.status}:\n${unknown.output.slice(0, 1500)}`);
      });
    },
  },
  {
    name: 'plugin-babel-hook',
    page,
    plugins: true,
    marks: ['babel-hook', 'babel-browserslist'],
    async run(s) {
      s.write('package.json', `${JSON.stringify({ name: 'my-lib', version: '1.0.0' }, null, 2)}\n`);
      s.write('tsconfig.json', `${JSON.stringify(TSCONFIG, null, 2)}\n`);
      s.write('src/index.ts', 'export const greet = (name: string): string => `hello ${name}`;\n');
      s.files('babel-hook', { as: 'modern.config.ts' });
      await s.build();
      s.check('babel-hook', 'the files the two tasks write', ({ paraSpans }) => expectFiles(paths(paraSpans, 'dist/'), dist(s), 'the files of dist'));
      const code = (file) => s.read(file).slice(s.read(file).indexOf('greet'));
      s.check('babel-hook', 'the ES module bundle keeps the arrow function and the template literal', () => {
        expect(code('dist/es/index.js').includes('=>') && code('dist/es/index.js').includes('`hello ${name}`'), `dist/es/index.js:\n${s.read('dist/es/index.js')}`);
      });
      const lowered = (file) => !code(file).includes('=>') && !code(file).includes('`') && /function\s*\w*\(name\)/.test(code(file));
      s.check('babel-hook', 'the UMD bundle went through @babel/preset-env: no arrow function, no template literal', () => {
        expect(lowered('dist/umd/index.js'), `dist/umd/index.js:\n${s.read('dist/umd/index.js')}`);
      });

      // The browserslist field of the page in package.json: @babel/preset-env follows it.
      const umd = (what) => ({ what, kept: !lowered('dist/umd/index.js') && code('dist/umd/index.js').includes('=>') && code('dist/umd/index.js').includes('`hello ${name}`'), text: s.read('dist/umd/index.js') });
      s.files('babel-browserslist');
      await s.build(['--no-dts']);
      const withList = umd('with the browserslist field');
      // Two ways back to the ES5 bundle that the paragraph gives as code spans: targets of the preset, browserslistConfigFile: false.
      const [presetSpan, ignoreSpan] = (() => {
        const spans = s.spansAfter('babel-browserslist');
        return [spans.find((t) => t.startsWith("['@babel/preset-env'")), spans.find((t) => t.startsWith('browserslistConfigFile'))];
      })();
      const config = s.read('modern.config.ts');
      const presetEnv = "['@babel/preset-env', { modules: false }]";
      if (!config.includes(presetEnv) || !config.includes('getBabelHook({')) throw new Error(`scenario ${s.def.name}: the page's config no longer contains ${presetEnv} in getBabelHook({ … })`);
      const runs = [];
      for (const [span, patched] of [[presetSpan, presetSpan && config.replace(presetEnv, presetSpan)], [ignoreSpan, ignoreSpan && config.replace('getBabelHook({', `getBabelHook({ ${ignoreSpan},`)]]) {
        if (!span) continue;
        s.write('modern.config.ts', patched);
        await s.build(['--no-dts']);
        runs.push({ span, ...umd(span) });
      }
      s.write('modern.config.ts', config);
      s.check('babel-browserslist', 'with "browserslist": ["chrome 120"], dist/umd/index.js keeps the arrow function and the template literal', ({ paraSpans }) => {
        expect(paraSpans.includes('dist/umd/index.js'), 'the paragraph no longer names dist/umd/index.js');
        expect(withList.kept, `dist/umd/index.js ${withList.what}:\n${withList.text}`);
      });
      s.check('babel-browserslist', "the preset's own targets, or browserslistConfigFile: false, lower the bundle again", ({ paraSpans }) => {
        const named = paraSpans.filter((t) => t === presetSpan || t === ignoreSpan);
        expect(presetSpan && ignoreSpan && named.length === 2, `the paragraph should give the preset with targets and browserslistConfigFile: false as code spans, it gives ${paraSpans.join(' | ')}`);
        for (const run of runs) expect(!run.kept && /function\s*\w*\(name\)/.test(run.text), `with ${run.span}, dist/umd/index.js:\n${run.text}`);
      });
    },
  },
];
