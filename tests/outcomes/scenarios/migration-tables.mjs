// "Migrate to Rslib": the tables of plugin hooks, commands, config files and presets, row by row. The hooks
// table is one Module Tools plugin and one Rsbuild plugin that do the same things through the hooks each
// row pairs, built side by side; what each side recorded, and what it changed in the output, is compared.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, codeSpans, loadSite } from '../../content/docs.mjs';
import { EXAMPLE, expect, expectEqual, rowsOf, saves, watch } from '../lib.mjs';
import { ENV_DTS, BIN, twin, rslib, loadEntries } from '../twins.mjs';

const page = 'guide/migration/rslib.mdx';
const HOOKS = 'plugins-and-hooks';

/** The API names a hooks row gives on its Rsbuild side: `api.onBeforeBuild`, … */
const apisOf = (row) => codeSpans(row.cells[1] ?? '').filter((t) => t.startsWith('api.')).map((t) => t.replace(/^api\.|\(\)$/g, ''));

/** A Module Tools plugin that records the hooks it is called with, changes each task, and taps the compiler hooks. */
const MODULE_TOOLS_CONFIG = `import fs from 'node:fs';
import { defineConfig, moduleTools } from '@modern-js/module-tools';
import type { CliPlugin, ModuleTools } from '@modern-js/module-tools';

const trace = (event: string) => fs.appendFileSync('trace.txt', \`\${event}\\n\`);

const compilerHooks = {
  name: 'compiler-hooks',
  apply(compiler: any) {
    compiler.hooks.load.tapPromise({ name: 'md' }, async (args: any) =>
      args.path.endsWith('.md') ? { contents: \`export default \${JSON.stringify(fs.readFileSync(args.path, 'utf8'))};\`, loader: 'js' } : undefined);
    compiler.hooks.transform.tapPromise({ name: 'mark' }, async (source: any) =>
      source.path.endsWith('index.ts') ? { ...source, code: \`\${source.code}\\nexport const transformed = true;\\n\` } : source);
    compiler.hooks.renderChunk.tapPromise({ name: 'stamp' }, async (chunk: any) =>
      chunk.type === 'chunk' ? { ...chunk, contents: \`/* rendered */\\n\${chunk.contents}\` } : chunk);
  },
};

const tracer = (): CliPlugin<ModuleTools> => ({
  name: 'tracer',
  setup: () => ({
    beforeConfig() { trace('beforeConfig'); },
    config() { trace('config'); return { buildConfig: { define: { __FROM_CONFIG_HOOK__: 'config' } } } as any; },
    prepare() { trace('prepare'); },
    afterPrepare() { trace('afterPrepare'); },
    resolveModuleUserConfig(config) {
      trace('resolveModuleUserConfig');
      return { ...config, buildConfig: ([] as any[]).concat(config.buildConfig).map((task) => ({ ...task, define: { ...task.define, __FROM_USER_CONFIG__: 'user' } })) };
    },
    beforeBuild() { trace('beforeBuild'); },
    beforeBuildTask(task) {
      trace(\`beforeBuildTask \${task.format}\`);
      return { ...task, define: { ...task.define, __TASK__: JSON.stringify(task.format) } };
    },
    afterBuildTask({ config }) { trace(\`afterBuildTask \${config.format}\`); },
    afterBuild() { trace('afterBuild'); },
    modifyLibuild(input: unknown) { trace('modifyLibuild'); return input; },
    beforeExit() { trace('beforeExit'); },
  }),
});

export default defineConfig({
  plugins: [moduleTools(), tracer()],
  buildConfig: [
    { format: 'cjs', outDir: './dist/cjs', dts: false, hooks: [compilerHooks] },
    { format: 'esm', outDir: './dist/esm', dts: false, hooks: [compilerHooks] },
  ],
});
`;

