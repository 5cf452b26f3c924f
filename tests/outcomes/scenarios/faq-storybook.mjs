// The Storybook FAQ (guide/faq/storybook.mdx, entries in components/faq-storybook.mdx): what modern dev
// and modern build --platform storybook print in a project set up for Storybook 7, and what TypeScript
// makes of dev.storybook with and without @rsbuild/core. Storybook itself is not installed (it needs
// the registry): see the README for the entries that only a Storybook install shows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../content/docs.mjs';
import { QUICK_START, linkModules, expect, expectEqual } from '../lib.mjs';
import { expectExitCode, expectQuoted, quoted, modernCommands, typeErrors } from '../quotes.mjs';

const page = 'components/faq-storybook.mdx';
const ZH = { LC_ALL: undefined, LC_MESSAGES: undefined, LANGUAGE: undefined, LANG: 'zh_CN.UTF-8' };

export default [
  {
    name: 'faq-storybook-modern-dev',
    page,
    marks: [QUICK_START, 'storybook-main', 'storybook-modern-dev'],
    async run(s) {
      s.files(QUICK_START);
      s.files('storybook-main');
      const [dev, platform] = modernCommands(s.block('storybook-modern-dev').block.code);
      const runs = { dev: await s.modern(dev), devZh: await s.modern(dev, { env: ZH }), platform: await s.modern(platform) };
      s.check('storybook-modern-dev', 'modern dev: no dev tools, a link to the Storybook guide, exit code 0; --platform storybook: no task, nothing built', ({ lang, para, paraSpans }) => {
        expectQuoted(quoted(paraSpans, 'There are no DevTools available', runs.dev), runs.dev, 'the message of modern dev');
        expect(/using-storybook/.test(runs.dev.output), `modern dev prints no link to the Storybook guide:\n${runs.dev.output}`);
        if (lang === 'zh') expectQuoted(quoted(paraSpans, 'DevTools，', runs.devZh), runs.devZh, 'the message of modern dev in a Chinese locale');
        expectExitCode(para, runs.dev, 'the exit code of modern dev');
        expectQuoted(quoted(paraSpans, 'No build tasks with platform', runs.platform), runs.platform, `the message of modern ${platform.join(' ')}`);
        expectEqual(0, runs.platform.status, `the exit code of modern ${platform.join(' ')}`);
        expect(!s.exists('dist'), `modern ${platform.join(' ')} wrote ${s.list('dist').join(', ')}`);
      });
    },
  },
  {
    name: 'faq-dev-storybook-types',
    page,
    marks: [QUICK_START, 'dev-storybook-any'],
    async run(s) {
      s.files(QUICK_START);
      s.files('dev-storybook-any', { as: 'modern.config.ts' });
      // With this project's node_modules, @rsbuild/core is there (Rspress brings it).
      const withAll = await typeErrors(s, ['modern.config.ts']);
      const withRsbuild = withAll['modern.config.ts'];
      const version = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/@rsbuild/core/package.json'), 'utf8')).version;
      // A project that only lacks @rsbuild/core: outside the docs project (whose node_modules would be
      // found from any folder inside it), with a node_modules of links to every package but @rsbuild,
      // and --preserveSymlinks, so that TypeScript resolves from the links and not from their targets.
      const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'faq-storybook-types-'));
      let withoutRsbuild;
      try {
        linkModules(path.join(bare, 'node_modules'), { except: ['@rsbuild'] });
        fs.copyFileSync(path.join(s.dir, 'modern.config.ts'), path.join(bare, 'modern.config.ts'));
        const other = { ...s, dir: bare, shell: s.shell.bind({ dir: bare }) };
        const without = await typeErrors(other, ['modern.config.ts'], { extra: '--preserveSymlinks' });
        withoutRsbuild = [...without['modern.config.ts'], ...(without[''] ?? [])];
        expect(!fs.existsSync(path.join(bare, 'node_modules/@rsbuild')), 'the bare project has @rsbuild');
      } finally {
        fs.rmSync(bare, { recursive: true, force: true });
      }
      s.check('dev-storybook-any', 'without @rsbuild/core the config type-checks; with it, TypeScript reports both values', ({ before, para, paraSpans }) => {
        expect(/skipLibCheck/.test(before), 'the page no longer names skipLibCheck');
        expectEqual([], withoutRsbuild, 'the type errors without @rsbuild/core');
        expect(!withAll[''], `tsc printed: ${withAll['']?.join('\n')}`);
        expectEqual(version, /`@rsbuild\/core` (\d+\.\d+\.\d+)/.exec(para)?.[1], 'the version of @rsbuild/core the page names');
        const reported = paraSpans.filter((t) => /does not exist|not assignable/.test(t));
        expectEqual(2, reported.length, 'the number of errors the page quotes');
        for (const message of reported) expect(withRsbuild.some((e) => e.includes(message)), `tsc does not report "${message}" with @rsbuild/core ${version}:\n  ${withRsbuild.join('\n  ')}`);
        expectEqual(reported.length, withRsbuild.length, `the number of type errors with @rsbuild/core ${version}`);
      });
    },
  },
];
