// What the search costs in the browser, measured the same way for the site's engine (npm run bench) and
// for the engines it was compared with (npm run search:compare):
// - engine bytes: the module bundled alone with Rspack in production mode (the minifier of the site's
//   build), gzip; for the site's engine, npm run bench also reads the chunk of the real build;
// - in Chromium (Playwright), on a page of the built site: the index fetched as the site fetches it,
//   the engine built from it, then every query of tests/search/queries.json three times (p50, p95),
//   and the two-word queries alone (p50).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';

const ROOT = path.resolve(fileURLToPath(import.meta.url), '../..');
const OUT = path.join(ROOT, '.tmp/search-bundles');
export const gzipSize = (buffer) => zlib.gzipSync(buffer).length;

/**
 * Bundles a module that exports SearchIndex (and, for the panel, present) into one minified ES module.
 * @param {string} entry path from the project root
 * @param {string} name
 */
export async function bundle(entry, name) {
  const compiler = rspack({
    mode: 'production',
    context: ROOT,
    entry: { [name]: path.join(ROOT, entry) },
    target: ['web', 'es2020'],
    devtool: false,
    experiments: { outputModule: true },
    output: { path: OUT, filename: '[name].mjs', module: true, chunkFormat: 'module', library: { type: 'module' } },
    optimization: { minimize: true },
  });
  const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : compiler.close(() => resolve(result)))));
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
  const source = fs.readFileSync(path.join(OUT, `${name}.mjs`));
  return { source: source.toString('utf8'), bytes: source.length, gzip: gzipSize(source) };
}

/** Two-word queries of the evaluation set (two words separated by a space). */
export const twoWordQueries = (list) => list.filter((q) => q.trim().split(/\s+/).length === 2);

const percentile = (list, p) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor((p / 100) * list.length))];

/**
 * Times an engine bundle in a Chromium page of the built site.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} pageUrl a page of the served build, in the language of the index
 * @param {string} indexUrl the search index as the site fetches it
 * @param {string} source the bundled engine (an ES module exporting SearchIndex)
 * @param {string[]} queries
 */
export async function timeInChromium(browser, pageUrl, indexUrl, source, queries) {
  // A returning visitor: no first-visit language redirect while the engine runs. The engine under test is
  // imported from a blob: URL, which the site's Content-Security-Policy rightly refuses; the timing page
  // is a harness, not a reader's page, so it does not apply the policy.
  const context = await browser.newContext({ bypassCSP: true });
  await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  const page = await context.newPage();
  await page.goto(pageUrl, { waitUntil: 'networkidle' });
  const two = twoWordQueries(queries);
  const result = await page.evaluate(
    async ({ source, indexUrl, list, two }) => {
      const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
      const { SearchIndex } = await import(url);
      const docs = await (await fetch(indexUrl)).json();
      const started = performance.now();
      const index = new SearchIndex(docs);
      const buildMs = performance.now() - started;
      const run = (queries, rounds) => {
        const times = [];
        for (let round = 0; round < rounds; round++) {
          for (const q of queries) {
            const t = performance.now();
            index.search(q);
            times.push(performance.now() - t);
          }
        }
        return times;
      };
      run(list, 1); // warm up
      return { buildMs, all: run(list, 3), two: run(two, 5) };
    },
    { source, indexUrl, list: queries, two },
  );
  await context.close();
  return {
    buildMs: result.buildMs,
    p50: percentile(result.all, 50),
    p95: percentile(result.all, 95),
    twoWordP50: percentile(result.two, 50),
    twoWordQueries: two.length,
    queries: queries.length,
  };
}
