// Loaded with `--require` (NODE_OPTIONS, so the tsc that Module Tools starts for bundleless declarations
// has it too) into every Node process a scenario starts: a cache of V8's compiled code for the CommonJS
// files under node_modules, in OUTCOMES_COMPILE_CACHE. A run starts about 400 processes of modern, rslib
// and tsc, and each used to compile the same megabytes again: TypeScript alone takes 0.6 s of a 0.75 s
// require. Node 22 has this built in (module.enableCompileCache); the Node 20 of these machines does not,
// and v8-compile-cache, the library for it, cannot load the ES modules Node 20 now requires. What runs
// is unchanged: the same source is compiled with the same wrapper, and V8 rejects a cache that does not
// match it (then the file is compiled as usual and the cache written again).
//
// Node 20 loses the import() callback of a script whose code comes from a cache (ERR_VM_DYNAMIC_IMPORT_
// CALLBACK_MISSING, seen with Babel's loader of .mjs presets, and npm then exits 1 without a word): a file
// with an import() call, found by acorn's tokenizer once and remembered next to the cache, is left to Node.
'use strict';
const Module = require('node:module');
const vm = require('node:vm');
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');

const dir = process.env.OUTCOMES_COMPILE_CACHE;
const compile = Module.prototype._compile;
const toWrite = [];
const inNodeModules = `${path.sep}node_modules${path.sep}`;
// acorn itself is left to Node: its source names import(), and reading it would require it while it loads.
const acornDir = path.dirname(require.resolve('acorn/package.json')) + path.sep;

/** Whether the source has an import() call: the token `import` followed by `(`, strings and comments aside. */
function callsImport(content) {
  if (!/\bimport\s*\(/.test(content)) return false;
  const acorn = require('acorn');
  let previous;
  try {
    for (const token of acorn.tokenizer(content, { ecmaVersion: 'latest', allowHashBang: true })) {
      if (previous === acorn.tokTypes._import && token.type === acorn.tokTypes.parenL) return true;
      previous = token.type;
    }
  } catch {
    return true;
  }
  return false;
}

if (dir) {
  fs.mkdirSync(dir, { recursive: true });
  Module.prototype._compile = function cachedCompile(content, filename, format) {
    if (format === 'module' || !filename.includes(inNodeModules) || filename.includes(`${inNodeModules}.cache${path.sep}`) || filename.startsWith(acornDir)) {
      return compile.apply(this, arguments);
    }
    // Keyed by path, size and time of change: hashing the 20 MB of a modern build's files cost 50 ms.
    const { size, mtimeMs } = fs.statSync(filename);
    const file = path.join(dir, crypto.createHash('sha1').update(`${filename}\0${size}\0${mtimeMs}`).digest('hex'));
    let cachedData;
    try {
      cachedData = fs.readFileSync(file);
    } catch {
      if (fs.existsSync(`${file}.import`)) return compile.apply(this, arguments);
      if (callsImport(content)) {
        fs.writeFileSync(`${file}.import`, '');
        return compile.apply(this, arguments);
      }
    }
    let script;
    try {
      script = new vm.Script(Module.wrap(content.replace(/^#!.*/, '')), { filename, cachedData });
    } catch {
      // ES module syntax in a .js file, which Node detects and loads as such: its own path.
      return compile.apply(this, arguments);
    }
    if (!cachedData || script.cachedDataRejected) toWrite.push([file, script]);
    const mod = this;
    const require = (id) => mod.require(id);
    require.resolve = (request, options) => Module._resolveFilename(request, mod, false, options);
    require.resolve.paths = (request) => Module._resolveLookupPaths(request, mod);
    require.main = process.mainModule;
    require.extensions = Module._extensions;
    require.cache = Module._cache;
    return script.runInThisContext({ displayErrors: true }).call(mod.exports, mod.exports, require, mod, filename, path.dirname(filename));
  };
  // At exit, the cache holds the functions the run compiled, not only the top level of each file.
  process.once('exit', () => {
    for (const [file, script] of toWrite) {
      try {
        const temporary = `${file}.${process.pid}`;
        fs.writeFileSync(temporary, script.createCachedData());
        fs.renameSync(temporary, file);
      } catch {}
    }
  });
}
