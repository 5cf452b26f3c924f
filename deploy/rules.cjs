// What a host must do to serve the built site as in production, as data: the redirects, the 404 page of
// each language, Cache-Control per file kind and the headers every response carries, with a
// Content-Security-Policy computed from the built pages. After each production build,
// plugins/deploy-files.ts writes these rules, for the site's base and languages, to deploy/site-rules.json
// and renders the host files from them (deploy/hosts.mjs); scripts/serve.mjs and the tests read that file.
// CommonJS, so that the Playwright config and tests (which Playwright compiles to CommonJS) can load it too.
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');
const { Parser } = require('htmlparser2');

/** The rules of the last production build (written by plugins/deploy-files.ts). */
const SITE_RULES_FILE = path.join(__dirname, 'site-rules.json');

/** Rspress names every file under static/ after a hash of its content: a new build gives a changed file a new name. */
const HASHED_DIR = 'static/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else keeps its name from build to build: a cache may keep it, but must ask the server first. */
const REVALIDATE = 'no-cache';

// Browser features the site does not use, denied to it and to anything that might get into it. The
// clipboard is left out: the code blocks' copy button writes to it. Only features Chromium knows are
// listed: it reports an unknown one as a console error.
const DENIED_FEATURES = [
  'accelerometer', 'autoplay', 'bluetooth', 'camera', 'display-capture', 'encrypted-media', 'fullscreen',
  'geolocation', 'gyroscope', 'hid', 'idle-detection', 'magnetometer', 'microphone', 'midi', 'payment',
  'picture-in-picture', 'publickey-credentials-get', 'screen-wake-lock', 'serial', 'usb', 'xr-spatial-tracking',
];

/**
 * @typedef {{ prefix: string, value: string }} CacheRule
 * @typedef {{ from: string, to: string, status: 301 | 302 }} Redirect
 * @typedef {{ prefix: string, page: string }} NotFound
 * @typedef {{ base: string, headers: Record<string, string>, cache: CacheRule[], redirects: Redirect[], notFound: NotFound[] }} SiteRules
 */

const sha256 = (/** @type {string} */ text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The inline code of the built pages, as a browser reads it: the text of each <script> without src and
 * of each <style>, and the value of each style attribute (entities decoded).
 * @param {string} dir the build
 */
function inlineCode(dir) {
  const scripts = new Set();
  const styles = new Set();
  const styleAttributes = new Set();
  const pages = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  for (const page of pages) {
    /** @type {{ set: Set<string>, text: string } | undefined} */
    let open;
    const parser = new Parser({
      onopentag(name, attributes) {
        if ('style' in attributes) styleAttributes.add(attributes.style);
        if ((name === 'script' && !('src' in attributes)) || name === 'style') open = { set: name === 'script' ? scripts : styles, text: '' };
      },
      ontext(text) {
        if (open) open.text += text;
      },
      onclosetag(name) {
        if (!open || (name !== 'script' && name !== 'style')) return;
        open.set.add(open.text);
        open = undefined;
      },
    });
    parser.end(fs.readFileSync(path.join(dir, page), 'utf8'));
  }
  const sorted = (/** @type {Set<string>} */ set) => [...set].sort();
  return { pages: pages.length, scripts: sorted(scripts), styles: sorted(styles), styleAttributes: sorted(styleAttributes) };
}

/**
 * The Content-Security-Policy of the site: its own files, and by hash the inline code of the build.
 * @param {string} dir the build
 * @param {{ connect?: string[] }} [more] origins the browser may also fetch from (a remote search service)
 */
function contentSecurityPolicy(dir, { connect = [] } = {}) {
  const inline = inlineCode(dir);
  if (!inline.pages) throw new Error(`${dir} has no page: build the site first`);
  const hashes = (/** @type {string[]} */ list) => list.map(sha256);
  return [
    // Nothing that a directive below does not allow: no plugin, frame, worker, font or media.
    `default-src 'none'`,
    // The site's scripts, and the theme's inline script that applies the stored light/dark choice before
    // the page renders. No 'unsafe-eval' and no 'unsafe-inline'.
    ['script-src', `'self'`, ...hashes(inline.scripts)].join(' '),
    // Stylesheets: the site's own, and any <style> the build writes, by hash.
    ['style-src-elem', `'self'`, ...hashes(inline.styles)].join(' '),
    // The style attributes that server rendering writes (white-space:pre on code, the sidebar's indents…),
    // each allowed by the hash of its value ('unsafe-hashes' lets a hash match an attribute): an attribute
    // injected with another value is refused. Styles React sets at run time go through the DOM, which a
    // CSP does not govern.
    ['style-src-attr', `'unsafe-hashes'`, ...hashes(inline.styleAttributes)].join(' '),
    // For browsers without style-src-elem and style-src-attr (Safari before 15.4, Firefox before 108),
    // which would otherwise drop every style attribute of the page. Browsers with them ignore this.
    `style-src 'self' 'unsafe-inline'`,
    // The pictures of the site, and the code buttons' icons, which its CSS draws from data: URLs.
    `img-src 'self' data:`,
    // The search index, fetched when the reader reaches for search (or the search service, in remote mode).
    ['connect-src', `'self'`, ...connect].join(' '),
    `base-uri 'none'`,
    `form-action 'none'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** @param {string} csp */
function securityHeaders(csp) {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    // For browsers that predate the CSP's frame-ancestors.
    'X-Frame-Options': 'DENY',
  };
}

/**
 * @param {{ base: string, languages: string[], csp: string }} site base: the config's base, like /module-tools/;
 *   languages: the path prefixes of the languages other than the default one, like ['en']
 * @returns {SiteRules}
 */
function siteRules({ base, languages, csp }) {
  if (!base.startsWith('/') || !base.endsWith('/')) throw new Error(`base must start and end with "/": ${base}`);
  return {
    base,
    headers: securityHeaders(csp),
    cache: [
      { prefix: `${base}${HASHED_DIR}`, value: IMMUTABLE },
      { prefix: '/', value: REVALIDATE },
    ],
    // The host's root may serve something else one day: a temporary redirect. The base without its
    // slash is the same page for good.
    redirects: base === '/' ? [] : [
      { from: '/', to: base, status: 302 },
      { from: base.slice(0, -1), to: base, status: 301 },
    ],
    // First match wins.
    notFound: [...languages.map((lang) => ({ prefix: `${base}${lang}/`, page: `${lang}/404.html` })), { prefix: '/', page: '404.html' }],
  };
}

/** @returns {SiteRules} */
function readSiteRules(file = SITE_RULES_FILE) {
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first.`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** @template {{ prefix: string }} T @param {T[]} rules @param {string} urlPath */
const firstMatch = (rules, urlPath) => rules.find((rule) => urlPath.startsWith(rule.prefix));

module.exports = {
  SITE_RULES_FILE, HASHED_DIR, IMMUTABLE, REVALIDATE,
  inlineCode, contentSecurityPolicy, securityHeaders, siteRules, readSiteRules, firstMatch,
};
