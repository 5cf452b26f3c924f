// What the search index holds for the engine (search/index-plugin.ts): every heading links to an anchor
// that exists on its page and is placed in the text (Rspress 1.47 alone slugs the heading text, ignoring
// the pages' explicit ids, and gives no positions); the text and headings of included fragments are part
// of the page that shows them, not records of their own; each page carries its reader phrasings.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { readerWords } from '../../search/reader-words.mjs';
import path from 'node:path';
import { ROOT } from '../content/docs.mjs';

const OUT = path.join(ROOT, 'doc_build');
const indexOf = (lang) => {
  const file = fs.readdirSync(path.join(OUT, 'static')).find((f) => f.startsWith(`search_index.${lang}.`));
  return JSON.parse(fs.readFileSync(path.join(OUT, 'static', file), 'utf8'));
};

for (const lang of ['zh', 'en']) {
  test(`${lang}: every heading of the search index points to an id of its page and to its place in the text`, () => {
    const problems = [];
    for (const doc of indexOf(lang)) {
      const html = fs.readFileSync(path.join(OUT, `${doc.routePath.replace('/module-tools/', '').replace(/\/$/, '/index')}.html`), 'utf8');
      for (const header of doc.toc) {
        if (!html.includes(`id="${header.id}"`)) problems.push(`${doc.routePath}: #${header.id} ("${header.text}") is not an id of the page`);
        if (header.charIndex < 0 || !doc.content.startsWith(header.text.replace(/`/g, ''), header.charIndex)) problems.push(`${doc.routePath}: "${header.text}" is not at its charIndex`);
      }
    }
    assert.deepEqual(problems, []);
  });

  test(`${lang}: the text and headings of included fragments belong to the page that shows them`, () => {
    const docs = indexOf(lang);
    const fragments = docs.filter((d) => d.routePath.includes('/components/'));
    assert.ok(fragments.length >= 5);
    for (const fragment of fragments) assert.deepEqual([fragment.title, fragment.content, fragment.toc], ['', '', []], fragment.routePath);
    const faq = docs.find((d) => d.routePath.endsWith('/guide/faq/build'));
    for (const id of ['tsconfig-does-not-exist', 'input-empty', 'less-sass-install', 'watch-mode']) assert.ok(faq.toc.some((h) => h.id === id), id);
    assert.ok(faq.content.includes('does not exist in your project'));
    const storybook = docs.find((d) => d.routePath.endsWith('/guide/faq/storybook'));
    assert.ok(storybook.toc.some((h) => h.id === 'storybook-7-package'));
  });

  test(`${lang}: pages carry the reader phrasings and concept names that lead to them, in their language`, () => {
    const vocabulary = JSON.parse(fs.readFileSync(path.join(ROOT, 'search/reader-vocabulary.json'), 'utf8'));
    const terms = JSON.parse(fs.readFileSync(path.join(ROOT, 'docs/terms.json'), 'utf8')).terms;
    const docs = indexOf(lang);
    const shipped = docs.flatMap((d) => Object.values(d.reader ?? {}).flatMap((text) => text.split('\n')));
    const phrases = vocabulary.flatMap((e) => e.phrases[lang]);
    const names = new Set(readerWords(vocabulary, terms).filter((word) => word.name && word.lang === lang).map((word) => word.text));
    // Every phrasing, and names (less those that are the heading they lead to), nothing else.
    const left = [...shipped];
    for (const phrase of phrases) {
      const at = left.indexOf(phrase);
      assert.ok(at >= 0, `${phrase} is not shipped`);
      left.splice(at, 1);
    }
    assert.deepEqual(left.filter((line) => !names.has(line)), []);
    assert.ok(left.length >= (lang === 'zh' ? 100 : 15), `${left.length} names shipped`);
    const other = lang === 'zh' ? 'en' : 'zh';
    const foreign = new Set(vocabulary.flatMap((e) => e.phrases[other]));
    // A message the tool prints is pasted as printed in both languages: a phrasing of both lists is the
    // other language's only where this language's pages do not quote it.
    const flat = (/** @type {string} */ t) => t.replace(/\s+/g, ' ');
    const text = flat(docs.map((d) => d.content ?? '').join(' '));
    const misplaced = shipped.filter((p) => foreign.has(p) && !text.includes(flat(p)));
    assert.ok(misplaced.length < 5, `phrases of the other language: ${misplaced.join(' | ')}`);
  });
}
