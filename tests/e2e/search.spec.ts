// Issue 6: search that finds the right page, with the index fetched only when the reader shows intent.
import { test, expect, open, url, BASE } from './fixtures';
import type { Page } from '@playwright/test';

const INDEX = /\/static\/search_index\.(zh|en)\.\w+\.json$/;
const FAILED = 'Failed to fetch search index, please reload the page and try again.';

async function openSearch(page: Page) {
  await page.keyboard.press('Control+k');
  const input = page.locator('input[type="search"], input.input_f8add, [class*="inputForm"] input').first();
  await expect(input).toBeFocused();
  return input;
}

for (const lang of ['zh', 'en'] as const) {
  test(`${lang}: no search index is requested while a page loads`, async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => INDEX.test(r.url()) && requests.push(r.url()));
    await open(page, url(lang, 'guide/intro/getting-started'));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    expect(requests).toEqual([]);
  });
}

test('pointing at the search button fetches the index of the page language', async ({ page }) => {
  await open(page, url('en', 'guide/intro/welcome'));
  const request = page.waitForRequest(INDEX);
  await page.locator('.rspress-nav-search-button').hover();
  const response = await (await request).response();
  expect(response?.url()).toMatch(/search_index\.en\./);
  expect(response?.status()).toBe(200);
});

test('zh: a query of two Chinese terms finds the hooks page, with the terms highlighted', async ({ page }) => {
  await open(page, url('zh', 'guide/intro/welcome'));
  const input = await openSearch(page);
  await input.fill('插件 钩子');
  const hit = page.locator(`a[href*="api/plugin-api/plugin-hooks"]`).first();
  await expect(hit).toBeVisible();
  await expect(page.locator('[class*="mark"]').first()).toBeVisible();
});

test('en: words in another order and a typo still find their pages', async ({ page }) => {
  await open(page, url('en', 'guide/intro/welcome'));
  const input = await openSearch(page);
  await input.fill('hooks plugin build');
  await expect(page.locator('a[href*="api/plugin-api/plugin-hooks"]').first()).toBeVisible();
  await input.fill('stroybook');
  await expect(page.locator('a[href*="guide/basic/using-storybook"]').first()).toBeVisible();
});

test('a failed index load logs the message, shows no results, and a later opening retries', async ({ page, errors }) => {
  let fail = true;
  await page.route(INDEX, (route) => (fail ? route.abort() : route.continue()));
  await open(page, url('en', 'guide/intro/welcome'));
  let input = await openSearch(page);
  await input.fill('autoExternal');
  await expect(page.getByText('No results for "autoExternal"')).toBeVisible();
  await expect.poll(() => errors.some((e) => e.includes(FAILED))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.locator('.rspress-doc h1')).toBeVisible();
  fail = false;
  input = await openSearch(page);
  await input.fill('autoExternal');
  await expect(page.locator('a[href*="external-dependency"], a[href*="build-config"]').first()).toBeVisible();
  // The failed load logs exactly these: the network error, the message and the error object.
  const expected = (e: string) => e.includes(FAILED) || e.includes('TypeError: Failed to fetch') || (e.includes('ERR_FAILED') && INDEX.test(e.replace(/\)$/, '').split(' (').pop() ?? ''));
  const unexpected = errors.filter((e) => !expected(e));
  errors.length = 0;
  expect(unexpected).toEqual([]);
});

test('a 10,000-character query or one with HTML is shown as text and answers within a second', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (d) => (dialogs++, d.dismiss()));
  await open(page, url('en', 'guide/intro/welcome'));
  const input = await openSearch(page);
  await input.fill('build');
  await expect(page.locator('a[href*="module-tools/en/"]').first()).toBeVisible();
  const html = '<img src=zqxw onerror=alert(1)><script>alert(2)</script>';
  await input.fill(html);
  await expect(input).toHaveValue(html);
  await page.waitForTimeout(500);
  expect(await page.locator('img[src="zqxw"], script:text("alert(2)")').count()).toBe(0);
  await input.fill('<zqxjkvw>');
  await expect(page.getByText('No results for "<zqxjkvw>"')).toBeVisible();
  const long = 'bundle '.repeat(1430).slice(0, 10_000);
  const started = Date.now();
  await input.fill(long);
  await expect(page.locator('[class*="searchHits"] a, [class*="suggestItem"]').first()).toBeVisible();
  expect(Date.now() - started).toBeLessThan(1000);
  expect(dialogs).toBe(0);
  expect(await page.locator('.rspress-doc img[src="x"]').count()).toBe(0);
});

