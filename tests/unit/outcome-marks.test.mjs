// Gate 7, without building: every block marked outcome="…" is run by a scenario of tests/outcomes, and
// every block a scenario names still exists in both languages. (npm run outcomes runs the builds.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scenarios, checkMarks } from '../outcomes/scenarios.mjs';

test('outcome marks and scenarios match both ways', () => {
  assert.ok(scenarios.length > 0);
  assert.deepEqual(checkMarks(), []);
});
