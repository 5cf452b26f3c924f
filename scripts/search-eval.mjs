// Evaluates the site search on tests/search/queries.json against the built search indexes: top-1 and
// top-3 hit rates and zero-result counts per language, for our engine and, as the "before" figure, for
// Rspress's default matching (a page is found only when the whole query occurs in its title, a heading
// or its text). Usage: npm run build && npm run search:eval [-- --json]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SearchIndex, normalize } from '../patches/search/engine.mjs';

const ROOT = path.resolve(fileURLToPath(import.meta.url), '../..');
const queries = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/search/queries.json'), 'utf8'));

export function loadIndex(lang) {
  const dir = path.join(ROOT, 'doc_build/static');
  const file = fs.readdirSync(dir).find((f) => f.startsWith(`search_index.${lang}.`));
  if (!file) throw new Error(`no search index for ${lang} in doc_build/static: run npm run build first`);
  return { file: path.join(dir, file), docs: JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) };
}

export const routeOf = (routePath) => routePath.replace(/^\/module-tools/, '').replace(/^\/en(?=\/)/, '').replace(/\.html$/, '').replace(/\/index$/, '/');

/** Rspress 1's default: only pages whose title, a heading or the text contain the whole query. */
function substringSearch(docs, query, limit = 7) {
  const q = normalize(query.trim());
  if (!q) return [];
  const rank = (d) => (normalize(d.title).includes(q) ? 0 : d.toc.some((h) => normalize(h.text).includes(q)) ? 1 : normalize(d.content).includes(q) ? 2 : 3);
  return docs.filter((d) => d.title && rank(d) < 3).sort((a, b) => rank(a) - rank(b)).slice(0, limit);
}

export function evaluate(lang, engine) {
  const { docs } = loadIndex(lang);
  const index = new SearchIndex(docs);
  const search = engine === 'default' ? (q) => substringSearch(docs, q) : (q) => index.search(q).map((h) => h.doc);
  const rows = queries[lang].map(({ q, expect, kind }) => {
    const routes = search(q).map((d) => routeOf(d.routePath));
    const rank = routes.findIndex((r) => expect.includes(r));
    return { q, kind, expect, routes, rank };
  });
  const share = (f) => rows.filter(f).length / rows.length;
  return {
    lang,
    engine,
    queries: rows.length,
    top1: share((r) => r.rank === 0),
    top3: share((r) => r.rank >= 0 && r.rank < 3),
    zeroResults: rows.filter((r) => r.routes.length === 0).length,
    missed: rows.filter((r) => r.rank < 0 || r.rank >= 3),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pct = (x) => `${(x * 100).toFixed(1)}%`;
  for (const engine of ['default', 'ours']) {
    for (const lang of ['zh', 'en']) {
      const r = evaluate(lang, engine);
      console.log(`${engine === 'ours' ? 'site search   ' : 'Rspress default'} ${lang}: top-1 ${pct(r.top1)}, top-3 ${pct(r.top3)}, zero results ${r.zeroResults}/${r.queries}`);
      if (engine === 'ours') for (const m of r.missed) console.log(`    missed "${m.q}" (${m.kind}): expected ${m.expect.join(' or ')}, got ${m.routes.slice(0, 3).join(', ') || 'nothing'}`);
    }
  }
}
