// Spec §3 theme config enableScrollToTop, with a name (issue 7, WCAG 4.1.2; axe: button-name). Replaces
// the theme's ScrollToTop, which the theme takes from this theme's exports: its back-to-top button holds
// only an icon. It is rendered in the browser only (NoSSR), so naming it once it is there is all it takes.
import { useEffect, useRef } from 'react';
import { useI18n } from 'rspress/runtime';
import { ScrollToTop as DefaultScrollToTop } from 'rspress/theme';

export function ScrollToTop() {
  const t = useI18n();
  const wrapper = useRef<HTMLDivElement>(null);
  const label = t('scrollToTopLabel');
  useEffect(() => {
    wrapper.current?.querySelector('button')?.setAttribute('aria-label', label);
  }, [label]);
  return (
    <div ref={wrapper} style={{ display: 'contents' }}>
      <DefaultScrollToTop />
    </div>
  );
}
