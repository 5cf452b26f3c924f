// Issue 7 (WCAG 2.4.1, bypass blocks): the first thing the keyboard reaches is a link past the navigation
// and sidebar to the page's content. Rspress 1 has none; the Layout slots place the link first in the
// page (top) and the target at the start of the content (beforeDocContent, beforeHero, and the 404 page).
import { useEffect } from 'react';
import { useI18n } from 'rspress/runtime';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const t = useI18n();
  useFirstTabFromPageStart();
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {t('skipToContent')}
    </a>
  );
}

export function MainContentTarget() {
  return <div id={MAIN_CONTENT_ID} tabIndex={-1} className="main-content-target" />;
}

// WCAG 2.4.3 (focus order). Chromium 150 starts sequential focus navigation from the last element any
// script scrolled into view, and the theme's sidebar scrolls the current page's link into view when it
// mounts: a reader's first Tab went to the link of the next page, past the skip link, the nav and the
// heading named in the address. Until the reader has clicked or focused anything, the first Tab starts
// where the browser would start without that scroll: at the heading the address names, or at the top.
// Scrolling into view is the only way a page can move that starting point; 'nearest' scrolls nothing here,
// as the heading is on screen and the whole document is.
const addressedHeading = () => {
  try {
    return location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  } catch {
    return null; // a malformed escape in the address
  }
};

function useFirstTabFromPageStart() {
  useEffect(() => {
    const done = () => {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('pointerdown', done, true);
      window.removeEventListener('focusin', done, true);
      window.removeEventListener('hashchange', done);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      done();
      if (document.activeElement !== document.body) return;
      (addressedHeading() ?? document.documentElement).scrollIntoView({ block: 'nearest' });
    };
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('pointerdown', done, true);
    window.addEventListener('focusin', done, true);
    window.addEventListener('hashchange', done);
    return done;
  }, []);
}
