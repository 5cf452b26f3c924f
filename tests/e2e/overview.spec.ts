// Spec §2 "Overview page": the API overview lists every API page by group and filters them.
import { test, expect, open, url } from './fixtures';

const texts = {
  en: { label: 'Filter', placeholder: 'Enter keyword', none: 'No matching API found', groups: ['Config', 'Plugin API'], query: 'hook' },
  zh: { label: '过滤', placeholder: '输入关键词', none: '没有找到匹配的 API', groups: ['配置', '插件 API'], query: '钩子' },
} as const;

for (const lang of ['en', 'zh'] as const) {
  const t = texts[lang];
  test(`${lang}: the API overview lists the API pages by group and filters them`, async ({ page }) => {
    await open(page, url(lang, 'api/'));
    const content = page.locator('.rspress-doc-container');
    for (const group of t.groups) await expect(content.locator('h2', { hasText: new RegExp(`^${group}$`) })).toBeVisible();
    for (const route of ['api/config/build-config', 'api/config/build-preset', 'api/config/dev', 'api/config/plugins', 'api/plugin-api/plugin-hooks']) {
      await expect(content.locator(`a[href*="${route}"]`).first()).toBeVisible();
    }
    await expect(content.getByText(t.label, { exact: true })).toBeVisible();
    const filter = content.getByPlaceholder(t.placeholder);
    await filter.fill(t.query);
    await expect(content.locator('a[href*="api/plugin-api/plugin-hooks"]').first()).toBeVisible();
    await expect(content.locator('a[href*="api/config/build-preset"]')).toHaveCount(0);
    await filter.fill('zzzqqq');
    await expect(content.getByText(t.none)).toBeVisible();
    await filter.fill('');
    await expect(content.locator('a[href*="api/config/build-preset"]').first()).toBeVisible();
  });
}
