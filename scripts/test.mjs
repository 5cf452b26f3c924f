// `npm test`: every check CI runs. A part starts as soon as the parts it needs have passed, so parts that
// need nothing of each other run side by side: the installs of Chromium and nginx (mostly waiting on the
// network) next to the type check, the site's build and the fixtures, then the unit tests, the outcome
// scenarios and the browser tests together. Each scenario or browser test waits at times (a process
// starting, a page's network going quiet), and the others fill those gaps: on 2 cores the three took
// 754 s one after the other and 701 s side by side (measured on 2026-12-07).
// Each part's output goes to .tmp/npm-test/<part>.log and is printed whole when the part ends; a part whose
// prerequisites failed does not run. At the end: when each part started and how long it took.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const parts = [
  { name: 'Chromium', command: 'node scripts/chromium.cjs' },
  // apt-get takes one install at a time.
  { name: 'nginx', command: 'node scripts/nginx.cjs', after: ['Chromium'] },
  { name: 'typecheck', command: 'npm run -s typecheck' },
  { name: 'build', command: 'npm run -s build' },
  { name: 'test fixtures', command: 'node tests/outcomes/fixtures.mjs' },
  // Some unit tests read doc_build/ and the Rslib fixture.
  { name: 'unit tests', command: 'npm run -s test:unit', after: ['build', 'test fixtures'] },
  { name: 'outcome scenarios', command: 'npm run -s outcomes', after: ['test fixtures'] },
  { name: 'browser tests', command: 'npm run -s test:e2e', after: ['Chromium', 'nginx', 'build'] },
];

const logs = path.resolve('.tmp/npm-test');
fs.rmSync(logs, { recursive: true, force: true });
fs.mkdirSync(logs, { recursive: true });
const started = Date.now();
const seconds = (ms) => Math.round(ms / 1000);
const results = new Map();
const running = new Map();

function run(part) {
  const log = path.join(logs, `${part.name.replace(/\s+/g, '-')}.log`);
  const fd = fs.openSync(log, 'w');
  const begin = Date.now();
  console.log(`▶ ${part.name} (at ${seconds(begin - started)} s)`);
  const child = spawn(part.command, { shell: true, stdio: ['ignore', fd, fd] });
  running.set(part.name, child);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      fs.closeSync(fd);
      running.delete(part.name);
      const result = { ok: code === 0, begin: begin - started, took: Date.now() - begin };
      results.set(part.name, result);
      console.log(`\n── ${part.name}: ${result.ok ? 'passed' : `FAILED (exit code ${code})`} in ${seconds(result.took)} s ──`);
      process.stdout.write(fs.readFileSync(log, 'utf8'));
      console.log(`── end of ${part.name} (${path.relative(process.cwd(), log)}) ──\n`);
      resolve();
    });
  });
}

// CI shows that the run is alive while the long parts print nothing.
const heartbeat = setInterval(() => console.log(`… at ${seconds(Date.now() - started)} s, running: ${[...running.keys()].join(', ')}`), 120_000);

const ended = new Map();
const outcome = (part) => {
  if (!ended.has(part.name)) {
    ended.set(part.name, (async () => {
      const needed = await Promise.all((part.after ?? []).map((name) => outcome(parts.find((p) => p.name === name))));
      if (!needed.every(Boolean)) {
        console.log(`✗ ${part.name}: not run, a part it needs failed or did not run`);
        return false;
      }
      await run(part);
      return results.get(part.name).ok;
    })());
  }
  return ended.get(part.name);
};
const passed = (await Promise.all(parts.map(outcome))).every(Boolean);
clearInterval(heartbeat);

const lines = parts.map((part) => {
  const result = results.get(part.name);
  if (!result) return `            not run   ${part.name}`;
  return `  ${String(seconds(result.begin)).padStart(5)} s + ${String(seconds(result.took)).padStart(4)} s   ${part.name}${result.ok ? '' : '  (failed)'}`;
});
console.log(`\nnpm test, when each part started and how long it took:\n${lines.join('\n')}\n  ${String(seconds(Date.now() - started)).padStart(5)} s in all`);
process.exit(passed ? 0 : 1);
