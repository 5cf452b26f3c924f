// Evaluates the site search on tests/search/queries.json against the built search indexes.
// The queries fall in two parts: the tuned part (the ranking may be adjusted while looking at its misses)
// and the held-out part (`holdout: true`, a third of the queries written before any tuning), which
// measures how the search does on queries nobody tuned for. For the held-out part this script reports
// only aggregate figures, never a query or a result, so that it cannot steer the tuning.
// Figures per language and part: top-1 and top-3 (the expected page is the first / among the first
// three pages listed), zero results, and for queries that name a section, how often a link to that
// section is among the first three links of the results panel.
// Usage: npm run build && npm run search:eval [-- --engine <name>] [-- --sections] [-- --tuned-only] [-- --json]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SearchIndex } from './engine.mjs';
import { normalize } from './sections.mjs';
import { present, panelLinks } from './present.mjs';

const ROOT = path.resolve(fileURLToPath(import.meta.url), '../..');
export const queries = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/search/queries.json'), 'utf8'));
export const PARTS = /** @type {const} */ (['tuned', 'holdout']);
// docs/sources.json lists the threads of the first round (issue 21) first: 40 of them. The queries of the
// threads after those (the second round, issue 28) are also a part of their own.
const threads = JSON.parse(fs.readFileSync(path.join(ROOT, 'docs/sources.json'), 'utf8')).threads.map((t) => t.thread);
const SECOND_ROUND = new Set(threads.slice(40));
const partOf = (/** @type {{ holdout?: boolean }} */ query) => (query.holdout ? 'holdout' : 'tuned');

export function loadIndex(lang, dir = path.join(ROOT, 'doc_build/static')) {
  const file = fs.existsSync(dir) && fs.readdirSync(dir).find((f) => f.startsWith(`search_index.${lang}.`));
  if (!file) throw new Error(`no search index for ${lang} in ${dir}: run npm run build first`);
  return { file: path.join(dir, file), docs: JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) };
}

export const routeOf = (routePath) => routePath.replace(/^\/module-tools/, '').replace(/^\/en(?=\/)/, '').replace(/\.html$/, '').replace(/\/index$/, '/');

/** Rspress 1's default: only pages whose title, a heading or the text contain the whole query. */
function substringEngine(docs) {
  return (query, limit = 7) => {
    const q = normalize(query.trim());
    if (!q) return [];
    const rank = (d) => (normalize(d.title).includes(q) ? 0 : d.toc.some((h) => normalize(h.text).includes(q)) ? 1 : normalize(d.content).includes(q) ? 2 : 3);
    return docs
      .filter((d) => d.title && rank(d) < 3)
      .sort((a, b) => rank(a) - rank(b))
      .slice(0, limit)
      .map((d) => ({ route: routeOf(d.routePath), links: [routeOf(d.routePath)] }));
  };
}

/** The site's engine, as the results panel shows it: pages in order, and the links of each. */
function siteEngine(docs, Engine = SearchIndex) {
  const index = new Engine(docs);
  return (query, limit = 7) =>
    index.search(query, limit).map((hit) => ({
      route: routeOf(hit.doc.routePath),
      links: panelLinks(present(hit, query), query).map((link) => routeOf(link.split('#')[0]) + (link.includes('#') ? `#${link.split('#')[1]}` : '')),
    }));
}

/** Engines by name: the site's, Rspress's default, and those of compare/ (npm run search:compare). */
export async function engineFor(name, docs) {
  if (name === 'default') return substringEngine(docs);
  if (name === 'ours') return siteEngine(docs);
  const { SearchIndex: Other } = await import(`./compare/${name}.mjs`);
  return siteEngine(docs, Other);
}

/**
 * Figures of one engine on one language, per part. Misses are listed for the tuned part only.
 * @param {string} lang
 * @param {(query: string) => { route: string, links: string[] }[]} search
 */
