// "Build a component library": a .sass file in the indented syntax, which the SCSS additionalData of the
// page's style example breaks, and the function form of additionalData that fixes it.
import { EXAMPLE, paths, expect, expectEqual } from '../lib.mjs';
import { expectExitCode, expectQuoted, quoted } from '../quotes.mjs';

const page = 'guide/best-practices/components.mdx';

export default [
  {
    name: 'components-sass',
    page,
    marks: [EXAMPLE, 'components-style-data', 'components-sass', 'components-sass-fix'],
    async run(s) {
      s.files(EXAMPLE);
      s.files('components-sass');
      s.write('src/components/Card.tsx', "import './Card.sass';\n\nexport const Card = (props: { title: string }) => (\n  <div className=\"card\">\n    <h2 className=\"title\">{props.title}</h2>\n  </div>\n);\n");
      s.write('src/index.ts', `${s.read('src/index.ts')}export { Card } from './components/Card';\n`);
      s.files('components-style-data', { as: 'modern.config.ts' });
      const failed = await s.modern(['build']);
      s.check('components-sass', 'the SCSS additionalData prepended to a .sass file: the indented-syntax error, exit code 1', ({ para, paraSpans }) => {
        expectQuoted(quoted(paraSpans, 'semicolons', failed), failed, 'the error of the Sass compiler');
        expectExitCode(para, failed);
        expect(paraSpans.includes("$brand-color: #2563eb;") && s.read('modern.config.ts').includes("'$brand-color: #2563eb;'"), 'the paragraph no longer names the additionalData of the config');
      });
      s.files('components-sass-fix', { as: 'modern.config.ts' });
      const fixed = await s.modern(['build']);
      s.check('components-sass-fix', 'additionalData per syntax: the .sass file compiles in each JS task', ({ paraSpans }) => {
        expectEqual(0, fixed.status, `the exit code (output:\n${fixed.output})`);
        const files = paths(paraSpans, 'dist/');
        expect(files.length === 2, `the paragraph names ${files.length} CSS files`);
        const rule = paraSpans.find((t) => t.startsWith('.card'));
        for (const file of files) {
          expect(s.exists(file), `${file} was not written`);
          const css = s.exists(file) ? s.read(file) : '';
          expect(css.includes(rule) && css.includes('#165dff'), `${file} lacks ${rule} or the colour of $brand:\n${css}`);
        }
      });
    },
  },
];
