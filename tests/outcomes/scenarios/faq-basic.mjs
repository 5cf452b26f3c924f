// The basic FAQ: each entry that names a message, an exit code or a symptom, run from the quick-start
// project (or the example project) with the entry's own block, then with the entry's fix.
import fs from 'node:fs';
import { codeSpans, proseAfter } from '../../content/docs.mjs';
import { QUICK_START, EXAMPLE, normaliseLog, sentences, expect, expectEqual } from '../lib.mjs';
import { expectExitCode, expectQuoted, quoted, inLog, modernCommands, typeErrors } from '../quotes.mjs';

const page = 'guide/faq/basic.mdx';
const NPM_LIBRARY = 'guide/basic/modify-output-product.mdx#mop-npm-library';

/** A config of the example project with one line of its own: top-level keys as they are, others inside buildConfig. */
const HEADER = "import { defineConfig, moduleTools } from '@modern-js/module-tools';\n\nexport default defineConfig({\n  plugins: [moduleTools()],\n";
const configWith = (entry) => `${HEADER}${entry ? `  ${/^(buildConfig|buildconfig|buildPreset)\b/.test(entry) ? entry.replace('…', "format: 'esm'") : `buildConfig: { ${entry} }`},\n` : ''}});\n`;

/** The rows of the table in a piece of prose: [config span, what happens]. */
const tableRows = (prose) =>
  prose
    .split('\n')
    .filter((l) => /^\|.*`.*\|.*\|\s*$/.test(l))
    .map((l) => l.split('|').slice(1, -1).map((c) => c.trim()))
    .map(([config, result]) => [codeSpans(config)[0], result]);

/** What a table row says happens: the same as without the key, as with another value, Terser, a file, no dist/index.js. */
function rowClaim(config, result) {
  if (/Ignored|忽略/.test(result)) return { kind: 'ignored', reference: '' };
  const like = /as with `([^`]+)`, but imports keep their source paths|与 `([^`]+)` 一样.*导入路径保持源码中的写法/.exec(result);
  if (like) return { kind: 'half', reference: config.replace(/'[^']*'/, `'${like[1] ?? like[2]}'`), from: codeSpans(result).find((t) => t.startsWith('.') && t !== '.css'), to: '.css' };
  const value = /Treated as `([^`]+)`|按 `([^`]+)` 处理/.exec(result);
  if (value) {
    const literal = value[1] ?? value[2];
    return { kind: 'treated', reference: config.replace(/'[^']*'/, /^(true|false|\d+)$/.test(literal) ? literal : `'${literal}'`) };
  }
  if (/Terser/.test(result)) return { kind: 'treated', reference: config.replace(/'[^']*'/, "'terser'") };
  if (/written as a file|输出为文件/.test(result)) return { kind: 'file' };
  if (/not written|不会生成/.test(result)) return { kind: 'missing', file: codeSpans(result)[0] };
  return { kind: 'unknown' };
}

/** The files of dist (or of a case's folder) and their text. */
const snapshot = (s, dir = 'dist') => Object.fromEntries(s.list(dir).map((f) => [f, s.read(`${dir}/${f}`)]));

/** Whether two builds wrote the same files with the same text; throws with the differences. */
function expectSameBuild(real, reference, what) {
  const files = [...new Set([...Object.keys(real), ...Object.keys(reference)])].sort();
  const differ = files.filter((f) => real[f] !== reference[f]).map((f) => `  ${f}: ${!(f in real) ? 'not written' : !(f in reference) ? 'written, not by the reference' : 'different text'}`);
  expect(!differ.length, `${what}\n${differ.join('\n')}`);
}

export default [
  {
    name: 'faq-no-command-found',
    page,
    marks: [QUICK_START, 'no-command-found', 'no-command-found-fix'],
    async run(s) {
      s.files(QUICK_START);
      s.files('no-command-found', { as: 'modern.config.ts' });
      const build = await s.modern(['build']);
      const help = await s.modern(['help']);
      const buildHelp = await s.modern(['build', '--help']);
      const topHelp = await s.modern(['--help']);
      s.check('no-command-found', 'without moduleTools(): the warning, no build command, nothing built, exit code 0', ({ para, paraSpans }) => {
        const warning = quoted(paraSpans, 'No command found', build);
        expectQuoted(warning, help, 'the warning of npx modern help');
        expectQuoted(warning, build, 'the warning of npx modern build');
        expectExitCode(para, build, 'the exit code of npx modern build');
        expect(!s.exists('dist'), `npx modern build wrote ${s.list('dist').join(', ')}`);
        expect(paraSpans.includes('npx modern build --help'), 'the prose no longer names npx modern build --help');
        expectEqual(topHelp.output, buildHelp.output, 'npx modern build --help prints the top-level help (npx modern --help)');
      });
      const warning = quoted(codeSpans(s.paraAfter('no-command-found')), 'No command found');

      s.files('no-command-found-fix', { as: 'modern.config.ts' });
      const fixed = await s.modern(['build']);
      s.check('no-command-found-fix', 'with moduleTools() the build runs, writes dist and prints no warning', () => {
        expectEqual(0, fixed.status, 'the exit code');
        expect(!inLog(warning, fixed.output), `the warning is still printed:\n${fixed.output}`);
        for (const file of ['dist/lib/index.js', 'dist/es/index.js', 'dist/types/index.d.ts']) expect(s.exists(file), `${file} was not written`);
      });

      // The older alternative of the prose after the fix: autoLoadPlugins in the config that lacks the plugin.
      s.files('no-command-found', { as: 'modern.config.ts' });
      s.write('modern.config.ts', s.read('modern.config.ts').replace(/^(\s*)buildPreset:/m, '$1autoLoadPlugins: true,\n$1buildPreset:'));
      const auto = await s.modern(['build']);
      s.check('no-command-found-fix', 'autoLoadPlugins: true loads moduleTools from the dependencies of package.json', ({ paraSpans }) => {
        expect(paraSpans.includes('autoLoadPlugins: true') && paraSpans.includes('@modern-js/module-tools'), 'the prose no longer names autoLoadPlugins: true and @modern-js/module-tools');
        expect(JSON.parse(s.read('package.json')).devDependencies['@modern-js/module-tools'], 'package.json does not list @modern-js/module-tools');
        expectEqual(0, auto.status, 'the exit code');
        expect(!inLog(warning, auto.output) && s.exists('dist/lib/index.js'), `no build ran:\n${auto.output}`);
      });
    },
  },
  {
    name: 'faq-upgrade-offline',
    page,
    marks: [QUICK_START, 'upgrade-offline'],
    async run(s) {
      s.files(QUICK_START);
      // npx gets a cache of its own in the project, so a package cached on this machine does not run; and
      // npm's default log level, whatever the caller's (`npm run -s` hands npx its silent level).
      const cache = { npm_config_cache: `${s.dir}/.npm-cache`, npm_config_prefer_offline: 'false', npm_config_update_notifier: 'false', npm_config_loglevel: 'notice' };
      const offline = { ...cache, npm_config_offline: 'true' };
      // A registry that refuses connections: a closed port of this machine, so nothing leaves it.
      const unreachable = { ...cache, npm_config_offline: 'false', npm_config_registry: 'http://127.0.0.1:9/', npm_config_fetch_retries: '0' };
      const runs = [];
      for (const args of s.block('upgrade-offline').block.code.split('\n').filter(Boolean).map((l) => l.replace(/^npx modern /, '').split(' '))) {
        runs.push({ args, offline: await s.modern(args, { env: offline }), unreachable: await s.modern(args, { env: unreachable }) });
      }
      const newOffline = await s.modern(['new'], { env: offline });
      s.check('upgrade-offline', 'offline: ENOTCACHED; registry unreachable: ECONNREFUSED; then the npx command failed, exit code 1', ({ para, paraSpans, spansBefore }) => {
        const failed = quoted(paraSpans, 'Command failed', runs[0].offline);
        for (const run of runs) {
          expectQuoted(quoted(paraSpans, 'ENOTCACHED', run.offline), run.offline, `npm's error with offline=true (modern ${run.args.join(' ')})`);
          expectQuoted(quoted(paraSpans, 'ECONNREFUSED', run.unreachable), run.unreachable, `npm's error with a registry that refuses connections (modern ${run.args.join(' ')})`);
          for (const r of [run.offline, run.unreachable]) {
            expectQuoted(failed, r, `the message of modern ${run.args.join(' ')}`);
            expectExitCode(para, r, `the exit code of modern ${run.args.join(' ')}`);
          }
        }
        expectQuoted(quoted(spansBefore, '@modern-js/upgrade@', runs), runs[0].offline, 'the npx command of modern upgrade');
        expectQuoted(quoted(spansBefore, '@modern-js/new-action@', newOffline), newOffline, 'the npx command of modern new');
        expectQuoted(quoted(paraSpans, 'ENOTCACHED', newOffline), newOffline, 'npm\'s error of modern new with offline=true');
        expectEqual(1, newOffline.status, 'the exit code of modern new, which fails "in the same way"');
      });
    },
  },
  {
    name: 'faq-types-module-resolution',
    page,
    marks: [EXAMPLE, NPM_LIBRARY, 'types-bundler', 'types-node', 'types-reference-path'],
    async run(s) {
      s.files(EXAMPLE);
      s.files(NPM_LIBRARY, { as: 'modern.config.ts' });
      const example = JSON.parse(s.read('tsconfig.json'));
      /** The example's tsconfig.json with the compilerOptions of a block of the page merged in. */
      const withOptions = (mark) => {
        s.files(mark, { as: 'tsconfig.block.json' });
        const options = JSON.parse(s.read('tsconfig.block.json')).compilerOptions;
        s.write('tsconfig.json', `${JSON.stringify({ ...example, compilerOptions: { ...example.compilerOptions, ...options } }, null, 2)}\n`);
      };
      withOptions('types-bundler');
      const bundler = await s.modern(['build']);
      s.check('types-bundler', 'with "moduleResolution": "bundler" the bundled declaration task fails with TS2307', ({ para, paraSpans }) => {
        expectQuoted(quoted(paraSpans, 'TS2307', bundler), bundler, 'the error of the declaration task');
        expectExitCode(para, bundler);
      });
      const declaration = quoted(codeSpans(s.paraAfter('types-node')), "declare module '*.svg'");
      s.write('src/svg.d.ts', `${declaration} {\n  const src: string;\n  export default src;\n}\n`);
      const ownDeclaration = await s.modern(['build']);
      fs.rmSync(`${s.dir}/src/svg.d.ts`);
      withOptions('types-node');
      const node = await s.modern(['build']);
      s.check('types-node', 'with "moduleResolution": "node" the build succeeds and writes the declarations; bundler works with a declaration of *.svg', () => {
        expectEqual(0, node.status, `the exit code with node resolution (output:\n${node.output})`);
        expect(s.exists('dist/types/index.d.ts'), 'dist/types/index.d.ts was not written');
        expectEqual(0, ownDeclaration.status, `the exit code with bundler and a ${declaration} of its own (output:\n${ownDeclaration.output})`);
      });
      // Keeping bundler: the package's file referenced by its path; and nodenext, which reads exports too.
      const envFile = s.read('src/modern-app-env.d.ts');
      withOptions('types-bundler');
      s.files('types-reference-path');
      const byPath = await s.modern(['build']);
      const byPathTypes = s.exists('dist/types/index.d.ts');
      s.write('src/modern-app-env.d.ts', envFile);
      s.write('tsconfig.json', `${JSON.stringify({ ...example, compilerOptions: { ...example.compilerOptions, module: 'NodeNext', moduleResolution: 'nodenext' } }, null, 2)}\n`);
      const nodenext = await s.modern(['build']);
      s.check('types-reference-path', 'with bundler, a reference by path builds with exit code 0; nodenext fails like bundler, TS2307 and exit code 1', ({ prose }) => {
        const [first, second] = prose.replace(/^\s*\n/, '').split(/\n\s*\n/);
        expectExitCode(first.split(/(?<=[.。])\s*/)[0], byPath);
        expect(byPathTypes, 'with the reference by path, dist/types/index.d.ts was not written');
        expect(s.block('types-reference-path').block.code.includes('lib/types.d.ts'), 'the block no longer references lib/types.d.ts');
        expect((first + (second ?? '')).includes('`TS2307`') && nodenext.output.includes('TS2307'), `with nodenext, the build did not stop with TS2307:\n${nodenext.output}`);
        expectEqual(1, nodenext.status, 'the exit code with nodenext');
      });
    },
  },
  {
    // modern.js#5835: the plugin's types under bundler resolution. The 2.68.16 plugin type-checks; a copy of
    // it whose exports lose their "types" condition stands for the releases before 2.55.0, whose exports
    // had only "jsnext:source" and "default" for "." (the diff of modern.js#5926).
    name: 'faq-plugin-declarations-exports',
    page,
    plugins: true,
    marks: ['guide/best-practices/use-tailwindcss.mdx#tailwind-register'],
    async run(s) {
      s.files('guide/best-practices/use-tailwindcss.mdx#tailwind-register');
      const bundler = { extra: '--moduleResolution bundler --module esnext' };
      const current = await typeErrors(s, ['modern.config.ts'], bundler);
      const plugin = 'node_modules/@modern-js/plugin-tailwindcss';
      const real = fs.realpathSync(`${s.dir}/${plugin}`);
      const pkg = JSON.parse(fs.readFileSync(`${real}/package.json`, 'utf8'));
      expect(pkg.exports['.'].types, 'the installed plugin has no "types" condition in its exports: the stand-in would be the plugin itself');
      const { types, ...withoutTypes } = pkg.exports['.'];
      fs.rmSync(`${s.dir}/${plugin}`, { recursive: true, force: true });
      s.write(`${plugin}/package.json`, `${JSON.stringify({ ...pkg, exports: { ...pkg.exports, '.': withoutTypes } }, null, 2)}\n`);
      fs.symlinkSync(`${real}/dist`, `${s.dir}/${plugin}/dist`);
      const before = await typeErrors(s, ['modern.config.ts'], bundler);
      s.checkSection(page, 'plugin-declarations-exports', 'under bundler resolution: TS7016 without the types condition, no error with the 2.68.16 plugin', ({ text }) => {
        const quote = [...text.matchAll(/`(TS7016: [^`]+)`/g)].map((m) => m[1])[0];
        expect(quote, 'the section no longer quotes TS7016');
        expect(before['modern.config.ts'].some((e) => e.startsWith(quote)), `without the types condition, tsc printed: ${JSON.stringify(before)}`);
        expectEqual([], current['modern.config.ts'], 'the errors of modern.config.ts with the 2.68.16 plugin');
        expect(text.includes('2.68.16') && text.includes('"moduleResolution": "bundler"'), 'the section no longer names the release and the resolution it checks');
      });
    },
  },
  {
    name: 'faq-config-typo',
    page,
    marks: [EXAMPLE, 'config-typo'],
    async run(s) {
      s.files(EXAMPLE);
      /** Builds the example project with a whole config; its dist as { file: text }. */
      const build = async (text) => {
        s.write('modern.config.ts', text);
        fs.rmSync(`${s.dir}/dist`, { recursive: true, force: true });
        const run = await s.modern(['build']);
        return { run, files: snapshot(s) };
      };
      s.files('config-typo', { as: 'modern.config.ts' });
      const typo = await build(s.read('modern.config.ts'));
      const plain = await build(configWith(''));
      s.check('config-typo', 'the misspelled key is ignored: exit code 0, dist/index.js in cjs, the same build as without it', ({ para, paraSpans }) => {
        expectExitCode(para, typo.run);
        expect(paraSpans.includes('dist/index.js') && 'index.js' in typo.files, 'dist/index.js was not written');
        expect(paraSpans.includes('cjs') && /^module\.exports = __toCommonJS/m.test(typo.files['index.js']), 'dist/index.js is not CommonJS');
        expectSameBuild(typo.files, plain.files, 'the build differs from the build without the key');
      });

      // A row that misspells a top-level key is a whole config of its own; a row that misspells an option of a
      // task is a task, built with its reference (the value it is treated as) as tasks of one build.
      const { block, page: en } = s.block('config-typo');
      const rows = tableRows(proseAfter(en, block));
      const topLevel = (config) => /^(buildConfig|buildconfig|buildPreset)\b/.test(config);
      const builds = new Map([['', plain]]);
      for (const [config] of rows.filter(([config]) => topLevel(config))) builds.set(config, await build(configWith(config)));
      const taskRows = rows.filter(([config]) => !topLevel(config));
      const references = [...new Set(taskRows.map(([config, result]) => rowClaim(config, result).reference).filter((r) => r !== undefined))];
      const tasks = [...taskRows.map(([config]) => config), ...references];
      const matrix = await s.buildCases(tasks.map((config, k) => ({ name: `case-${k}`, task: `{ ${config} }` })));
      tasks.forEach((config, k) => builds.set(config, { run: matrix, files: snapshot(s, `dist/case-${k}`) }));
      rows.forEach(([config], k) => {
        s.check('config-typo', `table row ${config}`, ({ prose }) => {
          const [shown, result] = tableRows(prose)[k] ?? [];
          expectEqual(config, shown, `the config of row ${k + 1}`);
          const claim = rowClaim(config, result);
          const real = builds.get(config);
          expectEqual(0, real.run.status, `the exit code (the build printed:\n${real.run.output})`);
          if (claim.kind === 'ignored' || claim.kind === 'treated') {
            const reference = builds.get(claim.reference);
            expect(reference, `the two languages state different results for ${config}`);
            expectSameBuild(real.files, reference.files, `the build differs from the build with ${claim.reference || 'no such key'}`);
            for (const file of codeSpans(result).filter((t) => t.startsWith('dist/'))) expect(file.slice(5) in real.files, `${file} was not written`);
          } else if (claim.kind === 'half') {
            // The files of the other build type, without the assets it copies; the imports still name the sources.
            const reference = builds.get(claim.reference);
            expect(reference, `the two languages state different results for ${config}`);
            const isAsset = (f) => /\.(svg|png|jpe?g|gif|webp)$/.test(f);
            expectEqual(Object.keys(reference.files).filter((f) => !isAsset(f)).sort(), Object.keys(real.files).sort(), `the files written, against those of ${claim.reference} without its assets`);
            expect(Object.keys(reference.files).some(isAsset) && !Object.keys(real.files).some(isAsset), 'the assets are copied');
            const js = Object.entries(real.files).filter(([f]) => f.endsWith('.js')).map(([, t]) => t).join('\n');
            expect(js.includes(`${claim.from}")`) && !js.includes(`${claim.to}")`), `the JS does not import a ${claim.from} file, or imports a ${claim.to} file`);
          } else if (claim.kind === 'file') {
            const js = real.files['index.js'] ?? '';
            expect(!js.includes('data:image/svg+xml'), 'the SVG is inlined as a data: URL');
            expect(Object.keys(real.files).some((f) => f.endsWith('.svg')), `no SVG file was written (${Object.keys(real.files).join(', ')})`);
          } else if (claim.kind === 'missing') {
            expect(!(claim.file.slice(5) in real.files), `${claim.file} was written`);
          } else throw new Error(`  no check knows what "${result}" means`);
        });
      });

      // The fix: a type-checked config. TypeScript reports each mistake except the preset name.
      const files = [s.block('config-typo').block, ...rows.map(([config]) => config)].map((entry, k) => {
        const file = `configs/typo-${k}.ts`;
        s.write(file, typeof entry === 'string' ? configWith(entry) : s.read('modern.config.ts'));
        return [file, typeof entry === 'string' ? entry : 'fromat'];
      });
      s.files('config-typo', { as: files[0][0] });
      const errors = await typeErrors(s, files.map(([f]) => f));
      s.check('config-typo', 'tsc reports every mistake of the table except the preset name', ({ prose }) => {
        const named = codeSpans(sentences(prose).find((t) => /TypeScript/.test(t) && /except|除/.test(t)) ?? '');
        expect(named.includes('buildPreset'), 'the prose no longer says which mistake TypeScript misses');
        for (const [file, entry] of files) {
          const missed = named.some((t) => entry.startsWith(t));
          if (missed) expectEqual([], errors[file], `the type errors of ${entry}`);
          else expect(errors[file].length > 0, `tsc reports nothing for ${entry}`);
        }
        expect(!errors[''], `tsc printed: ${errors['']?.join('\n')}`);
      });
    },
  },
  {
    name: 'faq-deprecated-and-unknown-commands',
    page,
    marks: [QUICK_START, 'lint-deprecated', 'change-status'],
    async run(s) {
      s.files(QUICK_START);
      const lint = [];
      for (const args of modernCommands(s.block('lint-deprecated').block.code)) lint.push(await s.modern(args));
      s.check('lint-deprecated', 'modern lint and modern pre-commit print one deprecation warning each, and exit with code 0', ({ para, paraSpans }) => {
        const hints = paraSpans.filter((t) => t.includes('deprecated'));
        expectEqual(lint.length, hints.length, 'the number of quoted hints, one per command');
        lint.forEach((run, k) => {
          expectQuoted(hints[k], run, `the hint of command #${k + 1}`);
          expectExitCode(para, run);
          const lines = normaliseLog(run.output).split('\n').filter((l) => l.trim() && !/^\s*Modern\.js Module v/.test(l)); // the banner line, then the hint
          expect(lines.length === 1, `the command prints more than its hint:\n${lines.join('\n')}`);
        });
      });
      const [args] = modernCommands(s.block('change-status').block.code);
      const unknown = await s.modern(args);
      const help = await s.modern([...args, '--help']);
      const topHelp = await s.modern(['--help']);
      s.check('change-status', 'modern change-status: unknown command, exit code 1; with --help the top-level help', ({ para, paraSpans }) => {
        expectQuoted(quoted(paraSpans, 'unknown command', unknown), unknown);
        expectExitCode(para, unknown);
        expect(paraSpans.includes(`npx modern ${args.join(' ')} --help`), 'the prose no longer names the --help run');
        expectEqual(topHelp.output, help.output, `npx modern ${args.join(' ')} --help prints the top-level help (npx modern --help)`);
      });
    },
  },
  {
    name: 'faq-webpack-loaders',
    page,
    marks: [QUICK_START, 'esbuild-plugin-instead'],
    async run(s) {
      s.files(QUICK_START);
      const quickConfig = s.read('modern.config.ts');
      s.files('esbuild-plugin-instead');
      const spans = s.spansAfter('esbuild-plugin-instead');
      const text = 'Thanks for using my-lib.\n';
      s.write('src/notice.txt', text);
      s.write('src/index.ts', `${spans.find((t) => t.startsWith('import notice'))};\n\nexport const printNotice = (): string => notice;\n`);
      s.write('src/text.d.ts', `${spans.find((t) => t.startsWith('declare module'))} {\n  const text: string;\n  export default text;\n}\n`);
      const run = await s.modern(['build']);
      const js = s.exists('dist/index.js') ? s.read('dist/index.js') : '';
      const loader = spans.find((t) => t.startsWith('loader:'));
      s.write('modern.config.ts', `${HEADER}  buildConfig: { ${loader} },\n});\n`);
      const plain = await s.modern(['build']);
      const plainJs = s.exists('dist/index.js') ? s.read('dist/index.js') : '';
      // Neither: esbuild reads the text file as JavaScript, so the plugin is what made the build work.
      s.write('modern.config.ts', quickConfig);
      const neither = await s.modern(['build']);
      s.check('esbuild-plugin-instead', 'the esbuild plugin registered through esbuildOptions loads the .txt file as a string; loader does the same', ({ para }) => {
        expectEqual(0, run.status, `the exit code (output:\n${run.output})`);
        expect(js.includes(JSON.stringify(text)), `dist/index.js does not hold the text as a string:\n${js}`);
        expect(/src\/notice\.txt/.test(para) && /dist\/index\.js/.test(para), 'the page no longer names the files');
        expectEqual(0, plain.status, `the exit code with ${loader} (output:\n${plain.output})`);
        expect(plainJs.includes(JSON.stringify(text)), `with ${loader}, dist/index.js does not hold the text:\n${plainJs}`);
        expectEqual(1, neither.status, `the exit code without the plugin and without loader (output:\n${neither.output})`);
      });
    },
  },
];
