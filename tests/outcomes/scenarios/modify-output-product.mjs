// "Modify the build output": every config of the page, built on the page's example project.
import { EXAMPLE, sizeTable, printedSize, paths, sentences, expect, expectEqual, expectFiles } from '../lib.mjs';

const page = 'guide/basic/modify-output-product.mdx';

/** A scenario that builds the example project with one config block of the page. */
const build = (name, check, { mark = name } = {}) => ({
  name,
  page,
  marks: [EXAMPLE, mark],
  async run(s) {
    s.files(EXAMPLE);
    s.files(mark, { as: 'modern.config.ts' });
    const { output } = await s.build();
    check(s, output, s.list('dist').map((f) => `dist/${f}`));
  },
});

/** The page's size of a file, written "`file` (463 B)", against the size table. */
const sizeOf = (text, file) => new RegExp(`\`${file.replace(/[.]/g, '\\.')}\`\\s*[(（]([\\d.]+ ?[KM]?B)[)）]`).exec(text)?.[1];

export default [
  build('mop-default', (s, output, written) => {
    s.check('mop-default', 'the files of a build with every default', ({ para }) => expectFiles(paths(sentences(para).slice(0, 1).join(' ').match(/`[^`]+`/g).map((t) => t.slice(1, -1)), 'dist/'), written, 'the files'));
    s.check('mop-default', 'the SVG is inlined as a data URL', () => expect(s.read('dist/index.js').includes('"data:image/svg+xml,'), 'dist/index.js has no data:image/svg+xml URL'));
  }),
  build('mop-npm-library', (s, output, written) => {
    s.check('mop-npm-library', 'the table of files of npm-library', ({ paraSpans }) => expectFiles(paths(paraSpans, 'dist/'), written, 'the files of the table'));
  }),
  build('mop-npm-component', (s, output, written) => {
    s.check('mop-npm-component', 'the files of npm-component (the four es files again under lib)', ({ paraSpans }) => {
      const named = paths(paraSpans, 'dist/');
      const lib = named.filter((f) => f.startsWith('dist/es/')).map((f) => f.replace('dist/es/', 'dist/lib/'));
      expectEqual(4, lib.length, 'the number of dist/es files named');
      expectFiles([...named, ...lib], written, 'the files');
    });
  }),
  build('mop-object', (s, output, written) => {
    s.check('mop-object', 'the same five files, es2020 keeps async, and the size of dist/es/index.js', ({ para }) => {
      const spans = para.match(/`[^`]+`/g).map((t) => t.slice(1, -1));
      expectFiles(paths(spans, 'dist/'), written, 'the five files');
      expect(/async function loadLabel/.test(s.read('dist/es/index.js')), 'dist/es/index.js does not keep the async function');
      const sizes = [...para.matchAll(/([\d.]+ ?[KM]?B)/g)].map((m) => printedSize(m[1]));
      const table = Object.fromEntries(sizeTable(output));
      expectEqual(sizes[0], table['dist/es/index.js'], 'the size of dist/es/index.js');
    });
  }),
  build('mop-object-out-dir', (s, output) => {
    s.check('mop-object-out-dir', 'every task writes to ./build, and the size table lists build/index.js twice', ({ para }) => {
      const spans = para.match(/`[^`]+`/g).map((t) => t.slice(1, -1));
      expectFiles(paths(spans, 'build/'), s.list('build').map((f) => `build/${f}`), 'the files in build');
      expectEqual(2, sizeTable(output).filter(([f]) => f === 'build/index.js').length, 'rows of build/index.js in the size table');
    });
  }),
  build('mop-array', (s, output, written) => {
    s.check('mop-array', 'the five files of npm-library plus the two of the appended task, and the size of the minified file', ({ para }) => {
      const added = paths(para.match(/`[^`]+`/g).map((t) => t.slice(1, -1)), 'dist/');
      expectFiles([...added, 'dist/lib/index.js', 'dist/lib/index.css', 'dist/es/index.js', 'dist/es/index.css', 'dist/types/index.d.ts'], written, 'the files');
      expectEqual(printedSize(sizeOf(para, 'dist/esm-min/index.js')), Object.fromEntries(sizeTable(output))['dist/esm-min/index.js'], 'the size of dist/esm-min/index.js');
    });
  }),
  build('mop-function', (s, output, written) => {
    s.check('mop-function', 'only the ES module task changes: es2020 and a source map', ({ paraSpans }) => {
      expect(paths(paraSpans, 'dist/').every((f) => written.includes(f)), `a file the page names was not written (wrote ${written.join(', ')})`);
      expectEqual(['dist/es/index.js.map'], written.filter((f) => f.endsWith('.map')), 'the source maps');
      expect(/async function loadLabel/.test(s.read('dist/es/index.js')), 'dist/es/index.js is not es2020 (the async function was lowered)');
      expect(/__async/.test(s.read('dist/lib/index.js')), 'dist/lib/index.js is not es6 (no __async helper)');
    });
  }),
  build('mop-common', (s, output, written) => {
    s.check('mop-common', 'the files of the three hand-written tasks', ({ paraSpans }) => expectFiles(paths(paraSpans, 'dist/'), written, 'the files'));
  }),
  build('mop-bundleless', (s, output) => {
    s.check('mop-bundleless', 'the files in dist/bundleless, and the rewritten style import', ({ para }) => {
      const [list, rest] = sentences(para);
      expectFiles(paths(list.match(/`[^`]+`/g).map((t) => t.slice(1, -1))).filter((f) => !f.startsWith('dist/')), s.list('dist/bundleless'), 'the files in dist/bundleless');
      expect(rest.includes('`./Button.css`') && s.read('dist/bundleless/components/Button.js').includes('import "./Button.css";'), 'Button.js does not import ./Button.css');
    });
  }),
  build('mop-inject', (s, output, written) => {
    s.check('mop-inject', 'the only output is one .mjs file', ({ paraSpans }) => expectFiles(paths(paraSpans, 'dist/'), written, 'the files'));
  }),
];
