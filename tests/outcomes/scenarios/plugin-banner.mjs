// "Banner Plugin (Deprecated)": the plugin package is not installed here; the page's built-in
// replacement, buildConfig.banner and buildConfig.footer of Module Tools 2.68.16, is built on the
// example project of "Modify the build output" (a component, a Less file, an SVG).
import { EXAMPLE, paths, section, tableRows, expect, expectEqual } from '../lib.mjs';

const page = 'plugins/official-list/plugin-banner.mdx';
const first = (s, file) => s.read(file).split('\n')[0];
const last = (s, file) => s.read(file).trimEnd().split('\n').at(-1);

export default [
  {
    name: 'banner-config',
    page,
    marks: [EXAMPLE, 'banner-config'],
    async run(s) {
      s.files(EXAMPLE);
      s.files('banner-config', { as: 'modern.config.ts' });
      await s.build();
      const code = s.block('banner-config').block.code;
      const copyright = /const copyright = '([^']+)'/.exec(code)[1];
      const footer = /js: '(\/\*[^']+)'/.exec(code)[1];
      const js = ['dist/lib/index.js', 'dist/es/index.js'];
      s.check('banner-config', 'the banner lands in the JS files of the two bundle tasks', ({ paraSpans }) => {
        const named = paths(paraSpans, 'dist/').filter((f) => f.endsWith('.js'));
        expectEqual(js, named, 'the JS files the paragraph names');
        for (const file of named) expectEqual(copyright, first(s, file), `the first line of ${file}`);
      });
      s.check('banner-config', 'the dts banner lands in the declaration file of the types task', ({ paraSpans }) => {
        const named = paths(paraSpans, 'dist/').filter((f) => f.endsWith('.d.ts'));
        expectEqual(['dist/types/index.d.ts'], named, 'the declaration files the paragraph names');
        expectEqual(copyright, first(s, 'dist/types/index.d.ts'), 'the first line of dist/types/index.d.ts');
      });
      s.check('banner-config', 'the css banner starts the CSS output', ({ page: p }) => {
        const row = tableRows(section(p, 'use-build-config-banner')).find((r) => r[0] === '`css`');
        expect(row, 'the table has no css row');
        const css = s.list('dist').filter((f) => f.endsWith('.css'));
        expect(css.length === 2, `the CSS files: ${css.join(', ')}`);
        for (const file of css) expectEqual(copyright, first(s, `dist/${file}`), `the first line of dist/${file}`);
      });
      s.check('banner-config', 'the js footer ends the JS output, and only the JS output', () => {
        for (const file of js) expectEqual(footer, last(s, file), `the last line of ${file}`);
        expect(!s.read('dist/types/index.d.ts').includes(footer), 'the declaration file has the footer');
      });
    },
  },
  {
    name: 'banner-migrate',
    page,
    marks: [EXAMPLE, 'banner-migrate'],
    async run(s) {
      // The `+` side of the diff is the config after the migration.
      const after = (code) => code.split('\n').filter((l) => !l.startsWith('-')).map((l) => l.slice(1)).join('\n');
      const { block } = s.block('banner-migrate');
      if (after(s.block('banner-migrate', 'zh').block.code) !== after(block.code)) throw new Error(`scenario ${s.def.name}: the Chinese diff differs from the English one`);
      s.files(EXAMPLE);
      s.write('modern.config.ts', `${after(block.code)}\n`);
      await s.build();
      s.check('banner-migrate', 'after the migration, the built-in options write the same banner and footer', () => {
        const banner = /banner: \{ js: '([^']+)', css: '([^']+)' \}/.exec(after(block.code));
        const footer = /footer: \{ js: '([^']+)' \}/.exec(after(block.code))[1];
        expectEqual(banner[1], first(s, 'dist/index.js'), 'the first line of dist/index.js');
        expectEqual(banner[2], first(s, 'dist/index.css'), 'the first line of dist/index.css');
        expectEqual(footer, last(s, 'dist/index.js'), 'the last line of dist/index.js');
      });
    },
  },
];
