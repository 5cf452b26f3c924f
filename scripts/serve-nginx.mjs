// Serves doc_build/ with nginx on 127.0.0.1:PORT, in the foreground, as the shipped configuration does:
// the same server block (deploy/hosts.mjs, from deploy/site-rules.json), with only its root, its port and
// nginx's own files (pid, logs, temp folders, all under .tmp/nginx/) differing. The browser tests run
// against it (playwright.config.ts); `npm run serve:nginx` runs it by hand.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { readSiteRules } from '../deploy/rules.cjs';
import { nginxSite } from '../deploy/hosts.mjs';

const require = createRequire(import.meta.url);
const { ensureNginx } = require('./nginx.cjs');
const ROOT = path.resolve(fileURLToPath(import.meta.url), '../..');
export const NGINX_DIR = path.join(ROOT, '.tmp/nginx');

/**
 * Writes the configuration of a local nginx serving `build` on 127.0.0.1:`port`; returns its path.
 * @param {{ port: number, build?: string, dir?: string }} options dir: where nginx's own files go
 */
export function writeLocalConfig({ port, build = path.join(ROOT, 'doc_build'), dir = NGINX_DIR }) {
  const rules = readSiteRules();
  if (!fs.existsSync(path.join(build, '404.html'))) throw new Error(`${build} has no 404.html: run "npm run build" first.`);
  // The shipped layout: a folder in which the build sits at the base path. Here that folder holds nothing
  // else, and the build is linked, not copied.
  const www = path.join(dir, 'www');
  fs.rmSync(www, { recursive: true, force: true });
  const site = path.join(www, rules.base).replace(/\/$/, '');
  fs.mkdirSync(path.dirname(site), { recursive: true });
  fs.symlinkSync(build, site);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(dir, 'temp', temp), { recursive: true });
  const tmp = (/** @type {string} */ name) => path.join(dir, name);
  const config = `# Written by scripts/serve-nginx.mjs: a local nginx for the tests, with the server block of the shipped
# configuration (deploy/nginx/), on 127.0.0.1:${port}.
daemon off;
worker_processes 1;
pid ${tmp('nginx.pid')};
error_log ${tmp('error.log')} warn;
${process.getuid?.() === 0 ? '# Run as root (CI), nginx would hand requests to workers running as "nobody", who may not read the work tree.\nuser root;\n' : ''}
events {
    worker_connections 256;
}

http {
    access_log ${tmp('access.log')};
    client_body_temp_path ${tmp('temp/body')};
    proxy_temp_path ${tmp('temp/proxy')};
    fastcgi_temp_path ${tmp('temp/fastcgi')};
    uwsgi_temp_path ${tmp('temp/uwsgi')};
    scgi_temp_path ${tmp('temp/scgi')};

${nginxSite(rules, { listen: `127.0.0.1:${port}`, root: www }).replace(/^(?=.)/gm, '    ')}}
`;
  const file = tmp('nginx.conf');
  fs.writeFileSync(file, config);
  return file;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4174);
  const nginx = ensureNginx();
  const config = writeLocalConfig({ port });
  // -e: errors before the configuration is read go to stderr, not to the system's log file.
  const server = spawn(nginx, ['-p', NGINX_DIR, '-e', 'stderr', '-c', config], { stdio: 'inherit' });
  console.log(`Module Tools Docs (nginx): http://127.0.0.1:${port}${readSiteRules().base}`);
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill('SIGTERM'));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
