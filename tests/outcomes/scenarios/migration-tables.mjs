// "Migrate to Rslib": the tables of plugin hooks, commands, config files and presets, row by row. The hooks
// table is one Module Tools plugin and one Rsbuild plugin that do the same things through the hooks each
// row pairs, built side by side; what each side recorded, and what it changed in the output, is compared.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, codeSpans, loadSite } from '../../content/docs.mjs';
import { EXAMPLE, expect, expectEqual, rowsOf } from '../lib.mjs';
import { ENV_DTS, twin, rslib, loadEntries } from '../twins.mjs';

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
  rows: Object.values(ROW).map((key) => [HOOKS, key]),
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

export default [hooks];
