// Stands in for '@rspress/runtime' (Rspress 1.47.2) wherever the theme and Rspress import it, and changes
// two of its exports; everything else is the original (the last line). Each change is a patch of its own
// in ./index.ts, so that the bench can build without any one of them.
// - window-size-hydration: useWindowSize starts from window.innerWidth in the browser but from Infinity
//   on the server, so every page hydrated below 1280 px throws React error #418 and is rendered again
//   from scratch. Ours starts like the server and measures after mounting, as a transition.
// - page-data-once: on mount, the app fetches the page data it already has and stores an equal copy;
//   our provider keeps the old value when nothing changed, so the page is not rendered twice.
import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import * as original from '@rspress/runtime';

/** The patches of this file; `npm run bench -- --without <name>` builds without one (patches/index.ts). */
export type RuntimePatch = 'window-size-hydration' | 'page-data-once';
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

export * from '@rspress/runtime';
