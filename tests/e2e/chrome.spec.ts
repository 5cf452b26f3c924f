// The page chrome of spec §2: navigation, sidebar, outline, doc footer, home, 404, URLs and UI switches.
// The tests read pages and change nothing that outlives one, so they share their worker's tab
// (pageByPageTest, fixtures.ts); those of the query switches load the page cold, in a context of their
// own, as the guard of a patch against a race of the first load (patches/README.md, query-switches).
import { test, pageByPageTest, expect, open, url, BASE } from './fixtures';

const CHANGELOG = 'https://github.com/web-infra-dev/modern.js/blob/main/packages/solutions/module-tools/CHANGELOG.md';
const CONTRIBUTING = 'https://github.com/web-infra-dev/modern.js/blob/main/CONTRIBUTING.md';

const chrome = {
  en: { nav: ['Guide', 'API', 'Plugins'], changelog: 'Changelog', contributing: 'Contributing', outline: 'ON THIS PAGE', prev: 'Previous Page', next: 'Next Page', updated: 'Last Updated', edit: 'Edit this page on GitHub' },
  zh: { nav: ['指南', 'API', '插件'], changelog: '更新日志', contributing: '贡献指南', outline: '目录', prev: '上一页', next: '下一页', updated: '最后更新时间', edit: '在 GitHub 上编辑此页' },
} as const;

