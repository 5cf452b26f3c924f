// Rspress 1 highlights code with Prism in the browser.
// react-syntax-highlighter, refractor and the grammars ride in the main chunk of every page (about
// 24 KiB gzip), and hydration tokenizes every block of the page again: most of the blocking time of a
// long page such as api/config/build-config. This plugin runs the same Prism grammars (refractor, the
// engine react-syntax-highlighter wraps) once, at build time, with the aliases of
// `markdown.highlightLanguages`, and the browser gets a stub instead of react-syntax-highlighter (the
// module swap in ./index.ts). `codeHighlighter: 'shiki'` is the theme's switch for "the code comes
// highlighted": its Code component then renders the children as they are, keeping its copy and wrap
// buttons. The theme's PackageManagerTabs would still ask for Prism; no page uses it.
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Element, ElementContent, Root, RootContent, Text } from 'hast';
import type { PatchContext, PatchPlugin } from './patch';

interface Refractor {
  registered(language: string): boolean;
  highlight(code: string, language: string): RootContent[];
}
const refractor: Refractor = createRequire(__filename)('refractor');

// Rspress's own defaults (DEFAULT_HIGHLIGHT_LANGUAGES), then the site's pairs.
const DEFAULT_ALIASES: [string, string][] = [['js', 'javascript'], ['ts', 'typescript'], ['jsx', 'tsx'], ['md', 'markdown'], ['mdx', 'tsx']];

export function prismAtBuild({ probe }: PatchContext): PatchPlugin {
  const aliases = new Map(DEFAULT_ALIASES);
  const highlighted = probe('code blocks highlighted at build time');
  return {
    config(config) {
      for (const pair of config.markdown?.highlightLanguages ?? []) if (Array.isArray(pair)) aliases.set(pair[0], pair[1]);
      config.markdown = { ...config.markdown, codeHighlighter: 'shiki' };
      return config;
    },
    markdown: { rehypePlugins: [() => (tree: Root) => highlighted.hit(highlightCodeBlocks(tree, aliases))] },
    globalStyles: path.join(__dirname, 'prism-tokens.css'),
  };
}

/** Highlights every code block of a page; returns how many it highlighted. */
function highlightCodeBlocks(tree: Root, aliases: Map<string, string>): number {
  let count = 0;
  const visit = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      const code = child.tagName === 'pre' ? child.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code') : undefined;
      if (code) count += highlight(code, aliases) ? 1 : 0;
      else visit(child);
    }
  };
  visit(tree);
  return count;
}

function highlight(code: Element, aliases: Map<string, string>): boolean {
  const className = ([] as unknown[]).concat(code.properties.className ?? []).map(String);
  const given = className.find((name) => name.startsWith('language-'))?.slice('language-'.length);
  if (!given) return false;
  const language = aliases.get(given) ?? given;
  const text = textOf(code).trim();
  const tokens = refractor.registered(language) ? (refractor.highlight(text, language) as ElementContent[]) : [{ type: 'text', value: text } as Text];
  const marked = highlightedLines(String(code.properties.meta ?? ''));
  // Lines get elements of their own only when a fence marks some of them, to keep long pages light.
  const html = mergeNeighbourTokens(marked.size
    ? splitLines(tokens)
        .map((line, index) => `<span class="${marked.has(index + 1) ? 'line code-line-highlighted' : 'line'}">${line.map(toHtml).join('')}</span>`)
        .join('\n')
    : tokens.map(toHtml).join(''));
  // As an HTML string rather than elements: a page with many blocks would otherwise carry (and React
  // hydrate) one element per token; a string is a fraction of the size and hydration leaves it alone.
  code.children = [rawSpan(html) as unknown as ElementContent];
  // The theme puts these props on the <pre>, which scrolls sideways: it must be reachable by keyboard
  // (WCAG 2.1.1; axe: scrollable-region-focusable).
  code.properties.tabIndex = 0;
  return true;
}

