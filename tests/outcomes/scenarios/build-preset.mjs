// buildPreset: each base preset and the es5 variant, built on the example project, against the file
// lists of the page; the explicit task list equals the preset; --no-dts; presets with buildConfig.
import { codeSpans } from '../../content/docs.mjs';
import { EXAMPLE, paths, sentences, normaliseLog, expect, expectEqual, expectFiles } from '../lib.mjs';
import { logLine } from '../quotes.mjs';

const page = 'api/config/build-preset.mdx';
const dist = (s, dir = 'dist') => s.list(dir).map((f) => `${dir}/${f}`);

/**
 * The files a bullet list names. A bullet without file names but with folders ("the same files under
 * `dist/es`") repeats the files of the first bullet in each of those folders.
 */
export function listedFiles(para) {
  const bullets = para.split('\n').filter((l) => /^\s*-\s/.test(l));
  const first = paths(codeSpans(bullets[0] ?? ''), 'dist/');
  const base = first[0]?.split('/').slice(0, 2).join('/');
  return bullets.flatMap((line) => {
    const spans = codeSpans(line);
    const files = paths(spans, 'dist/');
    if (files.length) return files;
    return spans.filter((t) => /^dist\/[\w-]+$/.test(t)).flatMap((dir) => first.map((f) => f.replace(base, dir)));
  });
}

const withHelpers = (s) => {
  const pkg = JSON.parse(s.read('package.json'));
  pkg.dependencies = { '@swc/helpers': '^0.5.0' };
  s.write('package.json', `${JSON.stringify(pkg, null, 2)}\n`);
};

/** The sentence of the prose after a block that contains `word`. */
const sentenceWith = (prose, word) => sentences(prose).find((t) => t.includes(word)) ?? '';

/** The first code span after the words that name it ("the global `index`", "全局变量 `index`"). */
const spanAfter = (prose, words) => codeSpans(prose.slice(prose.search(words)))[0];

