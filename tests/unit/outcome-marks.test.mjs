// Gate 7, without building: every block marked outcome="…" is run by a scenario of tests/outcomes, and
// every block a scenario names still exists in both languages (npm run outcomes runs the builds); the
// built site shows no mark.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../content/docs.mjs';
import { scenarios, checkMarks } from '../outcomes/scenarios.mjs';

test('outcome marks and scenarios match both ways', () => {
  assert.ok(scenarios.length > 0);
  assert.deepEqual(checkMarks(), []);
});

test('the built pages carry no outcome mark, and a marked block keeps its title', () => {
  const built = path.join(ROOT, 'doc_build');
  const pages = fs.readdirSync(built, { recursive: true }).filter((f) => f.endsWith('.html'));
  const leaks = pages.filter((f) => /outcome(=|&quot;)/.test(fs.readFileSync(path.join(built, f), 'utf8')));
  assert.deepEqual(leaks, [], 'pages whose HTML still shows outcome="…" (see plugins/outcome-marks.ts)');
  const html = fs.readFileSync(path.join(built, 'en/api/config/build-config.html'), 'utf8');
  const titles = [...html.matchAll(/<div class="rspress-code-title">([^<]*)<\/div>/g)].map((m) => m[1]);
  assert.ok(titles.length > 0 && titles.every((t) => !/\s/.test(t)), `code titles of build-config: ${[...new Set(titles)].join(', ')}`);
});
