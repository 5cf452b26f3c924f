// Gate 4: the reference pages name everything the installed @modern-js/module-tools has, read from
// the package itself: buildConfig keys from its types, presets from its preset list, hooks from its
// plugin types, and commands and flags from the help its CLI prints.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import ts from 'typescript';
import { ROOT, loadSite, where } from './docs.mjs';
import { hookNames, presetNames } from './examples.mjs';

const PKG = path.join(ROOT, 'node_modules/@modern-js/module-tools');

/** Top-level keys of PartialBaseBuildConfig with their JSDoc status. */
export function buildConfigKeys() {
  const file = path.join(ROOT, '.tmp/examples/__build-config.ts');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, "import type { PartialBaseBuildConfig } from '@modern-js/module-tools';\nexport declare const config: Required<PartialBaseBuildConfig>;\n");
  const program = ts.createProgram([file], { strict: true, skipLibCheck: true, moduleResolution: ts.ModuleResolutionKind.Node10, noEmit: true });
  const checker = program.getTypeChecker();
  const decl = program.getSourceFile(file).statements.find(ts.isVariableStatement).declarationList.declarations[0];
  return checker.getTypeAtLocation(decl).getProperties().map((p) => {
    const tags = p.getJsDocTags().map((t) => t.name);
    const status = tags.includes('internal') ? 'internal' : tags.includes('deprecated') ? 'deprecated' : tags.includes('experimental') ? 'experimental' : 'public';
    return { name: p.getName(), status };
  });
}

/** Commands and long flags as the CLI itself prints them (run in a scratch project that registers moduleTools()). */
export function cliFromHelp() {
  const dir = path.join(ROOT, '.tmp/cli-project');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "name": "cli-project", "version": "1.0.0" }\n');
  fs.writeFileSync(path.join(dir, 'modern.config.js'), "const { moduleTools, defineConfig } = require('@modern-js/module-tools');\nmodule.exports = defineConfig({ plugins: [moduleTools()] });\n");
  const bin = path.join(PKG, 'bin/modern.js');
  const help = (...args) => {
    const r = spawnSync(process.execPath, [bin, ...args, '--help'], { cwd: dir, encoding: 'utf8', env: { ...process.env, LANG: 'en_US.UTF-8', LC_ALL: 'en_US.UTF-8', NODE_PATH: path.join(ROOT, 'node_modules') } });
    return r.stdout;
  };
  const top = help();
  const listed = [...top.matchAll(/^\s{2}([\w-]+)(?= |$)/gm)].map((m) => m[1]).filter((c) => c !== 'help' && !c.startsWith('-'));
  // Commands of the changeset plugin, which module-tools loads only when argv names one of them.
  const source = fs.readFileSync(path.join(PKG, 'dist/plugins.js'), 'utf8');
  const changeset = [...source.matchAll(/case "([\w-]+)":/g)].map((m) => m[1]).filter((c) => c !== 'build');
  const commands = {};
  for (const command of [...new Set([...listed, ...changeset])]) {
    if (command === 'upgrade') { commands[command] = []; continue; } // its help downloads @modern-js/upgrade
    const text = help(command);
    if (!new RegExp(`Usage: modern ${command}`).test(text)) continue;
    commands[command] = [...text.matchAll(/^\s{2}(?:-\w,?\s+)?(--[\w-]+)/gm)].map((m) => m[1]).filter((f) => f !== '--help');
  }
  return commands;
}

const headingTexts = (page) => new Set(page.allHeadings.map((h) => h.text.replace(/`/g, '').trim()));
const fullText = (page) => fs.readFileSync(page.absolute, 'utf8') + page.imports.map((i) => (fs.existsSync(i.target) ? fs.readFileSync(i.target, 'utf8') : '')).join('\n');

/** Returns { lang: [problem, …] } for a reference page, or a single problem when it is missing. */
function forPage(file, check) {
  const site = loadSite();
  const problems = [];
  for (const lang of ['zh', 'en']) {
    const page = site.get(lang, file);
    if (!page) problems.push(`docs/${lang}/${file}: missing (the reference page does not exist yet)`);
    // A check reports a problem as text (about the page as a whole) or as { line, text }.
    else problems.push(...check(page).map((p) => (typeof p === 'string' ? `${where(page, 1)}: ${p}` : `${where(page, p.line)}: ${p.text}`)));
  }
  return problems;
}

export function checkBuildConfigPage() {
  const keys = buildConfigKeys().filter((k) => k.status === 'public' || k.status === 'experimental');
  return forPage('api/config/build-config.mdx', (page) => {
    const h2 = new Set(page.headings.filter((h) => h.depth === 2).map((h) => h.text.replace(/`/g, '').trim()));
    return keys.filter((k) => !h2.has(k.name)).map((k) => `no "## ${k.name}" section for the ${k.status} buildConfig key ${k.name}`);
  });
}

