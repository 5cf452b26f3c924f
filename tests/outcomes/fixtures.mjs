// The packages that only the outcome scenarios build with live in two fixtures of their own, each with its
// lockfile: tests/outcomes/plugins (the official plugins) and tests/outcomes/rslib (Rslib and its Rsbuild
// plugins). `npm install` at the root leaves them alone, so that previewing the site installs only the site;
// `npm run outcomes` calls this first for both, `npm run test:unit` for rslib (the migration guide's Rslib
// configs type-check against it). It runs `npm ci` in a fixture when its node_modules is missing or was
// installed from another lockfile (a stamp holds the lockfile's hash), so only once; `npm test` installs both
// before its unit tests. Two installs run side by side: npm waits on the disk and its cache as much as on
// the processor (measured on 2026-11-28, 2 cores: 20 s and 21 s one after the other, 27 s together).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const FIXTURES = ['plugins', 'rslib'].map((name) => path.join(HERE, name));
const STAMP = 'node_modules/.installed-from-lockfile';

const lockHash = (dir) => crypto.createHash('sha256').update(fs.readFileSync(path.join(dir, 'package-lock.json'))).digest('hex');

/** Whether a fixture's node_modules was installed from its current lockfile. */
export const installed = (dir) => fs.existsSync(path.join(dir, STAMP)) && fs.readFileSync(path.join(dir, STAMP), 'utf8').trim() === lockHash(dir);

/** Installs the fixtures of these names (all by default), side by side. */
export async function installFixtures(names = []) {
  const install = (dir) => {
    const name = path.relative(path.join(HERE, '../..'), dir);
    const started = Date.now();
    console.log(`${name}: npm ci (its own lockfile)…`);
    const npm = spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['ci', '--no-audit', '--no-fund', '--loglevel', 'error'], { cwd: dir, stdio: 'inherit' });
    return new Promise((resolve, reject) => {
      npm.on('error', reject);
      npm.on('close', (code) => {
        if (code !== 0) return reject(new Error(`${name}: npm ci exited with ${code}`));
        fs.writeFileSync(path.join(dir, STAMP), `${lockHash(dir)}\n`);
        console.log(`${name}: installed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
        resolve();
      });
    });
  };
  await Promise.all(FIXTURES.filter((d) => (!names.length || names.includes(path.basename(d))) && !installed(d)).map(install));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await installFixtures(process.argv.slice(2));
