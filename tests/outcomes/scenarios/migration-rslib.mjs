// "Migrate to Rslib": each section's package built twice, with the page's Module Tools config (the real
// `modern build` of 2.68.16) and with the page's Rslib config (the real `rslib build` of @rslib/core 1.0.1
// from tests/outcomes/rslib), and compared as a user of the package sees it: the files written, the
// module format of each JS file, what the entries export when imported and required in Node, the
// declaration files, the UMD global in a vm context. What the page says differs is checked as it says.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { ROOT, codeSpans } from '../../content/docs.mjs';
import { EXAMPLE, expect, expectEqual, expectFiles, paths } from '../lib.mjs';
import { expectExitCode, expectQuoted, quoted } from '../quotes.mjs';
import { rslibSideOf } from './migration-rows.mjs';
import { ENV_DTS, JS, twin, rslib, formatOf, jsFormats, exportsOf, valuesOf, cssRule, comparable, entries, how, inBrowser, tsc, codeSpansOf, declarations } from '../twins.mjs';

const page = 'guide/migration/rslib.mdx';
const TAILWIND_STYLES = 'guide/best-practices/use-tailwindcss.mdx#tailwind-styles';
const OPTIONS = 'build-config-options';

/**
 * The claims every section shares: the files each tool writes are those the paragraph after its block
 * names; JS files at the same path (extension aside) have the same module format; the entries export
 * the same names, each through import or require as its format says.
 */
async function compare(s, r, modernMark, rslibMark, { mtFails = {} } = {}) {
  s.check(modernMark, 'the files Module Tools writes', ({ paraSpans }) => expectFiles(paths(paraSpans, 'dist/'), s.list('dist').map((f) => `dist/${f}`), 'dist/ of the Module Tools build'));
  s.check(rslibMark, 'the files Rslib writes', ({ paraSpans }) => expectFiles(paths(paraSpans, 'dist/'), r.list('dist').map((f) => `dist/${f}`), 'dist/ of the Rslib build'));
  const [a, b] = [jsFormats(s), jsFormats(r)];
  s.check(rslibMark, 'each JS file has the module format of its Module Tools counterpart', () => {
    for (const key of Object.keys(a).filter((k) => k in b)) expectEqual(a[key], b[key], `the format of dist/${key}`);
  });
  const left = entries(s);
  const right = entries(r);
  const [ea, eb] = [await exportsOf(s, left.map((f) => [how(s, f), f])), await exportsOf(r, right.map((f) => [how(r, f), f]))];
  // An entry that Node cannot load from the Module Tools build (mtFails: entry → error code) must fail as
  // the page says, and its Rslib counterpart must export what the other Module Tools entries export.
  const reference = left.map((f) => ea[f]).find((e) => Array.isArray(e) && e.length);
  s.check(rslibMark, 'each entry exports what the Module Tools entry of the same folder exports', ({ prose }) => {
    expectEqual(left.map((f) => f.replace(JS, '')), right.map((f) => f.replace(JS, '')), 'the entries (without extension)');
    left.forEach((f, k) => {
      if (mtFails[f]) {
        expectEqual(`fails: ${mtFails[f]}`, ea[f], `${f} of the Module Tools build, loaded in Node.js`);
        expect(prose.includes(`\`${mtFails[f]}\``), `the page does not name ${mtFails[f]} after the block`);
        expect(Array.isArray(eb[right[k]]) && eb[right[k]].length > 0, `${right[k]} of the Rslib build: ${JSON.stringify(eb[right[k]])}`);
        if (reference) expectEqual(reference, eb[right[k]], `what ${right[k]} exports (the other Module Tools entries export)`);
        return;
      }
      expect(Array.isArray(ea[f]) && ea[f].length > 0, `${f} of the Module Tools build: ${JSON.stringify(ea[f])}`);
      expectEqual(ea[f], eb[right[k]], `what ${right[k]} exports (Module Tools: ${f})`);
    });
  });
  return { exports: eb };
}

