// @ts-check
// Stands in for the 'flexsearch' package inside Rspress's LocalProvider (patch search-engine in
// patches/index.ts), which builds three FlexSearch Documents (default, CJK, Cyrillic) from the page
// index and merges their hits. The default one is answered by the site's engine (search/); the other
// two stay empty. The engine ranks heading sections and groups them by page; search/present.mjs turns
// each page hit into the record from which Rspress's PageSearcher builds the panel's lines.
// The engine is a chunk of its own, fetched with the index when the reader shows intent to search,
// so that no page pays for it on first load (issue 7, first-load budget).
import { searchState } from '../search/state.mjs';

class Document {
  /** @param {{ tokenize?: unknown }} options */
  constructor(options) {
    this.primary = typeof options?.tokenize !== 'function';
    /** @type {any[]} pages added while the engine loads */
    this.pending = [];
    /** @type {import('../search/engine.mjs').SearchIndex | undefined} */
    this.index = undefined;
    /** @type {typeof import('../search/present.mjs').present | undefined} */
    this.present = undefined;
    if (!this.primary) return;
    searchState.documents = 0;
    // Built as soon as the engine arrives, while the reader types, so the first query finds it ready.
    this.ready = import('../search/engine.mjs').then(({ SearchIndex, present }) => {
      this.present = present;
      this.index = new SearchIndex();
      for (const item of this.pending.splice(0)) this.index.add(item);
    });
  }

  /** @param {unknown} _id @param {any} item */
  add(_id, item) {
    if (!this.primary) return;
    if (this.index) this.index.add(item);
    else this.pending.push(item);
    searchState.documents += 1;
  }

  /** @param {unknown} id @param {any} item */
  addAsync(id, item) {
    this.add(id, item);
    return Promise.resolve();
  }

  /** @param {string} keyword @param {{ limit?: number }} [options] */
  search(keyword, options) {
    const { index, present } = this;
    if (!this.primary || !index || !present) return [];
    const hits = index.search(keyword, options?.limit ?? 7);
    return [{ field: 'normalizedContent', result: hits.map((hit) => ({ id: hit.doc.id, doc: present(hit, keyword) })) }];
  }

  /** @param {string} keyword @param {{ limit?: number }} [options] */
  async searchAsync(keyword, options) {
    await this.ready;
    return this.search(keyword, options);
  }
}

export default { Document };
