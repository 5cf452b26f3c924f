// npm run bench: builds the site, serves it as a static host does (gzip), and prints
// - first-load JS and CSS of the home page, a guide page and api/config/build-config (zh and en):
//   what the HTML loads before any interaction, files, raw and gzip bytes;
// - the search index per language (raw and gzip) and the query time of the site search in Chromium
//   over the evaluation queries (p50, p95);
// - Lighthouse mobile (default simulated throttling), median of 3: performance, LCP, TBT, CLS, accessibility.
// Figures only: nothing here fails. Flags: --no-build, --no-lighthouse, --runs N.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { execSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { createServer, BASE } from './serve.mjs';

const require = createRequire(import.meta.url);
const { ensureChromium } = require('./chromium.cjs');
const ROOT = path.resolve(fileURLToPath(import.meta.url), '../..');
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const PAGES = ['', 'guide/intro/getting-started', 'api/config/build-config'];
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const gzip = (buffer) => zlib.gzipSync(buffer).length;
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

if (!args.includes('--no-build')) execSync('npx rspress build', { cwd: ROOT, stdio: 'inherit' });
const server = createServer().listen(0);
await new Promise((resolve) => server.once('listening', resolve));
const origin = `http://localhost:${server.address().port}`;
const chromePath = ensureChromium();
const flags = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const browser = await chromium.launch({ executablePath: chromePath, args: flags });
const pageUrl = (lang, route) => `${origin}${BASE}${lang === 'en' ? 'en/' : ''}${route}`;

console.log('\nFirst load before any interaction (JS + CSS)');
for (const lang of ['zh', 'en']) {
  for (const route of PAGES) {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
    const page = await context.newPage();
    const assets = [];
    const other = [];
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      const body = await response.body().catch(() => Buffer.alloc(0));
      if (type === 'script' || type === 'stylesheet') assets.push({ url: response.url(), type, raw: body.length, gzip: gzip(body) });
      else if (!['document', 'image', 'font'].includes(type)) other.push(response.url().replace(origin, ''));
    });
    await page.goto(pageUrl(lang, route), { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const sum = (type, key) => assets.filter((a) => !type || a.type === type).reduce((n, a) => n + a[key], 0);
    console.log(
      `  ${lang} /${route || ''}`.padEnd(38),
      `JS ${assets.filter((a) => a.type === 'script').length} files ${kb(sum('script', 'raw'))} (gzip ${kb(sum('script', 'gzip'))})`,
      `| CSS ${assets.filter((a) => a.type === 'stylesheet').length} files ${kb(sum('stylesheet', 'raw'))} (gzip ${kb(sum('stylesheet', 'gzip'))})`,
      `| total gzip ${kb(sum(null, 'gzip'))}`,
      other.length ? `| other: ${other.join(', ')}` : '',
    );
    await context.close();
  }
}

console.log('\nSearch');
const staticDir = path.join(ROOT, 'doc_build/static');
const queries = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/search/queries.json'), 'utf8'));
const engineSource = fs.readFileSync(path.join(ROOT, 'theme/search/engine.mjs'), 'utf8');
for (const lang of ['zh', 'en']) {
  const file = fs.readdirSync(staticDir).find((f) => f.startsWith(`search_index.${lang}.`));
  const body = fs.readFileSync(path.join(staticDir, file));
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  const page = await context.newPage();
  await page.goto(pageUrl(lang, 'guide/intro/welcome'), { waitUntil: 'networkidle' });
  const timings = await page.evaluate(
    async ({ source, indexUrl, list }) => {
      const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
      const { SearchIndex } = await import(url);
      const docs = await (await fetch(indexUrl)).json();
      const built = performance.now();
      const index = new SearchIndex(docs);
      const buildMs = performance.now() - built;
      const times = [];
      for (let round = 0; round < 3; round++) {
        for (const q of list) {
          const t = performance.now();
          index.search(q);
          times.push(performance.now() - t);
        }
      }
      return { buildMs, times };
    },
    { source: engineSource, indexUrl: `${BASE}static/${file}`, list: queries[lang].map((q) => q.q) },
  );
  console.log(
    `  ${lang}: index ${kb(body.length)} (gzip ${kb(gzip(body))}), built in ${timings.buildMs.toFixed(0)} ms;`,
    `query p50 ${percentile(timings.times, 50).toFixed(2)} ms, p95 ${percentile(timings.times, 95).toFixed(2)} ms over ${queries[lang].length} queries × 3`,
  );
  await context.close();
}
await browser.close();

if (!args.includes('--no-lighthouse')) {
  const dir = path.join(ROOT, '.tmp/lighthouse');
  if (!fs.existsSync(path.join(dir, 'node_modules/lighthouse'))) {
    console.log('\nInstalling lighthouse 12 into .tmp/lighthouse (once)…');
    fs.mkdirSync(dir, { recursive: true });
    execSync('npm install --no-audit --no-fund --no-save --prefix . lighthouse@12.8.2', { cwd: dir, stdio: 'ignore' });
  }
  const { default: lighthouse } = await import(pathToFileURL(path.join(dir, 'node_modules/lighthouse/core/index.js')).href);
  const { launch } = await import(pathToFileURL(path.join(dir, 'node_modules/chrome-launcher/dist/index.js')).href);
  // Lighthouse times the page unthrottled and multiplies by four, so a busy or slower machine shows in TBT;
  // its CPU benchmark (benchmarkIndex, higher is faster) is printed with each page to tell such runs apart.
  console.log(`\nLighthouse mobile, median of ${runs}`);
  for (const lang of ['zh', 'en']) {
    for (const route of PAGES) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        // A reader of the Chinese pages has a Chinese browser; an English one would be redirected to /en/
        // on a first visit (localeRedirect: 'auto'), and the bench would time the redirect too.
        const locale = lang === 'zh' ? 'zh-CN' : 'en-US';
        const chrome = await launch({
          chromePath,
          chromeFlags: ['--headless=new', `--accept-lang=${locale}`, ...flags],
        });
        const { lhr } = await lighthouse(pageUrl(lang, route), { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
        await chrome.kill();
        fs.writeFileSync(path.join(ROOT, `.tmp/lighthouse/${lang}-${route.replace(/\//g, '_') || 'home'}.json`), JSON.stringify(lhr));
        results.push({
          performance: lhr.categories.performance.score * 100,
          accessibility: lhr.categories.accessibility.score * 100,
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          cpu: lhr.environment.benchmarkIndex,
        });
      }
      const median = (key) => percentile(results.map((r) => r[key]), 50);
      console.log(
        `  ${lang} /${route}`.padEnd(38),
        `performance ${median('performance').toFixed(0)}, LCP ${median('lcp').toFixed(0)} ms, TBT ${median('tbt').toFixed(0)} ms, CLS ${median('cls').toFixed(3)}, accessibility ${median('accessibility').toFixed(0)}`,
        `(TBT of the runs: ${results.map((r) => r.tbt.toFixed(0)).join(', ')} ms; CPU benchmark ${results.map((r) => r.cpu.toFixed(0)).join(', ')})`,
      );
    }
  }
}
server.close();
