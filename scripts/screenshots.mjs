// Takes screenshots of pages of the served site (npm start) at 1440 and 375 px, zh and en, light and dark.
// Usage: node scripts/screenshots.mjs [route …]   e.g. node scripts/screenshots.mjs / guide/intro/getting-started
// Writes .tmp/shots/<route>.<lang>.<width>.<theme>.png
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ensureChromium } from './chromium.cjs';

const origin = process.env.SITE_URL ?? 'http://localhost:4173/module-tools/';
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/', 'guide/intro/getting-started', 'does-not-exist'];
const out = path.resolve('.tmp/shots');
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const route of routes) {
  for (const lang of ['zh', 'en']) {
    for (const width of [1440, 375]) {
      for (const theme of ['light', 'dark']) {
        const context = await browser.newContext({ viewport: { width, height: width > 800 ? 900 : 812 }, colorScheme: theme });
        await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
        const page = await context.newPage();
        const url = origin + (lang === 'en' ? 'en/' : '') + route.replace(/^\//, '');
        await page.goto(url, { waitUntil: 'networkidle' });
        const name = `${route.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home'}.${lang}.${width}.${theme}.png`;
        await page.screenshot({ path: path.join(out, name), fullPage: process.env.FULL === '1' });
        await context.close();
      }
    }
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
