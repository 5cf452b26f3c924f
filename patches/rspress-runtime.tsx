// Stands in for '@rspress/runtime' (Rspress 1.47.2) wherever the theme and Rspress import it, and changes
// three of its exports; everything else is the original (the last line). Each change is a patch of its own
// in ./index.ts, so that the bench can build without any one of them.
// - window-size-hydration: useWindowSize starts from window.innerWidth in the browser but from Infinity
//   on the server, so every page hydrated below 1280 px throws React error #418 and is rendered again
//   from scratch. Ours starts like the server and measures after mounting, as a transition.
// - page-data-once: on mount, the app fetches the page data it already has and stores an equal copy;
//   our provider keeps the old value when nothing changed, so the page is not rendered twice.
// - route-table: see pathnameToRouteService below.
import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { matchRoutes } from 'react-router-dom';
import * as original from '@rspress/runtime';
// @ts-ignore: Rspress's generated list of the site's routes (an alias of its own, in both builds)
import { routes } from '__VIRTUAL_ROUTES__';

/** The patches of this file; `npm run bench -- --without <name>` builds without one (patches/index.ts). */
export type RuntimePatch = 'window-size-hydration' | 'page-data-once' | 'route-table';
declare const __PATCHES_WITHOUT__: readonly string[];
const patchEnabled = (name: RuntimePatch) => !__PATCHES_WITHOUT__.includes(name);

function measuredWindowSize(initialWidth?: number, initialHeight?: number) {
  const [size, setSize] = useState({
    width: initialWidth ?? Number.POSITIVE_INFINITY,
    height: initialHeight ?? Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    const measure = () => startTransition(() => setSize({ width: window.innerWidth, height: window.innerHeight }));
    // Measured after the mount effects, not among them: a component with an update pending cannot skip
    // a state update that changes nothing, and the theme's useUISwitch makes one in each of the ~100
    // links of a long page, which would all render again at once, unsliced.
    const firstMeasure = setTimeout(measure);
    window.addEventListener('resize', measure);
    return () => {
      clearTimeout(firstMeasure);
      window.removeEventListener('resize', measure);
    };
  }, []);
  return size;
}
export const useWindowSize = patchEnabled('window-size-hydration') ? measuredWindowSize : original.useWindowSize;

type PageData = { siteData: unknown; page: Record<string, unknown> };
type DataValue = { data: PageData; setData?: (update: PageData | ((previous: PageData) => PageData)) => void };

const samePageData = (a: PageData, b: PageData) =>
  a.siteData === b.siteData &&
  Object.keys(a.page).length === Object.keys(b.page).length &&
  Object.keys(a.page).every((key) => a.page[key] === b.page[key]);

const RspressDataProvider = original.DataContext.Provider;

function PageDataProvider({ value, children }: { value: DataValue; children: ReactNode }) {
  const { data, setData } = value;
  const setChangedData = useCallback(
    (next: PageData) => setData?.((previous) => (samePageData(previous, next) ? previous : next)),
    [setData],
  );
  const stableValue = useMemo(() => ({ data, setData: setChangedData }), [data, setChangedData]);
  return <RspressDataProvider value={stableValue as never}>{children}</RspressDataProvider>;
}

if (patchEnabled('page-data-once')) (original.DataContext as { Provider: unknown }).Provider = PageDataProvider;

type Route = ReturnType<typeof original.pathnameToRouteService>;

// Rspress finds a page's route with React Router's matchRoutes, which flattens and ranks every route of
// the site (94 here) for each new address, the first time inside the entry script's task. The site's
// routes are plain paths, matched regardless of case and trailing slash: a table answers the same.
// An address it does not hold goes to matchRoutes, as before.
const routeKey = (path: string) => path.toLowerCase().replace(/\/+$/, '');
let routeTable: Map<string, Route> | undefined;
const routeOfPathname = new Map<string, Route>();

function routeFromTable(pathname: string): Route {
  const known = routeOfPathname.get(pathname);
  if (known) return known;
  if (!routeTable) {
    routeTable = new Map();
    for (const route of routes as NonNullable<Route>[]) if (!routeTable.has(routeKey(route.path))) routeTable.set(routeKey(route.path), route);
  }
  const path = original.normalizeRoutePath(pathname);
  const route = routeTable.get(routeKey(path)) ?? (matchRoutes(routes, path)?.[0]?.route as Route);
  if (route) routeOfPathname.set(pathname, route);
  return route;
}
export const pathnameToRouteService = patchEnabled('route-table') ? routeFromTable : original.pathnameToRouteService;

export * from '@rspress/runtime';
