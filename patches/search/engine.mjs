// @ts-check
// The ranking behind the site search (issues 6 and 14). Rspress 1's FlexSearch setup matches a query
// only as one exact substring of a whole page. This engine ranks the sections of the pages instead:
// - each heading section is a unit, indexed with its page title, its own heading, the headings above it
//   (its path), its text, and the reader phrasings that lead to it (reader-vocabulary.json, shipped
//   per language in the search index by plugins/search-index.ts); the text before a page's first
//   heading is the page's own unit, headed by the page title and its description;
// - a match in the title or a heading counts far more than one in the text, and a query that is a
//   heading or a title (normalised) ranks that section first;
// - units that match every word of the query rank above those that match only some, then by score;
//   pages are listed in the order of their best section, each with its best sections.
//
// Measured against MiniSearch 7 and FlexSearch 0.8 on the same units, tokenizer and evaluation
// (README, "Search"): neither ranked better, both cost more bytes, so the scoring stays here. What no
// library does for us, and stays hand-written whichever scores: the tokenizer (Chinese words through
// Intl.Segmenter plus character pairs, Latin camelCase split, the light stemmer), the sections of
// Rspress's page records and the exact-heading rule, the reader phrasings, and the snippet positions
// that Rspress's results panel needs (search/present.mjs).

const HAN = /\p{Script=Han}/u;
const WORD = /[\p{Script=Han}]+|[\p{L}\p{N}_$@]+/gu;
// Words of a query that say nothing about what is looked for.
const STOP = new Set([
  'a', 'an', 'and', 'are', 'be', 'can', 'do', 'does', 'for', 'from', 'how', 'i', 'in', 'into', 'is', 'it', 'its', 'me', 'my', 'of', 'on', 'or', 'should',
  'the', 'to', 'what', 'when', 'where', 'which', 'why', 'with', 'you', 'your',
  '的', '了', '吗', '呢', '吧', '啊', '把', '被', '在', '是', '和', '与', '跟', '怎么', '怎样', '如何', '为什么', '什么', '哪里', '哪些', '哪个', '里', '到',
  '中', '我', '我的', '要', '能', '可以', '一个', '时', '会', '还', '让', '都', '也', '就', '吗？', '该', '想',
]);
// Words readers use for the words the docs use (both directions are listed). Phrasings of whole
// concepts live in reader-vocabulary.json.
const SYNONYMS = new Map(
  [
    ['复制', '拷贝'], ['打包', '构建'], ['定义', '声明'], ['申明', '声明'], ['发版', '发布'], ['报错', '错误'], ['找不到', '不存在'],
    ['输出', '产物'], ['配置项', '选项'], ['bundler', 'bundle'], ['typings', 'dts'], ['declaration', 'dts'],
  ].flatMap(([a, b]) => [[a, b], [b, a]]),
);
const UNIT_FIELDS = /** @type {const} */ (['heading', 'path', 'reader', 'body']);
// How much a match counts in each field; the title's weight applies once per page.
const WEIGHT = { title: 6, heading: 8, path: 2, reader: 5, body: 1 };
const MAX_QUERY_CHARS = 200;
const MAX_QUERY_TERMS = 16;
const SECTIONS_PER_PAGE = 6;

