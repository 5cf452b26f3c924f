// Finds nginx for the tests, installing Debian's package when it is missing and we are root (as
// scripts/chromium.cjs does for Chromium). The tests run it as an ordinary process on a local port.
const fs = require('node:fs');
const { execSync } = require('node:child_process');

function findNginx() {
  return [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx']
    .find((candidate) => candidate && fs.existsSync(candidate));
}

function ensureNginx() {
  const found = findNginx();
  if (found) return found;
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log('No nginx found: installing Debian\'s "nginx" package with apt-get…');
    // The package starts its own service on port 80 of every interface once installed: a policy-rc.d that
    // forbids starting services (Debian's interface for that) keeps it stopped; ours is removed afterwards.
    const policy = '/usr/sbin/policy-rc.d';
    const ownPolicy = !fs.existsSync(policy);
    if (ownPolicy) fs.writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
    try {
      execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx', { stdio: 'inherit' });
    } finally {
      if (ownPolicy) fs.rmSync(policy);
    }
    const installed = findNginx();
    if (installed) return installed;
  }
  throw new Error(
    'The tests serve the site with nginx. Install it with `sudo apt-get install nginx` (Debian/Ubuntu), ' +
      'or set NGINX_PATH to an nginx binary.',
  );
}

module.exports = { findNginx, ensureNginx };

if (require.main === module) console.log(`nginx: ${ensureNginx()}`);
