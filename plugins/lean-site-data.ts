// Issue 7 (first-load budget): Rspress 1 puts a record of every page into the site data that the main
// chunk carries to every page. At run time only a few fields of it are read: the page-data lookup takes
// routePath, lang, version, the last-updated time and the source path (the page's own title,
// frontmatter and headings come with its chunk), and the API overview lists the level-2 headings of
// the API pages. Titles, headings, frontmatter (descriptions) and the Prism language list go, except
// the overview's headings. The search index, the sidebars and the HTML are made from the full records:
// dropping the titles changed no page, search index, sitemap or llms.txt (compared file by file).
import type { RspressPlugin } from '@rspress/shared';

export function pluginLeanSiteData({ overviewRoutes }: { overviewRoutes: RegExp }): RspressPlugin {
  return {
    name: 'module-tools-docs:lean-site-data',
    extendPageData(pageData) {
      // The overview reads a heading's id, text and depth, nothing else.
      type Header = (typeof pageData.toc)[number];
      pageData.toc = overviewRoutes.test(pageData.routePath)
        ? pageData.toc.filter((header) => header.depth === 2).map(({ id, text, depth }) => ({ id, text, depth }) as Header)
        : [];
      pageData.frontmatter = {};
      pageData.title = '';
      // Read at build time for the browser's Prism grammars, which this site does not ship (prism-at-build.ts).
      delete (pageData as { extraHighlightLanguages?: string[] }).extraHighlightLanguages;
    },
  };
}
