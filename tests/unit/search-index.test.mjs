// The search index links every heading to an anchor that exists on its page (Rspress 1.47 alone slugs
// the heading text and ignores the pages' explicit ids; plugins/heading-ids.ts puts them back).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../content/docs.mjs';

const OUT = path.join(ROOT, 'doc_build');
for (const lang of ['zh', 'en']) {
  test(`${lang}: every heading of the search index points to an id of its page and to its place in the text`, () => {
    const file = fs.readdirSync(path.join(OUT, 'static')).find((f) => f.startsWith(`search_index.${lang}.`));
    const docs = JSON.parse(fs.readFileSync(path.join(OUT, 'static', file), 'utf8'));
    const problems = [];
    for (const doc of docs) {
      const html = fs.readFileSync(path.join(OUT, `${doc.routePath.replace('/module-tools/', '').replace(/\/$/, '/index')}.html`), 'utf8');
      for (const header of doc.toc) {
        if (!html.includes(`id="${header.id}"`)) problems.push(`${doc.routePath}: #${header.id} ("${header.text}") is not an id of the page`);
        if (header.charIndex < 0) problems.push(`${doc.routePath}: "${header.text}" has no position in the text`);
      }
    }
    assert.deepEqual(problems, []);
  });
}
