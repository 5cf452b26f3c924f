// "Migrate to Rslib": the sections on what a migration runs into beyond the option tables (--lib ids, a
// Node.js library and output.target, bundleless entries, type checking, src/env.ts, polyfills, the
// package.json, how bundled declarations treat packages, optional dependencies), each built with Rslib and,
// where the section compares, with Module Tools.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, loadSite } from '../../content/docs.mjs';
import { EXAMPLE, expect, expectEqual, expectFiles, linkModules, paths, section } from '../lib.mjs';
import { expectExitCode, expectQuoted, quoted } from '../quotes.mjs';
import { ENV_DTS, BIN, twin, rslib, loadEntries, tsc } from '../twins.mjs';

const page = 'guide/migration/rslib.mdx';
const NPM_LIBRARY = 'migrate-npm-library-rslib';
const codeOf = (s, mark) => `${s.block(mark).block.code}\n`;
const preset = (name) => `import { defineConfig, moduleTools } from '@modern-js/module-tools';\n\nexport default defineConfig({\n  plugins: [moduleTools()],\n  buildPreset: '${name}',\n});\n`;
const withPackage = (p, change) => p.write('package.json', `${JSON.stringify(change(JSON.parse(p.read('package.json'))), null, 2)}\n`);
/** Every relative import of the JS files of a folder, and whether the file it names is there. */
const relativeImports = (p, dir) => p.list(dir).filter((f) => /\.(m|c)?js$/.test(f)).flatMap((f) => [...p.read(`${dir}/${f}`).matchAll(/(?:from|import)\s*["'](\.[^"']+)["']/g)].map((m) => {
  const target = path.posix.join(path.posix.dirname(`${dir}/${f}`), m[1]);
  return { file: `${dir}/${f}`, specifier: m[1], found: p.exists(target) };
}));

