// The versions a reader needs are derived from the installed dependency trees, not copied from one
// package's own fields: the Node.js floor is the highest that any package Module Tools 2.68.16 installs
// declares, the TypeScript range the one its packages accept, and Rslib's floor that of its own tree.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS, loadSite } from '../content/docs.mjs';
import { section } from '../outcomes/lib.mjs';
import { MODULE_TOOLS, RSLIB, nodeFloor, typescriptPeers, semver } from '../content/prerequisites.mjs';

/** Where a page tells readers which Node.js and TypeScript to use: page, section id. */
const NODE_SECTIONS = [
  ['guide/intro/getting-started.mdx', 'prerequisites'],
  ['guide/basic/before-getting-started.mdx', 'node-and-package-manager'],
  ['guide/faq/basic.mdx', 'node-version'],
];
const TYPESCRIPT_SECTIONS = [
  ['guide/basic/before-getting-started.mdx', 'typescript'],
  ['guide/faq/basic.mdx', 'node-version'],
];

/** "Node.js 18 or later", "Node.js 18 及以上", "Node.js 18 或更高版本": the floors a text states. */
const statedFloors = (text) => [...text.matchAll(/Node\.js (\d+)(?:\.\d+)*(?: or later| or newer|\s*(?:及以上|或更高版本|以上))/g)].map((m) => Number(m[1]));

test('the Node.js floor the pages state is the highest that any package of Module Tools 2.68.16 declares', () => {
  const { major, by, declared } = nodeFloor(MODULE_TOOLS);
  const problems = [];
  for (const [file, id] of NODE_SECTIONS) {
    for (const lang of LANGS) {
      const text = section(loadSite().get(lang, file), id);
      const where = `docs/${lang}/${file}#${id}`;
      if (!statedFloors(text).includes(major)) problems.push(`${where} does not state Node.js ${major} as the floor (${by.map((b) => `${b.id} declares ${b.range}`).join('; ')})`);
      if (!text.includes(`\`node ${declared.replace(/^>=/, '>= ')}\``)) problems.push(`${where} does not say what the package declares itself, \`node ${declared.replace(/^>=/, '>= ')}\``);
      const named = by.filter((b) => !b.id.startsWith('@') && text.includes(b.pkg.name) && text.includes(b.pkg.version));
      if (!named.length) problems.push(`${where} names none of the packages that set the floor, with its version: ${by.map((b) => b.id).join(', ')}`);
    }
  }
  // No page states a lower floor anywhere (a Rslib floor is higher, and other tools' lines are not floors).
  for (const page of loadSite().pages.values()) {
    for (const n of statedFloors(page.lines.join('\n'))) if (n < major) problems.push(`docs/${page.lang}/${page.file} states Node.js ${n} as a floor, below ${major}`);
  }
  assert.deepEqual(problems, []);
});

test('the TypeScript range the pages state is the one the packages of Module Tools 2.68.16 accept', () => {
  const peers = typescriptPeers(MODULE_TOOLS);
  assert.equal(new Set(peers.map((p) => p.range)).size, 1, `the tree asks for several TypeScript ranges: ${JSON.stringify(peers)}`);
  const range = peers[0].range;
  for (const [file, id] of TYPESCRIPT_SECTIONS) {
    for (const lang of LANGS) assert.ok(section(loadSite().get(lang, file), id).includes(`\`${range}\``), `docs/${lang}/${file}#${id} does not state the TypeScript range ${range}`);
  }
});

test("the migration guide states Rslib's Node.js range, and no package of its tree asks for more", () => {
  const { floor, declared, by } = nodeFloor(RSLIB);
  assert.equal(floor, semver.minVersion(declared).version, `a package of Rslib's tree asks for more than @rslib/core: ${by.map((b) => `${b.id} ${b.range}`).join('; ')}`);
  for (const lang of LANGS) {
    assert.ok(section(loadSite().get(lang, 'guide/migration/rslib.mdx'), 'before-you-start').includes(`\`${declared}\``), `docs/${lang}/guide/migration/rslib.mdx#before-you-start does not state ${declared}`);
  }
});

test('the migration guide states the TypeScript ranges of Rslib and of Module Tools as their packages declare them', () => {
  const ranges = (dir) => [...new Set(typescriptPeers(dir).map((p) => p.range))];
  const [rslib, moduleTools] = [ranges(RSLIB), ranges(MODULE_TOOLS)];
  assert.equal(rslib.length, 1, `Rslib's tree asks for several TypeScript ranges: ${rslib.join(', ')}`);
  for (const lang of LANGS) {
    const text = section(loadSite().get(lang, 'guide/migration/rslib.mdx'), 'before-you-start');
    for (const range of [...rslib, ...moduleTools]) assert.ok(text.includes(`\`${range}\``), `docs/${lang}/guide/migration/rslib.mdx#before-you-start does not state the TypeScript range ${range}`);
  }
});
