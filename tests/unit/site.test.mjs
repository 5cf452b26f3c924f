// Gates 5 and 6: zh/en parity with shared heading ids, and no broken link or anchor.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkParity, checkLinks } from '../content/site.mjs';

test('every page exists in both languages with the same heading ids and code blocks', () => {
  assert.deepEqual(checkParity(), []);
});

test('every internal link and #anchor resolves', () => {
  assert.deepEqual(checkLinks().problems, []);
});
