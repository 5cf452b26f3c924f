// "Publish your project": `modern release` against a registry that runs in this process on 127.0.0.1
// (it answers 404 to every read and 401 to every upload), so nothing leaves the machine. The package of
// the quick start, set up with `changeset init`: the restricted access npm refuses for an unscoped
// package, then the 401 and the registry npm names, publishConfig.registry, no token at all, and the
// provenance setting of the command overview. And gen-release-note in a git repository, without a token.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ROOT, codeSpans } from '../../content/docs.mjs';
import { QUICK_START, expect, expectEqual } from '../lib.mjs';
import { expectExitCode, expectQuoted, quoted, inLog, modernCommands } from '../quotes.mjs';
import { releaseProjects, changesetCalls } from '../changesets.mjs';

const page = 'guide/basic/publish-your-project.mdx';
const CHANGESET = path.join(ROOT, 'node_modules/@changesets/cli/bin.js');

/** A registry on a free port of 127.0.0.1: 404 for reads, 401 for uploads. Returns { url, close, requests }. */
async function fakeRegistry() {
  const requests = [];
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    req.resume();
    res.writeHead(req.method === 'GET' ? 404 : 401, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: req.method === 'GET' ? 'Not found' : 'unauthenticated' }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, requests, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * The environment of a release: npm with a cache of its own in the project, its default log level (the
 * caller may run with -s), no retries, and no CI variables (npm would try the provider's signing).
 */
const releaseEnv = (s, registry) => ({
  npm_config_registry: registry,
  npm_config_cache: `${s.dir}/.npm-cache`,
  npm_config_loglevel: 'notice',
  npm_config_fetch_retries: '0',
  npm_config_update_notifier: 'false',
  npm_config_audit: 'false',
  CI: undefined,
  GITHUB_ACTIONS: undefined,
  GITLAB_CI: undefined,
});

/** The quick-start project with .changeset set up by `changeset init`, and a token for the registry. */
async function releaseProject(s, registry, { token = true } = {}) {
  s.files(QUICK_START);
  const init = await s.shell(`node ${CHANGESET} init`);
  expect(init.status === 0 && s.exists('.changeset/config.json'), `changeset init failed:\n${init.output}`);
  const host = registry.replace(/^https?:/, '');
  s.write('.npmrc', token ? `${host}:_authToken=a-token-the-registry-rejects\n` : '');
  // modern release does not build; the package has what it publishes.
  await s.build([], { env: {} });
}

const setAccess = (s, access) => {
  const config = JSON.parse(s.read('.changeset/config.json'));
  s.write('.changeset/config.json', `${JSON.stringify({ ...config, access }, null, 2)}\n`);
};

const setPublishConfig = (s, publishConfig) => {
  const pkg = JSON.parse(s.read('package.json'));
  s.write('package.json', `${JSON.stringify({ ...pkg, publishConfig }, null, 2)}\n`);
};

export default [
  {
    name: 'publish-release-errors',
    page,
    marks: [QUICK_START, 'release-restricted', 'release-unauthenticated'],
    async run(s) {
      const registry = await fakeRegistry();
      const second = await fakeRegistry();
      try {
        await releaseProject(s, registry.url);
        const env = releaseEnv(s, registry.url);
        const [args] = modernCommands(s.block('release-restricted').block.code);
        expectEqual('restricted', JSON.parse(s.read('.changeset/config.json')).access, 'the access that changeset init writes');
        const restricted = await s.modern(args, { env });
        s.check('release-restricted', 'the restricted access of changeset init on an unscoped package: npm refuses, exit code 1', ({ para, paraSpans, spansBefore }) => {
          expectQuoted(quoted(paraSpans, 'restrict access', restricted), restricted, "npm's error");
          expectExitCode(para, restricted);
          expectQuoted(quoted(spansBefore, 'Command failed', restricted), restricted, 'the last line of modern');
          expect(inLog('npm error', restricted.output) && spansBefore.includes('npm error'), 'the log has no npm error line');
          expect(paraSpans.includes('"access": "restricted"') && paraSpans.includes('"access": "public"'), 'the paragraph no longer names both settings of access');
        });

        setAccess(s, 'public');
        const rejected = await s.modern(modernCommands(s.block('release-unauthenticated').block.code)[0], { env });
        // The fixes the bullets give: publishConfig.registry (the second registry), and no token at all.
        setPublishConfig(s, { registry: second.url });
        s.write('.npmrc', `${s.read('.npmrc')}${second.url.replace(/^https?:/, '')}:_authToken=another-rejected-token\n`);
        const elsewhere = await s.modern(args, { env });
        setPublishConfig(s, undefined);
        s.write('.npmrc', '');
        const noToken = await s.modern(args, { env });
        // A dry run with the rejected token: nothing reaches the registry.
        s.write('.npmrc', `${registry.url.replace(/^https?:/, '')}:_authToken=a-token-the-registry-rejects\n`);
        const uploads = () => registry.requests.filter((r) => r.startsWith('PUT ')).length;
        const uploadsBefore = uploads();
        const dryRun = await s.shell(`npm_config_registry=${registry.url} npm_config_cache=${s.dir}/.npm-cache npm_config_fetch_retries=0 npm_config_update_notifier=false npm publish --dry-run`);
        const dryRunUploads = uploads() - uploadsBefore;
        // A scope mapped to a third registry in .npmrc wins over publishConfig.registry; the scope's key in publishConfig wins over the mapping.
        const mapped = await fakeRegistry();
        const pkg = JSON.parse(s.read('package.json'));
        s.write('package.json', `${JSON.stringify({ ...pkg, name: '@acme/my-lib' }, null, 2)}\n`);
        s.write('.npmrc', [registry, second, mapped].map((r) => `${r.url.replace(/^https?:/, '')}:_authToken=a-token-the-registry-rejects`).join('\n') + `\n@acme:registry=${mapped.url}\n`);
        setPublishConfig(s, { registry: second.url });
        const scopedMapped = await s.modern(args, { env });
        setPublishConfig(s, { '@acme:registry': second.url });
        const scopedOwnKey = await s.modern(args, { env });
        await mapped.close();
        s.write('package.json', `${JSON.stringify(pkg, null, 2)}\n`);
        s.check('release-unauthenticated', 'a scope mapped in .npmrc wins over publishConfig.registry; the scope key in publishConfig wins over the mapping; a dry run sends nothing and exits with 0', ({ prose }) => {
          const spans = codeSpans(prose);
          expect(spans.includes('"@your-scope:registry": "https://registry.example.com/"'), 'the prose no longer names the scope key of publishConfig');
          expect(inLog(`Publishing to ${mapped.url}`, scopedMapped.output), `with publishConfig.registry, the scoped package did not go to the mapped registry:\n${scopedMapped.output}`);
          expect(inLog(`Publishing to ${second.url}`, scopedOwnKey.output), `with the scope key in publishConfig, the scoped package did not go there:\n${scopedOwnKey.output}`);
          const para = prose.split(/\n\s*\n/).find((t) => t.includes('--dry-run'));
          expect(para && codeSpans(para).includes('E401'), 'the paragraph on --dry-run no longer names E401');
          expectExitCode(para, dryRun);
          expectEqual(0, dryRunUploads, 'the uploads of the dry run');
          expect(!inLog('E401', dryRun.output), `the dry run shows E401:\n${dryRun.output}`);
        });
        s.check('release-unauthenticated', 'a token the registry rejects: npm names the registry, 401 on the upload, exit code 1', ({ para, paraSpans }) => {
          expectQuoted(quoted(paraSpans, 'Publishing to', rejected), rejected, 'the registry npm names');
          expectQuoted(quoted(paraSpans, '401 Unauthorized', rejected), rejected, "npm's error");
          expectExitCode(para, rejected);
          expect(registry.requests.some((r) => r.startsWith('PUT ')), `npm did not upload to the registry: ${registry.requests.join(', ')}`);
        });
        s.check('release-unauthenticated', 'publishConfig.registry sends the upload to another registry; without a token npm stops with ENEEDAUTH', ({ prose }) => {
          const spans = codeSpans(prose);
          expect(spans.includes('publishConfig.registry'), 'the prose no longer names publishConfig.registry');
          expect(inLog(`Publishing to ${second.url}`, elsewhere.output) && second.requests.some((r) => r.startsWith('PUT ')), `with publishConfig.registry the upload did not go to ${second.url}:\n${elsewhere.output}`);
          expect(spans.includes('E401') && inLog('code E401', rejected.output), 'the rejected token does not give E401');
          expect(spans.includes('ENEEDAUTH') && inLog('ENEEDAUTH', noToken.output), `without a token npm does not stop with ENEEDAUTH:\n${noToken.output}`);
          expectEqual(1, noToken.status, 'the exit code without a token');
        });
      } finally {
        await registry.close();
        await second.close();
      }
    },
  },
  {
    name: 'publish-provenance',
    page: 'guide/basic/command-preview.mdx',
    marks: [QUICK_START, 'release-provenance'],
    async run(s) {
      const registry = await fakeRegistry();
      try {
        await releaseProject(s, registry.url);
        setAccess(s, 'public');
        s.files('release-provenance', { as: 'provenance.json' });
        setPublishConfig(s, JSON.parse(s.read('provenance.json')).publishConfig);
        const run = await s.modern(['release'], { env: releaseEnv(s, registry.url) });
        s.check('release-provenance', 'publishConfig.provenance reaches npm through changeset publish: outside CI npm stops, exit code 1', ({ para, paraSpans }) => {
          expect(para.includes('`npx modern release`'), 'the paragraph no longer names npx modern release');
          expectQuoted(quoted(paraSpans, 'provenance generation', run), run, "npm's error");
          expectExitCode(para, run);
          expect(!registry.requests.some((r) => r.startsWith('PUT ')), 'npm uploaded without provenance');
        });
      } finally {
        await registry.close();
      }
    },
  },
  {
    name: 'publish-release-note',
    page,
    marks: [QUICK_START, 'release-changeset', 'release-note'],
    async run(s) {
      s.files(QUICK_START);
      s.files('release-changeset');
      const [, name] = /^"([^"]+)":/m.exec(s.read('.changeset/forty-cobras-type.md'));
      s.write('package.json', `${JSON.stringify({ ...JSON.parse(s.read('package.json')), name, version: '0.1.0' }, null, 2)}\n`);
      await s.shell(`node ${CHANGESET} init`);
      const { block, page: en } = s.block('release-note');
      const message = codeSpans(en.lines.slice(0, block.line).join('\n')).reverse().find((t) => /\(#\d+\)$/.test(t));
      const command = en.blocks.filter((b) => b.line < block.line && /gen-release-note/.test(b.code)).at(-1).code.trim();
      const git = await s.shell(`git init -q && git add -A && git -c user.name=docs -c user.email=docs@example.com commit -qm "${message}"`);
      expectEqual(0, git.status, `git (output:\n${git.output})`);
      const run = await s.modern(command.replace(/^npx modern /, '').split(/\s+/), { env: { GITHUB_AUTH_TOKEN: undefined } });
      const notes = run.output.split('\n').filter((l) => !/^\s*Modern\.js Module v/.test(l)).join('\n');
      const collapse = (text) => text.replace(/\n{3,}/g, '\n\n').trim();
      s.same('release-note', 'the release notes of gen-release-note, without GITHUB_AUTH_TOKEN', notes, { normalise: collapse });
      s.check('release-note', 'without GITHUB_AUTH_TOKEN the lines name no author', ({ prose }) => {
        expectEqual(0, run.status, 'the exit code');
        expect(/GITHUB_AUTH_TOKEN/.test(prose) && !/by @/.test(notes), `the notes name an author:\n${notes}`);
      });
    },
  },
  {
    // The table of "Set up Changesets once": each `modern` command run through plugin-changeset's own
    // code, and the command line it would start compared with the row.
    name: 'publish-changesets-table',
    page,
    marks: [],
    async run(s) {
      releaseProjects(s);
      const TABLE = 'set-up-changesets';
      /** Each `modern …` of a cell with its counterpart, placeholders as a value. */
      const commands = (cell) => codeSpans(cell).map((t) => t.replace('<tag>', 'beta'));
      const calls = {};
      for (const args of [['change'], ['bump'], ['pre', 'enter', 'beta'], ['pre', 'exit'], ['release'], ['bump', '--canary']]) calls[args.join(' ')] = (await changesetCalls(s, 'single', args)).calls;
      const pnpmRelease = (await changesetCalls(s, 'pnpm-mono', ['release'])).calls;
      const otherMonorepos = [(await changesetCalls(s, 'npm-mono', ['release'])).calls, (await changesetCalls(s, 'yarn-mono', ['release'])).calls];
      for (const key of ['`modern change`', '`modern bump`', '`modern pre enter <tag>`, `modern pre exit`', '`modern release`']) {
        const base = codeSpans(key).join(' ');
        s.checkRow(page, TABLE, base, `${base}: the command line plugin-changeset starts`, ({ row }) => {
          const modern = commands(row.cells[0]);
          const cli = commands(row.cells[1]);
          modern.forEach((command, k) => expectEqual([cli[k]], calls[command.replace(/^modern /, '')], `what ${command} starts`));
          if (base === 'modern release') {
            const pnpm = cli.find((t) => t.startsWith('pnpm '));
            expect(pnpm && pnpmRelease.length === 1 && pnpmRelease[0].startsWith(pnpm), `in a pnpm monorepo, modern release starts ${pnpmRelease.join('; ')}, not ${pnpm} …`);
            for (const other of otherMonorepos) expectEqual([cli[0]], other, 'what modern release starts in an npm or a Yarn monorepo');
          }
        });
      }
      s.checkSection(page, TABLE, '`modern bump --canary` has no single counterpart: it starts three commands', ({ text }) => {
        expect(codeSpans(text).includes('modern bump --canary'), 'the section no longer names modern bump --canary');
        expectEqual(['changeset pre enter next', 'changeset version', 'changeset pre exit'], calls['bump --canary'], 'what modern bump --canary starts');
      });
    },
  },
];