/** The Rsbuild plugin that does the same through the APIs the table names. */
const RSLIB_CONFIG = (stage) => `import fs from 'node:fs';
import { defineConfig, type RsbuildPlugin } from '@rslib/core';

const trace = (event: string) => fs.appendFileSync('trace.txt', \`\${event}\\n\`);
const STAGE = ${stage};

const tracer = (): RsbuildPlugin => ({
  name: 'tracer',
  setup(api) {
    api.onBeforeCreateCompiler(() => trace('onBeforeCreateCompiler'));
    api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) => {
      trace('modifyRsbuildConfig');
      return mergeRsbuildConfig(config, { source: { define: { __FROM_USER_CONFIG__: JSON.stringify('user') } } });
    });
    api.modifyEnvironmentConfig((config, { name, mergeEnvironmentConfig }) =>
      mergeEnvironmentConfig(config, { source: { define: { __TASK__: JSON.stringify(name) } } }));
    api.onBeforeBuild(() => { trace('onBeforeBuild'); trace(\`getNormalizedConfig \${Object.keys(api.getNormalizedConfig().environments).sort().join(',')}\`); });
    api.onBeforeEnvironmentCompile(({ environment }) => trace(\`onBeforeEnvironmentCompile \${environment.name}\`));
    api.onAfterEnvironmentCompile(({ environment }) => trace(\`onAfterEnvironmentCompile \${environment.name}\`));
    api.onAfterBuild(() => trace('onAfterBuild'));
    api.modifyRspackConfig((config, { environment }) => { trace(\`modifyRspackConfig \${environment.name}\`); });
    api.transform({ test: /\\.md$/ }, ({ code }) => \`export default \${JSON.stringify(code)};\`);
    api.transform({ test: /index\\.ts$/ }, ({ code }) => \`\${code}\\nexport const transformed = true;\\n\`);
    api.processAssets({ stage: STAGE }, ({ assets, compilation, sources }) => {
      for (const name of Object.keys(assets)) if (/\\.(m|c)?js$/.test(name)) compilation.updateAsset(name, new sources.RawSource(\`/* rendered */\\n\${assets[name].source()}\`));
    });
    api.onExit(() => trace('onExit'));
  },
});

export default defineConfig({
  lib: [
    { id: 'cjs', format: 'cjs', output: { distPath: './dist/cjs' } },
    { id: 'esm', format: 'esm', output: { distPath: './dist/esm' } },
  ],
  plugins: [tracer()],
});
`;

const SOURCE = {
  'src/index.ts': "import notes from './notes.md';\n\ndeclare const __TASK__: string;\ndeclare const __FROM_USER_CONFIG__: string;\ndeclare const __FROM_CONFIG_HOOK__: string;\n\nexport const text = notes;\nexport const task = __TASK__;\nexport const fromUserConfig = __FROM_USER_CONFIG__;\nexport const fromConfigHook = typeof __FROM_CONFIG_HOOK__ === 'undefined' ? 'not defined' : __FROM_CONFIG_HOOK__;\n",
  'src/notes.md': '# Notes\n',
  'src/md.d.ts': "declare module '*.md' {\n  const text: string;\n  export default text;\n}\n",
};

const ROW = {
  prepare: 'beforeConfig prepare afterPrepare',
  resolve: 'resolveModuleUserConfig',
  config: 'config resolvedConfig',
  build: 'beforeBuild afterBuild',
  task: 'beforeBuildTask afterBuildTask',
  transform: 'buildConfig.hooks load transform',
  render: 'buildConfig.hooks renderChunk',
  libuild: 'modifyLibuild',
  exit: 'beforeExit',
  platform: 'registerBuildPlatform beforeBuildPlatform buildPlatform afterBuildPlatform registerDev beforeDev beforeDevMenu afterDevMenu beforeDevTask afterDev noDevTools watchFiles fileChange',
  commands: 'commands addRuntimeExports',
};

