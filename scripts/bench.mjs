// npm run bench: builds the site, serves it as a static host does (gzip), and prints, for the home page,
// a guide page and api/config/build-config in zh and en:
// - what the page loads before any interaction: JS + CSS (files, gzip bytes), and its HTML (gzip);
// - console errors while it loads, at 375 and 1280 px (hydration errors show here);
// - Lighthouse mobile (default simulated throttling), median of N runs: performance, LCP, TBT, CLS,
//   accessibility, each run's TBT and Lighthouse's CPU benchmark (higher is a faster machine);
// - the search: index per language (raw and gzip), engine chunk (gzip), and in Chromium the time to build
//   the engine from the index and the query times (all queries, and two-word queries: issue 14 holds their
//   median to 10 ms).
// Ablation: `--without <patch>` (repeatable, or a comma-separated list, or `each` for every patch) also
// builds the site without that patch (patches/README.md) and prints its figures beside the full
// build's. The Lighthouse runs of all builds alternate, so that a slower moment of the machine falls on
// each alike. A patch "pays" where its absence makes a figure worse: first-load bytes, HTML bytes,
// console errors as counted; CLS and the accessibility score when their median is worse than every run
// of the full build; performance, TBT and LCP when a one-sided rank-sum test (Mann-Whitney, exact)
// finds its runs worse than the full build's with p below 0.05 divided by the number of Lighthouse
// comparisons made for that patch (pages × figures), so that trying many figures does not turn noise into
// a gain. With 3 runs none of those three can reach that: use --runs 7 or more for an ablation.
// Figures only: nothing here fails. Flags: --no-build, --no-lighthouse, --no-search, --runs N,
// --pages route,route (default: the home page, a guide page and build-config; '' is the home page).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { execSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { createServer, BASE } from './serve.mjs';
import { readSiteRules } from '../deploy/rules.cjs';
import { bundle, timeInChromium } from '../search/timing.mjs';

const require = createRequire(import.meta.url);
const { ensureChromium } = require('./chromium.cjs');
const ROOT = path.resolve(fileURLToPath(import.meta.url), '../..');
const TMP = path.join(ROOT, '.tmp/bench');
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const values = (name) => args.flatMap((arg, i) => (arg === name ? args[i + 1].split(',') : []));
const runs = Number(values('--runs')[0]) || 3;
const PAGES = args.includes('--pages') ? values('--pages').map((route) => route.replace(/^\//, '')) : ['', 'guide/intro/getting-started', 'api/config/build-config'];
const LANGS = ['zh', 'en'];
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const gzip = (buffer) => zlib.gzipSync(buffer).length;
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor((list.length - 1) / 2)];

// The builds: the full site, and one without each patch asked for.
let without = values('--without');
if (without.includes('each')) without = listPatches();
const builds = [{ name: 'all patches', without: null }, ...without.map((name) => ({ name: `without ${name}`, without: name }))];

function listPatches() {
  // The patch names, read from patches/index.ts without running it (it needs the bundler's context).
  const source = fs.readFileSync(path.join(ROOT, 'patches/index.ts'), 'utf8');
  return [...source.matchAll(/^\s+name: '([\w-]+)'/gm)].map((m) => m[1]);
}

// The full build comes last, so that doc_build/ and the host files of deploy/ are left as they were.
for (const build of [...builds].reverse()) {
  build.dir = path.join(TMP, build.without ?? 'all');
  if (flag('--no-build') && fs.existsSync(path.join(build.dir, '404.html'))) continue;
  console.log(`\nBuilding: ${build.name}`);
  execSync('npx rspress build', { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PATCHES_WITHOUT: build.without ?? '' } });
  fs.rmSync(build.dir, { recursive: true, force: true });
  fs.cpSync(path.join(ROOT, 'doc_build'), build.dir, { recursive: true });
  // Each build is served with the headers it was written with (its CSP holds the hashes of its inline code).
  build.rules = readSiteRules();
}
for (const build of builds) {
  build.server = createServer(build.dir, build.rules).listen(0);
  await new Promise((resolve) => build.server.once('listening', resolve));
  build.origin = `http://localhost:${build.server.address().port}`;
}

const chromePath = ensureChromium();
const chromeFlags = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
const pageUrl = (origin, lang, route) => `${origin}${BASE}${lang === 'en' ? 'en/' : ''}${route}`;
const views = LANGS.flatMap((lang) => PAGES.map((route) => ({ lang, route, label: `${lang} /${route}` })));

// figures[build][view] = { name: value }
const figures = new Map(builds.map((build) => [build, new Map(views.map((view) => [view, {}]))]));

