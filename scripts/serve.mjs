// Serves doc_build/ the way a static host does, under the site's base path:
// /module-tools/x serves x.html, unknown paths get that language's 404.html with status 404, responses are gzipped.
// (`rspress preview` answers unknown paths with the home page, which breaks hydration.)
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import compression from 'compression';

export const BASE = '/module-tools/';
const root = path.resolve(fileURLToPath(import.meta.url), '../../doc_build');

export function createServer(dir = root) {
  if (!fs.existsSync(path.join(dir, '404.html'))) {
    throw new Error(`${dir} has no 404.html: run "npm run build" first.`);
  }
  const files = sirv(dir, { extensions: ['html'], dev: false, etag: true });
  const gzip = compression();
  const notFound = (url, res) => {
    const lang = url.startsWith(`${BASE}en/`) ? 'en/' : '';
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(fs.readFileSync(path.join(dir, lang, '404.html')));
  };
  return http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/' || url === BASE.slice(0, -1)) {
      res.writeHead(302, { Location: BASE });
      res.end();
      return;
    }
    gzip(req, res, () => {
      if (!url.startsWith(BASE)) return notFound(url, res);
      req.url = url.slice(BASE.length - 1);
      files(req, res, () => notFound(url, res));
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4173);
  createServer().listen(port, () => {
    console.log(`Module Tools Docs: http://localhost:${port}${BASE}`);
  });
}
