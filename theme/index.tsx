import type { ComponentProps } from 'react';
import Theme, { getCustomMDXComponent as getDefaultMDXComponents } from 'rspress/theme';
import { NavKeyboard } from './NavKeyboard';
import { NotFoundLayout } from './NotFoundLayout';
import { ScrollToTop } from './ScrollToTop';
import { Search } from './SearchButton';
import { MainContentTarget, SkipLink } from './SkipLink';
import { useThemeState } from './useThemeState';

// Spec §2 "404 page": the default 404 is English-only; ours reads its texts from i18n.json.
// Issue 7 (WCAG 4.1.2): the back-to-top button gets a name (ScrollToTop.tsx).
// Issue 6: Search fetches the search index only when the reader shows intent (see SearchButton.tsx).
// Issue 7 (WCAG): the "#" anchor of each heading is hidden from screen readers, so it must not take
// keyboard focus either (axe: aria-hidden-focus); the heading itself stays linkable from the outline.
// Issue 7 (main-thread time): it is a plain link. The theme's Link renders a plain <a> for "#..." links
// anyway, but first runs its navigation hooks, each with scroll and resize listeners: on a reference
// page with seventy headings, that is most of the work after hydration.
const defaultComponents = getDefaultMDXComponents();
const DefaultA = defaultComponents.a;
function A(props: ComponentProps<typeof DefaultA>) {
  return String(props.className ?? '').includes('header-anchor') ? <a {...props} tabIndex={-1} /> : <DefaultA {...props} />;
}
// Issue 7 (WCAG 2.1.1; axe: scrollable-region-focusable): a wide table scrolls sideways on a phone,
// so the keyboard must be able to reach it.
const DefaultTable = defaultComponents.table;
function Table(props: ComponentProps<typeof DefaultTable>) {
  return <DefaultTable {...props} tabIndex={0} />;
}
// Created once: a new component type on every render would remount every link of the page.
const components = { ...defaultComponents, a: A, table: Table };
export function getCustomMDXComponent() {
  return components;
}

// Issue 7 (WCAG 2.4.1): a skip link first in the page, its target where the content starts; and the
// nav bar's pointer-only controls made usable by keyboard (NavKeyboard.tsx).
function Layout() {
  return (
    <Theme.Layout
      top={<SkipLink />}
      beforeDocContent={<MainContentTarget />}
      beforeHero={<MainContentTarget />}
      bottom={<NavKeyboard />}
    />
  );
}

export default { ...Theme, Layout, NotFoundLayout, Search, getCustomMDXComponent };
export * from 'rspress/theme';
// Issue 7 (main-thread time): the app root's light/dark state, without a second render on mount.
export { Layout, NotFoundLayout, ScrollToTop, Search, useThemeState };
