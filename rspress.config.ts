import path from 'node:path';
import { defineConfig } from 'rspress/config';
import { pluginPreview } from '@rspress/plugin-preview';
import i18n from './i18n.json';
import { pluginFindability } from './plugins/findability';
import { pluginLeanSiteData } from './plugins/lean-site-data';
import { pluginHeadingIds } from './plugins/heading-ids';

type Lang = 'zh' | 'en';
const t = (key: keyof typeof i18n, lang: Lang) => i18n[key][lang];

/** Where the site is published; canonical links, hreflang alternates and the sitemap use it. */
export const SITE_URL = process.env.SITE_URL ?? 'https://modernjs.dev';
const BASE = '/module-tools/';

/** Where the "edit this page" links point; CI or a fork can override it. */
export const DOCS_REPO_BASE_URL =
  process.env.DOCS_REPO_BASE_URL ??
  'https://github.com/web-infra-dev/module-tools-docs/tree/main/docs';

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
  root: path.join(__dirname, 'docs'),
  base: BASE,
  title: 'Modern.js Module',
  icon: '/favicon.svg',
  logo: '/logo.svg',
  logoText: 'Modern.js Module',
  lang: 'zh',
  locales: [localeChrome('zh'), localeChrome('en')],
  ssg: true,
  search: { codeBlocks: true },
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
    pluginHeadingIds({ root: path.join(__dirname, 'docs') }),
    pluginLeanSiteData({ overviewRoutes: /\/api\/./ }),
  ],
  builderConfig: {
    resolve: {
      alias: {
        '@rspress/runtime$': path.join(__dirname, 'theme/runtime.tsx'),
        '@rspress/runtime-original': require.resolve('@rspress/runtime'),
        // Rspress's LocalProvider searches through FlexSearch; ours answers instead (theme/search/).
        flexsearch$: path.join(__dirname, 'theme/search/flexsearch.mjs'),
      },
    },
  },
  themeConfig: {
    // Labels per language live in i18n.json; nav and sidebars in docs/{lang}/**/_meta.json.
    locales: [localeChrome('zh'), localeChrome('en')],
    lastUpdated: true,
    localeRedirect: 'auto',
    enableScrollToTop: true,
    socialLinks: [
      { icon: 'github', mode: 'link', content: 'https://github.com/web-infra-dev/modern.js' },
    ],
    footer: { message: 'MIT Licensed · Copyright © 2023-present Modern.js' },
  },
});
