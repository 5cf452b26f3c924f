// @rspress/plugin-preview turns Rspress's Rust MDX compiler off, and the JavaScript pipeline of Rspress
// 1.47 reads a heading's `{#id}` out of every text part of the heading with extractTextAndId, which also
// trims the end of each part: "Using `alias` and `resolve.alias` together" reaches the page and the
// outline as "Usingalias andresolve.alias together" (rspress issue #1299). This remark plugin runs
// after Rspress's own toc plugin: it takes the `{#id}` out of the heading and gives the heading that id,
// so that Rspress's rehypeHeaderAnchor has no text to read an id from and leaves the text alone; and
// it writes the outline entry of that heading again, with its spaces. A heading without `{#id}` is left
// to Rspress (the parity gate, tests/content/site.mjs, requires one on every h2 and h3). The search
// index is not affected: Rspress makes it with the Rust compiler, which keeps the spaces.
import type { Content, Heading, PhrasingContent, Root } from 'mdast';
import type { PatchContext, PatchPlugin } from './patch';

// The same pattern as Rspress's extractTextAndId (the `{` arrives escaped by escapeMarkdownHeadingIds).
const CUSTOM_ID = /\\?{#.*}/;

/** The properties remark-rehype gives the heading's element. */
type HeadingData = Heading['data'] & { hProperties?: Record<string, unknown> };

interface PageMeta {
  toc?: { id: string; text: string; depth: number }[];
}

export function headingSpaces({ probe }: PatchContext): PatchPlugin {
  const kept = probe('headings whose spaces beside inline code, links or emphasis were kept');
  function remarkHeadingSpaces(this: { data(): { pageMeta?: PageMeta } }) {
    const data = this.data();
    return (tree: Root) => {
      const toc = data.pageMeta?.toc ?? [];
      for (const heading of headingsOf(tree)) {
        const last = heading.children[heading.children.length - 1];
        const id = last?.type === 'text' ? CUSTOM_ID.exec(last.value)?.[0] : undefined;
        if (!last || last.type !== 'text' || !id) continue;
        last.value = last.value.replace(CUSTOM_ID, '').trimEnd();
        const hProperties = { ...(heading.data as HeadingData | undefined)?.hProperties, id: id.replace(/^\\/, '').slice(2, -1) };
        heading.data = { ...heading.data, hProperties } as HeadingData;
        const trimmed = heading.children.some((child, i) => child.type === 'text' && i < heading.children.length - 1 && /\s$/.test(child.value));
        if (!trimmed) continue;
        kept.hit();
        const entry = toc.find((item) => item.id === hProperties.id);
        if (entry) entry.text = heading.children.map(outlineText).join('');
      }
    };
  }
  return { markdown: { remarkPlugins: [remarkHeadingSpaces] } };
}

/** The headings of a page in document order, those inside MDX elements too. */
function headingsOf(node: Root | Content): Heading[] {
  if (node.type === 'heading') return [node];
  return 'children' in node ? (node.children as Content[]).flatMap(headingsOf) : [];
}

/** A heading part as Rspress writes it in the outline (its theme renders the inline Markdown). */
function outlineText(child: PhrasingContent): string {
  const inner = () => ('children' in child ? child.children.map((c) => ('value' in c ? c.value : '')).join('') : '');
  switch (child.type) {
    case 'text':
      return child.value;
    case 'inlineCode':
      return `\`${child.value}\``;
    case 'link':
      return inner();
    case 'strong':
      return `**${inner()}**`;
    case 'emphasis':
      return `*${inner()}*`;
    case 'delete':
      return `~~${inner()}~~`;
    default:
      return '';
  }
}
