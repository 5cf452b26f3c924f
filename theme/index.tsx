import Theme from 'rspress/theme';
import { NotFoundLayout } from './NotFoundLayout';
import { Search } from './SearchButton';

// Spec §2 "404 page": the default 404 is English-only; ours reads its texts from i18n.json.
// Issue 6: Search fetches the search index only when the reader shows intent (see SearchButton.tsx).
export default { ...Theme, NotFoundLayout, Search };
export * from 'rspress/theme';
export { NotFoundLayout, Search };
