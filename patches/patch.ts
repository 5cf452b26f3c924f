// What a patch is, and the checks that make a patch fail the build loudly when Rspress or React moves
// the thing it changes. See README.md in this folder for the patches themselves.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { RspressPlugin } from '@rspress/shared';

const require = createRequire(__filename);

/** The versions every patch here was written against and checked with. */
export const WRITTEN_FOR = { rspress: '1.47.2', react: '18.3.1' };
export const INSTALLED = {
  rspress: (require('@rspress/core/package.json') as { version: string }).version,
  react: (require('react/package.json') as { version: string }).version,
};

/** A module of Rspress or React that a patch answers with its own (its stand-in). */
export interface ModuleSwap {
  /** The request as Rspress, its theme or React write it, e.g. /^@rspress\/runtime$/. */
  request: RegExp;
  /** Only requests from a module whose path matches this are swapped. */
  issuer?: RegExp;
  /** Absolute path of the stand-in. Its own requests for `request` reach the original. */
  standIn: string;
  /** Swapped in the browser build only; the server build (which writes each page's HTML) keeps the original. */
  browserOnly?: boolean;
}

/**
 * The path of a stand-in module, with TypeScript checking that it offers what the original offers
 * (`Original`: the original module's type, or the part of it that Rspress uses).
 */
export function standIn<Original, Offered extends Original>(file: string): string {
  return file;
}

/** Something in an installed package that the patch relies on, looked for in the package's own files. */
export interface Target {
  /** A module id, e.g. '@rspress/theme-default/dist/bundle.js'. */
  file: string;
  /** Text the file must contain. */
  contains: string;
  /** What it is, for the message. */
  what: string;
}

export type PatchPlugin = Omit<RspressPlugin, 'name'>;

export interface PatchContext {
  /** A counter the patch raises each time it does its work; a production build that leaves it at 0 fails. */
  probe(what: string): { hit(count?: number): void };
}

export interface Patch {
  /** Short name, used by `npm run bench -- --without <name>`. */
  name: string;
  /** What in Rspress or React it changes. */
  replaces: string;
  swaps?: ModuleSwap[];
  /** Stylesheets added to every page, written against the default theme's own CSS (see targets). */
  styles?: string[];
  targets?: Target[];
  /** Anything else: a loader, an asset rewrite, head tags. */
  plugin?(context: PatchContext): PatchPlugin;
}

export class PatchError extends Error {
  constructor(patch: string, problem: string) {
    super(
      `patch "${patch}" (patches/README.md): ${problem}. It was written for Rspress ${WRITTEN_FOR.rspress} and React ${WRITTEN_FOR.react}; ` +
        `this is Rspress ${INSTALLED.rspress} and React ${INSTALLED.react}. Check what changed, then update or delete the patch.`,
    );
    this.name = 'PatchError';
  }
}

/** The path of a file inside an installed package, whatever the package's `exports` allow. */
export function packageFile(id: string): string {
  const parts = id.split('/');
  const name = parts.slice(0, id.startsWith('@') ? 2 : 1).join('/');
  const rest = parts.slice(name.split('/').length).join('/');
  for (const dir of require.resolve.paths(name) ?? []) {
    if (fs.existsSync(path.join(dir, name, 'package.json'))) return path.join(dir, name, rest);
  }
  throw new Error(`${name} is not installed`);
}

/** Throws when a file a patch relies on is gone or no longer holds what the patch changes. */
export function checkTargets(patch: Patch, resolve: (id: string) => string = packageFile): void {
  for (const target of patch.targets ?? []) {
    let source: string;
    try {
      source = fs.readFileSync(resolve(target.file), 'utf8');
    } catch {
      throw new PatchError(patch.name, `${target.file} is not installed (${target.what})`);
    }
    if (!source.includes(target.contains)) throw new PatchError(patch.name, `${target.file} no longer contains ${JSON.stringify(target.contains)} (${target.what})`);
  }
}

/** Counts of the work each patch did during a build; the build fails on any count still at 0. */
export class Probes {
  readonly counts = new Map<string, { patch: string; what: string; count: number }>();

  probe(patch: string, what: string) {
    const key = `${patch}\0${what}`;
    if (!this.counts.has(key)) this.counts.set(key, { patch, what, count: 0 });
    const entry = this.counts.get(key)!;
    return { hit: (count = 1) => void (entry.count += count) };
  }

  reset() {
    for (const entry of this.counts.values()) entry.count = 0;
  }

  /** One line per patch: what it did in this build. */
  summary(): string[] {
    const byPatch = new Map<string, string[]>();
    for (const { patch, count } of this.counts.values()) byPatch.set(patch, [...(byPatch.get(patch) ?? []), String(count)]);
    return [...byPatch].map(([patch, counts]) => `${patch}: ${counts.join(' / ')}`);
  }

  /** Throws for the first probe that saw nothing. */
  check(): void {
    for (const { patch, what, count } of this.counts.values()) if (count === 0) throw new PatchError(patch, `${what}: none in this build`);
  }
}

export const swapProbe = (swap: ModuleSwap) =>
  `requests for ${swap.request}${swap.issuer ? ` from ${swap.issuer}` : ''} answered by ${path.relative(process.cwd(), swap.standIn)}`;
