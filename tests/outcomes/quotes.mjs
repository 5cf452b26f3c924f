// What the FAQ scenarios share: the messages and exit codes a page quotes, the `modern` commands of a
// shell block, a plugin that records the tasks a build runs, and a type check of configs with tsc.
import path from 'node:path';
import { ROOT } from '../content/docs.mjs';
import { normaliseLog, expect, expectEqual } from './lib.mjs';

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

/** Checks a quoted message against a run, and shows the log when it is not there. */
export function expectQuoted(quote, run, what = 'the quoted message') {
  expect(quote, `${what}: the page quotes nothing here`);
  expect(inLog(quote, run.output), `${what} is not in the output (exit code ${run.status}):\n  - ${quote}\n  the output:\n${normaliseLog(run.output).replace(/^/gm, '  | ')}`);
}

/** The code span of a list that contains a fragment (the message a paragraph quotes), or an error that says which is missing. */
export function quoted(spans, fragment) {
  const span = spans.find((t) => t.includes(fragment));
  expect(span, `the prose no longer quotes a message with "${fragment}" (its code spans: ${spans.join(' | ')})`);
  return span;
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
