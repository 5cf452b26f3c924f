// What a reader's machine needs, derived from the installed dependency trees rather than from one package's
// own fields: the highest Node.js floor that any package of a tree declares (engines.node), and the
// TypeScript range its packages accept (peerDependencies.typescript).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './docs.mjs';

const require = createRequire(import.meta.url);
const semver = require(path.join(ROOT, 'node_modules/semver'));

/** The package.json folder of a dependency as Node finds it from a package's folder (node_modules upwards). */
function findPackage(from, name) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(candidate)) return path.dirname(fs.realpathSync(candidate));
    if (path.dirname(dir) === dir) return null;
  }
}

/**
 * Every package a package installs (dependencies and the optional ones present on this machine), once each:
 * [{ id: 'name@version', pkg, path: ['the chain of ids that brings it in'] }].
 */
export function dependencyTree(packageDir) {
  const seen = new Map();
  const walk = (dir, chain) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const id = `${pkg.name}@${pkg.version}`;
    if (seen.has(id)) return;
    seen.set(id, { id, pkg, path: [...chain, id] });
    for (const name of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies })) {
      const found = findPackage(dir, name);
      if (found) walk(found, [...chain, id]);
    }
  };
  walk(packageDir, []);
  return [...seen.values()];
}

/**
 * The Node.js floor of a tree: the highest lowest version that any package's engines.node accepts, with
 * the packages that set it, and what the top package declares itself.
 */
export function nodeFloor(packageDir) {
  const tree = dependencyTree(packageDir);
  const ranges = tree.filter(({ pkg }) => pkg.engines?.node).map((entry) => ({ ...entry, range: entry.pkg.engines.node, floor: semver.minVersion(entry.pkg.engines.node).version }));
  const highest = ranges.reduce((max, r) => (semver.gt(r.floor, max) ? r.floor : max), '0.0.0');
  return { floor: highest, major: semver.major(highest), by: ranges.filter((r) => r.floor === highest), declared: tree[0].pkg.engines?.node, size: tree.length };
}

/** The TypeScript ranges the packages of a tree accept as a peer: [{ id, range, optional }]. */
export function typescriptPeers(packageDir) {
  return dependencyTree(packageDir)
    .filter(({ pkg }) => pkg.peerDependencies?.typescript)
    .map(({ id, pkg }) => ({ id, range: pkg.peerDependencies.typescript, optional: !!pkg.peerDependenciesMeta?.typescript?.optional }));
}

export const MODULE_TOOLS = path.join(ROOT, 'node_modules/@modern-js/module-tools');
export const RSLIB = path.join(ROOT, 'tests/outcomes/rslib/node_modules/@rslib/core');
export { semver };
