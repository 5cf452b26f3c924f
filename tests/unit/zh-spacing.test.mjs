// The spacing rule of the Chinese pages (CONTRIBUTING.md, "Terms and tone"): a space between a Chinese
// character and a Latin letter or digit, and between a Chinese character and a code span, as the text is
// rendered: emphasis marks and link brackets do not count as a space. Code blocks, the text inside code
// spans, link targets, heading ids, HTML tags and MDX imports are not prose.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSite, where } from '../content/docs.mjs';

const CJK = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff';
const TIGHT = new RegExp(`[${CJK}](?=[A-Za-z0-9\`])|[A-Za-z0-9\`](?=[${CJK}])`, 'g');

/** A zh line as rendered text, same length: code spans become `xx`, markup that draws nothing becomes \0. */
function rendered(raw) {
  return raw
    .replace(/`[^`]*`/g, (m) => `\`${'x'.repeat(m.length - 2)}\``)
    .replace(/\]\([^)]*\)/g, (m) => `]${'\0'.repeat(m.length - 1)}`)
    .replace(/\s*\{#[^}]*\}\s*$/, (m) => ' '.repeat(m.length))
    .replace(/<[^>]+>/g, (m) => ' '.repeat(m.length))
    .replace(/\*\*|__|\[|\]/g, (m) => '\0'.repeat(m.length));
}

export function tightSpots() {
  const problems = [];
  for (const page of loadSite().pages.values()) {
    if (page.lang !== 'zh') continue;
    const inBlock = new Set(page.blocks.flatMap((b) => Array.from({ length: b.endLine - b.line + 1 }, (_, k) => b.line + k)));
    const frontmatter = page.lines[0] === '---' ? page.lines.indexOf('---', 1) + 1 : 0;
    page.lines.forEach((raw, k) => {
      if (k < frontmatter || inBlock.has(k + 1) || /^\s*(import|export) /.test(raw)) return;
      const text = rendered(raw).replace(/\0/g, '');
      for (const m of text.matchAll(TIGHT)) problems.push(`${where(page, k + 1)}: no space in "${text.slice(Math.max(0, m.index - 8), m.index + 9).replace(/`x+`/g, '`…`')}"`);
    });
  }
  return problems;
}

test('zh pages put a space between Chinese and Latin words, digits and code spans', () => {
  assert.deepEqual(tightSpots(), []);
});

// Rspress 1.47 titles a container without a title of its own by its type in English capitals ("INFO"),
// whatever the page's language, so every container on a zh page names its title in Chinese.
test('zh pages give every container (:::tip, :::info, :::warning, …) a Chinese title', () => {
  const untitled = [];
  for (const page of loadSite().pages.values()) {
    if (page.lang !== 'zh') continue;
    const inBlock = new Set(page.blocks.flatMap((b) => Array.from({ length: b.endLine - b.line + 1 }, (_, k) => b.line + k)));
    page.lines.forEach((raw, k) => {
      const open = /^\s*:::(tip|info|note|warning|danger|caution|details)\b(.*)$/.exec(raw);
      if (open && !inBlock.has(k + 1) && !new RegExp(`[${CJK}]`).test(open[2])) untitled.push(`${where(page, k + 1)}: ":::${open[1]}" has no Chinese title (Rspress would show ${open[1].toUpperCase()})`);
    });
  }
  assert.deepEqual(untitled, []);
});