/** Lower case without accents, as Rspress normalises search text. */
export const normalize = (/** @type {string} */ text) => text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** A heading or query as compared for an exact match: no case, quotes, brackets or repeated spaces. */
export const plain = (/** @type {string} */ text) =>
  normalize(text)
    .replace(/[`'"“”‘’()（）[\]{}?？!！。，,:：]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A light English stemmer: enough for plurals and -ing/-ed forms of the words of these docs. */
export function stem(/** @type {string} */ word) {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  if (word.endsWith('ing') && word.length > 5) return word.slice(0, -3).replace(/(.)\1$/, '$1');
  if (word.endsWith('ed') && word.length > 4) return word.slice(0, -2);
  return word;
}

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('zh', { granularity: 'word' }) : null;

/**
 * @typedef {{ term: string, start: number, end: number, han: boolean }} Token
 * Splits text into index terms with their character positions in the text: Chinese words (as the
 * segmenter finds them), every pair of neighbouring Chinese characters and every pair one character
 * apart; Latin words, lower-cased and stemmed, and the parts of camelCase and snake_case words.
 * @param {string} text
 * @returns {Token[]}
 */
export function tokenize(text) {
  /** @type {Token[]} */
  const tokens = [];
  for (const m of text.matchAll(WORD)) {
    const word = m[0];
    const start = m.index ?? 0;
    if (HAN.test(word)) {
      const words = segmenter ? [...segmenter.segment(word)].map((s) => ({ w: s.segment, i: s.index })) : [{ w: word, i: 0 }];
      for (const { w, i } of words) tokens.push({ term: w, start: start + i, end: start + i + w.length, han: true });
      for (let i = 0; i + 1 < word.length; i++) tokens.push({ term: word.slice(i, i + 2), start: start + i, end: start + i + 2, han: true });
      for (let i = 0; i + 2 < word.length; i++) tokens.push({ term: `${word[i]}~${word[i + 2]}`, start: start + i, end: start + i + 3, han: true });
      continue;
    }
    tokens.push({ term: stem(normalize(word)), start, end: start + word.length, han: false });
    const parts = word.split(/(?<=[a-z0-9])(?=[A-Z])|[_$@]/).filter(Boolean);
    if (parts.length > 1) {
      let offset = start;
      for (const part of parts) {
        const at = text.indexOf(part, offset);
        tokens.push({ term: stem(normalize(part)), start: at, end: at + part.length, han: false });
        offset = at + part.length;
      }
    }
  }
  return tokens;
}

/**
 * @typedef {{ term: string, han: boolean }} QueryTerm
 * The words of a query: Latin words as the index has them, Chinese runs as the segmenter splits them,
 * with a run kept whole as well when the segmenter breaks it into single characters (as it does with
 * misspelled words), so that its character pairs can still find the intended word.
 * @param {string} text
 * @returns {QueryTerm[]}
 */
export function queryTerms(text) {
  /** @type {QueryTerm[]} */
  const terms = [];
  for (const m of text.matchAll(WORD)) {
    const word = m[0];
    if (!HAN.test(word)) {
      terms.push(...tokenize(word).filter((t) => t.start === 0 && t.end === word.length));
      continue;
    }
    const words = segmenter ? [...segmenter.segment(word)].map((s) => s.segment) : [word];
    const meaningful = words.filter((w) => !STOP.has(w));
    const singles = meaningful.filter((w) => w.length === 1).length;
    if (singles >= 2 || (meaningful.length === 1 && meaningful[0].length === 1 && word.length > 1)) {
      terms.push({ term: meaningful.join(''), han: true });
    } else {
      for (const w of meaningful) terms.push({ term: w, han: true });
    }
  }
  const seen = new Set();
  return terms.filter((t) => !STOP.has(t.term) && !seen.has(t.term) && seen.add(t.term)).slice(0, MAX_QUERY_TERMS);
}

/** Damerau-Levenshtein distance, stopping early once it exceeds max. */
export function distance(/** @type {string} */ a, /** @type {string} */ b, max = 2) {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, rows[i - 2][j - 2] + 1);
      rows[i][j] = v;
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length][b.length];
}

/**
 * @typedef {{ id: number | string, title: string, content: string, routePath?: string, toc?: { text: string, id: string, depth: number, charIndex: number }[], frontmatter?: { description?: string }, reader?: Record<string, string> }} SearchDoc
 * @typedef {{ page: number, heading: number, start: number, end: number, exact: string[] }} Unit
 *   heading: index in the page's toc, -1 for the text before the first heading; start/end: the unit's
 *   text in the page content; exact: the normalised forms a query must have to match it exactly.
 * @typedef {{ term: string, weight: number, of: number }} Expansion an index term standing for query term `of`
 * @typedef {{ unit: number, score: number, matched: Set<number>, terms: Set<string> }} UnitHit
 */

/**
 * The units of a page: the text before its first heading, then one per heading.
 * @param {SearchDoc} doc
 * @param {number} page
 */
export function unitsOf(doc, page) {
  const toc = (doc.toc ?? []).filter((h) => h.charIndex >= 0);
  const content = doc.content ?? '';
  /** @type {{ unit: Unit, fields: Record<'heading' | 'path' | 'body' | 'reader', string> }[]} */
  const units = [];
  const reader = doc.reader ?? {};
  const first = toc.length ? toc[0].charIndex : content.length;
  units.push({
    unit: { page, heading: -1, start: 0, end: first, exact: [plain(doc.title)] },
    fields: { heading: doc.title, path: '', body: `${doc.frontmatter?.description ?? ''}\n${content.slice(0, first)}`, reader: reader[''] ?? '' },
  });
  toc.forEach((h, i) => {
    const end = i + 1 < toc.length ? toc[i + 1].charIndex : content.length;
    const path = [];
    for (let j = i - 1, depth = h.depth; j >= 0 && depth > 2; j--) {
      if (toc[j].depth < depth) {
        path.unshift(toc[j].text);
        depth = toc[j].depth;
      }
    }
    const text = plain(h.text);
    const exact = [text];
    // `banner.dts` is also an exact match for `dts`, after the plain `dts` heading.
    if (/\.\w+$/.test(text)) exact.push(`.${text.split('.').pop()}`);
    units.push({
      unit: { page, heading: toc.indexOf(h), start: h.charIndex, end, exact },
      fields: { heading: h.text, path: path.join(' '), body: content.slice(h.charIndex + h.text.length, end), reader: reader[h.id] ?? '' },
    });
  });
  // The toc index above is the index in the filtered list; map it back to the page's own toc.
  for (const { unit } of units) if (unit.heading >= 0) unit.heading = (doc.toc ?? []).indexOf(toc[unit.heading]);
  return units;
}

export class SearchIndex {
  /** @param {SearchDoc[]} docs */
  constructor(docs = []) {
    /** @type {SearchDoc[]} */
    this.docs = [];
    /** @type {Unit[]} */
    this.units = [];
    /** @type {Record<string, Map<string, Map<number, number>>>} term -> unit (or page, for the title) -> count */
    this.postings = { title: new Map(), heading: new Map(), path: new Map(), reader: new Map(), body: new Map() };
    /** @type {Record<string, number[]>} */
    this.lengths = { title: [], heading: [], path: [], reader: [], body: [] };
    /** @type {Record<string, number>} */
    this.average = {};
    /** @type {Token[][]} the tokens of each page's content, for nearness and snippet positions */
    this.tokens = [];
    /** @type {Set<string>} Latin index terms, for prefix and typo matches */
    this.vocabulary = new Set();
    /** @type {Map<string, Expansion[]>} */
    this.expansions = new Map();
    for (const doc of docs) this.add(doc);
  }

  /** @param {SearchDoc} doc */
  add(doc) {
    if (!doc.title?.trim()) return; // an emptied fragment record: its text is in the page that shows it
    const page = this.docs.push(doc) - 1;
    this.expansions.clear();
    this.average = {};
    this.tokens[page] = tokenize(doc.content ?? '').sort((a, b) => a.start - b.start);
    this.#post('title', page, tokenize(doc.title));
    for (const { unit, fields } of unitsOf(doc, page)) {
      const index = this.units.push(unit) - 1;
      for (const field of UNIT_FIELDS) {
        const tokens = field === 'body' && unit.heading >= 0 ? this.#range(unit, fields.heading.replace(/`/g, '').length) : tokenize(fields[field]);
        this.#post(field, index, tokens);
      }
    }
  }

  /**
   * The tokens of a unit's text (after its heading line, `skip` characters).
   * @param {Unit} unit
   */
  #range(unit, skip = 0) {
    const tokens = this.tokens[unit.page];
    let lo = 0;
    let hi = tokens.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tokens[mid].start < unit.start + skip) lo = mid + 1;
      else hi = mid;
    }
    let end = lo;
    while (end < tokens.length && tokens[end].start < unit.end) end++;
    return tokens.slice(lo, end);
  }

  /** @param {string} field @param {number} key @param {Token[]} tokens */
  #post(field, key, tokens) {
    this.lengths[field][key] = tokens.length;
    for (const { term, han } of tokens) {
      let list = this.postings[field].get(term);
      if (!list) this.postings[field].set(term, (list = new Map()));
      list.set(key, (list.get(key) ?? 0) + 1);
      if (!han) this.vocabulary.add(term);
    }
  }

  /** @param {string} term */
  #has(term) {
    for (const field in this.postings) if (this.postings[field].has(term)) return true;
    return false;
  }

  /**
   * Index terms that a query term stands for, with how much each counts: itself, its synonyms, for a
   * Chinese word not in the index its character pairs, for a Latin word the words it begins and those
   * one or two typos away.
   * @param {QueryTerm} q
   * @param {number} of
   * @returns {Expansion[]}
   */
  expand(q, of) {
    const key = `${q.han ? 'h' : 'l'}${q.term}`;
    let cached = this.expansions.get(key);
    if (!cached) {
      /** @type {Map<string, number>} */
      const terms = new Map();
      const synonym = SYNONYMS.get(q.term);
      if (synonym && this.#has(synonym)) terms.set(synonym, 0.9);
      if (q.han) {
        for (const [word, other] of SYNONYMS) {
          const swapped = q.term.replace(word, other);
          if (q.term.length > word.length && q.term.includes(word) && this.#has(swapped)) terms.set(swapped, 0.9);
        }
        if (this.#has(q.term)) terms.set(q.term, 1);
        else if (q.term.length > 2) {
          const pairs = [];
          for (let i = 0; i + 1 < q.term.length; i++) pairs.push(q.term.slice(i, i + 2));
          for (let i = 0; i + 2 < q.term.length; i++) pairs.push(`${q.term[i]}~${q.term[i + 2]}`);
          for (const pair of pairs) if (this.#has(pair)) terms.set(pair, 0.9 / pairs.length);
        }
      } else {
        if (this.#has(q.term)) terms.set(q.term, 1);
        const max = q.term.length >= 8 ? 2 : q.term.length >= 4 ? 1 : 0;
        for (const word of this.vocabulary) {
          if (word === q.term) continue;
          if (q.term.length >= 3 && word.startsWith(q.term)) terms.set(word, Math.max(terms.get(word) ?? 0, 0.6));
          else if (max && Math.abs(word.length - q.term.length) <= max && distance(q.term, word, max) <= max) terms.set(word, Math.max(terms.get(word) ?? 0, 0.5));
        }
      }
      if (this.expansions.size > 500) this.expansions.clear();
      this.expansions.set(key, (cached = [...terms].map(([term, weight]) => ({ term, weight, of: 0 }))));
    }
    return cached.map((e) => ({ ...e, of }));
  }

  /**
   * Scores every unit that matches a query term (BM25 per field, weighted by field).
   * @param {QueryTerm[]} terms
   * @returns {Map<number, UnitHit>}
   */
  score(terms) {
    const n = this.units.length;
    const pages = this.docs.length;
    /** @type {Map<number, UnitHit>} */
    const hits = new Map();
    /** @type {Map<number, { score: number, of: Set<number>, terms: Set<string> }>} */
    const titles = new Map();
    const avg = (/** @type {string} */ field) => (this.average[field] ??= this.lengths[field].reduce((a, b) => a + b, 0) / Math.max(1, this.lengths[field].length) || 1);
    const bm25 = (/** @type {number} */ tf, /** @type {number} */ length, /** @type {string} */ field) => (tf * 2.2) / (tf + 1.2 * (0.25 + 0.75 * (length / avg(field))));
    terms.forEach((q, qi) => {
      for (const { term, weight, of } of this.expand(q, qi)) {
        const title = this.postings.title.get(term);
        if (title) {
          const idf = Math.log(1 + (pages - title.size + 0.5) / (title.size + 0.5));
          for (const [page, tf] of title) {
            const t = titles.get(page) ?? { score: 0, of: new Set(), terms: new Set() };
            t.score += weight * idf * bm25(tf, this.lengths.title[page], 'title') * WEIGHT.title;
            t.of.add(of);
            t.terms.add(term);
            titles.set(page, t);
          }
        }
        for (const field of UNIT_FIELDS) {
          const list = this.postings[field].get(term);
          if (!list) continue;
          const idf = Math.log(1 + (n - list.size + 0.5) / (list.size + 0.5));
          for (const [unit, tf] of list) {
            let hit = hits.get(unit);
            if (!hit) hits.set(unit, (hit = { unit, score: 0, matched: new Set(), terms: new Set() }));
            hit.score += weight * idf * bm25(tf, this.lengths[field][unit], field) * WEIGHT[field];
            hit.matched.add(of);
            hit.terms.add(term);
          }
        }
      }
    });
    // The title counts for every unit of its page.
    if (titles.size) {
      this.units.forEach((unit, index) => {
        const t = titles.get(unit.page);
        if (!t) return;
        let hit = hits.get(index);
        if (!hit) hits.set(index, (hit = { unit: index, score: 0, matched: new Set(), terms: new Set() }));
        hit.score += t.score;
        for (const of of t.of) hit.matched.add(of);
        for (const term of t.terms) hit.terms.add(term);
      });
    }
    return hits;
  }

  /**
   * Ranks the pages for a query, each with its best sections.
   * @param {string} query
   * @param {number} limit pages
   */
  search(query, limit = 7) {
    const text = query.slice(0, MAX_QUERY_CHARS);
    if (!text.trim()) return [];
    const terms = queryTerms(text);
    if (!terms.length) return [];
    const phrase = plain(text);
    const ranked = [...this.score(terms).values()].map((hit) => {
      const unit = this.units[hit.unit];
      const exact = unit.exact.indexOf(phrase) === 0 || (unit.exact.length > 1 && unit.exact.includes(`.${phrase}`));
      const tier = !exact ? 0 : unit.heading < 0 ? 3 : unit.exact[0] === phrase ? 2 : 1;
      return { ...hit, tier, coverage: hit.matched.size / terms.length };
    });
    const order = (/** @type {typeof ranked[number]} */ a, /** @type {typeof ranked[number]} */ b) => b.tier - a.tier || b.coverage - a.coverage || b.score - a.score;
    ranked.sort(order);
    // Among the best candidates, units where the query words stand close together come first.
    if (terms.length > 1) {
      const head = ranked.slice(0, 40);
      for (const hit of head) hit.score *= 1 + this.nearness(hit.unit, hit.terms) / terms.length;
      head.sort(order);
      ranked.splice(0, head.length, ...head);
    }
    /** @type {Map<number, typeof ranked>} */
    const byPage = new Map();
    for (const hit of ranked) {
      const page = this.units[hit.unit].page;
      const list = byPage.get(page);
      if (list) list.length < SECTIONS_PER_PAGE && list.push(hit);
      else if (byPage.size < limit) byPage.set(page, [hit]);
    }
    return [...byPage].map(([page, hits]) => ({
      doc: this.docs[page],
      score: hits[0].score,
      sections: hits.map((hit) => {
        const unit = this.units[hit.unit];
        return { heading: unit.heading, start: unit.start, end: unit.end, score: hit.score, positions: this.positions(unit, hit.terms) };
      }),
    }));
  }

  /**
   * The largest number of different query terms found within one short passage of a unit's text.
   * @param {number} index
   * @param {Set<string>} terms
   */
  nearness(index, terms) {
    const found = this.#range(this.units[index]).filter((t) => terms.has(t.term));
    let best = 0;
    for (let i = 0; i < found.length; i++) {
      const words = new Set();
      for (let j = i; j < found.length && found[j].start - found[i].start < 80; j++) words.add(found[j].term);
      best = Math.max(best, words.size);
    }
    return Math.min(best, terms.size);
  }

  /**
   * Character positions of the matched terms in a unit's text, from the passage that holds the most
   * different matched terms (Rspress builds the snippet from the first position).
   * @param {Unit} unit
   * @param {Set<string>} terms
   */
  positions(unit, terms) {
    const found = this.#range(unit).filter((t) => terms.has(t.term));
    if (!found.length) return [];
    let best = 0;
    let bestCount = 0;
    for (let i = 0; i < found.length; i++) {
      const distinct = new Set();
      for (let j = i; j < found.length && found[j].start - found[i].start < 60; j++) distinct.add(found[j].term);
      if (distinct.size > bestCount) [best, bestCount] = [i, distinct.size];
    }
    /** @type {{ start: number, end: number }[]} */
    const merged = [];
    for (const t of found.slice(best)) {
      const last = merged[merged.length - 1];
      if (last && t.start < last.end) last.end = Math.max(last.end, t.end);
      else merged.push({ start: t.start, end: t.end });
    }
    return merged;
  }
}

// The panel records are made in the engine's chunk, which loads with the index.
export { present } from './present.mjs';
