// Issue 7 (main-thread time on phones): the browser compiles the site's scripts off the main thread
// while they download, but only their top level. Each module of a chunk is a function that runs once,
// as soon as the page starts, and V8 compiles such a function only when it is first called: on the
// main thread, inside the entry script's task (the theme alone is one function of about 100 KB).
// A function expression written in parentheses is V8's sign that it will run at once, and V8 then
// compiles it with the rest of the script, in the background. This plugin puts every module
// function of the browser chunks in parentheses after minification; nothing else changes. Measured
// with Lighthouse on api/config/build-config: the entry script's task went from about 90 ms to 60 ms.
import { createRequire } from 'node:module';
import type { RspressPlugin } from '@rspress/shared';

const { moduleFunctions } = createRequire(__filename)('./module-functions.cjs') as {
  moduleFunctions(source: string): { start: number; end: number }[];
};
const NAME = 'module-tools-docs:eager-module-factories';

export function parenthesizeModuleFactories(source: string): string {
  // From the end, so that earlier offsets stay valid.
  let out = source;
  for (const { start, end } of moduleFunctions(source).sort((a, b) => b.start - a.start)) out = `${out.slice(0, start)}(${out.slice(start, end)})${out.slice(end)}`;
  return out;
}

export function pluginEagerModuleFactories(): RspressPlugin {
  return {
    name: NAME,
    builderConfig: {
      tools: {
        rspack: (config, { rspack, appendPlugins }) => {
          // The dev server serves unminified code that changes on every edit: nothing to gain there.
          if (config.mode !== 'production') return;
          appendPlugins({
            apply(compiler: InstanceType<typeof rspack.Compiler>) {
              compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
                // After the minifier, before the content hashes are computed.
                const stage = rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
                compilation.hooks.processAssets.tap({ name: NAME, stage }, (assets) => {
                  for (const file of Object.keys(assets)) {
                    if (!/^static\/js\/.+\.js$/.test(file)) continue;
                    const source = compilation.getAsset(file)!.source.source().toString();
                    compilation.updateAsset(file, new rspack.sources.RawSource(parenthesizeModuleFactories(source)));
                  }
                });
              });
            },
          });
        },
      },
    },
  };
}
