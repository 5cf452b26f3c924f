// What the site search reads, shaped before Rspress writes the search index of each language
// (modifySearchIndexData). Rspress 1.47 alone:
// - slugs heading ids from the heading text, ignoring the pages' explicit ids (`## Title {#some-id}`),
//   and gives every heading charIndex -1: a result on a heading links to an anchor that does not exist,
//   and a match in the text cannot be placed under its heading;
// - indexes an included fragment (docs/{lang}/components/*.mdx, `<FaqBuildException />`) as a page of
//   its own, with no title, and leaves its text and headings out of the page that shows it: the answers
//   of the FAQ pages were found on no page.
// This plugin puts the ids and positions back, moves each fragment's text and headings into the page
// that includes it (where the reader sees them, with the fragment's own heading ids), empties the
// fragment's record, and gives each page the reader words (reader-words.mjs: the phrasings of
// reader-vocabulary.json and the concept names) that lead to it or to one of its sections (field `reader`: section
// id, or '' for the page, to the words of the page's language; the engine matches them against the
// query). The build fails when a phrasing or name leads to a page or section that does not exist. Runs of blanks in the text become one.
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/shared';
import { plain } from './sections.mjs';
import { readerWords, type Term, type VocabularyEntry } from './reader-words.mjs';

interface Heading {
  depth: number;
  /** The explicit id (`{#id}`), if the heading has one. */
  id?: string;
}
type Item = ({ kind: 'heading' } & Heading) | { kind: 'include'; file: string };


/** The headings (depth 2 to 4) and fragment inclusions of an MDX file, in document order. */
function itemsOf(file: string): Item[] {
  const items: Item[] = [];
  const fragments = new Map<string, string>();
  let fence = '';
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence ? '' : marker;
      continue;
    }
    if (fence) continue;
    const fragment = /^import\s+(\w+)\s+from\s+['"](.+?\.mdx?)['"]/.exec(line);
    if (fragment) fragments.set(fragment[1], path.resolve(path.dirname(file), fragment[2]));
    const include = /^<(\w+)\s*\/>\s*$/.exec(line);
    if (include && fragments.has(include[1])) items.push({ kind: 'include', file: fragments.get(include[1])! });
    // Every heading counts, so that one without an explicit id (Rspress's slug stays) does not shift the others.
    const heading = /^(#{2,4})\s+.*?(?:\{#([^}]+)\})?\s*$/.exec(line);
    if (heading) items.push({ kind: 'heading', depth: heading[1].length, id: heading[2] });
  }
  return items;
}

/** Headings of a file, with or without those of its fragments. */
function headingsOf(file: string, withFragments: boolean): Heading[] {
  return itemsOf(file).flatMap((item) =>
    item.kind === 'heading' ? [{ depth: item.depth, id: item.id }] : withFragments ? headingsOf(item.file, true) : [],
  );
}

type Page = Parameters<NonNullable<RspressPlugin['modifySearchIndexData']>>[0][number] & {
  _relativePath?: string;
  reader?: Record<string, string>;
};

