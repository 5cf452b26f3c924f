// Every change this site makes to the internals of Rspress 1.47 and React 18, as one Rspress plugin:
// module swaps, stylesheets that go with them, code highlighted at build time, and the spaces of headings. The table
// in README.md says what each one buys and which test guards it. Each patch checks, when the build
// starts, that what it changes is still there, and after a production build that it did its work; it
// fails the build otherwise. `npm run bench -- --without <name>` builds without one of them.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { RspressPlugin } from '@rspress/shared';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import type * as RspressRuntime from '@rspress/runtime';
import type { useThemeState } from 'rspress/theme';
import { checkTargets, Probes, standIn, swapProbe, type ModuleSwap, type Patch } from './patch';
import type * as RuntimeStandIn from './rspress-runtime';
import type { RuntimePatch } from './rspress-runtime';
import type * as HydrateInTransition from './hydrate-in-transition';
import type * as ThemeState from './use-theme-state';
import type * as SearchEngine from './search-engine.mjs';
import type * as LanguageIcon from './language-icon';
import type * as CodeButtonIcon from './code-button-icons/copy';
import type * as NoRuntimePrism from './no-runtime-prism.mjs';
import type * as HeadTags from './head-tags';
import { prismAtBuild } from './prism-at-build';
import { headingSpaces } from './heading-spaces';

const require = createRequire(__filename);

/** What Rspress uses of react-helmet-async (the Layout of its theme, and its App). */
interface HelmetAsRspressUsesIt {
  Helmet: ComponentType<{ htmlAttributes?: { lang?: string }; children?: ReactNode }>;
  HelmetProvider: ComponentType<{ context?: object; children?: ReactNode }>;
}

// The files of Rspress that the patches are written against.
const THEME = '@rspress/theme-default/dist/bundle.js';
const RUNTIME_HOOKS = '@rspress/runtime/dist/hooks.js';
const APP = '@rspress/core/dist/runtime/App.js';
const CLIENT_ENTRY = '@rspress/core/dist/runtime/clientEntry.js';

// What Rspress uses of the modules that have no types of their own.
type Icon<Props> = { default: ComponentType<Props> };
type FlexSearch = { default: { Document: new (options: { tokenize?: unknown }) => { addAsync(id: unknown, item: unknown): Promise<void>; searchAsync(query: string, options?: { limit?: number }): Promise<unknown[]> } } };
type ReactSyntaxHighlighter = { PrismLight: ComponentType<never> & { registerLanguage(...args: unknown[]): void } };

const rspressRuntime: ModuleSwap = {
  request: /^@rspress\/runtime$/,
  standIn: standIn<typeof RspressRuntime, typeof RuntimeStandIn>(require.resolve('./rspress-runtime.tsx')),
};