export function checkBuildPresetPage() {
  const { presets } = presetNames();
  return forPage('api/config/build-preset.mdx', (page) => {
    const text = fullText(page);
    return presets.filter((name) => !new RegExp(`(^|[^\\w-])${name}(?![\\w-])`).test(text)).map((name) => `preset ${name} is not named on the page`);
  });
}

export function checkHooksPage() {
  const hooks = hookNames();
  return forPage('api/plugin-api/plugin-hooks.mdx', (page) => {
    const headings = headingTexts(page);
    return hooks.filter((hook) => !headings.has(hook)).map((hook) => `no heading for the hook ${hook}`);
  });
}

export function checkCommandPage(commands = cliFromHelp()) {
  return forPage('guide/basic/command-preview.mdx', (page) => {
    const headings = headingTexts(page);
    const text = fullText(page);
    const problems = [];
    for (const [command, flags] of Object.entries(commands)) {
      if (!headings.has(`modern ${command}`)) problems.push(`no heading "modern ${command}" for the command ${command}`);
      for (const flag of flags) if (!text.includes(`\`${flag}`)) problems.push(`the flag ${flag} of modern ${command} is not documented (as \`${flag}\`)`);
    }
    return problems;
  });
}

/**
 * Whether an option path such as `output.distPath` or `dts.bundle.bundledPackages` exists in the types of
 * the installed @rslib/core (a `lib` object or the top level), and `api.onBeforeBuild` in Rsbuild's
 * plugin API as @rslib/core re-exports it.
 */
export function rslibPathChecker() {
  const file = path.join(ROOT, '.tmp/examples/__rslib-config.ts');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, "import type { LibConfig, RslibConfig, Rsbuild } from '@rslib/core';\nexport declare const lib: LibConfig;\nexport declare const top: RslibConfig;\nexport declare const api: Rsbuild.RsbuildPluginAPI;\n");
  const program = ts.createProgram([file], { strict: true, skipLibCheck: true, moduleResolution: ts.ModuleResolutionKind.Node10, noEmit: true });
  const checker = program.getTypeChecker();
  const roots = Object.fromEntries(program.getSourceFile(file).statements.filter(ts.isVariableStatement).map((s) => s.declarationList.declarations[0]).map((d) => [d.name.text, checker.getTypeAtLocation(d)]));
  const step = (types, name) =>
    types.flatMap((t) => {
      const members = checker.getNonNullableType(t);
      return (members.isUnion() ? members.types : [members]).map((m) => m.getProperty(name)).filter(Boolean).map((p) => checker.getNonNullableType(checker.getTypeOfSymbol(p)));
    });
  return (optionPath) => {
    const [first, ...rest] = optionPath.split('.');
    let types = first === 'api' ? [roots.api] : [roots.lib, roots.top];
    for (const name of first === 'api' ? rest : [first, ...rest]) {
      types = step(types, name);
      if (!types.length) return false;
    }
    return true;
  };
}

/** A code span that names an option path (`output.distPath`), not a value, call, package or command. */
const isOptionPath = (span) => /^[a-zA-Z_$][\w$]*(\.[\w$]+)*$/.test(span) && !['true', 'false', 'none'].includes(span);

/**
 * The migration guide's table of buildConfig options: every key of the installed Module Tools types in
 * exactly one row, in both languages; every Rslib option the table names (in the Rslib column, after an
 * arrow in the notes, and in the table of style options) exists in @rslib/core's types; every hook the
 * plugin table names exists in Rsbuild's plugin API; every preset family is named in the presets section;
 * the commands and flags of the scripts table are in the help of `modern build` (as captured) and of
 * `rslib` (run here), and so is every flag of an `rslib …` code span of the page.
 */
