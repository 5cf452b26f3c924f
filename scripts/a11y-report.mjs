// npm run a11y: runs axe-core (WCAG 2.1 A and AA) on every built page, zh and en, light and dark, and
// prints the violations per rule with their impact and a few examples. A report, not a test: it exits 0.
// Needs a build (npm run build).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { createServer, BASE } from './serve.mjs';

const require = createRequire(import.meta.url);
const { ensureChromium } = require('./chromium.cjs');
const ROOT = path.resolve(fileURLToPath(import.meta.url), '../..');
const OUT = path.join(ROOT, 'doc_build');
const axe = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const routes = fs
  .readdirSync(OUT, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.html'))
  .map((f) => f.split(path.sep).join('/').replace(/\.html$/, '').replace(/(^|\/)index$/, '$1'))
  .sort();

const server = createServer().listen(0);
await new Promise((resolve) => server.once('listening', resolve));
const origin = `http://localhost:${server.address().port}`;
const browser = await chromium.launch({ executablePath: ensureChromium(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const rules = new Map();
let checked = 0;
for (const scheme of ['light', 'dark']) {
  const context = await browser.newContext({ colorScheme: scheme });
  await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  const page = await context.newPage();
  for (const route of routes) {
    await page.goto(`${origin}${BASE}${route}`, { waitUntil: 'networkidle' });
    // Through the DevTools protocol: the site's Content-Security-Policy refuses a <script> added to the page.
    await page.evaluate(axe);
    const violations = await page.evaluate(async () => {
      const result = await window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
    });
    checked++;
    for (const v of violations) {
      const rule = rules.get(v.id) ?? { impact: v.impact, pages: 0, nodes: 0, examples: new Set() };
      rule.pages++;
      rule.nodes += v.nodes.length;
      for (const node of v.nodes.slice(0, 2)) if (rule.examples.size < 4) rule.examples.add(`${scheme} /${route}: ${node}`);
      rules.set(v.id, rule);
    }
  }
  await context.close();
}
await browser.close();
server.close();
console.log(`axe-core (WCAG 2.1 A/AA) on ${checked} page views (${routes.length} pages × light and dark)`);
const order = { critical: 0, serious: 1, moderate: 2, minor: 3 };
for (const [id, r] of [...rules].sort((a, b) => order[a[1].impact] - order[b[1].impact] || b[1].pages - a[1].pages)) {
  console.log(`${r.impact.padEnd(9)} ${id}: ${r.pages} page views, ${r.nodes} elements`);
  for (const e of r.examples) console.log(`    ${e}`);
}
if (!rules.size) console.log('no violations');
