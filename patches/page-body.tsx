// Part of the theme-state-once and query-switches patches: whether React has committed the page body.
// Rspress renders the body inside a Suspense boundary, which React hydrates after the app shell, in
// slices; every compiled page renders the MDX `wrapper` of the site's components, which the site's theme
// (theme/index.tsx) sets to PageBody, whose effect marks the body committed. A page with no such boundary
// in its HTML (the home page, the 404 pages: no <!--$--> marker of React's) has nothing left to hydrate
// once the shell has committed. A change of theme must wait for the body's hydration, and need not after.
import { startTransition, useEffect, type ReactNode } from 'react';

let committed = false;

export const pageBodyCommitted = () => committed;

/**
 * Runs a state update of the theme at once if the body has committed, in a transition otherwise: an
 * urgent update above a body still being hydrated makes React throw the body's HTML away (error #421,
 * whose message advises a transition), and a transition lets React finish hydrating first.
 */
export const afterPageBody = (update: () => void) => (committed ? update() : startTransition(update));

/** Called once the app shell has committed. */
export function noteShellCommitted() {
  const root = document.getElementById('root');
  if (!root) return;
  const comments = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  for (let node = comments.nextNode(); node; node = comments.nextNode()) if (node.nodeValue === '$') return;
  committed = true;
}

/** The MDX wrapper of every page body: renders the body as it is, and notes when it has committed. */
export function PageBody({ children }: { children?: ReactNode }) {
  useEffect(() => {
    committed = true;
  }, []);
  return <>{children}</>;
}
