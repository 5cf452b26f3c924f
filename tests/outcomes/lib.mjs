// What the outcome scenarios share: a scratch package per scenario, the real `modern build` of
// @modern-js/module-tools 2.68.16, and claims checked against the blocks and prose of both languages.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { ROOT, LANGS, loadSite, proseAfter, proseBefore, codeSpans, where } from '../content/docs.mjs';
import { configLines } from '../content/examples.mjs';

/**
 * The scenario projects live outside this repository, as a reader's project lives outside any other:
 * TypeScript adds every package of node_modules/@types in every folder above a project, and inside the
 * repository each build would see the site's 29 type packages, most of which a reader's install of Module
 * Tools does not have. An example that needs @types/react without declaring it would pass here and fail
 * for its reader, and every declaration step would parse them all.
 */
export const WORK = path.join(os.tmpdir(), `module-tools-docs-outcomes-${crypto.createHash('sha256').update(ROOT).digest('hex').slice(0, 8)}`);
/** The node_modules the scenario projects take their packages from: the docs project's own. */
export const MODULES = path.join(ROOT, 'node_modules');
const MODERN = path.join(ROOT, 'node_modules/@modern-js/module-tools/bin/modern.js');

/**
 * The official plugins that the plugin pages build with, installed from tests/outcomes/plugins/package-lock.json
 * by fixtures.mjs, which `npm run outcomes` runs first. A plugin scenario's node_modules links there; Module Tools
 * itself is not installed there, so Node finds it in the root node_modules, above the scenario folder.
 */
export const PLUGINS = path.join(ROOT, 'tests/outcomes/plugins');

/**
 * The environment of every process a scenario starts: a fixed English locale and no colours, so that logs
 * compare as text (the CLI reads LC_ALL first), and the cache of
 * compiled code of compile-cache.cjs (NODE_OPTIONS, so that the processes these start have it too; the test
 * runner's own NODE_OPTIONS are not passed on).
 */
export const ENV = {
  LC_ALL: 'en_US.UTF-8', LC_MESSAGES: 'en_US.UTF-8', LANG: 'en_US.UTF-8', LANGUAGE: 'en', NO_COLOR: '1', FORCE_COLOR: '0',
  NODE_OPTIONS: `--require ${JSON.stringify(fileURLToPath(new URL('./compile-cache.cjs', import.meta.url)))}`,
  OUTCOMES_COMPILE_CACHE: path.join(WORK, '.compile-cache'),
};

/** The example project of "Modify the build output": most build scenarios start from its files. */
export const EXAMPLE = 'guide/basic/modify-output-product.mdx#example-project';
/** The project of quick start, which the install and CLI scenarios start from. */
export const QUICK_START = 'guide/intro/getting-started.mdx#quick-start';

/** The text a block becomes as a project file (what Scenario.files writes). */
const fileText = (block) => {
  const text = configLines(block);
  return `${[...text.header, ...text.body].join('\n')}\n`;
};

/**
 * The projects of the builds that ran with --no-dts, copied as they were built: outcomes.test.mjs
 * type-checks them all once the last of their scenarios has ended, in one TypeScript process per
 * TypeScript version (typecheck.cjs).
 */
export const withoutDeclarations = [];

/** The size table of a build log: [file, size as printed] rows, in the printed order. */
export const sizeTable = (output) => [...output.matchAll(/^(\S+\/\S+)\s+([\d.]+ [KM]?B)$/gm)].map((m) => [m[1], m[2]]);

/** A size written on a page ("674 B", "1.2 KB", "463 B") in the form the size table prints it. */
export const printedSize = (text) => {
  const m = /^([\d.]+)\s?([KM]?B)$/.exec(text.trim());
  return m ? `${Number(m[1]).toFixed(1)} ${m[2]}` : text;
};

/** The paths of a list of code spans that name files (they contain a dot and no space). */
export const paths = (spans, prefix = '') => spans.filter((t) => t.startsWith(prefix) && /^[\w@./-]+\.[\w.]+$/.test(t) && !t.startsWith('.'));

/** Code without its // comments, which each language writes in its own words. */
export const stripComments = (code) => code.replace(/(^|\s)\/\/.*$/gm, '$1').replace(/[ \t]+$/gm, '');

/**
 * Fills `modules` with links to the packages of this project's node_modules (or of `from`, a folder or a
 * list of them, the first holding a name winning), less those `except` names: a scope ('@rsbuild') or one
 * package of a scope ('@modern-js/core'). node_modules/@types and node_modules/.cache are never linked: a
 * build gets the type packages its package.json declares (Scenario.prepareModules), and a cache of its own.
 * A scenario uses it to give a project a node_modules of its own, or the layout of an install that lacks a
 * package (a skipped optional dependency, pnpm's top level).
 */
