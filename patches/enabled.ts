// Which patches this build has: all of them, but for those `npm run bench -- --without <name>` leaves out.
// The list is defined at build time by the patches plugin (./index.ts).
import type { PatchName } from './index';

declare const __PATCHES_WITHOUT__: readonly string[];

export const patchEnabled = (name: PatchName) => !__PATCHES_WITHOUT__.includes(name);