export const PATCHES: Patch[] = [
  {
    name: 'window-size-hydration' satisfies RuntimePatch,
    replaces: '@rspress/runtime useWindowSize (rspress-runtime.tsx)',
    swaps: [rspressRuntime],
    targets: [{ file: RUNTIME_HOOKS, contains: "'undefined' == typeof window ? Number.POSITIVE_INFINITY : window.innerWidth", what: 'useWindowSize starts from the window width in the browser and from Infinity on the server' }],
  },
  {
    name: 'page-data-once' satisfies RuntimePatch,
    replaces: '@rspress/runtime DataContext.Provider (rspress-runtime.tsx)',
    swaps: [rspressRuntime],
    targets: [{ file: APP, contains: 'setPageData(pageData)', what: 'the app stores the page data again after mounting' }],
  },
  {
    name: 'hydrate-in-transition',
    replaces: "react-dom/client in Rspress's client entry (hydrate-in-transition.ts)",
    swaps: [{ request: /^react-dom\/client$/, issuer: /[\\/]@rspress[\\/]core[\\/]dist[\\/]runtime[\\/]clientEntry\.js$/, standIn: standIn<typeof ReactDomClient, typeof HydrateInTransition>(require.resolve('./hydrate-in-transition.ts')) }],
    targets: [{ file: CLIENT_ENTRY, contains: 'hydrateRoot(container,', what: 'the client entry hydrates the page with hydrateRoot' }],
  },
  {
    name: 'theme-state-once',
    replaces: "the theme's useThemeState in Rspress's client entry (use-theme-state.ts)",
    swaps: [{ request: /^@theme$/, issuer: /[\\/]@rspress[\\/]core[\\/]dist[\\/]runtime[\\/]clientEntry\.js$/, standIn: standIn<{ useThemeState: typeof useThemeState }, typeof ThemeState>(require.resolve('./use-theme-state.ts')) }],
    targets: [
      { file: CLIENT_ENTRY, contains: '.useThemeState)()', what: "the client entry takes the app's light/dark state from the theme" },
      { file: THEME, contains: 'setSkipEffect(false);', what: "the theme's useThemeState sets a state of its own after mounting" },
    ],
  },
  {
    name: 'query-switches',
    replaces: "the switches that ?navbar=0 and ?footer=0 turn off in the theme's useUISwitch (query-switches-loader.cjs)",
    targets: [
      { file: THEME, contains: 'if ("0" === navbar) setShowNavbar(false);', what: "the theme's layout hides the nav for ?navbar=0 with a state update in an effect" },
      { file: THEME, contains: 'if ("0" === footer) setShowDocFooter(false);', what: "the theme's layout hides the doc footer for ?footer=0 with a state update in an effect" },
    ],
    plugin: ({ probe }) => {
      const replaced = probe('query switches set after the page body');
      const probeKey = 'module-tools-docs:query-switches';
      (globalThis as Record<symbol, () => void>)[Symbol.for(probeKey)] = () => replaced.hit();
      return {
        builderConfig: {
          tools: {
            rspack: (config) => {
              config.module ??= {};
              config.module.rules ??= [];
              config.module.rules.push({
                test: /[\\/]@rspress[\\/]theme-default[\\/]dist[\\/]bundle\.js$/,
                use: [{ loader: require.resolve('./query-switches-loader.cjs'), options: { helper: require.resolve('./page-body.tsx'), probeKey } }],
              });
            },
          },
        },
      };
    },
  },
  {
    name: 'search-engine',
    replaces: "flexsearch in the theme's LocalProvider (search-engine.mjs), answered by the site's engine (search/) with page records made for its PageSearcher (search/present.mjs)",
    swaps: [{ request: /^flexsearch$/, standIn: standIn<FlexSearch, typeof SearchEngine>(require.resolve('./search-engine.mjs')) }],
    targets: [
      { file: THEME, contains: '__WEBPACK_EXTERNAL_MODULE_flexsearch__["default"].Document(createOptions)', what: 'the LocalProvider searches through FlexSearch Documents' },
      // search/present.mjs (the site's search folder) writes each page record for the panel's way of listing it.
      { file: THEME, contains: 'if (normalizedHeader.includes(query)) {', what: "the panel lists every heading of a record's toc that contains the query, in toc order" },
      { file: THEME, contains: 'if (hIndex <= currentIndex && next >= currentIndex) return true;', what: 'the panel places a match in the text under the heading whose charIndex comes before it' },
      { file: THEME, contains: 'const highlightStartIndex = item._matchesPosition.content[0].start;', what: 'the panel starts the snippet at the first of _matchesPosition.content when the query is not in the text' },
      { file: THEME, contains: 'const group = item.title;', what: 'the panel groups its lines by page title' },
    ],
  },
  {
    name: 'medium-zoom-pure',
    replaces: "medium-zoom in Rspress's zoom component (its pure build, with its stylesheet)",
    swaps: [{ request: /^medium-zoom$/, standIn: require.resolve('medium-zoom/dist/pure') }],
    styles: [require.resolve('medium-zoom/dist/style.css')],
    targets: [{ file: '@rspress/plugin-medium-zoom/static/MediumZoom.tsx', contains: "from 'medium-zoom'", what: 'the zoom component imports medium-zoom' }],
  },
  {
    name: 'language-icon-name',
    replaces: '@theme-assets/translator (language-icon.tsx)',
    swaps: [{ request: /^@theme-assets\/translator$/, standIn: standIn<Icon<SVGProps<SVGSVGElement>>, typeof LanguageIcon>(require.resolve('./language-icon.tsx')) }],
    targets: [{ file: THEME, contains: 'from "@theme-assets/translator"', what: "the language menu's icon" }],
  },
  {
    name: 'code-button-icons',
    replaces: '@theme-assets/copy, success, wrap, wrapped (code-button-icons/)',
    swaps: (['copy', 'success', 'wrap', 'wrapped'] as const).map((picture) => ({
      request: new RegExp(`^@theme-assets/${picture}$`),
      standIn: standIn<Icon<{ className?: string }>, typeof CodeButtonIcon>(require.resolve(`./code-button-icons/${picture}.tsx`)),
    })),
    styles: [require.resolve('./code-button-icons/icons.css')],
    targets: (['copy', 'success', 'wrap', 'wrapped'] as const).map((picture) => ({
      file: THEME,
      contains: `from "@theme-assets/${picture}"`,
      what: `the code blocks' ${picture} icon`,
    })),
  },
  {
    name: 'prism-at-build',
    replaces: 'react-syntax-highlighter in the theme (no-runtime-prism.mjs), with code highlighted at build time (prism-at-build.ts)',
    swaps: [{ request: /^react-syntax-highlighter($|\/)/, standIn: standIn<ReactSyntaxHighlighter, typeof NoRuntimePrism>(require.resolve('./no-runtime-prism.mjs')) }],
    targets: [
      { file: THEME, contains: 'from "react-syntax-highlighter"', what: 'the theme highlights code in the browser' },
      { file: THEME, contains: "case 'shiki':", what: 'the Code component renders highlighted children as they are' },
    ],
    plugin: prismAtBuild,
  },
  {
    name: 'heading-spaces',
    replaces: "the spaces that Rspress's MDX pipeline trims from each text part of a heading, in the page and the outline (heading-spaces.ts)",
    targets: [
      { file: '@rspress/plugin-preview/dist/index.js', contains: 'config.markdown.mdxRs = false;', what: "the preview plugin turns off the Rust MDX compiler, so pages go through Rspress's JavaScript pipeline" },
      { file: '@rspress/shared/dist/node-utils.js', contains: "title.replace(customIdReg, '').trimEnd()", what: 'extractTextAndId trims the end of the text it reads an id from' },
      { file: '@rspress/core/dist/loader.js', contains: 'child.value = textPart;', what: 'rehypeHeaderAnchor, for a heading without an id, writes each text part back as extractTextAndId returns it' },
      { file: '@rspress/core/dist/loader.js', contains: 'data.pageMeta.toc = toc;', what: "the toc plugin keeps the outline in the processor's pageMeta, read after the compile" },
    ],
    plugin: headingSpaces,
  },
  {
    name: 'head-tags',
    replaces: 'react-helmet-async in the browser (head-tags.tsx)',
    swaps: [{ request: /^react-helmet-async$/, browserOnly: true, standIn: standIn<HelmetAsRspressUsesIt, typeof HeadTags>(require.resolve('./head-tags.tsx')) }],
    targets: [
      { file: THEME, contains: 'react_helmet_async_048d06c6__.Helmet, {\n                htmlAttributes: {\n                    lang: currentLang', what: "the theme's Layout gives Helmet <html lang>" },
      { file: THEME, contains: '(0, __WEBPACK_EXTERNAL_MODULE_react_jsx_runtime_225474f2__.jsx)("title", {\n                        children: title\n                    }) : null,\n                    description ? /*#__PURE__*/ (0, __WEBPACK_EXTERNAL_MODULE_react_jsx_runtime_225474f2__.jsx)("meta", {\n                        name: "description",\n                        content: description\n                    }) : null\n                ]', what: "the theme's Layout gives Helmet the title and the meta description, and nothing else" },
      { file: APP, contains: 'react_helmet_async_048d06c6__.HelmetProvider, {', what: 'the app wraps the page in HelmetProvider' },
    ],
  },
];

