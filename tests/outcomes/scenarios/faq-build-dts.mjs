// The type declaration entries of the build FAQ (components/faq-build-dts.mdx): noEmit in a shared
// tsconfig, a project without TypeScript, a dependency's .d.ts that fails the check (and skipLibCheck),
// and declarationMap in bundle and bundleless tasks. Each runs the entry's own blocks from the quick-start project, then its fix.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, codeSpans } from '../../content/docs.mjs';
import { QUICK_START, sentences, paths, expect, expectEqual, expectFiles } from '../lib.mjs';
import { expectExitCode, expectQuoted, quoted, modernCommands } from '../quotes.mjs';

const page = 'components/faq-build-dts.mdx';
const TOOLS = path.join(ROOT, 'node_modules/@modern-js/module-tools/dist');

const HEADER = "import { defineConfig, moduleTools } from '@modern-js/module-tools';\n\nexport default defineConfig({\n  plugins: [moduleTools()],\n";
const configOf = (...entries) => `${HEADER}${entries.map((e) => `  ${e},\n`).join('')}});\n`;

/** The `buildPreset: '…'` span of a list of code spans. */
const presetSpan = (spans) => {
  const span = spans.find((t) => /^buildPreset: '[\w-]+'$/.test(t));
  if (!span) throw new Error(`  the prose names no buildPreset: '…' (its code spans: ${spans.join(' | ')})`);
  return span;
};

/** The sentence of a text that names a code span. */
const sentenceWith = (text, span) => sentences(text.replace(/\n/g, ' ')).find((t) => t.includes(`\`${span}\``)) ?? '';

/** The log lines a build prints at warn or error level. */
const complaints = (output) => output.split('\n').filter((l) => /^\s*(warn|error)\b/.test(l));