for (const build of builds) {
  for (const view of views) {
    const f = figures.get(build).get(view);
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
    const page = await context.newPage();
    const reads = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (['script', 'stylesheet', 'document'].includes(type)) reads.push(response.body().then((body) => ({ type, gzip: gzip(body) })));
    });
    await page.goto(pageUrl(build.origin, view.lang, view.route), { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const loaded = await Promise.all(reads);
    const assets = loaded.filter((r) => r.type !== 'document').map((r) => r.gzip);
    f.html = loaded.find((r) => r.type === 'document')?.gzip;
    f.files = assets.length;
    f.firstLoad = assets.reduce((a, b) => a + b, 0);
    await context.close();
    f.errors = 0;
    for (const width of [375, 1280]) {
      const errorsContext = await browser.newContext({ viewport: { width, height: 800 } });
      await errorsContext.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
      const errorsPage = await errorsContext.newPage();
      errorsPage.on('console', (message) => message.type() === 'error' && f.errors++);
      errorsPage.on('pageerror', () => f.errors++);
      await errorsPage.goto(pageUrl(build.origin, view.lang, view.route), { waitUntil: 'networkidle' });
      await errorsPage.waitForTimeout(500);
      await errorsContext.close();
    }
  }
}

if (!flag('--no-lighthouse')) {
  const dir = path.join(ROOT, '.tmp/lighthouse');
  if (!fs.existsSync(path.join(dir, 'node_modules/lighthouse'))) {
    console.log('\nInstalling lighthouse 12 into .tmp/lighthouse (once)…');
    fs.mkdirSync(dir, { recursive: true });
    execSync('npm install --no-audit --no-fund --no-save --prefix . lighthouse@12.8.2', { cwd: dir, stdio: 'ignore' });
  }
  const { default: lighthouse } = await import(pathToFileURL(path.join(dir, 'node_modules/lighthouse/core/index.js')).href);
  const { launch } = await import(pathToFileURL(path.join(dir, 'node_modules/chrome-launcher/dist/index.js')).href);
  console.log(`\nLighthouse mobile: ${runs} runs of ${views.length} pages × ${builds.length} builds, alternating…`);
  for (let run = 0; run < runs; run++) {
    for (const view of views) {
      for (const build of builds) {
        // A reader of the Chinese pages has a Chinese browser; an English one would be redirected to /en/
        // on a first visit (localeRedirect: 'auto'), and the bench would time the redirect too.
        const locale = view.lang === 'zh' ? 'zh-CN' : 'en-US';
        const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', `--accept-lang=${locale}`, ...chromeFlags] });
        const { lhr } = await lighthouse(pageUrl(build.origin, view.lang, view.route), { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
        await chrome.kill();
        const f = figures.get(build).get(view);
        const push = (key, value) => (f[key] ??= []).push(value);
        push('performance', lhr.categories.performance.score * 100);
        push('accessibility', lhr.categories.accessibility.score * 100);
        push('lcp', lhr.audits['largest-contentful-paint'].numericValue);
        push('tbt', lhr.audits['total-blocking-time'].numericValue);
        push('cls', lhr.audits['cumulative-layout-shift'].numericValue);
        push('cpu', lhr.environment.benchmarkIndex);
      }
    }
  }
}

// What is measured, how it is printed, and which way is worse.
const METRICS = [
  { key: 'firstLoad', label: 'first load JS+CSS gzip', show: kib, worse: (a, b) => a > b * 1.005 },
  { key: 'html', label: 'HTML gzip', show: kib, worse: (a, b) => a > b * 1.005 },
  { key: 'errors', label: 'console errors (375 + 1280 px)', show: String, worse: (a, b) => a > b },
  { key: 'performance', label: 'Lighthouse performance', show: (v) => v.toFixed(0), lower: true },
  { key: 'tbt', label: 'TBT ms', show: (v) => v.toFixed(0) },
  { key: 'lcp', label: 'LCP ms', show: (v) => v.toFixed(0) },
  { key: 'cls', label: 'CLS', show: (v) => v.toFixed(3) },
  { key: 'accessibility', label: 'Lighthouse accessibility', show: (v) => v.toFixed(0), lower: true },
];
// The Lighthouse figures an ablation tests, and its threshold (see the top of this file). CLS and the
// accessibility score hardly vary from run to run: one of them is worse when its median without the patch
// is worse than every run of the full build.
const TESTED = ['performance', 'tbt', 'lcp'];
const ALPHA = 0.05;
const worseThanEveryRun = (metric, variantRuns, baseRuns) => {
  const m = median(variantRuns);
  return metric.lower ? m < Math.min(...baseRuns) : m > Math.max(...baseRuns);
};

/**
 * One-sided exact rank-sum test (Mann-Whitney): the chance that the variant's runs rank this high (this low
 * for a figure where lower is worse) among all runs if the patch changed nothing. Ties get average ranks;
 * the null distribution is every way of choosing the variant's runs among all runs.
 */
function rankSumP(variantRuns, baseRuns, lowerIsWorse) {
  const all = [...variantRuns, ...baseRuns].map((value) => (lowerIsWorse ? -value : value));
  const sorted = [...all].sort((a, b) => a - b);
  const rank = (value) => (sorted.indexOf(value) + sorted.lastIndexOf(value)) / 2 + 1;
  const ranks = all.map(rank);
  const k = variantRuns.length;
  const observed = ranks.slice(0, k).reduce((a, b) => a + b, 0);
  let atLeast = 0;
  let total = 0;
  const choose = (start, left, sum) => {
    if (left === 0) {
      total++;
      if (sum >= observed - 1e-9) atLeast++;
      return;
    }
    for (let i = start; i <= ranks.length - left; i++) choose(i + 1, left - 1, sum + ranks[i]);
  };
  choose(0, k, 0);
  return atLeast / total;
}
const cell = (metric, value) => {
  if (value === undefined) return '–';
  if (!Array.isArray(value)) return metric.show(value);
  return `${metric.show(median(value))} (${value.map(metric.show).join(', ')})`;
};

const base = builds[0];
for (const view of views) {
  console.log(`\n${view.label}`);
  console.log(`  ${''.padEnd(32)}${builds.map((b) => b.name.padEnd(34)).join('')}`);
  for (const metric of METRICS) {
    const row = builds.map((build) => cell(metric, figures.get(build).get(view)[metric.key]).padEnd(34)).join('');
    if (row.replace(/[–\s]/g, '')) console.log(`  ${metric.label.padEnd(32)}${row}`);
  }
  const cpu = builds.map((build) => figures.get(build).get(view).cpu?.map((v) => v.toFixed(0)).join(', ') ?? '–');
  if (!flag('--no-lighthouse')) console.log(`  ${'CPU benchmark of the runs'.padEnd(32)}${cpu.map((c) => c.padEnd(34)).join('')}`);
}

if (builds.length > 1) {
  const comparisons = flag('--no-lighthouse') ? 0 : views.length * TESTED.length;
  console.log(
    '\nWhat each patch buys: the figures that are worse without it' +
      (comparisons ? ` (a Lighthouse figure: rank-sum p < ${ALPHA} / ${comparisons} = ${(ALPHA / comparisons).toFixed(4)}; the smallest p of each patch in brackets)` : ''),
  );
  for (const build of builds.slice(1)) {
    const gains = [];
    let closest = null;
    for (const view of views) {
      const f = figures.get(build).get(view);
      const b = figures.get(base).get(view);
      for (const metric of METRICS) {
        if (f[metric.key] === undefined || b[metric.key] === undefined) continue;
        const change = `${view.label} ${metric.label} ${cell(metric, b[metric.key]).split(' ')[0]} → ${cell(metric, f[metric.key]).split(' ')[0]}`;
        if (!Array.isArray(f[metric.key])) {
          if (metric.worse(f[metric.key], b[metric.key])) gains.push(change);
          continue;
        }
        if (!TESTED.includes(metric.key)) {
          if (worseThanEveryRun(metric, f[metric.key], b[metric.key])) gains.push(change);
          continue;
        }
        const p = rankSumP(f[metric.key], b[metric.key], metric.lower);
        if (!closest || p < closest.p) closest = { p, change };
        if (p < ALPHA / comparisons) gains.push(`${change} (p ${p.toFixed(4)})`);
      }
    }
    const nearest = closest ? ` [${closest.change}, p ${closest.p.toFixed(4)}]` : '';
    console.log(`  ${build.without}: ${gains.length ? gains.join('; ') : 'nothing beyond noise'}${nearest}`);
  }
}
await browser.close();

if (!flag('--no-search')) {
  // The same harness as npm run search:compare (search/timing.mjs).
  console.log('\nSearch (full build)');
  const staticDir = path.join(base.dir, 'static');
  const queries = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/search/queries.json'), 'utf8'));
  const chunk = fs.readdirSync(path.join(staticDir, 'js/async')).find((f) => fs.readFileSync(path.join(staticDir, 'js/async', f), 'utf8').includes('Intl.Segmenter'));
  const engineGzip = chunk ? gzip(fs.readFileSync(path.join(staticDir, 'js/async', chunk))) : 0;
  const engine = await bundle('search/engine.mjs', 'engine');
  console.log(`  engine: chunk ${chunk ?? '(not found)'} ${kib(engineGzip)} gzip (bundled alone: ${kib(engine.gzip)})`);
  const searchBrowser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  for (const lang of LANGS) {
    const file = fs.readdirSync(staticDir).find((f) => f.startsWith(`search_index.${lang}.`));
    const body = fs.readFileSync(path.join(staticDir, file));
    const t = await timeInChromium(searchBrowser, pageUrl(base.origin, lang, 'guide/intro/welcome'), `${BASE}static/${file}`, engine.source, queries[lang].map((q) => q.q));
    console.log(
      `  ${lang}: index ${kib(body.length)} (gzip ${kib(gzip(body))}; with the engine ${kib(gzip(body) + engineGzip)}), built in ${t.buildMs.toFixed(0)} ms;`,
      `query p50 ${t.p50.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms over ${t.queries} queries × 3; two-word queries p50 ${t.twoWordP50.toFixed(2)} ms (${t.twoWordQueries} queries × 5)`,
    );
  }
  await searchBrowser.close();
}
for (const build of builds) build.server.close();
