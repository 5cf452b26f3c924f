// Gate 3: the project of the quick-start page, built step by step from the page's own files with the
// real `modern build` of @modern-js/module-tools 2.68.16, produces the files and output the page shows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT, loadSite, where } from '../content/docs.mjs';

const PAGE = 'guide/intro/getting-started.mdx';
const site = loadSite();
const en = site.get('en', PAGE);
const zh = site.get('zh', PAGE);
const dir = path.join(ROOT, '.tmp/quick-start/my-lib');
const isProjectFile = (b) => b.title && !b.title.startsWith('dist/');

test('the Chinese and English quick starts show the same files', () => {
  const files = (page) => page.blocks.filter(isProjectFile).map((b) => [b.title, b.code]);
  assert.deepEqual(files(zh), files(en));
  assert.deepEqual(files(en).map(([t]) => t).sort(), ['modern.config.ts', 'package.json', 'src/index.ts', 'tsconfig.json']);
});

test('building the quick-start project writes what the page shows', () => {
  fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  for (const block of en.blocks.filter(isProjectFile)) {
    fs.mkdirSync(path.dirname(path.join(dir, block.title)), { recursive: true });
    fs.writeFileSync(path.join(dir, block.title), `${block.code}\n`);
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');

  const build = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/@modern-js/module-tools/bin/modern.js'), 'build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, LANG: 'en_US.UTF-8', NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  const output = (build.stdout + build.stderr).replace(/\x1b\[[0-9;]*m/g, '');
  assert.equal(build.status, 0, `modern build failed:\n${output}`);

  const shown = en.blocks.find((b) => b.lang === 'bash' && b.code.includes('Bundle Files'));
  assert.ok(shown, `${en.display}: the page shows no build output`);
  const listed = [...shown.code.matchAll(/^(dist\/\S+)\s+[\d.]+ [KM]?B$/gm)].map((m) => m[1]);
  assert.ok(listed.length >= 3, `${where(en, shown.line)}: no files in the build output`);
  for (const file of listed) assert.ok(fs.existsSync(path.join(dir, file)), `${where(en, shown.line)}: the page lists ${file}, the build did not write it`);
  const built = fs.readdirSync(path.join(dir, 'dist'), { recursive: true }).filter((f) => fs.statSync(path.join(dir, 'dist', f)).isFile());
  assert.deepEqual(built.map((f) => `dist/${f.split(path.sep).join('/')}`).sort(), [...listed].sort(), 'the build wrote other files than the page lists');
  assert.match(output, /Bundle generated 3 files/);
  assert.match(shown.code, /Bundle generated 3 files/);

  for (const block of en.blocks.filter((b) => b.title?.startsWith('dist/'))) {
    const actual = fs.readFileSync(path.join(dir, block.title), 'utf8').trim();
    assert.equal(block.code.trim(), actual, `${where(en, block.line)}: ${block.title} on the page differs from what the build wrote`);
  }

  const run = en.blocks.find((b) => b.lang === 'bash' && b.code.includes("require('./dist/lib/index.js')"));
  const command = run.code.split('\n')[0];
  const expected = run.code.split('\n')[1].replace(/^#\s*/, '');
  const node = spawnSync('sh', ['-c', command], { cwd: dir, encoding: 'utf8' });
  assert.equal(node.stdout.trim(), expected, `${where(en, run.line)}: the command prints something else`);
});