const hooks = {
  name: 'migration-rows-hooks',
  page,
  marks: [EXAMPLE, ENV_DTS],
  rows: [...Object.values(ROW).map((key) => [HOOKS, key]), ['build-config-options', 'hooks']],
  async run(s) {
    s.files(EXAMPLE, { only: ['package.json', 'tsconfig.json'] });
    for (const [file, text] of Object.entries(SOURCE)) s.write(file, text);
    s.write('modern.config.ts', MODULE_TOOLS_CONFIG);
    const mt = await s.modern(['build']);
    const r = twin(s);
    // The stage of processAssets is the one the renderChunk row names.
    const renderRow = rowsOf(loadSite().get('en', page), HOOKS).find((x) => x.key === ROW.render);
    r.write('rslib.config.ts', RSLIB_CONFIG(codeSpans(renderRow.cells[1]).find((t) => /^'[a-z-]+'$/.test(t)) ?? "'additional'"));
    const rs = await rslib(r, [], { mayFail: true });
    const traceOf = (p) => (p.exists('trace.txt') ? p.read('trace.txt').trim().split('\n') : []);
    const [a, b] = [traceOf(s), traceOf(r)];
    const files = (p) => ['dist/cjs', 'dist/esm'].map((dir) => p.list(dir).filter((f) => /^index\.(m|c)?js$/.test(f)).map((f) => `${dir}/${f}`)[0]);
    const [left, right] = [await loadEntries(s, files(s)), await loadEntries(r, files(r))];
    const outputs = (p) => files(p).map((f) => (f ? p.read(f) : ''));
    const [codeA, codeB] = [outputs(s), outputs(r)];
    const status = () => {
      expectEqual(0, mt.status, `the exit code of modern build (log:\n${mt.output})`);
      expectEqual(0, rs.status, `the exit code of rslib build (log:\n${rs.output})`);
    };
    const before = (list, first, second) => list.indexOf(first) >= 0 && list.indexOf(second) > list.indexOf(first);
    const check = (key, what, fn) => s.checkRow(page, HOOKS, key, what, ({ row }) => { status(); fn(apisOf(row)); });

    check(ROW.prepare, 'each runs once before the build starts', (apis) => {
      for (const hook of ['beforeConfig', 'prepare', 'afterPrepare']) expect(a.filter((e) => e === hook).length === 1 && before(a, hook, 'beforeBuild'), `Module Tools: ${hook} not once before beforeBuild (${a.join(', ')})`);
      for (const api of apis) expect(b.filter((e) => e === api).length === 1 && before(b, api, 'onBeforeBuild'), `Rslib: ${api} not once before onBeforeBuild (${b.join(', ')})`);
    });
    check(ROW.resolve, 'what each returns is what gets built', (apis) => {
      expectEqual(['modifyRsbuildConfig'], apis, 'the API the row names');
      for (const [tool, entries] of [['Module Tools', left], ['Rslib', right]]) for (const exports of Object.values(entries)) expectEqual('user', exports.fromUserConfig, `what the ${tool} build exports as fromUserConfig`);
    });
    check(ROW.config, 'what config returns does not reach modern build; getNormalizedConfig() reads the final config', (apis) => {
      expect(a.includes('config'), 'Module Tools did not call config');
      for (const exports of Object.values(left)) expectEqual('not defined', exports.fromConfigHook, 'what the Module Tools build exports as fromConfigHook');
      expectEqual(['getNormalizedConfig'], apis, 'the API the row names');
      expect(b.includes('getNormalizedConfig cjs,esm'), `Rslib: getNormalizedConfig() did not give both environments (${b.join(', ')})`);
    });
    check(ROW.build, 'once each, around the whole build', (apis) => {
      expect(a.filter((e) => e === 'beforeBuild').length === 1 && a.filter((e) => e === 'afterBuild').length === 1 && before(a, 'beforeBuild', 'beforeBuildTask cjs') && before(a, 'afterBuildTask esm', 'afterBuild'), `Module Tools: ${a.join(', ')}`);
      for (const api of apis) expect(b.filter((e) => e === api).length === 1, `Rslib: ${api} is not called once (${b.join(', ')})`);
      expect(before(b, apis[0], 'onBeforeEnvironmentCompile cjs') && before(b, 'onAfterEnvironmentCompile esm', apis[1]), `Rslib: ${b.join(', ')}`);
    });
    check(ROW.task, 'once per task and per environment; modifyEnvironmentConfig changes one output as beforeBuildTask does', (apis) => {
      for (const format of ['cjs', 'esm']) {
        for (const event of [`beforeBuildTask ${format}`, `afterBuildTask ${format}`]) expect(a.filter((e) => e === event).length === 1, `Module Tools: ${event} not once (${a.join(', ')})`);
        for (const api of apis.filter((x) => /Environment(Compile)?$/.test(x) && x !== 'modifyEnvironmentConfig')) expect(b.filter((e) => e === `${api} ${format}`).length === 1, `Rslib: ${api} ${format} not once (${b.join(', ')})`);
      }
      expect(apis.includes('modifyEnvironmentConfig'), 'the row does not name api.modifyEnvironmentConfig');
      expectEqual(['cjs', 'esm'], Object.values(left).map((e) => e.task), 'what the Module Tools outputs export as task');
      expectEqual(['cjs', 'esm'], Object.values(right).map((e) => e.task), 'what the Rslib outputs export as task');
    });
    check(ROW.transform, 'load gives the Markdown file as a string, transform adds an export', (apis) => {
      expectEqual(['transform'], apis, 'the API the row names');
      for (const [tool, entries] of [['Module Tools', left], ['Rslib', right]]) for (const exports of Object.values(entries)) {
        expectEqual('# Notes\n', exports.text, `the Markdown text the ${tool} build exports`);
        expectEqual(true, exports.transformed, `the export the ${tool} transform added`);
      }
    });
    s.checkRow(page, 'build-config-options', 'hooks', 'buildConfig.hooks → an Rsbuild plugin in plugins: the same transform', ({ row }) => {
      status();
      expectEqual('plugins', codeSpans(row.cells[1])[0], 'the Rslib option of the row');
      expect(/plugins: \[tracer\(\)\]/.test(RSLIB_CONFIG("'summarize'")), 'the Rslib config does not register its plugin in plugins');
      for (const exports of Object.values(right)) expectEqual(true, exports.transformed, 'the export the Rsbuild plugin added');
    });
    check(ROW.render, 'each JS output starts with the comment the hook adds', (apis) => {
      expectEqual(['processAssets'], apis, 'the API the row names');
      for (const code of [...codeA, ...codeB]) expect(code.startsWith('/* rendered */'), `an output does not start with /* rendered */:\n${code.slice(0, 120)}`);
    });
    check(ROW.libuild, 'Module Tools never calls modifyLibuild; modifyRspackConfig runs per environment', (apis) => {
      expect(!a.includes('modifyLibuild'), 'Module Tools called modifyLibuild');
      expect(apis.includes('modifyRspackConfig'), 'the row does not name api.modifyRspackConfig');
      for (const format of ['cjs', 'esm']) expect(b.includes(`modifyRspackConfig ${format}`), `Rslib: modifyRspackConfig ${format} was not called (${b.join(', ')})`);
    });
    check(ROW.exit, 'onExit runs at every exit, beforeExit not after a build that succeeds', (apis) => {
      expect(!a.includes('beforeExit'), `Module Tools called beforeExit after a build that succeeded (${a.join(', ')})`);
      expectEqual(['onExit'], apis, 'the API the row names');
      expectEqual('onExit', b.at(-1), 'the last API Rslib called');
    });
    // The rows without a counterpart, held to the reason they give.
    const help = (await s.shell(`node ${path.join(ROOT, 'tests/outcomes/rslib/node_modules/@rslib/core/bin/rslib.js')} --help`)).output;
    check(ROW.platform, 'rslib has no platform builds and no dev command', () => {
      const commands = [...help.matchAll(/^\s{2}(\S+)\s{2,}/gm)].map((m) => m[1]).filter((c) => !c.startsWith('-') && c !== '$');
      expect(!commands.some((c) => /^(dev|storybook|docs|platform)$/.test(c)), `rslib has a command ${commands.join(', ')}`);
    });
    check(ROW.commands, "Rsbuild's plugin API has no way to add commands", () => {
      const api = fs.readFileSync(path.join(ROOT, 'tests/outcomes/rslib/node_modules/@rsbuild/core/dist/types/plugin.d.ts'), 'utf8');
      const block = /export type RsbuildPluginAPI = Readonly<\{([\s\S]*?)\n\}>;/.exec(api)?.[1] ?? '';
      const members = [...block.matchAll(/(?:^|\*\/)\s*(\w+)\??:/gm)].map((m) => m[1]);
      expect(members.length > 10, `the members of RsbuildPluginAPI were not found (${members.length})`);
      expect(!members.some((m) => /command|cli/i.test(m)), `RsbuildPluginAPI has ${members.filter((m) => /command|cli/i.test(m)).join(', ')}`);
    });
  },
};


