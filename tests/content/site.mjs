// Gates 5 and 6: both languages carry the same pages with the same explicit heading ids and code
// blocks (language and outcome mark), and every internal link and #anchor resolves.
import fs from 'node:fs';
import path from 'node:path';
import { DOCS, LANGS, loadSite, listPages, where } from './docs.mjs';

export function checkParity() {
  const site = loadSite();
  const problems = [];
  const [zh, en] = LANGS.map((lang) => listPages(lang));
  for (const file of zh.filter((f) => !en.includes(f))) problems.push(`docs/zh/${file}: has no English counterpart docs/en/${file}`);
  for (const file of en.filter((f) => !zh.includes(f))) problems.push(`docs/en/${file}: has no Chinese counterpart docs/zh/${file}`);

  for (const file of zh.filter((f) => en.includes(f))) {
    const pair = LANGS.map((lang) => site.get(lang, file));
    const sections = pair.map((p) => p.headings.filter((h) => h.depth === 2 || h.depth === 3));
    pair.forEach((page, side) => {
      sections[side].forEach((h, k) => {
        if (h.explicit) return;
        // The id is shared by both languages: the twin's explicit id, or one made from the English text.
        const twin = sections[1 - side][k];
        const id = twin?.explicit ? twin.id : (page.lang === 'en' ? h : twin?.depth === h.depth ? twin : null)?.id;
        problems.push(`${where(page, h.line)}: heading "${h.text}" needs an explicit id, the same in both languages: ${id && /^[\x21-\x7e]+$/.test(id) ? `{#${id}}` : 'an id of English words, like {#build-order}'}`);
      });
    });
    for (const page of pair) {
      const seen = new Map();
      for (const h of page.allHeadings) {
        if (h.depth < 2) continue;
        if (seen.has(h.id)) problems.push(`${where(page, h.line)}: id #${h.id} is used twice on this page (also line ${seen.get(h.id)})`);
        else seen.set(h.id, h.line);
      }
      if (page.unclosedFence) problems.push(`${where(page, page.unclosedFence)}: code fence is never closed`);
    }
    const [a, b] = pair.map((p) => p.headings.filter((h) => h.depth === 2 || h.depth === 3));
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      if (a[i]?.id === b[i]?.id && a[i]?.depth === b[i]?.depth) continue;
      const show = (page, h) => (h ? `${where(page, h.line)} h${h.depth} #${h.id}` : `${page.display}: (no more headings)`);
      problems.push(`headings differ at #${i + 1}: ${show(pair[0], a[i])} vs ${show(pair[1], b[i])}`);
      break;
    }
    const [ba, bb] = pair.map((p) => p.blocks);
    if (ba.length !== bb.length) problems.push(`${pair[0].display} has ${ba.length} code blocks, ${pair[1].display} has ${bb.length}`);
    else {
      const i = ba.findIndex((blk, k) => blk.lang !== bb[k].lang);
      if (i >= 0) problems.push(`code block #${i + 1} is ${ba[i].lang} at ${where(pair[0], ba[i].line)} but ${bb[i].lang} at ${where(pair[1], bb[i].line)}`);
      const j = ba.findIndex((blk, k) => blk.outcome !== bb[k].outcome);
      if (j >= 0) problems.push(`code block #${j + 1} has outcome="${ba[j].outcome ?? ''}" at ${where(pair[0], ba[j].line)} but outcome="${bb[j].outcome ?? ''}" at ${where(pair[1], bb[j].line)}`);
    }
  }
  return problems;
}

/** Resolves a link of a page to { page, anchor } or { asset } or an error string. */
export function resolveLink(page, href) {
  const site = loadSite();
  const [pathPart, anchor] = href.split('#');
  if (!pathPart) return { page, anchor };
  let target = pathPart.split('?')[0];
  if (target.startsWith('/')) {
    target = target.replace(/^\/module-tools(?=\/)/, '');
    if (fs.existsSync(path.join(DOCS, 'public', target)) && path.extname(target)) return { asset: target };
    target = target.replace(new RegExp(`^/${page.lang === 'en' ? 'en' : '(?!)'}(?=/|$)`), '') || '/';
  } else {
    target = path.posix.join(path.posix.dirname(`/${page.file}`), target);
  }
  target = target.replace(/\.(html|mdx?)$/, '').replace(/\/$/, '/index').replace(/^\/$/, '/index');
  const file = target.slice(1);
  const found = [`${file}.mdx`, `${file}.md`, `${file}/index.mdx`, `${file}/index.md`].map((f) => site.get(page.lang, f)).find(Boolean);
  return found ? { page: found, anchor } : `no page ${page.lang}:${target}`;
}

export function checkLinks() {
  const problems = [];
  const external = [];
  for (const page of loadSite().pages.values()) {
    for (const link of page.links) {
      if (/^(https?:|mailto:)/.test(link.href)) {
        external.push({ href: link.href, at: where(page, link.line) });
        continue;
      }
      const result = resolveLink(page, link.href);
      if (typeof result === 'string') {
        problems.push(`${where(page, link.line, link.column)}: link ${link.href} leads nowhere (${result})`);
        continue;
      }
      if (result.anchor && result.page) {
        const ids = new Set(result.page.allHeadings.map((h) => h.id));
        if (!ids.has(result.anchor)) problems.push(`${where(page, link.line, link.column)}: link ${link.href}: ${result.page.display} has no heading #${result.anchor}`);
      }
    }
  }
  return { problems, external };
}
