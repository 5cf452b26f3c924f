// Issue 15, what an operator sees on the wire, from both servers: nginx with the shipped configuration (the
// one every browser test runs against) and scripts/serve.mjs (`npm start`). Status codes and redirects, the
// 404 page of each language, gzip, Cache-Control per file kind, the security headers on every response,
// and no file from outside the build for a path that tries to leave it. Plain HTTP requests, no browser:
// the paths are sent byte for byte, as a browser would not.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawn, type ChildProcess } from 'node:child_process';
import { test, expect } from '@playwright/test';
import { readSiteRules } from '../../deploy/rules.cjs';

const rules = readSiteRules();
const BASE = rules.base;
const ROOT = path.resolve(__dirname, '../..');
const OUT = path.join(ROOT, 'doc_build');
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

interface Reply { status: number; headers: http.IncomingHttpHeaders; body: string }

/** GET `rawPath` exactly as written (no URL normalization), with gzip accepted unless told otherwise. */
function get(origin: string, rawPath: string, { gzip = true } = {}): Promise<Reply> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path: rawPath, method: 'GET', headers: gzip ? { 'Accept-Encoding': 'gzip' } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8') });
      });
    });
    // A server may close the connection on a request it refuses outright.
    request.on('error', reject);
    request.end();
  });
}

const built = (file: string) => fs.readFileSync(path.join(OUT, file), 'utf8');
const staticFile = (pattern: RegExp) => {
  const file = fs.readdirSync(path.join(OUT, 'static'), { recursive: true, encoding: 'utf8' }).find((f) => pattern.test(f));
  if (!file) throw new Error(`no file under doc_build/static matches ${pattern}`);
  return `static/${file.split(path.sep).join('/')}`;
};

const servers: { name: string; origin: () => string; start?: () => Promise<void>; stop?: () => void }[] = [
  { name: 'nginx (deploy/nginx/)', origin: () => `http://127.0.0.1:${process.env.NGINX_PORT}` },
  (() => {
    let child: ChildProcess | undefined;
    let origin = '';
    return {
      name: 'scripts/serve.mjs',
      origin: () => origin,
      start: () =>
        new Promise<void>((resolve, reject) => {
          child = spawn(process.execPath, [path.join(ROOT, 'scripts/serve.mjs')], { env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'pipe', 'inherit'] });
          child.on('error', reject);
          child.on('exit', (code) => reject(new Error(`scripts/serve.mjs exited with ${code}`)));
          child.stdout!.on('data', (data: Buffer) => {
            const port = /localhost:(\d+)/.exec(data.toString())?.[1];
            if (port) {
              origin = `http://127.0.0.1:${port}`;
              resolve();
            }
          });
        }),
      stop: () => child?.kill(),
    };
  })(),
];