// <span dangerouslySetInnerHTML={{ __html: html }} />, as the MDX compiler takes JSX (with its estree).
function rawSpan(html: string) {
  const estree = {
    type: 'Program',
    sourceType: 'module',
    body: [{
      type: 'ExpressionStatement',
      expression: {
        type: 'ObjectExpression',
        properties: [{
          type: 'Property', kind: 'init', method: false, shorthand: false, computed: false,
          key: { type: 'Identifier', name: '__html' },
          value: { type: 'Literal', value: html },
        }],
      },
    }],
  };
  return {
    type: 'mdxJsxTextElement',
    name: 'span',
    attributes: [{ type: 'mdxJsxAttribute', name: 'dangerouslySetInnerHTML', value: { type: 'mdxJsxAttributeValueExpression', value: '', data: { estree } } }],
    children: [],
  };
}

// The token classes prism-tokens.css colours (those of the theme's Prism style). A token of no other
// class (operator, imports, ...) would change nothing on screen, so it is written as its bare text.
// Punctuation too: the theme gives it nearly the colour of plain code (#242323 on #2e3440 in light,
// #bbb on #e5e7eb in dark), and its spans were a third of the elements of a reference page and 1 KiB
// gzip of buildConfig's first load, which the 150 KiB budget could not hold.
const STYLED = new Set(['comment', 'doctype', 'property', 'constant', 'string', 'symbol', 'variable', 'attr-name', 'attr-value', 'builtin', 'function', 'keyword', 'tag', 'inserted', 'deleted', 'regex', 'key', 'title', 'important', 'bold', 'italic']);

// Neighbouring tokens of the same colour, with nothing or only spaces between them, become one
// (`export default` is one element, not two); the spaces take the colour, which shows nothing.
const COLOUR_ONLY = new Set(['keyword', 'string', 'property', 'constant', 'symbol', 'variable', 'function', 'tag', 'attr-name', 'attr-value', 'builtin', 'key', 'regex', 'title', 'comment', 'inserted', 'deleted']);
function mergeNeighbourTokens(html: string): string {
  const neighbours = /(<span class="token ([a-z-]+)">[^<]*)<\/span>(\s*)<span class="token \2">/g;
  for (let before = ''; before !== html; ) {
    before = html;
    html = html.replace(neighbours, (match, open: string, name: string, space: string) => (COLOUR_ONLY.has(name) ? open + space : match));
  }
  return html;
}

// Prism's output is only spans with classes and text, so this is all the serializer it needs.
function toHtml(node: ElementContent): string {
  if (node.type === 'text') return node.value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  if (node.type !== 'element') return '';
  const inner = node.children.map(toHtml).join('');
  const styled = ([] as unknown[]).concat(node.properties.className ?? []).map(String).filter((name) => STYLED.has(name));
  return styled.length ? `<span class="token ${styled.join(' ')}">${inner}</span>` : inner;
}

function textOf(node: ElementContent | Element): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map((child) => textOf(child as ElementContent)).join('') : '';
}

// `{1,3-5}` in the fence's meta, as Rspress's Prism path reads it.
function highlightedLines(meta: string): Set<number> {
  const range = /{([\d,-]*)}/.exec(meta)?.[1];
  const lines = new Set<number>();
  for (const part of range ? range.split(',') : []) {
    const [start, end = start] = part.split('-').map(Number);
    for (let line = start; line <= end; line++) lines.add(line);
  }
  return lines;
}

// Prism tokens may span lines (comments, template strings): cut them at each newline, keeping the
// token's element around each piece, so that every line is a span of its own.
function splitLines(nodes: ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  for (const node of nodes) {
    const [first, ...rest] = splitNode(node);
    lines[lines.length - 1].push(...first);
    lines.push(...rest);
  }
  return lines;
}

function splitNode(node: ElementContent): ElementContent[][] {
  if (node.type === 'text') return node.value.split('\n').map((piece) => (piece ? [{ type: 'text', value: piece }] : []));
  if (node.type !== 'element') return [[node]];
  return splitLines(node.children).map((line) => (line.length ? [{ ...node, children: line }] : []));
}
