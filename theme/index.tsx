// The default theme, extended only where Rspress invites it: Layout slots, the 404 layout, the MDX
// components, and same-name exports that the theme itself takes from here (Search, ScrollToTop).
// Changes to Rspress's internals live in patches/, not here.
import type { ComponentProps } from 'react';
import Theme, { getCustomMDXComponent as getDefaultMDXComponents } from 'rspress/theme';
import { NavKeyboard } from './NavKeyboard';
import { NotFoundLayout } from './NotFoundLayout';
import { ScrollToTop } from './ScrollToTop';
import { Search } from './Search';
import { MainContentTarget, SkipLink } from './SkipLink';
import { PageBody } from '../patches/page-body';

// WCAG 2.4.1: a skip link first in the page, its target where the content starts; and the nav bar's
// pointer-only controls made usable by keyboard (NavKeyboard.tsx).
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

// WCAG 2.4.3 (axe: aria-hidden-focus): the "#" anchor of each heading is hidden from screen readers, so
// it must not take keyboard focus either; the heading stays linkable from the outline. It is a plain
// link: the theme's Link renders a plain <a> for "#..." links anyway, but first runs its navigation
// hooks, each with scroll and resize listeners (seventy headings on a reference page).
const defaultComponents = getDefaultMDXComponents();
const DefaultA = defaultComponents.a;
function A(props: ComponentProps<typeof DefaultA>) {
  return String(props.className ?? '').includes('header-anchor') ? <a {...props} tabIndex={-1} /> : <DefaultA {...props} />;
}
// WCAG 2.1.1 (axe: scrollable-region-focusable): a wide table scrolls sideways on a phone, so the
// keyboard must be able to reach it.
const DefaultTable = defaultComponents.table;
function Table(props: ComponentProps<typeof DefaultTable>) {
  return <DefaultTable {...props} tabIndex={0} />;
}
// Created once: a new component type on every render would remount every link of the page. The MDX
// wrapper tells the theme-state-once patch when the page body has committed.
const components = { ...defaultComponents, a: A, table: Table, wrapper: PageBody };
export function getCustomMDXComponent() {
  return components;
}

export default { ...Theme, Layout, NotFoundLayout, Search, getCustomMDXComponent };
export * from 'rspress/theme';
export { Layout, NotFoundLayout, ScrollToTop, Search };