for (const server of servers) {
  test.describe(`served by ${server.name}`, () => {
    test.describe.configure({ mode: 'serial' });
    if (server.start) test.beforeAll(server.start);
    if (server.stop) test.afterAll(server.stop);
    const fetch = (rawPath: string, options?: { gzip?: boolean }) => get(server.origin(), rawPath, options);

    test('the host root and the base without its slash redirect to the base', async () => {
      const root = await fetch('/');
      expect(root.status).toBe(302);
      expect(root.headers.location).toBe(BASE);
      const bare = await fetch(BASE.slice(0, -1));
      expect(bare.status).toBe(301);
      expect(bare.headers.location).toBe(BASE);
    });

    test('x serves x.html, x/ serves x/index.html, in both languages', async () => {
      for (const [rawPath, file] of [
        ['', 'index.html'],
        ['guide/intro/welcome', 'guide/intro/welcome.html'],
        ['guide/intro/welcome.html', 'guide/intro/welcome.html'],
        ['api/', 'api/index.html'],
        ['en/', 'en/index.html'],
        ['en/guide/intro/welcome', 'en/guide/intro/welcome.html'],
        ['en/api/', 'en/api/index.html'],
      ]) {
        const reply = await fetch(`${BASE}${rawPath}`);
        expect(reply.status, `${BASE}${rawPath}`).toBe(200);
        expect(reply.headers['content-type'], `${BASE}${rawPath}`).toMatch(/^text\/html/);
        expect(reply.body === built(file), `${BASE}${rawPath} is ${file}`).toBe(true);
      }
    });

    test('an unknown path gets the 404 page of its language, with status 404', async () => {
      for (const [rawPath, file] of [
        [`${BASE}en/no-such-page`, 'en/404.html'],
        [`${BASE}en/guide/no-such-page`, 'en/404.html'],
        [`${BASE}no-such-page`, '404.html'],
        [`${BASE}guide/`, '404.html'],
        [`${BASE}static/js/no-such-chunk.js`, '404.html'],
        ['/no-such-site/page', '404.html'],
      ]) {
        const reply = await fetch(rawPath);
        expect(reply.status, rawPath).toBe(404);
        expect(reply.headers['content-type'], rawPath).toMatch(/^text\/html/);
        expect(reply.body === built(file), `${rawPath} gets ${file}`).toBe(true);
        expect(reply.headers['cache-control'], `${rawPath}: a 404 is not kept`).toBe(REVALIDATE);
      }
    });

    test('text is gzipped when the client accepts it, and only then', async () => {
      for (const file of ['guide/intro/getting-started', staticFile(/^js\/index\.\w+\.js$/), staticFile(/^css\/.+\.css$/), staticFile(/^search_index\.en\.\w+\.json$/), 'sitemap.xml']) {
        const gzipped = await fetch(`${BASE}${file}`);
        expect(gzipped.status, file).toBe(200);
        expect(gzipped.headers['content-encoding'], file).toBe('gzip');
        expect(gzipped.headers.vary, file).toMatch(/Accept-Encoding/i);
        const plain = await fetch(`${BASE}${file}`, { gzip: false });
        expect(plain.headers['content-encoding'], `${file} without Accept-Encoding`).toBeUndefined();
        expect(plain.body, file).toBe(gzipped.body);
      }
    });

    test('hashed files are kept for a year; pages, the sitemap, robots.txt, llms.txt and other unhashed files are revalidated', async () => {
      const hashed = [staticFile(/^js\/lib-react\.\w+\.js$/), staticFile(/^js\/async\/.+\.js$/), staticFile(/^css\/.+\.css$/), staticFile(/^search_index\.zh\.\w+\.json$/)];
      for (const file of hashed) expect((await fetch(`${BASE}${file}`)).headers['cache-control'], file).toBe(IMMUTABLE);
      const unhashed = ['', 'guide/intro/welcome', 'en/', 'sitemap.xml', 'robots.txt', 'llms.txt', 'en/llms.txt', 'guide/intro/welcome.md', 'favicon.svg', 'logo.svg'];
      for (const file of unhashed) {
        const reply = await fetch(`${BASE}${file}`);
        expect(reply.status, file).toBe(200);
        expect(reply.headers['cache-control'], file).toBe(REVALIDATE);
      }
    });

    test('every response carries the security headers: pages, assets, 404s and redirects', async () => {
      for (const rawPath of [BASE, `${BASE}en/guide/intro/welcome`, `${BASE}${staticFile(/^js\/index\.\w+\.js$/)}`, `${BASE}en/no-such-page`, '/']) {
        const { headers } = await fetch(rawPath);
        for (const [name, value] of Object.entries(rules.headers)) expect(headers[name.toLowerCase()], `${rawPath}: ${name}`).toBe(value);
        const csp = String(headers['content-security-policy']);
        expect(csp, rawPath).not.toContain('unsafe-eval');
        expect(csp, rawPath).toMatch(/(^|; )default-src 'none'(;|$)/);
        expect(csp, `${rawPath}: scripts only from the site and by hash`).toMatch(/(^|; )script-src 'self'( 'sha256-[\w+/=]+')+(;|$)/);
        expect(csp, rawPath).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
        expect(headers['x-content-type-options'], rawPath).toBe('nosniff');
        expect(headers['referrer-policy'], rawPath).toBe('strict-origin-when-cross-origin');
        expect(headers['x-frame-options'], rawPath).toBe('DENY');
        expect(headers['permissions-policy'], rawPath).toMatch(/(^|, )camera=\(\)(,|$)/);
        expect(headers['permissions-policy'], rawPath).toMatch(/(^|, )geolocation=\(\)(,|$)/);
      }
    });

    test('a path that tries to leave the build gets 400 or 404, never a file from outside it', async () => {
      const outside = [fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'), 'root:x:0:0'];
      const up = (dots: string, slash: string, depth: number) => Array(depth).fill(dots).join(slash);
      const attempts: string[] = [];
      for (const depth of [1, 2, 3, 6]) {
        for (const [dots, slash] of [['..', '/'], ['%2e%2e', '/'], ['.%2e', '/'], ['..', '%2f'], ['%2e%2e', '%2f'], ['%252e%252e', '/'], ['..', '%5c']]) {
          attempts.push(`${BASE}${up(dots, slash, depth)}${slash}package.json`, `${BASE}${up(dots, slash, depth)}${slash}etc/passwd`);
        }
      }
      attempts.push(`${BASE}index.html%00`, `${BASE}index.html%00.txt`, `${BASE}%00/../package.json`, `${BASE}en/%00`);
      for (const rawPath of attempts) {
        const reply = await fetch(rawPath);
        expect([400, 404], rawPath).toContain(reply.status);
        for (const text of outside) expect(reply.body.includes(text.slice(0, 200)), `${rawPath} served a file from outside the build`).toBe(false);
      }
    });

    test('an over-long path gets 404, and a request line longer than the server reads is refused', async () => {
      const long = await fetch(`${BASE}${'a'.repeat(5000)}`);
      expect(long.status).toBe(404);
      expect(long.body === built('404.html')).toBe(true);
      // nginx answers 414 URI Too Long (past its 8 KiB request-line buffer), Node 431 (past its 16 KiB of headers).
      const tooLong = await fetch(`${BASE}${'a'.repeat(20_000)}`);
      expect([414, 431]).toContain(tooLong.status);
      expect(tooLong.body).not.toContain('<div id="root">');
    });
  });
}
