// @ts-check
// What the index carries for readers, besides the pages' own text (index-plugin.ts ships it, the tests
// enumerate it): per target (a route, with a heading id for a section) and language,
// - the phrasings of reader-vocabulary.json;
// - the Chinese terms of its entries, the names of each concept in Chinese (a Latin term is an identifier
//   the page already shows as such);
// - the term of each concept of docs/terms.json that has a target, in both languages.

/**
 * @typedef {{ concept: string, target: string, terms: Record<string, string[]>, phrases: Record<string, string[]> }} VocabularyEntry
 * @typedef {{ en: string, zh: string, target?: string }} Term a concept of docs/terms.json
 * @typedef {{ source: string, target: string, lang: string, text: string, name: boolean }} ReaderWord
 */

const HAN = /\p{Script=Han}/u;

/** The name a term of docs/terms.json gives its concept: "构建产物（产物）" is 构建产物, "publish / release" is publish. */
export const termName = (/** @type {string} */ term) => term.split(/（|\(| \/ /)[0].trim();

/**
 * @param {VocabularyEntry[]} vocabulary
 * @param {Term[]} terms
 * @returns {ReaderWord[]}
 */
export function readerWords(vocabulary, terms) {
  /** @type {ReaderWord[]} */
  const words = [];
  for (const entry of vocabulary) {
    for (const [lang, phrases] of Object.entries(entry.phrases)) {
      for (const text of phrases) words.push({ source: entry.concept, target: entry.target, lang, text, name: false });
      for (const text of entry.terms[lang] ?? []) if (HAN.test(text)) words.push({ source: entry.concept, target: entry.target, lang, text, name: true });
    }
  }
  for (const term of terms) {
    if (!term.target) continue;
    for (const lang of /** @type {const} */ (['zh', 'en'])) words.push({ source: `docs/terms.json ${term.en}`, target: term.target, lang, text: termName(term[lang]), name: true });
  }
  return words;
}
