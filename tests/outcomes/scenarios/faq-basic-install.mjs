// The install entries of the basic FAQ: which `modern` a project runs (the bin names of Module Tools and
// its help), and a build without the platform package of @ast-grep/napi, which the build loads first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, codeSpans } from '../../content/docs.mjs';
import { QUICK_START, linkModules, expect, expectEqual, expectFiles } from '../lib.mjs';
import { expectExitCode, expectQuoted, quoted, modernCommands } from '../quotes.mjs';

const page = 'guide/faq/basic.mdx';
const TOOLS = path.join(ROOT, 'node_modules/@modern-js/module-tools');

/** The installed package.json of a package of this project. */
const manifest = (name) => JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8'));

/** Bytes of a folder, as `du -sb` counts them (files' own sizes). */
const bytesOf = (dir) => fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).reduce((sum, e) => sum + fs.statSync(path.join(e.parentPath ?? e.path, e.name)).size, 0);

/** "about 70 MB" within a tenth of what the folder measures. */
const expectAbout = (stated, bytes, what) => expect(Math.abs(bytes / 1e6 - stated) <= stated / 10, `${what}: the page says about ${stated} MB, the folder has ${(bytes / 1e6).toFixed(1)} MB`);

/** The figure in MB that most closely follows an occurrence of a word of the text (a regular expression). */
function mbAfter(text, word) {
  const words = [...text.matchAll(new RegExp(word, 'g'))].map((w) => w.index);
  const gap = (figure) => Math.min(...words.filter((w) => w < figure.index).map((w) => figure.index - w));
  const [closest] = [...text.matchAll(/(\d+) MB/g)].sort((a, b) => gap(a) - gap(b));
  return Number(closest?.[1]);
}

const HEADER = "import { defineConfig, moduleTools } from '@modern-js/module-tools';\n\nexport default defineConfig({\n  plugins: [moduleTools()],\n";
const configOf = (...entries) => `${HEADER}${entries.map((e) => `  ${e},\n`).join('')}});\n`;

