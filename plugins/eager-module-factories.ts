// Issue 7 (main-thread time on phones): the browser compiles the site's scripts off the main thread
// while they download, but only their top level. Each module of a chunk is a function that runs once,
// as soon as the page starts, and V8 compiles such a function only when it is first called: on the
// main thread, inside the entry script's task (the theme alone is one function of about 100 KB).
// A function expression written in parentheses is V8's sign that it will run at once, and V8 then
// compiles it with the rest of the script, in the background. This plugin puts every module
// function of the browser chunks in parentheses after minification; nothing else changes. Measured
// with Lighthouse on api/config/build-config: the entry script's task went from about 90 ms to 60 ms.
import { parse } from 'acorn';
import type { Node, ObjectExpression } from 'acorn';
import type { RspressPlugin } from '@rspress/shared';

const NAME = 'module-tools-docs:eager-module-factories';

/** Wraps the values of every `{ <module id>: function (module, exports, require) {...} }` table. */
export function parenthesizeModuleFactories(source: string): string {
  const edits: number[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const candidate = node as Node;
    if (candidate.type === 'ObjectExpression' && isModuleTable(candidate as ObjectExpression)) {
      for (const property of (candidate as ObjectExpression).properties) {
        if (property.type !== 'Property') continue;
        edits.push(property.value.start, property.value.end);
      }
      return;
    }
    for (const [key, value] of Object.entries(candidate)) if (key !== 'loc') visit(value);
  };
  visit(parse(source, { ecmaVersion: 'latest', sourceType: 'script' }));
  // Insert from the end, so that earlier offsets stay valid; a start gets '(' and an end ')'.
  const marks = edits.map((offset, index) => ({ offset, text: index % 2 ? ')' : '(' })).sort((a, b) => b.offset - a.offset);
  let out = source;
  for (const { offset, text } of marks) out = out.slice(0, offset) + text + out.slice(offset);
  return out;
}

function isModuleTable(node: ObjectExpression): boolean {
  return (
    node.properties.length > 0 &&
    node.properties.every(
      (property) =>
        property.type === 'Property' &&
        property.key.type === 'Literal' &&
        /^\d+$/.test(String(property.key.value)) &&
        (property.value.type === 'FunctionExpression' || property.value.type === 'ArrowFunctionExpression'),
    )
  );
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
