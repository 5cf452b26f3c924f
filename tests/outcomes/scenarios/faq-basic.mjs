// The basic FAQ: each entry that names a message, an exit code or a symptom, run from the quick-start
// project (or the example project) with the entry's own block, then with the entry's fix.
import fs from 'node:fs';
import { codeSpans } from '../../content/docs.mjs';
import { EXAMPLE, expect, expectEqual } from '../lib.mjs';
import { expectExitCode, expectQuoted, quoted, inLog } from '../quotes.mjs';

const page = 'guide/faq/basic.mdx';
const QUICK_START = 'guide/intro/getting-started.mdx#quick-start';
const NPM_LIBRARY = 'guide/basic/modify-output-product.mdx#mop-npm-library';

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
        const warning = quoted(paraSpans, 'No command found');
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
      // npx gets a cache of its own in the project, so a package cached on this machine does not run.
      const cache = { npm_config_cache: `${s.dir}/.npm-cache`, npm_config_prefer_offline: 'false', npm_config_update_notifier: 'false' };
      const offline = { ...cache, npm_config_offline: 'true' };
      // A registry that refuses connections: a closed port of this machine, so nothing leaves it.
      const unreachable = { ...cache, npm_config_offline: 'false', npm_config_registry: 'http://127.0.0.1:9/', npm_config_fetch_retries: '0' };
      const runs = [];
      for (const args of s.block('upgrade-offline').block.code.split('\n').filter(Boolean).map((l) => l.replace(/^npx modern /, '').split(' '))) {
        runs.push({ args, offline: await s.modern(args, { env: offline }), unreachable: await s.modern(args, { env: unreachable }) });
      }
      const newOffline = await s.modern(['new'], { env: offline });
      s.check('upgrade-offline', 'offline: ENOTCACHED; registry unreachable: ECONNREFUSED; then the npx command failed, exit code 1', ({ para, paraSpans, spansBefore }) => {
        const failed = quoted(paraSpans, 'Command failed');
        for (const run of runs) {
          expectQuoted(quoted(paraSpans, 'ENOTCACHED'), run.offline, `npm's error with offline=true (modern ${run.args.join(' ')})`);
          expectQuoted(quoted(paraSpans, 'ECONNREFUSED'), run.unreachable, `npm's error with a registry that refuses connections (modern ${run.args.join(' ')})`);
          for (const r of [run.offline, run.unreachable]) {
            expectQuoted(failed, r, `the message of modern ${run.args.join(' ')}`);
            expectExitCode(para, r, `the exit code of modern ${run.args.join(' ')}`);
          }
        }
        expectQuoted(quoted(spansBefore, '@modern-js/upgrade@'), runs[0].offline, 'the npx command of modern upgrade');
        expectQuoted(quoted(spansBefore, '@modern-js/new-action@'), newOffline, 'the npx command of modern new');
        expectQuoted(quoted(paraSpans, 'ENOTCACHED'), newOffline, 'npm\'s error of modern new with offline=true');
        expectEqual(1, newOffline.status, 'the exit code of modern new, which fails "in the same way"');
      });
    },
  },
  {
    name: 'faq-types-module-resolution',
    page,
    marks: [EXAMPLE, NPM_LIBRARY, 'types-bundler', 'types-node'],
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
        expectQuoted(quoted(paraSpans, 'TS2307'), bundler, 'the error of the declaration task');
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
    },
  },
];
