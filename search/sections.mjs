// @ts-check
// The parts of the site search that no search library does for us, whichever library scores
// (engine.mjs says which one does; search/README.md has the measurements):
// - the tokenizer: Chinese text split into words with Intl.Segmenter, plus every pair of neighbouring
//   characters and every pair one character apart, so that a Chinese term matches inside a sentence and
//   a term with one wrong character still matches; Latin words lower-cased, without accents, split at
//   camelCase and snake_case, reduced by a light stemmer; the synonyms and stop words of these docs;
// - the units: Rspress's page records cut into heading sections, each indexed with its page title, its
//   own heading, the headings above it (its path), its text, and the reader phrasings that lead to it
//   (reader-vocabulary.json, shipped per language in the search index by index-plugin.ts); the
//   text before a page's first heading is the page's own unit, headed by the page title;
// - the ranking over the scores: a query that is a heading or a title (normalised), or a reader word
//   that leads to a section, puts that section first; then by score, scaled by how much of the query the
//   unit matches (rare words counting for more) and raised where the words stand close together; pages
//   in the order of their best section, each with its best sections;
// - the character positions of the matched words, from which present.mjs makes the snippet.
// A scorer extends SectionIndex with post() (index a field's terms) and score() (score the units).

const HAN = /\p{Script=Han}/u;
const WORD = /[\p{Script=Han}]+|[\p{L}\p{N}_$@]+/gu;
// Identifiers written with dots, dashes or slashes, and command-line flags: style.inject, d.ts,
// plugin-module-doc, @modern-js/storybook, --no-dts, -c.
const COMPOUND = /(?<![\p{L}\p{N}_$@.\/-])(?:(?:--?)?[\p{Script=Latin}\p{N}_$@]+(?:[./-][\p{Script=Latin}\p{N}_$@]+)+|--?[\p{Script=Latin}\p{N}_$@]+)/gu;
// Words of a query that say nothing about what is looked for.
const STOP = new Set([
  'a', 'an', 'and', 'are', 'be', 'can', 'do', 'does', 'for', 'from', 'how', 'i', 'in', 'into', 'is', 'it', 'its', 'me', 'my', 'of', 'on', 'or', 'should',
  'the', 'to', 'what', 'when', 'where', 'which', 'why', 'with', 'you', 'your',
  'as', 'at', 'but', 'by', 'if', 'such', 'that', 'their', 'then', 'there', 'these', 'they', 'this', 'was', 'will',
  '的', '了', '吗', '呢', '吧', '啊', '把', '被', '在', '是', '和', '与', '跟', '怎么', '怎样', '如何', '为什么', '什么', '哪里', '哪些', '哪个', '里', '到',
  '中', '我', '我的', '要', '能', '可以', '一个', '时', '会', '还', '让', '都', '也', '就', '吗？', '该', '想',
  '能不能', '能否', '是否', '有没有', '而不是', '不是', '怎么办', '为啥',
]);
// Words readers use for the words the docs use (both directions are listed). Phrasings of whole
// concepts live in reader-vocabulary.json.
const SYNONYMS = new Map(
  [
    ['复制', '拷贝'], ['打包', '构建'], ['定义', '声明'], ['申明', '声明'], ['发版', '发布'], ['报错', '错误'], ['找不到', '不存在'],
    ['输出', '产物'], ['配置项', '选项'], ['内置', '自带'], ['自己', '自行'], ['bundler', 'bundle'], ['typings', 'dts'], ['declaration', 'dts'],
    ['internet', 'network'],
  ].flatMap(([a, b]) => [[a, b], [b, a]]),
);
export const UNIT_FIELDS = /** @type {const} */ (['heading', 'path', 'reader', 'body']);
const MAX_QUERY_CHARS = 200;
const MAX_QUERY_TERMS = 16;
const SECTIONS_PER_PAGE = 6;
// How much the other sections of a page that match as well as its best one add to its rank.
export const PAGE_SHARE = 0.15;

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
 * @typedef {{ term: string, start: number, end: number, han: boolean, pair?: boolean }} Token
 * Splits text into index terms with their character positions in the text: Chinese words (as the
 * segmenter finds them), every pair of neighbouring Chinese characters and every pair one character
 * apart; Latin words, lower-cased and stemmed, and the parts of camelCase and snake_case words.
 * @param {string} text
 * @param {number} [offset] added to the positions
 * @returns {Token[]}
 */
