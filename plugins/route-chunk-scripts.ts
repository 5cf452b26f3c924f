// Issue 7 (first load, main-thread time): a page's own code (its MDX chunk) is not among the scripts of
// its HTML. The entry script asks for it once it runs: one more round trip before the page can
// hydrate, and the request is made inside the entry script's task, its costliest part after compiling.
// This plugin lists each page's chunks as deferred scripts in its HTML, ahead of the entry script, as
// the other chunks already are; the entry then finds them loaded. Navigation between pages still
// loads the next page's chunk on demand.
import type { RouteMeta, RspressPlugin } from '@rspress/shared';

export function pluginRouteChunkScripts({ base }: { base: string }): RspressPlugin {
  // Page source file -> the files of the chunks its route loads, from the browser build's stats.
  const chunksOfPage = new Map<string, string[]>();
  return {
    name: 'module-tools-docs:route-chunk-scripts',
    config(config) {
      const scripts = (route: RouteMeta) =>
        (chunksOfPage.get(route.absolutePath) ?? []).map((file) => `<script defer src="${base}${file}"></script>`).join('');
      config.head = [...(config.head ?? []), scripts];
      return config;
    },
    builderConfig: {
      tools: {
        rspack: (config, { rspack, appendPlugins }) => {
          if (config.mode !== 'production' || String(config.target).includes('node')) return;
          appendPlugins({
            apply(compiler: InstanceType<typeof rspack.Compiler>) {
              compiler.hooks.done.tap('module-tools-docs:route-chunk-scripts', (stats) => {
                chunksOfPage.clear();
                // A page's chunks are the group its route imports lazily (a fragment page's code is also
                // in the chunks of the pages that include it, which are not its own).
                for (const group of stats.compilation.chunkGroups) {
                  if (group.isInitial()) continue;
                  for (const { request = '' } of group.origins) {
                    if (/\.mdx?$/.test(request)) chunksOfPage.set(request, group.getFiles().filter((file) => file.endsWith('.js')));
                  }
                }
              });
            },
          });
        },
      },
    },
  };
}
