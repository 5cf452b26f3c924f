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
    else problems.push(...check(page).map((p) => `${where(page, 1)}: ${p}`));
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
