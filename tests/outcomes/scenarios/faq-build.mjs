// The build FAQ (guide/faq/build.mdx), whose entries live in three fragments: each entry that names a
// message, an exit code or a symptom is run with its own block, then with the fix the entry gives.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, codeSpans, proseBefore } from '../../content/docs.mjs';
import { QUICK_START, EXAMPLE, watch, saves, linkModules, normaliseLog, parseTree, section, sentences, sizeTable, expect, expectEqual, expectFiles } from '../lib.mjs';
import { expectExitCode, expectQuoted, quoted, inLog, modernCommands, recordTasks, typeErrors } from '../quotes.mjs';

const EXCEPTION = 'components/faq-build-exception.mdx';
const PRODUCT = 'components/faq-build-product.mdx';
const OTHER = 'components/faq-build-other.mdx';

const NPM_LIBRARY = 'guide/basic/modify-output-product.mdx#mop-npm-library';
const NPM_COMPONENT = 'api/config/build-preset.mdx#npm-component';
const MOP_DEFAULT = 'guide/basic/modify-output-product.mdx#mop-default';

/** A config of two top-level entries, as a page names them in code spans. */
const HEADER = "import { defineConfig, moduleTools } from '@modern-js/module-tools';\n\nexport default defineConfig({\n  plugins: [moduleTools()],\n";
const configOf = (...entries) => `${HEADER}${entries.map((e) => `  ${e},\n`).join('')}});\n`;

/** The rest of the sentence after a quote (a quote may hold full stops of its own). */
const afterQuote = (prose, quote) => {
  const rest = prose.replace(/\n/g, ' ').slice(prose.replace(/\n/g, ' ').indexOf(quote) + quote.length);
  return rest.slice(0, rest.search(/[.。](\s|$)|$/));
};

/** A failing run: the quoted message is printed, the stated exit code is the real one, nothing was built. */
function failed(s, mark, run, fragment, { built = false } = {}) {
  s.check(mark, `the build stops with "${fragment}…" and the exit code the page states`, ({ para, paraSpans }) => {
    expectQuoted(quoted(paraSpans, fragment, run), run);
    expectExitCode(para, run);
    if (!built) expect(!s.exists('dist'), `the build wrote ${s.list('dist').join(', ')}`);
  });
}

