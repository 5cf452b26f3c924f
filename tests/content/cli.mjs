// Shell blocks that run `modern` may use only the commands and flags of the real CLI. The reference is
// tests/content/cli-help.en.txt: the `--help` output of module-tools 2.68.16 for every command.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, loadSite, where } from './docs.mjs';

/** { command: { flags: Set, takesValue: Set, positionals: boolean } } parsed from the captured help. */
export function cliReference(file = path.join(ROOT, 'tests/content/cli-help.en.txt')) {
  const text = fs.readFileSync(file, 'utf8');
  const commands = {};
  for (const section of text.split(/^===== /m).slice(1)) {
    const head = /^modern(?: ([\w-]+))? --help/.exec(section);
    if (!head) continue;
    const name = head[1] ?? '';
    if (name && /Usage: modern <command>/.test(section)) continue; // printed the top-level help: not reachable
    const usage = /Usage: modern (?:[\w-]+ )?\[options\](.*)/.exec(section);
    // `modern dev <name>` also runs a dev tool's sub-command; tools register them at run time.
    const entry = { flags: new Set(['-h', '--help']), takesValue: new Set(), positionals: !!usage?.[1]?.trim() || name === 'dev' };
    const options = section.split(/^Options:\s*$/m)[1]?.split(/^Commands:\s*$/m)[0] ?? '';
    for (const line of options.split('\n')) {
      const m = /^\s{2}((?:-[\w-]+,?\s*)+)([<[][^\]>]+[\]>])?/.exec(line);
      if (!m) continue;
      for (const flag of m[1].split(/[,\s]+/).filter(Boolean)) {
        entry.flags.add(flag);
        if (m[2]) entry.takesValue.add(flag);
      }
    }
    if (/accepts any options|pass through/i.test(section)) entry.anyOptions = true;
    commands[name] = entry;
  }
  const top = text.split(/^===== /m).find((s) => s.startsWith('modern --help')) ?? '';
  for (const m of top.matchAll(/^\s{2}([\w-]+) (?:\[[^\]]*\]|<[^>]*>)/gm)) commands[m[1]] ??= { flags: new Set(['-h', '--help']), takesValue: new Set(), positionals: true };
  for (const m of top.matchAll(/^\s{2}(pre-commit|help)\b/gm)) commands[m[1]] ??= { flags: new Set(['-h', '--help']), takesValue: new Set(), positionals: true };
  return commands;
}

const MODERN = /(?:^|[\s;&|(])(?:npx\s+(?:--yes\s+)?|pnpm\s+(?:exec\s+)?|yarn\s+)?modern(?:-module)?((?:\s+[^\s;&|#]+)*)/;

/** Problems of shell blocks: unknown commands or flags of modern. */
export function checkShellBlocks(commands = cliReference()) {
  const problems = [];
  let count = 0;
  for (const page of loadSite().pages.values()) {
    for (const block of page.blocks) {
      if (!['bash', 'sh', 'shell', 'zsh'].includes(block.lang)) continue;
      // A block marked nocheck shows a command that fails on purpose (the page says so).
      if (block.flags.includes('nocheck')) continue;
      block.code.split('\n').forEach((raw, k) => {
        const line = raw.replace(/^\s*\$\s+/, '');
        if (/^\s*#/.test(line)) return;
        const m = MODERN.exec(line);
        if (!m) return;
        count++;
        const at = where(page, block.bodyLine + k);
        const args = m[1].trim().split(/\s+/).filter(Boolean);
        let command = '';
        if (args[0] && !args[0].startsWith('-')) command = args.shift();
        const spec = commands[command];
        if (!spec) return void problems.push(`${at}: 'modern ${command}' is not a command of the CLI (${Object.keys(commands).filter(Boolean).join(', ')})`);
        for (let i = 0; i < args.length; i++) {
          const arg = args[i];
          if (!arg.startsWith('-')) {
            if (!spec.positionals) problems.push(`${at}: 'modern ${command}' takes no argument '${arg}'`);
            continue;
          }
          const flag = arg.split('=')[0];
          const known = spec.flags.has(flag) || (flag.startsWith('--no-') && spec.flags.has(flag)) || spec.anyOptions;
          if (!known) problems.push(`${at}: 'modern ${command || '--help'}' has no option ${flag} (it has ${[...spec.flags].join(', ')})`);
          if (spec.takesValue.has(flag) && !arg.includes('=') && args[i + 1] && !args[i + 1].startsWith('-')) i++;
        }
      });
    }
  }
  return { problems, count };
}
