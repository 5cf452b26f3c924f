// The buildConfig reference: the example of each option, built on the example project (plus the files
// the page's prose names), and what the page says it writes.
import { EXAMPLE, paths, expect, expectEqual, expectFiles } from '../lib.mjs';

const page = 'api/config/build-config.mdx';
const dist = (s, dir = 'dist') => s.list(dir).map((f) => `${dir}/${f}`);

/** A scenario: the example project, the page's block `mark` as modern.config.ts, then `prepare` and a build. */
const option = (name, { prepare = () => {}, check, files = true, marks = [] }) => ({
  name: `build-config-${name}`,
  page,
  marks: [EXAMPLE, name, ...marks],
  async run(s) {
    if (files) s.files(EXAMPLE);
    s.files(name, { as: 'modern.config.ts' });
    prepare(s);
    const run = await s.build();
    check(s, run.output);
  },
});

/** The modules that an alias sentence names: `import { x } from 'spec'` and the file it finds. */
function aliasFixture(s, mark) {
  const { block, page: p } = s.block(mark);
  const spans = s.spansAfter(mark);
  const imports = spans.filter((t) => t.startsWith('import '));
  const files = spans.filter((t) => /\.ts$/.test(t));
  expect(imports.length === files.length && files.length > 0, `${p.display}:${block.line}: the prose names ${imports.length} imports and ${files.length} files`);
  imports.forEach((statement, k) => {
    const name = /import \{ (\w+) \}/.exec(statement)[1];
    s.write(files[k], `export const ${name} = '${name} from ${files[k]}';\n`);
  });
  s.write('src/index.ts', `${imports.map((t) => t.replace(/^import/, 'export')).join(';\n')};\n`);
  return files;
}

/** Adds the compilerOptions of the page's tsconfig snippet (the paths of the aliases) to the project's tsconfig. */
function addPaths(s) {
  const tsconfig = JSON.parse(s.read('tsconfig.json'));
  Object.assign(tsconfig.compilerOptions, JSON.parse(s.block('alias-paths').block.code).compilerOptions);
  s.write('tsconfig.json', `${JSON.stringify(tsconfig, null, 2)}\n`);
}

