// Rspress 1.47 builds the search index (and the site data the API overview reads) with heading ids
// slugged from the heading text, ignoring the explicit ids the pages give (`## Title {#some-id}`), and
// with charIndex -1. Search results on a heading then link to an anchor that does not exist, and
// matches in the text cannot be placed under their heading. This plugin puts the pages' own ids and
// the headings' positions in the indexed text back, before the index is written.
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/shared';

interface Heading {
  depth: number;
  id: string;
}

/** Headings of depth 2 to 4 of an MDX file, with or without those of its fragments, in document order. */
function headingsOf(file: string, withFragments: boolean): Heading[] {
  const headings: Heading[] = [];
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
    if (withFragments && include && fragments.has(include[1])) headings.push(...headingsOf(fragments.get(include[1])!, true));
    const heading = /^(#{2,4})\s+.*?\{#([^}]+)\}\s*$/.exec(line);
    if (heading) headings.push({ depth: heading[1].length, id: heading[2] });
  }
  return headings;
}

export function pluginHeadingIds({ root }: { root: string }): RspressPlugin {
  return {
    name: 'module-tools-docs:heading-ids',
    modifySearchIndexData(pages) {
      for (const page of pages) {
        const relative = (page as { _relativePath?: string })._relativePath;
        if (!relative || !page.toc.length) continue;
        // Rspress lists the headings of included fragments on some pages and not on others.
        const file = path.join(root, relative);
        const own = [headingsOf(file, true), headingsOf(file, false)].find((list) => list.length === page.toc.length) ?? [];
        let next = 0;
        let from = 0;
        for (const header of page.toc) {
          const match = own.findIndex((h, i) => i >= next && h.depth === header.depth);
          if (match >= 0) {
            header.id = own[match].id;
            next = match + 1;
          }
          const text = header.text.replace(/`/g, '');
          const at = page.content.indexOf(`${text} #`, from);
          if (at >= 0) {
            header.charIndex = at;
            from = at + text.length;
          }
        }
      }
    },
  };
}
