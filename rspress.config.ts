import path from 'node:path';
import { defineConfig } from 'rspress/config';
import { pluginPreview } from '@rspress/plugin-preview';
import i18n from './i18n.json';
import { pluginFindability } from './plugins/findability';
import { pluginLeanSiteData } from './plugins/lean-site-data';
import { pluginSearchIndex } from './search/index-plugin';
import { searchOptions } from './search/options';
import vocabulary from './search/reader-vocabulary.json';
import terms from './docs/terms.json';
import { pluginOutcomeMarks } from './plugins/outcome-marks';
import { pluginDeployFiles } from './plugins/deploy-files';
import { pluginPatches } from './patches';

type Lang = 'zh' | 'en';
const t = (key: keyof typeof i18n, lang: Lang) => i18n[key][lang];

/** Where the site is published; canonical links, hreflang alternates and the sitemap use it. */
export const SITE_URL = process.env.SITE_URL ?? 'https://modernjs.dev';
const BASE = '/module-tools/';
const DOCS = path.join(__dirname, 'docs');

/** Where the "edit this page" links point; CI or a fork can override it. */
export const DOCS_REPO_BASE_URL =
  process.env.DOCS_REPO_BASE_URL ??
  'https://github.com/web-infra-dev/module-tools-docs/tree/main/docs';

const GITHUB_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="100%" viewBox="0 0 24 24" role="img" aria-label="GitHub"><title>GitHub</title><path fill="currentColor" d="M12 .297c-6.63 0-12 5.373-12 12 0 5.303 3.438 9.8 8.205 11.385.6.113.82-.258.82-.577 0-.285-.01-1.04-.015-2.04-3.338.724-4.042-1.61-4.042-1.61C4.422 18.07 3.633 17.7 3.633 17.7c-1.087-.744.084-.729.084-.729 1.205.084 1.838 1.236 1.838 1.236 1.07 1.835 2.809 1.305 3.495.998.108-.776.417-1.305.76-1.605-2.665-.3-5.466-1.332-5.466-5.93 0-1.31.465-2.38 1.235-3.22-.135-.303-.54-1.523.105-3.176 0 0 1.005-.322 3.3 1.23.96-.267 1.98-.399 3-.405 1.02.006 2.04.138 3 .405 2.28-1.552 3.285-1.23 3.285-1.23.645 1.653.24 2.873.12 3.176.765.84 1.23 1.91 1.23 3.22 0 4.61-2.805 5.625-5.475 5.92.42.36.81 1.096.81 2.22 0 1.606-.015 2.896-.015 3.286 0 .315.21.69.825.57C20.565 22.092 24 17.592 24 12.297c0-6.627-5.373-12-12-12"/></svg>';

const localeChrome = (lang: Lang) => ({
  lang,
  label: t('languageLabel', lang),
  title: 'Modern.js Module',
  description: t('siteDescription', lang),
  outlineTitle: t('outlineTitle', lang),
  prevPageText: t('prevPageText', lang),
  nextPageText: t('nextPageText', lang),
  lastUpdatedText: t('lastUpdatedText', lang),
  searchPlaceholderText: t('searchPlaceholderText', lang),
  searchNoResultsText: t('searchNoResultsText', lang),
  searchSuggestedQueryText: t('searchSuggestedQueryText', lang),
  overview: {
    filterNameText: t('overviewFilterName', lang),
    filterPlaceholderText: t('overviewFilterPlaceholder', lang),
    filterNoResultText: t('overviewFilterNoResult', lang),
  },
  editLink: DOCS_REPO_BASE_URL
    ? { docRepoBaseUrl: DOCS_REPO_BASE_URL, text: t('editLinkText', lang) }
    : undefined,
});

export default defineConfig({
  root: DOCS,
  base: BASE,
  title: 'Modern.js Module',
  icon: '/favicon.svg',
  logo: '/logo.svg',
  logoText: 'Modern.js Module',
  lang: 'zh',
  locales: [localeChrome('zh'), localeChrome('en')],
  ssg: true,
  // The default theme, extended through its documented points (theme/index.tsx).
  themeDir: path.join(__dirname, 'theme'),
  globalStyles: path.join(__dirname, 'theme/styles.css'),
  // The site's own search; Rspress's remote mode when SEARCH_REMOTE names a service (search/README.md).
  search: searchOptions(),
  mediumZoom: { selector: '.rspress-doc img', options: { margin: 0, scrollOffset: 40 } },
  markdown: {
    checkDeadLinks: true,
    showLineNumbers: false,
    defaultWrapCode: false,
    highlightLanguages: [
      ['js', 'javascript'],
      ['md', 'markdown'],
      ['mdx', 'tsx'],
      ['ts', 'typescript'],
    ],
  },
  plugins: [
    pluginPreview({ defaultRenderMode: 'pure' }),
    pluginFindability({ siteUrl: SITE_URL, base: BASE }),
    pluginSearchIndex({ root: DOCS, vocabulary, terms: terms.terms }),
    pluginLeanSiteData({ overviewRoutes: /\/api\/./ }),
    pluginOutcomeMarks(),
    // Every change to the internals of Rspress and React: patches/README.md.
    pluginPatches(),
    // Last: it reads the pages as the plugins above leave them.
    pluginDeployFiles(),
  ],
  themeConfig: {
    // Labels per language live in i18n.json; nav and sidebars in docs/{lang}/**/_meta.json.
    locales: [localeChrome('zh'), localeChrome('en')],
    lastUpdated: true,
    localeRedirect: 'auto',
    enableScrollToTop: true,
    socialLinks: [
      // The built-in 'github' icon has no accessible name (axe: link-name); this is the same mark, labelled.
      { icon: { svg: GITHUB_ICON }, mode: 'link', content: 'https://github.com/web-infra-dev/modern.js' },
    ],
    footer: { message: 'MIT Licensed · Copyright © 2023-present Modern.js' },
  },
});
