// Finds a Chromium for the browser tests, installing Debian's package when it is missing and we are root.
// Playwright cannot download its own browser here (no CDN access), so `npx playwright install` is never used.
const fs = require('node:fs');
const { execSync } = require('node:child_process');

function playwrightChromium() {
  try {
    return require('playwright-core').chromium.executablePath();
  } catch {
    return undefined;
  }
}

function findChromium() {
  return [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', playwrightChromium()]
    .find((candidate) => candidate && fs.existsSync(candidate));
}

function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log('No Chromium found: installing Debian\'s "chromium" package with apt-get…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    'The browser tests need Chromium. Install it with `sudo apt-get install chromium` (Debian/Ubuntu), ' +
      'or set CHROME_PATH to a Chrome or Chromium binary.',
  );
}

module.exports = { findChromium, ensureChromium };

if (require.main === module) console.log(`Chromium: ${ensureChromium()}`);
