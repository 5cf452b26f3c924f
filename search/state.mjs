// @ts-check
// How many pages the engine holds: -1 before any index was asked for, 0 after a load that brought none
// (the fetch failed). Written by the engine's stand-in behind Rspress's panel (patches/search-engine.mjs),
// read by the search button (theme/Search.tsx), which offers a fresh panel after a failed load.
export const searchState = { documents: -1 };
