// Issue 7 (main-thread time on phones): each level-2 section of a page body becomes a component of its
// own, so that hydration can pause between sections (see mdx-sections-loader.cjs). The loader runs on
// the output of Rspress's MDX loader, in production builds.
import path from 'node:path';
import type { RspressPlugin } from '@rspress/shared';

const RSPRESS_MDX_LOADER = /@rspress[\\/]core[\\/]dist[\\/]loader\.js$/;

interface LoaderEntry {
  loader?: string;
}
interface Rule {
  oneOf?: Rule[];
  use?: LoaderEntry[];
}

export function pluginMdxSections(): RspressPlugin {
  return {
    name: 'module-tools-docs:mdx-sections',
    builderConfig: {
      tools: {
        rspack: (config) => {
          if (config.mode !== 'production') return;
          let added = false;
          const visit = (rules: Rule[]) => {
            for (const rule of rules) {
              const at = rule.use?.findIndex((entry) => RSPRESS_MDX_LOADER.test(entry.loader ?? '')) ?? -1;
              // Loaders run from the last to the first: placed before Rspress's, ours runs after it.
              if (at >= 0) {
                rule.use!.splice(at, 0, { loader: path.join(__dirname, 'mdx-sections-loader.cjs') });
                added = true;
              }
              if (rule.oneOf) visit(rule.oneOf);
            }
          };
          visit((config.module?.rules ?? []) as Rule[]);
          if (!added) throw new Error('module-tools-docs:mdx-sections: Rspress MDX loader not found in the build config');
        },
      },
    },
  };
}
