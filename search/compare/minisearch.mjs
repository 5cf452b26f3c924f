// The site's search with MiniSearch 7 doing what the hand-written part of search/engine.mjs
// does: indexing, BM25 scoring per field with field boosts, prefix and typo matching. Everything else
// is the site's, unchanged, so that the comparison (compare.mjs) measures the scoring:
// the same heading-section units and fields, the same tokenizer (MiniSearch gets our terms as they
// are: tokenize splits the prepared term list, processTerm keeps each term), the same Chinese-pair and
// synonym alternatives, the same exact-heading rule, nearness, grouping and panel records.
// Field boosts are the site's weights; a prefix match counts 0.6 and a typo 0.5, as in the site's
// engine, and as there, a prefix only for the word the reader may still be typing, and typos only for
// a word the docs do not have, from four letters (one) and eight letters (two).
import MiniSearch from 'minisearch';
import { SectionIndex } from '../sections.mjs';

const FIELDS = ['title', 'heading', 'path', 'reader', 'body'];
const BOOST = { title: 6, heading: 8, path: 2, reader: 5, body: 1 };

export class SearchIndex extends SectionIndex {
  constructor(docs = []) {
    super([]);
    this.mini = new MiniSearch({
      fields: FIELDS,
      tokenize: (text) => (text ? text.split(' ') : []),
      processTerm: (term) => term,
      searchOptions: { boost: BOOST, weights: { prefix: 0.6, fuzzy: 0.5 } },
    });
    /** @type {string[]} the title terms of each page */
    this.titleTerms = [];
    /** @type {Record<number, Record<string, string>>} */
    this.pending = {};
    for (const doc of docs) this.add(doc);
  }

  add(doc) {
    const before = this.units.length;
    super.add(doc);
    for (let unit = before; unit < this.units.length; unit++) {
      this.mini.add({ id: unit, title: this.titleTerms[this.units[unit].page], ...this.pending[unit] });
    }
    this.pending = {};
  }

  post(field, key, tokens) {
    super.post(field, key, tokens);
    const text = tokens.map((t) => t.term).join(' ');
    if (field === 'title') this.titleTerms[key] = text;
    else (this.pending[key] ??= {})[field] = text;
  }

  score(terms) {
    const hits = new Map();
    terms.forEach((q, of) => {
      const alternatives = this.alternatives(q);
      const queries = q.han ? [...alternatives.keys()] : [q.term, ...[...alternatives.keys()].filter((t) => t !== q.term)];
      if (!queries.length) return;
      const results = this.mini.search(
        { combineWith: 'OR', queries },
        {
          boostTerm: (term) => alternatives.get(term)?.weight ?? 1,
          prefix: (term) => !q.han && !!q.last && term === q.term && term.length >= 3,
          fuzzy: (term) => (q.han || term !== q.term || this.has(term) ? false : term.length >= 8 ? 2 : term.length >= 4 ? 1 : false),
        },
      );
      for (const r of results) {
        let hit = hits.get(r.id);
        if (!hit) hits.set(r.id, (hit = { unit: r.id, score: 0, matched: new Map() }));
        hit.score += r.score;
        hit.matched.set(of, new Set([...(hit.matched.get(of) ?? []), ...r.terms]));
      }
    });
    return hits;
  }
}

export { present } from '../present.mjs';