export function linkModules(modules, { except = [], from = MODULES } = {}) {
  except = [...except, '@types', '.cache'];
  fs.mkdirSync(modules, { recursive: true });
  for (const root of [from].flat()) {
    for (const name of fs.readdirSync(root)) {
      if (except.includes(name)) continue;
      const inScope = except.filter((e) => e.startsWith(`${name}/`));
      if (!inScope.length && !name.startsWith('@')) {
        if (!fs.existsSync(path.join(modules, name))) fs.symlinkSync(path.join(root, name), path.join(modules, name));
        continue;
      }
      fs.mkdirSync(path.join(modules, name), { recursive: true });
      for (const sub of fs.readdirSync(path.join(root, name))) {
        if (!inScope.includes(`${name}/${sub}`) && !fs.existsSync(path.join(modules, name, sub))) fs.symlinkSync(path.join(root, name, sub), path.join(modules, name, sub));
      }
    }
  }
}

/** A copy of a package folder made of hard links: the files are the same, their path is the project's. */
function hardCopy(from, to) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) hardCopy(source, target);
    else if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), target);
    else fs.linkSync(source, target);
  }
}

/** A mark names one block of a page: 'name' on the scenario's page, or 'guide/x.mdx#name'. */
export const splitMark = (mark, page) => (mark.includes('#') ? mark.split('#') : [page, mark]);

/** The blocks that carry a mark, in both languages: { en: [...], zh: [...] }. */
export function marked(file, mark) {
  const site = loadSite();
  return Object.fromEntries(LANGS.map((lang) => [lang, site.get(lang, file)?.blocks.filter((b) => b.outcome === mark) ?? []]));
}

const stripAnsi = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');

/**
 * Lines of a log or of a page block, with what varies between runs replaced: timings, and the order of
 * the size table, whose rows follow the order in which the parallel tasks happened to finish.
 */
export function normaliseLog(text) {
  const lines = stripAnsi(text)
    .replace(/(succeed in |in )\d+(\.\d+)?\s?m?s\b/g, '$1<time>')
    .split('\n')
    .map((l) => l.trimEnd());
  const row = /^\S+\s+[\d.]+ [KM]?B$/;
  for (let i = 0; i < lines.length; i++) {
    if (!/^Bundle Files\s+Size$/.test(lines[i])) continue;
    let end = i + 1;
    while (end < lines.length && row.test(lines[end])) end++;
    lines.splice(i + 1, end - i - 1, ...lines.slice(i + 1, end).sort());
  }
  return lines.join('\n').trim();
}

/** A line diff (longest common subsequence) of what the page shows and what the build wrote. */
export function diff(shown, real) {
  const a = shown.split('\n');
  const b = real.split('\n');
  const lcs = Array.from({ length: a.length + 1 }, () => new Array(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const out = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) { out.push(`    ${a[i]}`); i++; j++; }
    else if (i < a.length && (j === b.length || lcs[i + 1][j] >= lcs[i][j + 1])) out.push(`  - ${a[i++]}`);
    else out.push(`  + ${b[j++]}`);
  }
  return `  (- the page, + the build)\n${out.join('\n')}`;
}

/** An elision line of a shown excerpt: a comment made of "..." or "…" and some words. */
const isElision = (line) => /^\s*(\/\/|#|\/\*)?\s*(\.\.\.|…)/.test(line);

/**
 * Whether `shown` is an excerpt of `real`: each run of shown lines between elision lines appears in
 * the real text, in order, as consecutive lines; "…" inside a line stands for any text (a path, a long
 * name). Returns the first run that is missing, or null.
 */
export function missingRun(shown, real) {
  const same = (a, b) => (a.includes('…') ? new RegExp(`^${a.split('…').map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`).test(b) : a === b);
  const realLines = real.split('\n').map((l) => l.trimEnd());
  const runs = [[]];
  for (const line of shown.split('\n').map((l) => l.trimEnd())) {
    if (isElision(line)) runs.push([]);
    else runs.at(-1).push(line);
  }
  let from = 0;
  for (const run of runs.filter((r) => r.length)) {
    let found = -1;
    for (let k = from; k + run.length <= realLines.length && found < 0; k++) if (run.every((l, n) => same(l, realLines[k + n]))) found = k;
    if (found < 0) return run.join('\n');
    from = found + run.length;
  }
  return null;
}

/** Files under a folder, as sorted paths relative to it with forward slashes. */
export function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath ?? d.path, d.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Reads a tree drawn with ├── └── │ into { files, folders }: the paths it names (comments after "#"
 * dropped), with a trailing "…" entry meaning "this folder holds something".
 */
export function parseTree(text) {
  const files = [];
  const folders = [];
  const stack = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s+#.*$/, '').trimEnd();
    if (!line.trim()) continue;
    const m = /^((?:│   |    )*)(?:├── |└── )?(.*)$/.exec(line);
    const depth = m[1].length / 4 + (/[├└]── /.test(line) ? 1 : 0);
    stack.length = depth;
    const name = m[2].trim();
    const full = [...stack, name].join('');
    if (name.endsWith('…')) folders.push(full.replace(/\/?…$/, ''));
    else if (name.endsWith('/')) stack[depth] = name;
    else files.push(full);
  }
  return { files: files.sort(), folders };
}