for (const lang of ['en', 'zh'] as const) {
  const t = chrome[lang];

  pageByPageTest.describe(`${lang}: navigation`, () => {
    pageByPageTest('the nav has Guide, API and Plugins, each leading to a page that exists', async ({ page }) => {
      await open(page, url(lang, 'guide/intro/welcome'));
      const menu = page.locator('.rspress-nav-menu').first();
      for (const text of t.nav) {
        const link = menu.getByRole('link', { name: text, exact: true });
        await expect(link).toBeVisible();
        const href = await link.getAttribute('href');
        expect(href, `${text} link`).toMatch(new RegExp(`^${url(lang)}`));
        expect((await page.request.get(href!)).status(), `${text} → ${href}`).toBe(200);
      }
      await expect(menu.getByRole('link', { name: t.nav[0], exact: true })).toHaveAttribute('href', /guide\/intro\/welcome/);
    });

    pageByPageTest('the version menu v2.68.18 opens on hover with the changelog and contributing links', async ({ page }) => {
      await open(page, url(lang, 'guide/intro/welcome'));
      const button = page.locator('.rspress-nav-menu-group-button', { hasText: 'v2.68.18' });
      await expect(button).toBeVisible();
      await button.hover();
      await expect(page.getByRole('link', { name: t.changelog, exact: true })).toHaveAttribute('href', CHANGELOG);
      await expect(page.getByRole('link', { name: t.contributing, exact: true })).toHaveAttribute('href', CONTRIBUTING);
    });

    pageByPageTest('the GitHub social link points to the repository and is named for screen readers', async ({ page }) => {
      await open(page, url(lang));
      await expect(page.getByRole('link', { name: 'GitHub' }).first()).toHaveAttribute('href', 'https://github.com/web-infra-dev/modern.js');
    });
  });

  pageByPageTest.describe(`${lang}: doc page chrome`, () => {
    pageByPageTest('the sidebar group is expanded, collapses and expands on click, and marks the active page', async ({ page }) => {
      await open(page, url(lang, 'guide/intro/getting-started'));
      const sidebar = page.locator('aside.rspress-sidebar');
      const group = sidebar.locator('section.rspress-sidebar-section').first();
      await expect(group.locator('h2')).toHaveText(lang === 'en' ? 'Introduction' : '介绍');
      const items = group.locator('.rspress-sidebar-item');
      await expect(items).toHaveCount(3);
      await expect(items.first()).toBeVisible();
      const header = group.locator('.rspress-sidebar-collapse').first();
      await header.click();
      await expect(items.first()).not.toBeInViewport();
      await header.click();
      await expect(items.first()).toBeInViewport();
      const active = sidebar.locator('.rspress-sidebar-item:has(> a > [class*="menuItemActive"])');
      await expect(active).toHaveCount(1);
      await expect(active).toHaveText(lang === 'en' ? 'Quick Start' : '快速开始');
    });

    pageByPageTest('a collapsed group expands by itself when the reader goes to one of its pages', async ({ page }) => {
      await open(page, url(lang, 'guide/intro/getting-started'));
      const basic = page.locator('aside.rspress-sidebar section.rspress-sidebar-section').nth(1);
      await expect(basic.locator('h2')).toHaveText(lang === 'en' ? 'Basic usage' : '基础使用');
      const target = basic.locator('.rspress-sidebar-item a[href$="guide/basic/command-preview.html"]');
      await basic.locator('.rspress-sidebar-collapse').first().click();
      await expect(target).not.toBeInViewport();
      await page.locator('.rspress-doc a[href$="guide/basic/command-preview.html"]').first().click();
      await expect(page).toHaveURL(/guide\/basic\/command-preview/);
      await expect(target).toBeInViewport();
      await expect(target.locator('[class*="menuItemActive"]')).toHaveCount(1);
    });

    pageByPageTest('the outline lists the h2 and h3 headings and jumps to them', async ({ page }) => {
      await open(page, url(lang, 'guide/intro/why-module-engineering-solution'));
      const aside = page.locator('#aside-container');
      await expect(aside.getByText(t.outline, { exact: true })).toBeVisible();
      const headings = await page.locator('.rspress-doc :is(h2, h3)').evaluateAll((hs) => hs.map((h) => h.id));
      expect(headings.length).toBeGreaterThan(5);
      const links = aside.locator('a[href^="#"]');
      const hrefs = await links.evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!.slice(1)))]);
      expect(hrefs).toEqual(headings);
      // The "#" anchors are hidden from screen readers, so they stay out of the keyboard order too.
      const anchors = page.locator('.rspress-doc .header-anchor');
      expect(await anchors.count()).toBeGreaterThan(5);
      expect(await anchors.evaluateAll((as) => as.every((a) => a.getAttribute('aria-hidden') === 'true' && a.tabIndex === -1))).toBe(true);
      await links.filter({ hasText: lang === 'en' ? 'Syntax targets' : '目标语法' }).first().click();
      await expect(page).toHaveURL(/#syntax-targets$/);
    });

    // patches/heading-spaces.ts: Rspress's MDX pipeline trims each text part of a heading.
    pageByPageTest('a heading with inline code keeps the spaces around it, in the page and in the outline', async ({ page }) => {
      await open(page, url(lang, 'guide/advance/in-depth-about-build'));
      const text = lang === 'en' ? 'Keep import() in CommonJS output' : '在 CommonJS 产物中保留 import()';
      await expect(page.locator('.rspress-doc h3#keep-dynamic-import')).toHaveText(`#${text}`);
      await expect(page.locator('#aside-container a[href="#keep-dynamic-import"]')).toHaveText(text);
    });

    pageByPageTest('previous and next links lead to the neighbouring pages', async ({ page }) => {
      await open(page, url(lang, 'guide/intro/why-module-engineering-solution'));
      const footer = page.locator('.rspress-doc-footer');
      const prev = footer.locator('a', { hasText: t.prev });
      const next = footer.locator('a', { hasText: t.next });
      await expect(prev).toHaveAttribute('href', `${url(lang, 'guide/intro/welcome')}.html`);
      await expect(next).toHaveAttribute('href', `${url(lang, 'guide/intro/getting-started')}.html`);
      await next.click();
      await expect(page.locator('.rspress-doc h1')).toHaveText(new RegExp(`${lang === 'en' ? 'Quick Start' : '快速开始'}$`));
    });

    pageByPageTest('the edit link points to this page in the docs repository', async ({ page }) => {
      await open(page, url(lang, 'guide/intro/getting-started'));
      const edit = page.getByRole('link', { name: t.edit });
      await expect(edit).toHaveAttribute('href', new RegExp(`/docs/${lang}/guide/intro/getting-started\\.mdx$`));
    });

    pageByPageTest('the last-updated time comes from git', async ({ page }) => {
      await open(page, url(lang, 'guide/intro/getting-started'));
      const updated = page.locator('.rspress-doc-footer').getByText(t.updated);
      await expect(updated).toBeVisible();
      await expect(updated).toContainText(/\d{4}|\d{1,2}\/\d{1,2}/);
    });
  });

  pageByPageTest(`${lang}: the home page has the hero, its two actions and six features`, async ({ page }) => {
    await open(page, url(lang));
    await expect(page.locator('h1').first()).toHaveText('Modern.js Module');
    const welcome = page.getByRole('link', { name: lang === 'en' ? 'Welcome' : '欢迎', exact: true });
    const start = page.getByRole('link', { name: lang === 'en' ? 'Quick Start' : '快速开始', exact: true });
    await expect(welcome).toHaveAttribute('href', new RegExp(`${url(lang, 'guide/intro/welcome')}(\\.html)?$`));
    await expect(start).toHaveAttribute('href', new RegExp(`${url(lang, 'guide/intro/getting-started')}(\\.html)?$`));
    const features = page.locator('.rspress-home-feature-title');
    await expect(features).toHaveCount(6);
    const titles = await features.allTextContents();
    const expected = lang === 'en'
      ? ['Fast bundler', 'Bundle and bundleless', 'Out of the box', 'Extensible plugin mechanism', 'Storybook integration', 'Lint']
      : ['快速构建', 'bundle 与 bundleless 两种模式', '开箱即用', '可扩展的插件机制', '集成 Storybook', '代码规范检查'];
    expect(titles.map((s) => s.trim())).toEqual(expected);
    await start.click();
    await expect(page).toHaveURL(/guide\/intro\/getting-started/);
  });

  pageByPageTest(`${lang}: an unknown path shows the 404 page with status 404 and a link home`, async ({ page }) => {
    const response = await open(page, url(lang, 'guide/no-such-page'));
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: lang === 'en' ? 'PAGE NOT FOUND' : '页面不存在' })).toBeVisible();
    const home = page.getByRole('link', { name: lang === 'en' ? 'Take me home' : '返回首页' });
    await expect(home).toHaveAttribute('href', url(lang));
    await home.click();
    await expect(page.locator('.rspress-home-feature-title')).toHaveCount(6);
  });
}