export function tokenize(text, offset = 0) {
  /** @type {Token[]} */
  const tokens = [];
  for (const m of text.matchAll(WORD)) {
    const word = m[0];
    const start = offset + (m.index ?? 0);
    if (HAN.test(word)) {
      // A two-character word is its own pair: counted once.
      const twos = new Set();
      for (const s of segmenter ? segmenter.segment(word) : [{ segment: word, index: 0 }]) {
        tokens.push({ term: s.segment, start: start + s.index, end: start + s.index + s.segment.length, han: true });
        if (s.segment.length === 2) twos.add(s.index);
      }
      for (let i = 0; i + 1 < word.length; i++) if (!twos.has(i)) tokens.push({ term: word.slice(i, i + 2), start: start + i, end: start + i + 2, han: true, pair: true });
      for (let i = 0; i + 2 < word.length; i++) tokens.push({ term: `${word[i]}~${word[i + 2]}`, start: start + i, end: start + i + 3, han: true, pair: true });
      continue;
    }
    tokens.push({ term: stem(normalize(word)), start, end: start + word.length, han: false });
    const parts = word.split(/(?<=[a-z0-9])(?=[A-Z])|[_$@]/).filter(Boolean);
    if (parts.length > 1) {
      let at = start;
      for (const part of parts) {
        at = offset + text.indexOf(part, at - offset);
        tokens.push({ term: stem(normalize(part)), start: at, end: at + part.length, han: false });
        at += part.length;
      }
    }
  }
  for (const m of text.matchAll(COMPOUND)) {
    const start = offset + (m.index ?? 0);
    tokens.push({ term: normalize(m[0]), start, end: start + m[0].length, han: false });
    // @modern-js/plugin-module-doc is also plugin-module-doc.
    let at = start;
    for (const part of m[0].split('/')) {
      if (part !== m[0] && /[.-]/.test(part.slice(1))) tokens.push({ term: normalize(part), start: at, end: at + part.length, han: false });
      at += part.length + 1;
    }
  }
  return tokens;
}

/**
 * @typedef {{ term: string, han: boolean, last?: boolean }} QueryTerm
 *   last: the word the reader may still be typing (the query's last, with no space after it)
 * The words of a query: Latin words as the index has them; Chinese runs as the segmenter splits them,
 * without stop words, where neighbouring single characters are one word (the segmenter breaks words
 * it does not know, misspelled ones among them, into characters: 构/建, 类/形). A Chinese word the docs
 * do not have (with `known`) joins its neighbours, so that its character pairs can still find the
 * intended words (类形 + 声明: 类形声明 finds 类型声明 through 声明 and 类~声).
 * @param {string} text
 * @param {(term: string) => boolean} [known]
 * @returns {QueryTerm[]}
 */
export function queryTerms(text, known = () => true) {
  /** @type {QueryTerm[]} */
  const terms = [];
  // An identifier or flag the docs have is one term; otherwise its words are.
  const rest = text.replace(COMPOUND, (compound) => {
    if (!known(normalize(compound))) return compound;
    terms.push({ term: normalize(compound), han: false });
    return ' ';
  });
  for (const m of rest.matchAll(WORD)) {
    const word = m[0];
    if (!HAN.test(word)) {
      terms.push(...tokenize(word).filter((t) => t.start === 0 && t.end === word.length));
      continue;
    }
    const words = segmenter ? [...segmenter.segment(word)].map((s) => s.segment) : [word];
    /** @type {string[][]} the pieces between stop words */
    const groups = [[]];
    let singles = false;
    for (const w of words) {
      const group = groups[groups.length - 1];
      if (STOP.has(w)) groups.push([]);
      else if (w.length === 1 && singles && group.length) group[group.length - 1] += w;
      else group.push(w);
      singles = w.length === 1 && !STOP.has(w);
    }
    for (const pieces of groups) {
      /** @type {{ term: string, joined: boolean }[]} */
      const out = [];
      for (let i = 0; i < pieces.length; i++) {
        if (known(pieces[i])) {
          out.push({ term: pieces[i], joined: false });
          continue;
        }
        const left = out.length && !out[out.length - 1].joined ? /** @type {{ term: string }} */ (out.pop()).term : '';
        const right = i + 1 < pieces.length ? pieces[++i] : '';
        out.push({ term: left + pieces[i - (right ? 1 : 0)] + right, joined: true });
      }
      for (const { term } of out) terms.push({ term, han: true });
    }
  }
  const seen = new Set();
  const kept = terms.filter((t) => !STOP.has(t.term) && !seen.has(t.term) && seen.add(t.term)).slice(0, MAX_QUERY_TERMS);
  const typing = [...rest.matchAll(WORD)].pop()?.[0];
  const last = typing && /[\p{L}\p{N}_$@]$/u.test(text) ? kept.find((t) => !t.han && t.term === stem(normalize(typing))) : undefined;
  return kept.map((t) => (t === last ? { ...t, last: true } : t));
}

