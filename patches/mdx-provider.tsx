// Stands in for '@mdx-js/react' in the theme and the compiled pages. The theme's DocLayout hands
// MDXProvider a new components object on every render ({...getCustomMDXComponent(), ...components}), and
// every page body reads that context, so each state change of the layout after hydration (the theme, the
// window size, the layout's own state) renders the whole page body again: on api/config/build-config, two
// more renders of 5,000 elements right after the first. This provider passes on the previous object
// while its entries are the same.
import { useRef } from 'react';
import type { ComponentProps } from 'react';
import { MDXProvider as ContextProvider, useMDXComponents as useComponents } from '@mdx-js/react';
import { useMarkPageBodyCommitted } from './page-body';

export * from '@mdx-js/react';

type Components = ComponentProps<typeof ContextProvider>['components'];

const sameEntries = (a: Components, b: Components) => {
  if (a === b) return true;
  if (!a || !b || typeof a === 'function' || typeof b === 'function') return false;
  const keys = Object.keys(a) as (keyof typeof a)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/** As the original; called by the compiled pages only, so its effect tells that the page body committed. */
export function useMDXComponents(...args: Parameters<typeof useComponents>) {
  useMarkPageBodyCommitted();
  return useComponents(...args);
}

export function MDXProvider(props: ComponentProps<typeof ContextProvider>) {
  const components = useRef(props.components);
  if (!sameEntries(components.current, props.components)) components.current = props.components;
  return <ContextProvider {...props} components={components.current} />;
}