export default [
  {
    name: 'faq-which-modern',
    page,
    marks: [QUICK_START, 'which-modern'],
    async run(s) {
      s.files(QUICK_START);
      await s.runSession('which-modern', 'npx modern --help in a project whose config registers moduleTools()');
      const modern = await s.shell('npx modern --help');
      const named = await s.shell('npx modern-module --help');
      const { bin } = JSON.parse(fs.readFileSync(path.join(TOOLS, 'package.json'), 'utf8'));
      s.check('which-modern', 'the bin field of module-tools: modern and modern-module, the same file', ({ spansBefore }) => {
        const names = spansBefore.filter((t) => /^modern(-\w+)?$/.test(t) && t !== 'modern-app');
        expectFiles(names, Object.keys(bin), 'the commands in the bin field of @modern-js/module-tools');
        const file = spansBefore.find((t) => t.startsWith('bin/'));
        for (const target of Object.values(bin)) expectEqual(file, target.replace(/^\.\//, ''), 'the file the commands run');
        expect(spansBefore.includes('"build": "modern-module build"'), 'the prose no longer gives the script with modern-module');
      });
      // Without moduleTools() in the config the list has no build command.
      s.write('modern.config.ts', "import { defineConfig } from '@modern-js/module-tools';\n\nexport default defineConfig({\n  buildPreset: 'npm-library',\n});\n");
      const bare = await s.shell('npx modern --help');
      s.check('which-modern', 'npx modern-module --help prints the same; without moduleTools() the list has no build', ({ paraSpans }) => {
        expect(paraSpans.includes('npx modern-module --help'), 'the prose no longer names npx modern-module --help');
        expectEqual(modern.output, named.output, 'the output of npx modern-module --help (against npx modern --help)');
        expectEqual(0, named.status, 'the exit code of npx modern-module --help');
        expect(paraSpans.includes('build') && /^\s+build \[options\]/m.test(modern.output) && !/^\s+build\b/m.test(bare.output), `without moduleTools() the help still lists build:\n${bare.output}`);
      });
    },
  },
  {
    name: 'faq-ast-grep-missing',
    page,
    marks: [QUICK_START, 'ast-grep-missing'],
    async run(s) {
      s.files(QUICK_START);
      // A project outside the docs project (whose node_modules Node would find from any folder inside it),
      // with a node_modules of links to every package of this one, and of @ast-grep only napi itself.
      // Node keeps the link paths (--preserve-symlinks), so @ast-grep/napi looks for its platform
      // package in this node_modules, where it is missing, as after an install that left it out.
      const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'faq-ast-grep-'));
      try {
        const modules = path.join(bare, 'node_modules');
        const platformPackages = fs.readdirSync(path.join(ROOT, 'node_modules/@ast-grep')).filter((n) => n !== 'napi');
        linkModules(modules, { except: platformPackages.map((n) => `@ast-grep/${n}`) });
        for (const file of ['package.json', 'tsconfig.json', 'src/index.ts']) {
          fs.mkdirSync(path.dirname(path.join(bare, file)), { recursive: true });
          fs.copyFileSync(path.join(s.dir, file), path.join(bare, file));
        }
        const [args] = modernCommands(s.block('ast-grep-missing').block.code);
        const modern = `node --preserve-symlinks --preserve-symlinks-main node_modules/@modern-js/module-tools/bin/modern.js ${args.join(' ')}`;
        const build = async (preset) => {
          fs.writeFileSync(path.join(bare, 'modern.config.ts'), configOf(`buildPreset: '${preset}'`));
          fs.rmSync(path.join(bare, 'dist'), { recursive: true, force: true });
          const run = await s.shell(`cd ${bare} && ${modern}`);
          return { ...run, dist: fs.existsSync(path.join(bare, 'dist')) };
        };
        const { dependencies } = JSON.parse(fs.readFileSync(path.join(TOOLS, 'package.json'), 'utf8'));
        const napi = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/@ast-grep/napi/package.json'), 'utf8'));
        const platforms = platformPackages;
        const runs = { 'npm-library': await build('npm-library'), 'npm-component': await build('npm-component') };
        s.check('ast-grep-missing', 'without the platform package every build fails: Cannot find module, exit code 1', ({ para, paraSpans, before, spansBefore }) => {
          expectEqual(`@ast-grep/napi ${napi.version}`, `@ast-grep/napi ${dependencies['@ast-grep/napi']}`, 'the version Module Tools depends on');
          expect(before.includes(`\`@ast-grep/napi\` ${napi.version}`), `the prose no longer names \`@ast-grep/napi\` ${napi.version}`);
          for (const name of spansBefore.filter((t) => /^@ast-grep\/napi-/.test(t))) expect(`${name}` in napi.optionalDependencies, `${name} is not an optional dependency of @ast-grep/napi`);
          const message = quoted(paraSpans, 'Cannot find module', runs['npm-library']);
          for (const [preset, run] of Object.entries(runs)) {
            expectQuoted(message, run, `the error with ${preset}`);
            expectQuoted(quoted(paraSpans, '@ast-grep/napi/index.js'), run, `the first line of the require stack with ${preset}`);
            expectExitCode(para, run, `the exit code with ${preset}`);
            expect(!run.dist, `the build with ${preset} wrote dist`);
          }
          expect(/napi-linux-x64-gnu/.test(message) ? platforms.includes('napi-linux-x64-gnu') : true, 'the platform of this machine is not the one the page quotes');
          const windows = paraSpans.find((t) => /win32/.test(t));
          expect(fs.readFileSync(path.join(ROOT, 'node_modules/@ast-grep/napi/index.js'), 'utf8').includes(`require('${windows}')`), `@ast-grep/napi does not load ${windows} on Windows`);
        });
        s.check('ast-grep-missing', 'every platform package the prose names (musl, Windows on Arm…) is an optional dependency of the @ast-grep/napi of 2.68.16, and index.js loads it', ({ prose }) => {
          const named = [...new Set(codeSpans(prose).filter((t) => /^@ast-grep\/napi-/.test(t)))];
          expect(named.some((n) => /musl/.test(n)) && named.some((n) => /win32-arm64/.test(n)), `the prose no longer names the musl and Windows on Arm packages: ${named.join(', ')}`);
          const loader = fs.readFileSync(path.join(ROOT, 'node_modules/@ast-grep/napi/index.js'), 'utf8');
          for (const name of named) {
            expect(name in napi.optionalDependencies, `${name} is not an optional dependency of @ast-grep/napi ${napi.version}`);
            expect(loader.includes(`require('${name}')`), `@ast-grep/napi/index.js never loads ${name}`);
          }
        });
        // Where the parser is loaded: utils/index.js re-exports utils/dts.js, which requires it at load.
        const utils = fs.readFileSync(path.join(TOOLS, 'dist/utils/index.js'), 'utf8');
        const dts = fs.readFileSync(path.join(TOOLS, 'dist/utils/dts.js'), 'utf8');
        const redirect = fs.readFileSync(path.join(TOOLS, 'dist/builder/feature/redirect.js'), 'utf8');
        s.check('ast-grep-missing', 'the parser is loaded before the tasks are read; redirect and the declaration files use it', ({ prose }) => {
          expect(/require\("\.\/dts"\)/.test(utils) && /require\("@ast-grep\/napi"\)/.test(dts) && /require\("@ast-grep\/napi"\)/.test(redirect), 'the build no longer loads @ast-grep/napi through utils/dts.js and redirect.js');
          expect(/`npm-library`/.test(prose) && /`npm-component`/.test(prose), 'the prose no longer names both presets');
        });

        // The fix: the platform package installed (here linked), and the same builds succeed.
        for (const name of platforms) fs.symlinkSync(path.join(ROOT, 'node_modules/@ast-grep', name), path.join(modules, '@ast-grep', name));
        const fixed = { 'npm-library': await build('npm-library'), 'npm-component': await build('npm-component') };
        s.check('ast-grep-missing', 'with the platform package in node_modules/@ast-grep, both builds succeed', ({ prose }) => {
          for (const [preset, run] of Object.entries(fixed)) {
            expectEqual(0, run.status, `the exit code with ${preset} (output:\n${run.output})`);
            expect(run.dist, `the build with ${preset} wrote no dist`);
          }
          const fix = prose.split(/\n\s*\n/).find((p) => p.includes('node_modules/@ast-grep')) ?? '';
          const named = [...fix.matchAll(/`(napi[\w-]*)`/g)].map((m) => m[1]);
          expect(named.includes('napi') && named.filter((n) => n !== 'napi').every((n) => platforms.includes(n)), `node_modules/@ast-grep holds napi and ${platforms.join(', ')}; the page names ${named.join(', ')}`);
        });
      } finally {
        fs.rmSync(bare, { recursive: true, force: true });
      }
    },
  },
  {
    // What the installed tree of Module Tools 2.68.16 says, read where a page states it: no build.
    name: 'faq-installed-tree',
    page,
    marks: [],
    async run(s) {
      const tools = manifest('@modern-js/module-tools');
      s.checkSection(page, 'postcss-missing', 'postcss is among the dependencies of 2.68.16, with the range the page gives', ({ text }) => {
        const range = codeSpans(text).find((t) => /^\^?\d+\.\d+\.\d+$/.test(t));
        expectEqual(tools.dependencies.postcss, range, 'the range of postcss in the dependencies of @modern-js/module-tools');
      });
      s.checkSection('guide/basic/command-preview.mdx', 'modern-upgrade', 'the Modern.js packages Module Tools depends on: its own version, but for those the page names as exceptions', ({ text }) => {
        const own = Object.entries(tools.dependencies).filter(([name]) => name.startsWith('@modern-js/'));
        for (const name of codeSpans(text).filter((t) => /^@modern-js\/(core|plugin-changeset)$/.test(t))) expect(own.some(([n]) => n === name), `${name} is not a dependency of Module Tools`);
        for (const [name, range] of own) {
          if (range === tools.version) continue;
          expect(codeSpans(text).includes(name) && text.includes(range), `${name} is at ${range}, not at ${tools.version}, and the section does not name it with its version`);
        }
      });
      s.checkSection('guide/intro/welcome.mdx', 'source-and-changelog', 'the repository field names the monorepo and the folder; the package has no CHANGELOG.md', ({ text }) => {
        expect(text.includes(`https://github.com/${tools.repository.url.replace(/^https:\/\/github\.com\//, '')}`), `the section does not link ${tools.repository.url}`);
        expect(codeSpans(text).includes(tools.repository.directory), `the section does not name the folder ${tools.repository.directory}`);
        expect(!fs.existsSync(path.join(TOOLS, 'CHANGELOG.md')), 'the installed package has a CHANGELOG.md');
      });
      const swc = ['gnu', 'musl'].map((libc) => path.join(ROOT, `node_modules/@modern-js/swc-plugins-linux-x64-${libc}`));
      const sizes = { swc: swc.map(bytesOf), typescript: bytesOf(path.join(ROOT, 'node_modules/typescript')) };
      const sizeClaim = (file, id) => s.checkSection(file, id, 'both SWC builds on Linux (glibc and musl) and TypeScript, with the sizes the page gives', ({ text }) => {
        for (const dir of swc) expect(fs.existsSync(dir), `${path.basename(dir)} is not installed`);
        const stated = { swc: mbAfter(text, 'SWC'), typescript: mbAfter(text, 'TypeScript') };
        sizes.swc.forEach((bytes, k) => expectAbout(stated.swc, bytes, path.basename(swc[k])));
        expectAbout(stated.typescript, sizes.typescript, 'typescript');
      });
      sizeClaim(page, 'install-size');
      sizeClaim('guide/intro/getting-started.mdx', 'prerequisites');
    },
  },
];
