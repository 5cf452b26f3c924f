import { test as base, expect, type Page } from '@playwright/test';

export const BASE = '/module-tools/';
export const url = (lang: 'zh' | 'en', route = '') => `${BASE}${lang === 'en' ? 'en/' : ''}${route}`;

/**
 * Every test page starts as a returning visitor (the first-visit language redirect has run), and fails on any
 * console error or uncaught page error.
 */
export const test = base.extend<{ errors: string[] }>({
  errors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() !== 'error') return;
        // A 404 page is served with status 404, which Chromium reports for the document itself.
        const ownStatus = m.text().includes('status of 404') && m.location().url === page.url();
        if (!ownStatus) errors.push(`console: ${m.text()} (${m.location().url})`);
      });
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      await use(errors);
      expect(errors, 'console and page errors').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context }, use) => {
    await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
    await use(context);
  },
});

export { expect };

/**
 * Waits until React has hydrated the page, including the lazily loaded page body: a hydrated element
 * carries a React fiber key. Clicking earlier can make React drop the server HTML (error #421).
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const body = document.querySelector('.rspress-doc > *, .rspress-home-feature-title, #root h1');
    return !!body && Object.keys(body).some((k) => k.startsWith('__reactFiber'));
  });
}

export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}