export default [
  {
    name: 'build-config-alias',
    page,
    marks: [EXAMPLE, 'alias', 'alias-paths'],
    async run(s) {
      s.files(EXAMPLE);
      s.files('alias', { as: 'modern.config.ts' });
      const files = aliasFixture(s, 'alias');
      const failed = await s.modern(['build']);
      s.check('alias-paths', 'without paths in the tsconfig, the declaration step stops with TS2307', ({ spansBefore }) => {
        const message = spansBefore.find((t) => t.startsWith('error TS2307'));
        expect(failed.status === 1 && failed.output.includes(message), `the build exited with ${failed.status} and printed:\n${failed.output}`);
      });
      addPaths(s);
      await s.build();
      s.check('alias', 'the aliased imports resolve and are bundled', () => {
        const out = s.read('dist/index.js');
        for (const file of files) expect(out.includes(`from ${file}`), `dist/index.js does not contain the code of ${file}`);
        expect(!/require\("@/.test(out), 'dist/index.js still requires an aliased path');
      });
    },
  },
  option('alias-function', {
    marks: ['alias-paths'],
    prepare: (s) => {
      s.aliasFiles = aliasFixture(s, 'alias-function');
      addPaths(s);
    },
    check: (s) =>
      s.check('alias-function', 'the alias added by the function resolves against the project root', () => {
        for (const file of s.aliasFiles) expect(s.read('dist/index.js').includes(`from ${file}`), `dist/index.js does not contain the code of ${file}`);
      }),
  }),
  option('auto-extension', {
    check: (s) =>
      s.check('auto-extension', 'the extensions of an esm task in a package without "type": "module"', ({ paraSpans, spansBefore }) => {
        expect(spansBefore.includes('.mjs') && spansBefore.includes('.d.mts'), 'the page no longer names .mjs and .d.mts');
        expectFiles(paths(paraSpans, 'dist/'), dist(s), 'the files');
      }),
  }),
  option('auto-external', {
    check: (s) =>
      s.check('auto-external', 'peer dependencies are bundled when only dependencies are external', () => {
        const out = s.read('dist/index.js');
        expect(!out.includes('require("react/jsx-runtime")'), 'dist/index.js still requires react/jsx-runtime');
        expect(out.includes('react.element'), 'dist/index.js does not contain the JSX runtime');
      }),
  }),
  option('banner', {
    check: (s) =>
      s.check('banner', 'every output file starts with the notice', ({ block, paraSpans }) => {
        const notice = /const notice = '([^']+)'/.exec(block.code)[1];
        const files = paths(paraSpans, 'dist/');
        expectFiles(files, dist(s), 'the files that get the notice');
        for (const file of files) expectEqual(notice, s.read(file).split('\n')[0], `the first line of ${file}`);
      }),
  }),
  option('build-type', {
    check: (s) => s.check('build-type', 'bundleless keeps the source tree', ({ paraSpans }) => expectFiles(paths(paraSpans, 'dist/'), dist(s), 'the files')),
  }),
  option('copy', {
    prepare: (s) => {
      s.write('README.md', '# my-lib\n');
      s.write('src/styles/variables.less', '@primary: #165dff;\n');
      s.write('src/styles/themes/dark.less', '@primary: #4080ff;\n');
    },
    check: (s) =>
      s.check('copy', 'README.md goes to dist/README.md, the .less files keep their sub-folders', ({ spans }) => {
        expect(spans.includes('dist/README.md') && s.exists('dist/README.md'), 'dist/README.md was not written');
        expect(spans.includes('dist/styles'), 'the page no longer names dist/styles');
        expectFiles(s.list('src/styles'), s.list('dist/styles'), 'the files under dist/styles (relative to src/styles)');
      }),
  }),
  option('copy-patterns', {
    prepare: (s) => {
      s.write('LICENSE', 'MIT\n');
      for (const file of s.spansAfter('copy-patterns').filter((t) => t.startsWith('src/'))) s.write(file, 'x\n');
    },
    check: (s) =>
      s.check('copy-patterns', 'the copied files, and the dot file left behind', ({ spans }) => {
        const named = paths(spans, 'dist/');
        for (const file of named) expect(s.exists(file), `${file} was not written`);
        const dot = spans.find((t) => /\/\.[^/]+$/.test(t));
        expect(dot && !s.exists(`dist/fonts/${dot.split('/').pop()}`), `the dot file ${dot} was copied`);
      }),
  }),
  option('define', {
    prepare: (s) => s.write('src/index.ts', "declare const __VERSION__: string;\n\nexport const version = __VERSION__;\nexport const mode = process.env.NODE_ENV;\n"),
    check: (s) =>
      s.check('define', 'the constants become string literals', ({ paraSpans }) => {
        const out = s.read('dist/index.js');
        const statement = paraSpans.find((t) => t.startsWith('var '));
        const literal = paraSpans.at(-1);
        expect(out.includes(statement), `dist/index.js has no "${statement}"`);
        expect(out.includes(`var mode = ${literal}`), `dist/index.js has no "var mode = ${literal}"`);
      }),
  }),
  option('dts', {
    check: (s) =>
      s.check('dts', 'only the declaration task writes declarations', ({ paraSpans }) => {
        expectFiles(paths(paraSpans, 'dist/'), dist(s).filter((f) => f.endsWith('.d.ts')), 'the declaration files');
        expectFiles(['dist/types/index.d.ts'], dist(s, 'dist/types'), 'the files of dist/types');
      }),
  }),
  option('externals', {
    prepare: (s) => {
      s.write('src/index.ts', "import merge from 'lodash/merge';\nimport { get } from 'lodash';\n\nexport const pick = (a: object, b: object) => get(merge({}, a, b), 'id');\n");
      s.write('src/lodash.d.ts', "declare module 'lodash/merge';\ndeclare module 'lodash';\n");
    },
    check: (s) =>
      s.check('externals', 'lodash and lodash/merge stay as require calls', ({ paraSpans }) => {
        const out = s.read('dist/index.js');
        for (const spec of paraSpans.filter((t) => t.startsWith('lodash'))) expect(out.includes(`require("${spec}")`), `dist/index.js has no require("${spec}")`);
      }),
  }),
  option('format', {
    check: (s) =>
      s.check('format', 'an esm bundle and a UMD bundle', ({ paraSpans }) => {
        expectFiles(paths(paraSpans, 'dist/'), dist(s), 'the files');
        expect(/^export \{/m.test(s.read('dist/es/index.js')), 'dist/es/index.js has no export statement');
        expect(s.read('dist/umd/index.js').startsWith('(function(global, factory) {'), 'dist/umd/index.js does not start with the UMD function');
      }),
  }),
  option('input', {
    prepare: (s) => s.write('src/cli.ts', "export const run = (argv: string[]) => argv.length;\n"),
    check: (s) => s.check('input', 'one output file per named entry', ({ paraSpans }) => expectFiles(paths(paraSpans, 'dist/'), dist(s), 'the files')),
  }),
  option('out-dir', {
    check: (s) => s.check('out-dir', 'the output goes to ./lib', ({ paraSpans }) => expectFiles(paths(paraSpans, 'lib/'), dist(s, 'lib'), 'the files')),
  }),
  option('out-dir-kept', {
    prepare: (s) => {
      const old = s.spansAfter('out-dir-kept').find((t) => t.endsWith('old.js'));
      s.write(old, '// left by an earlier build\n');
      s.write(old.replace('dist/lib/', 'dist/es/'), '// left by an earlier build\n');
      s.old = old;
    },
    check: (s) =>
      s.check('out-dir-kept', 'dist/es is emptied, dist/lib keeps its old file', () => {
        expect(s.exists(s.old), `${s.old} was removed`);
        expect(!s.exists(s.old.replace('dist/lib/', 'dist/es/')), 'dist/es was not emptied');
      }),
  }),
  option('source-map', {
    check: (s) =>
      s.check('source-map', 'a .map file and the sourceMappingURL comment', ({ paraSpans }) => {
        for (const file of paths(paraSpans, 'dist/')) expect(s.exists(file), `${file} was not written`);
        const comment = paraSpans.find((t) => t.startsWith('//#'));
        expectEqual(comment, s.read('dist/index.js').trimEnd().split('\n').at(-1), 'the last line of dist/index.js');
      }),
  }),
  option('target', {
    prepare: (s) => s.write('src/index.ts', "export const first = (list?: string[]) => list?.[0] ?? 'none';\n"),
    check: (s) =>
      s.check('target', 'ES2020 syntax is lowered for es2019', () => {
        const out = s.read('dist/index.js');
        expect(!out.includes('?.') && !out.includes('??'), `dist/index.js still has ?. or ??:\n${out}`);
      }),
  }),
  option('target-es5', {
    prepare: (s) => {
      const pkg = JSON.parse(s.read('package.json'));
      pkg.dependencies = { '@swc/helpers': '^0.5.0' };
      s.write('package.json', `${JSON.stringify(pkg, null, 2)}\n`);
    },
    check: (s) =>
      s.check('target-es5', "the sources are lowered, the code esbuild writes keeps its arrow functions", ({ paraSpans }) => {
        const out = s.read('dist/index.js');
        const [component, asyncFunction, helper] = paraSpans.filter((t) => / /.test(t));
        expect(out.includes(component), `dist/index.js has no "${component}"`);
        expect(!out.includes(asyncFunction), `dist/index.js still has "${asyncFunction}"`);
        expect(out.includes(helper), `dist/index.js has no "${helper}"`);
        expect(/^\s+\w+: \(\) => \w+,?$/m.test(out), 'the getters of the exports have no arrow functions');
      }),
  }),
  {
    name: 'build-config-asset',
    page,
    marks: [EXAMPLE, 'asset'],
    async run(s) {
      s.files(EXAMPLE);
      s.files('asset', { as: 'modern.config.ts' });
      await s.build();
      s.check('asset', 'the 107-byte SVG is inlined and dist/static is not created', ({ paraSpans }) => {
        expect(s.read('dist/index.js').includes('"data:image/svg+xml,'), 'dist/index.js has no data: URL');
        expect(paraSpans.includes('dist/static') && !s.exists('dist/static'), 'dist/static exists');
      });
      s.variant({ buildType: 'bundleless' });
      await s.build();
      s.check('asset', 'in bundleless mode the SVG goes to dist/static, and the import points at it', ({ paraSpans }) => {
        const file = paths(paraSpans, 'dist/static/')[0];
        expectFiles([file], dist(s, 'dist/static'), 'the files of dist/static');
        expect(s.read('dist/components/Button.js').includes(`"../${file.replace('dist/', '')}"`), 'the import of Button.js does not point at it');
      });
    },
  },
  option('asset-name', {
    check: (s) => s.check('asset-name', 'the asset name template in bundleless mode', ({ paraSpans }) => expect(paths(paraSpans, 'dist/').every((f) => s.exists(f)), `${paths(paraSpans, 'dist/')} not written (wrote ${s.list('dist/assets')})`)),
  }),
  option('umd-module-name', {
    check: (s) =>
      s.check('umd-module-name', 'the global that the function names', ({ paraSpans }) => {
        const global = paraSpans.find((t) => t.startsWith('global.'));
        const real = /factory\((global\.\w+) = \{\}/.exec(s.read('dist/umd/index.js'))?.[1];
        expectEqual(global, real, 'the global of dist/umd/index.js');
      }),
  }),
];
