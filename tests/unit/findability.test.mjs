// Issue 7 (findable): every page of the build tells search engines and AI tools what it is and where its
// other language lives. Reads doc_build/, so it runs after `npm run build`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, LANGS, listPages, routeOf } from '../content/docs.mjs';

const OUT = path.join(ROOT, 'doc_build');
const BASE = '/module-tools';
const pages = LANGS.flatMap((lang) =>
  listPages(lang)
    .filter((f) => !f.startsWith('components/') && f !== '404.md')
    .map((file) => ({ lang, file, route: routeOf(file) })),
);
const htmlOf = ({ lang, route }) => path.join(OUT, lang === 'en' ? 'en' : '', `${route.replace(/\/$/, '/index').slice(1)}.html`);
const pathOf = (lang, route) => `${BASE}${lang === 'en' ? '/en' : ''}${route}`;
const attr = (html, re) => re.exec(html)?.[1];

test('every page has its language, a description, a canonical link, hreflang alternates and Open Graph tags', () => {
  const origins = new Set();
  for (const page of pages) {
    const html = fs.readFileSync(htmlOf(page), 'utf8');
    const where = `${path.relative(ROOT, htmlOf(page))}`;
    assert.equal(attr(html, /<html lang="([^"]+)"/), page.lang, `${where}: <html lang>`);
    assert.ok(attr(html, /<meta[^>]*name="description"[^>]*content="([^"]+)"/)?.trim(), `${where}: meta description`);
    const canonical = attr(html, /<link rel="canonical" href="([^"]+)">/);
    assert.ok(canonical, `${where}: canonical link`);
    const url = new URL(canonical);
    origins.add(url.origin);
    assert.equal(url.pathname, pathOf(page.lang, page.route), `${where}: canonical points elsewhere`);
    for (const lang of LANGS) {
      assert.equal(new URL(attr(html, new RegExp(`hreflang="${lang}" href="([^"]+)"`)) ?? 'x:').pathname, pathOf(lang, page.route), `${where}: hreflang ${lang}`);
    }
    assert.equal(new URL(attr(html, /hreflang="x-default" href="([^"]+)"/) ?? 'x:').pathname, pathOf('zh', page.route), `${where}: x-default`);
    assert.ok(attr(html, /property="og:title" content="([^"]+)"/), `${where}: og:title`);
    assert.ok(attr(html, /property="og:description" content="([^"]+)"/), `${where}: og:description`);
  }
  assert.equal(origins.size, 1, `one site URL for every page: ${[...origins]}`);
});

test('sitemap.xml lists every page with its alternates, and robots.txt points to it', () => {
  const sitemap = fs.readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8');
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname).sort();
  assert.deepEqual(locs, pages.map((p) => pathOf(p.lang, p.route)).sort());
  assert.equal((sitemap.match(/<xhtml:link rel="alternate" hreflang="x-default"/g) ?? []).length, locs.length);
  const robots = fs.readFileSync(path.join(OUT, 'robots.txt'), 'utf8');
  assert.match(robots, /^Sitemap: https?:\/\/\S+\/module-tools\/sitemap\.xml$/m);
});

test('llms.txt lists every page of its language, each with a Markdown copy next to its HTML', () => {
  for (const lang of LANGS) {
    const llms = fs.readFileSync(path.join(OUT, lang === 'en' ? 'en' : '', 'llms.txt'), 'utf8');
    const own = pages.filter((p) => p.lang === lang);
    const lines = llms.split('\n').filter((l) => l.startsWith('- ['));
    assert.equal(lines.length, own.length, `${lang}/llms.txt: one line per page`);
    for (const page of own) {
      const md = htmlOf(page).replace(/\.html$/, '.md');
      assert.ok(lines.some((l) => l.includes(`${pathOf(lang, page.route).replace(/\/$/, '/index')}.md)`)), `${lang}/llms.txt has no line for ${page.route}`);
      const text = fs.readFileSync(md, 'utf8').replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
      assert.doesNotMatch(text, /^import\s|\{#[\w-]+\}$|^<[A-Z]\w*\s*\/>$/m, `${path.relative(ROOT, md)}: MDX left in the Markdown copy`);
      const source = fs.readFileSync(path.join(ROOT, 'docs', lang, page.file), 'utf8');
      const codeImports = (s) => (s.match(/^import .* from '@modern-js\/module-tools';$/gm) ?? []).length;
      assert.ok(codeImports(fs.readFileSync(md, 'utf8')) >= codeImports(source), `${path.relative(ROOT, md)}: imports inside code examples were lost`);
    }
  }
});
