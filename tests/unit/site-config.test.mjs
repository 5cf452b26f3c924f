// The site's own configuration: every chrome label in both languages, sidebars that point at pages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, DOCS, LANGS, listPages } from '../content/docs.mjs';

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

test('every page is in the sidebar: listed in its folder\'s _meta.json, and its folder in its parent\'s', () => {
  const problems = [];
  for (const lang of LANGS) {
    const listed = (dir) => {
      const file = path.join(DOCS, lang, dir, '_meta.json');
      if (!fs.existsSync(file)) return null;
      return JSON.parse(fs.readFileSync(file, 'utf8')).map((entry) => (typeof entry === 'string' ? entry : entry.name)).filter(Boolean);
    };
    for (const page of listPages(lang)) {
      const parts = page.replace(/\.mdx?$/, '').split('/');
      // The home page and the 404 page have no sidebar; the fragments of components/ are included by other pages.
      if (parts.length === 1 || parts[0] === 'components') continue;
      for (let depth = parts.length - 1; depth >= 1; depth--) {
        const dir = parts.slice(0, depth).join('/');
        const names = listed(dir);
        if (names === null) problems.push(`docs/${lang}/${dir}/ has no _meta.json, so docs/${lang}/${page} is in no sidebar`);
        else if (!names.includes(parts[depth])) problems.push(`docs/${lang}/${dir}/_meta.json does not list "${parts[depth]}", so docs/${lang}/${page} is in no sidebar: add it where the page belongs in the order`);
        else continue;
        break;
      }
    }
  }
  assert.deepEqual([...new Set(problems)], []);
});
