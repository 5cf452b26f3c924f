// The reader vocabulary (search/reader-vocabulary.json): how readers who have not read the docs
// ask for each page or section, in both languages. Each entry names where it leads (the build fails on a
// page or heading that does not exist); this test holds that the place is the right one (it uses one of
// the entry's terms, the docs' own words for the concept) and that no phrasing is a query of the
// evaluation set (tests/search/queries.json), which would measure the list instead of the search.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../content/docs.mjs';
import { loadIndex, routeOf, queries } from '../../search/evaluate.mjs';
import { SearchIndex } from '../../search/engine.mjs';
import { readerWords, termName } from '../../search/reader-words.mjs';

const vocabulary = JSON.parse(fs.readFileSync(path.join(ROOT, 'search/reader-vocabulary.json'), 'utf8'));
const LANGS = ['zh', 'en'];
const plain = (text) => text.toLowerCase().normalize('NFKC').replace(/`/g, '');

test('every entry has a concept, a target, and terms and phrasings in both languages', () => {
  const concepts = new Set();
  for (const entry of vocabulary) {
    assert.match(entry.concept, /^[\w.-]+$/);
    assert.ok(!concepts.has(entry.concept), `${entry.concept} twice`);
    concepts.add(entry.concept);
    assert.match(entry.target, /^\/[\w/-]*(#[\w-]+)?$/, entry.concept);
    for (const lang of LANGS) {
      assert.ok(entry.terms[lang]?.length, `${entry.concept}: no ${lang} terms`);
      assert.ok(entry.phrases[lang]?.length, `${entry.concept}: no ${lang} phrasings`);
    }
  }
  assert.ok(vocabulary.length >= 100);
});

for (const lang of LANGS) {
  test(`${lang}: each entry leads to a section that uses one of its terms`, () => {
    const docs = loadIndex(lang).docs.filter((d) => d.title);
    const wrong = [];
    for (const entry of vocabulary) {
      const [route, id] = entry.target.split('#');
      const doc = docs.find((d) => routeOf(d.routePath) === route);
      if (!doc) {
        wrong.push(`${entry.concept}: no page ${route}`);
        continue;
      }
      let text = `${doc.title}\n${doc.content}`;
      if (id) {
        const at = doc.toc.findIndex((h) => h.id === id);
        const next = doc.toc.slice(at + 1).find((h) => h.depth <= doc.toc[at].depth);
        text = doc.content.slice(doc.toc[at].charIndex, next ? next.charIndex : undefined);
      }
      if (!entry.terms[lang].some((term) => plain(text).includes(plain(term)))) wrong.push(`${entry.concept}: ${entry.target} uses none of ${entry.terms[lang].join(', ')}`);
    }
    assert.deepEqual(wrong, []);
  });

  test(`${lang}: no phrasing is a query of the evaluation set`, () => {
    const key = (text) => text.toLowerCase().normalize('NFKC').replace(/[^\p{L}\p{N}]+/gu, '');
    const evaluation = new Set(queries[lang].map((q) => key(q.q)));
    // Only the concept is named: a held-out query must not be printed.
    const copied = vocabulary.filter((entry) => entry.phrases[lang].some((p) => evaluation.has(key(p)))).map((entry) => entry.concept);
    assert.deepEqual(copied, []);
  });
}

// Issue 22: a concept with a page or section of its own is found by its name. Its names are the Chinese
// terms of its vocabulary entry (a Latin term is an identifier, found as such) and, where docs/terms.json
// gives the concept a target, its term there in both languages.
const terms = JSON.parse(fs.readFileSync(path.join(ROOT, 'docs/terms.json'), 'utf8')).terms;
const namesOf = (lang) => readerWords(vocabulary, terms).filter((word) => word.name && word.lang === lang).map(({ text, target, source }) => ({ name: text, target, source }));

test('docs/terms.json: every target is a route, with a heading id for a section', () => {
  const targets = terms.filter((term) => 'target' in term).map((term) => term.target);
  assert.ok(targets.length >= 20, `${targets.length} concepts with a target`);
  for (const target of targets) assert.match(target, /^\/[\w/-]*(#[\w-]+)?$/);
});

/** The text of a target: the page (title and text), or the section under a heading id. */
function targetText(docs, target) {
  const [route, id] = target.split('#');
  const doc = docs.find((d) => routeOf(d.routePath) === route);
  if (!doc) return undefined;
  if (!id) return `${doc.title}\n${doc.content}`;
  const at = doc.toc.findIndex((h) => h.id === id);
  if (at < 0) return undefined;
  const next = doc.toc.slice(at + 1).find((h) => h.depth <= doc.toc[at].depth);
  return doc.content.slice(doc.toc[at].charIndex, next ? next.charIndex : undefined);
}

for (const lang of LANGS) {
  test(`${lang}: each target of docs/terms.json is a page or section that uses the term`, () => {
    const docs = loadIndex(lang).docs.filter((d) => d.title);
    const wrong = [];
    for (const term of terms.filter((t) => t.target)) {
      const name = termName(term[lang]);
      const text = targetText(docs, term.target);
      if (text === undefined) wrong.push(`${term.en}: no ${lang} page or section ${term.target}`);
      else if (!plain(text).includes(plain(name))) wrong.push(`${term.en}: ${term.target} does not use "${name}"`);
    }
    assert.deepEqual(wrong, []);
  });

  test(`${lang}: the name of each concept with a page or section of its own finds that page in the top 3`, () => {
    const index = new SearchIndex(loadIndex(lang).docs);
    const names = namesOf(lang);
    assert.ok(names.length >= (lang === 'zh' ? 150 : 20), `${names.length} names`);
    const missed = [];
    for (const { name, target, source } of names) {
      const pages = index.search(name, 7).map((hit) => routeOf(hit.doc.routePath));
      const rank = pages.indexOf(target.split('#')[0]);
      if (rank < 0 || rank > 2) missed.push(`${name} (${source}) → ${pages.slice(0, 3).join(', ') || 'nothing'}, expected ${target}`);
    }
    assert.deepEqual(missed, []);
  });
}
