// The buildConfig reference: the example of each option, built on the example project (plus the files
// the page's prose names), and what the page says it writes. Two examples of its rules live in the
// option sections of "Modify the build output" (out-dir-kept, target-es5) and run here too.
import { proseAfter, codeSpans } from '../../content/docs.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { EXAMPLE, QUICK_START, paths, expect, expectEqual, expectFiles } from '../lib.mjs';
import { expectQuoted, quoted } from '../quotes.mjs';

const page = 'api/config/build-config.mdx';
const dist = (s, dir = 'dist') => s.list(dir).map((f) => `${dir}/${f}`);

/** A scenario: the example project, the page's block `mark` as modern.config.ts, then `prepare` and a build; `check` may build variants (async). */
const option = (name, { prepare = () => {}, check, files = true, marks = [], on = page }) => ({
  name: `${on === page ? 'build-config' : 'mop'}-${name}`,
  page: on,
  marks: [EXAMPLE, name, ...marks],
  async run(s) {
    if (files) s.files(EXAMPLE);
    s.files(name, { as: 'modern.config.ts' });
    prepare(s);
    const run = await s.build();
    await check(s, run.output);
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

/** Adds the tsconfig paths that the alias section names (`"@utils/*": ["./src/utils/*"]`…) to the project's tsconfig. */
function addPaths(s) {
  const tsconfig = JSON.parse(s.read('tsconfig.json'));
  const entries = s.spansBefore('alias').filter((t) => /^"[^"]+\/\*": \[/.test(t));
  tsconfig.compilerOptions.paths = JSON.parse(`{${entries.join(',')}}`);
  s.write('tsconfig.json', `${JSON.stringify(tsconfig, null, 2)}\n`);
}

/** The JSX runtime an output uses: the automatic one (an import of react/jsx-runtime) or the classic one. */
const runtimeOf = (code) => (/react\/jsx-runtime/.test(code) ? 'automatic' : /createElement\(/.test(code) ? 'classic' : 'none');

export default [
  {
    name: 'build-config-jsx',
    page,
    marks: [EXAMPLE, 'jsx'],
    async run(s) {
      s.files(EXAMPLE);
      s.write('src/index.ts', "export { Button } from './components/Button';\n");
      s.files('jsx', { as: 'modern.config.ts' });
      const tsconfig = JSON.parse(s.read('tsconfig.json'));
      const withJsx = async (jsx, config) => {
        const { jsx: _, ...options } = tsconfig.compilerOptions;
        s.write('tsconfig.json', `${JSON.stringify({ ...tsconfig, compilerOptions: jsx ? { ...options, jsx } : options }, null, 2)}\n`);
        if (config) s.write('modern.config.ts', s.read('modern.config.ts').replace(/jsx: '\w+'/, `jsx: '${config}'`));
        // The tsconfigs are probes of what esbuild follows, not configs a page shows: a TSX project without
        // jsx, or with "react" and no React import, would not type-check, so the declaration step is left out.
        await s.build(['--no-dts']);
        return runtimeOf(s.read('dist/index.js'));
      };
      const runtimes = { example: await withJsx(tsconfig.compilerOptions.jsx), none: await withJsx(undefined), react: await withJsx('react', 'automatic') };
      s.check('jsx', "the tsconfig's jsx comes first: react-jsx keeps the automatic runtime, react gives the classic one even with 'automatic', none lets the option decide", ({ para }) => {
        expect(para.includes(`"jsx": "${tsconfig.compilerOptions.jsx}"`) && para.includes('"jsx": "react"'), 'the paragraph no longer names the two tsconfig settings');
        expectEqual({ example: 'automatic', none: 'classic', react: 'classic' }, runtimes, 'the runtime of dist/index.js: the example tsconfig, no jsx in it, "react" with jsx: \'automatic\'');
      });
    },
  },
  {
    name: 'build-config-alias',
    page,
    marks: [EXAMPLE, 'alias'],
    async run(s) {
      s.files(EXAMPLE);
      s.files('alias', { as: 'modern.config.ts' });
      const files = aliasFixture(s, 'alias');
      const failed = await s.modern(['build']);
      s.check('alias', 'without paths in the tsconfig, the declaration step stops with TS2307', ({ spansBefore }) => {
        const message = spansBefore.find((t) => t.startsWith('TS2307'));
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
    marks: ['alias'],
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
      s.check('auto-extension', 'an esm task in a package without "type": "module" writes .mjs and .d.mts', ({ spansBefore }) => {
        expect(spansBefore.includes('.mjs') && spansBefore.includes('.d.mts'), 'the page no longer names .mjs and .d.mts');
        expectFiles(['dist/index.mjs', 'dist/index.d.mts', 'dist/index.css'], dist(s), 'the files');
      }),
  }),
  option('auto-extension-cjs', {
    prepare: (s) => {
      expect(s.spansBefore('auto-extension-cjs').includes('"type": "module"'), 'the page no longer names "type": "module"');
      s.write('package.json', `${JSON.stringify({ ...JSON.parse(s.read('package.json')), type: 'module' }, null, 2)}\n`);
    },
    check: (s) =>
      s.check('auto-extension-cjs', 'with "type": "module", a bundleless cjs task with sourceMap writes .cjs, .cjs.map and .d.cts, and the comment names the renamed map', ({ paraSpans }) => {
        const named = [...new Set(paths(paraSpans, 'dist/'))];
        expectEqual(['dist/index.cjs', 'dist/index.cjs.map', 'dist/index.d.cts'], named, 'the files the page names for src/index.ts');
        const sources = s.list('src').filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts')).map((f) => f.replace(/\.tsx?$/, ''));
        const js = dist(s).filter((f) => /\.(c?js|c?js\.map|d\.c?ts)$/.test(f));
        expectFiles(sources.flatMap((f) => ['cjs', 'cjs.map', 'd.cts'].map((ext) => `dist/${f}.${ext}`)), js, 'the JS, map and declaration files');
        const comment = paraSpans.find((t) => t.startsWith('//# sourceMappingURL='));
        expectEqual(comment, s.read('dist/index.cjs').trimEnd().split('\n').at(-1), 'the last line of dist/index.cjs');
        expect(s.exists(`dist/${comment.split('=')[1]}`), `${comment.split('=')[1]} is not in dist`);
      }),
  }),
  {
    name: 'build-config-auto-extension-esm-imports',
    page,
    marks: ['auto-extension-esm-imports'],
    async run(s) {
      s.write('package.json', `${JSON.stringify({ name: 'my-lib', version: '1.0.0', type: 'module' }, null, 2)}\n`);
      s.write('tsconfig.json', `${JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'node', strict: true, skipLibCheck: true }, include: ['src'] }, null, 2)}\n`);
      s.files('auto-extension-esm-imports');
      s.write('src/math.ts', 'export const sum = (a: number, b: number): number => a + b;\n');
      s.write('src/utils/index.ts', 'export const twice = (n: number): number => n * 2;\n');
      const task = (extra) => `import { defineConfig, moduleTools } from '@modern-js/module-tools';\n\nexport default defineConfig({\n  plugins: [moduleTools()],\n  buildConfig: { buildType: 'bundleless', format: 'esm'${extra} },\n});\n`;
      s.write('modern.config.ts', task(', autoExtension: true'));
      await s.build();
      const withExtension = s.read('dist/index.js');
      const load = await s.shell(`node --input-type=module -e "await import('./dist/index.js')"`);
      // The page's fix: the folder import written with its file.
      s.write('src/index.ts', s.read('src/index.ts').replace(/^export \* from '\.\/utils';\n/m, ''));
      await s.build();
      const fixed = await s.shell(`node --input-type=module -e "const m = await import('./dist/index.js'); console.log(m.sum(1, 2), m.twice(2))"`);
      s.files('auto-extension-esm-imports');
      s.write('modern.config.ts', task(''));
      await s.build();
      const without = s.read('dist/index.js');
      s.check('auto-extension-esm-imports', 'a "type": "module" package: autoExtension adds .js to relative imports, a folder import becomes a missing file; without the option no extension', ({ para, paraSpans }) => {
        const [math, index] = paraSpans.filter((t) => /^\.\/.+\.js$/.test(t) && t !== './utils.js');
        for (const spec of [math, index, './utils.js']) expect(withExtension.includes(`from "${spec}"`), `dist/index.js does not import ${spec}:\n${withExtension}`);
        expect(paraSpans.includes('./utils.js') && paraSpans.includes('ERR_MODULE_NOT_FOUND') && load.status !== 0 && load.output.includes('ERR_MODULE_NOT_FOUND') && load.output.includes('utils.js'), `Node.js does not stop at ./utils.js with ERR_MODULE_NOT_FOUND:\n${load.output}`);
        expect(paraSpans.includes('./utils/index') && fixed.status === 0 && fixed.output.trim() === '3 4', `with the folder import written as ./utils/index, Node.js does not load the output:\n${fixed.output}`);
        expect(/Without `autoExtension`|不开启 `autoExtension`/.test(para) && /from "\.\/math"/.test(without) && !/\.js"/.test(without), `without autoExtension the imports have an extension:\n${without}`);
      });
    },
  },
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
      s.check('banner', 'JS, CSS and declaration files start with the text', ({ block }) => {
        const notice = /const notice = '([^']+)'/.exec(block.code)[1];
        for (const file of ['dist/index.js', 'dist/index.css', 'dist/index.d.ts']) expectEqual(notice, s.read(file).split('\n')[0], `the first line of ${file}`);
      }),
  }),
  option('build-type', {
    check: (s) =>
      s.check('build-type', 'bundleless: one output file per source file, folders kept', () => {
        const sources = s.list('src').filter((f) => !f.endsWith('.d.ts'));
        const expected = sources.map((f) => f.replace(/\.tsx?$/, '.js').replace(/\.less$/, '.css').replace(/^assets\/logo\.svg$/, 'assets/logo.d85a09e5.svg'));
        expectFiles(expected.map((f) => `dist/es/${f}`), dist(s).filter((f) => !f.endsWith('.d.ts')), 'the JS, CSS and asset files');
      }),
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
      s.check('define', 'the constants become string literals, not quoted twice', ({ spansBefore }) => {
        const out = s.read('dist/index.js');
        const literal = spansBefore.find((t) => t.startsWith('"'));
        expect(out.includes(`var version = ${literal}`) && out.includes('var mode = "production"'), `dist/index.js:\n${out}`);
        expect(!out.includes('\\"1.0.0\\"'), 'dist/index.js quotes the value twice');
      }),
  }),
  {
    name: 'build-config-side-effects',
    page,
    marks: [],
    async run(s) {
      s.write('package.json', `${JSON.stringify({ name: 'my-lib', version: '1.0.0' }, null, 2)}\n`);
      s.write('src/index.ts', "import './polyfill';\nimport './global.css';\nimport 'ui-lib/style.css';\n\nexport const answer = 42;\n");
      s.write('src/polyfill.ts', '(globalThis as any).polyfilled = true;\n');
      s.write('src/global.css', '.global-rule {\n  color: red;\n}\n');
      s.write('node_modules/ui-lib/package.json', `${JSON.stringify({ name: 'ui-lib', version: '1.0.0', sideEffects: false }, null, 2)}\n`);
      s.write('node_modules/ui-lib/style.css', '.ui-lib-rule {\n  color: blue;\n}\n');
      s.write('modern.config.ts', "import { defineConfig, moduleTools } from '@modern-js/module-tools';\n\nexport default defineConfig({\n  plugins: [moduleTools()],\n  buildConfig: { buildType: 'bundle', format: 'esm', input: ['src/index.ts'], sideEffects: false, dts: false },\n});\n");
      const run = await s.build();
      s.checkSection(page, 'side-effects', "with false, a JS import for its side effects is dropped with esbuild's warning, style imports (a package's too) are kept", ({ text }) => {
        const spans = codeSpans(text);
        expect(spans.includes("import './polyfill'") && spans.includes("import './global.css'") && spans.includes('"sideEffects": false'), 'the section no longer names the imports of the run');
        expect(!/polyfilled/.test(s.read('dist/index.js')), `dist/index.js has the code of src/polyfill.ts:\n${s.read('dist/index.js')}`);
        expectQuoted(spans.find((t) => t.startsWith('Ignoring this import')), run, "esbuild's warning");
        expect(spans.includes('dist/index.css'), 'the section no longer names dist/index.css');
        const css = s.read('dist/index.css');
        expect(css.includes('.global-rule') && css.includes('.ui-lib-rule'), `dist/index.css lacks the rules of src/global.css or ui-lib/style.css:\n${css}`);
      });
    },
  },
  {
    name: 'build-config-shims',
    page,
    marks: [EXAMPLE, 'shims'],
    async run(s) {
      s.files(EXAMPLE);
      s.files('shims', { as: 'modern.config.ts' });
      const config = s.read('modern.config.ts');
      s.write('src/index.ts', 'export const dir = __dirname;\nexport const file = __filename;\n');
      s.write('src/node.d.ts', 'declare const __dirname: string;\ndeclare const __filename: string;\n');
      s.write('probe.mjs', "import('./dist/index.js').then((m) => console.log(JSON.stringify({ ...m })), (e) => { console.log(String(e)); process.exitCode = 1; });\n");
      s.write('probe.cjs', "console.log(JSON.stringify({ ...require('./dist/index.js') }));\n");
      const load = async (probe = 'probe.mjs') => s.shell(`node --no-warnings ${probe}`);
      await s.build();
      const shown = await load();
      // The page's default target instead of its es2020: the build succeeds, the import throws.
      s.write('modern.config.ts', config.replace(/^\s*target: 'es2020',\n/m, ''));
      const withoutTarget = await s.build();
      const broken = await load();
      // cjs output: import.meta.url, whatever the target (here the default one).
      s.write('modern.config.ts', config.replace(/^\s*target: 'es2020',\n/m, '').replace("format: 'esm'", "format: 'cjs'"));
      s.write('src/index.ts', 'export const url = import.meta.url;\n');
      await s.build();
      const cjs = await load('probe.cjs');
      s.check('shims', 'with the target, the ESM output gives its own folder and path; with the default target it builds without a warning and the import throws the quoted error; cjs output gets import.meta.url', ({ spansBefore }) => {
        expect(config.includes("target: 'es2020'") && spansBefore.includes('es2020'), "the block or the prose before it no longer sets target: 'es2020'");
        expectEqual(0, shown.status, `importing dist/index.js (${shown.output})`);
        expectEqual({ dir: path.join(s.dir, 'dist'), file: path.join(s.dir, 'dist/index.js') }, JSON.parse(shown.output), '__dirname and __filename of dist/index.js');
        expect(!/warn/i.test(withoutTarget.output), `without the target, the build warns:\n${withoutTarget.output}`);
        expectQuoted(quoted(spansBefore, 'ERR_INVALID_ARG_TYPE', broken), broken, 'the import error without the target');
        expectEqual(pathToFileURL(path.join(s.dir, 'dist/index.js')).href, JSON.parse(cjs.output).url, 'import.meta.url in the cjs output');
      });
    },
  },
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
      s.check('externals', "a string covers only its specifier ('lodash'), a regular expression the subpaths (lodash/merge)", ({ spansBefore }) => {
        const out = s.read('dist/index.js');
        expect(spansBefore.includes("'lodash'") && spansBefore.includes("'lodash/merge'"), 'the page no longer names these specifiers');
        for (const spec of ['lodash', 'lodash/merge']) expect(out.includes(`require("${spec}")`), `dist/index.js has no require("${spec}")`);
      }),
  }),
  option('format', {
    check: (s) =>
      s.check('format', 'an esm bundle, and a umd bundle converted from ESM by SWC', () => {
        expect(/^export \{/m.test(s.read('dist/es/index.js')), 'dist/es/index.js has no export statement');
        expect(s.read('dist/umd/index.js').startsWith('(function(global, factory) {'), 'dist/umd/index.js does not start with the UMD function');
      }),
  }),
  option('input', {
    prepare: (s) => s.write('src/cli.ts', "export const run = (argv: string[]) => argv.length;\n"),
    check: (s) => s.check('input', 'an object entry writes one file per name', () => ['dist/index.js', 'dist/cli.js'].forEach((f) => expect(s.exists(f), `${f} was not written`))),
  }),
  {
    // The quick-start project with a module and its test next to it: `!` patterns in input, their order, and
    // the declarations, which follow the tsconfig and not input.
    name: 'build-config-input-exclude',
    page,
    marks: [QUICK_START, 'input-exclude', 'input-exclude-tsconfig'],
    async run(s) {
      s.files(QUICK_START);
      const spans = s.spansAfter('input-exclude');
      const [source, test] = ['src/utils/format.ts', 'src/utils/format.test.ts'];
      expect(spans.includes(source) && spans.includes(test), `the prose no longer names ${source} and ${test}`);
      s.write(source, 'export const format = (name: string): string => name.trim();\n');
      s.write(test, "import { format } from './format';\n\nif (format(' a ') !== 'a') throw new Error('format');\n");
      s.files('input-exclude', { as: 'modern.config.ts' });
      await s.build();
      const excluded = dist(s);
      const reversedInput = spans.find((t) => /^\['!/.test(t));
      s.write('modern.config.ts', s.read('modern.config.ts').replace(/input: \[[^\]]*\]/, `input: ${reversedInput}`));
      fs.rmSync(path.join(s.dir, 'dist'), { recursive: true, force: true });
      await s.build(['--no-dts']);
      const reversed = dist(s);
      s.check('input-exclude', 'the ! pattern leaves the test out of the JS, not out of the declarations; before the pattern it narrows, it leaves nothing out', ({ para, prose }) => {
        const [js, testJs] = paths(codeSpans(para), 'dist/');
        expect(excluded.includes(js) && !excluded.includes(testJs), `with the ! pattern, dist has ${excluded.join(', ')}`);
        expect(reversed.includes(testJs), `with ${reversedInput}, dist has ${reversed.join(', ')}`);
        const testDts = paths(codeSpans(prose), 'dist/').find((f) => f.endsWith('.test.d.ts'));
        expect(testDts && excluded.includes(testDts), `the same build does not write ${testDts}: ${excluded.join(', ')}`);
      });
      s.files('input-exclude-tsconfig');
      s.files('input-exclude', { as: 'modern.config.ts' });
      fs.rmSync(path.join(s.dir, 'dist'), { recursive: true, force: true });
      await s.build();
      const fixed = dist(s);
      s.check('input-exclude-tsconfig', 'with the test excluded in the tsconfig, no declaration for it', ({ paraSpans }) => {
        const [dts, testDts] = paths(paraSpans, 'dist/');
        expect(fixed.includes(dts) && !fixed.includes(testDts), `dist has ${fixed.join(', ')}`);
      });
    },
  },
  option('out-dir', {
    check: (s) => s.check('out-dir', 'the output goes to ./lib', () => expect(s.exists('lib/index.js') && !s.exists('dist'), `lib has ${s.list('lib')}, dist exists: ${s.exists('dist')}`)),
  }),
  option('out-dir-kept', {
    on: 'guide/basic/modify-output-product.mdx',
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
    async check(s) {
      const bundled = s.exists('dist/index.js.map') ? JSON.parse(s.read('dist/index.js.map')) : null;
      const lastLine = s.read('dist/index.js').trimEnd().split('\n').at(-1);
      s.check('source-map', 'true writes .map files and adds the sourceMappingURL comment', ({ spansBefore }) => {
        expect(spansBefore.includes('sourceMappingURL') && bundled, 'dist/index.js.map was not written');
        expectEqual('//# sourceMappingURL=index.js.map', lastLine, 'the last line of dist/index.js');
      });
      // modern.js#4765: the sources a map names, in a bundle and in bundleless files, compiled by esbuild alone and by SWC.
      /** Every map of dist whose sources are not exactly the one file it was built from. */
      const strayMaps = () => s.list('dist').filter((f) => f.endsWith('.js.map')).flatMap((f) => {
        const { sources } = JSON.parse(s.read(`dist/${f}`));
        const own = path.posix.relative(path.posix.dirname(`dist/${f}`), `src/${f.replace(/\.js\.map$/, '')}`);
        return sources.length === 1 && sources[0].replace(/\.[jt]sx?$/, '') === own ? [] : [`${f}: ${JSON.stringify(sources)}`];
      });
      s.variant({ buildType: 'bundleless', dts: false });
      await s.build();
      const strayWithoutSwc = strayMaps();
      s.variant({ buildType: 'bundleless', target: 'es5', dts: false });
      await s.build();
      const strayWithSwc = strayMaps();
      s.check('source-map', 'each map names its sources from its own folder and carries their text; bundleless maps name their own source, with SWC too', ({ para, paraSpans }) => {
        const [first, nested] = paraSpans.filter((t) => /^(\.\.\/)+src\//.test(t));
        expect(bundled.sources.includes(first), `dist/index.js.map names ${JSON.stringify(bundled.sources)}`);
        expect(bundled.sourcesContent?.length === bundled.sources.length && bundled.sourcesContent.every((t) => typeof t === 'string' && t.length), 'dist/index.js.map does not carry the text of every source');
        expect(para.includes("`target: 'es5'`") && /@swc\/helpers/.test(s.read('dist/components/Button.js')), 'the bundleless build did not go through SWC with target es5');
        expectEqual([], strayWithoutSwc, 'bundleless maps (esbuild alone) that do not name their own source');
        expectEqual([], strayWithSwc, 'bundleless maps (SWC, target es5) that do not name their own source');
        const file = paths(paraSpans, 'dist/').find((f) => f.endsWith('.js.map') && f !== 'dist/index.js.map');
        const map = JSON.parse(s.read(file));
        expectEqual([nested], map.sources, `the sources of ${file}`);
      });
    },
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
    on: 'guide/basic/modify-output-product.mdx',
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
    // modern.js#4794: the paths of a tsconfig in another folder, read from its own baseUrl; and what a
    // baseUrl that points into src does to the declarations of a bundleless task.
    name: 'build-config-tsconfig-paths',
    page,
    marks: [QUICK_START, 'tsconfig-paths'],
    async run(s) {
      s.files(QUICK_START);
      s.files('tsconfig-paths');
      // The paragraph after the last of the two blocks.
      const paraOf = (p) => proseAfter(p, p.blocks.filter((b) => b.outcome === 'tsconfig-paths').at(-1)).replace(/^\s*\n/, '').split(/\n\s*\n/)[0];
      const spans = codeSpans(paraOf(s.block('tsconfig-paths').page));
      const source = spans.find((t) => /^export .* from '~\//.test(t));
      const target = paths(spans, 'src/').find((f) => f.startsWith('src/lib/'));
      s.write(target, "export const version = '1.0.0';\n");
      s.write('src/index.ts', `${source}\n`);
      await s.build();
      const good = { js: s.read('dist/index.js'), dts: s.read('dist/index.d.ts') };
      const file = 'configs/tsconfig.build.json';
      const config = JSON.parse(s.read(file));
      const baseUrl = JSON.parse(spans.find((t) => t.startsWith('"baseUrl"')).replace(/^/, '{').replace(/$/, '}')).baseUrl;
      const alias = JSON.parse(spans.find((t) => t.startsWith('"~/*"')).replace(/^/, '{').replace(/$/, '}'));
      s.write(file, `${JSON.stringify({ ...config, compilerOptions: { ...config.compilerOptions, baseUrl, paths: alias } }, null, 2)}\n`);
      await s.build();
      const intoSrc = { js: s.read('dist/index.js'), dts: s.read('dist/index.d.ts') };
      s.check('tsconfig-paths', "the alias resolves from the file's own baseUrl, in the JS and the declarations", ({ page: p }) => {
        const paraSpans = codeSpans(paraOf(p));
        const js = paraSpans.find((t) => /^"\.\//.test(t));
        const dts = paraSpans.find((t) => /^export .* from '\.\//.test(t));
        expect(js && good.js.includes(`from ${js}`), `dist/index.js does not import from ${js}:\n${good.js}`);
        expect(good.dts.includes(dts), `dist/index.d.ts has no ${dts}:\n${good.dts}`);
      });
      s.check('tsconfig-paths', 'a baseUrl into src: the same JS, a declaration path outside dist', ({ page: p }) => {
        const paraSpans = codeSpans(paraOf(p));
        expect(paraSpans.includes('"baseUrl": "../src"'), 'the paragraph no longer names "baseUrl": "../src"');
        expect(intoSrc.js === good.js, `with baseUrl ${baseUrl}, dist/index.js differs:\n${intoSrc.js}`);
        const specifier = /from '([^']+)'/.exec(intoSrc.dts)?.[1] ?? '';
        expect(path.posix.normalize(path.posix.join('dist', specifier)).startsWith('../') || path.posix.join('dist', specifier) === 'lib/version', `with baseUrl ${baseUrl}, dist/index.d.ts imports ${specifier}, inside dist:\n${intoSrc.dts}`);
      });
    },
  },
  {
    name: 'build-config-tsconfig-extends',
    page,
    marks: [EXAMPLE, 'tsconfig-extends'],
    async run(s) {
      s.files(EXAMPLE);
      s.files('tsconfig-extends');
      s.write('src/index.ts', `${s.read('src/index.ts')}
const injectable = (): ClassDecorator => () => {};

export class Logger {}

@injectable()
export class Service {
  constructor(readonly logger: Logger) {}
}
`);
      s.write('modern.config.ts', "import { defineConfig, moduleTools } from '@modern-js/module-tools';\n\nexport default defineConfig({\n  plugins: [moduleTools()],\n});\n");
      await s.build();
      const inherited = s.read('dist/index.js');
      // The same build without the setting in the base file: esbuild alone compiles the decorator.
      const base = JSON.parse(s.read('tsconfig.base.json'));
      delete base.compilerOptions.emitDecoratorMetadata;
      s.write('tsconfig.base.json', `${JSON.stringify(base, null, 2)}\n`);
      await s.build();
      const esbuildOnly = s.read('dist/index.js');
      s.check('tsconfig-extends', 'emitDecoratorMetadata set in the extended file turns on the SWC transform: the metadata helper is emitted', ({ page: p }) => {
        // The sentence follows the last of the two tsconfig blocks.
        const last = p.blocks.filter((b) => b.outcome === 'tsconfig-extends').at(-1);
        const [helper, key] = codeSpans(proseAfter(p, last).replace(/^\s*\n/, '').split(/\n\s*\n/)[0]).filter((t) => t.startsWith('_ts_') || t.startsWith('"design:'));
        expect(inherited.includes(`${helper}(${key}`), `dist/index.js does not call ${helper}(${key}, …):\n${inherited}`);
        expect(!esbuildOnly.includes(helper) && !esbuildOnly.includes(key), `without the setting, dist/index.js still has the metadata:\n${esbuildOnly}`);
        expect(/__decorateClass\(/.test(esbuildOnly), 'without the setting, dist/index.js has no decorator call of esbuild');
      });
    },
  },
  {
    name: 'build-config-asset',
    page,
    marks: [EXAMPLE, 'asset'],
    async run(s) {
      s.files(EXAMPLE);
      s.files('asset', { as: 'modern.config.ts' });
      await s.build();
      const bundled = s.read('dist/index.js');
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
      s.checkSection(page, 'asset-svgr', 'with SVGR off, a bundle gets a data: URL string for the small SVG, bundleless output imports the copied .svg', ({ text }) => {
        const spans = codeSpans(text);
        expect(spans.includes('data:') && spans.includes('.svg') && spans.includes('svgr'), 'the section no longer names data:, .svg and svgr');
        expect(bundled.includes('"data:image/svg+xml,') && !/svgr|createElement\(\s*"svg"|jsx\(\s*"svg"/.test(bundled), 'the bundle does not hold the SVG as a data: URL string');
        expect(/(from |require\()"\.\.\/[^"]+\.svg"/.test(s.read('dist/components/Button.js')), 'the bundleless Button.js does not import a .svg file');
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