/**
 * @typedef {{ id: number | string, title: string, content: string, routePath?: string, toc?: { text: string, id: string, depth: number, charIndex: number }[], frontmatter?: { description?: string }, reader?: Record<string, string> }} SearchDoc
 * @typedef {{ page: number, heading: number, start: number, end: number, exact: string[], names: string[] }} Unit
 *   heading: index in the page's toc, -1 for the text before the first heading; start/end: the unit's
 *   text in the page content; exact: the normalised forms a query must have to match it exactly (its
 *   heading or title first); names: the normalised reader words that lead to it, each also an exact
 *   match (a concept's name, or a phrasing typed as it is written).
 * @typedef {{ unit: number, score: number, matched: Map<number, Set<string>> }} UnitHit
 *   matched: for each query term (by its index) the index terms that matched it
 * @typedef {{ weight: number, cover: number, part: boolean }} Alternative
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
  const names = (/** @type {string | undefined} */ text) => (text ? text.split('\n').map(plain).filter(Boolean) : []);
  units.push({
    unit: { page, heading: -1, start: 0, end: first, exact: [plain(doc.title)], names: names(reader['']) },
    fields: { heading: doc.title, path: '', body: content.slice(0, first), reader: `${doc.frontmatter?.description ?? ''}\n${reader[''] ?? ''}` },
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
      unit: { page, heading: toc.indexOf(h), start: h.charIndex, end, exact, names: names(reader[h.id]) },
      fields: { heading: h.text, path: path.join(' '), body: content.slice(h.charIndex + h.text.length, end), reader: reader[h.id] ?? '' },
    });
  });
  // The toc index above is the index in the filtered list; map it back to the page's own toc.
  for (const { unit } of units) if (unit.heading >= 0) unit.heading = (doc.toc ?? []).indexOf(toc[unit.heading]);
  return units;
}

export class SectionIndex {
  /** @param {SearchDoc[]} docs */
  constructor(docs = []) {
    /** @type {SearchDoc[]} */
    this.docs = [];
    /** @type {Unit[]} */
    this.units = [];
    /** @type {Token[][]} the tokens of each page's content, for nearness and snippet positions */
    this.tokens = [];
    /** @type {Set<string>} Latin index terms, for prefix and typo matches */
    this.vocabulary = new Set();
    /** @type {Set<string>} every index term */
    this.known = new Set();
    for (const doc of docs) this.add(doc);
  }

