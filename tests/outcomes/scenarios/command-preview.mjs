// "Command overview": the build log, the help of build (and the flag table of every command against
// its real --help), the message of modern dev without dev tools, and how the locale is chosen. Also
// holds tests/content/cli-help.en.txt, which the shell-block check reads, to the real help text.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, codeSpans } from '../../content/docs.mjs';
import { QUICK_START, normaliseLog, missingRun, expect, expectEqual, expectFiles } from '../lib.mjs';

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
];
