// Issue 7 (WCAG 2.1.1, 2.4.1, 2.4.3, 2.4.7): the site by keyboard alone. A skip link comes first; every
// control is reachable and shows where focus is; the menus, the theme switch and the search dialog work
// from the keyboard, and the dialog keeps focus inside until it closes, then gives it back.
import type { Page } from '@playwright/test';
import { test, expect, open, url, axeViolations } from './fixtures';

type Stop = { name: string; visible: boolean; outlined: boolean; inDoc: boolean };

/** Presses Tab until focus comes back to the first stop (or 250 times) and describes every stop. */
async function tabThrough(page: Page): Promise<Stop[]> {
  // The layout settles to the window's width after hydration; a re-render mid-walk would drop focus.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const stops: Stop[] = [];
  for (let i = 0; i < 250; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const labelled = element.querySelector('[aria-label]');
      const name = (element.getAttribute('aria-label') || element.getAttribute('title') || element.textContent || labelled?.getAttribute('aria-label') || '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      return {
        name: `${element.tagName.toLowerCase()} "${name}"`,
        visible: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && style.visibility !== 'hidden' && style.opacity === '1',
        outlined: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1,
        inDoc: !!element.closest('.rspress-doc'),
      };
    });
    if (!stop || (stops.length > 1 && stop.name === stops[0].name)) break;
    stops.push(stop);
  }
  return stops;
}

for (const [lang, text] of [['zh', '跳到正文'], ['en', 'Skip to content']] as const) {
  test(`${lang}: the first Tab reaches a visible skip link, which moves focus to the content`, async ({ page }) => {
    await open(page, url(lang, 'guide/intro/getting-started'));
    await page.keyboard.press('Tab');
    const link = page.locator(':focus');
    await expect(link).toHaveText(text);
    await expect(link).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
    await expect(page.locator('.rspress-doc h1')).toBeInViewport();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('.rspress-doc'))).toBe(true);
  });
}

test('opened at a heading, the first Tab goes to what follows that heading', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 850 });
  await open(page, `${url('en', 'guide/intro/getting-started')}#build`);
  await page.keyboard.press('Tab');
  const after = await page.evaluate(() => {
    const focused = document.activeElement!;
    const heading = document.getElementById('build')!;
    return { inDoc: !!focused.closest('.rspress-doc'), follows: !!(heading.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING) };
  });
  expect(after).toEqual({ inDoc: true, follows: true });
});

const walks = [
  {
    width: 1440,
    page: url('en', 'guide/intro/getting-started'),
    controls: [
      'a "Skip to content"',
      'button "Search Docs',
      'button "v2.68.18"',
      'button "Change language"',
      'div "Switch between dark and light theme"',
      'a "GitHub"',
      'a "Quick Start"',
      'pre "',
      'button "Copy code"',
      'button "Toggle code wrap"',
      'a "Edit this page on GitHub"',
      'button "Back to top"',
    ],
  },
  { width: 375, page: url('zh', 'guide/intro/getting-started'), controls: ['a "跳到正文"', 'button "搜索文档"', 'button "mobile hamburger"', 'pre "', 'button "Copy code"'] },
];

for (const walk of walks) {
  test(`at ${walk.width} px every control is reachable by Tab and visibly focused`, async ({ page }) => {
    await page.setViewportSize({ width: walk.width, height: 850 });
    await open(page, walk.page);
    const stops = await tabThrough(page);
    expect(stops.filter((s) => !s.visible || !s.outlined), 'stops not visible or without a focus outline').toEqual([]);
    const names = stops.map((s) => s.name).join('\n');
    for (const control of walk.controls) expect(names, `reaches ${control}`).toContain(control);
    expect(stops.some((s) => s.inDoc), 'reaches the content').toBe(true);
  });
}

test('the language menu opens from the keyboard, Escape closes it, and Enter on a language switches', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, url('zh', 'guide/intro/getting-started'));
  const button = page.locator('.translation .rspress-nav-menu-group-button').last();
  await button.focus();
  await page.keyboard.press('Enter');
  const english = page.getByRole('link', { name: 'English' });
  await expect(english).toBeFocused();
  await expect(english).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
  await expect(english).toBeHidden();
  await page.keyboard.press('ArrowDown');
  await expect(english).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/module-tools\/en\/guide\/intro\/getting-started/);
});

test('the light/dark switch is a named button that Enter and Space toggle', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, url('en', 'guide/intro/welcome'));
  const toggle = page.getByRole('button', { name: 'Switch between dark and light theme' }).first();
  await toggle.focus();
  const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
  const before = await dark();
  await page.keyboard.press('Enter');
  await expect.poll(dark).toBe(!before);
  await page.keyboard.press(' ');
  await expect.poll(dark).toBe(before);
});

test('the search dialog keeps focus inside, passes axe in both themes, and returns focus when it closes', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, url('en', 'guide/intro/getting-started'));
  const button = page.locator('.rspress-nav-search-button button');
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Search Docs' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('input')).toBeFocused();
  // One input event, so one query: keys typed one by one can show the results of a prefix first, and the
  // list then redrawn under the focus would drop it to the page.
  await dialog.locator('input').fill('buildConfig');
  await expect(dialog.locator('a[href*="api/config/build-config"]').first()).toBeVisible();
  const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(), `after Tab ${i + 1}`).toBe(true);
  }
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(), `after Shift+Tab ${i + 1}`).toBe(true);
  }
  expect(await axeViolations(page, '#search-container'), 'axe, light theme').toEqual([]);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  expect(await axeViolations(page, '#search-container'), 'axe, dark theme').toEqual([]);
  await dialog.locator('input').focus();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});