  /** @param {SearchDoc} doc */
  add(doc) {
    if (!doc.title?.trim()) return; // an emptied fragment record: its text is in the page that shows it
    const page = this.docs.push(doc) - 1;
    const content = doc.content ?? '';
    /** @type {Token[]} the page's words in order; character pairs are found again when needed */
    const words = (this.tokens[page] = []);
    this.post('title', page, tokenize(doc.title));
    for (const { unit, fields } of unitsOf(doc, page)) {
      const index = this.units.push(unit) - 1;
      for (const field of UNIT_FIELDS) {
        if (field !== 'body') {
          this.post(field, index, tokenize(fields[field]));
          continue;
        }
        // The text after the heading line.
        const from = unit.heading < 0 ? 0 : unit.start + fields.heading.replace(/`/g, '').length;
        const tokens = tokenize(content.slice(from, unit.end), from);
        this.post('body', index, tokens);
        for (const token of tokens.filter((t) => !t.pair).sort((a, b) => a.start - b.start)) words.push(token);
      }
    }
  }

  /**
   * The words of a unit's text.
   * @param {Unit} unit
   * @protected
   */
  range(unit) {
    const tokens = this.tokens[unit.page];
    let lo = 0;
    let hi = tokens.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tokens[mid].start < unit.start) lo = mid + 1;
      else hi = mid;
    }
    let end = lo;
    while (end < tokens.length && tokens[end].start < unit.end) end++;
    return tokens.slice(lo, end);
  }

  /**
   * Adds a field's tokens to the index (the title's under its page, the others' under their unit).
   * A scorer extends this.
   * @param {string} field @param {number} key @param {Token[]} tokens
   */
  post(field, key, tokens) {
    for (const { term, han } of tokens) {
      this.known.add(term);
      if (!han) this.vocabulary.add(term);
    }
  }

  /** @param {string} term */
  has(term) {
    return this.known.has(term);
  }

  /**
   * How rare a query term is among the units, from the index terms that stand for it. A scorer may
   * implement this; without it every query term counts the same.
   * @param {Map<string, Alternative>} _alternatives
   */
  rarity(_alternatives) {
    return 1;
  }

  /**
   * Index terms that a query term stands for (part of the tokenizer, whatever scores), each with
   * `weight`, how much a match counts in the score, and `cover`, how much of the query term it
   * matches: the term itself (1), its synonyms (0.9, covering it), for a Chinese word not in the index
   * its character pairs (parts: together they cover it), for a Latin compound the docs write as two
   * words ("dotfiles": "dot" files) its two parts.
   * @param {QueryTerm} q
   * @returns {Map<string, Alternative>}
   */
  alternatives(q) {
    /** @type {Map<string, Alternative>} */
    const terms = new Map();
    const synonym = SYNONYMS.get(q.term);
    if (synonym && this.has(synonym)) terms.set(synonym, { weight: 0.9, cover: 1, part: false });
    if (this.has(q.term)) terms.set(q.term, { weight: 1, cover: 1, part: false });
    else if (!q.han && q.term.length >= 6) {
      for (let i = 3; i <= q.term.length - 3; i++) {
        const [a, b] = [q.term.slice(0, i), stem(q.term.slice(i))];
        if (this.has(a) && this.has(b)) {
          terms.set(a, { weight: 0.5, cover: 0.25, part: true });
          terms.set(b, { weight: 0.5, cover: 0.25, part: true });
          break;
        }
      }
    } else if (q.han && q.term.length > 2) {
      const pairs = [];
      for (let i = 0; i + 1 < q.term.length; i++) pairs.push(q.term.slice(i, i + 2));
      for (let i = 0; i + 2 < q.term.length; i++) pairs.push(`${q.term[i]}~${q.term[i + 2]}`);
      for (const pair of pairs) if (this.has(pair)) terms.set(pair, { weight: 0.9 / pairs.length, cover: 1 / pairs.length, part: true });
    }
    if (q.han) {
      for (const [word, other] of SYNONYMS) {
        const swapped = q.term.replace(word, other);
        if (q.term.length > word.length && q.term.includes(word) && this.has(swapped)) terms.set(swapped, { weight: 0.9, cover: 1, part: false });
      }
    }
    return terms;
  }

  /**
   * How much of a query term a unit matches, from the index terms it matched for it: the best single
   * match, or the parts together; a Latin index term that is no alternative was found by a scorer as a
   * word the query term begins (0.6) or as a typo (0.5).
   * @param {QueryTerm} q
   * @param {Map<string, Alternative>} alternatives
   * @param {Set<string> | undefined} matched
   */
  static cover(q, alternatives, matched) {
    if (!matched) return 0;
    let best = 0;
    let parts = 0;
    for (const term of matched) {
      const alternative = alternatives.get(term);
      if (alternative?.part) parts += alternative.cover;
      else best = Math.max(best, alternative ? alternative.cover : term.startsWith(q.term) ? 0.6 : 0.5);
    }
    return Math.max(best, Math.min(1, parts));
  }

  /**
   * Scores every unit that matches a query term. A scorer implements this.
   * @param {QueryTerm[]} terms
   * @returns {Map<number, UnitHit>}
   */
  score(terms) {
    throw new Error(`no scorer for ${terms.length} terms`);
  }

  /**
   * Ranks the pages for a query, each with its best sections.
   * @param {string} query
   * @param {number} limit pages
   */
  search(query, limit = 7) {
    const text = query.slice(0, MAX_QUERY_CHARS);
    if (!text.trim()) return [];
    const terms = queryTerms(text, (term) => this.has(term) || this.has(SYNONYMS.get(term) ?? ''));
    if (!terms.length) return [];
    const phrase = plain(text);
    const alternatives = terms.map((q) => this.alternatives(q));
    // A rare word of the query counts for more of its coverage than a common one ("复制" over "文件").
    const rarity = alternatives.map((a) => this.rarity(a));
    const rarityTotal = rarity.reduce((a, b) => a + b, 0) || 1;
    const ranked = [...this.score(terms).values()].map((hit) => {
      const unit = this.units[hit.unit];
      const exact = unit.exact.indexOf(phrase) === 0 || (unit.exact.length > 1 && unit.exact.includes(`.${phrase}`));
      // A reader word that leads to the unit counts as its heading does.
      const tier = exact ? (unit.heading < 0 ? 3 : unit.exact[0] === phrase ? 2 : 1) : unit.names.includes(phrase) ? 2 : 0;
      let covered = 0;
      terms.forEach((q, of) => (covered += rarity[of] * SectionIndex.cover(q, alternatives[of], hit.matched.get(of))));
      return { ...hit, tier, coverage: covered / rarityTotal };
    });
    // Coverage scales the score rather than ranking before it: a unit that misses one word of a long
    // question can still win on a far better score (2026-11-26, tuned part: top-1 77.2 -> 83.8% zh,
    // 83.1 -> 86.2% en, top-3 unchanged or better, against ranking by coverage first).
    const order = (/** @type {typeof ranked[number]} */ a, /** @type {typeof ranked[number]} */ b) =>
      b.tier - a.tier || b.score * b.coverage ** 2 - a.score * a.coverage ** 2;
    ranked.sort(order);
    // Among the best candidates, units where the query words stand close together come first.
    if (terms.length > 1) {
      const head = ranked.slice(0, 40);
      for (const hit of head) hit.score *= 1 + this.nearness(hit.unit, hit.matched) / terms.length;
      head.sort(order);
      ranked.splice(0, head.length, ...head);
    }
    /** @type {Map<number, typeof ranked>} */
    const byPage = new Map();
    for (const hit of ranked) {
      const page = this.units[hit.unit].page;
      const list = byPage.get(page);
      if (list) list.push(hit);
      else byPage.set(page, [hit]);
    }
    // Pages in the order of their best section; between equally good ones, the page where more
    // sections answer the query comes first (a reference page over one that mentions it in passing).
    const weight = (/** @type {typeof ranked} */ hits) =>
      hits.reduce((sum, hit, i) => sum + (i && hit.coverage === hits[0].coverage ? PAGE_SHARE * hit.score : 0), hits[0].score);
    const pages = [...byPage]
      .map(([page, hits]) => ({ page, hits: hits.slice(0, SECTIONS_PER_PAGE), best: { ...hits[0], score: weight(hits) } }))
      .sort((a, b) => order(a.best, b.best))
      .slice(0, limit);
    return pages.map(({ page, hits }) => ({
      doc: this.docs[page],
      score: hits[0].score,
      sections: hits.map((hit) => {
        const unit = this.units[hit.unit];
        return { heading: unit.heading, start: unit.start, end: unit.end, score: hit.score, positions: this.positions(unit, new Set([...hit.matched.values()].flatMap((set) => [...set]))) };
      }),
    }));
  }

  /**
   * The tokens of a unit's text that are among `terms`, in order, character pairs included.
   * @param {Unit} unit
   * @param {Set<string>} terms
   * @returns {Token[]}
   */
  find(unit, terms) {
    const pair = (/** @type {string} */ t) => HAN.test(t) && (t.length === 2 || (t.length === 3 && t[1] === '~'));
    const found = this.range(unit).filter((t) => terms.has(t.term) && !pair(t.term));
    const text = (this.docs[unit.page].content ?? '').slice(unit.start, unit.end);
    for (const term of terms) {
      if (!pair(term)) continue;
      for (let i = 0; i + term.length <= text.length; i++) {
        if (text[i] === term[0] && text[i + term.length - 1] === term[term.length - 1] && (term.length === 2 || HAN.test(text[i + 1]))) {
          found.push({ term, start: unit.start + i, end: unit.start + i + term.length, han: true });
        }
      }
    }
    return found.sort((a, b) => a.start - b.start);
  }

  /**
   * The largest number of different query terms found within one short passage of a unit's text.
   * @param {number} index
   * @param {Map<number, Set<string>>} matched
   */
  nearness(index, matched) {
    /** @type {Map<string, number>} index term -> query term */
    const of = new Map();
    for (const [q, set] of matched) for (const term of set) of.set(term, q);
    const found = this.find(this.units[index], new Set(of.keys()));
    let best = 0;
    for (let i = 0; i < found.length; i++) {
      const words = new Set();
      for (let j = i; j < found.length && found[j].start - found[i].start < 80; j++) words.add(of.get(found[j].term));
      best = Math.max(best, words.size);
    }
    return best;
  }

  /**
   * Character positions of the matched terms in a unit's text, from the passage that holds the most
   * different matched terms (Rspress builds the snippet from the first position).
   * @param {Unit} unit
   * @param {Set<string>} terms
   */
  positions(unit, terms) {
    const found = this.find(unit, terms);
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

