// Whether React has committed the page body. Rspress renders the body inside a Suspense boundary, which
// React hydrates after the app shell, in slices; the compiled pages call useMDXComponents as they render,
// and the mdx-provider stand-in marks the body committed in an effect of that call. A page with no such
// boundary in its HTML (the home page, the 404 pages: no <!--$--> marker of React's) has nothing left to
// hydrate once the shell has committed. Read by use-theme-state.ts: an update of the theme must wait for
// the body's hydration, and need not after it.
import { useEffect } from 'react';

let committed = false;

export const pageBodyCommitted = () => committed;

/** Called once the app shell has committed. */
export function noteShellCommitted() {
  const root = document.getElementById('root');
  if (!root) return;
  const comments = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  for (let node = comments.nextNode(); node; node = comments.nextNode()) if (node.nodeValue === '$') return;
  committed = true;
}

export function useMarkPageBodyCommitted() {
  useEffect(() => {
    committed = true;
  }, []);
}
