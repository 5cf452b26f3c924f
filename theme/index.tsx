import Theme from 'rspress/theme';
import { NotFoundLayout } from './NotFoundLayout';

// Spec §2 "404 page": the default 404 is English-only; ours reads its texts from i18n.json.
export default { ...Theme, NotFoundLayout };
export * from 'rspress/theme';
export { NotFoundLayout };