/** The global a UMD bundle assigns its exports to. */
const umdGlobal = (s, file) => /factory\(global\.(\w+) = \{\}/.exec(s.read(file))?.[1];

const preset = (mark, check, { prepare = () => {} } = {}) => ({
  name: `build-preset-${mark}`,
  page,
  marks: [EXAMPLE, mark],
  async run(s) {
    s.files(EXAMPLE);
    s.files(mark, { as: 'modern.config.ts' });
    await prepare(s);
    const run = await s.build();
    s.check(mark, 'the files the page lists', ({ para }) => expectFiles(listedFiles(para), dist(s), 'the files'));
    check?.(s, run);
  },
});

const noModernSyntax = (s, files) => {
  for (const file of files) {
    const bad = /=>|\bconst |\blet |\bclass |\basync /.exec(s.read(file));
    expect(!bad, `${file} still has "${bad?.[0]}"`);
  }
};

export default [
  preset('npm-library'),
  preset('npm-library-with-umd', (s) =>
    s.check('npm-library-with-umd', 'the global of the UMD bundle', ({ prose }) => expectEqual(spanAfter(prose, /global `|全局变量 `/), umdGlobal(s, 'dist/umd/index.js'), 'the global')),
  ),
  preset('npm-component', (s, run) => {
    // The build FAQ's "Read the build log first": what a bundleless task prints instead of the size table.
    s.checkSection('guide/faq/build.mdx', 'read-the-build-log', 'a successful bundleless build: the line with the number of files and their total size, no size table', ({ text }) => {
      const bundleless = codeSpans(text).find((t) => t.startsWith('info Bundleless '));
      const log = normaliseLog(run.output);
      expect(logLine(bundleless).test(log), `the log has no line like "${bundleless}":\n${log}`);
      expect(!/^Bundle Files\s+Size$/m.test(log), 'a build of bundleless tasks only printed a size table');
    });
    s.check('npm-component', 'the rewritten style and asset imports', ({ prose }) => {
      const spans = codeSpans(sentenceWith(prose, 'Button.less'));
      const style = spans.find((t) => t.startsWith('import "'));
      const asset = spans.find((t) => t.startsWith('../assets/'));
      expect(s.read('dist/es/components/Button.js').includes(style), `dist/es/components/Button.js has no ${style}`);
      expect(s.read('dist/lib/components/Button.js').includes('require("./Button.css")'), 'dist/lib/components/Button.js does not require ./Button.css');
      for (const dir of ['es', 'lib']) expect(s.read(`dist/${dir}/components/Button.js`).includes(`"${asset}"`), `dist/${dir}/components/Button.js does not point at ${asset}`);
    });
  }),
  preset('npm-component-with-umd', (s) =>
    s.check('npm-component-with-umd', 'the global of the UMD bundle', ({ para }) => {
      const line = para.split('\n').find((l) => l.includes('dist/umd/'));
      expectEqual(codeSpans(line).at(-1), umdGlobal(s, 'dist/umd/index.js'), 'the global');
    }),
  ),
  {
    name: 'build-preset-modern-js-node',
    page,
    marks: [EXAMPLE, 'modern-js-node'],
    async run(s) {
      s.files(EXAMPLE);
      s.files('modern-js-node', { as: 'modern.config.ts' });
      const failed = await s.modern(['build']);
      s.check('modern-js-node', 'without @swc/helpers in package.json the build aborts', ({ prose }) => {
        expect(/aborts|中止/.test(prose), 'the page no longer says that the build aborts');
        expect(failed.status === 1 && failed.output.includes('"@swc/helpers" dependency declaration was not found'), `the build exited with ${failed.status}:\n${failed.output}`);
      });
      withHelpers(s);
      await s.build();
      s.check('modern-js-node', 'the files the page lists', ({ para }) => expectFiles(listedFiles(para), dist(s), 'the files'));
      s.check('modern-js-node', 'es2019 keeps the async function and imports no helper', ({ prose }) => {
        const kept = codeSpans(prose).find((t) => t.startsWith('async function'));
        const out = s.read('dist/esm/index.js');
        expect(out.includes(kept) && !out.includes('@swc/helpers'), `dist/esm/index.js:\n${out}`);
      });
    },
  },
  preset('modern-js-universal', (s) =>
    s.check('modern-js-universal', 'dist/esm is ES5 and imports its helper from @swc/helpers', ({ prose }) => {
      noModernSyntax(s, dist(s, 'dist/esm').filter((f) => f.endsWith('.js')));
      const first = codeSpans(prose).find((t) => t.startsWith('import { _ as'));
      expectEqual(first, s.read('dist/esm/index.js').split('\n')[0], 'the first line of dist/esm/index.js');
    }), { prepare: withHelpers },
  ),
  {
    name: 'build-preset-es5',
    page,
    marks: [EXAMPLE, 'preset-es5'],
    async run(s) {
      s.files(EXAMPLE);
      s.files('preset-es5', { as: 'modern.config.ts' });
      await s.build();
      s.check('preset-es5', 'no ES2015+ syntax left, helpers included', ({ paraSpans }) => noModernSyntax(s, paths(paraSpans, 'dist/')));
    },
  },
  {
    name: 'build-preset-explicit',
    page,
    marks: [EXAMPLE, 'preset-name', 'preset-explicit'],
    async run(s) {
      s.files(EXAMPLE);
      s.files('preset-name', { as: 'modern.config.ts' });
      await s.build();
      const byPreset = Object.fromEntries(dist(s).map((f) => [f, s.read(f)]));
      s.files('preset-explicit', { as: 'modern.config.ts' });
      await s.build();
      s.check('preset-explicit', 'the three tasks written out build exactly what the preset builds', () => {
        expectFiles(Object.keys(byPreset), dist(s), 'the files');
        for (const [file, text] of Object.entries(byPreset)) expect(s.read(file) === text, `${file} differs`);
      });
    },
  },
  {
    name: 'build-preset-no-dts',
    page,
    marks: [EXAMPLE, 'npm-library'],
    async run(s) {
      s.files(EXAMPLE);
      s.files('npm-library', { as: 'modern.config.ts' });
      await s.build(['--no-dts']);
      s.check('npm-library', '--no-dts turns the declaration task into a JS task with two extra files', ({ para, prose }) => {
        const warning = prose.split(/\n\s*\n/).find((p) => p.includes('--no-dts'));
        const extra = paths(codeSpans(warning), 'dist/');
        const listed = listedFiles(para).filter((f) => !f.endsWith('.d.ts'));
        expectFiles([...listed, ...extra], dist(s), 'the files with --no-dts');
      });
    },
  },
  {
    name: 'build-preset-object',
    page,
    marks: [EXAMPLE, 'preset-object', 'npm-library'],
    async run(s) {
      s.files(EXAMPLE);
      s.files('preset-object', { as: 'modern.config.ts' });
      await s.build();
      s.check('preset-object', 'an object reaches every task: two source maps, es2020 in both bundles', ({ paraSpans }) => {
        const maps = paths(paraSpans, 'dist/');
        expectFiles([...listedFiles(s.paraAfter('npm-library')), ...maps], dist(s), 'the files');
        for (const file of ['dist/lib/index.js', 'dist/es/index.js']) expect(/async function loadLabel/.test(s.read(file)), `${file} lowered the async function`);
      });
    },
  },
  {
    name: 'build-preset-array',
    page,
    marks: [EXAMPLE, 'preset-array', 'npm-library'],
    async run(s) {
      s.files(EXAMPLE);
      s.files('preset-array', { as: 'modern.config.ts' });
      await s.build();
      s.check('preset-array', 'an array adds a fourth task', ({ paraSpans }) => {
        expectFiles([...listedFiles(s.paraAfter('npm-library')), ...paths(paraSpans, 'dist/')], dist(s), 'the files');
      });
    },
  },
];
