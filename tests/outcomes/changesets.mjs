// The release commands of Module Tools come from @modern-js/plugin-changeset, a thin layer over the
// Changesets CLI (and over pnpm in a pnpm monorepo). What each `modern` command line hands on is read by
// running the plugin's own commands with the process they would start recorded instead of started:
// no publish, no prompt, no network.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../content/docs.mjs';

/** Runs `modern <argv>` through the plugin's commands; prints the command lines as JSON, or with
 *  --defaults the default of every option of every command. */
const DRIVER = `
const path = require('path');
const { createRequire } = require('module');
const req = createRequire(path.join(process.env.DOCS_ROOT, 'node_modules/@modern-js/module-tools/package.json'));
const main = req.resolve('@modern-js/plugin-changeset');
const utils = path.join(path.dirname(main), 'utils/index.js');
const calls = [];
const record = async (bin, args) => { calls.push(bin === process.execPath ? args.join(' ') : [path.basename(bin), ...args].join(' ')); };
require.cache[utils] = { id: utils, filename: utils, loaded: true, exports: { CHANGESET_PATH: 'changeset', execaWithStreamLog: record } };
const { program } = req('@modern-js/utils');
const { changesetPlugin } = require(main);
changesetPlugin().setup().commands({ program });
if (process.argv[2] === '--defaults') {
  console.log(JSON.stringify(Object.fromEntries(program.commands.map((c) => [c.name(), Object.fromEntries(c.options.map((o) => [o.long, o.defaultValue]))]))));
} else {
  program.parseAsync(['node', 'modern', ...process.argv.slice(2)]).then(() => console.log(JSON.stringify(calls)));
}
`;

/**
 * Writes the driver and the projects a release command tells apart: a single package (npm), npm, Yarn
 * and pnpm monorepos, and two pnpm executables that only tell their version (release asks for it).
 */
export function releaseProjects(s) {
  s.write('changeset-driver.cjs', DRIVER);
  s.write('single/package.json', '{ "name": "single", "version": "1.0.0" }\n');
  s.write('single/package-lock.json', '{ "name": "single", "lockfileVersion": 3, "packages": {} }\n');
  for (const [dir, lock] of [['npm-mono', 'package-lock.json'], ['yarn-mono', 'yarn.lock']]) {
    s.write(`${dir}/package.json`, '{ "name": "mono", "private": true, "workspaces": ["packages/*"] }\n');
    s.write(`${dir}/packages/a/package.json`, '{ "name": "a", "version": "1.0.0" }\n');
    s.write(`${dir}/${lock}`, lock.endsWith('.json') ? '{ "name": "mono", "lockfileVersion": 3, "packages": {} }\n' : '');
  }
  s.write('pnpm-mono/package.json', '{ "name": "mono", "private": true }\n');
  s.write('pnpm-mono/pnpm-workspace.yaml', "packages:\n  - 'packages/*'\n");
  s.write('pnpm-mono/packages/a/package.json', '{ "name": "a", "version": "1.0.0" }\n');
  s.write('pnpm-mono/pnpm-lock.yaml', "lockfileVersion: '9.0'\n");
  for (const version of ['9.15.0', '8.3.0']) {
    s.write(`pnpm-${version}/pnpm`, `#!/bin/sh\necho ${version}\n`);
    fs.chmodSync(path.join(s.dir, `pnpm-${version}/pnpm`), 0o755);
  }
}

/**
 * The command lines `modern <args>` starts in a project of releaseProjects ({ calls, output }); `pnpm`
 * is the version of the pnpm on the PATH.
 */
export async function changesetCalls(s, dir, args, { pnpm = '9.15.0' } = {}) {
  // pnpm's publish writes this summary, which release reads and removes afterwards.
  if (dir === 'pnpm-mono') s.write('pnpm-mono/pnpm-publish-summary.json', '{ "publishedPackages": [] }\n');
  const run = await s.shell(`cd ${dir} && DOCS_ROOT=${ROOT} PATH=${s.dir}/pnpm-${pnpm}:$PATH node ${s.dir}/changeset-driver.cjs ${args.join(' ')}`);
  const last = run.output.trim().split('\n').at(-1);
  if (run.status !== 0 || !/^[[{]/.test(last ?? '')) throw new Error(`modern ${args.join(' ')} through plugin-changeset failed:\n${run.output}`);
  return { calls: JSON.parse(last), output: run.output };
}