test('switching language resets the search to the new language', async ({ page }) => {
  await open(page, url('en', 'guide/intro/welcome'));
  let input = await openSearch(page);
  await input.fill('preset');
  await expect(page.locator(`a[href^="${BASE}en/"]`).first()).toBeVisible();
  await page.keyboard.press('Escape');
  const zhIndex = page.waitForRequest(/search_index\.zh\./);
  await page.locator('.rspress-nav-menu-group-button').last().hover();
  await page.getByRole('link', { name: '简体中文' }).first().click();
  await expect(page).toHaveURL(new RegExp(`${BASE}guide/intro/welcome`));
  await expect(page.locator('.rspress-doc h1')).toHaveText(/欢迎使用 Module Tools$/);
  input = await openSearch(page);
  await zhIndex;
  await input.fill('预设');
  await expect(page.locator(`a[href^="${BASE}api/"], a[href^="${BASE}guide/"]`).first()).toBeVisible();
  expect(await page.locator(`[class*="searchHits"] a[href^="${BASE}en/"]`).count()).toBe(0);
});

// Issue 14: sections ranked as units; an exact heading first; each result links to its section.
const suggestions = (page: Page) => page.locator('#search-container .rspress-search-suggest-item a');

for (const lang of ['zh', 'en'] as const) {
  test(`${lang}: typing dts lists buildConfig > dts first, and Enter goes to that section`, async ({ page }) => {
    await open(page, url(lang, 'guide/intro/welcome'));
    const input = await openSearch(page);
    await input.fill('dts');
    const first = suggestions(page).first();
    await expect(first).toHaveAttribute('href', `${url(lang, 'api/config/build-config')}.html#dts`);
    await expect(first).toContainText('buildConfig > dts');
    const links = await suggestions(page).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.indexOf(`${url(lang, 'api/config/build-config')}.html#banner-dts`)).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/api\/config\/build-config(\.html)?#dts$/);
    await expect(page.locator('h2#dts')).toBeInViewport();
  });
}

test('a result found through a reader phrasing links to its section, with a snippet of that section', async ({ page }) => {
  await open(page, url('zh', 'guide/intro/welcome'));
  const input = await openSearch(page);
  await input.fill('压缩代码');
  const first = suggestions(page).first();
  await expect(first).toHaveAttribute('href', `${url('zh', 'api/config/build-config')}.html#minify`);
  // The line shows a snippet of the minify section (and the page title under it).
  await expect(first).toContainText('压缩');
  await first.click();
  await expect(page).toHaveURL(/api\/config\/build-config(\.html)?#minify$/);
  await expect(page.locator('h2#minify')).toBeInViewport();
});

test('odd queries give no error and inject no markup: empty, blank, 10,000 characters, emoji, HTML, regex-special', async ({ page }) => {
  test.setTimeout(90_000);
  let dialogs = 0;
  page.on('dialog', (d) => (dialogs++, d.dismiss()));
  await open(page, url('en', 'guide/intro/welcome'));
  const input = await openSearch(page);
  await input.fill('build');
  await expect(suggestions(page).first()).toBeVisible();
  const odd = ['', '   ', 'bundle '.repeat(1430).slice(0, 10_000), '🚀📦', '📦 bundle', '<img src=zqxw onerror=alert(1)>', '<b>bundle</b>', '.*+?^${}()|[]\\', '(?<a>', '%00 %s %d', 'dts\u0000'];
  for (const query of odd) {
    await input.fill(query);
    await expect(input).toHaveValue(query);
    await page.waitForTimeout(300);
    expect(await page.locator('#search-container img[src="zqxw"], #search-container script').count(), query).toBe(0);
    // The panel's own <b> holds the query as text ("No results for ..."); an injected one would hold bundle alone.
    expect(await page.locator('#search-container b').evaluateAll((bs) => bs.filter((b) => b.textContent === 'bundle').length), query).toBe(0);
    // A highlighted part of a line is text of the docs, shown as text.
    for (const mark of await page.locator('#search-container [class*="mark"]').all()) expect(await mark.evaluate((m) => m.children.length)).toBe(0);
  }
  expect(dialogs).toBe(0);
});
