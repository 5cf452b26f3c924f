// @ts-check
// The page files of the docs and their routes, shared by the site's plugins and the content checks.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Page files of one language, relative to its folder (e.g. "guide/intro/welcome.mdx"), sorted.
 * @param {string} dir docs/<lang>
 */
export function pageFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** The route of a page file: "guide/faq/index.mdx" -> "/guide/faq/", "api/index.mdx" -> "/api/". */
export const routeOf = (/** @type {string} */ file) => `/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1')}`;
