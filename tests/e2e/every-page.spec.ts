// Spec §2 and issues 7 and 15, on every built page in both languages, served by nginx with the production
// headers, each page opened in its worker's tab as a reader goes from page to page (pageByPageTest,
// fixtures.ts): it renders without a console error, an uncaught page error or a CSP violation;
// before any interaction it loads at most 150 KiB of JS and CSS (gzip), no search index, no image it does
// not show and no other page's code; and axe-core finds no serious or critical WCAG 2.1 A/AA violation,
// in the light theme and in the dark one (there the rules that read colours: the dark theme must show the
// same elements as the light one, which the test checks).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pageByPageTest as test, expect, open, axeViolations, shownElements, COLOUR_RULES, BASE } from './fixtures';

const FIRST_LOAD_BUDGET = 150 * 1024;
const root = path.resolve(__dirname, '../../doc_build');
const files = fs
  .readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => file.split(path.sep).join('/'))
  .sort();
const routeOf = (file: string) => BASE + file.replace(/\.html$/, '').replace(/(^|\/)index$/, '$1');
const pages = files.map(routeOf);

test('the build has every page in both languages', () => {
  const zh = pages.filter((p) => !p.startsWith(`${BASE}en/`)).map((p) => p.slice(BASE.length));
  const en = pages.filter((p) => p.startsWith(`${BASE}en/`)).map((p) => p.slice(BASE.length + 3));
  expect(en).toEqual(zh);
  expect(zh.length).toBeGreaterThan(3);
});

// Two axe runs of a long page take 15 to 20 s on a busy 2-core machine: the default 30 s leaves too little.
test.describe.configure({ timeout: 60_000 });

for (const file of files) {
  const route = routeOf(file);
  test(`${route}: renders without errors, within the first-load budget, and passes axe in light and dark`, async ({ page }) => {
    const response = await open(page, route);
    expect(response?.status()).toBe(200);
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');

    // What the page requested, from the browser's own record (Resource Timing), which lists a resource taken
    // from the cache of an earlier page too: the page requests it all the same. The size of a script or a
    // stylesheet is that of its file, gzip-compressed.
    const requested = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    const loaded = requested.map((url) => {
      const type = /\.js$/.test(url) ? 'script' : /\.css$/.test(url) ? 'stylesheet' : /\.(png|jpe?g|gif|svg|webp|avif)$/.test(url) ? 'image' : 'other';
      const file = path.join(root, decodeURIComponent(url.slice(BASE.length)));
      const gzip = type === 'script' || type === 'stylesheet' ? zlib.gzipSync(fs.readFileSync(file)).length : 0;
      return { url, type, gzip };
    });
    const firstLoad = loaded.filter((r) => r.type === 'script' || r.type === 'stylesheet').reduce((sum, r) => sum + r.gzip, 0);
    expect(firstLoad, `first-load JS + CSS, gzip bytes`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
    expect(loaded.filter((r) => r.url.includes('search_index')), 'search index requests').toEqual([]);
    const shown = await page.evaluate(() => Array.from(document.images, (image) => new URL(image.currentSrc || image.src).pathname));
    const images = loaded.filter((r) => r.type === 'image' && !/\/(favicon|logo)\.svg$/.test(r.url)).map((r) => r.url);
    expect(images.filter((url) => !shown.includes(url)), 'images requested but not shown').toEqual([]);
    // Each page's code chunk names its own source file under docs/ (MDXContent.__RSPRESS_PAGE_META), and
    // the fragments of docs/{lang}/components/ the page includes.
    const ownFile = encodeURIComponent((file.startsWith('en/') ? file : `zh/${file}`).replace(/\.html$/, ''));
    let ownChunks = 0;
    for (const chunk of loaded.filter((r) => r.type === 'script' && r.url.includes('/static/js/async/'))) {
      const source = fs.readFileSync(path.join(root, chunk.url.slice(BASE.length)), 'utf8');
      const pagesInChunk = [...source.matchAll(/__RSPRESS_PAGE_META\["([^"]+)"\]/g)].map((m) => m[1].replace(/\.mdx?$/, ''));
      const fragment = /^(zh|en)%2Fcomponents%2F/;
      expect(pagesInChunk.filter((p) => p !== ownFile && !fragment.test(p)), `other pages' code in ${chunk.url}`).toEqual([]);
      if (pagesInChunk.includes(ownFile)) ownChunks++;
    }
    expect(ownChunks, "chunks with the page's own code").toBe(1);

    await expect(page.locator('html')).not.toHaveClass(/dark/);
    expect(await axeViolations(page), 'axe, light theme').toEqual([]);
    const shownInLight = await shownElements(page);
    // The page follows the system's colour scheme as it changes, as when a phone turns dark at night;
    // a page loaded in the dark theme is tested in interactions.spec.ts (theme).
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/dark/);
    // The dark theme shows the same elements, so only the rules that read colours can answer otherwise.
    expect(await shownElements(page), 'what the dark theme shows, against the light one').toEqual(shownInLight);
    expect(await axeViolations(page, 'html', COLOUR_RULES), 'axe, dark theme (the colour rules)').toEqual([]);
  });
}
