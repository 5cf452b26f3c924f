// `npm test`: every check CI runs, in order, stopping at the first that fails, then the time of each part.
// The two fixtures of tests/outcomes install (npm ci, mostly waiting on the registry) while the typecheck
// and the build run; the unit tests wait for them.
import { spawn, spawnSync } from 'node:child_process';

const steps = [
  ['Chromium', 'node scripts/chromium.cjs'],
  ['nginx', 'node scripts/nginx.cjs'],
  ['typecheck', 'npm run -s typecheck'],
  ['build', 'npm run -s build'],
  ['unit tests', 'npm run -s test:unit'],
  ['outcome scenarios', 'npm run -s outcomes'],
  ['browser tests', 'npm run -s test:e2e'],
];

const times = [];
const started = Date.now();
const report = () => console.log(`\nnpm test, the time of each part:\n${times.map(([name, s, ok]) => `  ${String(s).padStart(5)} s  ${name}${ok ? '' : '  (failed)'}`).join('\n')}\n  ${String(Math.round((Date.now() - started) / 1000)).padStart(5)} s  in all`);
const stop = (status) => {
  report();
  process.exit(status ?? 1);
};

let fixturesStarted;
let fixtures;
for (const [name, command] of steps) {
  if (name === 'typecheck') {
    fixturesStarted = Date.now();
    const child = spawn(process.execPath, ['tests/outcomes/fixtures.mjs'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    fixtures = new Promise((resolve) => child.on('close', (status) => resolve({ status, output })));
  }
  if (name === 'unit tests') {
    const { status, output } = await fixtures;
    process.stdout.write(output);
    times.push(['fixtures of tests/outcomes (npm ci of each; ran alongside the typecheck and the build)', Math.round((Date.now() - fixturesStarted) / 1000), status === 0]);
    if (status !== 0) stop(status);
  }
  const begin = Date.now();
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
  times.push([name, Math.round((Date.now() - begin) / 1000), status === 0]);
  if (status !== 0) stop(status);
}
report();