export class Scenario {
  constructor(def) {
    this.def = def;
    this.dir = path.join(WORK, def.name);
    /** Where the packages of the project's node_modules come from, the first holding a name winning. */
    this.roots = def.plugins ? [path.join(PLUGINS, 'node_modules'), MODULES] : [MODULES];
    /**
     * The type packages a reader's install of Module Tools puts at the top of node_modules whatever the
     * project declares: a package of its dependency tree asks for @types/node (migration-rslib-npm-library
     * derives it from package-lock.json), and src/modern-app-env.d.ts references it.
     */
    this.typesOfTools = ['@types/node'];
    this.claims = new Map();
    this.failures = [];
    this.logs = [];
  }

  /** A mark the scenario declared, as [page file, name]. */
  mark(mark) {
    const [file, name] = splitMark(mark, this.def.page);
    if (!this.def.marks.some((m) => splitMark(m, this.def.page).join('#') === `${file}#${name}`)) throw new Error(`scenario ${this.def.name} uses outcome="${mark}" without declaring it in marks`);
    return [file, name];
  }

  /** The block of a mark in one language (the first block carrying it). */
  block(mark, lang = 'en') {
    const [file, name] = this.mark(mark);
    const block = marked(file, name)[lang][0];
    if (!block) throw new Error(`docs/${lang}/${file}: no block with outcome="${name}" (scenario ${this.def.name})`);
    return { block, page: loadSite().get(lang, file) };
  }

  /** The code spans of the prose after a marked block (English page), for fixtures the prose names. */
  spansAfter(mark) {
    const { block, page } = this.block(mark);
    return codeSpans(proseAfter(page, block));
  }

  /** The code spans of the prose before a marked block (English page). */
  spansBefore(mark) {
    const { block, page } = this.block(mark);
    return codeSpans(proseBefore(page, block));
  }

  /** The first paragraph after a marked block (English page). */
  paraAfter(mark) {
    const { block, page } = this.block(mark);
    return proseAfter(page, block).replace(/^\s*\n/, '').split(/\n\s*\n/)[0];
  }

  /**
   * Turns the page's modern.config.ts into page.config.ts and builds with a variant of it: `patch` is
   * merged into its buildConfig object (for claims such as "in bundleless mode the same config…").
   */
  variant(patch) {
    if (!this.exists('page.config.ts')) fs.renameSync(path.join(this.dir, 'modern.config.ts'), path.join(this.dir, 'page.config.ts'));
    this.write('modern.config.ts', `import config from './page.config';

const page: any = config;
export default { ...page, buildConfig: { ...page.buildConfig, ...${JSON.stringify(patch)} } };
`);
  }

