// Every row of the migration guide's tables is a built claim: some outcome scenario declares it (`rows`),
// as outcome-marks.test.mjs holds every marked block to a scenario. The scenarios then check the row in
// both languages (Scenario.checkRow), so a row without one, or a scenario naming a row that is gone, fails here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS, loadSite } from '../content/docs.mjs';
import { rowsOf } from '../outcomes/lib.mjs';
import { scenarios } from '../outcomes/scenarios.mjs';

const page = 'guide/migration/rslib.mdx';
const TABLES = ['install-and-scripts', 'config-file', 'presets', 'build-config-options', 'styles', 'plugins-and-hooks'];

test('every row of the migration tables has a scenario that builds it, and every declared row exists', () => {
  const declared = new Set(scenarios.flatMap((def) => (def.rows ?? []).map(([table, key]) => `${table}: ${key}`)));
  const problems = [];
  for (const lang of LANGS) {
    const p = loadSite().get(lang, page);
    const present = new Set();
    for (const table of TABLES) {
      for (const row of rowsOf(p, table)) {
        present.add(`${table}: ${row.key}`);
        if (!declared.has(`${table}: ${row.key}`)) problems.push(`docs/${lang}/${page}:${row.line}: the row ${row.key} of #${table} has no scenario in tests/outcomes`);
      }
    }
    for (const key of declared) if (!present.has(key)) problems.push(`a scenario declares the row ${key}, which docs/${lang}/${page} does not have`);
  }
  assert.deepEqual([...new Set(problems)], []);
});
