// Whether React has committed the page body. Rspress renders the body inside a Suspense boundary, which
// React hydrates after the app shell, in slices; the compiled pages call useMDXComponents as they render,
// and the mdx-provider stand-in marks the body committed in an effect of that call. Read by
// use-theme-state.ts: an update of the theme must wait for the body's hydration, and need not after it.
import { useEffect } from 'react';

let committed = false;

export const pageBodyCommitted = () => committed;

export function useMarkPageBodyCommitted() {
  useEffect(() => {
    committed = true;
  }, []);
}
