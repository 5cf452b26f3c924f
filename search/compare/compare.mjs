// npm run search:compare: the site's search engine beside the libraries it was measured against, on the
// same heading sections, tokenizer, ranking rules, evaluation set and timing harness. Each engine differs
// only in the part a library can do: indexing the prepared terms, scoring them per field, prefix and
// typo matching (the other modules of this folder). Prints a Markdown table for the README:
// top-1 / top-3 / zero results per language on the tuned and the held-out parts, engine bytes (Rspack
// production bundle of the engine and the panel records, gzip), index bytes (the built index, gzip; the
// same for all, as every engine builds from it in the browser), and in Chromium: time to build the
// engine from the index, query p50 over all queries and over the two-word queries.
// Usage: npm run build && npm run search:compare [-- --no-browser] [-- --tuned-only] [-- --engines a,b]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { createServer, BASE } from '../../scripts/serve.mjs';
import { engineFor, evaluateWith, loadIndex, queries } from '../evaluate.mjs';
import { bundle, gzipSize, timeInChromium } from '../timing.mjs';

const require = createRequire(import.meta.url);
const { ensureChromium } = require('../../scripts/chromium.cjs');
const ROOT = path.resolve(fileURLToPath(import.meta.url), '../../..');
const LANGS = ['zh', 'en'];
const browserRun = !process.argv.includes('--no-browser');
// --tuned-only: while tuning, not even the held-out aggregates.
const tunedOnly = process.argv.includes('--tuned-only');

export const ENGINES = [
  { name: 'ours', label: 'hand-written BM25 (site)', entry: 'search/engine.mjs' },
  // The index without the reader phrasings: what they buy, and what they cost.
  { name: 'no-vocabulary', label: 'site, without reader phrasings', entry: 'search/compare/no-vocabulary.mjs', shipped: (docs) => docs.map(({ reader, ...doc }) => doc) },
  { name: 'minisearch', label: 'MiniSearch 7.2.0', entry: 'search/compare/minisearch.mjs' },
  { name: 'flexsearch', label: 'FlexSearch 0.8.212 (compact)', entry: 'search/compare/flexsearch.mjs' },
];

const pct = (x) => `${(x * 100).toFixed(1)}`;
const kib = (n) => `${(n / 1024).toFixed(1)}`;
const ms = (n) => n.toFixed(1);

const indexes = Object.fromEntries(LANGS.map((lang) => [lang, loadIndex(lang)]));
const rows = [];
let server;
let browser;
if (browserRun) {
  server = createServer(path.join(ROOT, 'doc_build')).listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  browser = await chromium.launch({ executablePath: ensureChromium(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
}
const only = process.argv.includes('--engines') ? process.argv[process.argv.indexOf('--engines') + 1].split(',') : null;
for (const engine of ENGINES.filter((e) => !only || only.includes(e.name))) {
  const built = await bundle(engine.entry, engine.name);
  const row = { engine, engineGzip: built.gzip, langs: {} };
  for (const lang of LANGS) {
    const { docs, file } = indexes[lang];
    const figures = evaluateWith(lang, await engineFor(engine.name, docs));
    const shipped = engine.shipped ? Buffer.from(JSON.stringify(engine.shipped(docs))) : fs.readFileSync(file);
    row.langs[lang] = { tuned: figures.tuned, holdout: figures.holdout, indexGzip: gzipSize(shipped) };
    if (browserRun) {
      const origin = `http://localhost:${server.address().port}`;
      const pageUrl = `${origin}${BASE}${lang === 'en' ? 'en/' : ''}guide/intro/welcome`;
      const indexUrl = `${BASE}static/${path.basename(file)}`;
      row.langs[lang].timing = await timeInChromium(browser, pageUrl, indexUrl, built.source, queries[lang].map((q) => q.q));
    }
  }
  rows.push(row);
  console.error(`measured ${engine.label}`);
}
await browser?.close();
server?.close();

const header = [
  'Engine',
  'Lang',
  'Tuned top-1 / top-3 % (zero)',
  'Held-out top-1 / top-3 % (zero)',
  'Engine KiB gzip',
  'Index KiB gzip',
  ...(browserRun ? ['Build ms', 'Query p50 ms (all)', 'Query p50 ms (two words)'] : []),
];
console.log(`| ${header.join(' | ')} |`);
console.log(`|${header.map(() => '---').join('|')}|`);
for (const row of rows) {
  for (const lang of LANGS) {
    const f = row.langs[lang];
    const cells = [
      row.engine.label,
      lang,
      `${pct(f.tuned.top1)} / ${pct(f.tuned.top3)} (${f.tuned.zeroResults})`,
      tunedOnly ? '(hidden)' : `${pct(f.holdout.top1)} / ${pct(f.holdout.top3)} (${f.holdout.zeroResults})`,
      kib(row.engineGzip),
      kib(f.indexGzip),
      ...(browserRun ? [ms(f.timing.buildMs), ms(f.timing.p50), ms(f.timing.twoWordP50)] : []),
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
}
console.log(`\nTuned: ${LANGS.map((l) => `${l} ${queries[l].filter((q) => !q.holdout).length}`).join(', ')} queries; held out: ${LANGS.map((l) => `${l} ${queries[l].filter((q) => q.holdout).length}`).join(', ')}.`);
