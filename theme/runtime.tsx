// Spec §2: every page hydrates without a React error, on phones too. This module stands in for
// '@rspress/runtime' (see builderConfig.resolve.alias in rspress.config.ts) and changes three things of
// Rspress 1.47 that make React throw away the server-rendered HTML or render pages twice:
// 1. useWindowSize starts from window.innerWidth in the browser but from Infinity on the server, so
//    every page hydrated below 1280 px throws error #418. Ours starts like the server and measures
//    after mounting, as a transition.
// 2. Content puts the page body in a Suspense boundary, which React hydrates after the rest of the
//    page; any update above it in the meantime (the app has several on mount) throws error #421.
//    Rspress loads the current page's code before rendering it, on the server and before hydration,
//    so our Content leaves that page out of Suspense and keeps the boundary for pages reached later.
// 3. On mount, the app fetches the page data it already has and stores an equal copy. Our provider
//    keeps the old value when nothing changed, so the page is not rendered twice.
import { Suspense, startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
// @ts-ignore: resolved by the alias in rspress.config.ts to the real @rspress/runtime
import { DataContext, pathnameToRouteService } from '@rspress/runtime-original';

// @ts-ignore: see above
export * from '@rspress/runtime-original';

export function useWindowSize(initialWidth?: number, initialHeight?: number) {
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

type PageData = { siteData: unknown; page: Record<string, unknown> };
type DataValue = { data: PageData; setData?: (update: PageData | ((previous: PageData) => PageData)) => void };

const samePageData = (a: PageData, b: PageData) =>
  a.siteData === b.siteData &&
  Object.keys(a.page).length === Object.keys(b.page).length &&
  Object.keys(a.page).every((key) => a.page[key] === b.page[key]);

const RspressDataProvider = DataContext.Provider;

function PageDataProvider({ value, children }: { value: DataValue; children: ReactNode }) {
  const { data, setData } = value;
  const setChangedData = useCallback(
    (next: PageData) => setData?.((previous) => (samePageData(previous, next) ? previous : next)),
    [setData],
  );
  const stableValue = useMemo(() => ({ data, setData: setChangedData }), [data, setChangedData]);
  return <RspressDataProvider value={stableValue}>{children}</RspressDataProvider>;
}

DataContext.Provider = PageDataProvider;

type Route = { element: ReactNode } | undefined;
let routeAtLoad: Route | null = null;

export function Content({ fallback = <></> }: { fallback?: ReactNode }) {
  const { pathname } = useLocation();
  const matched: Route = pathnameToRouteService(pathname);
  if (!matched) return <div />;
  if (typeof window === 'undefined') return <>{matched.element}</>;
  routeAtLoad ??= matched;
  if (matched === routeAtLoad) return <>{matched.element}</>;
  return <Suspense fallback={fallback}>{matched.element}</Suspense>;
}
