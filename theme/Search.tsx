// Replaces the theme's Search (the nav bar takes it from the theme's exports). Spec §4 "search index
// status" and §7: Rspress's Search mounts its SearchPanel with the page, and the panel downloads the
// search index when the browser is first idle, on every page load. This button looks and behaves like
// Rspress's, but mounts that same SearchPanel only when the reader shows intent (pointer over or focus on
// the button, a click, or Ctrl/Cmd+K), so the index is fetched then.
// Issue 7 (WCAG 2.1.1, 2.4.3): both buttons are buttons, and the open panel is a modal dialog that
// keeps the keyboard inside it and gives focus back to where it was when it closes; Rspress's panel
// does neither, and its markup is not ours to change, so this is done from outside.
import { useEffect, useRef, useState } from 'react';
import { SearchPanel, useLocaleSiteData } from 'rspress/theme';
// @ts-ignore: an asset module of the default theme, aliased by Rspress
import SearchIcon from '@theme-assets/search';
// How many pages the search engine holds (none after a failed load).
import { searchState } from '../search/state.mjs';

// The panel is portalled into #search-container, an element of Rspress's page template: a mask, and in
// it the dialog box.
const findModal = () => document.querySelector<HTMLElement>('#search-container > * > *');

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Search() {
  const [armed, setArmed] = useState(false);
  const [focused, setFocused] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [metaKey, setMetaKey] = useState<string | null>(null);
  const { searchPlaceholderText = 'Search' } = useLocaleSiteData();
  const opener = useRef<HTMLElement | null>(null);
  // Below 1280 px the nav holds two of these (its bar and its phone menu), one of them hidden: only the one
  // shown answers Ctrl/Cmd+K, or two panels would open, one over the other.
  const searchButton = useRef<HTMLDivElement>(null);
  const mobileButton = useRef<HTMLButtonElement>(null);
  const shown = () => [searchButton.current, mobileButton.current].some((button) => !!button && button.getClientRects().length > 0);

  useEffect(() => {
    setMetaKey(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '\u2318' : 'Ctrl');
  }, []);

  // Until the panel is mounted (it then listens itself), Ctrl/Cmd+K mounts and opens it.
  useEffect(() => {
    if (armed) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k' && shown()) {
        event.preventDefault();
        setArmed(true);
        setFocused(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [armed]);

  // After an opening in which the index did not load (it failed, or is still loading), the next opening
  // starts over with a fresh panel, which fetches it again. Only then: a remount while the reader opens
  // the panel would replace the dialog under the keyboard.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (focused) {
      wasOpen.current = true;
      return;
    }
    if (wasOpen.current && searchState.documents <= 0) setAttempt((n) => n + 1);
    wasOpen.current = false;
  }, [focused]);

  // Rspress 1.47's panel listens for Enter on the whole document, open or not, and throws (reading
  // 'link') when it has no suggestion to go to: Enter reaches it only while the dialog shows one.
  // Registered before the panel mounts, so it runs before the panel's listener.
  useEffect(() => {
    const guardEnter = (event: KeyboardEvent) => {
      if (event.code !== 'Enter') return;
      if (!findModal()?.querySelector('.rspress-search-suggest-item')) event.stopImmediatePropagation();
    };
    document.addEventListener('keydown', guardEnter);
    return () => document.removeEventListener('keydown', guardEnter);
  }, []);

  // Where focus goes back to when the dialog closes: the last element focused outside it.
  useEffect(() => {
    const track = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      if (!target.closest?.('#search-container')) opener.current = target;
    };
    document.addEventListener('focusin', track);
    return () => document.removeEventListener('focusin', track);
  }, []);

  // Marked again whenever the panel is a new one (attempt).
  useEffect(() => {
    const modal = focused ? findModal() : null;
    modal?.setAttribute('role', 'dialog');
    modal?.setAttribute('aria-modal', 'true');
    modal?.setAttribute('aria-label', searchPlaceholderText);
  }, [focused, attempt, searchPlaceholderText]);

  useEffect(() => {
    if (!focused) return;
    const trapTab = (event: KeyboardEvent) => {
      const modal = findModal();
      if (event.key !== 'Tab' || !modal) return;
      const focusable = Array.from(modal.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.getClientRects().length > 0);
      if (!focusable.length) return;
      const [first, last] = [focusable[0], focusable[focusable.length - 1]];
      const inside = modal.contains(document.activeElement);
      if (event.shiftKey && (!inside || document.activeElement === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', trapTab, true);
    return () => {
      document.removeEventListener('keydown', trapTab, true);
      opener.current?.focus();
    };
  }, [focused]);

  const arm = () => setArmed(true);
  const open = () => {
    setArmed(true);
    setFocused(true);
  };

  return (
    <>
      <div ref={searchButton} className="rspress-nav-search-button search-button" onClick={open} onPointerEnter={arm} onFocus={arm}>
        <button type="button">
          <SearchIcon width="18" height="18" />
          <p className="search-button-placeholder">{searchPlaceholderText}</p>
          <div className="search-button-shortcut" style={{ opacity: metaKey ? 1 : 0 }}>
            <span>{metaKey}</span>
            <span>K</span>
          </div>
        </button>
      </div>
      <button ref={mobileButton} type="button" className="mobile-search-button" aria-label={searchPlaceholderText} onClick={open} onPointerEnter={arm} onFocus={arm}>
        <SearchIcon />
      </button>
      {armed && <SearchPanel key={attempt} focused={focused} setFocused={setFocused} />}
    </>
  );
}
