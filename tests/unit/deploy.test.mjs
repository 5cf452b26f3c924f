// Issue 15: the host files that the build writes (deploy/), checked for what each host will do with them.
// nginx is also run by the browser tests; Netlify and Vercel are not run anywhere, so their files are read
// here rule by rule. Reads doc_build/ and deploy/, so it runs after `npm run build`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { ROOT } from '../content/docs.mjs';
import { writeLocalConfig } from '../../scripts/serve-nginx.mjs';

const require = createRequire(import.meta.url);
const { readSiteRules, IMMUTABLE } = require('../../deploy/rules.cjs');
const { ensureNginx } = require('../../scripts/nginx.cjs');

const OUT = path.join(ROOT, 'doc_build');
const DEPLOY = path.join(ROOT, 'deploy');
const rules = readSiteRules();
const { base } = rules;
const read = (file) => fs.readFileSync(path.join(DEPLOY, file), 'utf8');
const htmlFiles = fs.readdirSync(OUT, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
const directives = (csp) => new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

test('every file under static/ has a hash of its content in its name, so it can be kept for a year', () => {
  const files = fs.readdirSync(path.join(OUT, 'static'), { recursive: true, encoding: 'utf8' }).filter((f) => fs.statSync(path.join(OUT, 'static', f)).isFile());
  assert.ok(files.length > 20, `only ${files.length} files under static/`);
  assert.deepEqual(files.filter((f) => !/\.[0-9a-f]{8}\.(js|css|json)(\.LICENSE\.txt)?$/.test(f)), []);
});

test('the rules are those of the base and languages the build was made for', () => {
  for (const file of htmlFiles) {
    const scripts = [...fs.readFileSync(path.join(OUT, file), 'utf8').matchAll(/<script defer src="([^"]+)"/g)].map((m) => m[1]);
    assert.ok(scripts.length && scripts.every((src) => src.startsWith(`${base}static/`)), `${file}: scripts outside ${base}static/`);
  }
  for (const { page } of rules.notFound) assert.ok(fs.existsSync(path.join(OUT, page)), `no ${page} in the build`);
  assert.deepEqual(rules.notFound.map((rule) => rule.prefix), [`${base}en/`, '/']);
});

test('the Content-Security-Policy lets scripts come only from the site or by the hash of an inline script of the build, and never eval', () => {
  const csp = directives(rules.headers['Content-Security-Policy']);
  assert.deepEqual(csp.get('default-src'), ["'none'"]);
  assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
  assert.ok(![...csp.values()].flat().includes("'unsafe-eval'"));
  const [self, ...hashes] = csp.get('script-src');
  assert.equal(self, "'self'");
  // The inline scripts, found here with a plain pattern rather than deploy/rules.cjs's parser.
  const inline = new Set(htmlFiles.flatMap((file) => [...fs.readFileSync(path.join(OUT, file), 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1])));
  assert.ok(inline.size >= 1, 'the theme script is in the pages');
  assert.deepEqual(hashes.sort(), [...inline].map((code) => `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`).sort());
  for (const name of ['style-src-elem', 'style-src-attr']) assert.ok(!csp.get(name).includes("'unsafe-inline'"), `${name} allows any inline style`);
});

/** A main configuration around a server configuration, with every file nginx writes in `dir`. */
function mainConfig(dir, server) {
  return `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  access_log off;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  fastcgi_temp_path ${dir}/fastcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n  scgi_temp_path ${dir}/scgi;\n${server}\n}\n`;
}
/** The map and server of a configuration, from the shipped file or nested in the local one's http {} block. */
const siteBlocks = (conf, { nested }) => {
  const blocks = conf.slice(conf.indexOf('map $uri'), nested ? conf.lastIndexOf('}') : undefined);
  return (nested ? blocks.replace(/^ {4}/gm, '') : blocks).trim();
};

test('the shipped nginx configuration passes `nginx -t`, and sets every header once for every response', () => {
  const conf = read('nginx/module-tools-docs.conf');
  const dir = path.join(ROOT, '.tmp/nginx-check');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir, conf));
  execFileSync(ensureNginx(), ['-t', '-q', '-p', dir, '-e', 'stderr', '-c', path.join(dir, 'nginx.conf')], { stdio: 'pipe' });
  for (const [name, value] of Object.entries(rules.headers)) {
    assert.equal(conf.split(`add_header ${name} "${value}" always;`).length, 2, `add_header ${name}, once, with "always"`);
  }
  assert.match(conf, /^ {4}add_header Cache-Control \$\w+ always;$/m);
  // An add_header inside a location would drop every add_header of the server for that location.
  assert.doesNotMatch(conf.slice(conf.indexOf('    location ')), /add_header/);
  assert.match(conf, new RegExp(`"~\\^${base}static/" "${IMMUTABLE}";`));
  assert.match(conf, /^ {4}listen 80;$/m);
});

