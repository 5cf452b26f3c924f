// Issue 7 (WCAG 2.4.1, bypass blocks): the first thing the keyboard reaches is a link past the navigation
// and sidebar to the page's content. Rspress 1 has none; the Layout slots place the link first in the
// page (top) and the target at the start of the content (beforeDocContent, beforeHero, and the 404 page).
import { useI18n } from 'rspress/runtime';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const t = useI18n();
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {t('skipToContent')}
    </a>
  );
}

export function MainContentTarget() {
  return <div id={MAIN_CONTENT_ID} tabIndex={-1} className="main-content-target" />;
}