const SCRIPTS = 'install-and-scripts';
const CONFIG_FILE = 'config-file';

/** The Module Tools config and the Rslib config of the command rows: one ES module task each, with declarations. */
const MT_CONFIG = (task = "format: 'esm'") => `import { defineConfig, moduleTools } from '@modern-js/module-tools';\n\nexport default defineConfig({\n  plugins: [moduleTools()],\n  buildConfig: { ${task} },\n});\n`;
const RS_CONFIG = (lib = "format: 'esm', dts: true", top = '') => `import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({\n  lib: [{ ${lib} }],${top}\n});\n`;

/** A row of the scripts or config-file table: the commands it names on each side. */
const commandsOf = (row) => [codeSpans(row.cells[0]), codeSpans(row.cells[1] ?? '')];

const commands = {
  name: 'migration-rows-commands',
  page,
  marks: [EXAMPLE, ENV_DTS],
  rows: [
    ...['modern build', 'modern build --watch', 'modern build --config <file>', 'modern build --tsconfig <file>', 'modern build --no-dts', 'modern build --no-clear', 'modern build --platform', 'modern dev', 'modern new modern upgrade', 'modern change modern bump modern pre modern release modern gen-release-note'].map((key) => [SCRIPTS, key]),
    [HOOKS, 'buildWatchJs buildWatchDts'],
    ...['buildConfig', 'buildConfig#2', 'buildPreset', 'plugins: [moduleTools(), …]', 'testing designSystem dev'].map((key) => [CONFIG_FILE, key]),
  ],
  async run(s) {
    s.files(EXAMPLE, { only: ['package.json', 'tsconfig.json'] });
    s.write('src/index.ts', "export const answer = 'first';\n");
    s.write('modern.config.ts', MT_CONFIG("format: 'esm'"));
    const r = twin(s);
    r.write('rslib.config.ts', RS_CONFIG());
    const rows = (table) => rowsOf(loadSite().get('en', page), table);
    const sides = (key, table = SCRIPTS) => commandsOf(rows(table).find((x) => x.key === key));
    /** Runs a command line of the page on one side: `modern build …` or `rslib build …`, the <file> placeholder filled in. */
    const run = async (p, line, file) => {
      const [tool, ...args] = line.replace('<file>', file ?? '').trim().split(/\s+/);
      fs.rmSync(path.join(p.dir, 'dist'), { recursive: true, force: true });
      return tool === 'modern' ? p.modern(args) : rslib(p, args.slice(1), { mayFail: true });
    };
    const wrote = (p, dir = 'dist') => p.list(dir);
    const checkScript = (key, what, fn) => s.checkRow(page, SCRIPTS, key, what, ({ row }) => fn(commandsOf(row)));

    // modern build → rslib build
    const [[mtBuild], [rsBuild]] = sides('modern build');
    const plain = [await run(s, mtBuild), wrote(s), await run(r, rsBuild), wrote(r)];
    checkScript('modern build', 'both build the package', () => {
      expectEqual([0, 0], [plain[0].status, plain[2].status], 'the exit codes (Module Tools, Rslib)');
      expect(plain[1].includes('index.js') && plain[1].includes('index.d.ts'), `Module Tools wrote ${plain[1].join(', ')}`);
      expect(plain[3].includes('index.mjs') && plain[3].includes('index.d.ts'), `Rslib wrote ${plain[3].join(', ')}`);
    });

    // --no-dts
    const [[mtNoDts], [rsNoDts]] = sides('modern build --no-dts');
    const noDts = [await run(s, mtNoDts), wrote(s), await run(r, rsNoDts), wrote(r)];
    checkScript('modern build --no-dts', 'no declarations with the flag', () => {
      expectEqual([0, 0], [noDts[0].status, noDts[2].status], 'the exit codes');
      for (const files of [noDts[1], noDts[3]]) expect(files.length && !files.some((f) => f.endsWith('.d.ts')), `the build wrote ${files.join(', ')}`);
    });

    // --no-clear → --no-clean: a file left in dist by an earlier build stays
    const [[mtKeep], [rsKeep]] = sides('modern build --no-clear');
    const stale = async (p, line) => {
      fs.mkdirSync(path.join(p.dir, 'dist'), { recursive: true });
      fs.writeFileSync(path.join(p.dir, 'dist/stale.txt'), 'left by an earlier build\n');
      const [tool, ...args] = line.split(/\s+/);
      const result = tool === 'modern' ? await p.modern(args) : await rslib(p, args.slice(1), { mayFail: true });
      return [result.status, p.exists('dist/stale.txt')];
    };
    const kept = [await stale(s, mtKeep), await stale(r, rsKeep), await stale(s, mtBuild), await stale(r, rsBuild)];
    checkScript('modern build --no-clear', 'the flag keeps what dist held; without it the folder is emptied', () => {
      expectEqual([[0, true], [0, true]], kept.slice(0, 2), 'exit code and dist/stale.txt kept, with the flag (Module Tools, Rslib)');
      expectEqual([[0, false], [0, false]], kept.slice(2), 'exit code and dist/stale.txt kept, without it');
    });

    // --config <file>
    const [[mtConfig], [rsConfig]] = sides('modern build --config <file>');
    s.write('configs/custom.config.ts', MT_CONFIG("format: 'esm', outDir: './custom'"));
    r.write('configs/custom.config.ts', RS_CONFIG("format: 'esm', output: { distPath: './custom' }"));
    const custom = [await run(s, mtConfig, 'configs/custom.config.ts'), wrote(s, 'custom'), await run(r, rsConfig, 'configs/custom.config.ts'), wrote(r, 'custom')];
    checkScript('modern build --config <file>', 'both build with the config at that path', () => {
      expectEqual([0, 0], [custom[0].status, custom[2].status], `the exit codes (logs:\n${custom[0].output}\n${custom[2].output})`);
      for (const files of [custom[1], custom[3]]) expect(files.some((f) => /^index\.m?js$/.test(f)), `the other config's output folder holds ${files.join(', ')}`);
    });

    // --tsconfig <file>: the paths of another tsconfig resolve an import
    const [[mtTs], [rsTs]] = sides('modern build --tsconfig <file>');
    const aliased = "import { value } from '@values/answer';\n\nexport const answer = value;\n";
    const tsPaths = `${JSON.stringify({ extends: './tsconfig.json', compilerOptions: { baseUrl: '.', paths: { '@values/*': ['./src/values/*'] } } }, null, 2)}\n`;
    for (const p of [s, r]) { p.write('src/index.ts', aliased); p.write('src/values/answer.ts', "export const value = 'from the other tsconfig';\n"); p.write('tsconfig.paths.json', tsPaths); }
    const paths = [await run(s, mtTs, 'tsconfig.paths.json'), await run(r, rsTs, 'tsconfig.paths.json')];
    const [a, b] = [await loadEntries(s, ['dist/index.js']), await loadEntries(r, ['dist/index.mjs'])];
    checkScript('modern build --tsconfig <file>', 'the paths of that tsconfig resolve the import in both builds', () => {
      expectEqual([0, 0], paths.map((x) => x.status), `the exit codes (logs:\n${paths.map((x) => x.output).join('\n')})`);
      expectEqual({ answer: 'from the other tsconfig' }, a['dist/index.js'], 'what the Module Tools build exports');
      expectEqual(a['dist/index.js'], b['dist/index.mjs'], 'what the Rslib build exports');
    });
    for (const p of [s, r]) p.write('src/index.ts', "export const answer = 'first';\n");

    // --watch: a change to a source file is built again, in both tools, with no plugin (buildWatchJs/Dts have no counterpart)
    const [[mtWatch], [rsWatch]] = sides('modern build --watch');
    const built = (p, file) => { try { return /saved\d+/.test(p.read(file)); } catch { return false; } };
    // The change is made once the first build has ended, its declarations included, and made again until the
    // output holds it (the first save can come before Module Tools' watcher listens: saves() in lib.mjs).
    const firstBuild = { modern: (since) => /success Build esm/.test(since) && /success Build types/.test(since), rslib: (since) => /watching for changes/.test(since) && /Found 0 errors/.test(since) };
    const watchOf = (p, line, file, bin) => {
      const index = saves(p, 'src/index.ts', () => built(p, file));
      return watch(p, line.split(/\s+/).slice(1), [{ until: (since) => firstBuild[line.split(/\s+/)[0]](since) && p.exists(file), then: index.save }, { until: index.seen }], 120000, bin);
    };
    fs.rmSync(path.join(s.dir, 'dist'), { recursive: true, force: true });
    fs.rmSync(path.join(r.dir, 'dist'), { recursive: true, force: true });
    const watched = [await watchOf(s, mtWatch, 'dist/index.js').then(() => true, (e) => e.message), await watchOf(r, rsWatch, 'dist/index.mjs', BIN).then(() => true, (e) => e.message)];
    checkScript('modern build --watch', 'both build again when a source file changes', () => expectEqual([true, true], watched, 'a rebuild after the change (Module Tools, Rslib)'));
    s.checkRow(page, HOOKS, 'buildWatchJs buildWatchDts', 'rslib build --watch rebuilds with no plugin', () => expectEqual(true, watched[1], 'a rebuild by rslib build --watch'));

    // The commands with no counterpart: rslib has none of them.
    const help = (await s.shell(`node ${BIN} --help`)).output;
    const buildHelp = (await s.shell(`node ${BIN} build --help`)).output;
    const rslibCommands = [...help.matchAll(/^\s{2}(\w[\w-]*)\s{2,}/gm)].map((m) => m[1]);
    expect(rslibCommands.includes('build'), `the commands of rslib were not read:\n${help}`);
    checkScript('modern build --platform', 'rslib build has no --platform', () => expect(!/--platform\b/.test(buildHelp), 'rslib build has --platform'));
    for (const key of ['modern dev', 'modern new modern upgrade', 'modern change modern bump modern pre modern release modern gen-release-note']) {
      checkScript(key, 'rslib has no such command', ([mt]) => {
        for (const line of mt) expect(!rslibCommands.includes(line.split(' ')[1]), `rslib has a command ${line.split(' ')[1]}`);
      });
    }
    checkScript('modern change modern bump modern pre modern release modern gen-release-note', 'the Changesets CLI is what the changeset plugin of Module Tools runs', () => {
      const changeset = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/@modern-js/plugin-changeset/package.json'), 'utf8'));
      expect(changeset.dependencies?.['@changesets/cli'], 'the changeset plugin no longer depends on @changesets/cli');
    });

    // The config file: buildConfig → lib
    const checkConfig = (key, what, fn) => s.checkRow(page, CONFIG_FILE, key, what, ({ row }) => fn(row));
    s.write('modern.config.ts', `import { defineConfig, moduleTools } from '@modern-js/module-tools';\n\nexport default defineConfig({\n  plugins: [moduleTools()],\n  buildConfig: [\n    { format: 'cjs', outDir: './dist/cjs', dts: false },\n    { format: 'esm', outDir: './dist/esm', dts: false },\n  ],\n});\n`);
    r.write('rslib.config.ts', "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({\n  lib: [\n    { format: 'cjs', output: { distPath: './dist/cjs' } },\n    { format: 'esm', output: { distPath: './dist/esm' } },\n  ],\n});\n");
    const array = [await run(s, mtBuild), await run(r, rsBuild)];
    const format = (p, dir) => { const f = p.list(dir).find((x) => /^index\.(m|c)?js$/.test(x)); return f && (/^export /m.test(p.read(`${dir}/${f}`)) ? 'esm' : 'cjs'); };
    checkConfig('buildConfig', 'one lib object per task', () => {
      expectEqual([0, 0], array.map((x) => x.status), 'the exit codes');
      expectEqual(['cjs', 'esm'], ['dist/cjs', 'dist/esm'].map((d) => format(s, d)), 'the formats Module Tools wrote');
      expectEqual(['cjs', 'esm'], ['dist/cjs', 'dist/esm'].map((d) => format(r, d)), 'the formats Rslib wrote');
    });
    // One object: shared options at the top level apply to every lib object.
    s.write('src/index.ts', "export const pick = (value?: { name?: string }): string => value?.name ?? 'none';\n");
    r.write('src/index.ts', "export const pick = (value?: { name?: string }): string => value?.name ?? 'none';\n");
    s.write('modern.config.ts', MT_CONFIG("format: 'esm', target: 'es2019', dts: false"));
    r.write('rslib.config.ts', "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({\n  syntax: 'es2019',\n  lib: [\n    { format: 'cjs', output: { distPath: './dist/cjs' } },\n    { format: 'esm', output: { distPath: './dist/esm' } },\n  ],\n});\n");
    const shared = [await run(s, mtBuild), await run(r, rsBuild)];
    checkConfig('buildConfig#2', 'an option at the top level of rslib.config.ts applies to every lib object', () => {
      expectEqual([0, 0], shared.map((x) => x.status), 'the exit codes');
      expect(!/\?\?/.test(s.read('dist/index.js')), 'Module Tools kept ?? at es2019');
      for (const dir of ['dist/cjs', 'dist/esm']) { const f = r.list(dir).find((x) => /^index\./.test(x)); expect(f && !/\?\?/.test(r.read(`${dir}/${f}`)), `${dir}: the top-level syntax was not applied`); }
    });
    const { rslibPathChecker } = await import('../../content/reference.mjs');
    const exists = rslibPathChecker();
    checkConfig('buildPreset', 'Rslib has no presets', () => { expect(!exists('buildPreset') && !exists('preset'), '@rslib/core has a preset option'); });
    checkConfig('plugins: [moduleTools(), …]', 'plugins holds Rsbuild plugins; there is no moduleTools() to register', () => {
      expect(exists('plugins'), '@rslib/core has no plugins option');
      const core = fs.readFileSync(path.join(ROOT, 'tests/outcomes/rslib/node_modules/@rslib/core/dist-types/index.d.ts'), 'utf8');
      expect(!/moduleTools/.test(core), '@rslib/core exports moduleTools');
    });
    checkConfig('testing designSystem dev', 'no testing or designSystem; dev is the config of Rsbuild\'s dev server', (row) => {
      expect(!exists('testing') && !exists('designSystem'), '@rslib/core has testing or designSystem');
      expect(exists('dev.hmr'), "Rslib's dev has no hmr: it is not Rsbuild's dev-server config");
      expect(/`dev`/.test(row.cells[1]), 'the row does not say what dev is in Rslib');
    });
  },
};

