// Issue 12: every patch of Rspress's and React's internals lives in patches/ and fails the build loudly
// when what it changes moves. Each check is shown to fire: pointed at a name that does not exist, and
// in a build where nothing it targets occurs. The theme and its CSS hold no hashed class names.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createJiti } from 'jiti';
import { rspack } from '@rspack/core';
import { ROOT } from '../content/docs.mjs';

const jiti = createJiti(import.meta.url);
const { PATCHES, pluginPatches } = await jiti.import('../../patches/index.ts');
const { checkTargets, PatchError, WRITTEN_FOR } = await jiti.import('../../patches/patch.ts');

const names = PATCHES.map((patch) => patch.name);
const namesPatch = (name) => (error) => {
  assert.ok(error instanceof PatchError, String(error));
  assert.match(error.message, new RegExp(`patch "${name}"`));
  assert.match(error.message, new RegExp(`written for Rspress ${WRITTEN_FOR.rspress.replace(/\./g, '\\.')}`));
  return true;
};

test('every patch has a name, says what it replaces, and is checked for something', () => {
  assert.equal(new Set(names).size, names.length, 'names are unique');
  for (const patch of PATCHES) {
    assert.match(patch.name, /^[a-z][a-z-]+$/);
    assert.ok(patch.replaces.length > 10, `${patch.name}: replaces`);
    assert.ok(patch.targets?.length || patch.swaps?.length || patch.plugin, `${patch.name}: nothing to check`);
  }
});

test('the patches a stand-in can leave out at build time are patches of the list', () => {
  const source = fs.readFileSync(path.join(ROOT, 'patches/rspress-runtime.tsx'), 'utf8');
  const used = [...source.matchAll(/patchEnabled\('([\w-]+)'\)/g)].map((m) => m[1]);
  const declared = [.../type RuntimePatch = ([^;]+);/.exec(source)[1].matchAll(/'([\w-]+)'/g)].map((m) => m[1]);
  assert.deepEqual([...new Set(used)].sort(), declared.sort(), 'every RuntimePatch can be left out, and only those');
  for (const name of used) assert.ok(names.includes(name), `patchEnabled('${name}') names no patch`);
});

test("each patch's targets are in the installed Rspress, and the check fires when one is not", () => {
  for (const patch of PATCHES.filter((p) => p.targets?.length)) {
    checkTargets(patch);
    for (const [index, target] of patch.targets.entries()) {
      const moved = { ...patch, targets: patch.targets.map((t, i) => (i === index ? { ...t, contains: 'noSuchNameInRspress_1a2b3c' } : t)) };
      assert.throws(() => checkTargets(moved), namesPatch(patch.name));
      const gone = { ...patch, targets: [{ ...target, file: '@rspress/no-such-package/dist/index.js' }] };
      assert.throws(() => checkTargets(gone), namesPatch(patch.name));
    }
  }
});

/** Runs the patches plugin as Rspress would, over a one-file browser build; returns its afterBuild. */
async function buildWith(plugin, source) {
  const dir = fs.mkdtempSync(path.join(ROOT, 'node_modules', '.patches-test-'));
  try {
    fs.writeFileSync(path.join(dir, 'entry.js'), source);
    const added = [];
    plugin.config?.({ base: '/' }, { addPlugin: (p) => added.push(p) });
    const plugins = [];
    const config = { mode: 'production', target: 'web', module: { rules: [] } };
    for (const p of [plugin, ...added]) p.builderConfig?.tools?.rspack?.(config, { rspack, target: 'web', appendPlugins: (x) => plugins.push(x) });
    const compiler = rspack({ context: dir, mode: 'production', entry: './entry.js', output: { path: path.join(dir, 'out') }, plugins, resolve: { modules: [path.join(ROOT, 'node_modules')] } });
    await new Promise((resolve, reject) => compiler.run((error, stats) => (error || stats.hasErrors() ? reject(error ?? new Error(stats.toString())) : resolve())));
    return () => plugin.afterBuild({}, true);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

for (const patch of PATCHES.filter((p) => p.swaps?.length)) {
  test(`${patch.name}: a build in which nothing requests the module it swaps fails, naming it`, async () => {
    const only = pluginPatches({ without: names.filter((name) => name !== patch.name) });
    const afterBuild = await buildWith(only, 'export default 1;\n');
    assert.throws(afterBuild, namesPatch(patch.name));
  });
}

test('medium-zoom-pure: a build that requests medium-zoom passes, and gets the pure build', async () => {
  const only = pluginPatches({ without: names.filter((name) => name !== 'medium-zoom-pure') });
  const afterBuild = await buildWith(only, "import zoom from 'medium-zoom';\nconsole.log(zoom);\n");
  assert.doesNotThrow(afterBuild);
});

for (const patch of PATCHES.filter((p) => p.plugin)) {
  test(`${patch.name}: a build in which it finds nothing to do fails, naming it`, async () => {
    const only = pluginPatches({ without: names.filter((name) => name !== patch.name) });
    const afterBuild = await buildWith(only, 'export default 1;\n');
    assert.throws(afterBuild, namesPatch(patch.name));
  });
}

test('an unknown patch name given to the bench is refused', () => {
  assert.throws(() => pluginPatches({ without: ['no-such-patch'] }), /names no patch: no-such-patch/);
});

test('rspress.config.ts has no alias or module replacement of its own; theme/ no hashed class names', () => {
  const config = fs.readFileSync(path.join(ROOT, 'rspress.config.ts'), 'utf8');
  assert.doesNotMatch(config, /alias|NormalModuleReplacement|tools\s*:/);
  const files = fs.readdirSync(path.join(ROOT, 'theme'), { recursive: true, encoding: 'utf8' }).filter((f) => /\.(tsx?|css)$/.test(f));
  for (const file of files) {
    const source = fs.readFileSync(path.join(ROOT, 'theme', file), 'utf8');
    const hashed = source.match(/\b[a-zA-Z][\w-]*_[0-9a-f]{5}\b|\[class[*^$]?=/g);
    assert.equal(hashed, null, `theme/${file}: ${hashed}`);
  }
});