test('the local nginx of the browser tests has the shipped server block, with only its port and root changed', () => {
  const dir = path.join(ROOT, '.tmp/nginx-check');
  const local = fs.readFileSync(writeLocalConfig({ port: 4321, dir }), 'utf8');
  const shipped = read('nginx/module-tools-docs.conf');
  assert.match(local, /^ {8}listen 127\.0\.0\.1:4321;$/m);
  const unify = (block) => block.replace(/^( *)listen .*$/m, '$1listen ?;').replace(/^( *)root .*$/m, '$1root ?;');
  assert.equal(unify(siteBlocks(local, { nested: true })), unify(siteBlocks(shipped, { nested: false })));
});

test('Netlify: _headers gives every path the security headers and only the hashed files a Cache-Control (Netlify would join two)', () => {
  const blocks = read('netlify/_headers')
    .split(/\n(?=\/)/)
    .filter((block) => block.startsWith('/'))
    .map((block) => {
      const [pattern, ...lines] = block.trim().split('\n');
      return [pattern, Object.fromEntries(lines.map((line) => [line.trim().split(': ')[0], line.trim().split(': ').slice(1).join(': ')]))];
    });
  assert.deepEqual(blocks, [
    ['/*', rules.headers],
    [`${base}static/*`, { 'Cache-Control': IMMUTABLE }],
  ]);
});

test('Netlify: _redirects sends the root and the bare base to the base, and unknown paths to the 404 page of their language', () => {
  const lines = read('netlify/_redirects').split('\n').filter((line) => line && !line.startsWith('#')).map((line) => line.split(/\s+/));
  assert.deepEqual(lines, [
    ['/', base, '302'],
    [base.slice(0, -1), base, '301'],
    [`${base}en/*`, `${base}en/404.html`, '404'],
    ['/*', `${base}404.html`, '404'],
  ]);
});

test('Vercel: routes give every response the headers, hashed files a year, then files, then the 404 page of each language', () => {
  const { routes, ...rest } = JSON.parse(read('vercel/vercel.json'));
  assert.deepEqual(Object.keys(rest), [], 'vercel.json has only routes (Vercel refuses routes mixed with headers, redirects or cleanUrls)');
  const matches = (route, urlPath) => new RegExp(`^${route.src}$`).test(urlPath);
  /** The headers and the final route Vercel would take for a path that no file matches. */
  const resolve = (urlPath) => {
    const headers = {};
    const afterFiles = routes.indexOf(routes.find((r) => r.handle === 'filesystem'));
    for (const route of routes.slice(0, afterFiles)) {
      if (!matches(route, urlPath)) continue;
      Object.assign(headers, route.headers);
      if (!route.continue) return { headers, route };
    }
    return { headers, route: routes.slice(afterFiles + 1).find((r) => matches(r, urlPath) && !r.check) };
  };
  assert.deepEqual(resolve(`${base}en/no-such-page`), { headers: rules.headers, route: { src: `${base}en/.*`, dest: `${base}en/404.html`, status: 404 } });
  assert.deepEqual(resolve(`${base}no-such-page`).route, { src: '/.*', dest: `${base}404.html`, status: 404 });
  assert.equal(resolve(`${base}static/js/gone.js`).headers['Cache-Control'], IMMUTABLE);
  assert.deepEqual(resolve('/').route.headers, { Location: base });
  assert.equal(resolve('/').route.status, 302);
  assert.equal(resolve(base.slice(0, -1)).route.status, 301);
  const cleanUrls = routes.filter((r) => r.check).map((r) => r.dest);
  assert.deepEqual(cleanUrls, [`${base}$1.html`, `${base}$1index.html`]);
});

// The host files are committed so that an operator can read them; each build writes them again, and must
// write them as committed: a change that alters the inline code, and so the CSP, ships the host files it
// needs (commit deploy/ with it).
test('the committed host files are those this build writes', () => {
  const changed = execFileSync('git', ['status', '--porcelain', '--', 'deploy'], { cwd: ROOT, encoding: 'utf8' }).trim();
  assert.equal(changed, '', `the build changed the committed host files: run npm run build and commit deploy/\n${changed}`);
});
