// A page's own code (its MDX chunk) is not among the scripts of its HTML: Rspress's entry script asks for
// it once it runs, one more round trip before the page can hydrate, and the request is made inside the
// entry script's task, its costliest part after compiling. This lists each page's chunks as deferred
// scripts in its HTML, ahead of the entry script, as the other chunks already are; the entry then finds
// them loaded. The chunks come from the browser build's chunk graph: a page's chunks are the group its
// route imports lazily. Navigation between pages still loads the next page's chunk on demand.
import type { RouteMeta } from '@rspress/shared';
import type { PatchContext, PatchPlugin } from './patch';

export function routeChunkScripts({ probe }: PatchContext): PatchPlugin {
  const found = probe("lazily imported page chunk groups found in the browser build");
  const listed = probe("pages whose HTML lists their own chunks");
  // Page source file -> the files of the chunks its route loads.
  const chunksOfPage = new Map<string, string[]>();
  return {
    config(config) {
      const base = config.base ?? '/';
      const scripts = (route: RouteMeta) => {
        const files = chunksOfPage.get(route.absolutePath) ?? [];
        if (files.length) listed.hit();
        return files.map((file) => `<script defer src="${base}${file}"></script>`).join('');
      };
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
                // A fragment page's code is also in the chunks of the pages that include it, which are
                // not its own: only groups whose origin is an MDX request count.
                for (const group of stats.compilation.chunkGroups) {
                  if (group.isInitial()) continue;
                  for (const { request = '' } of group.origins) {
                    if (!/\.mdx?$/.test(request)) continue;
                    chunksOfPage.set(request, group.getFiles().filter((file) => file.endsWith('.js')));
                    found.hit();
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
