// Spec §2: every built page renders without a console error or an uncaught page error, in both languages.
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, open, BASE } from './fixtures';

const root = path.resolve(__dirname, '../../doc_build');
const pages = fs
  .readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => BASE + file.split(path.sep).join('/').replace(/\.html$/, '').replace(/(^|\/)index$/, '$1'))
  .sort();

test('the build has every page in both languages', () => {
  const zh = pages.filter((p) => !p.startsWith(`${BASE}en/`)).map((p) => p.slice(BASE.length));
  const en = pages.filter((p) => p.startsWith(`${BASE}en/`)).map((p) => p.slice(BASE.length + 3));
  expect(en).toEqual(zh);
  expect(zh.length).toBeGreaterThan(3);
});

for (const route of pages) {
  test(`renders ${route} without errors`, async ({ page }) => {
    const response = await open(page, route);
    expect(response?.status()).toBe(200);
    await expect(page.locator('#root')).not.toBeEmpty();
  });
}
