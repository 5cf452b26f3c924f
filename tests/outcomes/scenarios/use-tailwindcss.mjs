// "Use Tailwind CSS": the page's configs and style file built with @modern-js/plugin-tailwindcss
// 2.68.16 and tailwindcss 3 (the fixture of tests/outcomes/plugins); the checks read which classes end
// up in the CSS the build writes.
import { paths, section, expect, expectFiles } from '../lib.mjs';

const page = 'guide/best-practices/use-tailwindcss.mdx';
const TSCONFIG = { compilerOptions: { module: 'ESNext', moduleResolution: 'node', strict: true, esModuleInterop: true, skipLibCheck: true }, include: ['src'] };

/** Whether a CSS file has a rule for a class (Tailwind escapes nothing in these names). */
const hasRule = (css, name) => new RegExp(`^\\.${name} \\{`, 'm').test(css);
/** The declarations of a rule. */
const rule = (css, name) => new RegExp(`^\\.${name} \\{\\n([^}]*)\\}`, 'm').exec(css)?.[1] ?? '';
/** '#2563eb' → '37 99 235', as Tailwind 3 writes colours. */
const rgb = (hex) => [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16)).join(' ');

/** The project: the page's style file, an entry that imports it, and a class in each place Tailwind may scan. */
function project(s) {
  s.write('package.json', `${JSON.stringify({ name: 'my-lib', version: '1.0.0' }, null, 2)}\n`);
  s.write('tsconfig.json', `${JSON.stringify(TSCONFIG, null, 2)}\n`);
  s.files('tailwind-styles');
  s.write('src/index.ts', "import './index.css';\n\nexport const title = 'text-xl font-bold text-brand';\n");
  s.write('storybook/Title.stories.js', "export const story = 'underline';\n");
  s.write('config/html/index.html', '<div class="italic"></div>\n');
  s.write('other/outside.ts', "export const outside = 'uppercase';\n");
}

