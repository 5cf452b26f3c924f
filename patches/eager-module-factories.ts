// The browser compiles the site's scripts off the main thread while they download, but only their top
// level. Each module of a chunk is a function that runs once, as soon as the page starts, and V8 compiles
// such a function only when it is first called: on the main thread, inside the entry script's task (the
// theme alone is one function of about 100 KB). A function expression written in parentheses is V8's
// sign that it will run at once, and V8 then compiles it with the rest of the script, in the background.
// This rewrites the browser chunks after minification: every module function goes in parentheses;
// nothing else changes. Production builds only: the dev server's code changes on every edit.
import { createRequire } from 'node:module';
import type { PatchContext, PatchPlugin } from './patch';

const require = createRequire(__filename);
const { moduleFunctions } = require('./module-functions.cjs') as {
  moduleFunctions(source: string): { start: number; end: number }[];
};
const NAME = 'module-tools-docs:eager-module-factories';

export function parenthesizeModuleFactories(source: string): { source: string; count: number } {
  const functions = moduleFunctions(source);
  // From the end, so that earlier offsets stay valid.
  let out = source;
  for (const { start, end } of functions.sort((a, b) => b.start - a.start)) out = `${out.slice(0, start)}(${out.slice(start, end)})${out.slice(end)}`;
  return { source: out, count: functions.length };
}

export function eagerModuleFactories({ probe }: PatchContext): PatchPlugin {
  const parenthesized = probe("module functions (values of a chunk's `{ <id>: function (module, exports, require) {…} }` table) put in parentheses");
  return {
    builderConfig: {
      tools: {
        rspack: (config, { rspack, appendPlugins }) => {
          if (config.mode !== 'production') return;
          appendPlugins({
            apply(compiler: InstanceType<typeof rspack.Compiler>) {
              compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
                // After the minifier, before the content hashes are computed.
                const stage = rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
                compilation.hooks.processAssets.tap({ name: NAME, stage }, (assets) => {
                  for (const file of Object.keys(assets)) {
                    if (!/^static\/js\/.+\.js$/.test(file)) continue;
                    const result = parenthesizeModuleFactories(compilation.getAsset(file)!.source.source().toString());
                    parenthesized.hit(result.count);
                    compilation.updateAsset(file, new rspack.sources.RawSource(result.source));
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

