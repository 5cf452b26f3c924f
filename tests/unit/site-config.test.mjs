// The site's own configuration: every chrome label in both languages, sidebars that point at pages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, DOCS, LANGS } from '../content/docs.mjs';

test('every label of i18n.json is translated in both languages', () => {
  const labels = JSON.parse(fs.readFileSync(path.join(ROOT, 'i18n.json'), 'utf8'));
  for (const [key, texts] of Object.entries(labels)) {
    for (const lang of LANGS) assert.ok(texts[lang]?.trim(), `i18n.json: "${key}" has no ${lang} text`);
  }
});

test('every _meta.json entry names a page or folder that exists, the same in both languages', () => {
  const metas = (lang) => fs.readdirSync(path.join(DOCS, lang), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('_meta.json')).sort();
  assert.deepEqual(metas('zh'), metas('en'));
  for (const lang of LANGS) {
    for (const meta of metas(lang)) {
      const dir = path.dirname(path.join(DOCS, lang, meta));
      const entries = JSON.parse(fs.readFileSync(path.join(DOCS, lang, meta), 'utf8'));
      for (const entry of entries) {
        if (typeof entry === 'object' && ('link' in entry || 'items' in entry)) continue; // a nav item
        const name = typeof entry === 'string' ? entry : entry.name;
        const exists = ['', '.md', '.mdx'].some((ext) => fs.existsSync(path.join(dir, name + ext)));
        assert.ok(exists, `docs/${lang}/${meta}: "${name}" is neither a page nor a folder`);
      }
    }
  }
});
