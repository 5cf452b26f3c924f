import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/chromium.cjs';
import { readSiteRules } from './deploy/rules.cjs';

// The site is served by nginx with the shipped configuration (scripts/serve-nginx.mjs), on a port free when
// the run starts. The workers load this file again and inherit the port chosen here.
process.env.NGINX_PORT ??= execFileSync(
  process.execPath,
  ['-e', "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })"],
  { encoding: 'utf8' },
).trim();
const origin = `http://127.0.0.1:${process.env.NGINX_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: origin,
    launchOptions: {
      executablePath: findChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // Playwright stops it when the run ends, failed or not: SIGTERM to its process group (nginx's workers too),
  // SIGKILL if it is still there 5 s later.
  webServer: {
    command: 'node scripts/serve-nginx.mjs',
    env: { PORT: process.env.NGINX_PORT },
    url: `${origin}${readSiteRules().base}`,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'pipe',
  },
});
