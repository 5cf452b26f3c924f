// Spec §4 "search index status" and issue 6: Rspress's Search mounts its SearchPanel with the page, and
// the panel downloads the search index when the browser is first idle, on every page load. This button
// looks and behaves like Rspress's, but mounts that same SearchPanel only when the reader shows intent
// (pointer over or focus on the button, a click, or Ctrl/Cmd+K), so the index is fetched then.
import { useEffect, useState } from 'react';
import { SearchPanel, useLocaleSiteData } from 'rspress/theme';
// @ts-ignore: an asset module of the default theme, aliased by Rspress
import SearchIcon from '@theme-assets/search';
import { searchState } from './search/flexsearch.mjs';

// Class names of the default theme's Search (its CSS module, version 1.47.2), so the button looks the same.
const styles = {
  navSearchButton: 'navSearchButton_df1fb',
  searchWord: 'searchWord_af2c1',
  mobileNavSearchButton: 'mobileNavSearchButton_d85a9',
};

export function Search() {
  const [armed, setArmed] = useState(false);
  const [focused, setFocused] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [metaKey, setMetaKey] = useState<string | null>(null);
  const { searchPlaceholderText = 'Search' } = useLocaleSiteData();

  useEffect(() => {
    setMetaKey(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '\u2318' : 'Ctrl');
  }, []);

  // Until the panel is mounted (it then listens itself), Ctrl/Cmd+K mounts and opens it.
  useEffect(() => {
    if (armed) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setArmed(true);
        setFocused(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [armed]);

  // If the index could not be loaded (or is still loading), the next opening starts over with a fresh
  // panel, which fetches it again.
  useEffect(() => {
    if (!focused && armed && searchState.documents <= 0) setAttempt((n) => n + 1);
  }, [focused, armed]);

  const arm = () => setArmed(true);
  const open = () => {
    setArmed(true);
    setFocused(true);
  };

  return (
    <>
      <div className={`rspress-nav-search-button ${styles.navSearchButton}`} onClick={open} onPointerEnter={arm} onFocus={arm}>
        <button type="button">
          <SearchIcon width="18" height="18" />
          <p className={styles.searchWord}>{searchPlaceholderText}</p>
          <div style={{ opacity: metaKey ? 1 : 0 }}>
            <span>{metaKey}</span>
            <span>K</span>
          </div>
        </button>
      </div>
      <div className={styles.mobileNavSearchButton} onClick={open} onPointerEnter={arm}>
        <SearchIcon />
      </div>
      {armed && <SearchPanel key={attempt} focused={focused} setFocused={setFocused} />}
    </>
  );
}