  /** Writes a project file. */
  write(rel, text) {
    const file = path.join(this.dir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }

  /**
   * A fresh project folder with a node_modules of links to the docs project's packages, or, for a scenario
   * with `plugins: true`, to the plugin fixture's first and then the docs project's (Module Tools).
   */
  reset() {
    fs.rmSync(this.dir, { recursive: true, force: true });
    fs.mkdirSync(this.dir, { recursive: true });
    if (this.def.plugins && !fs.existsSync(path.join(PLUGINS, 'node_modules/@modern-js'))) throw new Error(`scenario ${this.def.name} needs the plugins of tests/outcomes/plugins: run \`node tests/outcomes/fixtures.mjs\` (\`npm run outcomes\` does)`);
    linkModules(path.join(this.dir, 'node_modules'), { from: this.roots });
  }

  /**
   * Before each build, node_modules gets what a reader's install of the project's package.json would give
   * the build: in node_modules/@types, the type packages it declares and those of the tool (typesOfTools),
   * and nothing else; and each package it declares, other than the toolchain, as a folder of its own inside
   * the project rather than a link, so that a bundle that inlines it names it as the reader's does
   * (esbuild's `// node_modules/lodash/…` comments, which count in the sizes pages state).
   */
  prepareModules(dir = this.dir) {
    const modules = path.join(dir, 'node_modules');
    if (!fs.existsSync(path.join(dir, 'package.json')) || !fs.existsSync(modules) || fs.lstatSync(modules).isSymbolicLink()) return;
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const declared = new Set(['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) => Object.keys(pkg[field] ?? {})));
    for (const name of [...this.typesOfTools, ...declared]) {
      const target = path.join(modules, name);
      if (name.startsWith('@types/')) {
        if (fs.existsSync(target)) continue;
        const source = this.roots.map((root) => path.join(root, name)).find((folder) => fs.existsSync(folder));
        if (!source) throw new Error(`scenario ${this.def.name}: the project declares ${name}, which is in no node_modules of the tests (add it to the devDependencies of the docs project)`);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.symlinkSync(source, target);
      } else if (!/^(@modern-js|@rslib|@rsbuild|@rspack)\/|^typescript$/.test(name)) {
        this.ownFolders([name], dir);
      }
    }
  }

  /**
   * Packages of node_modules as folders of the project (hard links to the same files) instead of links,
   * as npm installs them: what resolves from inside them resolves in the project, as for a reader.
   */
  ownFolders(names, dir = this.dir) {
    for (const name of names) {
      const target = path.join(dir, 'node_modules', name);
      if (!fs.lstatSync(target, { throwIfNoEntry: false })?.isSymbolicLink()) continue;
      const source = fs.realpathSync(target);
      fs.rmSync(target);
      hardCopy(source, target);
    }
  }

  /**
   * Writes the blocks of a mark as project files, at the path of their title (or `as`). The files must be
   * the same in both languages: a project is one thing, whatever language describes it.
   */
  files(mark, { as, only } = {}) {
    const [file, name] = this.mark(mark);
    const { en, zh } = marked(file, name);
    if (!en.length) throw new Error(`docs/en/${file}: no block with outcome="${name}" (scenario ${this.def.name})`);
    en.forEach((block, k) => {
      const target = as ?? block.title;
      if (only && !only.includes(block.title)) return;
      if (!target) throw new Error(`${where(loadSite().get('en', file), block.line)}: a project file needs a title (or the scenario gives one)`);
      if (stripComments(zh[k]?.code ?? '') !== stripComments(block.code)) this.fail(mark, `${where(loadSite().get('zh', file), zh[k]?.line ?? 0)}: the Chinese block differs from the English one (${target}); the project files must be the same`);
      this.write(target, fileText(block));
    });
  }

  /**
   * Runs the real CLI in the project folder; stdout and stderr share one file, so their order is kept.
   * In a scenario with `dts: false` (no claim of it reads declarations, a type error or what the
   * declaration step changes), `modern build` runs with --no-dts, which saves a TypeScript compiler per
   * task. The project is then copied as built, and type-checked with declaration emit together with the
   * others (withoutDeclarations), so that a type error in a page's source, which would stop a reader's
   * build, still fails the suite.
   */
  async modern(args = ['build'], { env = {}, interruptAfter } = {}) {
    this.prepareModules();
    if (this.def.dts === false && args[0] === 'build' && !args.includes('--no-dts')) {
      args = [...args, '--no-dts'];
      const copy = path.join(WORK, '.without-declarations', `${this.def.name}-${this.logs.length}`);
      fs.rmSync(copy, { recursive: true, force: true });
      fs.cpSync(this.dir, copy, { recursive: true, filter: (from) => !/^(node_modules|dist|\..*)$/.test(path.relative(this.dir, from).split(path.sep)[0]) });
      fs.symlinkSync(fs.realpathSync(path.join(this.dir, 'node_modules')), path.join(copy, 'node_modules'), 'dir');
      const typescript = path.dirname(createRequire(path.join(this.dir, 'package.json')).resolve('typescript/package.json'));
      withoutDeclarations.push({ scenario: this.def.name, dir: copy, typescript });
    }
    const logFile = path.join(this.dir, `.modern-${this.logs.length}.log`);
    const fd = fs.openSync(logFile, 'w');
    const childEnv = { ...process.env, ...ENV, ...env };
    delete childEnv.NODE_TEST_CONTEXT;
    for (const [k, v] of Object.entries(env)) if (v === undefined) delete childEnv[k];
    // interruptAfter (ms), for a run that may hang: what it printed until then, Ctrl+C's SIGINT, and SIGKILL two seconds later if it is still running.
    let interrupted = false;
    let killed = false;
    let beforeInterrupt = '';
    const status = await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [MODERN, ...args], { cwd: this.dir, env: childEnv, stdio: ['ignore', fd, fd] });
      const timers = interruptAfter
        ? [setTimeout(() => { interrupted = true; beforeInterrupt = stripAnsi(fs.readFileSync(logFile, 'utf8')); child.kill('SIGINT'); }, interruptAfter), setTimeout(() => { killed = true; child.kill('SIGKILL'); }, interruptAfter + 2000)]
        : [];
      child.on('error', reject);
      child.on('close', (code) => { timers.forEach(clearTimeout); resolve(code); });
    });
    fs.closeSync(fd);
    // A killed run's child processes (esbuild's service) still write to the log as they notice.
    if (killed) await new Promise((resolve) => setTimeout(resolve, 1000));
    const output = stripAnsi(fs.readFileSync(logFile, 'utf8'));
    this.logs.push({ args, status, output });
    return { status, output, interrupted, killed, beforeInterrupt };
  }

