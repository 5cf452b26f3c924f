// Spec §7, remote search: the site built with SEARCH_REMOTE (search/options.ts) asks a search service
// instead of its own index, behind the same button and panel. A copy of the project is built in
// .tmp/remote-search/ against a stand-in service on 127.0.0.1, and served with its own production headers
// (its Content-Security-Policy must let the page reach the service).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { test, expect, open } from './fixtures';
import { readSiteRules } from '../../deploy/rules.cjs';
import { searchOptions } from '../../search/options';

const ROOT = path.resolve(__dirname, '../..');
const COPY = path.join(ROOT, '.tmp/remote-search');
const PROJECT = ['docs', 'theme', 'plugins', 'patches', 'search', 'deploy/rules.cjs', 'deploy/hosts.mjs', 'rspress.config.ts', 'i18n.json', 'tsconfig.json', 'package.json'];
const INDEX_NAME = 'module-tools';
const SEARCH_INDEXES = [
  { value: INDEX_NAME, label: 'Module Tools' },
  { value: 'modern-js', label: 'Modern.js' },
];

type Hit = { id: number; title: string; routePath: string; content: string; toc: { text: string; id: string; depth: number; charIndex: number }[]; domain: string; _matchesPosition: { content: { start: number; length: number }[] } };
const hit = (id: number, title: string, routePath: string, heading: string, hash: string): Hit => {
  const content = `${heading}\n\nHow ${title} declares its types.`;
  return { id, title, routePath, content, toc: [{ text: heading, id: hash, depth: 2, charIndex: 0 }], domain: '', _matchesPosition: { content: [{ start: 0, length: 3 }] } };
};

/** What the stand-in service answers, per group; and what it was asked. */
const service = {
  groups: [] as { index: string; hits: Hit[] }[],
  queries: [] as URLSearchParams[],
  uploads: [] as { index: string | null; body: string }[],
};

let api: http.Server;
let site: ChildProcess | undefined;
let apiUrl = '';
let origin = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  api = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'PUT') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        service.uploads.push({ index: url.searchParams.get('index'), body });
        res.end('{}');
      });
      return;
    }
    service.queries.push(url.searchParams);
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(service.groups));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/api/search`;

  fs.rmSync(COPY, { recursive: true, force: true });
  for (const entry of PROJECT) fs.cpSync(path.join(ROOT, entry), path.join(COPY, entry), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(COPY, 'node_modules'), 'dir');
  // Not synchronous: the stand-in service must answer the upload while the build runs.
  await promisify(execFile)(process.execPath, [path.join(ROOT, 'node_modules/rspress/bin/rspress.js'), 'build'], {
    cwd: COPY,
    // BUILD_VERSION: Rspress uploads the index to the service after a production build.
    env: { ...process.env, SEARCH_REMOTE: JSON.stringify({ apiUrl, indexName: INDEX_NAME, searchIndexes: SEARCH_INDEXES }), BUILD_VERSION: 'test' },
    maxBuffer: 64 * 1024 * 1024,
  });
  // Served by the project's own server (scripts/serve.mjs) with the copy's rules, on a port free now.
  const free = http.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => free.once('listening', resolve));
  const port = (free.address() as AddressInfo).port;
  await new Promise((resolve) => free.close(resolve));
  site = spawn(process.execPath, [path.join(ROOT, 'scripts/serve.mjs'), path.join(COPY, 'doc_build'), path.join(COPY, 'deploy/site-rules.json')], { env: { ...process.env, PORT: String(port) }, stdio: 'pipe' });
  origin = `http://localhost:${port}`;
  await new Promise<void>((resolve, reject) => {
    site!.stdout!.on('data', (chunk) => String(chunk).includes('http://') && resolve());
    site!.once('exit', (code) => reject(new Error(`scripts/serve.mjs exited with ${code}`)));
  });
});

test.afterAll(async () => {
  site?.kill();
  if (api?.listening) api.close();
});

async function search(page: Page, lang: 'zh' | 'en', query: string) {
  await open(page, `${origin}/module-tools/${lang === 'en' ? 'en/' : ''}guide/intro/welcome`);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog');
  const input = dialog.locator('input').first();
  await expect(input).toBeFocused();
  await input.fill(query);
  return dialog;
}