export default [
  {
    name: 'migration-topic-lib-ids',
    page,
    marks: [EXAMPLE, ENV_DTS, 'migrate-lib-ids'],
    async run(s) {
      s.files(EXAMPLE, { only: ['package.json', 'tsconfig.json'] });
      s.write('src/index.ts', "export const answer = 42;\n");
      const r = twin(s, 'migrate-lib-ids');
      const all = await rslib(r);
      fs.rmSync(path.join(r.dir, 'dist'), { recursive: true, force: true });
      const one = await rslib(r, ['--lib', 'esm1']);
      s.check('migrate-lib-ids', 'the default ids in the log, and --lib esm1 builds only the second object', ({ paraSpans }) => {
        for (const id of paraSpans.filter((t) => /^(esm|cjs)\d*$/.test(t))) expect(all.output.includes(`(${id})`), `the log has no (${id}):\n${all.output}`);
        expect(paraSpans.includes('rslib build --lib esm1'), 'the page no longer runs rslib build --lib esm1');
        const folder = paths(paraSpans, 'dist/')[0] ?? paraSpans.find((t) => t.startsWith('dist/'));
        expectEqual([folder.replace(/^dist\//, '')], r.list('dist').map((f) => f.split('/')[0]).filter((v, k, a) => a.indexOf(v) === k), 'the folders rslib build --lib esm1 left in dist');
        expect(one.output.includes('(esm1)') && !one.output.includes('(esm0)'), `rslib build --lib esm1 built more:\n${one.output}`);
      });
    },
  },
  {
    name: 'migration-topic-node-library',
    page,
    marks: [EXAMPLE, ENV_DTS, NPM_LIBRARY, 'migrate-node-lib-source', 'migrate-node-lib-rslib'],
    async run(s) {
      s.files(EXAMPLE, { only: ['package.json', 'tsconfig.json', 'src/modern-app-env.d.ts'] });
      s.files('migrate-node-lib-source');
      s.write('modern.config.ts', preset('npm-library'));
      const mt = await s.modern(['build']);
      const r = twin(s, NPM_LIBRARY);
      const web = await rslib(r, [], { mayFail: true });
      r.write('rslib.config.ts', codeOf(s, 'migrate-node-lib-rslib'));
      const node = await rslib(r, [], { mayFail: true });
      s.check('migrate-node-lib-source', "with the npm-library config's target 'web' the build stops with the quoted errors and exit code 1; Module Tools builds it", ({ paraSpans, para }) => {
        expectQuoted(quoted(paraSpans, "Can't resolve", web), web, 'the error of Rspack');
        expectQuoted(quoted(paraSpans, 'built-in Node.js module', web), web, "Rsbuild's explanation");
        expectExitCode(para, web, 'the exit code of rslib build with the target web');
        expectEqual(0, mt.status, `the exit code of modern build with npm-library (log:\n${mt.output})`);
      });
      s.check('migrate-node-lib-rslib', "with the target 'node' the files the page names, and node:fs stays an import", ({ paraSpans }) => {
        expectEqual(0, node.status, `the exit code (log:\n${node.output})`);
        expectFiles(paths(paraSpans, 'dist/'), r.list('dist').map((f) => `dist/${f}`), 'the files Rslib writes');
        const kept = paraSpans.find((t) => t.startsWith('import fs from'));
        expect(kept && r.read('dist/es/index.mjs').includes(kept), `dist/es/index.mjs has no ${kept}`);
      });
    },
  },
  {
    name: 'migration-topic-bundleless-entries',
    page,
    marks: [EXAMPLE, ENV_DTS, 'migrate-components-only', 'migrate-components-only-rslib'],
    async run(s) {
      s.files(EXAMPLE);
      s.files('migrate-components-only');
      await s.build();
      const r = twin(s, 'migrate-components-only-rslib');
      await rslib(r);
      const before = relativeImports(r, 'dist');
      const broken = r.list('dist').map((f) => `dist/${f}`);
      s.check('migrate-components-only', 'Module Tools writes the imported asset too, and the import points at it', ({ paraSpans }) => {
        expectFiles(paths(paraSpans, 'dist/'), s.list('dist').map((f) => `dist/${f}`), 'the files Module Tools writes');
        const quotedImport = paraSpans.find((t) => t.startsWith('../assets/'));
        expect(s.read('dist/components/Button.js').includes(`"${quotedImport}"`), `dist/components/Button.js does not import ${quotedImport}`);
      });
      // The fix the paragraph gives: the entry array and outBase it names.
      const para = s.paraAfter('migrate-components-only-rslib');
      const entry = /`(\[[^`]*\*\*[^`]*\])`/.exec(para)?.[1];
      const outBase = /`(outBase: '[^']+')`/.exec(para)?.[1];
      r.write('rslib.config.ts', codeOf(s, 'migrate-components-only-rslib').replace("['./src/components/**']", entry ?? "['missing']").replace('bundle: false,', `bundle: false, ${outBase ?? ''},`));
      const fixed = await rslib(r, [], { mayFail: true });
      const after = relativeImports(r, 'dist');
      s.check('migrate-components-only-rslib', 'Rslib writes the entries only and keeps an import of a file not in the package; with the fix every import is there', ({ paraSpans }) => {
        expectFiles(paths(paraSpans, 'dist/'), broken, 'the files Rslib writes');
        const kept = paraSpans.find((t) => t.startsWith('../assets/'));
        expect(before.some((i) => i.specifier === kept && !i.found), `no import of ${kept} that points outside the package: ${JSON.stringify(before)}`);
        expect(entry && outBase, 'the paragraph no longer gives the entry and outBase of the fix');
        expectEqual(0, fixed.status, `the exit code with the fix (log:\n${fixed.output})`);
        expect(after.length > 0 && after.every((i) => i.found), `imports without their file after the fix: ${JSON.stringify(after.filter((i) => !i.found))}`);
      });
    },
  },
  {
    name: 'migration-topic-type-checking',
    page,
    marks: [EXAMPLE, ENV_DTS, 'migrate-type-error-source'],
    async run(s) {
      s.files(EXAMPLE, { only: ['package.json', 'tsconfig.json'] });
      s.files('migrate-type-error-source');
      s.write('modern.config.ts', preset('npm-library'));
      const mt = await s.modern(['build']);
      const r = twin(s);
      r.write('rslib.config.ts', "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({\n  lib: [{ format: 'esm' }],\n});\n");
      const plain = await rslib(r, [], { mayFail: true });
      const files = r.list('dist');
      r.write('rslib.config.ts', "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({\n  lib: [{ format: 'esm', dts: true }],\n});\n");
      const checked = await rslib(r, [], { mayFail: true });
      s.check('migrate-type-error-source', 'Module Tools stops with TS2322 and exit code 1; Rslib builds with exit code 0, and stops with TS2322 and exit code 1 with dts', ({ paraSpans }) => {
        const code = paraSpans.find((t) => /^TS\d+$/.test(t));
        for (const [run, tool] of [[mt, 'Module Tools'], [checked, 'Rslib with dts']]) {
          expect(run.output.includes(code), `${tool} did not report ${code}:\n${run.output}`);
          expectEqual(1, run.status, `the exit code of ${tool}`);
        }
        expectEqual(0, plain.status, `the exit code of Rslib without dts (log:\n${plain.output})`);
        expect(paraSpans.includes('dist/index.mjs') && files.includes('index.mjs'), `Rslib without dts wrote ${files.join(', ')}`);
      });
    },
  },
  {
    name: 'migration-topic-env-dts',
    page,
    marks: [EXAMPLE, ENV_DTS, NPM_LIBRARY],
    async run(s) {
      s.files(EXAMPLE);
      s.write('src/env.ts', "export const mode = 'production';\n");
      const r = twin(s, NPM_LIBRARY);
      const hidden = await rslib(r, [], { mayFail: true });
      const { block } = s.block(ENV_DTS);
      const renameTo = /`(src\/[\w-]+\.d\.ts)`/g;
      s.checkSection(page, 'env-dts', 'with src/env.ts the declaration step stops with the quoted TS2307 and exit code 1; renamed, the build succeeds', ({ text }) => {
        expectQuoted(quoted([...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]), 'Cannot find module', hidden), hidden, 'the error of tsc');
        expectEqual(1, hidden.status, 'the exit code with src/env.ts');
        expect(text.includes(`\`${block.title}\``), `the section does not name ${block.title}`);
      });
      const name = [...section(loadSite().get('en', page), 'env-dts').matchAll(renameTo)].map((m) => m[1]).find((f) => f !== block.title);
      fs.renameSync(path.join(r.dir, block.title), path.join(r.dir, name));
      const renamed = await rslib(r, [], { mayFail: true });
      s.checkSection(page, 'env-dts', `renamed to ${name}, the same build exits with code 0`, ({ text }) => {
        expect(text.includes(`\`${name}\``), `the section does not name ${name}`);
        expectEqual(0, renamed.status, `the exit code after renaming (log:\n${renamed.output})`);
      });
    },
  },
  {
    name: 'migration-topic-polyfill',
    page,
    marks: [EXAMPLE, ENV_DTS, 'migrate-polyfill-source', 'migrate-polyfill-rslib'],
    async run(s) {
      s.files(EXAMPLE, { only: ['package.json', 'tsconfig.json'] });
      s.files('migrate-polyfill-source');
      const r = twin(s, 'migrate-polyfill-rslib');
      const version = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/outcomes/rslib/node_modules/core-js-pure/package.json'), 'utf8')).version;
      withPackage(r, (pkg) => ({ ...pkg, dependencies: { 'core-js-pure': `^${version}` } }));
      await rslib(r);
      const withDependency = r.read('dist/index.mjs');
      withPackage(r, ({ dependencies, ...pkg }) => pkg);
      await rslib(r);
      const bundled = r.read('dist/index.mjs');
      s.check('migrate-polyfill-rslib', 'with core-js-pure in dependencies the output imports the two files; without it they are bundled', ({ paraSpans }) => {
        const files = paraSpans.filter((t) => t.startsWith('core-js-pure/'));
        expectEqual(2, files.length, 'the files the page names');
        for (const file of files) expect(withDependency.includes(`from "${file}"`), `dist/index.mjs does not import ${file}`);
        expect(!/from "core-js-pure/.test(bundled), 'without core-js-pure in dependencies the output still imports it');
      });
    },
  },
  {
    name: 'migration-topic-package-json',
    page,
    marks: [EXAMPLE, ENV_DTS, NPM_LIBRARY, 'migrate-package-json'],
    async run(s) {
      s.files(EXAMPLE);
      const r = twin(s, NPM_LIBRARY);
      // The page points the fields at the Rslib build; the rest of the file (devDependencies) stays.
      const own = JSON.parse(r.read('package.json'));
      r.files('migrate-package-json', { as: 'package.json' });
      withPackage(r, (fields) => ({ ...own, ...fields }));
      const build = await rslib(r, [], { mayFail: true });
      // A consumer that installed the package: node_modules/my-lib is the built package.
      const consumer = path.join(r.dir, '.consumer');
      fs.rmSync(consumer, { recursive: true, force: true });
      linkModules(path.join(consumer, 'node_modules'));
      fs.symlinkSync(r.dir, path.join(consumer, 'node_modules/my-lib'), 'dir');
      const { spawnSync } = await import('node:child_process');
      const load = (code) => spawnSync(process.execPath, ['--no-warnings', '-e', code], { cwd: consumer, encoding: 'utf8' });
      const required = load("for (const e of ['.css','.less','.svg']) require.extensions[e] = () => {}; process.stdout.write(Object.keys(require('my-lib')).sort().join(','))");
      const imported = load("import('my-lib').then((m) => process.stdout.write(Object.keys(m).filter((k) => k !== 'default').sort().join(',')), (e) => process.stdout.write('fails: ' + e.code))");
      const results = {};
      for (const resolution of ['bundler', 'node16']) {
        fs.writeFileSync(path.join(consumer, 'consumer.ts'), "import { Button, loadLabel } from 'my-lib';\n\nexport const label: Promise<string> = loadLabel('x');\nexport const element = Button({ label: 'Hi' });\n");
        fs.writeFileSync(path.join(consumer, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, skipLibCheck: true, jsx: 'react-jsx', module: resolution === 'bundler' ? 'ESNext' : 'Node16', moduleResolution: resolution, noEmit: true }, files: ['consumer.ts'] }));
        const run = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', '.'], { cwd: consumer, encoding: 'utf8' });
        results[resolution] = `${run.stdout}${run.stderr}`.trim();
      }
      s.check('migrate-package-json', 'require and import give the two builds with the same names; TypeScript finds the declarations with bundler and node16', ({ paraSpans }) => {
        expectEqual(0, build.status, `rslib build with this package.json (log:\n${build.output})`);
        const names = paraSpans.filter((t) => /^[A-Za-z]+$/.test(t) && !['bundler', 'node16'].includes(t)).sort().join(',');
        expectEqual(names, required.stdout, `what require('my-lib') gives (${required.stderr})`);
        expectEqual(names, imported.stdout, `what import('my-lib') gives (${imported.stderr})`);
        for (const resolution of ['bundler', 'node16']) {
          expect(paraSpans.some((t) => t.endsWith(`"${resolution}"`)), `the page no longer names "${resolution}"`);
          expectEqual('', results[resolution], `tsc with moduleResolution ${resolution}`);
        }
      });
    },
  },
  {
    name: 'migration-topic-bundled-declarations',
    page,
    marks: [EXAMPLE, ENV_DTS, 'migrate-dts-rslib'],
    async run(s) {
      s.files(EXAMPLE, { only: ['package.json', 'tsconfig.json'] });
      s.write('src/index.ts', "import type { Options } from 'typed-pkg';\n\nexport const make = (options: Options): Options => options;\n");
      const r = twin(s);
      for (const [file, text] of Object.entries({ 'package.json': '{ "name": "typed-pkg", "version": "1.0.0", "main": "index.js", "types": "index.d.ts" }\n', 'index.js': 'exports.size = 1;\n', 'index.d.ts': 'export interface Options {\n  size: number;\n}\n' })) r.write(`node_modules/typed-pkg/${file}`, text);
      r.write('rslib.config.ts', "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({\n  lib: [{ format: 'esm', dts: { bundle: true } }],\n});\n");
      const results = {};
      for (const field of ['dependencies', 'unlisted', 'devDependencies']) {
        withPackage(r, ({ dependencies, devDependencies, ...pkg }) => (field === 'unlisted' ? pkg : { ...pkg, [field]: { 'typed-pkg': '^1.0.0' } }));
        fs.rmSync(path.join(r.dir, 'dist'), { recursive: true, force: true });
        await rslib(r);
        const dts = r.read('dist/index.d.ts');
        results[field] = /from ['"]typed-pkg['"]/.test(dts) ? 'import' : /interface Options/.test(dts) ? 'inlined' : dts;
      }
      s.check('migrate-dts-rslib', 'dts.bundle keeps the import for dependencies and for an unlisted package, and inlines the types of devDependencies', ({ prose }) => {
        expect(/typed-pkg/.test(prose), 'the section no longer takes typed-pkg as its example');
        expectEqual({ dependencies: 'import', unlisted: 'import', devDependencies: 'inlined' }, results, 'what the bundled declarations do with the type of typed-pkg');
      });
    },
  },
  {
    // rslib#409: tsconfig paths in per-file declarations, in both tools; aliases the declarations never see.
    name: 'migration-topic-declaration-aliases',
    page,
    marks: [EXAMPLE, ENV_DTS],
    async run(s) {
      const spans = [...section(loadSite().get('en', page), 'declaration-aliases').matchAll(/`([^`]+)`/g)].map((m) => m[1]);
      const span = (test, what) => { const found = spans.find(test); if (!found) throw new Error(`  the section no longer shows ${what} (its code spans: ${spans.join(' | ')})`); return found; };
      const paths = JSON.parse(`{ ${span((t) => t.startsWith('"paths"'), 'the paths of the tsconfig')} }`).paths;
      const source = span((t) => /^export .* from '@\//.test(t), 'the source line');
      const [redirectOff, dtsPathOff, dtsAlias] = ['redirect: { alias', 'redirect: { dts', 'dts: { alias'].map((start) => span((t) => t.startsWith(start), start));
      s.files(EXAMPLE, { only: ['package.json', 'tsconfig.json'] });
      const tsconfig = JSON.parse(s.read('tsconfig.json'));
      const withPaths = (p, on) => p.write('tsconfig.json', `${JSON.stringify({ ...tsconfig, compilerOptions: { ...tsconfig.compilerOptions, ...(on && { paths }) } }, null, 2)}\n`);
      withPaths(s, true);
      s.write('src/index.ts', `${source}\n`);
      s.write('src/utils.ts', 'export const greet = (name: string): string => `hello ${name}`;\n');
      const bundleless = "buildType: 'bundleless', format: 'esm', input: ['src'], dts: true";
      await s.buildCases([{ name: 'plain', task: `{ ${bundleless} }` }, { name: 'kept', task: `{ ${bundleless}, ${redirectOff} }` }]);
      const mt = { plain: s.read('dist/plain/index.d.ts'), keptDts: s.read('dist/kept/index.d.ts'), keptJs: s.read('dist/kept/index.js') };
      withPaths(s, false);
      const mtUnseen = await s.buildCases([{ name: 'unseen', task: `{ ${bundleless} }` }], { mayFail: true });

      const r = twin(s);
      // extra is a page fragment such as "dts: { alias: … }", which then stands for dts: true.
      const lib = (id, extra = '') => `{ id: '${id}', bundle: false, format: 'esm', ${extra.startsWith('dts:') ? '' : 'dts: true, '}source: { entry: { index: ['./src/**'] } }, output: { distPath: { root: './dist/${id}' } }${extra ? `, ${extra}` : ''} }`;
      const config = (libs, top = '') => `import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({\n  lib: [\n    ${libs.join(',\n    ')},\n  ],${top ? `\n  ${top},` : ''}\n});\n`;
      withPaths(r, true);
      r.write('rslib.config.ts', config([lib('plain'), lib('kept', dtsPathOff)]));
      await rslib(r);
      const rs = { plain: r.read('dist/plain/index.d.ts'), kept: r.read('dist/kept/index.d.ts') };
      withPaths(r, false);
      const resolveAlias = "resolve: { alias: { '@': './src' } }";
      r.write('rslib.config.ts', config([lib('unseen')], resolveAlias));
      fs.rmSync(path.join(r.dir, 'dist'), { recursive: true, force: true });
      const rsUnseen = await rslib(r, [], { mayFail: true });
      r.write('rslib.config.ts', config([lib('own', dtsAlias)], resolveAlias));
      const rsOwn = await rslib(r, [], { mayFail: true });
      const ownDts = r.exists('dist/own/index.d.ts') ? r.read('dist/own/index.d.ts') : '';

      s.checkSection(page, 'declaration-aliases', 'paths rewritten in the declarations: Module Tools always, without an extension; Rslib with the extension, or not at all with redirect.dts.path false', ({ text }) => {
        const lines = [...text.matchAll(/`(export [^`]+)`/g)].map((m) => m[1]);
        const [, mtLine, rsLine] = lines;
        expect(mtLine && rsLine, `the section shows ${lines.length} export lines`);
        expect(mt.plain.includes(mtLine), `Module Tools' dist/index.d.ts has no ${mtLine}:\n${mt.plain}`);
        expect(mt.keptDts.includes(mtLine), `with ${redirectOff}, Module Tools' declarations are not rewritten:\n${mt.keptDts}`);
        expect(/from ["']@\/utils["']/.test(mt.keptJs), `with ${redirectOff}, the JS does not keep the alias:\n${mt.keptJs}`);
        expect(rs.plain.includes(rsLine), `Rslib's dist/index.d.ts has no ${rsLine}:\n${rs.plain}`);
        expect(text.includes("`'@/utils'`") && /from '@\/utils'/.test(rs.kept), `with ${dtsPathOff}, Rslib's declarations do not keep the alias:\n${rs.kept}`);
      });
      s.checkSection(page, 'declaration-aliases', 'an alias outside paths: TS2307 and exit code 1 in both tools; Rslib with dts.alias builds with exit code 0', ({ text }) => {
        for (const [tool, run] of [['Module Tools', mtUnseen], ['Rslib', rsUnseen]]) {
          expect(run.output.includes('TS2307'), `${tool} did not stop with TS2307:\n${run.output}`);
          expectEqual(1, run.status, `the exit code of ${tool} without paths`);
        }
        expect(text.includes('`TS2307`') && /exit code 1|退出码为 1/.test(text), 'the section no longer states TS2307 and exit code 1');
        expectEqual(0, rsOwn.status, `the exit code of Rslib with ${dtsAlias} (log:\n${rsOwn.output})`);
        expect(text.includes("`'./utils.js'`") && ownDts.includes("from './utils.js'"), `with ${dtsAlias}, dist/index.d.ts is:\n${ownDts}`);
      });
    },
  },
  {
    name: 'migration-topic-optional-dependencies',
    page,
    marks: [EXAMPLE, ENV_DTS, NPM_LIBRARY],
    async run(s) {
      s.files(EXAMPLE);
      s.write('src/index.ts', "import { kebabCase } from 'lodash';\n\nexport const name = kebabCase('optional dependency');\n");
      withPackage(s, (pkg) => ({ ...pkg, optionalDependencies: { lodash: '^4.17.21' }, devDependencies: { ...pkg.devDependencies, '@types/lodash': '^4.17.0' } }));
      s.write('modern.config.ts', preset('npm-library'));
      await s.build();
      const r = twin(s, NPM_LIBRARY);
      await rslib(r);
      const [mt, rs] = [s.read('dist/es/index.js'), r.read('dist/es/index.mjs')];
      s.checkSection(page, 'for-users', 'Rslib keeps optionalDependencies external, Module Tools bundles them', ({ text }) => {
        expect(/`optionalDependencies`/.test(text), 'the section no longer names optionalDependencies');
        expect(!/from "lodash"/.test(mt) && /kebabCase|kebab/.test(mt), 'the Module Tools build does not bundle lodash');
        expect(/from "lodash"/.test(rs), 'the Rslib build does not import lodash');
      });
    },
  },
];
