// Which search the site uses (spec §7): its own engine over the static index of each language (the
// default), or Rspress's remote mode, when the build is given a search service in SEARCH_REMOTE:
//   SEARCH_REMOTE='{"apiUrl":"https://search.example.com/api","indexName":"module-tools",
//                   "searchIndexes":[{"value":"module-tools","label":"Module Tools"},{"value":"modern-js","label":"Modern.js"}]}'
// The panel, the button and the keyboard are the same in both; search/README.md says what the service
// receives and must answer.
import type { UserConfig } from 'rspress/config';

type SearchOptions = NonNullable<UserConfig['search']>;
type RemoteOptions = Extract<SearchOptions, { mode: 'remote' }>;
type IndexInfo = NonNullable<RemoteOptions['searchIndexes']>[number];

const valueOf = (info: IndexInfo) => (typeof info === 'string' ? info : info.value);

/** The search options of the config, from SEARCH_REMOTE (a JSON object) when it is set. */
export function searchOptions(remote = process.env.SEARCH_REMOTE): SearchOptions {
  if (!remote) return { codeBlocks: true };
  const options = JSON.parse(remote) as Partial<RemoteOptions>;
  const problems: string[] = [];
  if (typeof options.apiUrl !== 'string' || !/^https?:\/\//.test(options.apiUrl)) problems.push('apiUrl must be an http(s) URL');
  if (typeof options.indexName !== 'string' || !options.indexName) problems.push("indexName must name this site's group of results");
  // Rspress 1.47's panel shows several groups as tabs and looks up each tab's label in searchIndexes,
  // the site's own group (indexName) included: a group missing there throws while the panel renders.
  const values = (options.searchIndexes ?? []).map(valueOf);
  if (values.length && !values.includes(options.indexName ?? '')) problems.push(`searchIndexes must list indexName (${options.indexName}) too, or the panel throws when it shows several groups`);
  if (problems.length) throw new Error(`SEARCH_REMOTE: ${problems.join('; ')}`);
  return { ...options, mode: 'remote' } as RemoteOptions;
}

/** The origin the browser asks for results, which the Content-Security-Policy must allow. */
export function searchOrigin(options: SearchOptions | undefined): string | undefined {
  return options && 'mode' in options && options.mode === 'remote' ? new URL(options.apiUrl).origin : undefined;
}