  /**
   * Many claims, one build: each case becomes a task of one buildConfig array and writes to dist/<name>,
   * so N cases cost one process, one config load and one build instead of N. A case is { name, task },
   * task being an object (written as JSON) or TypeScript source of an object literal (for functions);
   * its outDir is set here. A case turns declarations on only if a claim reads them (`dts: false` is the
   * default here, unlike Module Tools'), since each task with dts runs a TypeScript compiler of its own;
   * a case may also set its own outDir. `imports` are lines put on top of the config, `plugins` the
   * source of its plugins array. Returns the run ({ status, output }); a case's files are s.list(`dist/${name}`).
   */
  async buildCases(cases, { imports = [], plugins = 'moduleTools()', args = [], mayFail = false } = {}) {
    const names = new Set();
    const tasks = cases.map(({ name, task }) => {
      if (!/^[\w.-]+$/.test(name) || names.has(name)) throw new Error(`scenario ${this.def.name}: case name ${JSON.stringify(name)} is not a unique folder name`);
      names.add(name);
      const body = typeof task === 'string' ? task.trim().replace(/^\{|\}$/g, '').trim().replace(/,$/, '') : JSON.stringify(task).slice(1, -1);
      return `    { dts: false, outDir: ${JSON.stringify(`./dist/${name}`)}, ...{ ${body} } },`;
    });
    this.write('modern.config.ts', [...new Set(["import { defineConfig, moduleTools } from '@modern-js/module-tools';", ...imports])].join('\n') + `\n\nexport default defineConfig({\n  plugins: [${plugins}],\n  buildConfig: [\n${tasks.join('\n')}\n  ],\n});\n`);
    fs.rmSync(path.join(this.dir, 'dist'), { recursive: true, force: true });
    const run = await this.modern(['build', ...args]);
    if (run.status !== 0 && !mayFail) throw new Error(`scenario ${this.def.name}: the build of ${cases.length} cases exited with ${run.status}:\n${run.output}`);
    return run;
  }

  /** `modern build` that must succeed. */
  async build(args = [], options) {
    const run = await this.modern(['build', ...args], options);
    if (run.status !== 0) throw new Error(`scenario ${this.def.name}: modern build ${args.join(' ')} exited with ${run.status}:\n${run.output}`);
    return run;
  }

