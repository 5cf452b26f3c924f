// "External dependencies": the page's package (lodash in dependencies, react as a peer, nanoid only in
// devDependencies) built with each config of the page; what stays an import and what is bundled.
import { EXAMPLE, sizeTable, printedSize, paths, expect, expectEqual } from '../lib.mjs';

const page = 'guide/advance/external-dependency.mdx';

const imports = (code, spec) => code.includes(`from "${spec}"`) || code.includes(`require("${spec}")`);
const size = (output, file) => sizeTable(output).find(([f]) => f === file)?.[1];

/** The page's package and source, with the tsconfig of the example project. */
function project(s) {
  s.files(EXAMPLE, { only: ['tsconfig.json'] });
  s.files('ext-project');
}

const scenario = (name, marks, run) => ({ name, page, marks: [EXAMPLE, 'ext-project', ...marks], run });

export default [
  scenario('ext-esm', ['ext-esm', 'ext-esm-output'], async (s) => {
    project(s);
    s.files('ext-esm', { as: 'modern.config.ts' });
    await s.build();
    const out = s.read('dist/index.js');
    s.same('ext-esm-output', 'the ESM bundle with default settings', out, { excerpt: true });
    s.check('ext-esm', 'lodash/get, react and react/jsx-runtime stay imports, nanoid is inlined', ({ paraSpans }) => {
      const [inlined, ...kept] = [paraSpans.at(-1), ...paraSpans.slice(0, -1)];
      for (const spec of kept) expect(imports(out, spec), `dist/index.js does not import ${spec}`);
      expect(!imports(out, inlined) && out.includes(`node_modules/${inlined}/`), `${inlined} is not inlined`);
    });
  }),
  scenario('ext-cli', ['ext-cli'], async (s) => {
    project(s);
    s.write('src/cli.ts', "import { readFileSync } from 'fs';\nimport { join } from 'node:path';\nimport get from 'lodash/get';\n\nexport const read = (dir: string, key: string) => get(JSON.parse(readFileSync(join(dir, 'data.json'), 'utf8')), key);\n");
    s.files('ext-cli');
    await s.build();
    const out = s.read('dist/bin/cli.js');
    s.check('ext-cli', 'built-ins stay external (node: prefix removed), lodash/get is bundled', ({ paraSpans }) => {
      expect(paraSpans.includes('dist/bin/cli.js'), 'the page no longer names dist/bin/cli.js');
      expect(imports(out, 'fs') && imports(out, 'path') && !imports(out, 'node:path'), 'dist/bin/cli.js does not require fs and path');
      expect(!imports(out, 'lodash/get') && out.includes('node_modules/lodash/get.js'), 'lodash/get is not bundled');
    });
    s.variant({ platform: 'browser' });
    const browser = await s.modern(['build']);
    s.check('ext-cli', "with platform: 'browser' a bare built-in fails to resolve", ({ para }) => {
      const message = para.match(/`(Can't resolve '[^']+')`/)[1];
      expect(browser.status === 1 && browser.output.includes(message), `the build exited with ${browser.status}:\n${browser.output}`);
    });
  }),
  scenario('ext-object', ['ext-object'], async (s) => {
    project(s);
    s.files('ext-object', { as: 'modern.config.ts' });
    const withObject = size((await s.build()).output, 'dist/index.js');
    const out = s.read('dist/index.js');
    s.variant({ autoExternal: true });
    const byDefault = size((await s.build()).output, 'dist/index.js');
    s.check('ext-object', 'react stays external, lodash/get is bundled, and the size grows as stated', ({ para }) => {
      expect(imports(out, 'react') && imports(out, 'react/jsx-runtime') && !imports(out, 'lodash/get'), 'the imports are not as stated');
      const sizes = [...para.matchAll(/(\d+(?:\.\d+)?) KB/g)].map((m) => printedSize(`${m[1]} KB`));
      expectEqual(sizes, [byDefault, withObject], 'the sizes of dist/index.js, with autoExternal: true and with the object');
    });
  }),
  scenario('ext-externals', ['ext-externals'], async (s) => {
    project(s);
    s.files('ext-externals');
    await s.build();
    const out = s.read('dist/index.js');
    s.check('ext-externals', 'the listed modules stay imports, the rest is bundled', () => {
      for (const spec of ['nanoid', 'react', 'react/jsx-runtime']) expect(imports(out, spec), `dist/index.js does not import ${spec}`);
      expect(!imports(out, 'lodash/get'), 'lodash/get was not bundled');
    });
  }),
  scenario('ext-externals-string', ['ext-externals-string'], async (s) => {
    project(s);
    s.files('ext-externals-string', { as: 'modern.config.ts' });
    const withString = Number.parseFloat(size((await s.build()).output, 'dist/index.js'));
    const out = s.read('dist/index.js');
    s.variant({ externals: ['react', 'react/jsx-runtime'] });
    const without = Number.parseFloat(size((await s.build()).output, 'dist/index.js'));
    s.check('ext-externals-string', 'react stays, react/jsx-runtime is bundled, about 40 KB of it', ({ para }) => {
      expect(imports(out, 'react') && !imports(out, 'react/jsx-runtime') && out.includes('react.element'), 'react/jsx-runtime is not bundled');
      const about = Number(/about (\d+) KB|约 (\d+) KB/.exec(para).slice(1).find(Boolean));
      expect(Math.abs(withString - without - about) <= about / 5, `the JSX runtime adds ${(withString - without).toFixed(1)} KB, the page says about ${about} KB`);
    });
  }),
  {
    name: 'ext-package-imports',
    page,
    marks: ['ext-package-imports', 'ext-package-imports-config'],
    async run(s) {
      s.files('ext-package-imports');
      s.files('ext-package-imports-config');
      await s.build();
      const bundle = s.read('dist/index.js');
      const bundleFiles = s.list('dist');
      s.variant({ buildType: 'bundleless', dts: false });
      await s.build();
      const bundleless = s.read('dist/index.js');
      // The same bundle task with "moduleResolution": "node": TypeScript does not read the imports field.
      s.files('ext-package-imports-config');
      const tsconfig = JSON.parse(s.read('tsconfig.json'));
      s.write('tsconfig.json', `${JSON.stringify({ ...tsconfig, compilerOptions: { ...tsconfig.compilerOptions, moduleResolution: 'node' } }, null, 2)}\n`);
      const node = await s.modern(['build']);
      s.write('tsconfig.json', `${JSON.stringify(tsconfig, null, 2)}\n`);
      s.check('ext-package-imports-config', 'bundle: the # specifier resolved through "imports" and inlined, with declarations; bundleless: kept as written', ({ prose, paraSpans }) => {
        const specifier = paraSpans.find((t) => t.startsWith('#'));
        const target = paraSpans.find((t) => t.startsWith('src/'));
        expect(!bundle.includes(specifier) && bundle.includes(`// ${target}`), `dist/index.js does not inline ${target}, or still imports ${specifier}:\n${bundle}`);
        expectEqual(paths(paraSpans, 'dist/').map((f) => f.slice(5)).sort(), bundleFiles, 'the files of the bundle task');
        expect(JSON.parse(s.read('tsconfig.json')).compilerOptions.moduleResolution === 'bundler' && paraSpans.includes('"bundler"'), 'the tsconfig no longer sets the moduleResolution the paragraph names');
        expect(paraSpans.includes('"node"') && node.status !== 0 && /TS2307: Cannot find module '#internal\/secret'/.test(node.output), `with "moduleResolution": "node" the declaration step did not fail on the module (exit code ${node.status}):\n${node.output}`);
        const second = prose.replace(/^\s*\n/, '').split(/\n\s*\n/)[1] ?? '';
        expect(second.includes(`\`${specifier}\``) && bundleless.includes(`from "${specifier}"`), `the bundleless dist/index.js does not keep ${specifier}:\n${bundleless}`);
      });
    },
  },
];