/**
 * A section's pair: builds the page's Module Tools block (mark) in the scenario's project and the page's
 * Rslib block (mark-rslib) in its twin, and compares them (see compare). Returns the twin.
 */
async function buildBoth(s, mark, options) {
  s.files(mark);
  await s.build();
  const r = twin(s, `${mark}-rslib`);
  await rslib(r);
  await compare(s, r, mark, `${mark}-rslib`, options);
  return r;
}

/**
 * The paragraph of the prose after a block that quotes an import line of each tool: the Module Tools
 * line is in the Module Tools file, the Rslib line in the Rslib file (files given by the scenario).
 */
function importLines(s, r, mark, [mtFile, rsFile], marker) {
  s.check(mark, `the import lines of ${mtFile} and ${rsFile}`, ({ prose }) => {
    const para = prose.split(/\n\s*\n/).find((t) => t.includes(marker));
    expect(para, `no paragraph with ${marker}`);
    const quoted = (para.match(/`((?:import|export) [^`]+)`/g) ?? []).map((t) => t.slice(1, -1));
    const rs = quoted.find((q) => r.read(rsFile).includes(q));
    const mt = quoted.find((q) => q !== rs && s.read(mtFile).includes(q));
    expect(rs, `${rsFile} has none of ${JSON.stringify(quoted)}`);
    expect(mt, `${mtFile} has none of ${JSON.stringify(quoted)}`);
    expect(!r.read(rsFile).includes(mt), `${rsFile} also has ${mt}`);
  });
}

/** The key in package-lock.json of the package `name` as Node resolves it from the package at `key`. */
function resolvedIn(lock, key, name) {
  for (let dir = key; ; ) {
    if (lock.packages[`${dir}/node_modules/${name}`]) return `${dir}/node_modules/${name}`;
    const up = dir.lastIndexOf('/node_modules/');
    if (up < 0) break;
    dir = dir.slice(0, up);
  }
  return lock.packages[`node_modules/${name}`] ? `node_modules/${name}` : undefined;
}

/**
 * The packages a package's install brings, as package-lock.json lays them out: its key there
 * ('node_modules/…') and the keys of every package its dependencies resolve to, as Node resolves them.
 */
function installedWith(lock, start) {
  const seen = new Set();
  const stack = [start];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    const { dependencies = {}, optionalDependencies = {} } = lock.packages[key] ?? {};
    for (const name of Object.keys({ ...dependencies, ...optionalDependencies })) {
      const found = resolvedIn(lock, key, name);
      if (found) stack.push(found);
    }
  }
  return [...seen];
}

/** The example project, with @swc/helpers in dependencies when the config imports helpers. */
function example(s, { helpers = false } = {}) {
  s.files(EXAMPLE);
  if (helpers) {
    const pkg = JSON.parse(s.read('package.json'));
    pkg.dependencies = { '@swc/helpers': JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/@swc/helpers/package.json'), 'utf8')).version };
    s.write('package.json', `${JSON.stringify(pkg, null, 2)}\n`);
  }
}

export default [
  {
    name: 'migration-rslib-npm-library',
    page,
    marks: [EXAMPLE, ENV_DTS, 'migrate-npm-library', 'migrate-npm-library-rslib'],
    async run(s) {
      example(s);
      const r = await buildBoth(s, 'migrate-npm-library');
      s.check('migrate-npm-library-rslib', 'Module Tools bundles the declarations into one file, Rslib writes one per source file', () => {
        expectEqual(['index.d.ts'], s.list('dist/types'), 'dist/types of the Module Tools build');
        expect(r.list('dist/types').length > 1, `dist/types of the Rslib build: ${r.list('dist/types').join(', ')}`);
      });
      // Without output.dataUriLimit the SVG is emitted and imported, as the paragraph after the list says.
      r.write('rslib.config.ts', r.read('rslib.config.ts').replace(/^\s*dataUriLimit: \d+,\n/m, ''));
      await rslib(r, ['--no-dts']);
      s.check('migrate-npm-library-rslib', 'without output.dataUriLimit the SVG is a file that the bundle imports', ({ prose }) => {
        const named = paths(prose.split('\n').filter((l) => l.includes('dataUriLimit') && !l.startsWith('|')).flatMap((l) => (l.match(/`[^`]+`/g) ?? []).map((t) => t.slice(1, -1))), 'dist/');
        expect(named.length > 0, 'the page names no emitted file in the sentence about output.dataUriLimit');
        for (const file of named) {
          expect(r.exists(file), `${file} was not written`);
          const folder = file.split('/').slice(0, 2).join('/');
          const entry = r.list(folder).find((f) => /^index\.(m|c)?js$/.test(f));
          expect(r.read(`${folder}/${entry}`).includes(`"./${path.posix.relative(folder, file)}"`), `${folder}/${entry} does not import ./${path.posix.relative(folder, file)}`);
        }
      });
      // The page's env section: once Module Tools is removed, so is the @types/node it brought.
      const bare = twin(s, 'migrate-npm-library-rslib', { nodeTypes: false, name: `${s.def.name}-rslib-without-node-types` });
      const withoutNodeTypes = await rslib(bare, [], { mayFail: true });
      s.check(ENV_DTS, "Module Tools' install asks for @types/node and its env types reference it; without it the declaration step of rslib build stops at TS2705 with exit code 1", ({ prose }) => {
        const para = prose.split(/\n\s*\n/).find((t) => t.includes('TS2705')) ?? '';
        expectQuoted(quoted(codeSpans(para), 'TS2705', withoutNodeTypes), withoutNodeTypes, 'the error of the declaration step');
        expectExitCode(para, withoutNodeTypes);
        // No target (ES5 then), and no types: TypeScript loads every package of node_modules/@types.
        expect(!/"(target|types)"/.test(s.read('tsconfig.json')), 'the tsconfig.json of the example project sets a target or types');
        expect(codeSpans(para).includes('npm add -D @types/node'), 'the paragraph no longer gives the command that adds @types/node');
        const env = fs.readFileSync(path.join(ROOT, 'node_modules/@modern-js/module-tools/lib/types.d.ts'), 'utf8');
        expect(env.startsWith('/// <reference types="node" />'), `the env types of Module Tools begin with ${env.split('\n')[0]}`);
        const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
        const askers = installedWith(lock, 'node_modules/@modern-js/module-tools').filter((key) => lock.packages[key].dependencies?.['@types/node']);
        expect(askers.length > 0, 'no package installed with @modern-js/module-tools depends on @types/node');
      });
    },
  },
  {
    name: 'migration-rslib-npm-component',
    page,
    marks: [EXAMPLE, ENV_DTS, 'migrate-npm-component', 'migrate-npm-component-rslib'],
    async run(s) {
      example(s);
      const r = await buildBoth(s, 'migrate-npm-component', { mtFails: { 'dist/es/index.js': 'ERR_MODULE_NOT_FOUND' } });
      importLines(s, r, 'migrate-npm-component-rslib', ['dist/es/index.js', 'dist/es/index.mjs'], 'ERR_MODULE_NOT_FOUND');
      s.check('migrate-npm-component-rslib', 'the style import is kept, and the component imports the asset module', ({ prose }) => {
        const button = r.read('dist/es/components/Button.mjs');
        const kept = prose.match(/`(import "[^"]+")`/)[1];
        expect(button.includes(kept), `dist/es/components/Button.mjs has no ${kept}`);
        const module = paths((prose.match(/`[^`]+`/g) ?? []).map((t) => t.slice(1, -1))).find((t) => t.startsWith('assets/'));
        expect(button.includes(`from "../${module}"`), `dist/es/components/Button.mjs does not import ../${module}`);
      });
    },
  },
  {
    name: 'migration-rslib-universal',
    page,
    marks: [EXAMPLE, ENV_DTS, 'migrate-universal', 'migrate-universal-rslib'],
    async run(s) {
      example(s, { helpers: true });
      const r = await buildBoth(s, 'migrate-universal', { mtFails: { 'dist/esm/index.js': 'ERR_MODULE_NOT_FOUND', 'dist/esm-node/index.js': 'ERR_MODULE_NOT_FOUND' } });
      s.check('migrate-universal-rslib', 'dist/esm is ES5 and starts with the helper import the page quotes', ({ prose }) => {
        const code = r.read('dist/esm/index.mjs');
        const start = prose.match(/`(import \{[^`]+@swc\/helpers[^`]+)`/)[1];
        expect(code.startsWith(start), `dist/esm/index.mjs starts with ${code.split('\n')[0]}`);
        for (const f of r.list('dist/esm').filter((x) => x.endsWith('.mjs'))) expect(!/=>|\bconst |\blet |\bclass |\basync /.test(r.read(`dist/esm/${f}`)), `dist/esm/${f} has syntax newer than ES5`);
      });
      // The same config without output.emitCss: the import of the CSS file stays, the file does not come.
      r.write('rslib.config.ts', r.read('rslib.config.ts').replace("output: { emitCss: true },", ''));
      fs.rmSync(path.join(r.dir, 'dist'), { recursive: true, force: true });
      await rslib(r, ['--no-dts']);
      s.check('migrate-universal-rslib', "with the target 'node' and no emitCss, no CSS file but the import stays", ({ prose }) => {
        const para = prose.split(/\n\s*\n/).find((p) => p.includes('emitCss') && p.includes('import "'));
        const quoted = para.match(/`(import "[^"]+")`/)[1];
        const file = paths((para.match(/`[^`]+`/g) ?? []).map((t) => t.slice(1, -1)), 'dist/')[0];
        expectEqual([], r.list('dist').filter((f) => f.endsWith('.css')), 'the CSS files written');
        expect(r.read(file).includes(quoted), `${file} has no ${quoted}`);
      });
    },
  },
  {
    name: 'migration-rslib-dts',
    page,
    marks: [EXAMPLE, ENV_DTS, 'migrate-dts', 'migrate-dts-rslib'],
    async run(s) {
      example(s);
      const r = await buildBoth(s, 'migrate-dts', { mtFails: { 'dist/index.js': 'ERR_MODULE_NOT_FOUND' } });
      importLines(s, r, 'migrate-dts-rslib', ['dist/types/index.d.ts', 'dist/types/index.d.ts'], 'TypeScript');
      s.check('migrate-dts-rslib', 'the declarations are the same apart from the index the page quotes', ({ prose }) => {
        const [a, b] = [declarations(s), declarations(r)];
        expectEqual(Object.keys(a), Object.keys(b), 'the .d.ts files');
        const same = paths(codeSpansOf(prose.split(/\n\s*\n/).find((t) => t.includes('TypeScript')) ?? ''), 'dist/types/').filter((f) => f !== 'dist/types/index.d.ts');
        expect(same.length > 0, 'the page names no declaration file that is the same');
        for (const f of same) expectEqual(a[f.slice(5)], b[f.slice(5)], `the content of ${f}`);
      });
      // A consumer that imports the declarations type-checks against both builds.
      const consumer = "import { Button, loadLabel } from './dist/types/index';\n\nexport const label: Promise<string> = loadLabel('x');\nexport const element = Button({ label: 'Hi' });\n";
      const results = [];
      for (const p of [s, r]) {
        p.write('consumer.ts', consumer);
        results.push(await tsc(p));
      }
      s.check('migrate-dts-rslib', 'TypeScript resolves the declarations of both builds', () => {
        results.forEach((out, k) => expectEqual('', out, `tsc on a file that imports the ${k ? 'Rslib' : 'Module Tools'} declarations`));
      });
    },
  },
  {
    name: 'migration-rslib-copy',
    page,
    marks: [EXAMPLE, ENV_DTS, 'migrate-copy', 'migrate-copy-rslib'],
    async run(s) {
      example(s);
      const readme = '# my-lib\n\nA README that both builds copy.\n';
      s.write('README.md', readme);
      const r = await buildBoth(s, 'migrate-copy');
      s.check('migrate-copy-rslib', 'both builds copy README.md into dist unchanged', () => {
        expectEqual(readme, s.read('dist/README.md'), 'dist/README.md of the Module Tools build');
        expectEqual(readme, r.read('dist/README.md'), 'dist/README.md of the Rslib build');
      });
    },
  },
  {
    name: 'migration-rslib-plugin',
    page,
    marks: [EXAMPLE, ENV_DTS, 'migrate-plugin', 'migrate-plugin-rslib'],
    async run(s) {
      example(s);
      const r = await buildBoth(s, 'migrate-plugin');
      s.check('migrate-plugin-rslib', 'the afterBuild hook and api.onAfterBuild each write dist/build-info.txt, with the same content', () => {
        expectEqual('built\n', s.read('dist/build-info.txt'), 'dist/build-info.txt of the Module Tools build');
        expectEqual(s.read('dist/build-info.txt'), r.read('dist/build-info.txt'), 'dist/build-info.txt of the Rslib build');
      });
    },
  },
  {
    name: 'migration-rslib-umd',
    page,
    marks: [EXAMPLE, ENV_DTS, 'migrate-umd', 'migrate-umd-rslib'],
    rows: [[OPTIONS, 'umdModuleName'], [OPTIONS, 'umdGlobals']],
    async run(s) {
      example(s);
      const r = await buildBoth(s, 'migrate-umd', { mtFails: { 'dist/umd/index.js': 'TypeError' } });
      const [a, b] = [s.read('dist/umd/index.js'), r.read('dist/umd/index.js')];
      // The two rows of the options table that this section builds: the blocks use the options the rows name.
      const [mtBlock, rsBlock] = [s.block('migrate-umd').block.code, s.block('migrate-umd-rslib').block.code];
      const globals = [inBrowser(a).keys, inBrowser(b).keys];
      s.checkRow(page, OPTIONS, 'umdModuleName', 'umdModuleName → umdName: the same global', ({ row }) => {
        const option = rslibSideOf(row, 'umdModuleName');
        expect(/\bumdModuleName: 'myLib'/.test(mtBlock) && new RegExp(`\\b${option}: 'myLib'`).test(rsBlock), `the UMD blocks do not set umdModuleName and ${option}`);
        expect(globals[0] && globals[0] === globals[1], `the globals differ: ${globals.join(' / ')}`);
      });
      s.checkRow(page, OPTIONS, 'umdGlobals', "umdGlobals → output.externals with a root name: React comes from the page's global", ({ row }) => {
        expectEqual('output.externals', rslibSideOf(row, 'umdGlobals'), 'the Rslib option of the row');
        expect(/umdGlobals: \{ react: 'React' \}/.test(mtBlock) && /externals: \{\s*react: \{ root: 'React'/.test(rsBlock), 'the UMD blocks do not map react to React');
        expect(/\["React"\]/.test(a) && /root\["React"\]|\["React"\]/.test(b), 'a wrapper does not read React from the global object');
      });
      s.check('migrate-umd-rslib', 'next to React alone, both set the same global and render the same HTML but for the data URL', ({ prose }) => {
        const [left, right] = [inBrowser(a), inBrowser(b)];
        expectEqual(left.keys, right.keys, 'the keys of the global myLib');
        const src = (html) => /src="([^"]+)"/.exec(html)[1];
        const decode = (url) => (url.includes(';base64,') ? Buffer.from(url.split(',')[1], 'base64').toString('utf8') : decodeURIComponent(url.split(',')[1])).trim();
        expectEqual(left.html.replace(src(left.html), ''), right.html.replace(src(right.html), ''), 'the HTML of myLib.Button, image source aside');
        expectEqual(decode(src(left.html)), decode(src(right.html)), 'the SVG in the two data URLs');
        const quoted = codeSpansOf(prose).filter((t) => t.startsWith('data:')).map((t) => t.replace(/…$/, ''));
        expectEqual(2, quoted.length, 'the data URLs quoted');
        expect(src(left.html).startsWith(quoted[0]), `the Module Tools data URL starts with ${src(left.html).slice(0, 30)}`);
        expect(src(right.html).startsWith(quoted[1]), `the Rslib data URL starts with ${src(right.html).slice(0, 30)}`);
        expect(!b.includes('process.env.NODE_ENV'), 'the Rslib bundle still reads process.env.NODE_ENV');
      });
      s.check('migrate-umd-rslib', 'the Rslib wrapper requires react, the Module Tools one reads React from the global object', () => {
        expect(/require\("react"\)/.test(b), 'the Rslib wrapper does not require("react")');
        expect(!/require\("react"\)/.test(a) && /\["React"\]/.test(a), 'the Module Tools wrapper requires react');
      });
    },
  },
  {
    name: 'migration-rslib-styles',
    page,
    marks: [EXAMPLE, ENV_DTS, 'migrate-styles-files', 'migrate-styles', 'migrate-styles-rslib'],
    async run(s) {
      example(s);
      s.files('migrate-styles-files');
      s.files('migrate-styles');
      await s.build();
      const r = twin(s, 'migrate-styles-rslib');
      await rslib(r);
      s.check('migrate-styles', 'the files Module Tools writes', ({ paraSpans }) => expectFiles(paths(paraSpans, 'dist/'), s.list('dist').map((f) => `dist/${f}`), 'dist/ of the Module Tools build'));
      s.check('migrate-styles-rslib', 'the files Rslib writes', ({ paraSpans }) => expectFiles(paths(paraSpans, 'dist/'), r.list('dist').map((f) => `dist/${f}`), 'dist/ of the Rslib build'));
      const classOf = async (p, file) => (await valuesOf(p, file)).values?.cardClass;
      const [left, right] = [await classOf(s, 'dist/Card.js'), await classOf(r, 'dist/Card.mjs')];
      // The example's package.json has no "type": "module": dist/Card.js is ESM by syntax detection.
      s.check('migrate-styles-rslib', 'each CSS file holds the rule under the class name the module exports, and the names are those the page quotes', ({ prose }) => {
        for (const [p, css, name] of [[s, 'dist/Card.css', left], [r, 'dist/Card.css', right]]) {
          const text = p.read(css);
          expect(new RegExp(`\\.${name}\\s*\\{\\s*padding:\\s*8px;?\\s*\\}`).test(text), `${css} of the ${p === s ? 'Module Tools' : 'Rslib'} build has no .${name} { padding: 8px }:\n${text}`);
        }
        const para = prose.split(/\n\s*\n/).find((t) => /`card[_-]/.test(t)) ?? '';
        const quoted = (para.match(/`(card[_-][^`]*)`/g) ?? []).map((t) => t.slice(1, -1)).filter((name) => /^card[_-]\w{5,}$/.test(name));
        // Module Tools hashes the style file's absolute path, so its name depends on the folder the project
        // is built in: the page quotes one such name, and the scenario checks the rule that makes it.
        const md5 = createHash('md5').update(path.join(s.dir, 'src/components/Card.module.scss')).digest('hex').slice(0, 5);
        expectEqual(left, `card_${md5}`, 'the Module Tools class name: card_ and the first five characters of the MD5 of the absolute path');
        expect(/^card_[0-9a-f]{5}$/.test(quoted[0] ?? ''), `the page quotes ${quoted[0]} as a Module Tools class name, not card_ and five hex characters`);
        expectEqual(quoted.slice(1), [right], 'the class name of Rslib');
      });
    },
  },
  {
    name: 'migration-rslib-tailwind',
    page,
    plugins: true,
    marks: [TAILWIND_STYLES, ENV_DTS, 'migrate-tailwind-source', 'migrate-tailwind', 'migrate-tailwind-plugin-rslib', 'migrate-tailwind-rslib'],
    rows: [['styles', 'style.tailwindcss']],
    async run(s) {
      s.write('package.json', `${JSON.stringify({ name: 'my-lib', version: '1.0.0' }, null, 2)}\n`);
      s.write('tsconfig.json', `${JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'node', strict: true, skipLibCheck: true }, include: ['src'] }, null, 2)}\n`);
      s.files(TAILWIND_STYLES, { as: 'src/index.css' });
      s.files('migrate-tailwind-source');
      const r = await buildBoth(s, 'migrate-tailwind');
      const [left, right] = [s.read('dist/index.css'), r.read('dist/index.css')];
      s.check('migrate-tailwind', 'the CSS has .card with the rules of its @apply, and .text-center, which the entry uses', () => {
        for (const property of ['border-radius', 'border-width', 'border-color', 'padding']) expect(property in cssRule(left, 'card'), `.card of dist/index.css has no ${property}:\n${left}`);
        expectEqual({ 'text-align': 'center' }, cssRule(left, 'text-center'), '.text-center of dist/index.css');
      });
      s.check('migrate-tailwind-rslib', 'the Rslib CSS has .card and .text-center with the same properties and values, the colour in the forms the page names', ({ paraSpans }) => {
        for (const name of ['card', 'text-center']) expectEqual(comparable(cssRule(left, name)), comparable(cssRule(right, name)), `.${name}: Module Tools (-) and Rslib (+)`);
        const forms = [right, left].map((css) => `${/^\w+/.exec(cssRule(css, 'card')['border-color'] ?? '')?.[0]}(…)`);
        expectEqual(forms, paraSpans.filter((t) => /^rgba?\(…\)$/.test(t)), 'the colour forms of the Rslib and Module Tools CSS, in that order');
      });
      // The variants the page describes: no output.target, no content, content in a config file.
      const config = r.read('rslib.config.ts');
      const variant = async (code, files = {}) => {
        fs.rmSync(path.join(r.dir, 'dist'), { recursive: true, force: true });
        r.write('rslib.config.ts', code);
        for (const [file, text] of Object.entries(files)) r.write(file, text);
        const run = await rslib(r);
        for (const file of Object.keys(files)) fs.rmSync(path.join(r.dir, file));
        return { ...run, code, files: r.list('dist'), css: r.exists('dist/index.css') ? r.read('dist/index.css') : '' };
      };
      const withoutTarget = await variant(config.replace(/^\s*output: \{ target: 'web' \},\n/m, ''));
      const withoutContent = await variant(config.replace(/tailwindcss\(\{[^)]*\}\)/, 'tailwindcss()'));
      const content = /content: (\[[^\]]*\])/.exec(config)?.[1];
      const configFiles = [];
      for (const file of ['tailwind.config.js', 'tailwind.config.ts']) {
        const text = file.endsWith('.js') ? `module.exports = { content: ${content} };\n` : `export default { content: ${content} };\n`;
        configFiles.push([file, await variant(config.replace(/tailwindcss\(\{[^)]*\}\)/, 'tailwindcss()'), { [file]: text })]);
      }
      s.check('migrate-tailwind-rslib', "without output.target no CSS file; without content the quoted warning and no .text-center, .card still there; content in tailwind.config.js or .ts works", ({ paraSpans }) => {
        expect(config !== withoutTarget.code && !withoutTarget.files.includes('index.css'), `without output.target, Rslib wrote ${withoutTarget.files.join(', ')}`);
        expectQuoted(quoted(paraSpans, 'missing or empty', withoutContent), withoutContent, 'the Tailwind warning');
        expect(!('text-align' in cssRule(withoutContent.css, 'text-center')), 'without content, .text-center was generated');
        expect('padding' in cssRule(withoutContent.css, 'card'), 'without content, .card is missing');
        for (const [file, run] of configFiles) {
          expect(paraSpans.includes(file), `the page no longer names ${file}`);
          expectEqual({ 'text-align': 'center' }, cssRule(run.css, 'text-center'), `.text-center with content in ${file}`);
        }
      });
      // rsbuild-plugin-tailwindcss: the page's config, no content anywhere.
      const plugin = await variant(`${s.block('migrate-tailwind-plugin-rslib').block.code}\n`);
      s.check('migrate-tailwind-plugin-rslib', 'the plugin needs no content: the files, .card and .text-center as in the Module Tools CSS, no warning about content', ({ paraSpans }) => {
        expectFiles(paths(paraSpans, 'dist/'), plugin.files.map((f) => `dist/${f}`), 'dist/ of the Rslib build with the plugin');
        for (const name of ['card', 'text-center']) expectEqual(comparable(cssRule(left, name)), comparable(cssRule(plugin.css, name)), `.${name}: Module Tools (-) and Rslib with the plugin (+)`);
        expect(!/missing or empty/.test(plugin.output), `the build warned:\n${plugin.output}`);
      });
      s.checkRow(page, 'styles', 'style.tailwindcss', 'both routes the row names build the classes the entry uses', ({ row }) => {
        expect(/`tools\.postcss`/.test(row.cells[1]) && /`rsbuild-plugin-tailwindcss`/.test(row.cells[2]), 'the row no longer names tools.postcss and rsbuild-plugin-tailwindcss');
        for (const css of [right, plugin.css]) expectEqual({ 'text-align': 'center' }, cssRule(css, 'text-center'), '.text-center in the Rslib CSS');
      });
    },
  },
  {
    name: 'migration-rslib-define',
    page,
    marks: [EXAMPLE, ENV_DTS, 'migrate-define-source', 'migrate-define', 'migrate-define-rslib'],
    async run(s) {
      example(s);
      s.files('migrate-define-source');
      const r = await buildBoth(s, 'migrate-define');
      const [left, right] = [await valuesOf(s, 'dist/index.js'), await valuesOf(r, 'dist/index.mjs')];
      s.check('migrate-define', 'the exports of the Module Tools build are the strings the page quotes', ({ paraSpans }) => {
        const strings = paraSpans.filter((t) => /^'.*'$/.test(t)).map((t) => t.slice(1, -1));
        expectEqual(Object.values(left.values ?? {}).sort(), strings.sort(), `the string exports of dist/index.js (${left.output})`);
      });
      s.check('migrate-define-rslib', 'the exports of the Rslib build are the same strings', () => expectEqual(left.values, right.values, 'the string exports of dist/index.mjs'));
      // The values copied unchanged, then only the version wrapped: the two failures the page describes.
      const config = r.read('rslib.config.ts');
      const unwrapped = config.replace(/JSON\.stringify\(('[^']*')\)/g, '$1');
      expect(unwrapped !== config && !unwrapped.includes('JSON.stringify'), 'the Rslib block has no JSON.stringify to take away');
      r.write('rslib.config.ts', unwrapped);
      const copied = await rslib(r, [], { mayFail: true });
      r.write('rslib.config.ts', unwrapped.replace("'1.0.0'", "JSON.stringify('1.0.0')"));
      const halfFixed = await rslib(r, [], { mayFail: true });
      const imported = halfFixed.status === 0 ? await valuesOf(r, 'dist/index.mjs') : halfFixed;
      s.check('migrate-define', 'copied unchanged, 1.0.0 stops the Rslib build with the quoted error, and production builds but throws on import', ({ paraSpans }) => {
        expect(copied.status !== 0, `rslib build with the values copied unchanged exited with 0:\n${copied.output}`);
        expectQuoted(quoted(paraSpans, 'parse error', copied), copied, 'the build error');
        expectEqual(0, halfFixed.status, `rslib build with only the version wrapped (output:\n${halfFixed.output})`);
        expectQuoted(quoted(paraSpans, 'ReferenceError', imported), imported, 'the import error');
      });
    },
  },
];
