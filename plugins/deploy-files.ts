// Issue 15 (served as in production): after a production build, writes the rules a host follows to serve
// it (deploy/rules.cjs), for the config's base and languages and with a Content-Security-Policy computed
// from the built pages, to deploy/site-rules.json, and the host files rendered from them
// (deploy/hosts.mjs): deploy/nginx/, deploy/netlify/, deploy/vercel/.
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/shared';
import { SITE_RULES_FILE, contentSecurityPolicy, siteRules } from '../deploy/rules.cjs';
import { nginxSite, netlifyHeaders, netlifyRedirects, vercelJson } from '../deploy/hosts.mjs';
import { searchOrigin } from '../search/options';

const DEPLOY = path.dirname(SITE_RULES_FILE);

/** Where a shipped nginx configuration expects the folder that holds the build at the base path. */
export const NGINX_ROOT = '/var/www/module-tools-docs';

export function pluginDeployFiles(): RspressPlugin {
  return {
    name: 'module-tools-docs:deploy-files',
    afterBuild(config, isProd) {
      if (!isProd) return;
      const out = path.resolve(config.outDir ?? 'doc_build');
      const base = config.base ?? '/';
      const languages = (config.locales ?? []).map((locale) => locale.lang).filter((lang) => lang !== config.lang);
      const connect = [searchOrigin(config.search)].filter((origin): origin is string => !!origin);
      const rules = siteRules({ base, languages, csp: contentSecurityPolicy(out, { connect }) });
      const files: Record<string, string> = {
        [SITE_RULES_FILE]: `${JSON.stringify(rules, null, 2)}\n`,
        'nginx/module-tools-docs.conf': nginxSite(rules, { listen: '80', root: NGINX_ROOT }),
        'netlify/_headers': netlifyHeaders(rules),
        'netlify/_redirects': netlifyRedirects(rules),
        'vercel/vercel.json': vercelJson(rules),
      };
      for (const [file, text] of Object.entries(files)) {
        const target = path.resolve(DEPLOY, file);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, text);
      }
      console.log(`deploy: host rules and files for ${base} written to ${path.relative(process.cwd(), DEPLOY)}/`);
    },
  };
}