export default [
  {
    name: 'faq-no-emit',
    page,
    marks: [QUICK_START, 'no-emit-base', 'no-emit', 'no-emit-fix'],
    async run(s) {
      s.files(QUICK_START);
      s.files('no-emit-base');
      s.files('no-emit');
      const tsconfig = s.read('tsconfig.json');
      const preset = presetSpan(s.spansAfter('no-emit'));
      s.write('modern.config.ts', configOf(preset));
      const component = await s.modern(['build']);
      const written = s.list('dist');
      s.check('no-emit', 'bundleless with noEmit: true: exit code 0, the two JS files only, no dist/types and nothing in the log', ({ para, paraSpans }) => {
        expectEqual(preset, presetSpan(paraSpans), 'the preset of the run');
        expectQuoted(quoted(paraSpans, 'Bundleless generated', component), component, 'the summary line');
        expectExitCode(para, component);
        expectFiles(paths(paraSpans, 'dist/'), written.map((f) => `dist/${f}`), 'the files written');
        expect(paraSpans.includes('dist/types') && !written.some((f) => f.startsWith('types/')), `dist/types holds ${written.join(', ')}`);
        expectEqual([], complaints(component.output), 'the warnings and errors of the log');
      });

      const tsc = fs.readFileSync(path.join(TOOLS, 'builder/dts/tsc.js'), 'utf8');
      const rollup = fs.readFileSync(path.join(TOOLS, 'builder/dts/rollup.js'), 'utf8');
      const typescript = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/typescript/package.json'), 'utf8')).version;
      s.write('modern.config.ts', configOf("buildPreset: 'npm-library'"));
      const library = await s.modern(['build']);
      const libraryTypes = s.list('dist/types');
      s.check('no-emit', 'how tsc is run, the TypeScript version named, and npm-library unaffected', ({ prose }) => {
        const text = prose.replace(/\n/g, ' ');
        // The flags of the bundleless declaration task (the branch without enableTscBuild), and no --noEmit.
        const command = /params\.push\(\s*"-p",([\s\S]*?)\);/.exec(tsc)?.[1] ?? '';
        for (const flag of ['-p', '--declarationDir', '--declaration', '--emitDeclarationOnly']) {
          expect(text.includes(`\`${flag}\``), `the prose no longer names ${flag}`);
          expect(flag === '-p' || command.includes(`"${flag}"`), `tsc.js does not pass ${flag}`);
        }
        expect(!/noEmit/.test(tsc), 'tsc.js mentions noEmit');
        expectEqual(typescript.split('.').slice(0, 2).join('.'), /TypeScript (\d+\.\d+)/.exec(text)?.[1], 'the TypeScript version the page names');
        expect(/noEmit: false,/.test(rollup) && text.includes('`noEmit: false`'), 'the declaration bundler does not set noEmit: false');
        expectEqual(0, library.status, `the exit code with npm-library (output:\n${library.output})`);
        expect(text.includes('`npm-library`') && text.includes('`dist/types/index.d.ts`'), 'the prose no longer names npm-library and dist/types/index.d.ts');
        expectEqual(['index.d.ts'], libraryTypes, 'dist/types with npm-library');
      });

      s.files('no-emit-fix');
      s.write('modern.config.ts', configOf(preset));
      const fixed = await s.modern(['build']);
      const fixedFiles = s.list('dist');
      // The second way of the page: a tsconfig for the build that extends tsconfig.json, named by buildConfig.tsconfig.
      s.write('tsconfig.json', tsconfig);
      const buildFile = s.spansAfter('no-emit-fix').find((t) => /^tsconfig\.\w+\.json$/.test(t));
      s.write(buildFile, '{\n  "extends": "./tsconfig.json",\n  "compilerOptions": {\n    "noEmit": false\n  }\n}\n');
      s.write('modern.config.ts', configOf(preset, `buildConfig: { tsconfig: './${buildFile}' }`));
      fs.rmSync(path.join(s.dir, 'dist'), { recursive: true, force: true });
      const viaBuildConfig = await s.modern(['build']);
      const viaBuildConfigFiles = s.list('dist');
      s.check('no-emit-fix', 'noEmit: false in tsconfig.json, or in a tsconfig for the build named by buildConfig.tsconfig: dist/types/index.d.ts', ({ paraSpans }) => {
        expectEqual(0, fixed.status, `the exit code (output:\n${fixed.output})`);
        for (const file of paths(paraSpans, 'dist/')) expect(fixedFiles.includes(file.slice(5)), `${file} was not written (dist: ${fixedFiles.join(', ')})`);
        expect(paraSpans.includes('"noEmit": false') && paraSpans.includes('buildConfig.tsconfig'), 'the prose no longer names "noEmit": false and buildConfig.tsconfig');
        expectEqual(0, viaBuildConfig.status, `the exit code with buildConfig.tsconfig (output:\n${viaBuildConfig.output})`);
        expect(viaBuildConfigFiles.includes('types/index.d.ts'), `buildConfig.tsconfig: dist/types/index.d.ts was not written (dist: ${viaBuildConfigFiles.join(', ')})`);
      });
    },
  },
  {
    name: 'faq-tsc-not-found',
    page,
    marks: [QUICK_START, 'tsc-not-found', 'tsc-not-found-fix'],
    async run(s) {
      s.files(QUICK_START);
      const pkg = JSON.parse(s.read('package.json'));
      // The quick-start project without TypeScript: not in package.json, not in node_modules, no node_modules/.bin/tsc.
      // The scenario folder is outside the repository, so no folder above it has a node_modules/.bin/tsc either.
      const { typescript, ...others } = pkg.devDependencies;
      s.write('package.json', `${JSON.stringify({ ...pkg, devDependencies: others }, null, 2)}\n`);
      for (const link of ['node_modules/.bin', 'node_modules/typescript']) fs.rmSync(path.join(s.dir, link), { recursive: true, force: true });
      const preset = presetSpan(s.spansBefore('tsc-not-found'));
      s.write('modern.config.ts', configOf(preset));
      const [args] = modernCommands(s.block('tsc-not-found').block.code);
      const run = await s.modern(args);
      const written = s.list('dist');
      s.check('tsc-not-found', 'without typescript: the JS files, then the message about tsc and exit code 1, no dist/types', ({ para, paraSpans }) => {
        expectQuoted(quoted(paraSpans, 'Failed to excute', run), run, 'the message');
        expectExitCode(para, run);
        expectFiles(paths(paraSpans, 'dist/').filter((f) => f.endsWith('.js')), written.map((f) => `dist/${f}`), 'the files written');
        expect(paraSpans.includes('dist/types') && !written.some((f) => f.startsWith('types/')), `dist/types holds ${written.join(', ')}`);
      });
      s.check('tsc-not-found', 'the lookup: node_modules/.bin/tsc from the project folder up', ({ before }) => {
        const dts = fs.readFileSync(path.join(TOOLS, 'utils/dts.js'), 'utf8');
        const lookup = /const getTscBinPath = [\s\S]*?\n};/.exec(dts)?.[0] ?? '';
        expect(/findUp\(/.test(lookup) && lookup.includes('"./node_modules/.bin/tsc"') && /cwd: appDirectory/.test(lookup), 'getTscBinPath no longer looks for node_modules/.bin/tsc upward from the project');
        expect(before.includes('`node_modules/.bin/tsc`'), 'the prose no longer names node_modules/.bin/tsc');
      });

      // What `npm install -D typescript` gives the build: the package in node_modules, node_modules/.bin/tsc, and the entry in package.json.
      expect(/^npm install -D typescript$/m.test(s.block('tsc-not-found-fix').block.code), 'the fix is no longer npm install -D typescript');
      s.write('package.json', `${JSON.stringify(pkg, null, 2)}\n`);
      fs.symlinkSync(path.join(ROOT, 'node_modules/typescript'), path.join(s.dir, 'node_modules/typescript'));
      fs.mkdirSync(path.join(s.dir, 'node_modules/.bin'));
      fs.symlinkSync('../typescript/bin/tsc', path.join(s.dir, 'node_modules/.bin/tsc'));
      fs.rmSync(path.join(s.dir, 'dist'), { recursive: true, force: true });
      const fixed = await s.modern(args);
      const fixedFiles = s.list('dist');
      s.check('tsc-not-found-fix', 'with typescript installed the same build writes dist/types/index.d.ts and exits with code 0', ({ para, paraSpans }) => {
        expectExitCode(para, fixed);
        for (const file of paths(paraSpans, 'dist/')) expect(fixedFiles.includes(file.slice(5)), `${file} was not written (dist: ${fixedFiles.join(', ')})`);
      });
    },
  },
  {
    // modern.js#4655: a tsconfig whose include matches no file.
    name: 'faq-no-inputs-found',
    page,
    marks: [QUICK_START, 'no-inputs-found', 'no-inputs-found-fix'],
    async run(s) {
      s.files(QUICK_START);
      s.files('no-inputs-found');
      const component = presetSpan(s.spansAfter('no-inputs-found'));
      s.write('modern.config.ts', configOf(component));
      const failedRun = await s.modern(['build']);
      const written = s.list('dist');
      s.check('no-inputs-found', 'bundleless: the JS files, then TS18003 and exit code 1, no dist/types', ({ para, paraSpans }) => {
        expectQuoted(quoted(paraSpans, 'TS18003', failedRun), failedRun, 'the error of tsc');
        expectExitCode(para, failedRun);
        expectFiles(paths(paraSpans, 'dist/').filter((f) => f.endsWith('.js')), written.map((f) => `dist/${f}`), 'the files written');
        expect(paraSpans.includes('dist/types') && !written.some((f) => f.startsWith('types/')), `dist/types holds ${written.join(', ')}`);
      });
      const library = presetSpan(s.spansAfter('no-inputs-found-fix'));
      s.write('modern.config.ts', configOf(library));
      fs.rmSync(path.join(s.dir, 'dist'), { recursive: true, force: true });
      const bundled = await s.modern(['build']);
      const bundledFiles = s.list('dist');
      s.files('no-inputs-found-fix');
      s.write('modern.config.ts', configOf(component));
      fs.rmSync(path.join(s.dir, 'dist'), { recursive: true, force: true });
      const fixed = await s.modern(['build']);
      const fixedFiles = s.list('dist');
      s.check('no-inputs-found-fix', 'with include naming src the same build writes dist/types/index.d.ts and exits with code 0', ({ para, paraSpans }) => {
        expectExitCode(para, fixed);
        for (const file of paths(paraSpans, 'dist/')) expect(fixedFiles.includes(file.slice(5)), `${file} was not written (dist: ${fixedFiles.join(', ')})`);
      });
      s.check('no-inputs-found-fix', 'a bundle task prints TS18003 and still writes its declarations, exit code 0', ({ prose }) => {
        const text = sentenceWith(prose, 'TS18003');
        expect(text.includes('npm-library'), `the sentence about the bundle task no longer names npm-library: ${text}`);
        expect(/TS18003/.test(bundled.output), `the bundle build did not print TS18003:\n${bundled.output}`);
        expectExitCode(text, bundled);
        for (const file of paths(codeSpans(text), 'dist/')) expect(bundledFiles.includes(file.slice(5)), `${file} was not written by the bundle build (dist: ${bundledFiles.join(', ')})`);
      });
    },
  },
  {
    name: 'faq-dependency-dts',
    page,
    marks: [QUICK_START, 'lib-check-files', 'lib-check', 'lib-check-fix', 'lib-check-syntax'],
    async run(s) {
      s.files(QUICK_START);
      s.files('lib-check-files');
      // The rest of the dependency the page names: its package.json and JS, and its entry in dependencies.
      const name = /from '([\w-]+)'/.exec(s.read('src/index.ts'))[1];
      s.write(`node_modules/${name}/package.json`, `${JSON.stringify({ name, version: '1.0.0', main: 'index.js', types: 'index.d.ts' }, null, 2)}\n`);
      s.write(`node_modules/${name}/index.js`, 'exports.parse = (input) => ({ source: input });\n');
      const pkg = JSON.parse(s.read('package.json'));
      s.write('package.json', `${JSON.stringify({ ...pkg, dependencies: { [name]: '^1.0.0' } }, null, 2)}\n`);
      s.files('lib-check');
      const preset = presetSpan(s.spansBefore('lib-check'));
      s.write('modern.config.ts', configOf(preset));
      const failedRun = await s.modern(['build']);
      s.check('lib-check', 'without skipLibCheck the bundleless declaration task fails on the dependency: TS2304, exit code 1', ({ para, paraSpans }) => {
        expectQuoted(quoted(paraSpans, 'bundleless DTS failed', failedRun), failedRun, 'the failure of the declaration task');
        expectQuoted(quoted(paraSpans, 'TS2304', failedRun), failedRun, 'the error of tsc');
        expectExitCode(para, failedRun);
        expect(!/skipLibCheck/.test(s.read('tsconfig.json')), 'the tsconfig of the page sets skipLibCheck');
      });

      s.write('modern.config.ts', configOf("buildPreset: 'npm-library'"));
      const library = await s.modern(['build']);
      const rollup = fs.readFileSync(path.join(TOOLS, 'builder/dts/rollup.js'), 'utf8');
      s.check('lib-check', 'npm-library: the declaration bundler turns skipLibCheck on, and the same project builds with exit code 0', ({ prose }) => {
        const text = prose.replace(/\n/g, ' ');
        const sentence = sentenceWith(text, 'npm-library');
        expect(/skipLibCheck: true,[\s\S]*\.\.\.options,/.test(rollup), 'rollup.js does not put skipLibCheck: true before the options of the tsconfig');
        expect(/exit code 0|退出码为 0/.test(sentence), `the sentence about npm-library no longer states exit code 0: ${sentence}`);
        expectEqual(0, library.status, `the exit code with npm-library (output:\n${library.output})`);
      });

      s.files('lib-check-fix');
      s.write('modern.config.ts', configOf(preset));
      fs.rmSync(path.join(s.dir, 'dist'), { recursive: true, force: true });
      const fixed = await s.modern(['build']);
      const fixedFiles = s.list('dist');
      // "every .d.ts file, those of your own project included": a declaration file of the project with a type error.
      s.write('src/globals.d.ts', 'declare const buildInfo: MissingType;\n');
      const ownDts = await s.modern(['build']);
      const ownDtsWithout = await (async () => {
        s.files('lib-check');
        const run = await s.modern(['build']);
        s.files('lib-check-fix');
        return run;
      })();
      fs.rmSync(path.join(s.dir, 'src/globals.d.ts'));
      s.check('lib-check-fix', 'skipLibCheck: the build succeeds and writes the declarations; the project\'s own .d.ts files are skipped too', ({ para, paraSpans }) => {
        expectEqual(0, fixed.status, `the exit code (output:\n${fixed.output})`);
        for (const file of paths(paraSpans, 'dist/')) expect(fixedFiles.includes(file.slice(5)), `${file} was not written (dist: ${fixedFiles.join(', ')})`);
        expect(/own project|项目自己的/.test(para), 'the prose no longer says that the project\'s own .d.ts files are skipped too');
        expectEqual(0, ownDts.status, `the exit code with a type error in src/globals.d.ts (output:\n${ownDts.output})`);
        expect(ownDtsWithout.status === 1 && /MissingType/.test(ownDtsWithout.output), `without skipLibCheck the error of src/globals.d.ts is not reported (exit code ${ownDtsWithout.status})`);
      });

      s.files('lib-check-syntax');
      const syntax = await s.modern(['build']);
      s.check('lib-check-syntax', 'a syntax error in the dependency\'s .d.ts fails even with skipLibCheck: TS1005, exit code 1', ({ para, paraSpans }) => {
        expect(/"skipLibCheck": true/.test(s.read('tsconfig.json')), 'the run does not have skipLibCheck on');
        expectQuoted(quoted(paraSpans, 'TS1005', syntax), syntax, 'the error of tsc');
        expectExitCode(para, syntax);
        expect(paraSpans.includes('node_modules/.bin') && fs.readFileSync(path.join(TOOLS, 'utils/dts.js'), 'utf8').includes('"./node_modules/.bin/tsc"'), 'the tsc that Module Tools runs is not the one of node_modules/.bin');
      });
    },
  },
  {
    name: 'faq-project-references',
    page,
    marks: ['references', 'references-build', 'references-fix'],
    async run(s) {
      s.write('package.json', `${JSON.stringify({ name: 'my-lib', version: '1.0.0' }, null, 2)}\n`);
      s.files('references');
      s.files('references-build');
      const failed = await s.modern(['build']);
      s.check('references-build', 'a bundleless task with tsc -p: TS6305 for the referenced project that is not built, exit code 1', ({ para, paraSpans }) => {
        expectQuoted(quoted(paraSpans, 'TS6305', failed), failed, 'the error of tsc');
        expectExitCode(para, failed);
        expect(!s.exists('packages/shared/dist'), 'packages/shared/dist was written');
      });
      for (const dir of ['dist', 'packages/shared/dist']) fs.rmSync(path.join(s.dir, dir), { recursive: true, force: true });
      s.files('references-fix');
      const fixed = await s.modern(['build']);
      s.check('references-fix', 'with dts.enableTscBuild, tsc builds the referenced project, then the package', ({ paraSpans }) => {
        expectEqual(0, fixed.status, `the exit code (output:\n${fixed.output})`);
        const shown = paths(paraSpans);
        expectFiles(shown.filter((f) => f.startsWith('dist/')), s.list('dist').map((f) => `dist/${f}`), 'the files of dist');
        for (const file of shown.filter((f) => f.startsWith('packages/'))) expect(s.exists(file), `${file} was not written`);
        expect(paraSpans.includes('"declarationDir": "./dist"') && JSON.parse(s.read('tsconfig.json')).compilerOptions.declarationDir === './dist', 'the tsconfig of the page no longer sets the declarationDir the paragraph names');
      });
    },
  },
  {
    name: 'faq-declaration-map',
    page,
    marks: [QUICK_START, 'declaration-map', 'declaration-map-bundleless'],
    async run(s) {
      s.files(QUICK_START);
      s.files('declaration-map');
      const library = await s.modern(['build']);
      const libraryTypes = s.list('dist/types');
      const rollup = fs.readFileSync(path.join(TOOLS, 'builder/dts/rollup.js'), 'utf8');
      s.write('modern.config.ts', configOf("buildPreset: 'npm-component'"));
      fs.rmSync(path.join(s.dir, 'dist'), { recursive: true, force: true });
      const component = await s.modern(['build']);
      const componentTypes = s.list('dist/types');
      const map = s.exists('dist/types/index.d.ts.map') ? JSON.parse(s.read('dist/types/index.d.ts.map')) : {};
      s.check('declaration-map', 'declarationMap: true: npm-library writes no map (the bundler forces it off); npm-component writes the map, pointing at the source', ({ para }) => {
        expectEqual(0, library.status, `the exit code with npm-library (output:\n${library.output})`);
        expectEqual(0, component.status, `the exit code with npm-component (output:\n${component.output})`);
        expect(/declarationMap: false,/.test(rollup) && para.includes('`declarationMap: false`'), 'the declaration bundler does not set declarationMap: false');
        const bundle = sentenceWith(para, 'npm-library');
        const bundleless = sentenceWith(para, 'npm-component');
        expectFiles(paths(codeSpans(bundle), 'dist/'), libraryTypes.map((f) => `dist/types/${f}`), 'dist/types with npm-library');
        expectFiles(paths(codeSpans(bundleless), 'dist/'), componentTypes.map((f) => `dist/types/${f}`), 'dist/types with npm-component');
        expectEqual([codeSpans(bundleless).find((t) => t.startsWith('../'))], map.sources, 'the sources of dist/types/index.d.ts.map');
        expect(map.sources.every((source) => fs.existsSync(path.resolve(s.dir, 'dist/types', source))), `a source of dist/types/index.d.ts.map leads nowhere: ${map.sources.join(', ')}`);
      });

      // A tsconfig for project references and incremental builds, with npm-library: the options the bundler drops.
      const dropped = ['incremental', 'tsBuildInfoFile', 'sourceMap', 'inlineSources'];
      const tsconfig = JSON.parse(s.read('tsconfig.json'));
      s.write('tsconfig.json', `${JSON.stringify({ ...tsconfig, compilerOptions: { ...tsconfig.compilerOptions, composite: true, incremental: true, tsBuildInfoFile: './.cache/build.tsbuildinfo', sourceMap: true, inlineSources: true } }, null, 2)}\n`);
      s.write('modern.config.ts', configOf("buildPreset: 'npm-library'"));
      fs.rmSync(path.join(s.dir, 'dist'), { recursive: true, force: true });
      const references = await s.modern(['build']);
      const referencesTypes = s.list('dist/types');
      const buildInfo = fs.readdirSync(s.dir, { recursive: true }).map(String).filter((f) => !f.startsWith('node_modules') && f.endsWith('.tsbuildinfo'));
      s.write('tsconfig.json', `${JSON.stringify(tsconfig, null, 2)}\n`);
      s.check('declaration-map', 'composite, incremental, tsBuildInfoFile, sourceMap and inlineSources: the same bundled declarations, no .tsbuildinfo', ({ prose }) => {
        const spans = codeSpans(prose);
        expect(spans.includes('composite: false') && /composite: false,/.test(rollup), 'the declaration bundler no longer runs with composite: false, or the prose no longer says so');
        const ignored = /const ignoreCompileOptions = \[([\s\S]*?)\]/.exec(rollup)?.[1] ?? '';
        for (const option of dropped) expect(spans.includes(option) && ignored.includes(`"${option}"`), `the bundler no longer drops ${option}, or the prose no longer names it`);
        expectEqual(0, references.status, `the exit code (output:\n${references.output})`);
        expectEqual(libraryTypes, referencesTypes, 'dist/types');
        expectEqual([], buildInfo, 'the .tsbuildinfo files written');
      });

      s.files('declaration-map-bundleless');
      fs.rmSync(path.join(s.dir, 'dist'), { recursive: true, force: true });
      const mixed = await s.modern(['build']);
      const mixedFiles = s.list('dist');
      s.check('declaration-map-bundleless', 'the declaration task made bundleless: bundled JS, one declaration file and one map per source file', ({ para, paraSpans }) => {
        expectEqual(0, mixed.status, `the exit code (output:\n${mixed.output})`);
        expectFiles(paths(paraSpans, 'dist/'), mixedFiles.map((f) => `dist/${f}`), 'the files written');
        expect(/Bundle generated 2 files/.test(mixed.output) && /Bundleless generated/.test(mixed.output), `the JS tasks are not bundled, or the declaration task is not bundleless:\n${mixed.output}`);
      });
    },
  },
];

