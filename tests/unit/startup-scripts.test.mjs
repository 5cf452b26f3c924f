// Issue 7 (main-thread time): the scripts a page loads first have each module function in parentheses
// (patches/eager-module-factories.ts), so that the browser compiles them while they download rather
// than on the main thread when the page starts. Reads doc_build/, so it runs after `npm run build`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from '../content/docs.mjs';

const { moduleFunctions } = createRequire(import.meta.url)('../../patches/module-functions.cjs');
const OUT = path.join(ROOT, 'doc_build');

/** Module functions of a chunk, and whether each is written in parentheses. */
const parenthesized = (source) =>
  moduleFunctions(source).map(({ id, start, end }) => ({ id, parenthesized: source[start - 1] === '(' && source[end] === ')' }));

test('every module function of the scripts build-config loads first is parenthesized', () => {
  const html = fs.readFileSync(path.join(OUT, 'api/config/build-config.html'), 'utf8');
  const scripts = [...html.matchAll(/<script defer src="\/module-tools\/(static\/js\/[^"]+\.js)"/g)].map((m) => m[1]);
  assert.ok(scripts.length >= 3, `first-load scripts: ${scripts.join(', ')}`);
  let count = 0;
  for (const script of scripts) {
    const functions = parenthesized(fs.readFileSync(path.join(OUT, script), 'utf8'));
    count += functions.length;
    assert.deepEqual(functions.filter((f) => !f.parenthesized).map((f) => f.id), [], `${script}: module functions not in parentheses`);
  }
  assert.ok(count > 20, `only ${count} module functions found`);
});
