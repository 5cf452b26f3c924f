// "Command overview": the build log, the help of build (and the flag table of every command against
// its real --help), the message of modern dev without dev tools, and how the locale is chosen. Also
// holds tests/content/cli-help.en.txt, which the shell-block check reads, to the real help text.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, codeSpans } from '../../content/docs.mjs';
import { QUICK_START, normaliseLog, missingRun, expect, expectEqual, expectFiles } from '../lib.mjs';
import { releaseProjects, changesetCalls } from '../changesets.mjs';

const page = 'guide/basic/command-preview.mdx';
const REFERENCE = 'tests/content/cli-help.en.txt';

/** The options of a help text: each flag of each "  -x, --xxx <value>" line. */
const helpFlags = (help) =>
  (help.split(/^Options:$/m)[1] ?? '')
    .split('\n')
    .map((l) => /^\s{2}((?:-[\w-]+,?\s?)+)/.exec(l)?.[1])
    .filter(Boolean)
    .flatMap((t) => t.split(/[,\s]+/).filter(Boolean));

/** The flags of the table that follows a "### modern <command>" heading of a page. */
function tableFlags(pageText, command) {
  const section = pageText.split(/^### /m).find((t) => t.startsWith(`modern ${command} {#`));
  const rows = (section ?? '').split('\n').filter((l) => /^\| `-/.test(l));
  return rows.flatMap((row) => codeSpans(row.split('|')[1]).map((t) => t.split(/\s/)[0]));
}

export default [
  {
    name: 'cli-build',
    page,
    marks: [QUICK_START, 'cli-build-log', 'cli-build-help'],
    async run(s) {
      s.files(QUICK_START);
      const { output } = await s.build();
      s.same('cli-build-log', 'the log of modern build with npm-library (timings normalised)', output, { normalise: normaliseLog });
      await s.runSession('cli-build-help', 'modern build --help');
      const commands = ['build', 'dev', 'new', 'change', 'bump', 'release', 'gen-release-note'];
      const helps = {};
      for (const command of commands) helps[command] = (await s.modern([command, '--help'])).output;
      s.check('cli-build-help', 'the flag table of each command lists exactly the options of its --help', ({ page: p }) => {
        const text = p.lines.join('\n');
        // Every command takes -h, --help (see Global options); some tables list it again, some do not.
        const own = (flags) => flags.filter((f) => f !== '-h' && f !== '--help');
        for (const command of commands) expectFiles(own(tableFlags(text, command)), own(helpFlags(helps[command])), `the flags of modern ${command}`);
      });
    },
  },
  {
    name: 'cli-dev-and-locale',
    page,
    marks: [QUICK_START, 'cli-dev-log', 'cli-locale'],
    async run(s) {
      s.files(QUICK_START);
      const dev = await s.modern(['dev']);
      s.check('cli-dev-log', 'modern dev without dev tools prints the message and exits with 0', ({ block, before }) => {
        expect(/code 0|退出码 0/.test(before), 'the page no longer says it exits with code 0');
        expectEqual(0, dev.status, 'the exit code');
        const missing = missingRun(normaliseLog(block.code), normaliseLog(dev.output));
        expect(missing === null, `not in the output of modern dev:\n${missing}\n${dev.output}`);
      });
      await s.runSession('cli-locale', 'LC_ALL, then LC_MESSAGES, LANG and LANGUAGE: the first that is set decides');
    },
  },
  {
    name: 'cli-help-reference',
    page,
    marks: [QUICK_START],
    async run(s) {
      s.files(QUICK_START);
      const text = fs.readFileSync(path.join(ROOT, REFERENCE), 'utf8');
      for (const section of text.split(/^===== /m).slice(1)) {
        const [head, ...rest] = section.split('\n');
        const args = head.replace(/^modern\s*/, '').split(/\s+/).filter(Boolean);
        // upgrade runs npx @modern-js/upgrade even for --help, which needs the network.
        if (args[0] === 'upgrade') continue;
        const run = await s.modern(args);
        const shown = rest.join('\n').replace(/\[rc=(\d+)\]\s*$/, '');
        const rc = Number(/\[rc=(\d+)\]/.exec(section)?.[1]);
        s.checkFile(REFERENCE, `the captured output of ${head}`, () => {
          expectEqual(shown.trimEnd(), run.output.trimEnd(), `the output of ${head}`);
          expectEqual(rc, run.status, `the exit code of ${head}`);
        });
      }
    },
  },
  {
    name: 'cli-pre-help',
    page,
    marks: [QUICK_START, 'cli-pre-help'],
    async run(s) {
      s.files(QUICK_START);
      const [args] = s.block('cli-pre-help').block.code.split('\n').filter(Boolean).map((l) => l.replace(/^npx modern /, '').split(/\s+/));
      const pre = await s.modern(args);
      const top = await s.modern(['--help']);
      s.check('cli-pre-help', 'modern pre --help prints the usage of pre, exit code 0; modern --help does not list pre', ({ para, paraSpans, before }) => {
        const usage = paraSpans.find((t) => t.startsWith('Usage:'));
        expect(usage && pre.output.includes(usage), `the help of pre has no ${usage}:\n${pre.output}`);
        expectEqual(0, pre.status, 'the exit code');
        expect(/exits? with code 0|退出码为 0/.test(para), 'the paragraph no longer states exit code 0');
        expect(/`modern --help`/.test(before) && !/^\s+pre\b(?!-)/m.test(top.output), `modern --help lists pre:\n${top.output}`);
      });
    },
  },
  {
    // The flag tables of change, bump and release, row by row: what each flag hands on to the Changesets
    // CLI (or to pnpm), run through plugin-changeset's own commands, and the defaults of its options.
    name: 'cli-changeset-flags',
    page,
    marks: [],
    async run(s) {
      releaseProjects(s);
      const defaults = (await changesetCalls(s, 'single', ['--defaults'])).calls;
      const single = async (...args) => (await changesetCalls(s, 'single', args)).calls;
      const pnpm = async (args, version) => changesetCalls(s, 'pnpm-mono', args, { pnpm: version });
      const plain = { change: await single('change'), bump: await single('bump'), release: await single('release') };
      const runs = {
        empty: await single('change', '--empty'),
        open: await single('change', '--open'),
        canary: await single('bump', '--canary', '--preid', 'beta'),
        canaryDefault: await single('bump', '--canary'),
        ignore: await single('bump', '--ignore', 'a', '--ignore', 'b'),
        preid: await single('bump', '--preid', 'beta'),
        snapshot: await single('bump', '--snapshot', 'alpha'),
        tag: await single('release', '--tag', 'beta'),
        otp: await single('release', '--otp', '123456'),
        singleOthers: await single('release', '--ignore-scripts', '--no-git-checks', '--provenance'),
        pnpmPlain: (await pnpm(['release'])).calls,
        pnpmAll: (await pnpm(['release', '--tag', 'beta', '--otp', '123456', '--ignore-scripts', '--provenance'])).calls,
        pnpmOld: await pnpm(['release', '--provenance'], '8.3.0'),
        preDefault: await single('pre', 'enter'),
      };
      const checks = [
        ['change', '--empty', 'changeset add --empty, nothing without it', () => { expectEqual(['changeset add --empty'], runs.empty, 'what change --empty starts'); expectEqual(['changeset add'], plain.change, 'what change starts'); }],
        ['change', '--open', 'changeset add --open', () => expectEqual(['changeset add --open'], runs.open, 'what change --open starts')],
        ['bump', '--canary', 'pre mode with the --preid tag, version, pre mode left', () => expectEqual(['changeset pre enter beta', 'changeset version', 'changeset pre exit'], runs.canary, 'what bump --canary --preid beta starts')],
        ['bump', '--ignore <package>', 'one --ignore per package, handed on', () => expectEqual(['changeset version --ignore a --ignore b'], runs.ignore, 'what bump --ignore a --ignore b starts')],
        ['bump', '--preid <tag>', 'read only with --canary (next without it)', () => { expectEqual(plain.bump, runs.preid, 'what bump --preid beta starts'); expectEqual('changeset pre enter next', runs.canaryDefault[0], 'the tag of bump --canary'); }],
        ['bump', '--snapshot [snapshot]', 'changeset version --snapshot with its value', () => expectEqual(['changeset version --snapshot alpha'], runs.snapshot, 'what bump --snapshot alpha starts')],
        ['release', '--tag <tag>', 'handed on to changeset publish and to pnpm', () => { expectEqual(['changeset publish --tag beta'], runs.tag, 'what release --tag beta starts'); expect(runs.pnpmAll[0].includes('--tag beta'), runs.pnpmAll[0]); }],
        ['release', '--otp <token>', 'handed on to changeset publish and to pnpm', () => { expectEqual(['changeset publish --otp 123456'], runs.otp, 'what release --otp starts'); expect(runs.pnpmAll[0].includes('--otp 123456'), runs.pnpmAll[0]); }],
        ['release', '--ignore-scripts', 'pnpm monorepos only', () => { expectEqual(plain.release, runs.singleOthers, 'release with the pnpm-only flags in a single package'); expect(runs.pnpmAll[0].includes('--ignore-scripts') && !runs.pnpmPlain[0].includes('--ignore-scripts'), runs.pnpmAll[0]); }],
        ['release', '--no-git-checks', 'pnpm gets --no-git-checks on every run', () => expect(runs.pnpmPlain[0].split(' ').includes('--no-git-checks'), `release without the flag starts ${runs.pnpmPlain[0]}`)],
        ['release', '--provenance', 'pnpm monorepos only, pnpm 8.4.0 or later; dropped with a warning before', () => {
          expect(runs.pnpmAll[0].includes('--provenance') && !runs.pnpmPlain[0].includes('--provenance'), runs.pnpmAll[0]);
          expect(!runs.pnpmOld.calls[0].includes('--provenance') && /not support --provenance/.test(runs.pnpmOld.output), `with pnpm 8.3.0: ${runs.pnpmOld.calls[0]}\n${runs.pnpmOld.output}`);
        }],
      ];
      for (const [command, flag, what, check] of checks) {
        s.checkRow(page, `modern-${command}`, flag, `modern ${command} ${flag}: ${what}`, ({ row: { cells } }) => {
          const stated = codeSpans(cells[2])[0];
          // "checks on" would be wrong for this one: its default is what makes the checks always off.
          if (flag === '--no-git-checks') expect(stated !== undefined, `the default of ${flag} is given as "${cells[2]}", not as the option's value`);
          if (stated !== undefined) expectEqual(stated, JSON.stringify(defaults[command][flag.split(' ')[0]]), `the default of ${flag}`);
          check();
        });
      }
      s.checkSection(page, 'modern-pre', 'modern pre runs changeset pre, and the tag defaults to next', ({ text }) => {
        expect(codeSpans(text).includes('next') && codeSpans(text).includes('changeset pre'), 'the section no longer names changeset pre and next');
        expectEqual(['changeset pre enter next'], runs.preDefault, 'what modern pre enter starts');
      });
      s.checkSection(page, 'modern-release', 'a single package, npm and Yarn monorepos run changeset publish; a pnpm monorepo pnpm publish -r for ./packages', ({ text }) => {
        const spans = codeSpans(text);
        expect(spans.includes('changeset publish') && spans.includes('pnpm publish -r') && spans.includes('./packages'), 'the section no longer names changeset publish, pnpm publish -r and ./packages');
        expectEqual(['changeset publish'], plain.release, 'a single package');
        expect(runs.pnpmPlain[0].startsWith('pnpm publish -r --filter {./packages/**}'), runs.pnpmPlain[0]);
      });
    },
  },
];
