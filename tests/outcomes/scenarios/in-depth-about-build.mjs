// "The build in depth": the hook order seen by a plugin that records every hook it receives, bundle
// and bundleless output, import redirects, --no-dts with npm-component, and the compiler hooks.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, proseAfter, codeSpans, loadSite } from '../../content/docs.mjs';
import { hookNames } from '../../content/examples.mjs';
import { EXAMPLE, QUICK_START, paths, section, expect, expectEqual, expectFiles } from '../lib.mjs';
import { expectExitCode, expectQuoted, quoted } from '../quotes.mjs';

const page = 'guide/advance/in-depth-about-build.mdx';
const NPM_COMPONENT = 'api/config/build-preset.mdx#npm-component';

/** The first paragraph after the last block of a mark (a claim that follows several blocks), and its code spans. */
function lastPara(page, mark) {
  const last = page.blocks.filter((b) => b.outcome === mark).at(-1);
  const para = proseAfter(page, last).replace(/^\s*\n/, '').split(/\n\s*\n/)[0];
  return { para, spans: codeSpans(para) };
}

/** A plugin that appends the name of every hook it receives to hooks.log, and passes each value on. */
const tracer = (names) => `import fs from 'fs';
import type { CliPlugin, ModuleTools } from '@modern-js/module-tools';

export const tracePlugin = (): CliPlugin<ModuleTools> => ({
  name: 'trace-hooks',
  setup() {
    const hooks: Record<string, (value?: unknown) => unknown> = {};
    for (const name of ${JSON.stringify(names)}) {
      hooks[name] = (value?: unknown) => {
        fs.appendFileSync('hooks.log', name + '\\n');
        return value;
      };
    }
    return hooks as any;
  },
});
`;

/** The shown order: one step per line, "a → b" in sequence, "x ×3, y ×3 (interleaved)" as a group. */
function shownOrder(text) {
  return text
    .split('\n')
    .filter((l) => l.trim())
    .flatMap((line) => {
      const hooks = [...line.matchAll(/([a-zA-Z]+)(?: ×(\d+))?/g)].filter((m) => m[1] !== 'interleaved').flatMap((m) => Array(Number(m[2] ?? 1)).fill(m[1]));
      return /interleaved/.test(line) ? [{ group: hooks }] : hooks.map((h) => ({ hook: h }));
    });
}

