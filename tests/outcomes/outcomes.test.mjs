// Gate 7: what the pages say a build produces is what the real `modern build` of
// @modern-js/module-tools 2.68.16 produces. Each scenario builds a small package in .tmp/outcomes/<name>
// (a link to a folder outside the repository, WORK in lib.mjs) from the page's own blocks, offline, and
// checks the claims of the blocks it marks (outcome="…").
// Run alone with `npm run outcomes`; OUTCOMES=name,name runs some scenarios only: a scenario's name, the
// common prefix of a group of scenarios (migration-rslib runs migration-rslib-*), or an outcome mark,
// which runs the scenarios that check it.
import { test, after } from 'node:test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { ROOT } from '../content/docs.mjs';
import { Scenario, WORK, withoutDeclarations } from './lib.mjs';
import { scenarios, checkMarks } from './scenarios.mjs';

const only = process.env.OUTCOMES?.split(',').filter(Boolean);
const picks = (name) => (s) => s.name === name || s.name.startsWith(`${name}-`) || s.marks.includes(name);
const unknown = only?.filter((name) => !scenarios.some(picks(name))) ?? [];
if (unknown.length) throw new Error(`OUTCOMES: no scenario or outcome mark is named ${unknown.join(', ')}`);
const chosen = only ? scenarios.filter((s) => only.some((name) => picks(name)(s))) : scenarios;
const jobs = Number(process.env.OUTCOMES_JOBS) || Math.min(2, os.availableParallelism?.() ?? os.cpus().length);
const claims = new Map();

// At most `jobs` builds at a time: node:test starts concurrent subtests all at once, so they queue here.
let running = 0;
const waiting = [];
const acquire = ({ first = false } = {}) => (running < jobs ? (running++, Promise.resolve()) : new Promise((resolve) => (first ? waiting.unshift(resolve) : waiting.push(resolve))));
const release = () => (waiting.length ? waiting.shift()() : running--);
const times = [];
const started = Date.now();

// The projects where a contributor looks for them.
fs.mkdirSync(WORK, { recursive: true });
const shown = path.join(ROOT, '.tmp/outcomes');
fs.rmSync(shown, { recursive: true, force: true });
fs.mkdirSync(path.dirname(shown), { recursive: true });
fs.symlinkSync(WORK, shown, 'dir');

test('every outcome mark of the pages has a scenario, and every scenario mark a block', () => {
  const problems = checkMarks();
  if (problems.length) throw new Error(problems.join('\n'));
});

// The builds that ran with --no-dts (scenarios with dts: false) skipped the type check of the declaration
// step: their projects, as built, compile with declaration emit, all in one TypeScript process per
// TypeScript version, which starts as soon as the last of those scenarios has ended and takes a build's
// place while the others go on.
const withoutDeclarationsCount = chosen.filter((def) => def.dts === false).length;
let endedWithoutDeclarations = 0;
let typechecked = withoutDeclarationsCount ? undefined : Promise.resolve([]);
async function typecheckWithoutDeclarations() {
  await acquire({ first: true });
  try {
    const byTypescript = new Map();
    for (const p of withoutDeclarations) byTypescript.set(p.typescript, [...(byTypescript.get(p.typescript) ?? []), p]);
    const problems = [];
    for (const [typescript, projects] of byTypescript) {
      const { stdout } = await promisify(execFile)(process.execPath, [fileURLToPath(new URL('./typecheck.cjs', import.meta.url)), typescript, ...projects.map((p) => p.dir)], { encoding: 'utf8', maxBuffer: 64 << 20 });
      for (const line of stdout.trim().split('\n').filter(Boolean)) {
        const { project, files, errors } = JSON.parse(line);
        const { scenario } = projects.find((p) => p.dir === project);
        if (!files) problems.push(`${scenario}: no TypeScript file in ${project}`);
        if (errors.length) problems.push(`${scenario} (a build with --no-dts, copied to ${path.relative(process.cwd(), project)}): its declaration step would fail:\n  ${errors.join('\n  ')}`);
      }
    }
    return problems;
  } catch (error) {
    return [`typecheck.cjs failed: ${error.stderr || error.message}`];
  } finally {
    release();
  }
}

test(`outcome scenarios (${chosen.length}, ${jobs} at a time)`, { concurrency: true }, async (t) => {
  await Promise.all(
    chosen.map((def) =>
      t.test(def.name, async () => {
        await acquire();
        const begin = Date.now();
        const s = new Scenario(def);
        try {
          s.reset();
          await def.run(s);
        } finally {
          release();
          times.push([def.name, Date.now() - begin]);
          for (const [file, n] of s.claims) claims.set(file, (claims.get(file) ?? 0) + n);
          if (def.dts === false && ++endedWithoutDeclarations === withoutDeclarationsCount) typechecked = typecheckWithoutDeclarations();
        }
        s.finish();
      }),
    ),
  );
});

test('the projects built without declarations compile with declaration emit, as their declaration step would', async () => {
  const problems = await typechecked;
  if (problems.length) throw new Error(problems.join('\n\n'));
});

after(() => {
  const lines = [...claims].sort(([a], [b]) => a.localeCompare(b)).map(([file, n]) => `  ${String(n).padStart(4)}  ${file}`);
  const total = [...claims.values()].reduce((a, b) => a + b, 0);
  console.log(`outcome claims checked against real builds, per page (each in zh and en):\n${lines.join('\n')}\n  ${String(total).padStart(4)}  in total`);
  const slow = times.sort((a, b) => b[1] - a[1]).map(([name, ms]) => `  ${(ms / 1000).toFixed(1).padStart(5)} s  ${name}`);
  console.log(`scenario times:\n${slow.join('\n')}\n  ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s  all ${chosen.length} scenarios, ${jobs} at a time (${path.basename(process.execPath)} ${process.version})`);
});