  /** Runs a shell command in the project folder (for the commands a page shows besides modern). */
  async shell(command) {
    return new Promise((resolve, reject) => {
      const env = { ...process.env, ...ENV };
      delete env.NODE_TEST_CONTEXT;
      const child = spawn('sh', ['-c', command], { cwd: this.dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('error', reject);
      child.on('close', (status) => resolve({ status, output: stripAnsi(out) }));
    });
  }

  /** Runs every command of a shown session in the project folder and compares what each prints. */
  async runSession(mark, what) {
    const steps = sessionSteps(this.block(mark).block.code);
    const runs = [];
    for (const { command } of steps) runs.push(await this.shell(command));
    this.check(mark, what, ({ block }) => {
      sessionSteps(block.code).forEach(({ command, output }, k) => {
        const real = runs[k].output.split('\n').filter((l) => !/^npm warn /.test(l)).map((l) => l.trimEnd()).join('\n').replace(/^\n+|\n+$/g, '');
        if (output.replace(/^\n+|\n+$/g, '') !== real) throw new Error(`  ${command}\n${diff(output.replace(/^\n+|\n+$/g, ''), real)}`);
      });
    });
  }

  read(rel) {
    return fs.readFileSync(path.join(this.dir, rel), 'utf8');
  }

  exists(rel) {
    return fs.existsSync(path.join(this.dir, rel));
  }

  /** Files under a folder of the project, relative to it. */
  list(rel = 'dist') {
    return listFiles(path.join(this.dir, rel));
  }

  fail(mark, message) {
    this.failures.push(message);
  }

  /**
   * One claim of the page: fn runs for each language with the marked block, its page, the prose after
   * it and that prose's code spans, the first paragraph after it (para, paraSpans), and the prose
   * before it (before, spansBefore). A thrown error becomes a failure that names the page and block.
   */
  check(mark, what, fn) {
    const [file, name] = this.mark(mark);
    const before = this.failures.length;
    const byMessage = new Map();
    for (const lang of LANGS) {
      let ctx;
      try {
        const { block, page } = this.block(mark, lang);
        const prose = proseAfter(page, block);
        const before = proseBefore(page, block);
        const para = prose.replace(/^\s*\n/, '').split(/\n\s*\n/)[0];
        ctx = { lang, page, block, prose, spans: codeSpans(prose), para, paraSpans: codeSpans(para), before, spansBefore: codeSpans(before) };
        fn(ctx);
      } catch (error) {
        const at = ctx ? where(ctx.page, ctx.block.line) : `docs/${lang}/${file}`;
        byMessage.set(error.message, [...(byMessage.get(error.message) ?? []), at]);
      }
    }
    for (const [message, at] of byMessage) this.failures.push(`${at.join(' and ')} (outcome="${name}"): ${what}\n${message}`);
    if (this.failures.length === before) this.claims.set(file, (this.claims.get(file) ?? 0) + 1);
  }

  /**
   * One claim of a table row of a page (a table has no block to mark): fn runs for each language with
   * the row ({ key, line, cells }) and the page; a failure names the page and the row's line.
   */
  checkRow(file, table, key, what, fn) {
    const before = this.failures.length;
    const byMessage = new Map();
    for (const lang of LANGS) {
      const page = loadSite().get(lang, file);
      let at = `docs/${lang}/${file}`;
      try {
        const row = rowsOf(page, table).find((r) => r.key === key);
        if (!row) throw new Error(`  the table of #${table} has no row ${key}`);
        at = where(page, row.line);
        fn({ lang, page, row });
      } catch (error) {
        byMessage.set(error.message, [...(byMessage.get(error.message) ?? []), at]);
      }
    }
    for (const [message, at] of byMessage) this.failures.push(`${at.join(' and ')} (row ${key} of #${table}): ${what}\n${message}`);
    if (this.failures.length === before) this.claims.set(file, (this.claims.get(file) ?? 0) + 1);
  }

  /**
   * One claim of a page section that has no block of its own to mark (a list of what changes, say): fn
   * runs for each language with the section's text; a failure names the page and the section.
   */
  checkSection(file, id, what, fn) {
    const before = this.failures.length;
    const byMessage = new Map();
    for (const lang of LANGS) {
      try {
        fn({ lang, text: section(loadSite().get(lang, file), id) });
      } catch (error) {
        byMessage.set(error.message, [...(byMessage.get(error.message) ?? []), `docs/${lang}/${file}#${id}`]);
      }
    }
    for (const [message, at] of byMessage) this.failures.push(`${at.join(' and ')}: ${what}\n${message}`);
    if (this.failures.length === before) this.claims.set(file, (this.claims.get(file) ?? 0) + 1);
  }

  /** A claim of a file of the project that is not a page (a reference the content checks read). */
  checkFile(file, what, fn) {
    try {
      fn();
      this.claims.set(file, (this.claims.get(file) ?? 0) + 1);
    } catch (error) {
      this.failures.push(`${file}: ${what}\n${error.message}`);
    }
  }

  /** Compares a block that shows generated text with the real text, as a whole or as an excerpt. */
  same(mark, what, real, { excerpt = false, normalise = (t) => t.trimEnd() } = {}) {
    this.check(mark, what, ({ block }) => {
      const shown = normalise(block.code);
      const actual = normalise(real);
      if (excerpt) {
        const missing = missingRun(shown, actual);
        if (missing !== null) throw new Error(`  these lines of the page are not in the build's output:\n${missing.replace(/^/gm, '  - ')}\n  the build wrote:\n${actual.replace(/^/gm, '  | ')}`);
      } else if (shown !== actual) throw new Error(diff(shown, actual));
    });
  }

  /**
   * Checks a shown session ("npx modern build" and its output as "# …" lines) against a real run: the
   * output lines, timings normalised, appear in the log in order; "echo $?" shows the exit code.
   */
  session(mark, what, run) {
    this.check(mark, what, ({ block }) => {
      const lines = block.code.split('\n');
      const status = lines.findIndex((l) => l.trim() === 'echo $?');
      const shown = lines.filter((l, k) => l.startsWith('# ') && (status < 0 || k < status)).map((l) => l.slice(2)).join('\n');
      const missing = missingRun(normaliseLog(shown), normaliseLog(run.output));
      if (missing !== null) throw new Error(`  this output of the page is not in the log:\n${missing.replace(/^/gm, '  - ')}\n  the log:\n${normaliseLog(run.output).replace(/^/gm, '  | ')}`);
      if (status >= 0) expectEqual(lines[status + 1].replace(/^#\s*/, ''), String(run.status), 'the exit code');
    });
  }

  /** Throws the failures of the scenario, all of them at once. */
  finish() {
    if (this.failures.length) {
      const error = new Error(`${this.failures.length} claim(s) of the docs differ from the real build (scenario ${this.def.name}, project in ${path.relative(ROOT, this.dir)}):\n\n${this.failures.join('\n\n')}`);
      error.stack = error.message;
      throw error;
    }
  }
}

/**
 * Runs a long-lived modern command (watch mode) in the project: each step waits until its `until` holds
 * (a pattern of the output since the step began, or a function of it, checked on output and every half
 * second; at most `timeout` ms), then runs its action. The process is ended afterwards. `bin` is the CLI
 * to run (Module Tools' by default; the migration scenarios run Rslib's).
 */
export async function watch(s, args, steps, timeout = 120000, bin = MODERN) {
  s.prepareModules();
  const env = { ...process.env, ...ENV };
  delete env.NODE_TEST_CONTEXT;
  const child = spawn(process.execPath, [bin, ...args], { cwd: s.dir, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const listeners = new Set();
  const onData = (d) => {
    output += d;
    for (const l of listeners) l();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const seen = [];
  try {
    for (const { until, then } of steps) {
      const from = output.length;
      await new Promise((resolve, reject) => {
        const holds = () => (typeof until === 'function' ? until(output.slice(from)) : until.test(output.slice(from)));
        const timer = setTimeout(() => {
          clearInterval(poll);
          reject(new Error(`modern ${args.join(' ')}: no ${until} after ${timeout} ms:\n${output}`));
        }, timeout);
        const check = () => {
          if (holds()) {
            clearTimeout(timer);
            clearInterval(poll);
            listeners.delete(check);
            resolve();
          }
        };
        const poll = setInterval(check, 500);
        listeners.add(check);
        check();
      });
      seen.push(output.slice(from));
      await then?.();
    }
  } finally {
    try { process.kill(-child.pid, 'SIGTERM'); } catch {}
  }
  return { output: output.replace(/\x1b\[[0-9;]*m/g, ''), seen };
}

/**
 * A reader's save of a source file in watch mode: appends an export (not a rewrite, which truncates the file
 * first, and a watcher may read it empty). Module Tools' JS watcher (chokidar) listens only once it has
 * scanned the project, which the log does not show, and on a loaded machine a save right after the first
 * build can come before that and go unseen (a CI run). So `seen(since)`, used in a step's `until`, saves
 * again every 5 s until the change is seen, as a reader would: by default, until Module Tools logs
 * `File changed: <file>`; `seen` may test something else (another tool's output files). `mark` is the name of
 * the last export saved; every export saved is named saved<N>.
 */
export function saves(s, file, seen = (since) => since.includes(`File changed: ${file}`)) {
  let at = 0;
  let count = 0;
  const save = () => {
    at = Date.now();
    count += 1;
    fs.appendFileSync(path.join(s.dir, file), `\nexport const saved${count} = ${count};\n`);
  };
  return {
    save,
    get mark() { return `saved${count}`; },
    seen(since) {
      if (seen(since)) return true;
      if (Date.now() - at > 5000) save();
      return false;
    },
  };
}

/** The lines of a page section: from the heading with this id to the next heading of the same or a higher level. */
export function section(page, id) {
  const k = page.headings.findIndex((h) => h.id === id);
  if (k < 0) throw new Error(`  ${page.display} has no heading {#${id}}`);
  const next = page.headings.slice(k + 1).find((h) => h.depth <= page.headings[k].depth);
  return page.lines.slice(page.headings[k].line, next ? next.line - 1 : page.lines.length).join('\n');
}

/**
 * The rows of the first table of a page section, each with its line and a key: the code spans of its
 * first cell joined by a space (`modern build --watch`, `alias`), with #2, #3… for a key that an earlier
 * row of the table already has. The key is the same in both languages.
 */
export function rowsOf(page, id) {
  const k = page.headings.findIndex((h) => h.id === id);
  if (k < 0) throw new Error(`  ${page.display} has no heading {#${id}}`);
  const next = page.headings.slice(k + 1).find((h) => h.depth <= page.headings[k].depth);
  const rows = [];
  let table = -1;
  for (let i = page.headings[k].line; i < (next ? next.line - 1 : page.lines.length); i++) {
    const line = page.lines[i].trim();
    if (!/^\|.*\|$/.test(line)) {
      if (table >= 0) break;
      continue;
    }
    table++;
    if (table < 2) continue;
    const cells = line.slice(1, -1).replace(/\\\|/g, '\u0000').split('|').map((c) => c.replace(/\u0000/g, '|').trim());
    const base = codeSpans(cells[0]).join(' ');
    const seen = rows.filter((r) => r.base === base).length;
    rows.push({ key: seen ? `${base}#${seen + 1}` : base, base, line: i + 1, cells });
  }
  return rows;
}

/** The pairs `a` → `b` of a cell: [[a, b], …]. */
export const arrowPairs = (cell) => [...cell.matchAll(/`([^`]+)`\s*→\s*`([^`]+)`/g)].map((m) => [m[1], m[2]]);

/** The body rows of the first Markdown table of a text, as arrays of cells (trimmed, | inside code kept). */
export function tableRows(text) {
  const rows = text.split('\n').filter((l) => /^\|.*\|$/.test(l.trim()));
  return rows
    .slice(2)
    .map((l) => l.trim().slice(1, -1).replace(/\\\|/g, '\u0000').split('|').map((c) => c.replace(/\u0000/g, '|').trim()));
}

/**
 * Runs an ES module bundle in a fresh vm context, which has no Buffer, process, console or timers of
 * Node's: its `export { … }` becomes the returned object.
 */
export function runBundle(code, globals = {}) {
  const m = /^export \{([^}]*)\};?$/m.exec(code);
  if (!m) throw new Error('  the bundle has no export statement');
  const names = m[1].split(',').map((t) => t.trim()).filter(Boolean).map((t) => t.split(/\s+as\s+/));
  const body = code.replace(m[0], `globalThis.__exports = { ${names.map(([local, as = local]) => `${JSON.stringify(as)}: ${local}`).join(', ')} };`);
  const context = vm.createContext({ ...globals });
  vm.runInContext(body, context);
  return context.__exports;
}

/** The sentences of a piece of prose, in either language. */
export const sentences = (text) => text.split(/(?<=[.。])(?:\s+|$)|(?<=。)/).map((t) => t.trim()).filter(Boolean);

/** A shown shell session: each command with the output written under it as "# …" lines ("#" alone is an empty line). */
export function sessionSteps(code) {
  const steps = [];
  for (const line of code.split('\n')) {
    if (/^#( |$)/.test(line)) steps.at(-1)?.output.push(line.replace(/^# ?/, ''));
    else if (line.trim()) steps.push({ command: line, output: [] });
  }
  return steps.map((step) => ({ command: step.command, output: step.output.join('\n') }));
}

/** Assertion helpers that say what the page states and what the build did. */
export function expect(condition, message) {
  if (!condition) throw new Error(`  ${message}`);
}

export function expectEqual(shown, real, what) {
  const s = JSON.stringify(shown);
  const r = JSON.stringify(real);
  if (s !== r) throw new Error(`  ${what}\n  the page: ${s}\n  the build: ${r}`);
}

/** Compares two file lists and shows which files only one of them has. */
export function expectFiles(shown, real, what) {
  const a = [...new Set(shown)].sort();
  const b = [...new Set(real)].sort();
  if (JSON.stringify(a) === JSON.stringify(b)) return;
  const onlyPage = a.filter((f) => !b.includes(f));
  const onlyBuild = b.filter((f) => !a.includes(f));
  throw new Error(`  ${what}\n${onlyPage.map((f) => `  - ${f}   (on the page, not written)`).join('\n')}\n${onlyBuild.map((f) => `  + ${f}   (written, not on the page)`).join('\n')}`.replace(/\n+$/, ''));
}
