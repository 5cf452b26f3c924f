// The registry this project is installed from mirrors only some packages, so `npm install` cannot
// record the optional native builds for other platforms (darwin, win32, arm…) of SWC and sass-embedded
// in package-lock.json, and `npm ci` then refuses the lockfile. This script records each of them as an
// optional entry restricted to its own platform, which npm skips on any other platform without fetching.
// Run it after `npm install` has rewritten the lockfile: npm run lock:optional
import fs from 'node:fs';
import { execSync } from 'node:child_process';

const LOCK = 'package-lock.json';
const platform = (name) => {
  const os = ['darwin', 'win32', 'linux', 'android', 'freebsd'].find((o) => name.includes(`-${o}`));
  const cpu = ['arm64', 'riscv64', 'x64', 'ia32', 'arm'].find((c) => new RegExp(`-(?:musl-)?${c}(?:-|$)`).test(name));
  if (name.endsWith('-all-unknown')) return { cpu: ['!arm', '!arm64', '!riscv64', '!x64'] };
  if (name.endsWith('-unknown-all')) return { os: ['!android', '!darwin', '!linux', '!win32'] };
  return { ...(os && { os: [os] }), ...(cpu && { cpu: [cpu] }), ...(name.includes('-musl') && { libc: ['musl'] }) };
};

let output = '';
try {
  output = execSync('npm ci --dry-run --ignore-scripts', { encoding: 'utf8', stdio: 'pipe' });
} catch (error) {
  output = `${error.stdout ?? ''}${error.stderr ?? ''}`;
}
const missing = [...output.matchAll(/Missing: (\S+?)@\S* from lock file/g)].map((m) => m[1]);
if (!missing.length) {
  console.log('package-lock.json is complete for npm ci.');
  process.exit(0);
}
const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'));
for (const name of missing) {
  const parent = Object.values(lock.packages).find((p) => p.optionalDependencies?.[name]);
  const version = parent?.optionalDependencies[name];
  if (!version) throw new Error(`${name} is missing from the lockfile and is not an optional dependency: run npm install`);
  const spec = platform(name);
  if (!spec.os && !spec.cpu) throw new Error(`cannot tell the platform of ${name}`);
  lock.packages[`node_modules/${name}`] = { version, optional: true, ...spec };
  console.log(`recorded ${name}@${version} (${JSON.stringify(spec)})`);
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
