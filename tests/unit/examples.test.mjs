// Gates 1 and 2: the config, plugin and build-hook examples compile against @modern-js/module-tools
// 2.68.16, and respect the rules its types cannot express. Shell blocks use only real CLI commands.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { collectExamples, typeCheck, checkRules } from '../content/examples.mjs';
import { checkShellBlocks } from '../content/cli.mjs';

const { examples, counts } = collectExamples();
for (const [lang, c] of Object.entries(counts)) {
  console.log(`examples (${lang}): ${c.compiled} compiled, ${c.wrapped} wrapped (partial), ${c.exempt} exempt (nocheck), ${c.notConfig} not a config, plugin or hook`);
}
const { problems: typeProblems, program } = typeCheck(examples);

test('every config, plugin and build-hook example type-checks', () => {
  assert.ok(examples.length > 0, 'no example found');
  assert.deepEqual(typeProblems, []);
});

test('every example registers moduleTools(), names real presets, keeps umd/iife in bundle mode and returns real hooks', () => {
  assert.deepEqual(checkRules(examples, program), []);
});

test('shell blocks run only commands and flags that modern has', () => {
  const { problems, count } = checkShellBlocks();
  console.log(`shell lines running modern: ${count}`);
  assert.deepEqual(problems, []);
});
