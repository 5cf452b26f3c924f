// @ts-check
// Turns a page hit of the engine into the record that Rspress 1.47's results panel expects, so that the
// panel (PageSearcher in @rspress/theme-default, unchanged) lists the page's best sections first and
// links each to its heading. The panel, for each page record in order: shows the title when the title
// contains the whole query; then every heading of `toc` that contains it, in `toc` order; then, if the
// query occurs in `content`, one line per heading section it occurs in, in text order, and otherwise
// one line at the first of `_matchesPosition.content` (byte offsets), under the heading before it.
// So the record given to the panel holds only the sections the engine ranked, best first, each once:
// - when the best section shows the query as it was typed (in its headings or text), the ranked
//   sections that show it too, in rank order;
// - otherwise the best section alone, with the positions of the words that matched.
// Each section's heading is given with the headings above it ("banner > banner.dts", as the panel
// shows them) at depth 2, so that the panel needs no other heading to show the path. The text before
// a page's first heading links to the page itself; it is kept only when it is the best section.

/** Rspress's normalizeTextCase (theme-default), which the panel applies to the query and the text. */
export function normalizeTextCase(/** @type {string} */ text) {
  const normalized = String(text).toLowerCase().normalize('NFD');
  if (/[\u0400-\u04FF]/u.test(String(text))) return normalized.normalize('NFC');
  const plain = normalized.replace(/[\u0300-\u036f]/g, '');
  return /[\u3131-\u314e|\u314f-\u3163|\uac00-\ud7a3]/u.test(String(text)) ? plain.normalize('NFC') : plain;
}

/** Bytes as the panel counts them: a UTF-16 unit above U+00FF counts three. */
const bytes = (/** @type {string} */ s) => {
  let n = 0;
  for (let i = 0; i < s.length; i++) n += s.charCodeAt(i) > 255 ? 3 : 1;
  return n;
};

/**
 * @typedef {import('./engine.mjs').SearchDoc} SearchDoc
 * @typedef {{ heading: number, start: number, end: number, positions: { start: number, end: number }[] }} Section
 * @typedef {{ text: string, id: string, depth: number, charIndex: number }} Header
 */

/**
 * The heading of a section with the headings above it, as the panel writes a path.
 * @param {Header[]} toc
 * @param {number} index
 */
export function headingPath(toc, index) {
  const path = [toc[index].text];
  for (let j = index - 1, depth = toc[index].depth; j >= 0 && depth > 2; j--) {
    if (toc[j].depth < depth) {
      path.unshift(toc[j].text);
      depth = toc[j].depth;
    }
  }
  return path.join(' > ');
}

/**
 * @param {{ doc: SearchDoc, sections: Section[] }} hit
 * @param {string} query
 */
export function present({ doc, sections }, query) {
  const toc = /** @type {Header[]} */ (doc.toc ?? []);
  const content = doc.content ?? '';
  const q = normalizeTextCase(query);
  const shows = (/** @type {Section} */ s) =>
    (s.heading >= 0 && normalizeTextCase(headingPath(toc, s.heading)).includes(q)) || normalizeTextCase(content.slice(s.start, s.end)).includes(q);
  const chosen = sections.length && shows(sections[0]) ? sections.filter((s, i) => (i === 0 || s.heading >= 0) && shows(s)) : sections.slice(0, 1);
  let text = '';
  /** @type {Header[]} */
  const headers = [];
  /** @type {{ start: number, length: number }[]} */
  const positions = [];
  for (const section of chosen) {
    if (section.heading >= 0) {
      headers.push({ ...toc[section.heading], text: headingPath(toc, section.heading), depth: 2, charIndex: text.length });
      // A line break first: the panel places a match at the very start of the last section above it.
      text += '\n';
    }
    const offset = text.length - section.start;
    text += `${content.slice(section.start, section.end)}\n`;
    if (section !== chosen[0]) continue;
    for (const p of section.positions) positions.push({ start: bytes(text.slice(0, p.start + offset)), length: bytes(content.slice(p.start, p.end)) });
    if (!positions.length) {
      // Matched by its title, headings or reader phrasings only: the snippet starts at the heading.
      const heading = section.heading >= 0 ? toc[section.heading].text.replace(/`/g, '') : '';
      positions.push({ start: bytes(text.slice(0, section.start + offset)), length: content.startsWith(heading, section.start) ? bytes(heading) : 0 });
    }
  }
  return { ...doc, toc: headers, content: text, _matchesPosition: { content: positions } };
}

/**
 * The links the panel lists for one presented record, in its order (a copy of PageSearcher's
 * matching in @rspress/theme-default 1.47, for the evaluation and the tests).
 * @param {ReturnType<typeof present>} doc
 * @param {string} query
 */
export function panelLinks(doc, query) {
  const q = normalizeTextCase(query);
  const route = doc.routePath ?? '';
  const links = [];
  if (normalizeTextCase(doc.title).includes(q)) links.push(route);
  const matched = new Set();
  doc.toc.forEach((h, i) => {
    if (normalizeTextCase(h.text).includes(q)) {
      links.push(`${route}#${h.id}`);
      matched.add(i);
    }
  });
  const { content, toc } = doc;
  if (!content.length) return links;
  const headerAt = (/** @type {number} */ at) =>
    toc.findIndex((h, i) => (i < toc.length - 1 ? h.charIndex <= at && toc[i + 1].charIndex >= at : h.charIndex < at));
  const link = (/** @type {number} */ i) => (i >= 0 ? `${route}#${toc[i].id}` : route);
  const normalized = normalizeTextCase(content);
  let at = normalized.indexOf(q);
  if (at === -1) {
    const first = doc._matchesPosition.content[0];
    if (!first) return links;
    let chars = 0;
    for (let b = 0; chars < content.length && b < first.start; chars++) b += content.charCodeAt(chars) > 255 ? 3 : 1;
    const h = headerAt(chars);
    if (!matched.has(h)) links.push(link(h));
    return links;
  }
  while (at !== -1) {
    const h = headerAt(at);
    let start = content.slice(0, at).lastIndexOf('\n');
    start = start === -1 ? 0 : start;
    let statement = content.slice(start, content.indexOf('\n\n', at + q.length));
    if (statement.length > 100) {
      const i = normalizeTextCase(statement).indexOf(q);
      const side = Math.floor((100 - q.length) / 2);
      let prefix = statement.slice(0, i);
      if (prefix.length > side) prefix = `...${statement.slice(i - side + 3, i)}`;
      let suffix = statement.slice(i + q.length);
      if (suffix.length > side) suffix = `${statement.slice(i + q.length, i + side - 3)}...`;
      statement = prefix + q + suffix;
    }
    const highlight = normalizeTextCase(statement).indexOf(q);
    if (!matched.has(h)) {
      links.push(link(h));
      if (h >= 0) matched.add(h);
    }
    at = normalized.indexOf(q, at + statement.length - highlight);
  }
  return links;
}