/** The patches, less those named in `without` (default: the PATCHES_WITHOUT variable, comma-separated). */
export function pluginPatches({ without = (process.env.PATCHES_WITHOUT ?? '').split(',').filter(Boolean) }: { without?: string[] } = {}): RspressPlugin {
  const unknown = without.filter((name) => !PATCHES.some((patch) => patch.name === name));
  if (unknown.length) throw new Error(`PATCHES_WITHOUT names no patch: ${unknown.join(', ')} (patches: ${PATCHES.map((p) => p.name).join(', ')})`);
  const patches = PATCHES.filter((patch) => !without.includes(patch.name));
  for (const patch of patches) checkTargets(patch);

  const probes = new Probes();
  // A stand-in shared by several patches is swapped in once, and counted for each of them.
  const swaps = new Map<string, { swap: ModuleSwap; probes: { hit(): void }[] }>();
  for (const patch of patches) {
    for (const swap of patch.swaps ?? []) {
      const key = `${swap.request}|${swap.issuer ?? ''}`;
      if (!swaps.has(key)) swaps.set(key, { swap, probes: [] });
      swaps.get(key)!.probes.push(probes.probe(patch.name, swapProbe(swap)));
    }
  }
  for (const file of patches.flatMap((patch) => patch.styles ?? [])) if (!fs.existsSync(file)) throw new Error(`patches: ${file} is missing`);

  return {
    name: 'module-tools-docs:patches',
    config(config, { addPlugin }) {
      for (const patch of patches) {
        if (patch.plugin) addPlugin({ name: `module-tools-docs:patch:${patch.name}`, ...patch.plugin({ probe: (what) => probes.probe(patch.name, what) }) });
      }
      return config;
    },
    builderConfig: {
      source: {
        define: { __PATCHES_WITHOUT__: JSON.stringify(without) },
        preEntry: patches.flatMap((patch) => patch.styles ?? []),
      },
      tools: {
        rspack: (_config, { rspack, appendPlugins, target }) => {
          for (const { swap, probes: swapProbes } of swaps.values()) {
            if (swap.browserOnly && target !== 'web') continue;
            appendPlugins(
              new rspack.NormalModuleReplacementPlugin(swap.request, (data: { request: string; contextInfo?: { issuer?: string } }) => {
                const issuer = data.contextInfo?.issuer ?? '';
                // The stand-in's own import of the module reaches the original.
                if (issuer === swap.standIn || (swap.issuer && !swap.issuer.test(issuer))) return;
                data.request = swap.standIn;
                for (const probe of swapProbes) probe.hit();
              }),
            );
          }
        },
      },
    },
    afterBuild(_config, isProd) {
      if (!isProd) return;
      probes.check();
      console.log(`patches: ${patches.length} applied, each did its work (${probes.summary().join('; ')})`);
    },
  };
}
