// Issue 21: the questions readers asked upstream, each with the page and heading that answers it
// (docs/sources.json), and the queries written from each thread in the search evaluation set.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { DOCS, LANGS, ROOT, loadSite } from '../content/docs.mjs';

const { threads } = JSON.parse(fs.readFileSync(path.join(DOCS, 'sources.json'), 'utf8'));
const queries = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/search/queries.json'), 'utf8'));
const THREAD = /^https:\/\/github\.com\/web-infra-dev\/(modern\.js|rslib|rsbuild|rspress)\/(issues|pull|discussions)\/\d+$/;
const STATUS = ['still applies', 'fixed before 2.68', 'changed since'];

test('docs/sources.json lists at least 40 distinct upstream threads, each with a question in both languages', () => {
  assert.ok(threads.length >= 40, `only ${threads.length} threads`);
  const seen = new Set();
  for (const t of threads) {
    assert.match(t.thread, THREAD, `not a thread of the upstream repositories: ${t.thread}`);
    assert.ok(!seen.has(t.thread), `listed twice: ${t.thread}`);
    seen.add(t.thread);
    assert.ok(t.question?.trim() && t.question_zh?.trim(), `${t.thread}: a question in both languages`);
    assert.ok(STATUS.includes(t.status), `${t.thread}: status "${t.status}" is not one of ${STATUS.join(', ')}`);
  }
});

test('every thread is answered by a page and heading that exist in both languages', () => {
  const site = loadSite();
  const byRoute = new Map([...site.pages.values()].map((p) => [`${p.lang}:${p.route.replace(/\/index$/, '/')}`, p]));
  const problems = [];
  for (const t of threads) {
    const [route, id] = t.answer.split('#');
    for (const lang of LANGS) {
      const page = byRoute.get(`${lang}:${route}`);
      if (!page) problems.push(`${t.thread}: no ${lang} page ${route}`);
      else if (id && !page.allHeadings.some((h) => h.id === id)) problems.push(`${t.thread}: ${page.display} has no heading {#${id}}`);
    }
  }
  assert.deepEqual(problems, []);
});

test('every thread has a reader query in each language that expects its page, a third of the threads held out', () => {
  const problems = [];
  let held = 0;
  for (const t of threads) {
    const [route, id] = t.answer.split('#');
    const own = LANGS.flatMap((lang) => queries[lang].filter((q) => q.source === t.thread).map((q) => ({ lang, ...q })));
    for (const lang of LANGS) if (!own.some((q) => q.lang === lang)) problems.push(`${t.thread}: no ${lang} query`);
    for (const q of own) {
      if (!q.expect.includes(route)) problems.push(`${t.thread}: "${q.q}" expects ${q.expect.join(', ')}, not ${route}`);
      if (id && q.section !== id) problems.push(`${t.thread}: "${q.q}" names section ${q.section}, not ${id}`);
    }
    // All queries of a thread are on the same side, so that tuning on one cannot lift its held-out twin.
    const sides = new Set(own.map((q) => Boolean(q.holdout)));
    if (sides.size > 1) problems.push(`${t.thread}: some queries held out, some not`);
    if (sides.has(true)) held++;
  }
  const sourced = new Set(LANGS.flatMap((lang) => queries[lang].filter((q) => q.source).map((q) => q.source)));
  for (const s of sourced) if (!threads.some((t) => t.thread === s)) problems.push(`a query names ${s}, which docs/sources.json does not list`);
  assert.deepEqual(problems, []);
  const share = held / threads.length;
  assert.ok(share >= 0.3 && share <= 0.4, `${held} of ${threads.length} threads held out, not a third`);
});
