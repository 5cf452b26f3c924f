// "Copy files": the layout of the page becomes the project; the trees, the copied files and the two
// kinds of errors are what the real build produces.
import { paths, parseTree, expect, expectFiles } from '../lib.mjs';

const page = 'guide/advance/copy.mdx';
const dist = (s, dir = 'dist') => s.list(dir).map((f) => `${dir}/${f}`);
const TSCONFIG = { compilerOptions: { module: 'ESNext', moduleResolution: 'node', strict: true, skipLibCheck: true }, include: ['src'] };

/** Creates the files of the layout tree the page draws (my-lib/…), with small contents of their kind. */
function layout(s) {
  const { files } = parseTree(s.block('copy-layout').block.code);
  for (const file of files.map((f) => f.replace(/^my-lib\//, ''))) {
    if (file === 'package.json') s.write(file, `${JSON.stringify({ name: 'my-lib', version: '1.0.0' }, null, 2)}\n`);
    else if (file === 'tsconfig.json') s.write(file, `${JSON.stringify(TSCONFIG, null, 2)}\n`);
    else if (file.endsWith('.ts')) s.write(file, "export const name = 'my-lib';\n");
    else s.write(file, `${file}\n`);
  }
}

const scenario = (name, marks, run) => ({ name: `copy-${name}`, page, marks: ['copy-layout', ...marks], run });

export default [
  scenario('example', ['copy-example', 'copy-tree'], async (s) => {
    layout(s);
    s.files('copy-example');
    await s.build();
    s.check('copy-tree', 'the tree that npx modern build writes', ({ block }) => expectFiles(parseTree(block.code).files, dist(s), 'the files of the tree'));
  }),
  scenario('glob-options', ['copy-glob-options'], async (s) => {
    layout(s);
    for (const file of s.spansAfter('copy-glob-options').filter((t) => t.startsWith('public/'))) s.write(file, `${file}\n`);
    s.files('copy-glob-options', { as: 'modern.config.ts' });
    await s.build();
    s.check('copy-glob-options', 'dot: true copies .nojekyll, ignore skips the source map', ({ paraSpans }) => expectFiles(paths(paraSpans, 'dist/'), dist(s, 'dist/static'), 'the files of dist/static'));
  }),
  scenario('preset', ['copy-preset', 'copy-preset-tree'], async (s) => {
    layout(s);
    s.files('copy-preset', { as: 'modern.config.ts' });
    await s.build();
    s.check('copy-preset-tree', 'with npm-library the copy runs three times', ({ block }) => {
      const { files, folders } = parseTree(block.code);
      expect(folders.length === 3, `the tree shows ${folders.length} copies`);
      for (const file of files) expect(s.exists(file), `${file} was not written`);
      const copies = folders.map((dir) => s.list(dir).join(', '));
      expect(copies.every((c) => c && c === copies[0]), `the copies differ or are empty: ${folders.map((d, k) => `${d}: ${copies[k]}`).join('; ')}`);
    });
  }),
  scenario('preset-once', ['copy-preset-once'], async (s) => {
    layout(s);
    s.files('copy-preset-once');
    await s.build();
    s.check('copy-preset-once', 'the Less files appear once, in dist/less', ({ paraSpans }) => {
      const [less, ...others] = paraSpans.filter((t) => t.startsWith('dist/'));
      expect(s.list(less).length > 0, `${less} is empty`);
      for (const dir of others) {
        expect(s.list(dir).length > 0, `${dir} is empty`);
        expect(!s.exists(`${dir}/less`), `${dir}/less exists: the copy ran more than once`);
      }
    });
  }),
  scenario('lookup-error', ['copy-lookup-error', 'copy-lookup-error-log'], async (s) => {
    layout(s);
    s.files('copy-lookup-error', { as: 'modern.config.ts' });
    const run = await s.modern(['build']);
    s.session('copy-lookup-error-log', 'a look-up error is logged, and the build succeeds', run);
  }),
  scenario('file-error', ['copy-file-error', 'copy-file-error-log'], async (s) => {
    layout(s);
    s.files('copy-file-error', { as: 'modern.config.ts' });
    const run = await s.modern(['build']);
    s.session('copy-file-error-log', 'a failed file copy ends the process with code 1', run);
    s.check('copy-file-error', 'the JS build wrote nothing', ({ before }) => {
      expect(/before the JS build has written anything|JS 构建还没来得及生成任何文件/.test(before), 'the page no longer says so');
      expect(!s.exists('dist/index.js'), 'dist/index.js was written');
    });
  }),
];
