// "Static assets": inlining, larger files with and without publicPath, bundleless copies, asset names
// and SVGR, built on the example project. banner.svg (16 KB) and close.svg are made here and not shown
// on the page, so the hashes in their names are compared by shape: 8 hex characters for the names
// Module Tools writes, 8 upper-case letters and digits for those esbuild writes. logo.svg is shown on
// the page, and its hash is compared as it is.
import { EXAMPLE, paths, expect, expectFiles } from '../lib.mjs';

const page = 'guide/advance/asset.mdx';
const MOP_DEFAULT = 'guide/basic/modify-output-product.mdx#mop-default';

/** A 16 KB SVG, the same bytes on every run. */
const banner = () => {
  const rows = Array.from({ length: 260 }, (_, i) => `  <rect x="${i * 4}" y="0" width="4" height="40" fill="#${((0x165dff + i * 97) % 0xffffff).toString(16).padStart(6, '0')}"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1040 40">\n${rows.join('\n')}\n</svg>\n`;
};
const CLOSE = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="M3 3l10 10M13 3L3 13" stroke="currentColor" stroke-width="2"/></svg>\n';

/** A name or text with the hashes of banner and close replaced by their kind. */
const shape = (text) => text.replace(/\b(banner|close)\.[0-9a-f]{8}\.svg/g, '$1.<hash>.svg').replace(/\b(banner|close)\.[A-Z0-9]{8}\.svg/g, '$1.<esbuild hash>.svg');
const has = (s, file, text) => expect(shape(s.read(file)).includes(shape(text)), `${file} has no ${text}`);
const exists = (s, file) => {
  const dir = file.split('/').slice(0, -1).join('/');
  expect(s.list(dir).some((f) => shape(`${dir}/${f}`) === shape(file)), `${file} was not written (${dir} has ${s.list(dir).join(', ') || 'nothing'})`);
};

/** The example project with a Hero component that imports a 16 KB banner, as the page says. */
function withBanner(s) {
  const statement = s.spansBefore('asset-large').find((t) => t.startsWith('import banner from'));
  s.files(EXAMPLE);
  s.write('src/assets/banner.svg', banner());
  s.write('src/components/Hero.tsx', `${statement};\n\nexport const Hero = () => <img src={banner} alt="" />;\n`);
  s.write('src/index.ts', `${s.read('src/index.ts')}export { Hero } from './components/Hero';\n`);
}

export default [
  {
    name: 'asset-inline',
    page,
    marks: [EXAMPLE, 'asset-button', 'asset-inline', MOP_DEFAULT],
    async run(s) {
      s.files(EXAMPLE);
      s.files('asset-button');
      s.files(MOP_DEFAULT, { as: 'modern.config.ts' });
      await s.build();
      s.same('asset-inline', 'the inlined SVG in dist/index.js', s.read('dist/index.js'), { excerpt: true });
    },
  },
  {
    name: 'asset-large',
    page,
    marks: [EXAMPLE, 'asset-large'],
    async run(s) {
      withBanner(s);
      s.files('asset-large', { as: 'modern.config.ts' });
      await s.build();
      s.check('asset-large', 'esbuild copies the banner for esm (asset.name not applied), Module Tools writes it for umd', ({ paraSpans, spansBefore }) => {
        const [esmFile, umdFile, umdString] = [paths(paraSpans, 'dist/assets/')[0], paths(paraSpans, 'dist/umd/assets/')[0], paraSpans.find((t) => t.startsWith('"'))];
        exists(s, esmFile);
        exists(s, umdFile);
        has(s, 'dist/umd/index.js', umdString);
        has(s, 'dist/index.js', spansBefore.find((t) => t.startsWith('import banner from "')));
      });
    },
  },
  {
    name: 'asset-public-path',
    page,
    marks: [EXAMPLE, 'asset-public-path', 'asset-large'],
    async run(s) {
      withBanner(s);
      s.files('asset-public-path');
      await s.build();
      s.check('asset-public-path', 'the banner goes to dist/static, the JS holds its CDN URL, the logo stays inlined', ({ paraSpans }) => {
        exists(s, paths(paraSpans, 'dist/static/')[0]);
        has(s, 'dist/index.js', paraSpans.find((t) => t.startsWith('var banner_default')));
        has(s, 'dist/index.js', 'var logo_default = "data:image/svg+xml,');
      });
    },
  },
  {
    name: 'asset-bundleless',
    page,
    marks: [EXAMPLE, 'asset-button', 'asset-bundleless', 'asset-bundleless-output'],
    async run(s) {
      s.files(EXAMPLE);
      s.files('asset-button');
      s.files('asset-bundleless', { as: 'modern.config.ts' });
      await s.build();
      s.same('asset-bundleless-output', 'the redirected import of dist/components/Button.js', s.read('dist/components/Button.js'), { excerpt: true });
      s.check('asset-bundleless-output', 'the copy sits in dist/assets', ({ paraSpans }) => paths(paraSpans, 'dist/').forEach((f) => exists(s, f)));
    },
  },
  {
    name: 'asset-name-function',
    page,
    marks: [EXAMPLE, 'asset-name-function'],
    async run(s) {
      s.files(EXAMPLE);
      const spans = s.spansAfter('asset-name-function');
      s.write('src/assets/icon.woff2', 'wOF2 font bytes\n');
      s.write('src/fonts.d.ts', `${spans.find((t) => t.startsWith('declare module'))}\n`);
      s.write('src/index.ts', `${s.read('src/index.ts')}${spans.find((t) => t.startsWith('export '))};\n`);
      s.files('asset-name-function', { as: 'modern.config.ts' });
      await s.build();
      s.check('asset-name-function', 'the font keeps its name, the SVG gets a hash, both in dist/media', ({ paraSpans }) => {
        const media = paths(paraSpans, 'dist/media/');
        expectFiles(media, s.list('dist/media').map((f) => `dist/media/${f}`), 'the files of dist/media');
      });
    },
  },
  {
    name: 'asset-svgr',
    page,
    marks: [EXAMPLE, 'asset-svgr-button', 'asset-svgr'],
    async run(s) {
      s.files(EXAMPLE);
      s.write('src/icons/close.svg', CLOSE);
      s.files('asset-svgr-button');
      s.write('src/index.ts', `${s.read('src/index.ts')}export { CloseButton } from './components/CloseButton';\n`);
      s.files('asset-svgr');
      await s.build();
      s.check('asset-svgr', 'SVGR for icons/, a copy and a small module for the other SVG, a named component and a URL', ({ prose }) => {
        const spans = prose.match(/`[^`]+`/g).map((t) => t.slice(1, -1));
        for (const file of paths(spans, 'dist/')) exists(s, file);
        has(s, 'dist/components/CloseButton.js', spans.find((t) => t.startsWith('"../icons/')));
        has(s, 'dist/icons/close.js', 'as ReactComponent');
        has(s, 'dist/icons/close.js', `"${spans.find((t) => /^assets\/close\./.test(t))}"`);
        const viewBox = spans.find((t) => t.startsWith('viewBox: '));
        expect(viewBox && CLOSE.includes(viewBox.replace(': ', '=')), `the icon of the scenario has no ${viewBox}`);
        has(s, 'dist/icons/close.js', viewBox);
      });
    },
  },
];

