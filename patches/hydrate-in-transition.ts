// Stands in for 'react-dom/client' in Rspress's client entry. The entry hydrates the server-rendered page
// with hydrateRoot in one uninterrupted task: hundreds of milliseconds for a long page on a mid-range
// phone. React 18 hydrates in time slices, yielding to the browser every few milliseconds, when the
// hydration is scheduled inside a transition. Nothing can update the tree before hydration commits (no
// effect has run yet), so the page behaves as before; it just stops blocking input while it wakes.
import { startTransition } from 'react';
import * as client from 'react-dom/client';

export const createRoot = client.createRoot;

export const hydrateRoot: typeof client.hydrateRoot = (container, initialChildren, options) => {
  let root: client.Root | undefined;
  startTransition(() => {
    root = client.hydrateRoot(container, initialChildren, options);
  });
  return root!;
};
