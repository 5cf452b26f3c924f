// One Chinese term per concept: the variants that docs/terms.json avoids do not appear in the prose of
// the zh pages (code blocks and code spans are code, not prose, and are left out).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { DOCS, loadSite, proseLines, where } from '../content/docs.mjs';

const { terms, allow } = JSON.parse(fs.readFileSync(path.join(DOCS, 'terms.json'), 'utf8'));

function strayTerms() {
  const problems = [];
  for (const page of loadSite().pages.values()) {
    if (page.lang !== 'zh') continue;
    for (const { line, text } of proseLines(page)) {
      for (const term of terms) {
        for (const variant of term.avoid) {
          for (const m of text.matchAll(new RegExp(variant, 'g'))) {
            const raw = page.lines[line - 1];
            if (allow.some((a) => page.file === a.file && raw.includes(a.text))) continue;
            problems.push(`${where(page, line, m.index + 1)}: ${m[0]} → ${term.zh} (${term.en})`);
          }
        }
      }
    }
  }
  return problems;
}

test('docs/terms.json is well formed: one zh term per concept, variants that compile', () => {
  const seen = new Set();
  for (const term of terms) {
    assert.ok(term.en && term.zh && Array.isArray(term.avoid), `incomplete entry ${JSON.stringify(term)}`);
    assert.ok(!seen.has(term.en), `${term.en} is listed twice`);
    seen.add(term.en);
    for (const variant of term.avoid) assert.doesNotThrow(() => new RegExp(variant), `${term.en}: ${variant} is not a regular expression`);
  }
});

test('the Chinese pages use one term per concept (docs/terms.json)', () => {
  assert.deepEqual(strayTerms(), []);
});
