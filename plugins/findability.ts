// Issue 7 (findable): a small Rspress plugin of this site that
// - adds to each page's <head> a canonical link, hreflang alternates (zh, en, x-default) and Open Graph
//   tags, from one site URL;
// - writes sitemap.xml (every page with its alternates) and robots.txt after the build;
// - writes, for AI tools, llms.txt per language (one line per page) and a plain Markdown copy of each
//   page next to its HTML (guide/intro/welcome.html -> guide/intro/welcome.md).
// Pages are read from docs/{zh,en}; fragments (components/, no title) and the 404 page are left out.
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin, RouteMeta } from '@rspress/shared';
import { pageFiles, routeOf } from './page-files.mjs';

type Lang = 'zh' | 'en';
interface Page {
  lang: Lang;
  file: string; // relative to docs/<lang>, e.g. guide/intro/welcome.mdx
  route: string; // without language prefix, e.g. /guide/intro/welcome or /api/
  title: string;
  description: string;
  source: string;
}

const LANGS: Lang[] = ['zh', 'en'];
const LOCALE = { zh: 'zh_CN', en: 'en_US' };

function readPage(docs: string, lang: Lang, file: string): Page {
  const source = fs.readFileSync(path.join(docs, lang, file), 'utf8');
  const frontmatter = /^---\n([\s\S]*?)\n---\n/.exec(source)?.[1] ?? '';
  const field = (key: string) => new RegExp(`^${key}:\\s*(.*)$`, 'm').exec(frontmatter)?.[1]?.replace(/^["']|["']$/g, '');
  const body = source.slice(frontmatter ? frontmatter.length + 9 : 0);
  const h1 = /^#\s+(.+?)\s*(\{#[^}]+\})?$/m.exec(body)?.[1];
  const firstParagraph = body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .find((block) => block && !/^(#|import |```|:::|<|!\[|\||-)/.test(block));
  return {
    lang,
    file,
    route: routeOf(file),
    title: h1 ?? field('title') ?? '',
    description: field('description') ?? firstParagraph?.replace(/[`*_]|\[([^\]]*)\]\([^)]*\)/g, '$1').slice(0, 300) ?? '',
    source,
  };
}

export function listPages(docs: string): Page[] {
  return LANGS.flatMap((lang) =>
    pageFiles(path.join(docs, lang))
      .filter((file) => !file.startsWith('components/') && file !== '404.md')
      .map((file) => readPage(docs, lang, file)),
  );
}

/** The Markdown of a page without MDX: fragments inlined; imports, JSX tags and heading ids removed outside code. */
export function toMarkdown(docs: string, page: Page): string {
  const fragments = new Map<string, string>();
  const lines: string[] = [];
  let fence = '';
  for (const line of page.source.replace(/^---\n[\s\S]*?\n---\n/, '').split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) fence = fence ? '' : marker;
    if (fence || marker) {
      lines.push(line);
      continue;
    }
    const fragment = /^import\s+(\w+)\s+from\s+['"](.+?\.mdx?)['"];?\s*$/.exec(line);
    if (fragment) {
      const file = path.resolve(path.dirname(path.join(docs, page.lang, page.file)), fragment[2]);
      fragments.set(fragment[1], toMarkdown(docs, { ...page, source: fs.readFileSync(file, 'utf8'), file: path.relative(path.join(docs, page.lang), file) }).trim());
      continue;
    }
    if (/^import\s/.test(line)) continue;
    const tag = /^<(\w+)\s*\/>\s*$/.exec(line);
    if (tag) {
      lines.push(fragments.get(tag[1]) ?? '');
      continue;
    }
    lines.push(line.replace(/^(#{1,6} .*?)\s*\{#[^}]+\}$/, '$1'));
  }
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}

export function pluginFindability({ siteUrl, base }: { siteUrl: string; base: string }): RspressPlugin {
  const origin = siteUrl.replace(/\/$/, '');
  const url = (lang: Lang, route: string) => `${origin}${base.replace(/\/$/, '')}${lang === 'en' ? '/en' : ''}${route}`;
  let pages: Page[] | undefined;
  const byRoute = (docs: string) => {
    pages ??= listPages(docs);
    return new Map(pages.map((p) => [`${p.lang}:${p.route}`, p]));
  };
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

  return {
    name: 'module-tools-docs:findability',
    config(config) {
      const docs = config.root!;
      const head = (route: RouteMeta) => {
        const lang = (route.lang || 'zh') as Lang;
        const withoutBase = route.routePath.startsWith(base) ? route.routePath.slice(base.length - 1) : route.routePath;
        const bare = withoutBase.replace(/^\/en(?=\/|$)/, '') || '/';
        const page = byRoute(docs).get(`${lang}:${bare}`);
        if (!page) return undefined; // 404 and fragments: no canonical, not in the sitemap
        const others = LANGS.filter((l) => byRoute(docs).has(`${l}:${bare}`));
        return [
          `<link rel="canonical" href="${url(lang, bare)}">`,
          ...others.map((l) => `<link rel="alternate" hreflang="${l}" href="${url(l, bare)}">`),
          `<link rel="alternate" hreflang="x-default" href="${url('zh', bare)}">`,
          `<meta property="og:type" content="website">`,
          `<meta property="og:site_name" content="Modern.js Module">`,
          `<meta property="og:locale" content="${LOCALE[lang]}">`,
          `<meta property="og:url" content="${url(lang, bare)}">`,
          `<meta property="og:title" content="${escape(page.title || 'Modern.js Module')}">`,
          `<meta property="og:description" content="${escape(page.description)}">`,
        ].join('');
      };
      config.head = [...(config.head ?? []), head];
      return config;
    },
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const docs = config.root!;
      const out = path.resolve(config.outDir ?? 'doc_build');
      const all = listPages(docs);
      const routes = [...new Set(all.map((p) => p.route))];
      const sitemap = routes
        .map((route) => {
          const langs = LANGS.filter((l) => all.some((p) => p.lang === l && p.route === route));
          const alternates = [...langs.map((l) => [l, url(l, route)]), ['x-default', url('zh', route)]]
            .map(([l, href]) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${href}"/>`)
            .join('\n');
          return langs.map((l) => `  <url>\n    <loc>${url(l, route)}</loc>\n${alternates}\n  </url>`).join('\n');
        })
        .join('\n');
      fs.writeFileSync(
        path.join(out, 'sitemap.xml'),
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${sitemap}\n</urlset>\n`,
      );
      fs.writeFileSync(path.join(out, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${origin}${base}sitemap.xml\n`);
      for (const lang of LANGS) {
        const own = all.filter((p) => p.lang === lang);
        const md = (p: Page) => `${url(lang, p.route).replace(/\/$/, '/index')}.md`;
        const intro = lang === 'zh' ? '> Modern.js Module Tools 文档：为 npm 包和组件库而生的构建工具（2.68 版本）。每个页面都有 Markdown 版本。' : '> Documentation of Modern.js Module Tools, the build tool for npm packages and component libraries (v2.68). Every page has a Markdown copy.';
        const lines = own.map((p) => `- [${p.title || 'Modern.js Module'}](${md(p)}): ${p.description}`);
        fs.writeFileSync(path.join(out, lang === 'en' ? 'en' : '', 'llms.txt'), `# Modern.js Module\n\n${intro}\n\n${lines.join('\n')}\n`);
        for (const p of own) {
          const target = path.join(out, lang === 'en' ? 'en' : '', `${p.route.replace(/\/$/, '/index').slice(1)}.md`);
          fs.mkdirSync(path.dirname(target), { recursive: true });
          fs.writeFileSync(target, toMarkdown(docs, p));
        }
      }
    },
  };
}