test('the build uploads the index of both languages to the service, and the policy lets pages reach it', () => {
  expect(service.uploads.map((upload) => upload.index)).toEqual([INDEX_NAME]);
  const pages = JSON.parse(service.uploads[0].body) as { lang: string; routePath: string }[];
  expect(new Set(pages.map((p) => p.lang))).toEqual(new Set(['zh', 'en']));
  expect(pages.some((p) => p.routePath.endsWith('/guide/intro/getting-started'))).toBe(true);
  const csp = readSiteRules(path.join(COPY, 'deploy/site-rules.json')).headers['Content-Security-Policy'];
  expect(csp).toContain(`connect-src 'self' ${new URL(apiUrl).origin}`);
});

test("the service is asked with the query, the limit, the groups and the page's language; its hits are listed and linked", async ({ page }) => {
  service.groups = [{ index: INDEX_NAME, hits: [hit(1, 'dts guide', '/module-tools/en/guide/advance/in-depth-about-build', 'dts output', 'type-declaration-files')] }];
  service.queries = [];
  const dialog = await search(page, 'en', 'dts');
  const link = dialog.locator('a[href*="in-depth-about-build"]').first();
  await expect(link).toBeVisible();
  await expect(link).toContainText('dts');
  const asked = service.queries.at(-1)!;
  expect(asked.get('keyword')).toBe('dts');
  expect(Number(asked.get('limit'))).toBeGreaterThan(0);
  expect(asked.get('searchIndexes')).toBe(`${INDEX_NAME},modern-js`);
  expect(asked.get('lang')).toBe('en');
  await link.click();
  await expect(page).toHaveURL(/\/en\/guide\/advance\/in-depth-about-build/);
});

test('several groups are shown as tabs with the labels of searchIndexes, the site first', async ({ page }) => {
  service.groups = [
    { index: 'modern-js', hits: [hit(2, 'dts in Modern.js', '/module-tools/guide/basic/before-getting-started', 'dts in apps', 'typescript')] },
    { index: INDEX_NAME, hits: [hit(1, 'dts guide', '/module-tools/guide/advance/in-depth-about-build', 'dts output', 'type-declaration-files')] },
  ];
  const dialog = await search(page, 'zh', 'dts');
  const [site, other] = [dialog.getByText('Module Tools', { exact: true }), dialog.getByText('Modern.js', { exact: true })];
  await expect(site).toBeVisible();
  await expect(other).toBeVisible();
  expect((await site.boundingBox())!.x).toBeLessThan((await other.boundingBox())!.x);
  await expect(dialog.locator('a[href*="in-depth-about-build"]').first()).toBeVisible();
  expect(service.queries.at(-1)!.get('lang')).toBe('zh');
  await dialog.getByText('Modern.js', { exact: true }).click();
  await expect(dialog.locator('a[href*="before-getting-started"]').first()).toBeVisible();
});

test('with the service down, the panel says there are no results and the failure is logged, nothing thrown', async ({ page, errors }) => {
  await new Promise((resolve) => api.close(resolve));
  const dialog = await search(page, 'en', 'dts');
  await expect(dialog.getByText('No results for "dts"')).toBeVisible();
  // Logged by Rspress's remote provider (the fetch's TypeError) and by Chromium (the refused connection);
  // a page error or a CSP violation would be left in `errors` and fail the test.
  await expect.poll(() => errors.some((e) => e.includes('TypeError: Failed to fetch'))).toBe(true);
  const expected = (e: string) => e.startsWith('console: ') && (e.includes('TypeError: Failed to fetch') || e.includes('ERR_CONNECTION_REFUSED'));
  const unexpected = errors.filter((e) => !expected(e));
  errors.length = 0;
  expect(unexpected).toEqual([]);
});

test("SEARCH_REMOTE is refused when searchIndexes leaves out the site's own group, which would throw in the panel", () => {
  expect(searchOptions(undefined)).toEqual({ codeBlocks: true });
  const remote = (options: object) => () => searchOptions(JSON.stringify(options));
  expect(remote({ apiUrl, indexName: INDEX_NAME, searchIndexes: ['modern-js'] })).toThrow(/searchIndexes must list indexName \(module-tools\)/);
  expect(remote({ apiUrl: 'search.example.com', indexName: INDEX_NAME })).toThrow(/apiUrl must be an http\(s\) URL/);
  expect(searchOptions(JSON.stringify({ apiUrl, indexName: INDEX_NAME, searchIndexes: SEARCH_INDEXES }))).toMatchObject({ mode: 'remote', apiUrl, indexName: INDEX_NAME });
});