pageByPageTest('.html and /index URLs reach the same pages', async ({ page }) => {
  await open(page, url('en', 'guide/intro/welcome.html'));
  await expect(page.locator('.rspress-doc h1')).toHaveText(/Welcome to Module Tools$/);
  for (const path of [url('en', 'index'), url('en', 'index.html'), url('zh', 'index.html')]) {
    const response = await open(page, path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('.rspress-home-feature-title')).toHaveCount(6);
  }
});

test.describe('query parameters hide parts of a page', () => {
  const page_ = url('en', 'guide/intro/getting-started');

  test('navbar=0 hides the top navigation', async ({ page }) => {
    await open(page, page_);
    await expect(page.locator('.rspress-nav-menu').first()).toBeVisible();
    await open(page, `${page_}?navbar=0`);
    await expect(page.locator('.rspress-nav-menu')).toHaveCount(0);
  });

  test('sidebar=0 collapses the sidebar', async ({ page }) => {
    await open(page, `${page_}?sidebar=0`);
    await expect.poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--rp-sidebar-width'))).toBe('0px');
    const box = await page.locator('.rspress-doc h1').boundingBox();
    expect(box!.x).toBeLessThan(250);
  });

  test('outline=0 collapses the outline', async ({ page }) => {
    await open(page, page_);
    const title = page.locator('#aside-container').getByText('ON THIS PAGE', { exact: true });
    await expect(title).toBeVisible();
    await open(page, `${page_}?outline=0`);
    await expect.poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--rp-aside-width'))).toBe('0px');
    await expect(title).not.toBeInViewport();
  });

  test('footer=0 hides the doc footer', async ({ page }) => {
    await open(page, `${page_}?footer=0`);
    await expect(page.locator('.rspress-doc h1')).toBeVisible();
    await expect(page.getByText('Previous Page')).toHaveCount(0);
  });

  test('globalUIComponents=0 switches off global UI such as image zoom', async ({ page }) => {
    await open(page, `${page_}?globalUIComponents=0`);
    await page.locator('.rspress-doc img').first().click();
    await page.waitForTimeout(400);
    await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(0);
  });
});