export function checkMigrationGuide(file = 'guide/migration/rslib.mdx') {
  const keys = buildConfigKeys().map((k) => k.name);
  const exists = rslibPathChecker();
  const { presets } = presetNames();
  const families = [...new Set(presets.map((p) => p.replace(/-(es\d+|esnext)$/, '')))];
  const rows = (page, id) => {
    const k = page.headings.findIndex((h) => h.id === id);
    if (k < 0) return null;
    const next = page.headings.slice(k + 1).find((h) => h.depth <= page.headings[k].depth);
    const text = page.lines.slice(page.headings[k].line, next ? next.line - 1 : page.lines.length).join('\n');
    const table = text.split('\n').filter((l) => /^\|.*\|$/.test(l.trim()));
    return { text, rows: table.slice(2).map((l) => l.trim().slice(1, -1).split('|').map((c) => c.trim())) };
  };
  const spans = (cell) => (cell.match(/`[^`]+`/g) ?? []).map((t) => t.slice(1, -1));
  const captured = fs.readFileSync(path.join(ROOT, 'tests/content/cli-help.en.txt'), 'utf8');
  const modernBuildHelp = captured.split(/^===== /m).find((t) => t.startsWith('modern build --help')) ?? '';
  const rslib = (...args) => spawnSync(process.execPath, [path.join(ROOT, 'node_modules/@rslib/core/bin/rslib.js'), ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } }).stdout;
  const rslibHelp = { top: rslib('--help'), build: rslib('build', '--help') };
  return forPage(file, (page) => {
    const problems = [];
    const options = rows(page, 'build-config-options');
    if (!options) return ['no section {#build-config-options}'];
    const named = options.rows.map((r) => spans(r[0])[0]);
    for (const key of keys) {
      const n = named.filter((k) => k === key).length;
      if (n !== 1) problems.push(`the buildConfig key ${key} is in ${n} rows of the options table (it must be in exactly one)`);
    }
    for (const extra of named.filter((k) => !keys.includes(k))) problems.push(`the options table has a row for ${extra}, which is not a buildConfig key of Module Tools 2.68.16`);
    const rslibSpans = options.rows.flatMap((r) => [...spans(r[1] ?? ''), ...[...(r[2] ?? '').matchAll(/→ `([^`]+)`/g)].map((m) => m[1])]);
    const styles = rows(page, 'styles');
    if (styles) rslibSpans.push(...styles.rows.flatMap((r) => spans(r[1] ?? '')));
    const lineOf = (span) => page.lines.findIndex((l) => /^\|/.test(l.trim()) && l.includes(`\`${span}\``)) + 1 || 1;
    for (const span of rslibSpans.filter(isOptionPath)) if (!exists(span)) problems.push({ line: lineOf(span), text: `\`${span}\` is not an option of @rslib/core 1.x (LibConfig or RslibConfig)` });
    const plugins = rows(page, 'plugins-and-hooks');
    for (const span of (plugins?.rows ?? []).flatMap((r) => spans(r[1] ?? '')).filter((t) => t.startsWith('api.'))) if (!exists(span.replace(/\(\)$/, ''))) problems.push(`\`${span}\` is not in Rsbuild's plugin API`);
    const scripts = rows(page, 'install-and-scripts');
    for (const [mt, rs] of scripts?.rows ?? []) {
      for (const span of spans(mt).filter((t) => t.startsWith('modern build'))) for (const flag of span.match(/--[\w-]+/g) ?? []) if (!modernBuildHelp.includes(flag)) problems.push(`\`${span}\`: modern build has no ${flag} (tests/content/cli-help.en.txt)`);
      for (const span of spans(rs ?? '').filter((t) => t.startsWith('rslib '))) {
        const command = span.split(' ')[1];
        if (!rslibHelp.top.includes(`  ${command} `)) problems.push(`\`${span}\`: rslib has no command ${command}`);
        for (const flag of span.match(/--[\w-]+/g) ?? []) if (!rslibHelp.build.includes(flag)) problems.push(`\`${span}\`: rslib build --help has no ${flag}`);
      }
    }
    for (const m of (page.lines.join('\n').match(/`rslib [^`]+`/g) ?? [])) for (const flag of m.match(/--[\w-]+/g) ?? []) if (!rslibHelp.build.includes(flag)) problems.push(`${m}: rslib build --help has no ${flag}`);
    const presetSection = rows(page, 'presets');
    for (const family of families) if (!presetSection || !new RegExp(`\`${family}\``).test(presetSection.text)) problems.push(`the presets section does not name the preset ${family}`);
    return [...new Set(problems)];
  });
}
