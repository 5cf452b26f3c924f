// What the FAQ scenarios share: the messages and exit codes a page quotes, the `modern` commands of a
// shell block, a plugin that records the tasks a build runs, and a type check of configs with tsc.
import path from 'node:path';
import { ROOT } from '../content/docs.mjs';
import { normaliseLog, diff, expect, expectEqual } from './lib.mjs';

/** The exit codes a piece of prose states: "exit code 1", "exits with code 0", "退出码 1", "退出码为 0". */
export function exitCodes(text) {
  const plain = text.replace(/\*\*/g, '');
  return [...plain.matchAll(/exits? (?:with )?code (\d+)|exit code (\d+)|退出码(?:为|是|仍然是|仍为)?\s*(\d+)/g)].map((m) => Number(m[1] ?? m[2] ?? m[3]));
}

/** Checks that the prose states exactly one exit code, and that it is the one of the run. */
export function expectExitCode(text, run, what = 'the exit code') {
  const stated = [...new Set(exitCodes(text))];
  expect(stated.length === 1, `the prose should state one exit code, it states ${stated.length ? stated.join(', ') : 'none'}:\n  ${text.trim().replace(/\n/g, '\n  ')}`);
  expectEqual(stated[0], run.status, what);
}

/** Whether a quoted message is in a log: the log's timings normalised, "…" in the quote standing for any text on the line. */
export function inLog(quote, output) {
  const log = normaliseLog(output);
  if (!quote.includes('…')) return log.includes(quote);
  const pattern = quote.split('…').map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^\\n]*');
  return new RegExp(pattern).test(log);
}

/** The words of a text, for finding the log line a reworded quote stands for. */
const words = (text) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const similarity = (a, b) => {
  const mine = new Set(words(a));
  const theirs = words(b);
  return theirs.filter((w) => mine.has(w)).length / Math.max(mine.size, theirs.length, 1);
};

/** The line of a log that is most like a text. */
function closestLine(text, output) {
  return normaliseLog(output)
    .split('\n')
    .reduce((best, line) => (similarity(text, line) > similarity(text, best) ? line : best), '');
}

/** Checks a quoted message against a run; when it is not there, shows it beside the log line most like it. */
export function expectQuoted(quote, run, what = 'the quoted message') {
  expect(quote, `${what}: the page quotes nothing here`);
  if (inLog(quote, run.output)) return;
  throw new Error(`  ${what} is not in the output (exit code ${run.status}); the quote and the closest line of the log:\n${diff(quote, closestLine(quote, run.output).trim())}\n  the output:\n${normaliseLog(run.output).replace(/^/gm, '  | ')}`);
}

/**
 * The code span of a list that quotes a message: the span that contains a fragment of it, or, when the
 * page reworded it, the span most like the log line of that fragment (so that the check shows the diff).
 */
export function quoted(spans, fragment, run) {
  const span = spans.find((t) => t.includes(fragment));
  if (span) return span;
  if (run) {
    const line = closestLine(fragment, run.output);
    const best = spans.reduce((a, b) => (similarity(b, line) > similarity(a, line) ? b : a), '');
    if (similarity(best, line) >= 0.3) return best;
  }
  throw new Error(`  the prose no longer quotes a message with "${fragment}" (its code spans: ${spans.join(' | ')})`);
}

/** The `modern` commands of a shell block, as argument lists: "npx modern build --no-dts" → ['build', '--no-dts']. */
export function modernCommands(code) {
  return code
    .split('\n')
    .map((l) => /^\s*(?:npx\s+)?modern\s+(.*)$/.exec(l)?.[1])
    .filter((l) => l !== undefined)
    .map((l) => l.trim().split(/\s+/).filter(Boolean));
}

/** A plugin that writes every task of a build (its format, target, outDir, buildType, dts) to tasks.json. */
export const TASK_RECORDER = `import fs from 'fs';
import path from 'path';
import type { CliPlugin, ModuleTools } from '@modern-js/module-tools';

export const recordTasks = (): CliPlugin<ModuleTools> => ({
  name: 'record-tasks',
  setup() {
    return {
      beforeBuild({ config }) {
        const tasks = config.map((task) => ({
          format: task.format,
          target: task.target,
          buildType: task.buildType,
          outDir: path.relative(process.cwd(), task.outDir).split(path.sep).join('/'),
          dts: task.dts === false ? false : { only: task.dts.only, abortOnError: task.dts.abortOnError },
        }));
        fs.writeFileSync('tasks.json', JSON.stringify(tasks, null, 2));
      },
    };
  },
});
`;

/** Adds the task recorder to the plugins of a project's modern.config.ts (written from a page block). */
export function recordTasks(s) {
  s.write('record-tasks.ts', TASK_RECORDER);
  const config = s.read('modern.config.ts');
  expect(/plugins: \[moduleTools\(\)\]/.test(config), 'the config does not register moduleTools() in plugins: [moduleTools()]');
  s.write('modern.config.ts', `import { recordTasks } from './record-tasks';\n${config.replace('plugins: [moduleTools()]', 'plugins: [moduleTools(), recordTasks()]')}`);
  return () => JSON.parse(s.read('tasks.json'));
}

/**
 * Type-checks files of the project with the installed TypeScript, in one run of tsc (the options of the
 * docs' own example check: strict, skipLibCheck, node resolution). Returns { file: ['TS2322 …', …] }.
 */
export async function typeErrors(s, files, { extra = '' } = {}) {
  const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
  const run = await s.shell(`node ${tsc} --noEmit --pretty false --strict --skipLibCheck --esModuleInterop --moduleResolution node --module esnext --target es2020 ${extra} ${files.join(' ')}`);
  const errors = Object.fromEntries(files.map((f) => [f, []]));
  for (const m of run.output.matchAll(/^(\S+?)\(\d+,\d+\): error (TS\d+: .*)$/gm)) if (errors[m[1]]) errors[m[1]].push(m[2]);
  for (const line of run.output.split('\n')) if (line.trim() && !/^\S+\(\d+,\d+\): error /.test(line) && !/^\s/.test(line)) errors[''] = [...(errors[''] ?? []), line];
  return errors;
}

/**
 * A line of the build log as a page quotes it with placeholders: the figures of `info Build succeed in
 * 1.0s` and the N and X of `info Bundle generated N files` stand for any number, runs of blanks for any blanks.
 */
export function logLine(span) {
  const pattern = span
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\d+(\\\.\d+)?(?=\s?m?s\b)/g, '\\d+(?:\\.\\d+)?')
    .replace(/\b[NX]\b/g, '\\d+(?:\\.\\d+)?')
    .replace(/ +/g, '\\s+');
  return new RegExp(`^${pattern}$`, 'm');
}
