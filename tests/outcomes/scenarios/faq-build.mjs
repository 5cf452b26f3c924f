// The build FAQ (guide/faq/build.mdx), whose entries live in three fragments: each entry that names a
// message, an exit code or a symptom is run with its own block, then with the fix the entry gives.
import fs from 'node:fs';
import { EXAMPLE, expect, expectEqual } from '../lib.mjs';
import { expectExitCode, expectQuoted, quoted, inLog, modernCommands, recordTasks, typeErrors } from '../quotes.mjs';

const EXCEPTION = 'components/faq-build-exception.mdx';
const QUICK_START = 'guide/intro/getting-started.mdx#quick-start';

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
    expectQuoted(quoted(paraSpans, fragment), run);
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
          expectQuoted(quoted(paraSpans, "'externalHelpers' configuration is currently enabled"), run, `the message with buildPreset '${preset}'`);
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
        expectQuoted(quoted(paraSpans, 'bundle failed'), run, 'the title of the box');
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
        const logged = quoted(spansBefore, 'Failed to compile');
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
];

export default [...exception];