export default [
  {
    name: 'depth-hook-order',
    page,
    marks: [EXAMPLE, 'hook-order'],
    async run(s) {
      s.files(EXAMPLE);
      s.write('trace-hooks.ts', tracer(hookNames()));
      s.write('modern.config.ts', "import { defineConfig, moduleTools } from '@modern-js/module-tools';\nimport { tracePlugin } from './trace-hooks';\n\nexport default defineConfig({\n  plugins: [moduleTools(), tracePlugin()],\n  buildPreset: 'npm-library',\n});\n");
      await s.build();
      const seen = s.read('hooks.log').trim().split('\n');
      s.check('hook-order', 'the hooks a plugin receives on modern build with npm-library, in order', ({ block }) => {
        const shown = shownOrder(block.code);
        const flat = shown.flatMap((step) => step.group ?? [step.hook]);
        expectEqual(flat.length, seen.length, `the number of hook calls (the build: ${seen.join(' → ')})`);
        let k = 0;
        for (const step of shown) {
          if (step.hook) expectEqual(step.hook, seen[k++], `hook call #${k}`);
          else {
            const real = seen.slice(k, (k += step.group.length));
            expectEqual([...step.group].sort(), [...real].sort(), `the interleaved calls (the build: ${real.join(', ')})`);
          }
        }
      });
    },
  },
  {
    name: 'depth-modes',
    page,
    marks: [EXAMPLE, 'depth-modes'],
    async run(s) {
      s.files(EXAMPLE);
      s.files('depth-modes');
      await s.build();
      s.check('depth-modes', 'one source tree, bundled and bundleless', ({ para }) => {
        const [bundle, bundleless] = para.split(/, and `dist\/bundleless`|，`dist\/bundleless`/);
        expectFiles(paths(bundle.match(/`[^`]+`/g).map((t) => t.slice(1, -1))), s.list('dist/bundle'), 'the files of dist/bundle');
        expectFiles(paths(bundleless.match(/`[^`]+`/g).map((t) => t.slice(1, -1))), s.list('dist/bundleless'), 'the files of dist/bundleless');
        expect(!/\.css/.test(s.read('dist/bundle/index.js')), 'the bundle imports its CSS file');
      });
    },
  },
  {
    // modern.js#6031: in bundleless output resolve.alias keeps a package name, alias makes a path of it.
    name: 'depth-resolve-alias-package',
    page,
    marks: [QUICK_START, 'resolve-alias-package'],
    async run(s) {
      s.files(QUICK_START);
      s.files('resolve-alias-package', { as: 'modern.config.ts' });
      const spans = codeSpans(s.paraAfter('resolve-alias-package'));
      const imports = spans.filter((t) => /^import .* from '/.test(t));
      expectEqual(2, imports.length, `the source imports the paragraph shows: ${imports.join(' | ')}`);
      s.write('src/index.ts', `${imports.join('\n')}\n\nexport const later = debounce;\nexport const run = helper;\n`);
      s.write('src/utils.ts', 'export const helper = (name: string) => `hello ${name}`;\n');
      // No declarations: the quick start does not install lodash or its types, and the claims are about the JS.
      await s.build(['--no-dts']);
      const byResolveAlias = s.read('dist/index.js');
      const task = (extra) => ({ buildType: 'bundleless', format: 'esm', input: ['src'], ...extra });
      await s.buildCases([
        { name: 'alias', task: task({ alias: { lodash: 'lodash-es' } }) },
        { name: 'bare', task: task({ resolve: { alias: { lodash: 'lodash-es', '@': 'src' } } }) },
        { name: 'dotted', task: task({ resolve: { alias: { lodash: 'lodash-es', '@': './src' } } }) },
      ]);
      const outputs = Object.fromEntries(['alias', 'bare', 'dotted'].map((n) => [n, s.read(`dist/${n}/index.js`)]));
      s.check('resolve-alias-package', 'resolve.alias keeps the package name, alias writes a path, a path needs its ./', ({ paraSpans }) => {
        const written = paraSpans.filter((t) => /^import .* from "/.test(t));
        expectEqual(3, written.length, `the output imports the paragraph shows: ${written.join(' | ')}`);
        const [kept, bare, dotted] = written;
        expect(byResolveAlias.includes(kept), `dist/index.js with the page's config has no ${kept}:\n${byResolveAlias}`);
        // A resolve.alias that is not empty replaces alias and its default @ entry (the quick start has no tsconfig paths).
        expect(byResolveAlias.includes('from "@/utils"') && paraSpans.includes("'@': './src'"), `with the page's config, @/utils was rewritten, or the paragraph no longer adds '@': './src':\n${byResolveAlias}`);
        const relative = paraSpans.find((t) => /^"\.\.\//.test(t));
        expect(relative && outputs.alias.includes(`from ${relative}`), `with alias, dist/index.js does not import ${relative}:\n${outputs.alias}`);
        expect(outputs.bare.includes(bare), `with '@': 'src', the output has no ${bare}:\n${outputs.bare}`);
        expect(outputs.dotted.includes(dotted), `with '@': './src', the output has no ${dotted}:\n${outputs.dotted}`);
        for (const [n, out] of Object.entries(outputs).filter(([n]) => n !== 'alias')) expect(out.includes('from "lodash-es"'), `${n}: the package name was not kept:\n${out}`);
      });
    },
  },
  {
    name: 'depth-redirect',
    page,
    marks: [EXAMPLE, 'depth-button', 'depth-redirect', 'depth-button-output', 'depth-reexport', 'depth-import-call', 'depth-redirect-off'],
    async run(s) {
      s.files(EXAMPLE);
      s.files('depth-button');
      s.files('depth-reexport');
      s.files('depth-import-call');
      s.write('src/utils/index.ts', 'export const helper = (label: string) => label.toUpperCase();\n');
      const tsPaths = JSON.parse(s.spansAfter('depth-button-output').find((t) => t.startsWith('"paths"')).replace(/^/, '{').replace(/$/, '}')).paths;
      const tsconfig = JSON.parse(s.read('tsconfig.json'));
      tsconfig.compilerOptions.paths = tsPaths;
      s.write('tsconfig.json', `${JSON.stringify(tsconfig, null, 2)}\n`);
      s.files('depth-redirect', { as: 'modern.config.ts' });
      await s.build();
      s.same('depth-button-output', 'the rewritten imports of dist/components/Button.js', s.read('dist/components/Button.js'), { excerpt: true });
      const entry = s.read('dist/index.js');
      const entryTypes = s.read('dist/index.d.ts');
      s.check('depth-reexport', 'the alias of a re-export is rewritten like that of an import', ({ paraSpans }) => {
        const line = paraSpans.find((t) => t.startsWith('export * from'));
        expect(line && entry.includes(line), `dist/index.js does not have ${line}:\n${entry}`);
        expect(!entry.includes('@/utils'), `dist/index.js still names @/utils:\n${entry}`);
      });
      s.check('depth-import-call', 'an alias in an import() call with a comment is rewritten too', ({ paraSpans }) => {
        const lazy = s.read('dist/lazy.js');
        const [file, from, to] = [paraSpans.find((t) => t.startsWith('dist/')), paraSpans.find((t) => t.startsWith("'")), paraSpans.find((t) => t.startsWith('"'))];
        expectEqual('dist/lazy.js', file, 'the file the paragraph names');
        expect(/import\(\s*\/\* webpackChunkName: "utils" \*\/\s*"\.\/utils"\s*\)/.test(lazy) && to === '"./utils"', `dist/lazy.js does not have import(/* webpackChunkName: "utils" */ ${to}):\n${lazy}`);
        expect(!lazy.includes(from.slice(1, -1)), `dist/lazy.js still names ${from}:\n${lazy}`);
      });
      s.files('depth-redirect-off', { as: 'modern.config.ts' });
      await s.build(['--no-dts']);
      s.check('depth-redirect-off', 'with style and alias redirects off, the original specifiers stay', ({ para }) => {
        const out = s.read('dist/components/Button.js');
        expect(out.includes('import "./Button.less"') && para.includes('`import "./Button.less"`'), 'dist/components/Button.js does not keep import "./Button.less"');
        expect(!s.exists('dist/components/Button.less') && s.exists('dist/components/Button.css'), 'the build wrote Button.less, or no Button.css');
        expect(out.includes('from "@/utils"'), 'dist/components/Button.js does not keep @/utils');
      });
      s.check('depth-redirect-off', 'with the first config, the declarations get the alias rewrite too, from the paths of the tsconfig', ({ prose }) => {
        const line = codeSpans(prose).find((t) => t.startsWith('export * from') && t.endsWith(';'));
        expect(line && entryTypes.includes(line), `dist/index.d.ts does not have ${line}:\n${entryTypes}`);
        expect(!entryTypes.includes('@/utils'), `dist/index.d.ts still names @/utils:\n${entryTypes}`);
        const dts = fs.readFileSync(path.join(ROOT, 'node_modules/@modern-js/module-tools/dist/utils/dts.js'), 'utf8');
        const rewrite = /const processDtsFilesAfterTsc = [\s\S]*?\n};/.exec(dts)?.[0] ?? '';
        expect(/loadConfig\)\(tsconfigPath\)/.test(rewrite) && /createMatchPath\)\(absoluteBaseUrl, paths/.test(rewrite), 'the declarations are no longer rewritten from the paths of the tsconfig');
      });
      // A baseUrl inside src: the declaration rewrite takes the sources to be in <baseUrl>/src.
      const intoSrc = section(loadSite().get('en', page), 'bundleless-redirect').split(/\n\s*\n/).find((p) => p.includes('"baseUrl": "./src"'));
      const option = (start) => JSON.parse(`{ ${codeSpans(intoSrc).find((t) => t.startsWith(start))} }`);
      s.write('tsconfig.json', `${JSON.stringify({ ...tsconfig, compilerOptions: { ...tsconfig.compilerOptions, ...option('"baseUrl": "./src"'), ...option('"paths"') } }, null, 2)}\n`);
      s.files('depth-redirect', { as: 'modern.config.ts' });
      const intoSrcRun = await s.build();
      const [intoSrcJs, intoSrcTypes] = [s.read('dist/index.js'), s.read('dist/index.d.ts')];
      s.checkSection(page, 'bundleless-redirect', 'with a baseUrl inside src, the JS stays right and the declarations point outside dist', ({ text }) => {
        const paragraph = text.split(/\n\s*\n/).find((p) => p.includes('"baseUrl": "./src"'));
        expect(paragraph, 'the section no longer has the paragraph on "baseUrl": "./src"');
        const line = codeSpans(paragraph).find((t) => t.startsWith('export * from'));
        expect(intoSrcJs === entry, `with that baseUrl, dist/index.js differs:\n${intoSrcJs}`);
        expect(line && line.includes("'../") && intoSrcTypes.includes(line), `dist/index.d.ts does not have ${line}:\n${intoSrcTypes}`);
        expect(!/^\s*(warn|error)\b/m.test(intoSrcRun.output), `the build printed a warning:\n${intoSrcRun.output}`);
      });
    },
  },
  {
    name: 'depth-no-dts',
    page,
    marks: [EXAMPLE, NPM_COMPONENT, 'depth-no-dts'],
    async run(s) {
      s.files(EXAMPLE);
      s.files(NPM_COMPONENT, { as: 'modern.config.ts' });
      await s.build(['--no-dts']);
      s.check('depth-no-dts', 'with npm-component, --no-dts fills dist/types with JS, styles and assets', ({ prose }) => {
        const info = prose.split(/\n\s*\n/).find((p) => p.includes('`.d.ts`'));
        expectFiles(paths(info.match(/`[^`]+`/g).map((t) => t.slice(1, -1))), s.list('dist/types'), 'the files of dist/types');
      });
    },
  },
  {
    name: 'depth-incremental',
    page,
    marks: [EXAMPLE, 'depth-incremental'],
    async run(s) {
      s.files(EXAMPLE);
      s.files('depth-incremental');
      const info = 'tsconfig.tsbuildinfo';
      const inode = () => (s.exists(info) ? fs.statSync(path.join(s.dir, info)).ino : null);
      await s.build();
      const first = inode();
      await s.build();
      const second = inode();
      const declarations = s.list('dist').filter((f) => f.endsWith('.d.ts'));
      // What the deletion prevents: the same tsc emit, with the old build info left, into an emptied dist.
      fs.rmSync(path.join(s.dir, 'dist'), { recursive: true, force: true });
      const tsc = await s.shell(`node ${path.join(ROOT, 'node_modules/typescript/bin/tsc')} -p tsconfig.json --declarationDir dist --declaration --emitDeclarationOnly`);
      const byHand = s.list('dist');
      // composite, the other setting the clear step looks for: two builds without rootDir, one with it.
      const tsconfig = JSON.parse(s.read('tsconfig.json'));
      delete tsconfig.compilerOptions.incremental;
      tsconfig.compilerOptions.composite = true;
      s.write('tsconfig.json', `${JSON.stringify(tsconfig, null, 2)}\n`);
      await s.build();
      const compositeFirst = inode();
      const compositeFirstDeclarations = s.list('dist').filter((f) => f.endsWith('.d.ts'));
      await s.build();
      const compositeDeclarations = s.list('dist').filter((f) => f.endsWith('.d.ts'));
      const compositeSecond = inode();
      // The page's advice for composite: "rootDir": "src".
      tsconfig.compilerOptions.rootDir = 'src';
      s.write('tsconfig.json', `${JSON.stringify(tsconfig, null, 2)}\n`);
      await s.build();
      const rootDirDeclarations = s.list('dist').filter((f) => f.endsWith('.d.ts'));
      s.check('depth-incremental', 'with incremental (and composite), each build deletes and rewrites tsconfig.tsbuildinfo and writes every declaration; tsc alone with the old file writes none', ({ page: p }) => {
        const { spans } = lastPara(p, 'depth-incremental');
        expect(spans.includes(info), `the page no longer names ${info}`);
        expect(first !== null && second !== null && first !== second, `${info} was not deleted and written again (inodes ${first}, ${second})`);
        expectFiles(paths(spans, 'dist/').filter((f) => f.endsWith('.d.ts')).map((f) => f.replace('dist/', '')), declarations, 'the declarations of the second build');
        expectEqual(0, tsc.status, `the exit code of tsc (output:\n${tsc.output})`);
        expectFiles([], byHand, 'the files tsc wrote with the old build info');
        expect(/`incremental` [^\n]*`composite`/.test(section(p, 'type-declaration-files')), 'the rules no longer name incremental and composite');
        expect(compositeFirst !== null && compositeSecond !== null && compositeFirst !== compositeSecond, `with composite, ${info} was not deleted and written again`);
        const composite = codeSpans(proseAfter(p, p.blocks.filter((b) => b.outcome === 'depth-incremental').at(-1)).replace(/^\s*\n/, '').split(/\n\s*\n/)[1] ?? '');
        expect(composite.includes('"rootDir": "src"'), 'the paragraph about composite no longer names "rootDir": "src"');
        const underSrc = paths(composite, 'dist/').map((f) => f.replace('dist/', ''));
        expectFiles(underSrc, compositeFirstDeclarations, 'the declarations with composite and no rootDir (first build)');
        expectFiles(underSrc, compositeDeclarations, 'the declarations with composite and no rootDir (second build)');
        expectFiles(declarations, rootDirDeclarations, 'the declarations with composite and "rootDir": "src"');
      });
    },
  },
  {
    name: 'depth-no-clear',
    page,
    marks: [EXAMPLE, 'depth-incremental', 'depth-no-clear'],
    async run(s) {
      s.files(EXAMPLE);
      s.files('depth-incremental');
      await s.build();
      const declarations = (dir = 'dist') => s.list(dir).filter((f) => f.endsWith('.d.ts'));
      const before = declarations();
      const { block } = s.block('depth-no-clear');
      expect(block.code.split('\n')[0].trim() === 'rm -rf dist', 'the block no longer starts with rm -rf dist');
      fs.rmSync(path.join(s.dir, 'dist'), { recursive: true, force: true });
      const [args] = block.code.split('\n').filter((l) => /npx modern /.test(l)).map((l) => l.replace(/^.*npx modern /, '').trim().split(/\s+/));
      const kept = await s.modern(args);
      const afterNoClear = s.list('dist');
      const cleared = await s.build();
      const clearedDeclarations = declarations();
      // A tsconfig that moves the build info: the emptying step does not find it.
      const moved = s.spansAfter('depth-no-clear').find((t) => t.startsWith('"tsBuildInfoFile"'));
      const tsconfig = JSON.parse(s.read('tsconfig.json'));
      Object.assign(tsconfig.compilerOptions, JSON.parse(`{${moved}}`));
      s.write('tsconfig.json', `${JSON.stringify(tsconfig, null, 2)}\n`);
      await s.build();
      const movedFirst = declarations();
      const movedAgain = await s.modern(['build']);
      const movedSecond = s.list('dist');
      s.check('depth-no-clear', 'with tsBuildInfoFile moving the file, a second build writes the JS but no declaration, exit code 0', ({ prose }) => {
        const para = prose.split(/\n\s*\n/).find((t) => t.includes('tsBuildInfoFile'));
        expect(para && para.includes(moved), `the paragraph no longer names ${moved}`);
        expect(s.exists(JSON.parse(`{${moved}}`).tsBuildInfoFile), `the build info was not written to ${moved}`);
        expectEqual(before, movedFirst, 'the declarations of the first build with the moved build info');
        expectExitCode(para, movedAgain);
        expect(movedSecond.includes('index.js'), `the second build did not write dist/index.js: ${movedSecond.join(', ')}`);
        expectEqual([], movedSecond.filter((f) => f.endsWith('.d.ts')), 'the declarations of the second build with the moved build info');
      });
      s.check('depth-no-clear', 'with --no-clear after deleting dist: the JS again, no declaration, exit code 0; the next build writes them', ({ para, paraSpans }) => {
        expect(before.length > 0, 'the first build wrote no declaration');
        expectExitCode(para, kept);
        for (const file of paths(paraSpans, 'dist/')) expect(afterNoClear.includes(file.slice(5)), `${file} was not written with --no-clear`);
        expectEqual([], afterNoClear.filter((f) => f.endsWith('.d.ts')), 'the declarations written with --no-clear');
        expect(afterNoClear.some((f) => f.endsWith('.css')) && afterNoClear.some((f) => f.endsWith('.svg')), `the style or the asset was not written: ${afterNoClear.join(', ')}`);
        expectEqual(0, cleared.status, 'the exit code of the next build');
        expectEqual(before, clearedDeclarations, 'the declarations of the next build, without --no-clear');
      });
    },
  },
  {
    name: 'depth-dynamic-import',
    page,
    marks: [EXAMPLE, 'depth-dynamic-import', 'depth-dynamic-import-require', 'depth-dynamic-import-fix'],
    async run(s) {
      s.files(EXAMPLE, { only: ['package.json', 'tsconfig.json'] });
      s.files('depth-dynamic-import');
      s.files('depth-dynamic-import-require', { as: 'modern.config.ts' });
      await s.build();
      const required = s.read('dist/index.js');
      const failed = await s.shell('node try.cjs');
      // The same source in a bundle task, for the sentence about bundle mode.
      s.variant({ buildType: 'bundle' });
      await s.build();
      const bundled = s.read('dist/index.js');
      s.files('depth-dynamic-import-fix', { as: 'modern.config.ts' });
      await s.build();
      const kept = s.read('dist/index.js');
      const fixed = await s.shell('node try.cjs');
      s.check('depth-dynamic-import-require', 'bundleless cjs turns import() into require(), and Node.js refuses to require the ES module with top-level await', ({ page: p, para, paraSpans }) => {
        const call = paraSpans.find((t) => t.startsWith('require('));
        expect(required.includes(call) && !/\bimport\(/.test(required), `dist/index.js does not load the file with ${call}:\n${required}`);
        expectQuoted(quoted(paraSpans, 'top-level await', failed), failed);
        expectExitCode(para, failed);
        expect(/Bundle tasks keep `import\(\)`|bundle 任务中[^。]*仍通过 `import\(\)` 加载/.test(section(p, 'keep-dynamic-import')), 'the page no longer says that bundle tasks keep import()');
        expect(bundled.includes('import(file)'), `the bundle task does not keep import(file):\n${bundled}`);
      });
      s.check('depth-dynamic-import-fix', "with 'dynamic-import' supported, import() stays and the ES module loads", ({ para, paraSpans }) => {
        const call = paraSpans.find((t) => t.startsWith('import('));
        expect(kept.includes(call) && !kept.includes('require(file)'), `dist/index.js does not keep ${call}:\n${kept}`);
        expect(kept.includes('module.exports'), 'dist/index.js is no longer CommonJS');
        expectEqual(paraSpans.find((t) => t.startsWith('{ ')), fixed.output.trim(), 'what node try.cjs prints');
        expectExitCode(para, fixed);
      });
    },
  },
  {
    name: 'depth-hooks',
    page,
    marks: [EXAMPLE, 'depth-hooks'],
    async run(s) {
      s.files(EXAMPLE);
      s.write('src/index.ts', s.read('src/index.ts').replace('  const label', "  console.debug('loading', name);\n  const label"));
      s.files('depth-hooks');
      await s.build();
      const out = s.read('dist/index.js');
      s.check('depth-hooks', 'the header survives Terser, the debug call is stripped', () => {
        expectEqual('/*! index.js | MIT */', out.split('\n')[0], 'the first line of dist/index.js');
        expect(out.split('\n').length <= 3, `dist/index.js is not minified (${out.split('\n').length} lines)`);
        expect(!out.includes('console.debug'), 'dist/index.js still calls console.debug');
      });
    },
  },
  {
    name: 'depth-build-stamp',
    page,
    marks: [EXAMPLE, 'depth-build-stamp'],
    async run(s) {
      s.files(EXAMPLE);
      s.files('depth-build-stamp');
      const plugins = s.spansAfter('depth-build-stamp').find((t) => t.startsWith('plugins: ['));
      s.write('modern.config.ts', `import { defineConfig, moduleTools } from '@modern-js/module-tools';\nimport { buildStampPlugin } from './plugins/build-stamp';\n\nexport default defineConfig({\n  ${plugins},\n});\n`);
      await s.build();
      s.check('depth-build-stamp', 'registered as the page says, the plugin stamps every JS chunk', () => {
        expect(/\n\/\/ built \d{4}-\d\d-\d\dT[\d:.]+Z\n$/.test(s.read('dist/index.js')), 'dist/index.js does not end with the stamp');
      });
    },
  },
];

