// The site's engine before issue 14 (commit ca8e24c, patches/search/engine.mjs): whole pages as units,
// kept for npm run search:compare as the baseline row. Not shipped.
// @ts-check
// The ranking behind the site search (issue: search that finds the right page in both languages).
// Rspress 1's FlexSearch setup matches a query only as one exact substring, so a Chinese query of two
// terms, a typo or words in another order find nothing. This engine works on words instead:
// - Chinese text is split into words with Intl.Segmenter, and also indexed as character pairs, so a
//   Chinese term matches inside a sentence and a term with one wrong character still matches;
// - Latin words are lower-cased, stripped of accents, split at camelCase and reduced to a simple stem
//   (plural and -ing forms), and a query word may match by prefix or with one or two typos;
// - pages that match every word of the query rank above pages that match only some of them.
// It returns, for each hit, the byte positions of the matched words in the page text, which Rspress's
// search UI turns into a highlighted snippet.

const HAN = /\p{Script=Han}/u;
const WORD = /[\p{Script=Han}]+|[\p{L}\p{N}_$@]+/gu;
const STOP = new Set([
  'a', 'an', 'and', 'are', 'can', 'do', 'does', 'for', 'how', 'i', 'in', 'is', 'it', 'my', 'of', 'on', 'or', 'the', 'to', 'use', 'what', 'when', 'why', 'with', 'you',
  '的', '了', '吗', '呢', '把', '在', '是', '和', '与', '怎么', '怎样', '如何', '为什么', '什么', '哪里', '里', '到', '中', '我', '要', '能', '可以', '一个', '时', '会',
]);
// Words readers use for the words the docs use (both directions are listed).
const SYNONYMS = new Map(
  [
    ['复制', '拷贝'], ['打包', '构建'], ['定义', '声明'], ['发版', '发布'], ['报错', '错误'], ['找不到', '不存在'],
    ['输出', '产物'], ['配置项', '选项'], ['bundler', 'bundle'], ['typings', 'dts'], ['declaration', 'dts'],
  ].flatMap(([a, b]) => [[a, b], [b, a]]),
);
const FIELDS = /** @type {const} */ (['title', 'headers', 'content']);
const FIELD_WEIGHT = { title: 8, headers: 3, content: 1 };
const MAX_QUERY_CHARS = 200;
const MAX_QUERY_TERMS = 16;

/** Lower case without accents, as Rspress normalises search text. */
export const normalize = (/** @type {string} */ text) => text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');

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
 * Splits text into index terms with their character positions in the original text.
 * @param {string} text
 * @returns {{ term: string, start: number, end: number, han: boolean }[]}
 */