export default [
  {
    name: 'tailwind-register',
    page,
    plugins: true,
    marks: ['tailwind-register', 'tailwind-styles'],
    async run(s) {
      project(s);
      s.files('tailwind-register', { as: 'modern.config.ts' });
      await s.build();
      const css = s.read('dist/es/index.css');
      s.check('tailwind-register', 'the files the build writes', ({ paraSpans }) => expectFiles(paths(paraSpans, 'dist/'), s.list('dist').map((f) => `dist/${f}`), 'the files of dist'));
      s.check('tailwind-styles', 'the @apply class of the style file gets the utilities it lists', ({ block }) => {
        const [, name, utilities] = /^\.(\w+) \{\n\s*@apply ([^;]+);/m.exec(block.code);
        const body = rule(css, name);
        expect(body, `dist/es/index.css has no .${name} rule`);
        for (const [utility, declaration] of [['rounded-lg', 'border-radius: 0.5rem'], ['border', 'border-width: 1px'], ['p-4', 'padding: 1rem']]) {
          if (utilities.split(/\s+/).includes(utility)) expect(body.includes(declaration), `.${name} has no ${declaration} (from ${utility}):\n${body}`);
        }
      });
      s.check('tailwind-styles', 'the classes of src/ are generated, those of a folder outside the content globs are not', ({ spans }) => {
        expect(spans.includes('./src/**/*.{js,jsx,ts,tsx}'), 'the page no longer names the src glob');
        for (const name of ['text-xl', 'font-bold']) expect(hasRule(css, name), `no rule for ${name} (used in src/index.ts)`);
        expect(!hasRule(css, 'uppercase'), 'uppercase (used only in other/outside.ts) was generated');
      });
      s.check('tailwind-styles', 'with a storybook/ folder, its classes are generated', ({ spans }) => {
        expect(spans.includes('./storybook/**/*') && spans.includes('storybook/'), 'the page no longer names the storybook glob');
        expect(hasRule(css, 'underline'), 'no rule for underline (used in storybook/Title.stories.js)');
      });
      s.check('tailwind-styles', 'with a config/html folder, its classes are generated', ({ spans }) => {
        expect(spans.includes('./config/html/**/*.{html,ejs,hbs}'), 'the page no longer names the config/html glob');
        expect(hasRule(css, 'italic'), 'no rule for italic (used in config/html/index.html)');
      });
      s.check('tailwind-styles', 'the CSS goes to a sibling file and the JS does not import it', ({ spans }) => {
        expect(spans.includes('dist/es/index.css') && s.exists('dist/es/index.css'), 'dist/es/index.css was not written');
        for (const file of ['dist/es/index.js', 'dist/lib/index.js']) expect(!/\.css/.test(s.read(file)), `${file} refers to a CSS file`);
      });
    },
  },
  {
    name: 'tailwind-style-object',
    page,
    plugins: true,
    marks: ['tailwind-styles', 'tailwind-style-object'],
    async run(s) {
      project(s);
      s.files('tailwind-style-object', { as: 'modern.config.ts' });
      await s.build();
      s.check('tailwind-style-object', 'theme.extend.colors.brand gives text-brand its colour', ({ paraSpans }) => {
        const [name, file, hex] = [paraSpans.find((t) => t.startsWith('text-')), paraSpans.find((t) => t.endsWith('.css')), paraSpans.find((t) => t.startsWith('#'))];
        const body = rule(s.read(file), name);
        expect(body.includes(`rgb(${rgb(hex)} /`), `${file}: .${name} is\n${body || '(no rule)'}`);
      });
    },
  },
  {
    name: 'tailwind-style-function',
    page,
    plugins: true,
    marks: ['tailwind-styles', 'tailwind-style-function'],
    async run(s) {
      project(s);
      s.files('tailwind-style-function', { as: 'modern.config.ts' });
      const legacy = s.spansAfter('tailwind-style-function').find((t) => t.startsWith('src/') && t.endsWith('.js'));
      s.write(legacy, "export const legacy = 'line-through';\n");
      s.write('src/index.ts', `${s.read('src/index.ts')}export { legacy } from './legacy.js';\n`);
      s.write('src/legacy.d.ts', 'export declare const legacy: string;\n');
      await s.build();
      const css = s.read('dist/index.css');
      s.check('tailwind-style-function', 'the function sets content: the .js file is no longer scanned, src/index.ts is', ({ paraSpans }) => {
        expect(paraSpans.includes('src/index.ts') && paraSpans.includes(legacy), 'the paragraph no longer names both files');
        expect(!hasRule(css, 'line-through'), `line-through (used only in ${legacy}) was generated`);
        expect(hasRule(css, 'text-xl') && hasRule(css, 'font-bold'), 'the classes of src/index.ts were not generated');
        expect(!hasRule(css, 'underline'), 'the storybook class was generated: content still has the default globs');
      });
    },
  },
  {
    name: 'tailwind-config-file',
    page,
    plugins: true,
    marks: ['tailwind-styles', 'tailwind-register', 'tailwind-config-file'],
    async run(s) {
      project(s);
      s.files('tailwind-register', { as: 'modern.config.ts' });
      s.files('tailwind-config-file');
      await s.build();
      const css = s.read('dist/es/index.css');
      const hex = /brand: '(#[0-9a-f]{6})'/.exec(s.block('tailwind-config-file').block.code)[1];
      s.check('tailwind-config-file', 'the config file is loaded: theme.extend.colors.brand gives text-brand its colour', () => {
        expect(rule(css, 'text-brand').includes(`rgb(${rgb(hex)} /`), `.text-brand is\n${rule(css, 'text-brand') || '(no rule)'}`);
        expect(hasRule(css, 'text-xl'), 'the default theme is gone: no text-xl');
      });
      s.check('tailwind-config-file', 'content replaces the default globs: the storybook and config/html classes are gone', ({ spans }) => {
        expect(spans.includes('content') && spans.includes('storybook') && spans.includes('config/html'), 'the paragraph no longer names content and the default folders');
        expect(!hasRule(css, 'underline') && !hasRule(css, 'italic'), 'a class of storybook/ or config/html/ was generated');
      });
      // "Which setting wins": buildConfig.style.tailwindcss over the file, with another colour for the same key.
      s.variant({ style: { tailwindcss: { theme: { extend: { colors: { brand: '#16a34a' } } } } } });
      await s.build();
      s.check('tailwind-config-file', 'buildConfig.style.tailwindcss wins over tailwind.config.*', ({ page: p }) => {
        const list = section(p, 'config-priority');
        expect(list.indexOf('`buildConfig.style.tailwindcss`') < list.indexOf('`tailwind.config.*`'), 'the list no longer puts buildConfig.style.tailwindcss above the file');
        const body = rule(s.read('dist/es/index.css'), 'text-brand');
        expect(body.includes(`rgb(${rgb('#16a34a')} /`), `.text-brand is\n${body}`);
      });
    },
  },
];
