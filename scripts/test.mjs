// `npm test`: every check CI runs, in order, stopping at the first that fails, then the time of each part.
import { spawnSync } from 'node:child_process';

const steps = [
  ['Chromium', 'node scripts/chromium.cjs'],
  ['nginx', 'node scripts/nginx.cjs'],
  ['typecheck', 'npm run -s typecheck'],
  ['build', 'npm run -s build'],
  ['test fixtures', 'node tests/outcomes/fixtures.mjs'],
  ['unit tests', 'npm run -s test:unit'],
  ['outcome scenarios', 'npm run -s outcomes'],
  ['browser tests', 'npm run -s test:e2e'],
];

const times = [];
const report = () => console.log(`\nnpm test, the time of each part:\n${times.map(([name, s, ok]) => `  ${String(s).padStart(5)} s  ${name}${ok ? '' : '  (failed)'}`).join('\n')}\n  ${String(times.reduce((sum, [, s]) => sum + s, 0)).padStart(5)} s  in all`);
for (const [name, command] of steps) {
  const started = Date.now();
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
  times.push([name, Math.round((Date.now() - started) / 1000), status === 0]);
  if (status !== 0) {
    report();
    process.exit(status ?? 1);
  }
}
report();