export function tokenize(text) {
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
    const lower = normalize(word);
    tokens.push({ term: stem(lower), start, end: start + word.length, han: false });
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
 * The words of a query: Latin words as the index has them, Chinese runs as the segmenter splits them,
 * with a run kept whole as well when the segmenter breaks it into single characters (as it does with
 * misspelled words), so that its character pairs can still find the intended word.
 * @param {string} text
 */
function queryTokens(text) {
  const tokens = [];
  for (const m of text.matchAll(WORD)) {
    const word = m[0];
    if (!HAN.test(word)) {
      tokens.push(...tokenize(word).filter((t) => t.start === 0 && t.end === word.length));
      continue;
    }
    const words = segmenter ? [...segmenter.segment(word)].map((s) => s.segment) : [word];
    const meaningful = words.filter((w) => !STOP.has(w));
    const singles = meaningful.filter((w) => w.length === 1).length;
    if (singles >= 2 || (meaningful.length === 1 && meaningful[0].length === 1 && word.length > 1)) {
      tokens.push({ term: meaningful.join(''), han: true });
    } else {
      for (const w of meaningful) tokens.push({ term: w, han: true });
    }
  }
  return tokens;
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

/** Bytes as Rspress's search UI counts them (a character above U+00FF counts three). */
const byteLength = (/** @type {string} */ s) => [...s].reduce((n, c) => n + (c.charCodeAt(0) > 255 ? 3 : 1), 0);

/**
 * @typedef {{ id: number | string, title: string, headers?: string, content: string, toc?: { text: string }[] }} SearchDoc
 */
export class SearchIndex {
  /** @param {SearchDoc[]} docs */
  constructor(docs = []) {
    /** @type {SearchDoc[]} */
    this.docs = [];
    /** @type {Record<string, Map<string, Map<number, number>>>} */
    this.postings = { title: new Map(), headers: new Map(), content: new Map() };
    /** @type {Record<string, number[]>} */
    this.lengths = { title: [], headers: [], content: [] };
    /** @type {Set<string>} */
    this.vocabulary = new Set();
    /** @type {{ headers: ReturnType<typeof tokenize>, content: ReturnType<typeof tokenize> }[]} */
    this.tokens = [];
    /** @type {Map<string, Map<string, number>>} */
    this.expansions = new Map();
    for (const doc of docs) this.add(doc);
  }

  /** @param {SearchDoc} doc */
  add(doc) {
    if (!doc.title?.trim()) return; // a fragment: its text is already part of the pages that include it
    const index = this.docs.push(doc) - 1;
    const fields = { title: doc.title ?? '', headers: doc.headers ?? (doc.toc ?? []).map((h) => h.text).join(' '), content: doc.content ?? '' };
    this.expansions.clear();
    this.tokens[index] = { headers: [], content: [] };
    for (const field of FIELDS) {
      const tokens = tokenize(fields[field]);
      if (field !== 'title') this.tokens[index][field] = tokens;
      this.lengths[field][index] = tokens.length || 1;
      for (const { term, han } of tokens) {
        let docs = this.postings[field].get(term);
        if (!docs) this.postings[field].set(term, (docs = new Map()));
        docs.set(index, (docs.get(index) ?? 0) + 1);
        if (!han) this.vocabulary.add(term);
      }
    }
  }

  /** Index terms that a query term stands for, with how much each counts. */
  expand(/** @type {{ term: string, han: boolean }} */ q) {
    const cached = this.expansions.get(q.term);
    if (cached) return cached;
    /** @type {Map<string, number>} */
    const terms = new Map();
    if (this.expansions.size > 500) this.expansions.clear();
    this.expansions.set(q.term, terms);
    const has = (/** @type {string} */ t) => FIELDS.some((f) => this.postings[f].has(t));
    const synonym = SYNONYMS.get(q.term);
    if (synonym && has(synonym)) terms.set(synonym, 0.9);
    if (q.han) {
      for (const [word, other] of SYNONYMS) {
        if (q.term.length > word.length && q.term.includes(word) && has(q.term.replace(word, other))) terms.set(q.term.replace(word, other), 0.9);
      }
      if (has(q.term)) terms.set(q.term, 1);
      else if (q.term.length > 2) {
        // An unknown Chinese word (or one with a wrong character) counts through its character pairs,
        // adjacent and one apart.
        const pairs = [];
        for (let i = 0; i + 1 < q.term.length; i++) pairs.push(q.term.slice(i, i + 2));
        for (let i = 0; i + 2 < q.term.length; i++) pairs.push(`${q.term[i]}~${q.term[i + 2]}`);
        for (const pair of pairs) if (has(pair)) terms.set(pair, 0.9 / pairs.length);
      }
      return terms;
    }
    if (has(q.term)) terms.set(q.term, 1);
    const max = q.term.length >= 8 ? 2 : q.term.length >= 4 ? 1 : 0;
    for (const word of this.vocabulary) {
      if (word === q.term || Math.abs(word.length - q.term.length) > max + (word.startsWith(q.term) ? 99 : 0)) continue;
      if (q.term.length >= 3 && word.startsWith(q.term)) terms.set(word, Math.max(terms.get(word) ?? 0, 0.6));
      else if (max && distance(q.term, word, max) <= max) terms.set(word, Math.max(terms.get(word) ?? 0, 0.5));
    }
    return terms;
  }

  /**
   * Ranks the documents for a query: every query word matched first, then by BM25 over the fields.
   * @param {string} query
   * @param {number} limit
   */
  search(query, limit = 7) {
    const text = query.slice(0, MAX_QUERY_CHARS);
    if (!text.trim()) return [];
    const seen = new Set();
    const queryTerms = queryTokens(text)
      .filter((t) => !STOP.has(t.term) && !seen.has(t.term) && seen.add(t.term))
      .slice(0, MAX_QUERY_TERMS);
    if (!queryTerms.length) return [];
    const n = this.docs.length;
    /** @type {Map<number, { score: number, matched: Set<number>, terms: Map<string, number> }>} */
    const hits = new Map();
    queryTerms.forEach((q, qi) => {
      for (const [term, weight] of this.expand(q)) {
        for (const field of FIELDS) {
          const docs = this.postings[field].get(term);
          if (!docs) continue;
          const idf = Math.log(1 + (n - docs.size + 0.5) / (docs.size + 0.5));
          const avg = this.lengths[field].reduce((a, b) => a + b, 0) / n;
          for (const [doc, tf] of docs) {
            const bm25 = (tf * 2.2) / (tf + 1.2 * (0.25 + 0.75 * (this.lengths[field][doc] / avg)));
            const hit = hits.get(doc) ?? { score: 0, matched: new Set(), terms: new Map() };
            hit.score += weight * idf * bm25 * FIELD_WEIGHT[field];
            hit.matched.add(qi);
            hit.terms.set(term, qi);
            hits.set(doc, hit);
          }
        }
      }
    });
    const phrase = normalize(text.trim());
    const ranked = [...hits.entries()]
      .map(([doc, hit]) => {
        const title = normalize(this.docs[doc].title ?? '');
        const bonus = title === phrase ? 3 : title.includes(phrase) ? 1.5 : 1;
        return { doc, score: hit.score * bonus, coverage: hit.matched.size / queryTerms.length, terms: hit.terms };
      })
      .sort((a, b) => b.coverage - a.coverage || b.score - a.score);
    // Among the best candidates, pages where the query words stand close together come first.
    if (queryTerms.length > 1) {
      const head = ranked.slice(0, 20);
      for (const hit of head) {
        const near = this.nearness(this.tokens[hit.doc], hit.terms);
        hit.score *= 1 + near / queryTerms.length;
      }
      head.sort((a, b) => b.coverage - a.coverage || b.score - a.score);
      ranked.splice(0, head.length, ...head);
    }
    return ranked
      .slice(0, limit)
      .map(({ doc, score, terms }) => ({ doc: this.docs[doc], score, positions: this.positions(doc, new Set(terms.keys())) }));
  }

  /**
   * The largest number of different query words found within one short passage of a page's headings
   * or text.
   * @param {{ headers: ReturnType<typeof tokenize>, content: ReturnType<typeof tokenize> }} tokens
   * @param {Map<string, number>} terms index term -> query word it stands for
   */
  nearness(tokens, terms) {
    const shift = 1e9; // keeps headings and text apart
    const found = [];
    for (const t of tokens.headers) if (terms.has(t.term)) found.push(t);
    for (const t of tokens.content) if (terms.has(t.term)) found.push({ term: t.term, start: t.start + shift });
    found.sort((a, b) => a.start - b.start);
    let best = 0;
    for (let i = 0; i < found.length; i++) {
      const words = new Set();
      for (let j = i; j < found.length && found[j].start - found[i].start < 80; j++) words.add(terms.get(found[j].term));
      best = Math.max(best, words.size);
    }
    return best;
  }

  /**
   * Byte positions of the matched terms in a page's text, starting at the passage that holds the most
   * different matched words (Rspress builds the snippet from the first position).
   * @param {number} doc
   * @param {Set<string>} terms
   */
  positions(doc, terms) {
    const content = this.docs[doc].content ?? '';
    const found = this.tokens[doc].content.filter((t) => terms.has(t.term)).sort((a, b) => a.start - b.start);
    if (!found.length) return [];
    let best = 0;
    let bestCount = 0;
    for (let i = 0; i < found.length; i++) {
      const distinct = new Set();
      for (let j = i; j < found.length && found[j].start - found[i].start < 60; j++) distinct.add(found[j].term);
      if (distinct.size > bestCount) [best, bestCount] = [i, distinct.size];
    }
    const merged = [];
    for (const t of found.slice(best)) {
      const last = merged[merged.length - 1];
      if (last && t.start < last.end) last.end = Math.max(last.end, t.end);
      else merged.push({ start: t.start, end: t.end });
    }
    return merged.map(({ start, end }) => ({ start: byteLength(content.slice(0, start)), length: byteLength(content.slice(start, end)) }));
  }
}
export { present } from '../../patches/search/present.mjs';
