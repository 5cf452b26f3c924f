// Serves doc_build/ the way the shipped host configurations do (deploy/), from the same rules
// (deploy/site-rules.json, written by the build): under the site's base path, /x serves x.html, unknown
// paths get that language's 404.html with status 404, every response carries the security headers and the
// Cache-Control of its file kind, responses are gzipped.
// (`rspress preview` answers unknown paths with the home page, which breaks hydration.)
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import compression from 'compression';
import { readSiteRules, firstMatch } from '../deploy/rules.cjs';

const root = path.resolve(fileURLToPath(import.meta.url), '../../doc_build');

/**
 * @param {string} dir the build
 * @param {import('../deploy/rules.cjs').SiteRules} rules the rules written by that build
 */
export function createServer(dir = root, rules = readSiteRules()) {
  if (!fs.existsSync(path.join(dir, '404.html'))) {
    throw new Error(`${dir} has no 404.html: run "npm run build" first.`);
  }
  const { base } = rules;
  const files = sirv(dir, { extensions: ['html'], dev: false, etag: true });
  const gzip = compression();
  const cacheControl = (/** @type {string} */ urlPath) => firstMatch(rules.cache, urlPath)?.value ?? '';
  /** @type {(urlPath: string, res: http.ServerResponse) => void} */
  const notFound = (urlPath, res) => {
    const page = firstMatch(rules.notFound, urlPath)?.page ?? '404.html';
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl(base + page) });
    res.end(fs.readFileSync(path.join(dir, page)));
  };
  return http.createServer((req, res) => {
    const urlPath = (req.url ?? '/').split('?')[0];
    for (const [header, value] of Object.entries(rules.headers)) res.setHeader(header, value);
    res.setHeader('Cache-Control', cacheControl(urlPath));
    const redirect = rules.redirects.find((r) => r.from === urlPath);
    if (redirect) {
      res.writeHead(redirect.status, { Location: redirect.to });
      res.end();
      return;
    }
    // compression is written for Express, whose request and response extend Node's.
    gzip(/** @type {any} */ (req), /** @type {any} */ (res), () => {
      if (!urlPath.startsWith(base)) return notFound(urlPath, res);
      req.url = (req.url ?? '/').slice(base.length - 1);
      files(req, res, () => notFound(urlPath, res));
    });
  });
}

export const BASE = readSiteRules().base;

// node scripts/serve.mjs [build folder] [its site-rules.json]: doc_build/ and deploy/site-rules.json by default.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir, rulesFile] = process.argv.slice(2);
  const port = Number(process.env.PORT ?? 4173);
  const server = createServer(dir ? path.resolve(dir) : undefined, rulesFile ? readSiteRules(path.resolve(rulesFile)) : undefined).listen(port, () => {
    const address = /** @type {import('node:net').AddressInfo} */ (server.address());
    console.log(`Module Tools Docs: http://localhost:${address.port}${BASE}`);
  });
}