const PRESETS = 'presets';

/**
 * The presets table: each Module Tools preset built as it is, and the Rslib config the row describes,
 * put together from the page's own rslib.config.ts blocks (an import of each block, with lib objects
 * added or left out as the row says). Both sides are compared by output folder, module format and syntax.
 */
const presets = {
  name: 'migration-rows-presets',
  page,
  marks: [EXAMPLE, ENV_DTS, 'migrate-npm-library-rslib', 'migrate-npm-component-rslib', 'migrate-universal-rslib', 'migrate-umd-rslib'],
  rows: ['npm-library npm-library-es5 npm-library-esnext', 'npm-library-with-umd', 'npm-component npm-component-es5 npm-component-esnext', 'npm-component-with-umd', 'modern-js-node', 'modern-js-universal'].map((key) => [PRESETS, key]),
  async run(s) {
    s.files(EXAMPLE);
    const pkg = JSON.parse(s.read('package.json'));
    const helpers = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/@swc/helpers/package.json'), 'utf8')).version;
    s.write('package.json', `${JSON.stringify({ ...pkg, dependencies: { '@swc/helpers': helpers } }, null, 2)}\n`);
    const r = twin(s);
    for (const [mark, file] of [['migrate-npm-library-rslib', 'library'], ['migrate-npm-component-rslib', 'component'], ['migrate-universal-rslib', 'universal'], ['migrate-umd-rslib', 'umd']]) {
      r.write(`configs/${file}.ts`, `${s.block(mark).block.code}\n`);
    }
    /** A config made of the page's blocks: `lib` is source code over the imported configs. */
    const compose = (name, lib, extra = '') => {
      r.write(`configs/${name}.config.ts`, `import library from './library';\nimport component from './component';\nimport universal from './universal';\nimport umd from './umd';\n\nexport default { ...${lib.base}, ${extra}lib: ${lib.list} };\n`);
      return `configs/${name}.config.ts`;
    };
    const builds = {};
    const keep = (p, name) => { fs.renameSync(path.join(p.dir, 'dist'), path.join(p.dir, `out-${name}`)); };
    const mtBuild = async (name, preset) => {
      s.write('modern.config.ts', `import { defineConfig, moduleTools } from '@modern-js/module-tools';\n\nexport default defineConfig({\n  plugins: [moduleTools()],\n  buildPreset: '${preset}',\n});\n`);
      fs.rmSync(path.join(s.dir, 'dist'), { recursive: true, force: true });
      const run = await s.modern(['build']);
      keep(s, name);
      return run;
    };
    const rsBuild = async (name, config) => {
      fs.rmSync(path.join(r.dir, 'dist'), { recursive: true, force: true });
      const run = await rslib(r, ['--config', config], { mayFail: true });
      if (fs.existsSync(path.join(r.dir, 'dist'))) keep(r, name);
      return run;
    };
    // The rows, as the page states them.
    const plan = {
      'npm-library-es5': ['npm-library-es5', compose('library-es5', { base: 'library', list: 'library.lib' }, "syntax: 'es5', ")],
      'npm-library-with-umd': ['npm-library-with-umd', compose('library-umd', { base: 'library', list: '[...library.lib, ...umd.lib]' })],
      'npm-component-esnext': ['npm-component-esnext', compose('component-esnext', { base: 'component', list: 'component.lib' }, "syntax: 'esnext', ")],
      'npm-component-with-umd': ['npm-component-with-umd', compose('component-umd', { base: 'component', list: '[...component.lib, ...umd.lib.map((lib: any) => ({ ...lib, bundle: true }))]' })],
      'modern-js-node': ['modern-js-node', compose('node', { base: 'universal', list: "universal.lib.filter((lib: any) => lib.syntax !== 'es5').map((lib: any) => (lib.output?.distPath === './dist/esm-node' ? { ...lib, output: { ...lib.output, distPath: './dist/esm' } } : lib))" })],
      'modern-js-universal': ['modern-js-universal', compose('universal', { base: 'universal', list: 'universal.lib' })],
    };
    for (const [name, [preset, config]] of Object.entries(plan)) builds[name] = { mt: await mtBuild(name, preset), rs: await rsBuild(name, config) };

    /** Each output folder of a build and the module format of its entry; with the syntax a check needs. */
    const folders = (p, name) => Object.fromEntries(p.list(`out-${name}`).filter((f) => /^[\w-]+\/index\.(m|c)?js$/.test(f)).map((f) => {
      const code = p.read(`out-${name}/${f}`);
      return [f.split('/')[0], /typeof define|define\.amd/.test(code) ? 'umd' : /^\s*(import|export)\b/m.test(code) ? 'esm' : 'cjs'];
    }));
    const code = (p, name, folder) => p.list(`out-${name}/${folder}`).filter((f) => /\.(m|c)?js$/.test(f)).map((f) => p.read(`out-${name}/${folder}/${f}`)).join('\n');
    const types = (p, name) => p.list(`out-${name}`).some((f) => f.startsWith('types/') && f.endsWith('.d.ts'));
    const same = (name) => {
      expectEqual([0, 0], [builds[name].mt.status, builds[name].rs.status], `the exit codes of ${name} (Rslib log:\n${builds[name].rs.output})`);
      expectEqual(folders(s, name), folders(r, name), `the output folders and their formats of ${name}: Module Tools, then Rslib`);
      expect(types(s, name) && types(r, name), `${name}: a build wrote no declarations under types/`);
    };
    const es5 = (text) => !/=>|\bconst |\blet |\bclass |\basync /.test(text);
    const checkPreset = (key, what, fn) => s.checkRow(page, PRESETS, key, what, ({ row }) => fn(row));
    checkPreset('npm-library npm-library-es5 npm-library-esnext', 'a target variant: the npm-library lib objects with syntax set at the top level', () => {
      same('npm-library-es5');
      for (const p of [s, r]) for (const folder of ['lib', 'es']) expect(es5(code(p, 'npm-library-es5', folder)), `${p === s ? 'Module Tools' : 'Rslib'}: ${folder} is not ES5`);
    });
    checkPreset('npm-library-with-umd', 'the npm-library lib objects plus the umd object of the UMD section', () => same('npm-library-with-umd'));
    checkPreset('npm-component npm-component-es5 npm-component-esnext', 'a target variant: the npm-component lib objects with syntax set at the top level', () => {
      same('npm-component-esnext');
      for (const p of [s, r]) expect(/\basync /.test(code(p, 'npm-component-esnext', 'es')), `${p === s ? 'Module Tools' : 'Rslib'}: async was lowered at esnext`);
    });
    checkPreset('npm-component-with-umd', 'the npm-component lib objects plus the umd object, in bundle mode', (row) => {
      expect(/bundle mode|bundle 模式/.test(row.cells[1]), 'the row no longer says the umd object is in bundle mode');
      same('npm-component-with-umd');
    });
    checkPreset('modern-js-node', 'universal without its es5 object, the es2019 ES modules in dist/esm', () => {
      same('modern-js-node');
      for (const p of [s, r]) expect(/\basync /.test(code(p, 'modern-js-node', 'esm')) && !/\?\./.test(code(p, 'modern-js-node', 'esm')), `${p === s ? 'Module Tools' : 'Rslib'}: dist/esm is not es2019`);
    });
    checkPreset('modern-js-universal', 'three lib objects with bundle: false and externalHelpers: true', () => {
      same('modern-js-universal');
      expect(es5(code(s, 'modern-js-universal', 'esm')) && es5(code(r, 'modern-js-universal', 'esm')), 'dist/esm is not ES5 in both');
    });
  },
};

export default [hooks, commands, presets];
