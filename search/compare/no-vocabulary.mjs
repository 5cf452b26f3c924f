// The site's engine without the reader phrasings of reader-vocabulary.json, for npm run search:compare:
// what the phrasings (and their bytes in the index) buy.
import { SearchIndex as Site } from '../engine.mjs';

export class SearchIndex extends Site {
  add(doc) {
    const { reader, ...rest } = doc;
    super.add(rest);
  }
}

export { present } from '../present.mjs';
