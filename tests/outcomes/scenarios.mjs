// Every outcome scenario, by page, and the check that ties them to the marked blocks of the docs.
import { LANGS, loadSite, where } from '../content/docs.mjs';
import { splitMark, marked } from './lib.mjs';
import gettingStarted from './scenarios/getting-started.mjs';
import modifyOutputProduct from './scenarios/modify-output-product.mjs';
import buildConfig from './scenarios/build-config.mjs';
import buildPreset from './scenarios/build-preset.mjs';
import copy from './scenarios/copy.mjs';
import asset from './scenarios/asset.mjs';
import buildUmd from './scenarios/build-umd.mjs';
import externalDependency from './scenarios/external-dependency.mjs';
import inDepthAboutBuild from './scenarios/in-depth-about-build.mjs';
import commandPreview from './scenarios/command-preview.mjs';
import pluginBabel from './scenarios/plugin-babel.mjs';
import pluginNodePolyfill from './scenarios/plugin-node-polyfill.mjs';
import pluginVue from './scenarios/plugin-vue.mjs';
import pluginHooks from './scenarios/plugin-hooks.mjs';
import useTailwindcss from './scenarios/use-tailwindcss.mjs';
import pluginBanner from './scenarios/plugin-banner.mjs';
import pluginImport from './scenarios/plugin-import.mjs';
import faqBasic from './scenarios/faq-basic.mjs';
import faqBasicInstall from './scenarios/faq-basic-install.mjs';
import faqBuild from './scenarios/faq-build.mjs';
import faqBuildDts from './scenarios/faq-build-dts.mjs';
import faqStorybook from './scenarios/faq-storybook.mjs';
import faqBuildLog from './scenarios/faq-build-log.mjs';
import migrationRslib from './scenarios/migration-rslib.mjs';
import migrationRows from './scenarios/migration-rows.mjs';
import migrationTables from './scenarios/migration-tables.mjs';
import migrationTopics from './scenarios/migration-topics.mjs';
import configDev from './scenarios/config-dev.mjs';
import components from './scenarios/components.mjs';
import publish from './scenarios/publish.mjs';

/**
 * Scenarios none of whose claims reads declarations, a type error or what the declaration step changes
 * (the clearing of outDir): their builds run with --no-dts (lib.mjs, Scenario.modern), which saves a
 * TypeScript compiler per task, more than half of what a build costs. A scenario not listed builds as the
 * page says; one that has a claim about declarations must not be listed (its check would pass vacuously
 * where it says that no declaration is written).
 */
const WITHOUT_DECLARATIONS = [
  'asset-bundleless', 'asset-inline', 'asset-name-function', 'asset-public-path', 'asset-svgr', 'banner-migrate',
  'build-config-alias-function', 'build-config-asset', 'build-config-asset-name', 'build-config-auto-extension-esm-imports', 'build-config-auto-external',
  'build-config-build-type', 'build-config-copy', 'build-config-copy-patterns', 'build-config-define',
  'build-config-externals', 'build-config-format', 'build-config-input', 'build-config-out-dir',
  'build-config-source-map', 'build-config-target', 'components-sass', 'config-esm-default-import', 'config-imports', 'build-config-tsconfig-extends', 'build-config-umd-module-name',
  'build-preset-es5', 'build-preset-explicit', 'copy-file-error', 'copy-glob-options', 'copy-lookup-error',
  'copy-preset', 'depth-build-stamp', 'depth-dynamic-import', 'depth-hook-order', 'depth-hooks',
  'ext-esm', 'ext-externals', 'ext-externals-string', 'ext-object', 'faq-asset-not-inlined', 'faq-build-log-less',
  'faq-class-fields', 'faq-css-not-imported', 'faq-invalid-target', 'faq-less-math', 'faq-less-options',
  'faq-preset-function', 'faq-preset-object-and-array', 'faq-swc-helpers', 'faq-transform-lodash',
  'faq-webpack-loaders', 'mop-function', 'mop-target-es5', 'plugin-node-polyfill-options', 'tailwind-config-file',
  'tailwind-style-function', 'tailwind-style-object', 'transform-import', 'transform-import-migrate',
];

export const scenarios = [...gettingStarted, ...modifyOutputProduct, ...buildConfig, ...buildPreset, ...copy, ...asset, ...buildUmd, ...externalDependency, ...inDepthAboutBuild, ...commandPreview, ...configDev, ...components, ...publish, ...pluginBabel, ...pluginNodePolyfill, ...pluginVue, ...pluginHooks, ...useTailwindcss, ...pluginBanner, ...pluginImport, ...faqBasic, ...faqBasicInstall, ...faqBuild, ...faqBuildDts, ...faqBuildLog, ...faqStorybook, ...migrationRslib, ...migrationRows, ...migrationTables, ...migrationTopics].map((def) => (WITHOUT_DECLARATIONS.includes(def.name) ? { ...def, dts: false } : def));

for (const name of WITHOUT_DECLARATIONS) if (!scenarios.some((def) => def.name === name)) throw new Error(`WITHOUT_DECLARATIONS names ${name}, which is no scenario`);

/** Problems of the marks: a marked block that no scenario runs, a scenario mark that no block carries. */
export function checkMarks() {
  const problems = [];
  const claimed = new Set();
  const names = new Set();
  for (const def of scenarios) {
    if (names.has(def.name)) problems.push(`scenario name ${def.name} is used twice`);
    names.add(def.name);
    for (const mark of def.marks) {
      const [file, name] = splitMark(mark, def.page);
      claimed.add(`${file}#${name}`);
      const blocks = marked(file, name);
      for (const lang of LANGS) if (!blocks[lang].length) problems.push(`scenario ${def.name} names outcome="${name}", but no block of docs/${lang}/${file} carries it`);
    }
  }
  for (const page of loadSite().pages.values()) {
    for (const block of page.blocks) {
      if (block.outcome !== undefined && !claimed.has(`${page.file}#${block.outcome}`)) problems.push(`${where(page, block.line)}: outcome="${block.outcome}" is not run by any scenario of tests/outcomes`);
    }
  }
  return problems;
}
