// The loader of the query-switches patch (index.ts), run on the default theme's bundle: the switches of
// useUISwitch that ?navbar=0 and ?footer=0 turn off, set in an effect of the layout, go through
// afterPageBody (page-body.tsx). Each replaced line is counted by the patch's probe; a line not found
// fails the build.
const SWITCHES = ['if ("0" === navbar) setShowNavbar(false);', 'if ("0" === footer) setShowDocFooter(false);'];

/**
 * @this {{ getOptions(): { helper: string, probeKey: string } }}
 * @param {string} source
 */
module.exports = function querySwitches(source) {
  const { helper, probeKey } = this.getOptions();
  let out = source;
  for (const line of SWITCHES) {
    if (!out.includes(line)) throw new Error(`patch "query-switches": the theme no longer has ${line}`);
    const [test, update] = line.split(') ');
    out = out.replace(line, `${test}) __afterPageBody(() => ${update.replace(/;$/, '')});`);
    /** @type {Record<symbol, (() => void) | undefined>} */ (/** @type {unknown} */ (globalThis))[Symbol.for(probeKey)]?.();
  }
  return `import { afterPageBody as __afterPageBody } from ${JSON.stringify(helper)};\n${out}`;
};
