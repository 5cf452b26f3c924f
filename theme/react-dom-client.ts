// Issue 7 (main-thread time on phones): Rspress's client entry hydrates the server-rendered page with
// hydrateRoot in one uninterrupted task, hundreds of milliseconds on a long page on a mid-range phone.
// React 18 hydrates in time slices, yielding to the browser every few milliseconds, when the
// hydration is scheduled inside a transition. Nothing can update the tree before hydration commits
// (no effect has run yet), so the page behaves as before; it just stops blocking input while it wakes.
// Stands in for 'react-dom/client' through builderConfig.resolve.alias in rspress.config.ts.
import { startTransition } from 'react';
import type * as ReactDOMClient from 'react-dom/client';
// @ts-ignore: resolved by the alias in rspress.config.ts to the real react-dom/client
import * as clientFile from 'react-dom/client-original';

const client = clientFile as typeof ReactDOMClient;

export const createRoot = client.createRoot;

export const hydrateRoot: typeof client.hydrateRoot = (container, initialChildren, options) => {
  let root: ReactDOMClient.Root | undefined;
  startTransition(() => {
    root = client.hydrateRoot(container, initialChildren, options);
  });
  return root!;
};
