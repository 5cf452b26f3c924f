// Each level-2 section of a page body becomes a component of its own, so that hydration can pause
// between sections (see mdx-sections-loader.cjs). The loader is put in front of Rspress's own MDX loader,
// found by its path inside @rspress/core, so that it runs on that loader's output. Production builds only.
import { createRequire } from 'node:module';
import type { PatchContext, PatchPlugin } from './patch';
import { PatchError } from './patch';

const require = createRequire(__filename);
const RSPRESS_MDX_LOADER = /@rspress[\\/]core[\\/]dist[\\/]loader\.js$/;
const LOADER = require.resolve('./mdx-sections-loader.cjs');
const sectionsLoader = require('./mdx-sections-loader.cjs') as { onSplit(count: number): void };

interface Rule {
  oneOf?: Rule[];
  use?: { loader?: string; options?: unknown }[];
}

/** Puts our loader before every use of Rspress's MDX loader in these rules; returns how many it found. */
export function addSectionsLoader(rules: Rule[], loaderPattern = RSPRESS_MDX_LOADER): number {
  let added = 0;
  for (const rule of rules) {
    const at = rule.use?.findIndex((entry) => loaderPattern.test(entry.loader ?? '')) ?? -1;
    // Loaders run from the last to the first: placed before Rspress's, ours runs after it.
    if (at >= 0) {
      rule.use!.splice(at, 0, { loader: LOADER });
      added++;
    }
    if (rule.oneOf) added += addSectionsLoader(rule.oneOf, loaderPattern);
  }
  return added;
}

export function mdxSections({ probe }: PatchContext): PatchPlugin {
  const split = probe('page bodies split into one component per level-2 section');
  sectionsLoader.onSplit = split.hit;
  return {
    builderConfig: {
      tools: {
        rspack: (config) => {
          if (config.mode !== 'production') return;
          if (!addSectionsLoader((config.module?.rules ?? []) as Rule[])) throw new PatchError('mdx-sections', `Rspress's MDX loader (${RSPRESS_MDX_LOADER}) is not in the build's rules`);
        },
      },
    },
  };
}
