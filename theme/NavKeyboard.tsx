// Spec §2 "Theme toggle light/dark" and the nav's version and language menus, usable by keyboard
// (issue 7, WCAG 2.1.1, 4.1.2); rendered in the Layout's bottom slot. Two controls of Rspress 1.47's nav
// bar answer to the pointer only, and no slot or option replaces them:
// - the light/dark switch (nav bar and phone menu) is a clickable <div>: it gets a button's role, name
//   and tab stop, and Enter or Space clicks it;
// - the version and language menus open when the pointer enters them: Enter, Space or ArrowDown on
//   their button opens the menu and moves to its first link, Escape closes it and returns to the button.
import { useEffect } from 'react';
import { useI18n } from 'rspress/runtime';

const SWITCH = '.rspress-nav-appearance';
const MENU_BUTTON = '.rspress-nav-menu-group-button';

// React's onMouseEnter/onMouseLeave listen to mouseover/mouseout, with the element left as relatedTarget.
const hover = (element: Element, type: 'mouseover' | 'mouseout') =>
  element.dispatchEvent(new MouseEvent(type, { bubbles: true, relatedTarget: document.body }));

export function NavKeyboard() {
  const t = useI18n();
  const label = t('appearanceSwitchLabel');
  useEffect(() => {
    const enhance = () => {
      for (const element of Array.from(document.querySelectorAll<HTMLElement>(`${SWITCH}:not([tabindex])`))) {
        element.setAttribute('role', 'button');
        element.setAttribute('tabindex', '0');
        element.setAttribute('aria-label', label);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (!target) return;
      if ((event.key === 'Enter' || event.key === ' ') && target.matches(SWITCH)) {
        event.preventDefault();
        target.click();
        return;
      }
      if (['Enter', ' ', 'ArrowDown'].includes(event.key) && target.matches(MENU_BUTTON)) {
        event.preventDefault();
        hover(target, 'mouseover');
        // The menu shows once React has rendered the hover; focus its first link then.
        const link = target.parentElement?.querySelector<HTMLElement>('a[href]');
        const focusLink = (frames: number) => {
          link?.focus();
          if (link && document.activeElement !== link && frames > 0) requestAnimationFrame(() => focusLink(frames - 1));
        };
        focusLink(30);
        return;
      }
      const group = target.closest(`div:has(> ${MENU_BUTTON})`);
      if (event.key === 'Escape' && group) {
        hover(group, 'mouseout');
        group.querySelector<HTMLElement>(MENU_BUTTON)?.focus();
      }
    };
    enhance();
    // The switches come and go with the layout (nav bar or phone menu).
    const observer = new MutationObserver(enhance);
    observer.observe(document.body, { childList: true, subtree: true });
    // Capture phase: before any other listener can stop the key (see Search.tsx).
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [label]);
  return null;
}
