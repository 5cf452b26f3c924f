import type { ComponentProps } from 'react';
import Theme, { getCustomMDXComponent as getDefaultMDXComponents } from 'rspress/theme';
import { NotFoundLayout } from './NotFoundLayout';
import { Search } from './SearchButton';

// Spec §2 "404 page": the default 404 is English-only; ours reads its texts from i18n.json.
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
// Created once: a new component type on every render would remount every link of the page.
const components = { ...defaultComponents, a: A };
export function getCustomMDXComponent() {
  return components;
}

export default { ...Theme, NotFoundLayout, Search, getCustomMDXComponent };
export * from 'rspress/theme';
export { NotFoundLayout, Search };