const exception = [
  {
    name: 'faq-tsconfig-missing',
    page: EXCEPTION,
    marks: [QUICK_START, 'tsconfig-missing'],
    async run(s) {
      s.files(QUICK_START);
      s.files('tsconfig-missing', { as: 'modern.config.ts' });
      failed(s, 'tsconfig-missing', await s.modern(['build']), 'does not exist in your project');
      // The first fix of the page: create the file (here one that extends the project's tsconfig.json).
      const file = /tsconfig: '\.\/([^']+)'/.exec(s.read('modern.config.ts'))[1];
      s.write(file, '{ "extends": "./tsconfig.json" }\n');
      const fixed = await s.modern(['build']);
      s.check('tsconfig-missing', 'with the file created, the build succeeds', ({ prose }) => {
        expect(/Create the file|创建该文件/.test(prose), 'the page no longer says to create the file');
        expectEqual(0, fixed.status, `the exit code (output:\n${fixed.output})`);
        expect(s.exists('dist/types/index.d.ts'), 'dist/types/index.d.ts was not written');
      });
    },
  },
  {
    name: 'faq-swc-helpers',
    page: EXCEPTION,
    marks: [EXAMPLE, 'swc-helpers', 'swc-helpers-fix'],
    async run(s) {
      s.files(EXAMPLE);
      s.files('swc-helpers', { as: 'modern.config.ts' });
      const config = s.read('modern.config.ts');
      failed(s, 'swc-helpers', await s.modern(['build']), "'externalHelpers' configuration is currently enabled");
      const presets = s.spansAfter('swc-helpers').filter((t) => /^modern-js-/.test(t));
      const runs = [];
      for (const preset of presets) {
        s.write('modern.config.ts', configOf(`buildPreset: '${preset}'`));
        runs.push([preset, await s.modern(['build'])]);
      }
      s.check('swc-helpers', 'the presets that turn externalHelpers on stop in the same way', ({ para, paraSpans }) => {
        expectEqual(2, runs.length, 'the number of presets the page names');
        for (const [preset, run] of runs) {
          expectQuoted(quoted(paraSpans, "'externalHelpers' configuration is currently enabled", run), run, `the message with buildPreset '${preset}'`);
          expectExitCode(para, run, `the exit code with buildPreset '${preset}'`);
        }
      });
      // The fix: npm install <package> adds it to the dependencies of package.json (the scenario writes
      // that entry itself, with the version installed in node_modules, instead of running npm).
      const name = /npm install (\S+)/.exec(s.block('swc-helpers-fix').block.code)[1];
      const pkg = JSON.parse(s.read('package.json'));
      pkg.dependencies = { ...pkg.dependencies, [name]: `^${JSON.parse(s.read(`node_modules/${name}/package.json`)).version}` };
      s.write('package.json', `${JSON.stringify(pkg, null, 2)}\n`);
      s.write('modern.config.ts', config);
      const fixed = await s.modern(['build']);
      s.check('swc-helpers-fix', 'with @swc/helpers in dependencies the build succeeds, and the output requires the helper', ({ paraSpans }) => {
        expectEqual(0, fixed.status, `the exit code (output:\n${fixed.output})`);
        const helper = paraSpans.find((t) => t.startsWith(`${name}/`));
        expect(s.read('dist/index.js').includes(`require("${helper}")`), `dist/index.js does not require ${helper}`);
      });
    },
  },
  {
    name: 'faq-bundleless-umd',
    page: EXCEPTION,
    marks: [EXAMPLE, 'bundleless-umd', 'bundleless-umd-fix'],
    async run(s) {
      s.files(EXAMPLE);
      s.files('bundleless-umd', { as: 'modern.config.ts' });
      failed(s, 'bundleless-umd', await s.modern(['build']), 'when buildType is bundleless');
      const other = s.spansAfter('bundleless-umd').find((t) => t.startsWith('format:'));
      s.variant({ format: /'(\w+)'/.exec(other)[1] });
      failed(s, 'bundleless-umd', await s.modern(['build']), 'when buildType is bundleless');
      s.files('bundleless-umd-fix', { as: 'modern.config.ts' });
      const fixed = await s.modern(['build']);
      s.check('bundleless-umd-fix', 'npm-component-with-umd: bundleless cjs and esm, a UMD bundle, declarations', ({ paraSpans }) => {
        expectEqual(0, fixed.status, `the exit code (output:\n${fixed.output})`);
        const dirs = paraSpans.filter((t) => t.startsWith('dist/'));
        expectEqual(['dist/lib', 'dist/es', 'dist/umd', 'dist/types'], dirs, 'the folders the page names');
        for (const dir of ['dist/lib', 'dist/es']) expect(s.exists(`${dir}/components/Button.js`) && s.exists(`${dir}/index.js`), `${dir} is not one file per source file`);
        expect(s.list('dist/umd').filter((f) => f.endsWith('.js')).length === 1 && s.read('dist/umd/index.js').startsWith('(function(global, factory) {'), 'dist/umd does not hold one UMD bundle');
        expect(s.exists('dist/types/index.d.ts') && s.exists('dist/types/components/Button.d.ts'), 'dist/types has no declarations');
      });
    },
  },
  {
    name: 'faq-invalid-target',
    page: EXCEPTION,
    marks: [QUICK_START, 'invalid-target'],
    async run(s) {
      s.files(QUICK_START);
      s.files('invalid-target', { as: 'modern.config.ts' });
      const run = await s.modern(['build']);
      failed(s, 'invalid-target', run, 'Invalid target');
      s.check('invalid-target', 'the message sits in the boxed "bundle failed" message', ({ paraSpans }) => {
        expectQuoted(quoted(paraSpans, 'bundle failed', run), run, 'the title of the box');
        expect(/│ bundle failed:\s+│/.test(run.output), `no box titled bundle failed:\n${run.output}`);
      });
      const errors = await typeErrors(s, ['modern.config.ts']);
      const fixes = [];
      for (const target of s.spansAfter('invalid-target').filter((t) => /^es(next|20\d\d)$/.test(t) && t !== 'es2023')) {
        s.variant({ target });
        fixes.push([target, await s.modern(['build'])]);
      }
      s.check('invalid-target', 'es2022 and esnext build; TypeScript reports es2023', () => {
        expectEqual(['es2022', 'esnext'], fixes.map(([t]) => t), 'the targets the page proposes');
        for (const [target, fixed] of fixes) expectEqual(0, fixed.status, `the exit code with target '${target}' (output:\n${fixed.output})`);
        expect(errors['modern.config.ts'].some((e) => e.includes('"es2023"')), `tsc reports nothing about es2023 (${JSON.stringify(errors)})`);
      });
    },
  },
  {
    name: 'faq-type-errors',
    page: EXCEPTION,
    marks: [QUICK_START, 'type-error', 'abort-on-error', 'no-dts-once'],
    async run(s) {
      s.files(QUICK_START);
      const good = s.read('src/index.ts');
      s.files('type-error');
      failed(s, 'type-error', await s.modern(['build']), 'TS2322', { built: true });

      s.files('abort-on-error', { as: 'modern.config.ts' });
      const bundle = await s.modern(['build']);
      const bundleTypes = s.list('dist/types');
      s.write('modern.config.ts', s.read('modern.config.ts').replace("preset['npm-library']", "preset['npm-component']"));
      const bundleless = await s.modern(['build']);
      const bundlelessTypes = s.list('dist/types');
      s.check('abort-on-error', 'abortOnError: false: the bundle declaration task writes nothing, logs the error and exits with code 0; a bundleless one writes declarations', ({ before, spansBefore }) => {
        const logged = quoted(spansBefore, 'Failed to compile', bundle);
        expectQuoted(logged, bundle, 'the error of the declaration task');
        expectExitCode(afterQuote(before, logged), bundle);
        expect(spansBefore.includes('dist/types') && !bundleTypes.length, `dist/types holds ${bundleTypes.join(', ')}`);
        expect(/npm-component/.test(before), 'the page no longer names npm-component as the bundleless case');
        expectEqual(0, bundleless.status, `the exit code with npm-component (output:\n${bundleless.output})`);
        expect(bundlelessTypes.includes('index.d.ts'), `npm-component wrote no declarations (dist/types: ${bundlelessTypes.join(', ')})`);
      });

      s.files(QUICK_START, { only: ['modern.config.ts'] });
      const [args] = modernCommands(s.block('no-dts-once').block.code);
      fs.rmSync(`${s.dir}/dist`, { recursive: true, force: true });
      const once = await s.modern(args);
      const helpEn = await s.modern(['build', '--help']);
      const helpZh = await s.modern(['build', '--help'], { env: { LC_ALL: undefined, LC_MESSAGES: undefined, LANGUAGE: undefined, LANG: 'zh_CN.UTF-8' } });
      s.check('no-dts-once', '--no-dts: the build with the type error succeeds without declarations; the help text says the opposite', ({ lang, para }) => {
        expectEqual(0, once.status, `the exit code of modern ${args.join(' ')} (output:\n${once.output})`);
        expect(s.exists('dist/lib/index.js') && !s.exists('dist/types'), `dist holds ${s.list('dist').join(', ')}`);
        const [en, zh] = [...para.matchAll(/["“]([^"”]+)["”]/g)].map((m) => m[1]);
        expect(helpEn.output.includes(en), `modern build --help does not say "${en}":\n${helpEn.output}`);
        if (lang === 'zh') expect(helpZh.output.includes(zh), `the Chinese help does not say "${zh}":\n${helpZh.output}`);
      });

      // "Don't write buildConfig: { dts: … } next to the preset": the JS tasks then write declarations too.
      s.write('src/index.ts', good);
      const spans = s.spansAfter('abort-on-error');
      const merged = spans.find((t) => t.startsWith('buildConfig:'));
      s.write('modern.config.ts', configOf(spans.find((t) => t.startsWith('buildPreset:')), merged));
      const everyTask = await s.modern(['build']);
      s.check('abort-on-error', 'the object form merged into npm-library makes the JS tasks write declarations', () => {
        expectEqual(0, everyTask.status, `the exit code (output:\n${everyTask.output})`);
        for (const file of ['dist/lib/index.d.ts', 'dist/es/index.d.ts']) expect(s.exists(file), `${file} was not written`);
      });
    },
  },
  {
    name: 'faq-alias-and-resolve-alias',
    page: EXCEPTION,
    marks: [QUICK_START, 'alias-and-resolve-alias', 'alias-only'],
    async run(s) {
      s.files(QUICK_START);
      // Sources that import through the alias of the page and through the default @ alias.
      s.write('src/utils/format.ts', 'export const format = (n: number) => n.toFixed(2);\n');
      s.write('src/twice.ts', 'export const twice = (n: number) => n * 2;\n');
      s.write('src/index.ts', "export { format } from '@utils/format';\nexport { twice } from '@/twice';\n");
      s.files('alias-and-resolve-alias', { as: 'modern.config.ts' });
      const both = s.read('modern.config.ts');
      failed(s, 'alias-and-resolve-alias', await s.modern(['build']), 'not allowed to be used together');

      // Without paths in tsconfig.json (which esbuild would read too), and without declarations, which
      // need them: what the bundle resolver does with each option.
      s.write('modern.config.ts', both.replace(/^\s*alias: .*\n/m, ''));
      const resolveOnly = await s.modern(['build', '--no-dts']);
      s.files('alias-only', { as: 'modern.config.ts' });
      const aliasOnly = await s.modern(['build', '--no-dts']);
      const bundled = s.exists('dist/index.js') ? s.read('dist/index.js') : '';
      s.check('alias-only', 'a bundle task resolves alias (and the default @ alias), not resolve.alias', () => {
        expectEqual(1, resolveOnly.status, 'the exit code with resolve.alias alone in a bundle task');
        expect(inLog("Can't resolve '@utils/format'", resolveOnly.output), `resolve.alias alone resolved @utils/format:\n${resolveOnly.output}`);
        expectEqual(0, aliasOnly.status, `the exit code with alias (output:\n${aliasOnly.output})`);
        expect(bundled.includes('toFixed(2)') && bundled.includes('n * 2') && !/require\("@/.test(bundled), `dist/index.js does not bundle both modules:\n${bundled}`);
      });
      const tsconfig = JSON.parse(s.read('tsconfig.json'));
      tsconfig.compilerOptions.paths = { '@utils/*': ['./src/utils/*'], '@/*': ['./src/*'] };
      s.write('tsconfig.json', `${JSON.stringify(tsconfig, null, 2)}\n`);
      const full = await s.modern(['build']);
      s.check('alias-only', 'with the same paths in compilerOptions.paths the declarations build too', ({ paraSpans }) => {
        expect(paraSpans.includes('compilerOptions.paths'), 'the page no longer names compilerOptions.paths');
        expectEqual(0, full.status, `the exit code (output:\n${full.output})`);
        expect(s.exists('dist/index.d.ts'), 'dist/index.d.ts was not written');
      });
    },
  },
  {
    name: 'faq-preset-function',
    page: EXCEPTION,
    marks: [QUICK_START, 'preset-no-return', 'preset-not-internal', 'preset-function-fix'],
    async run(s) {
      s.files(QUICK_START);
      s.files('preset-no-return', { as: 'modern.config.ts' });
      failed(s, 'preset-no-return', await s.modern(['build']), 'does not allow no return value');
      s.files('preset-not-internal', { as: 'modern.config.ts' });
      failed(s, 'preset-not-internal', await s.modern(['build']), 'is not internal buildPreset');
      // The tasks of the plain preset, for comparison: the quick start's config is buildPreset: 'npm-library'.
      s.files(QUICK_START, { only: ['modern.config.ts'] });
      const plainTasks = recordTasks(s);
      await s.build();
      const plain = plainTasks();
      const runs = [];
      for (const name of ['npm-library', 'NPM_LIBRARY']) {
        s.files('preset-function-fix', { as: 'modern.config.ts' });
        s.write('modern.config.ts', s.read('modern.config.ts').replace("extendPreset('npm-library'", `extendPreset('${name}'`));
        const tasks = recordTasks(s);
        const run = await s.modern(['build']);
        runs.push({ name, run, tasks: run.status === 0 ? tasks() : [] });
      }
      s.check('preset-function-fix', 'extendPreset with a base preset (or its upper-case key) and a target: three tasks, all with it', ({ paraSpans, spansBefore }) => {
        const target = paraSpans.find((t) => /^es\d+$/.test(t));
        expect(spansBefore.includes('NPM_LIBRARY'), 'the page no longer names NPM_LIBRARY');
        for (const { name, run, tasks } of runs) {
          expectEqual(0, run.status, `the exit code with extendPreset('${name}') (output:\n${run.output})`);
          expectEqual(plain.map((t) => ({ ...t, target })), tasks, `the tasks of extendPreset('${name}'), against those of buildPreset: 'npm-library' with the target`);
          expectEqual([target, target, target], tasks.map((t) => t.target), `the targets of extendPreset('${name}')`);
        }
      });
    },
  },
  {
    name: 'faq-dynamic-require',
    page: EXCEPTION,
    marks: ['dynamic-require-dependency', 'dynamic-require-source', 'dynamic-require-package', 'dynamic-require', 'dynamic-require-fix', 'dynamic-require-banner'],
    async run(s) {
      for (const mark of ['dynamic-require-dependency', 'dynamic-require-source', 'dynamic-require-package', 'dynamic-require']) s.files(mark);
      const config = s.read('modern.config.ts');
      const load = () => s.shell(`node --input-type=module -e "const m = await import('./dist/index.js'); console.log(m.describe());"`);
      await s.build();
      const js = s.read('dist/index.js');
      const run = await load();
      s.check('dynamic-require', 'the bundle holds legacy-widget, not react; importing it throws the message and node exits with code 1', ({ para, paraSpans }) => {
        expectQuoted(quoted(paraSpans, 'Dynamic require of', run), run);
        expectExitCode(para, run);
        expect(js.includes('node_modules/legacy-widget/index.js') && js.includes('__require("react")'), `dist/index.js does not bundle legacy-widget with a require of react:\n${js}`);
      });
      s.variant({ shims: true });
      await s.build();
      const shimmed = await load();
      s.check('dynamic-require-banner', 'shims: true does not change the error', ({ prose }) => {
        expect(/`shims: true`/.test(prose), 'the page no longer names shims');
        expectEqual(run.status, shimmed.status, `the exit code with shims: true (output:\n${shimmed.output})`);
        expect(inLog('Dynamic require of "react" is not supported', shimmed.output), `with shims: true:\n${shimmed.output}`);
      });
      fs.rmSync(path.join(s.dir, 'page.config.ts'));
      s.write('modern.config.ts', config);
      s.files('dynamic-require-fix');
      await s.build();
      const externalJs = s.read('dist/index.js');
      const external = await load();
      s.check('dynamic-require-fix', 'legacy-widget in dependencies stays external, and the output runs', ({ paraSpans }) => {
        const kept = paraSpans.find((t) => t.startsWith('import {'));
        expect(externalJs.includes(kept), `dist/index.js does not keep ${kept}:\n${externalJs}`);
        expectEqual(0, external.status, `the exit code of the import (output:\n${external.output})`);
        expect(/^widget on React \d/.test(external.output.trim()), `describe() returned:\n${external.output}`);
      });
      s.files('dynamic-require-package');
      s.files('dynamic-require-banner');
      await s.build();
      const bannerJs = s.read('dist/index.js');
      const banner = await load();
      // The same banner written in one piece, with the three names the config loader replaces.
      s.write('modern.config.ts', configOf("buildConfig: { format: 'esm', banner: { js: 'const url = import.meta.url; const dir = __dirname; const file = __filename;' } }"));
      await s.build();
      const onePiece = s.read('dist/index.js');
      s.check('dynamic-require-banner', 'the banner gives the bundle a require; written in one piece, import.meta.url, __dirname and __filename become the config file location', ({ paraSpans }) => {
        const line = paraSpans.find((t) => t.startsWith('const require'));
        expect(bannerJs.split('\n').slice(0, 2).includes(line), `dist/index.js does not start with ${line}:\n${bannerJs.slice(0, 300)}`);
        expectEqual(0, banner.status, `the exit code of the import (output:\n${banner.output})`);
        expect(/^widget on React \d/.test(banner.output.trim()), `describe() returned:\n${banner.output}`);
        const file = path.join(s.dir, 'modern.config.ts');
        expect(onePiece.includes(`const url = ${JSON.stringify(`file://${file}`)}; const dir = ${JSON.stringify(s.dir)}; const file = ${JSON.stringify(file)};`), `the one-piece banner was not rewritten to the config's location:\n${onePiece.slice(0, 300)}`);
        expect(paraSpans.some((t) => t.startsWith('createRequire("file:///…/modern.config.ts")')), 'the page no longer shows what the one-piece banner becomes');
      });
    },
  },
  {
    name: 'faq-less-math',
    page: EXCEPTION,
    marks: [EXAMPLE, MOP_DEFAULT, 'less-math', 'less-math-fix'],
    async run(s) {
      s.files(EXAMPLE);
      s.files('less-math');
      s.files(MOP_DEFAULT, { as: 'modern.config.ts' });
      const less = s.read('src/components/Button.less');
      const failedRun = await s.modern(['build']);
      failed(s, 'less-math', failedRun, 'Error evaluating function', { built: true });
      // The same file without the function call: the build succeeds with an undivided value.
      s.write('src/components/Button.less', less.replace(/\n\.col \{[\s\S]*?\}\n/, '\n'));
      await s.build();
      const css = s.read('dist/index.css');
      const version = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/@modern-js/module-tools/compiled/less/package.json'), 'utf8')).version;
      s.check('less-math', 'without the function: exit code 0, the division stays in the CSS; +, - and divisions in parentheses are computed; Less 4.1.3', ({ prose, page }) => {
        const value = codeSpans(prose).find((t) => t.startsWith('border-radius:'));
        expect(css.includes(value), `dist/index.css has no ${value}:\n${css}`);
        expect(css.includes('line-height: 30px;') && css.includes('margin: -5px;'), `dist/index.css does not compute the subtraction or the division in parentheses:\n${css}`);
        expect(section(page, 'less-math').includes(`Less ${version}`), `the page does not name the bundled Less, ${version}`);
      });
      s.write('src/components/Button.less', less);
      s.files('less-math-fix', { as: 'modern.config.ts' });
      const fixed = await s.modern(['build']);
      const fixedCss = s.exists('dist/index.css') ? s.read('dist/index.css') : '';
      s.check('less-math-fix', "math: 'always': the build succeeds and every division is computed", ({ paraSpans }) => {
        expectEqual(0, fixed.status, `the exit code (output:\n${fixed.output})`);
        for (const rule of paraSpans.filter((t) => /^[\w-]+: .*;$/.test(t))) expect(fixedCss.includes(rule), `dist/index.css has no ${rule}:\n${fixedCss}`);
      });
    },
  },
  {
    name: 'faq-config-inferred-type',
    page: EXCEPTION,
    marks: [QUICK_START, 'config-inferred-type', 'config-inferred-type-fix'],
    async run(s) {
      s.files(QUICK_START);
      s.files('config-inferred-type');
      // npm's layout: @modern-js/core is at the top of node_modules, next to Module Tools, both folders of
      // the project.
      s.ownFolders(['@modern-js/module-tools', '@modern-js/core']);
      s.write('modern.config.ts', configOf("buildPreset: 'npm-component'"));
      const hoisted = await s.modern(['build']);
      const hoistedTypes = s.list('dist/types');
      // pnpm's layout: a project with a node_modules of links to every package of this one but
      // @modern-js/core, as pnpm links only the direct dependencies. Module Tools, run from its real
      // path, still finds its own @modern-js/core.
      const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'faq-ts2742-'));
      try {
        linkModules(path.join(bare, 'node_modules'), { except: ['@modern-js/core'] });
        for (const file of ['package.json', 'tsconfig.json', 'src/index.ts']) {
          fs.mkdirSync(path.dirname(path.join(bare, file)), { recursive: true });
          fs.copyFileSync(path.join(s.dir, file), path.join(bare, file));
        }
        const build = async (config) => {
          fs.writeFileSync(path.join(bare, 'modern.config.ts'), config);
          fs.rmSync(path.join(bare, 'dist'), { recursive: true, force: true });
          const run = await s.shell(`cd ${bare} && node node_modules/@modern-js/module-tools/bin/modern.js build`);
          return { ...run, types: fs.existsSync(path.join(bare, 'dist/types')) ? fs.readdirSync(path.join(bare, 'dist/types'), { recursive: true }).map(String).sort() : [] };
        };
        const run = await build(configOf("buildPreset: 'npm-component'"));
        const library = await build(configOf("buildPreset: 'npm-library'"));
        // The annotation the message asks for.
        const annotated = await build("import { moduleTools } from '@modern-js/module-tools';\nimport type { ModuleUserConfig } from '@modern-js/module-tools';\n\nconst config: ModuleUserConfig = {\n  plugins: [moduleTools()],\n  buildPreset: 'npm-component',\n};\n\nexport default config;\n");
        s.check('config-inferred-type', 'without @modern-js/core at the top of node_modules: npm-component TS2742 and exit code 1, npm-library builds; with it (npm) the build succeeds and writes the config declaration', ({ para, paraSpans, prose, before }) => {
          expectQuoted(quoted(paraSpans, 'TS2742', run), run);
          expectExitCode(para, run);
          expectEqual(0, library.status, `the exit code with npm-library (output:\n${library.output})`);
          expectEqual(0, hoisted.status, `the exit code with @modern-js/core at the top of node_modules (output:\n${hoisted.output})`);
          expect(hoistedTypes.includes('modern.config.d.ts'), `dist/types with @modern-js/core at the top of node_modules: ${hoistedTypes.join(', ')}`);
          expect(/pnpm/.test(before) && /`@modern-js\/core`/.test(prose) && /\bnpm\b/.test(prose.replace(/pnpm/g, '')), 'the prose no longer says which layouts give the error (pnpm before the block, npm after it)');
        });
        s.files('config-inferred-type-fix');
        fs.copyFileSync(path.join(s.dir, 'tsconfig.json'), path.join(bare, 'tsconfig.json'));
        const fixed = await build(configOf("buildPreset: 'npm-component'"));
        s.check('config-inferred-type-fix', 'without the config in include the build succeeds; the annotation builds, with the config declaration and src/ in dist/types', ({ paraSpans }) => {
          expectEqual(0, fixed.status, `the exit code (output:\n${fixed.output})`);
          expect(fixed.types.includes('index.d.ts'), `dist/types/index.d.ts was not written: ${fixed.types.join(', ')}`);
          expect(paraSpans.some((t) => t.includes('ModuleUserConfig')), 'the page no longer names the annotation');
          expectEqual(0, annotated.status, `the exit code with the annotation (output:\n${annotated.output})`);
          expect(annotated.types.includes('modern.config.d.ts') && annotated.types.includes(path.join('src', 'index.d.ts')), `dist/types with the annotation: ${annotated.types.join(', ')}`);
        });
      } finally {
        fs.rmSync(bare, { recursive: true, force: true });
      }
    },
  },
];

const product = [
  {
    name: 'faq-input-empty',
    page: PRODUCT,
    marks: [QUICK_START, 'input-empty'],
    async run(s) {
      s.files(QUICK_START);
      const tsconfig = s.read('tsconfig.json');
      // The project of the tree: the files it shows, and no other (node_modules is the linked install).
      const shown = parseTree(s.block('input-empty').block.code).files;
      for (const file of s.list('.').filter((f) => !f.startsWith('node_modules/'))) if (!shown.includes(file)) fs.rmSync(`${s.dir}/${file}`);
      const run = await s.modern(['build']);
      const tasks = (await (async () => { const t = recordTasks(s); await s.modern(['build']); return t(); })()).length;
      s.check('input-empty', 'without tsconfig.json: the message once per task, exit code 0, nothing built', ({ para, paraSpans }) => {
        expectFiles(shown, s.list('.').filter((f) => !f.startsWith('node_modules/') && !/^(record-tasks\.ts|tasks\.json|\.modern-\d+\.log)$/.test(f)), 'the files of the project');
        const message = quoted(paraSpans, 'The input config is empty', run);
        expectQuoted(message, run);
        expectEqual(tasks, normaliseLog(run.output).split('\n').filter((l) => l.includes(message)).length, 'the number of times the message is printed (once per task)');
        expectExitCode(para, run);
        expect(!s.exists('dist'), `the build wrote ${s.list('dist').join(', ')}`);
      });
      s.files(QUICK_START, { only: ['modern.config.ts'] });
      s.variant({ input: ['src/index.ts'] });
      const withInput = await s.modern(['build']);
      const inputFiles = s.list('dist');
      s.write('tsconfig.json', tsconfig);
      const withTsconfig = await s.modern(['build']);
      s.check('input-empty', 'tsconfig.json brings JS and declarations back; input alone only the JS', ({ prose }) => {
        expect(/\binput\b/.test(prose) && /tsconfig\.json/.test(prose), 'the page no longer names input and tsconfig.json as the fixes');
        expectEqual(0, withTsconfig.status, `the exit code with tsconfig.json (output:\n${withTsconfig.output})`);
        for (const file of ['dist/lib/index.js', 'dist/es/index.js', 'dist/types/index.d.ts']) expect(s.exists(file), `${file} was not written with tsconfig.json`);
        expectEqual(0, withInput.status, `the exit code with input (output:\n${withInput.output})`);
        expectEqual(['es/index.js', 'lib/index.js'], inputFiles, 'the files under dist with input and no tsconfig.json');
      });
    },
  },
  {
    name: 'faq-css-not-imported',
    page: PRODUCT,
    marks: [EXAMPLE, NPM_LIBRARY, 'style-inject'],
    async run(s) {
      s.files(EXAMPLE);
      s.files(NPM_LIBRARY, { as: 'modern.config.ts' });
      await s.build();
      const plain = { css: s.exists('dist/es/index.css'), js: s.read('dist/es/index.js') };
      s.files('style-inject', { as: 'modern.config.ts' });
      await s.build();
      const injected = { files: s.list('dist'), js: s.read('dist/es/index.js') };
      s.variant({ buildType: 'bundleless' });
      await s.build();
      const bundleless = { files: s.list('dist'), js: s.read('dist/es/components/Button.js') };
      s.check('style-inject', 'bundle: a sibling CSS file the JS does not import; inject: the CSS inside the JS, no .css file; bundleless: the JS imports its .css', ({ spansBefore }) => {
        expect(spansBefore.includes('dist/es/index.css') && plain.css, 'dist/es/index.css was not written');
        expect(!/index\.css|\.less/.test(plain.js), 'dist/es/index.js imports the CSS');
        expect(!injected.files.some((f) => f.endsWith('.css')), `style.inject wrote ${injected.files.filter((f) => f.endsWith('.css')).join(', ')}`);
        expect(injected.js.includes('.btn') && injected.js.includes('#165dff'), 'dist/es/index.js does not carry the CSS');
        expect(bundleless.files.includes('es/components/Button.css') && /import "\.\/Button\.css";/.test(bundleless.js), `in bundleless mode dist/es/components/Button.js does not import ./Button.css:\n${bundleless.js}`);
      });
    },
  },
  {
    name: 'faq-no-dts-extra-files',
    page: PRODUCT,
    marks: [EXAMPLE, NPM_LIBRARY, NPM_COMPONENT, 'no-dts-extra-files'],
    async run(s) {
      s.files(EXAMPLE);
      s.files(NPM_LIBRARY, { as: 'modern.config.ts' });
      const [args] = modernCommands(s.block('no-dts-extra-files').block.code);
      await s.build(args.slice(1));
      const flagged = s.list('dist');
      const spans = s.spansAfter('no-dts-extra-files');
      s.variant(JSON.parse(`{${spans.find((t) => t.startsWith('buildConfig:')).replace(/^buildConfig: \{ (\w+): (\w+) \}$/, '"$1": $2')}}`));
      await s.build();
      const merged = s.list('dist');
      // The fix: files in package.json, and what npm would pack.
      const pkg = JSON.parse(s.read('package.json'));
      const sentence = sentences(s.block('no-dts-extra-files').page.lines.join(' ')).find((t) => t.includes('`files`')) ?? '';
      pkg.files = codeSpans(sentence).filter((t) => t.startsWith('dist/'));
      s.write('package.json', `${JSON.stringify(pkg, null, 2)}\n`);
      const pack = await s.shell('npm pack --dry-run --json --offline --ignore-scripts');
      const packed = JSON.parse(pack.output.slice(pack.output.indexOf('['))).flatMap((p) => p.files.map((f) => f.path));
      s.files(NPM_COMPONENT, { as: 'modern.config.ts' });
      await s.build(args.slice(1));
      const types = s.list('dist/types');
      s.check('no-dts-extra-files', '--no-dts with npm-library: dist/index.js and dist/index.css next to dist/lib and dist/es', ({ paraSpans }) => {
        const extra = paraSpans.filter((t) => /^dist\/[^/]+\.\w+$/.test(t)).map((t) => t.slice(5));
        const folders = paraSpans.filter((t) => /^dist\/\w+$/.test(t)).map((t) => t.slice(5));
        expectFiles([...flagged.filter((f) => folders.some((d) => f.startsWith(`${d}/`))), ...extra], flagged, 'the files under dist');
        expect(extra.every((f) => flagged.includes(f)), `${extra} not written`);
      });
      s.check('no-dts-extra-files', 'buildConfig: { dts: false } does the same; files in package.json keeps the extra files out of the package; npm-component gets JS, styles and assets in dist/types', ({ prose }) => {
        expectEqual(flagged, merged, 'the files under dist with buildConfig: { dts: false }');
        expect(packed.length > 1 && !packed.includes('dist/index.js') && !packed.includes('dist/index.css'), `npm pack packs ${packed.join(', ')}`);
        expect(/npm-component/.test(prose), 'the page no longer names npm-component');
        const js = types.filter((f) => f.endsWith('.js'));
        expect(js.length && js.every((f) => /require\(|exports/.test(s.read(`dist/types/${f}`))), `dist/types has no CommonJS files (${types.join(', ')})`);
        expect(types.some((f) => f.endsWith('.css')) && types.some((f) => f.endsWith('.svg')), `dist/types has no styles or no assets (${types.join(', ')})`);
        expect(!types.some((f) => f.endsWith('.d.ts')), 'dist/types holds declarations');
      });
    },
  },
  {
    name: 'faq-source-map-yes',
    page: PRODUCT,
    marks: [EXAMPLE, 'source-map-yes'],
    async run(s) {
      s.files(EXAMPLE);
      s.files('source-map-yes', { as: 'modern.config.ts' });
      const run = await s.modern(['build']);
      const written = s.list('dist').map((f) => `dist/${f}`);
      const wrong = /sourceMap: ('\w+')/.exec(s.read('modern.config.ts'))[1];
      const values = s.spansBefore('source-map-yes').filter((t) => /^(true|false|'\w+')$/.test(t) && t !== wrong);
      const valid = [];
      // The four valid values, built without declarations: the claim is about dist/index.js.
      for (const value of values) {
        s.variant({ sourceMap: value.startsWith("'") ? value.slice(1, -1) : value === 'true' });
        await s.build(['--no-dts']);
        valid.push([value, s.exists('dist/index.js')]);
      }
      s.check('source-map-yes', "sourceMap: 'yes': exit code 0, dist/index.js in the size table but not written", ({ para, paraSpans }) => {
        expectExitCode(para, run);
        expect(sizeTable(run.output).some(([f]) => f === 'dist/index.js'), `the size table does not list dist/index.js:\n${run.output}`);
        const [missing, ...rest] = paraSpans.filter((t) => t.startsWith('dist/'));
        expect(!written.includes(missing), `${missing} was written`);
        expectFiles(rest, written, 'the files that appear');
      });
      s.check('source-map-yes', 'each of the four valid values writes dist/index.js', () => {
        expectEqual(['true', 'false', "'inline'", "'external'"], valid.map(([v]) => v), 'the valid values the page names');
        for (const [value, ok] of valid) expect(ok, `sourceMap: ${value} did not write dist/index.js`);
      });
    },
  },
  {
    name: 'faq-asset-not-inlined',
    page: PRODUCT,
    marks: [EXAMPLE, 'asset-limit-string', 'asset-limit'],
    async run(s) {
      s.files(EXAMPLE);
      s.files('asset-limit-string', { as: 'modern.config.ts' });
      const run = await s.modern(['build']);
      const text = { written: s.list('dist').map((f) => `dist/${f}`), js: s.read('dist/index.js') };
      s.check('asset-limit-string', "limit: '10kb': the build succeeds and the SVG is a file that dist/index.js requires", ({ para, paraSpans }) => {
        expectEqual(0, run.status, 'the exit code');
        const [file, js] = paraSpans.filter((t) => t.startsWith('dist/'));
        expect(text.written.includes(file), `${file} was not written (dist: ${text.written.join(', ')})`);
        expect(js === 'dist/index.js' && text.js.includes(`require("./${file.slice(5)}")`) && !text.js.includes('data:'), `dist/index.js does not require ./${file.slice(5)}`);
        expectEqual(Number(/(\d+)-byte|(\d+) 字节/.exec(para).slice(1).find(Boolean)), fs.statSync(`${s.dir}/src/assets/logo.svg`).size, 'the size of the SVG');
      });
      s.files('asset-limit', { as: 'modern.config.ts' });
      await s.build();
      const inlined = { written: s.list('dist'), js: s.read('dist/index.js') };
      s.variant({ buildType: 'bundleless' });
      await s.build();
      const bundleless = { written: s.list('dist'), js: s.read('dist/components/Button.js') };
      s.check('asset-limit', 'a number inlines the SVG as a URL-encoded data: URL; in bundleless mode the asset is copied to assets/', ({ lang }) => {
        // The bundleless cause is the first item of the list before the string limit.
        const { block, page } = s.block('asset-limit-string', lang);
        const before = proseBefore(page, block);
        expect(/data:image\/svg\+xml,%3Csvg/.test(inlined.js) && !inlined.written.some((f) => f.endsWith('.svg')), `dist/index.js has no URL-encoded data: URL, or an SVG was written (${inlined.written.join(', ')})`);
        expect(before.includes('`assets/`'), 'the page no longer names assets/');
        const copy = bundleless.written.find((f) => f.startsWith('assets/') && f.endsWith('.svg'));
        expect(copy && bundleless.js.includes(`require("../${copy}")`), `in bundleless mode no copy in dist/assets that the import points at (${bundleless.written.join(', ')})`);
      });
    },
  },
  {
    name: 'faq-preset-object-and-array',
    page: PRODUCT,
    marks: [QUICK_START, 'preset-object', 'preset-array'],
    async run(s) {
      s.files(QUICK_START);
      const plainTasks = recordTasks(s);
      await s.build();
      const plain = plainTasks();
      s.files('preset-object', { as: 'modern.config.ts' });
      const objectTasks = recordTasks(s);
      await s.build();
      s.check('preset-object', 'the object is merged into the three tasks of the preset', ({ paraSpans }) => {
        const target = paraSpans.find((t) => /^es\d+$/.test(t));
        expectEqual(plain.map((t) => ({ ...t, target })), objectTasks(), 'the tasks, against those of the preset with the target');
      });
      s.files('preset-array', { as: 'modern.config.ts' });
      const code = s.read('modern.config.ts');
      const arrayTasks = recordTasks(s);
      await s.build();
      s.check('preset-array', 'the array adds its task after the three of the preset', () => {
        const tasks = arrayTasks();
        const own = { format: /format: '(\w+)'/.exec(code)[1], target: /target: '(\w+)'/.exec(code)[1], outDir: /outDir: '\.\/([^']+)'/.exec(code)[1], dts: false };
        expectEqual(4, tasks.length, 'the number of tasks');
        expectEqual(plain, tasks.slice(0, 3), 'the first three tasks');
        const { format, target, outDir, dts } = tasks[3];
        expectEqual(own, { format, target, outDir, dts }, 'the fourth task');
        expect(s.exists(`${own.outDir}/index.js`), `${own.outDir}/index.js was not written`);
      });
    },
  },
  {
    name: 'faq-tsconfig-flag',
    page: PRODUCT,
    marks: [QUICK_START, 'tsconfig-flag'],
    async run(s) {
      s.files(QUICK_START);
      const [args] = modernCommands(s.block('tsconfig-flag').block.code);
      const file = args[args.indexOf('--tsconfig') + 1];
      const run = await s.modern(args);
      const written = s.list('dist').map((f) => `dist/${f}`);
      s.variant({ tsconfig: file });
      const option = await s.modern(['build']);
      s.write(file, '{ "extends": "./tsconfig.json" }\n');
      s.files(QUICK_START, { only: ['modern.config.ts'] });
      const existing = await s.modern(args);
      s.check('tsconfig-flag', '--tsconfig with a missing file: JS only, no dist/types, no word in the log, exit code 0', ({ para, paraSpans }) => {
        expectExitCode(para, run);
        for (const dir of paraSpans.filter((t) => /^dist\/(lib|es)$/.test(t))) expect(written.includes(`${dir}/index.js`), `${dir}/index.js was not written`);
        expect(!written.some((f) => f.startsWith('dist/types')), 'dist/types was written');
        expect(!run.output.includes(file.replace(/^\.\//, '')) && !/tsconfig/i.test(run.output), `the log mentions the file:\n${run.output}`);
      });
      s.check('tsconfig-flag', 'buildConfig.tsconfig fails loudly; with the file there, the flag gives declarations', () => {
        expectEqual(1, option.status, 'the exit code with buildConfig.tsconfig');
        expect(option.output.includes('does not exist in your project'), `no message with buildConfig.tsconfig:\n${option.output}`);
        expectEqual(0, existing.status, 'the exit code with the file there');
        expect(s.exists('dist/types/index.d.ts'), 'dist/types/index.d.ts was not written with the file there');
      });
    },
  },
  {
    name: 'faq-class-fields',
    page: PRODUCT,
    marks: [QUICK_START, 'class-fields-source', 'class-fields', 'class-fields-fix'],
    async run(s) {
      s.files(QUICK_START);
      s.files('class-fields-source');
      s.files('class-fields');
      // The page's own lines, run against the CommonJS output: `const c = new Counter(); c.count = 2;`.
      const para = s.paraAfter('class-fields');
      const statement = codeSpans(para).find((t) => t.includes('new Counter()'));
      const own = codeSpans(para).find((t) => t.startsWith('Object.hasOwn('));
      s.write('probe.cjs', `const { Counter, seen } = require('./dist/lib/index.js');\n${statement}\nconsole.log(JSON.stringify({ seen, own: ${own} }));\n`);
      const probe = async (compilerOptions, patch, args = ['--no-dts']) => {
        const tsconfig = JSON.parse(s.read('tsconfig.json'));
        for (const [k, v] of Object.entries(compilerOptions)) if (v === undefined) delete tsconfig.compilerOptions[k]; else tsconfig.compilerOptions[k] = v;
        s.write('tsconfig.json', `${JSON.stringify(tsconfig, null, 2)}\n`);
        if (patch) s.variant(patch);
        await s.build(args);
        const run = await s.shell('node probe.cjs');
        return JSON.parse(run.output.trim().split('\n').pop());
      };
      // The page's config builds as it is (declarations included); the variants build the JS only.
      const broken = await probe({}, undefined, []);
      s.files('class-fields-fix');
      const fixed = await probe({});
      const base = s.read('tsconfig.json');
      const results = {};
      for (const [label, options] of Object.entries({
        es2019: { target: 'ES2019', useDefineForClassFields: undefined },
        noTarget: { target: undefined, useDefineForClassFields: undefined },
        esnext: { target: 'ESNext', useDefineForClassFields: undefined },
      })) {
        s.write('tsconfig.json', base);
        results[label] = await probe(options);
      }
      // SWC first (emitDecoratorMetadata turns the SWC transform on): the same four cases.
      for (const [label, options] of Object.entries({
        swcEs2022: { target: 'ES2022', useDefineForClassFields: undefined, emitDecoratorMetadata: true },
        swcFix: { target: 'ES2022', useDefineForClassFields: false, emitDecoratorMetadata: true },
        swcEs2019: { target: 'ES2019', useDefineForClassFields: undefined, emitDecoratorMetadata: true },
        swcNoTarget: { target: undefined, useDefineForClassFields: undefined, emitDecoratorMetadata: true },
      })) {
        s.write('tsconfig.json', base);
        results[label] = await probe(options);
      }
      // buildConfig.target does not decide: esnext with a tsconfig target of ES2019 still assigns.
      s.write('tsconfig.json', base);
      results.buildTarget = await probe({ target: 'ES2019', useDefineForClassFields: undefined }, { target: 'esnext' });
      const stated = (spans) => ({
        seen: JSON.parse(spans.find((t) => t.startsWith('[')).replace(/'/g, '"')),
        own: JSON.parse(spans.find((t) => t === 'true' || t === 'false')),
      });
      s.check('class-fields', 'target ES2022 without useDefineForClassFields: define semantics, the setter never runs', ({ paraSpans, page }) => {
        expectEqual(stated(paraSpans), broken, 'what the page says the two lines give, against the run');
        const rule = section(page, 'use-define-for-class-fields');
        for (const word of ['compilerOptions.useDefineForClassFields', 'compilerOptions.target', 'ESNext', 'buildConfig.target', 'emitDecoratorMetadata']) expect(rule.includes(word), `the rule no longer names ${word}`);
        expectEqual(broken, results.esnext, 'ESNext, which the page puts with ES2022');
        expectEqual(broken, results.swcEs2022, 'ES2022 with SWC first (emitDecoratorMetadata)');
        expectEqual(results.es2019, results.buildTarget, 'a tsconfig target of ES2019 with buildConfig.target esnext, against ES2019 alone');
      });
      s.check('class-fields-fix', 'useDefineForClassFields: false: assign semantics; ES2019 the same; no target like ES2022', ({ paraSpans, para }) => {
        expectEqual(stated(paraSpans), fixed, 'what the page says the fix gives, against the run');
        expect(/"target": "ES2019"/.test(para), 'the page no longer names the ES2019 case');
        expectEqual(fixed, results.es2019, 'a tsconfig with target ES2019 and no useDefineForClassFields');
        expectEqual(broken, results.noTarget, 'a tsconfig without target');
        expectEqual(fixed, results.swcFix, 'the fix with SWC first');
        expectEqual(fixed, results.swcEs2019, 'ES2019 with SWC first');
        expectEqual(broken, results.swcNoTarget, 'no target with SWC first');
      });
    },
  },
  {
    name: 'faq-transform-lodash',
    page: PRODUCT,
    marks: [QUICK_START, 'transform-lodash-source', 'transform-lodash'],
    async run(s) {
      s.files(QUICK_START);
      const plainConfig = s.read('modern.config.ts');
      s.files('transform-lodash-source');
      s.files('transform-lodash');
      const source = s.read('src/index.ts');
      // lodash in dependencies, as the page says, so that the output keeps its imports; its types in
      // devDependencies, as in a TypeScript project that uses lodash (the source annotates with typeof _).
      const pkg = JSON.parse(s.read('package.json'));
      pkg.dependencies = { ...pkg.dependencies, lodash: `^${JSON.parse(s.read('node_modules/lodash/package.json')).version}` };
      pkg.devDependencies = { ...pkg.devDependencies, '@types/lodash': '^4.17.0' };
      s.write('package.json', `${JSON.stringify(pkg, null, 2)}\n`);
      s.write('probe.cjs', "const m = require('./dist/lib/index.js');\nconsole.log(JSON.stringify({ pairs: m.pairs([1, 2, 3]), lodash: typeof m.lodash, chunk: typeof (m.lodash && m.lodash.chunk) }));\n");
      const probe = async () => JSON.parse((await s.shell('node probe.cjs')).output.trim().split('\n').pop());
      const run = await s.modern(['build']);
      const js = s.exists('dist/lib/index.js') ? s.read('dist/lib/index.js') : '';
      const withOption = await probe();
      s.write('src/index.ts', source.replace("import _ from 'lodash'", "import * as _ from 'lodash'"));
      await s.build(['--no-dts']);
      const namespace = await probe();
      s.write('src/index.ts', source);
      s.write('modern.config.ts', plainConfig);
      await s.build(['--no-dts']);
      const without = await probe();
      s.check('transform-lodash', 'exit code 0; _.chunk becomes lodash/chunk; the exported object is void 0, also with import * as', ({ para, paraSpans }) => {
        expectExitCode(para, run);
        const compiled = paraSpans.find((t) => t.includes('void 0'));
        expect(js.includes(compiled), `dist/lib/index.js has no ${compiled}:\n${js}`);
        expect(paraSpans.includes('dependencies'), 'the page no longer says that lodash is in dependencies');
        expect(paraSpans.includes('lodash/chunk') && js.includes('require("lodash/chunk")'), 'dist/lib/index.js does not require lodash/chunk');
        expectEqual({ pairs: [[1, 2], [3]], lodash: 'undefined', chunk: 'undefined' }, withOption, 'pairs and lodash at run time');
        expect(paraSpans.includes("import * as _ from 'lodash'"), 'the page no longer names the namespace import');
        expectEqual(withOption, namespace, 'the same with import * as _');
      });
      s.check('transform-lodash', 'without transformLodash (default false) the export is the full lodash object', ({ prose }) => {
        expect(/default is `false`|默认值为 `false`/.test(prose), 'the page no longer states the default');
        expectEqual({ pairs: [[1, 2], [3]], lodash: 'function', chunk: 'function' }, without, 'pairs and lodash without the option');
      });
    },
  },
  {
    name: 'faq-css-modules-types',
    page: PRODUCT,
    marks: [QUICK_START, 'css-modules-source', 'css-modules-types', 'css-modules-types-fix', 'css-modules-types-exact'],
    async run(s) {
      s.files(QUICK_START);
      s.files('css-modules-source');
      s.files('css-modules-types');
      const source = s.read('src/index.ts');
      const run = await s.modern(['build']);
      const written = s.list('dist');
      s.check('css-modules-types', 'the JS is built, the declaration task stops with TS2307 and exit code 1', ({ para, paraSpans }) => {
        expectQuoted(quoted(paraSpans, 'TS2307', run), run);
        expectExitCode(para, run);
        expect(written.includes('lib/index.js') && written.includes('es/index.js'), `the JS was not built (dist: ${written.join(', ')})`);
        expect(!written.some((f) => /\.css\.d\.ts$/.test(f)), 'a declaration for the style file was written');
      });
      s.files('css-modules-types-fix');
      const fixed = await s.modern(['build']);
      const declaration = s.exists('dist/types/index.d.ts') ? s.read('dist/types/index.d.ts') : '';
      const typo = codeSpans(s.paraAfter('css-modules-types-fix')).find((t) => /^styles\.\w+$/.test(t) && t !== 'styles.button');
      s.write('src/index.ts', source.replace('styles.button', typo));
      const looseTypo = await s.modern(['build']);
      s.check('css-modules-types-fix', 'with the reference the build succeeds; every class name is a string, a typo compiles', ({ paraSpans }) => {
        expectEqual(0, fixed.status, `the exit code (output:\n${fixed.output})`);
        const declared = paraSpans.find((t) => t.includes(': string'));
        expect(declaration.includes(declared), `dist/types/index.d.ts does not declare ${declared}:\n${declaration}`);
        expectEqual(0, looseTypo.status, `the exit code with ${typo} (output:\n${looseTypo.output})`);
      });
      fs.rmSync(`${s.dir}/src/modern-app-env.d.ts`);
      s.write('src/index.ts', source);
      s.files('css-modules-types-exact');
      const exact = await s.modern(['build']);
      s.write('src/index.ts', source.replace('styles.button', typo));
      const exactTypo = await s.modern(['build']);
      s.check('css-modules-types-exact', 'a declaration with the class names: the build succeeds, the typo stops it with TS2551', ({ para, paraSpans }) => {
        expectEqual(0, exact.status, `the exit code (output:\n${exact.output})`);
        expectQuoted(quoted(paraSpans, 'TS2551', exactTypo), exactTypo);
        expectExitCode(para, exactTypo);
      });
    },
  },
  {
    name: 'faq-browser-false',
    page: PRODUCT,
    marks: ['browser-false-project', 'browser-false'],
    async run(s) {
      s.files('browser-false-project');
      s.files('browser-false');
      const run = await s.modern(['build']);
      const out = s.exists('dist/index.js') ? s.read('dist/index.js') : '';
      const where = await s.shell(`node --input-type=module -e "const m = await import('./dist/index.js'); console.log(JSON.stringify(m.where()));"`);
      s.check('browser-false', 'the file mapped to false becomes an empty module: exit code 0, no require of os, where() returns browser', ({ para, paraSpans }) => {
        expectExitCode(para, run);
        const empty = paraSpans.find((t) => t.startsWith('module.exports'));
        expect(out.includes(empty), `dist/index.js does not hold ${empty}:\n${out}`);
        expect(paraSpans.includes("require('os')") && !/require\(["']os["']\)/.test(out), `dist/index.js still requires os:\n${out}`);
        expectEqual(paraSpans.find((t) => /^'\w+'$/.test(t)).replace(/'/g, '"'), where.output.trim().split('\n')[0], 'what where() returns');
      });
    },
  },
];

const other = [
  {
    name: 'faq-less-options',
    page: OTHER,
    marks: [EXAMPLE, MOP_DEFAULT, 'less-inline-js', 'less-options-replaced', 'less-options-fixed'],
    async run(s) {
      s.files(EXAMPLE);
      s.files('less-inline-js');
      s.files(MOP_DEFAULT, { as: 'modern.config.ts' });
      await s.build();
      const byDefault = s.read('dist/index.css');
      s.files('less-options-replaced', { as: 'modern.config.ts' });
      failed(s, 'less-options-replaced', await s.modern(['build']), 'Inline JavaScript is not enabled', { built: true });
      s.files('less-options-fixed', { as: 'modern.config.ts' });
      const fixed = await s.modern(['build']);
      const css = s.exists('dist/index.css') ? s.read('dist/index.css') : '';
      // The function form the prose names: it gets the defaults, and changes lessOptions in place.
      s.write('modern.config.ts', configOf("buildConfig: { style: { less: (options) => ({ ...options, lessOptions: { ...options.lessOptions, modifyVars: { 'primary-color': '#2563eb' } } }) } }"));
      const fn = await s.modern(['build']);
      const fnCss = s.exists('dist/index.css') ? s.read('dist/index.css') : '';
      s.check('less-inline-js', 'by default the inline JavaScript of the Less file is evaluated', () => {
        expect(byDefault.includes('border-radius: 6px;'), `dist/index.css:\n${byDefault}`);
      });
      s.check('less-options-fixed', 'javascriptEnabled set again: the build succeeds and evaluates the inline JavaScript; so does the function form', ({ paraSpans }) => {
        expectEqual(0, fixed.status, `the exit code (output:\n${fixed.output})`);
        const [file, rule] = paraSpans.filter((t) => t.startsWith('dist/') || t.includes(':'));
        expect(css.includes(`${rule};`), `${file} has no ${rule}:\n${css}`);
        expectEqual(0, fn.status, `the exit code of the function form (output:\n${fn.output})`);
        expect(fnCss.includes(`${rule};`), `the function form: ${file} has no ${rule}`);
      });
    },
  },
  {
    name: 'faq-watch-mode',
    page: OTHER,
    marks: [QUICK_START, 'watch-mode'],
    async run(s) {
      s.files(QUICK_START);
      const tasks = recordTasks(s);
      await s.build();
      // Watch mode logs a success line for a task's code and one for its declarations (a types-only task: one).
      const successes = tasks().reduce((n, task) => n + (task.dts && !task.dts.only ? 2 : 1), 0);
      s.files(QUICK_START, { only: ['modern.config.ts'] });
      fs.rmSync(`${s.dir}/dist`, { recursive: true, force: true });
      const [args] = modernCommands(s.block('watch-mode').block.code);
      const built = new RegExp(`(^success .*$[\\s\\S]*){${successes}}`, 'm');
      let first;
      const index = saves(s, 'src/index.ts');
      const run = await watch(s, args, [
        { until: built, then: () => { first = s.list('dist'); index.save(); } },
        // A rebuild may start before the others end, so wait for the files, not for a count of lines.
        { until: (since) => index.seen(since) && ['dist/lib/index.js', 'dist/es/index.js', 'dist/types/index.d.ts'].every((f) => { try { return s.read(f).includes(index.mark); } catch { return false; } }) },
      ]);
      s.check('watch-mode', 'the watch-mode message, every task built once, a rebuild when a source file changes', ({ paraSpans }) => {
        expectQuoted(quoted(paraSpans, 'watch mode', run), run);
        expectEqual(['es/index.js', 'lib/index.js', 'types/index.d.ts'], first, 'the files after the first build');
        expect(/File changed: src\/index\.ts/.test(run.seen[1]), `no rebuild logged after the change:\n${run.seen[1]}`);
      });
    },
  },
];

export default [...exception, ...product, ...other];
