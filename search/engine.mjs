// @ts-check
// The site search's scoring (issues 6 and 14): BM25 per field over the heading sections of
// sections.mjs, weighted by field, with prefix and typo matches for Latin words.
// A library could do this part, and two were measured doing it on the same sections, tokenizer, ranking
// rules and evaluation (search/README.md, npm run search:compare): MiniSearch 7.2.0 ranked the tuned
// queries exactly as well and the held-out ones no better, for 4.8 KiB gzip more per search load and a
// slower build; FlexSearch 0.8.212 ranked worse (no typo matching with our tokenizer) for 9 KiB more.
// So this stays hand-written; the rest of this folder is what no library does for this site.
import { SectionIndex, UNIT_FIELDS } from './sections.mjs';

// How much a match counts in each field; the title's weight applies once per page.
const WEIGHT = { title: 6, heading: 8, path: 2, reader: 5, body: 1 };

/** Damerau-Levenshtein distance, stopping early once it exceeds max. */
function distance(/** @type {string} */ a, /** @type {string} */ b, max = 2) {
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
 * @typedef {import('./sections.mjs').SearchDoc} SearchDoc
 * @typedef {import('./sections.mjs').QueryTerm} QueryTerm
 * @typedef {import('./sections.mjs').Token} Token
 * @typedef {import('./sections.mjs').UnitHit} UnitHit
 * @typedef {{ term: string, weight: number, of: number }} Expansion an index term standing for query term `of`
 */

export class SearchIndex extends SectionIndex {
  /** @param {SearchDoc[]} docs */
  constructor(docs = []) {
    super([]);
    /** @type {Record<string, Map<string, Map<number, number>>>} term -> unit (or page, for the title) -> count */
    this.postings = { title: new Map(), heading: new Map(), path: new Map(), reader: new Map(), body: new Map() };
    /** @type {Record<string, number[]>} */
    this.lengths = { title: [], heading: [], path: [], reader: [], body: [] };
    /** @type {Record<string, number>} */
    this.average = {};
    /** @type {Map<string, Expansion[]>} */
    this.expansions = new Map();
    for (const doc of docs) this.add(doc);
  }

  /**
   * Adds a field's tokens to the index (the title's under its page, the others' under their unit).
   * @param {string} field @param {number} key @param {Token[]} tokens
   */
  post(field, key, tokens) {
    this.expansions.clear();
    this.average = {};
    this.lengths[field][key] = tokens.length;
    const postings = this.postings[field];
    for (const { term, han } of tokens) {
      let list = postings.get(term);
      if (!list) {
        postings.set(term, (list = new Map()));
        if (!han) this.vocabulary.add(term);
      }
      list.set(key, (list.get(key) ?? 0) + 1);
    }
  }

  /** @param {string} term */
  has(term) {
    for (const field in this.postings) if (this.postings[field].has(term)) return true;
    return false;
  }

  /**
   * The inverse unit frequency of the rarest index term standing for a query term (for a word the docs
   * do not have, that of a word found in no unit).
   * @param {Map<string, import('./sections.mjs').Alternative>} alternatives
   */
  rarity(alternatives) {
    const n = this.units.length;
    let best = 0;
    for (const term of alternatives.keys()) {
      let df = 0;
      for (const field of UNIT_FIELDS) df = Math.max(df, this.postings[field].get(term)?.size ?? 0);
      if (df) best = Math.max(best, Math.log(1 + (n - df + 0.5) / (df + 0.5)));
    }
    return best || Math.log(1 + n);
  }

  /**
   * The alternatives of a query term, and for a Latin word the index words it begins if the reader may
   * still be typing it (0.6) and, when the docs do not have the word, those one typo away, or two for
   * words of eight letters or more (0.5).
   * @param {QueryTerm} q
   * @param {number} of
   * @returns {Expansion[]}
   */
  expand(q, of) {
    const key = `${q.han ? 'h' : q.last ? 'p' : 'l'}${q.term}`;
    let cached = this.expansions.get(key);
    if (!cached) {
      /** @type {Map<string, number>} */
      const terms = new Map([...this.alternatives(q)].map(([term, { weight }]) => [term, weight]));
      if (!q.han) {
        // Typos only for a word the docs do not have: "make" is not a typo of "take".
        const max = this.has(q.term) ? 0 : q.term.length >= 8 ? 2 : q.term.length >= 4 ? 1 : 0;
        for (const word of this.vocabulary) {
          if (word === q.term || terms.has(word)) continue;
          if (q.last && q.term.length >= 3 && word.startsWith(q.term)) terms.set(word, 0.6);
          else if (max && Math.abs(word.length - q.term.length) <= max && distance(q.term, word, max) <= max) terms.set(word, 0.5);
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
    /** @type {Map<number, { score: number, matched: [number, string][] }>} */
    const titles = new Map();
    const avg = (/** @type {string} */ field) => (this.average[field] ??= this.lengths[field].reduce((a, b) => a + b, 0) / Math.max(1, this.lengths[field].length) || 1);
    const bm25 = (/** @type {number} */ tf, /** @type {number} */ length, /** @type {string} */ field) => (tf * 2.2) / (tf + 1.2 * (0.25 + 0.75 * (length / avg(field))));
    const record = (/** @type {number} */ unit, /** @type {number} */ score, /** @type {number} */ of, /** @type {string} */ term) => {
      let hit = hits.get(unit);
      if (!hit) hits.set(unit, (hit = { unit, score: 0, matched: new Map() }));
      hit.score += score;
      let set = hit.matched.get(of);
      if (!set) hit.matched.set(of, (set = new Set()));
      set.add(term);
    };
    terms.forEach((q, qi) => {
      for (const { term, weight, of } of this.expand(q, qi)) {
        const title = this.postings.title.get(term);
        if (title) {
          const idf = Math.log(1 + (pages - title.size + 0.5) / (title.size + 0.5));
          for (const [page, tf] of title) {
            const t = titles.get(page) ?? { score: 0, matched: [] };
            t.score += weight * idf * bm25(tf, this.lengths.title[page], 'title') * WEIGHT.title;
            t.matched.push([of, term]);
            titles.set(page, t);
          }
        }
        for (const field of UNIT_FIELDS) {
          const list = this.postings[field].get(term);
          if (!list) continue;
          const idf = Math.log(1 + (n - list.size + 0.5) / (list.size + 0.5));
          for (const [unit, tf] of list) record(unit, weight * idf * bm25(tf, this.lengths[field][unit], field) * WEIGHT[field], of, term);
        }
      }
    });
    // The title counts for every unit of its page.
    if (titles.size) {
      this.units.forEach((unit, index) => {
        const t = titles.get(unit.page);
        if (!t) return;
        record(index, t.score, t.matched[0][0], t.matched[0][1]);
        for (const [of, term] of t.matched) record(index, 0, of, term);
      });
    }
    return hits;
  }
}

// The panel records are made in the engine's chunk, which loads with the index.
export { present } from './present.mjs';
