// @ts-check
// Stands in for the 'flexsearch' package inside Rspress's LocalProvider (see builderConfig.resolve.alias
// in rspress.config.ts), which builds three FlexSearch Documents (default, CJK, Cyrillic) from the page
// index and merges their hits. The default one is answered by our engine; the other two stay empty.
// Each hit carries _matchesPosition, from which Rspress's PageSearcher builds the highlighted snippet
// when the query does not occur as one piece in the page.
import { SearchIndex } from './engine.mjs';

/** The index built most recently, so that the search button can tell an empty (failed) load. */
export const searchState = { documents: -1 };

class Document {
  /** @param {{ tokenize?: unknown }} options */
  constructor(options) {
    this.primary = typeof options?.tokenize !== 'function';
    // Built as the pages arrive, when the reader opens search, so the first query finds it ready.
    this.index = new SearchIndex();
    if (this.primary) searchState.documents = 0;
  }

  /** @param {unknown} _id @param {any} item */
  add(_id, item) {
    if (!this.primary) return;
    this.index.add(item);
    searchState.documents = this.index.docs.length;
  }

  /** @param {unknown} id @param {any} item */
  addAsync(id, item) {
    this.add(id, item);
    return Promise.resolve();
  }

  /** @param {string} keyword @param {{ limit?: number }} [options] */
  search(keyword, options) {
    if (!this.primary) return [];
    const hits = this.index.search(keyword, options?.limit ?? 7);
    return [
      {
        field: 'normalizedContent',
        result: hits.map((hit) => ({ id: hit.doc.id, doc: { ...hit.doc, _matchesPosition: { content: hit.positions } } })),
      },
    ];
  }

  /** @param {string} keyword @param {{ limit?: number }} [options] */
  searchAsync(keyword, options) {
    return Promise.resolve(this.search(keyword, options));
  }
}

export default { Document };
