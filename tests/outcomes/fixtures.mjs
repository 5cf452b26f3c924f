// The packages that only the outcome scenarios build with live in two fixtures of their own, each with its
// lockfile: tests/outcomes/plugins (the official plugins) and tests/outcomes/rslib (Rslib and its Rsbuild
// plugins). `npm install` at the root leaves them alone, so that previewing the site installs only the site;
// `npm run outcomes` calls this first for both, `npm run test:unit` for rslib (the migration guide's Rslib
// configs type-check against it). It runs `npm ci` in a fixture when its node_modules is missing or was
// installed from another lockfile (a stamp holds the lockfile's hash), so only once.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const FIXTURES = ['plugins', 'rslib'].map((name) => path.join(HERE, name));
const STAMP = 'node_modules/.installed-from-lockfile';

const lockHash = (dir) => crypto.createHash('sha256').update(fs.readFileSync(path.join(dir, 'package-lock.json'))).digest('hex');

/** Whether a fixture's node_modules was installed from its current lockfile. */
export const installed = (dir) => fs.existsSync(path.join(dir, STAMP)) && fs.readFileSync(path.join(dir, STAMP), 'utf8').trim() === lockHash(dir);

/** Installs the fixtures of these names (all by default). */
export function installFixtures(names = []) {
  for (const dir of FIXTURES.filter((d) => !names.length || names.includes(path.basename(d)))) {
    const name = path.relative(path.join(HERE, '../..'), dir);
    if (installed(dir)) continue;
    const started = Date.now();
    console.log(`${name}: npm ci (its own lockfile)…`);
    execFileSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['ci', '--no-audit', '--no-fund', '--loglevel', 'error'], { cwd: dir, stdio: 'inherit' });
    fs.writeFileSync(path.join(dir, STAMP), `${lockHash(dir)}\n`);
    console.log(`${name}: installed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) installFixtures(process.argv.slice(2));
