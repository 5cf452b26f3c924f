// A fence's `outcome="…"` names the test scenario that proves what the block shows (tests/outcomes/);
// it is for the tests and for readers of the MDX. Rspress 1.47 reads the title of a code block as
// everything after the first "=" of the fence's meta, so `title="a.ts" outcome="x"` would show the
// title "a.ts outcome", and a block with only a mark would get the mark as its title. The mark is
// therefore taken out of the meta before the page is rendered.
import type { Element, Root } from 'hast';
import type { RspressPlugin } from '@rspress/shared';

const MARK = /(^|\s)outcome="[^"]*"/;

function stripMarks(node: Root | Element) {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    const meta = child.tagName === 'code' ? child.properties.meta : undefined;
    if (typeof meta === 'string' && MARK.test(meta)) child.properties.meta = meta.replace(MARK, '').trim();
    stripMarks(child);
  }
}

export function pluginOutcomeMarks(): RspressPlugin {
  return {
    name: 'module-tools-docs:outcome-marks',
    markdown: { rehypePlugins: [() => (tree: Root) => stripMarks(tree)] },
  };
}
