// Reads the MDX pages of docs/{zh,en} into what the content checks need: frontmatter, headings with
// their ids, code blocks with their fence flags, title and outcome mark, links, and the fragments each
// page includes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageFiles, routeOf } from '../../plugins/page-files.mjs';

export { routeOf };

export const ROOT = path.resolve(fileURLToPath(import.meta.url), '../../..');
export const DOCS = path.join(ROOT, 'docs');
export const LANGS = ['zh', 'en'];

/** Lists page files of a language, relative to docs/<lang> (e.g. "guide/intro/welcome.mdx"). */
export const listPages = (lang, dir = path.join(DOCS, lang)) => pageFiles(dir);

/** Rspress-compatible slug of a heading without an explicit id. */
export const slug = (text) =>
  text
    .trim()
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/[`*_~]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;

export function parsePage(lang, file) {
  const absolute = path.join(DOCS, lang, file);
  const source = fs.readFileSync(absolute, 'utf8');
  const lines = source.split('\n');
  const page = { lang, file, absolute, display: `docs/${lang}/${file}`, route: routeOf(file), lines, frontmatter: {}, headings: [], blocks: [], links: [], imports: [] };

  let i = 0;
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    for (const line of lines.slice(1, end)) {
      const m = /^(\w+):\s*(.*)$/.exec(line);
      if (m) page.frontmatter[m[1]] = m[2].replace(/^["']|["']$/g, '');
    }
    i = end + 1;
  }

  let fence = null;
  for (; i < lines.length; i++) {
    const line = lines[i];
    const lineNo = i + 1;
    const f = FENCE.exec(line);
    if (fence) {
      if (f && f[2][0] === fence.char && f[2].length >= fence.length && !f[3].trim()) {
        fence.block.code = fence.body.join('\n');
        fence.block.endLine = lineNo;
        page.blocks.push(fence.block);
        fence = null;
      } else fence.body.push(line);
      continue;
    }
    if (f) {
      const info = f[3].trim();
      const [lang_ = '', ...rest] = info.split(/\s+/);
      const meta = rest.join(' ');
      const title = /title="([^"]*)"/.exec(meta)?.[1];
      // outcome="name": the block's outcome is proven by the scenario of tests/outcomes that names it.
      const outcome = /(?:^|\s)outcome="([^"]*)"/.exec(meta)?.[1];
      const flags = meta.replace(/title="[^"]*"/, '').replace(/(?:^|\s)outcome="[^"]*"/, '').split(/\s+/).filter(Boolean);
      fence = { char: f[2][0], length: f[2].length, body: [], block: { lang: lang_.toLowerCase(), flags, title, outcome, line: lineNo, bodyLine: lineNo + 1 } };
      continue;
    }
    const h = /^(#{1,6})\s+(.*?)\s*$/.exec(line);
    if (h) {
      const idMatch = /\s*\{#([^}]+)\}$/.exec(h[2]);
      const text = h[2].replace(/\s*\{#[^}]+\}$/, '');
      page.headings.push({ depth: h[1].length, text, id: idMatch ? idMatch[1] : slug(text), explicit: !!idMatch, line: lineNo });
      continue;
    }
    const imp = /^import\s+(\w+)\s+from\s+['"]([^'"]+\.mdx?)['"]/.exec(line);
    if (imp) page.imports.push({ name: imp[1], target: path.resolve(path.dirname(absolute), imp[2]), line: lineNo });
    const withoutCode = line.replace(/`[^`]*`/g, (m) => ' '.repeat(m.length));
    for (const m of withoutCode.matchAll(/\]\(\s*([^)\s]+)(?:\s+"[^"]*")?\s*\)/g)) {
      page.links.push({ href: m[1], line: lineNo, column: m.index + 3 });
    }
    for (const m of withoutCode.matchAll(/\bhref=["']([^"']+)["']/g)) page.links.push({ href: m[1], line: lineNo, column: m.index + 1 });
  }
  if (fence) page.unclosedFence = fence.block.line;
  return page;
}

let cache;
/** Every page of both languages, parsed once. */
export function loadSite() {
  if (cache) return cache;
  const pages = new Map();
  for (const lang of LANGS) for (const file of listPages(lang)) pages.set(`${lang}/${file}`, parsePage(lang, file));
  // Headings of included fragments belong to the including page too (they are rendered there).
  for (const page of pages.values()) {
    page.allHeadings = [...page.headings];
    for (const imp of page.imports) {
      const key = path.relative(DOCS, imp.target).split(path.sep).join('/');
      const fragment = pages.get(key);
      if (fragment) page.allHeadings.push(...fragment.headings);
    }
  }
  cache = { pages, get: (lang, file) => pages.get(`${lang}/${file}`) };
  return cache;
}

/** The prose right after a block: its lines up to the next code block or heading. */
export function proseAfter(page, block) {
  const next = [...page.blocks.map((b) => b.line), ...page.headings.map((h) => h.line)].filter((l) => l > block.endLine);
  const end = next.length ? Math.min(...next) - 1 : page.lines.length;
  return page.lines.slice(block.endLine, end).join('\n');
}

/** The prose right before a block: its lines from the previous code block or heading. */
export function proseBefore(page, block) {
  const previous = [...page.blocks.map((b) => b.endLine), ...page.headings.map((h) => h.line)].filter((l) => l < block.line);
  const start = previous.length ? Math.max(...previous) : 0;
  return page.lines.slice(start, block.line - 1).join('\n');
}

/** The `code spans` of a piece of prose, in order. */
export const codeSpans = (text) => [...text.matchAll(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g)].map((m) => m[2].trim());

/** The prose lines of a page: everything but code blocks, with code spans blanked out (same length). */
export function proseLines(page) {
  const inBlock = new Set(page.blocks.flatMap((b) => Array.from({ length: b.endLine - b.line + 1 }, (_, k) => b.line + k)));
  return page.lines
    .map((text, k) => ({ line: k + 1, text: text.replace(/`[^`]*`/g, (m) => ' '.repeat(m.length)) }))
    .filter(({ line }) => !inBlock.has(line));
}

export const where = (page, line, column) => `${page.display}:${line}${column ? `:${column}` : ''}`;
