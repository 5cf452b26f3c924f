// The basic FAQ: each entry that names a message, an exit code or a symptom, run from the quick-start
// project (or the example project) with the entry's own block, then with the entry's fix.
import { codeSpans } from '../../content/docs.mjs';
import { EXAMPLE, expect, expectEqual } from '../lib.mjs';
import { expectExitCode, expectQuoted, quoted, inLog } from '../quotes.mjs';

const page = 'guide/faq/basic.mdx';
const QUICK_START = 'guide/intro/getting-started.mdx#quick-start';

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
];
