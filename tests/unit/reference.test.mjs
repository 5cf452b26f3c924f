// Gate 4: the reference pages are complete against the installed package, in both languages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkBuildConfigPage, checkBuildPresetPage, checkHooksPage, checkCommandPage, checkMigrationGuide } from '../content/reference.mjs';

test('api/config/build-config has a section for every public and experimental buildConfig key', () => {
  assert.deepEqual(checkBuildConfigPage(), []);
});

test('api/config/build-preset names every preset', () => {
  assert.deepEqual(checkBuildPresetPage(), []);
});

test('api/plugin-api/plugin-hooks has a heading for every hook', () => {
  assert.deepEqual(checkHooksPage(), []);
});

test('guide/basic/command-preview covers every command and flag of the CLI', () => {
  assert.deepEqual(checkCommandPage(), []);
});

test('guide/migration/rslib maps every buildConfig key once, names only options that @rslib/core has, and every preset family', () => {
  assert.deepEqual(checkMigrationGuide(), []);
});
