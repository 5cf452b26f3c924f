// Issue 7 (first-load budget): Rspress 1 puts every page's table of contents into the site data that
// the main chunk carries to every page (about 49 KiB gzip here). At run time only two things read it:
// the API overview, which lists the level-2 headings of the API pages, and the page-data lookup, which
// takes the last-updated time and source path (the current page's own headings come with its chunk).
// The search index is written before this hook runs, so search keeps every heading.
import type { RspressPlugin } from '@rspress/shared';

export function pluginLeanSiteData({ overviewRoutes }: { overviewRoutes: RegExp }): RspressPlugin {
  return {
    name: 'module-tools-docs:lean-site-data',
    extendPageData(pageData) {
      pageData.toc = overviewRoutes.test(pageData.routePath)
        ? pageData.toc.filter((header) => header.depth === 2).map(({ id, text, depth }) => ({ id, text, depth, charIndex: 0 }))
        : [];
    },
  };
}