export function evaluateWith(lang, search) {
  const rows = queries[lang].map((query) => {
    const results = search(query.q);
    const routes = results.map((r) => r.route);
    const rank = routes.findIndex((r) => query.expect.includes(r));
    const firstLinks = results.flatMap((r) => r.links).slice(0, 3);
    const sectionFound = query.section ? firstLinks.some((l) => l === `${query.expect[0]}#${query.section}`) : undefined;
    return { query, part: partOf(query), routes, rank, sectionFound, firstLinks };
  });
  const figuresOf = (/** @type {typeof rows} */ own) => {
    const share = (f) => (own.length ? own.filter(f).length / own.length : 0);
    const withSection = own.filter((r) => r.sectionFound !== undefined);
    return {
      queries: own.length,
      top1: share((r) => r.rank === 0),
      top3: share((r) => r.rank >= 0 && r.rank < 3),
      zeroResults: own.filter((r) => r.routes.length === 0).length,
      sectionQueries: withSection.length,
      sectionTop3: withSection.length ? withSection.filter((r) => r.sectionFound).length / withSection.length : 0,
    };
  };
  const figures = Object.fromEntries(PARTS.map((part) => [part, figuresOf(rows.filter((r) => r.part === part))]));
  // Long queries (questions of ten words or more, pasted error messages) are also a part of their own, and
  // so are the queries written from upstream threads (`source`, one of docs/sources.json).
  const subset = (/** @type {(query: any) => boolean} */ f) => Object.fromEntries(PARTS.map((part) => [part, figuresOf(rows.filter((r) => r.part === part && f(r.query)))]));
  const long = subset((q) => q.kind === 'long');
  const threads = subset((q) => Boolean(q.source));
  const secondRound = subset((q) => SECOND_ROUND.has(q.source));
  const tunedRows = rows.filter((r) => r.part === 'tuned');
  return {
    lang,
    ...figures,
    long,
    threads,
    secondRound,
    missed: tunedRows
      .filter((r) => r.rank < 0 || r.rank >= 3)
      .map((r) => ({ q: r.query.q, kind: r.query.kind, expect: r.query.expect, routes: r.routes })),
    sectionMissed: tunedRows
      .filter((r) => r.sectionFound === false)
      .map((r) => ({ q: r.query.q, expect: `${r.query.expect[0]}#${r.query.section}`, links: r.firstLinks })),
  };
}

export async function evaluate(lang, engine = 'ours') {
  return evaluateWith(lang, await engineFor(engine, loadIndex(lang).docs));
}

const pct = (x) => `${(x * 100).toFixed(1)}%`;
export const describe = (f) =>
  `top-1 ${pct(f.top1)}, top-3 ${pct(f.top3)}, zero results ${f.zeroResults}/${f.queries}, section in first 3 links ${pct(f.sectionTop3)} of ${f.sectionQueries}`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const engines = args.includes('--engine') ? [args[args.indexOf('--engine') + 1]] : ['default', 'ours'];
  const results = [];
  for (const engine of engines) {
    for (const lang of ['zh', 'en']) {
      const r = await evaluate(lang, engine);
      results.push({ engine, ...r });
      if (args.includes('--json')) continue;
      const name = engine === 'ours' ? 'site search' : engine === 'default' ? 'Rspress default' : engine;
      console.log(`${name} ${lang} tuned   (${r.tuned.queries}): ${describe(r.tuned)}`);
      // --tuned-only: while tuning, not even the held-out aggregates.
      if (!args.includes('--tuned-only')) console.log(`${name} ${lang} holdout (${r.holdout.queries}): ${describe(r.holdout)}`);
      console.log(`${name} ${lang} long, tuned   (${r.long.tuned.queries}): ${describe(r.long.tuned)}`);
      if (!args.includes('--tuned-only')) console.log(`${name} ${lang} long, holdout (${r.long.holdout.queries}): ${describe(r.long.holdout)}`);
      console.log(`${name} ${lang} threads, tuned   (${r.threads.tuned.queries}): ${describe(r.threads.tuned)}`);
      if (!args.includes('--tuned-only')) console.log(`${name} ${lang} threads, holdout (${r.threads.holdout.queries}): ${describe(r.threads.holdout)}`);
      console.log(`${name} ${lang} threads of round two, tuned   (${r.secondRound.tuned.queries}): ${describe(r.secondRound.tuned)}`);
      if (!args.includes('--tuned-only')) console.log(`${name} ${lang} threads of round two, holdout (${r.secondRound.holdout.queries}): ${describe(r.secondRound.holdout)}`);
      if (engine === 'default') continue;
      for (const m of r.missed) console.log(`    missed "${m.q}" (${m.kind}): expected ${m.expect.join(' or ')}, got ${m.routes.slice(0, 3).join(', ') || 'nothing'}`);
      if (args.includes('--sections')) for (const m of r.sectionMissed) console.log(`    section not in first 3 links: "${m.q}": expected ${m.expect}, got ${m.links.join(', ')}`);
    }
  }
  if (args.includes('--json')) console.log(JSON.stringify(results.map(({ missed, sectionMissed, ...r }) => r), null, 2));
}