/** Explicit ids and text positions for the headings of one page. */
function fixHeadings(page: Page, file: string) {
  if (!page.toc.length) return;
  // Rspress lists the headings of included fragments on some pages and not on others.
  const own = [headingsOf(file, true), headingsOf(file, false)].find((list) => list.length === page.toc.length) ?? [];
  let next = 0;
  let from = 0;
  for (const header of page.toc) {
    const match = own.findIndex((h, i) => i >= next && h.depth === header.depth);
    if (match >= 0) {
      header.id = own[match].id ?? header.id;
      next = match + 1;
    }
    const text = header.text.replace(/`/g, '');
    // Rspress writes ' #' after a heading with an explicit id, '#' after one without.
    const spaced = page.content.indexOf(`${text} #`, from);
    const at = spaced >= 0 ? spaced : page.content.indexOf(`${text}#`, from);
    if (at >= 0) {
      header.charIndex = at;
      from = at + text.length;
    }
  }
}

/**
 * Takes out the anchor marks Rspress writes into the text: `#` for the page title at the start, and ` #`
 * after each heading (which fixHeadings uses to find them). The reader never types them, and the panel
 * would show them in snippets.
 */
function dropAnchorMarks(page: Page) {
  const cuts: [number, number][] = [];
  if (page.content.startsWith('#\n')) cuts.push([0, 1]);
  for (const header of page.toc) {
    if (header.charIndex < 0) continue;
    const at = header.charIndex + header.text.replace(/`/g, '').length;
    if (page.content.startsWith(' #', at)) cuts.push([at, 2]);
    else if (page.content.startsWith('#', at)) cuts.push([at, 1]);
  }
  cuts.sort((a, b) => b[0] - a[0]);
  for (const [at, length] of cuts) {
    page.content = page.content.slice(0, at) + page.content.slice(at + length);
    for (const header of page.toc) if (header.charIndex > at) header.charIndex -= length;
  }
}

/** Moves the text and headings of the fragments a page includes into the page, where it includes them. */
function mergeFragments(page: Page, file: string, fragments: Map<string, Page>) {
  const items = itemsOf(file);
  // Work from the last inclusion back, so that the places of the earlier ones do not move.
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i];
    if (item.kind !== 'include') continue;
    const fragment = fragments.get(item.file);
    // Skipped when Rspress did include it (it does on some pages).
    if (!fragment?.content.trim() || page.content.includes(fragment.content.trim().slice(0, 80))) continue;
    // The fragment's text goes before the page's next own heading (or at the end).
    const nextHeading = items.slice(i + 1).find((it) => it.kind === 'heading' && it.id) as Heading | undefined;
    const before = nextHeading ? page.toc.findIndex((h) => h.id === nextHeading.id) : -1;
    const at = before >= 0 && page.toc[before].charIndex >= 0 ? page.toc[before].charIndex : page.content.length;
    const text = `\n\n${fragment.content}\n\n`;
    page.content = page.content.slice(0, at) + text + page.content.slice(at);
    const shift = text.length;
    for (const header of page.toc) if (header.charIndex >= at) header.charIndex += shift;
    const moved = fragment.toc.map((h) => ({ ...h, charIndex: h.charIndex < 0 ? -1 : h.charIndex + at + 2 }));
    page.toc.splice(before >= 0 ? before : page.toc.length, 0, ...moved);
  }
}

const routeOfFile = (relative: string) =>
  `/${relative.replace(/^[^/]+\//, '').replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1')}`;

export function pluginSearchIndex({ root, vocabulary, terms }: { root: string; vocabulary: VocabularyEntry[]; terms: Term[] }): RspressPlugin {
  const words = readerWords(vocabulary, terms);
  return {
    name: 'module-tools-docs:search-index',
    modifySearchIndexData(pages) {
      const all = pages as Page[];
      const fileOf = (page: Page) => (page._relativePath ? path.join(root, page._relativePath) : undefined);
      for (const page of all) {
        // Runs of blanks (the indentation of code, empty lines) say nothing to search and cost bytes;
        // a line break and an empty line (the panel's line and paragraph ends) stay.
        page.content = page.content.replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').replace(/[ \t]{2,}/g, ' ');
        const file = fileOf(page);
        if (file) fixHeadings(page, file);
      }
      const fragments = new Map<string, Page>();
      for (const page of all) {
        const file = fileOf(page);
        if (file && !page.title && page._relativePath?.includes('/components/')) fragments.set(file, page);
      }
      for (const page of all) {
        const file = fileOf(page);
        if (file && page.title) mergeFragments(page, file, fragments);
      }
      for (const fragment of fragments.values()) {
        fragment.content = '';
        fragment.toc = [];
      }
      for (const page of all) dropAnchorMarks(page);
      // Reader phrasings and concept names, per language.
      const problems = new Set<string>();
      const pageOf = new Map(all.filter((p) => p.title && p._relativePath).map((p) => [`${p.lang}:${routeOfFile(p._relativePath!)}`, p]));
      for (const { source, target, lang, text, name } of words) {
        const [route, id = ''] = target.split('#');
        const page = pageOf.get(`${lang}:${route}`);
        if (!page) {
          problems.add(`${source}: no ${lang} page ${route}`);
          continue;
        }
        const heading = id ? page.toc.find((h) => h.id === id)?.text : page.title;
        if (heading === undefined) {
          problems.add(`${source}: ${lang} page ${route} has no heading #${id}`);
          continue;
        }
        // A name that is the heading already matches as the heading does: it would only cost bytes.
        if (name && plain(text) === plain(heading)) continue;
        page.reader ??= {};
        page.reader[id] = page.reader[id] ? `${page.reader[id]}\n${text}` : text;
      }
      if (problems.size) {
        throw new Error(`search/reader-vocabulary.json or docs/terms.json names what does not exist:\n  ${[...problems].join('\n  ')}`);
      }
    },
    // The phrasings are for the search index only, not for the site data every page carries.
    extendPageData(pageData) {
      delete (pageData as Page).reader;
    },
  };
}
