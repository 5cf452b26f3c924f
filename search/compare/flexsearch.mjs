// The site's search with FlexSearch 0.8 doing what the hand-written part of search/engine.mjs
// does: indexing and matching per field, with prefix matching ("forward" tokenizing). Everything else is
// the site's, unchanged (see minisearch.mjs): FlexSearch gets our terms through a custom encoder.
// FlexSearch ranks by where a term stands in a field and gives no score, and has no typo matching
// with a custom encoder (its fuzziness lives in its own Latin encoders). So each field's list counts by
// rank: a unit at rank r of n in a field's results for a term adds weight x (1 - r / (n + 1)), with the
// site's field weights; the alternatives' weights apply as in the site's engine. "forward" tokenizing
// is set when the index is built, so every query word may match as a prefix, not only the last one.
// The compact build: the smallest of FlexSearch's builds with Document (the light one has Index only);
// the package's exports do not list it, hence the path.
import FlexSearch from '../../node_modules/flexsearch-0.8/dist/flexsearch.compact.module.min.js';
import { SectionIndex } from '../sections.mjs';

const FIELDS = ['title', 'heading', 'path', 'reader', 'body'];
const WEIGHT = { title: 6, heading: 8, path: 2, reader: 5, body: 1 };
const encode = (text) => (text ? text.split(' ') : []);

export class SearchIndex extends SectionIndex {
  constructor(docs = []) {
    super([]);
    this.flex = new FlexSearch.Document({
      document: { id: 'id', index: FIELDS.map((field) => ({ field, tokenize: 'forward', encode })) },
    });
    this.titleTerms = [];
    this.pending = {};
    for (const doc of docs) this.add(doc);
  }

  add(doc) {
    const before = this.units.length;
    super.add(doc);
    for (let unit = before; unit < this.units.length; unit++) {
      this.flex.add({ id: unit, title: this.titleTerms[this.units[unit].page], heading: '', path: '', reader: '', body: '', ...this.pending[unit] });
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
      if (!q.han && !alternatives.has(q.term)) alternatives.set(q.term, { weight: 1, cover: 1, part: false }); // a prefix may still match
      for (const [term, { weight }] of alternatives) {
        for (const { field, result } of this.flex.search(term, { index: FIELDS, limit: 1000 })) {
          result.forEach((unit, rank) => {
            let hit = hits.get(unit);
            if (!hit) hits.set(unit, (hit = { unit, score: 0, matched: new Map() }));
            hit.score += weight * WEIGHT[field] * (1 - rank / (result.length + 1));
            if (!hit.matched.has(of)) hit.matched.set(of, new Set());
            hit.matched.get(of).add(term);
          });
        }
      }
    });
    return hits;
  }
}

export { present } from '../present.mjs';
