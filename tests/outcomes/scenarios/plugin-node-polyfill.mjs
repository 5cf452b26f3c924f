// "Node Polyfill Plugin": the page's configs built with @modern-js/plugin-module-node-polyfill 2.70.4
// (the release of the fixture in tests/outcomes/plugins). Which shim each module id resolves to is read
// from esbuild's metafile (the `metafile` option of buildConfig); the globals are checked by running the
// bundle in a vm context that has no Buffer, process or console of Node's.
import { paths, section, tableRows, runBundle, expect, expectEqual, expectFiles } from '../lib.mjs';

const page = 'plugins/official-list/plugin-node-polyfill.mdx';
const TSCONFIG = { compilerOptions: { module: 'ESNext', moduleResolution: 'node', strict: true, esModuleInterop: true, skipLibCheck: true, types: ['node'] }, include: ['src'] };
const spans = (cell) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

function project(s) {
  // The source uses Node's globals (process, Buffer), whose types come from @types/node.
  s.write('package.json', `${JSON.stringify({ name: 'my-lib', version: '1.0.0', devDependencies: { '@types/node': '^20.17.0' } }, null, 2)}\n`);
  s.write('tsconfig.json', `${JSON.stringify(TSCONFIG, null, 2)}\n`);
}

/** The import specifier → resolved file (below node_modules/, or relative to the project) of an entry, from a metafile. */
function resolved(s, dir, entry) {
  const file = s.list(dir).find((f) => /^metafile-\d+\.json$/.test(f));
  const meta = JSON.parse(s.read(`${dir}/${file}`));
  const input = Object.entries(meta.inputs).find(([k]) => k.endsWith(entry))?.[1];
  if (!input) throw new Error(`scenario ${s.def.name}: ${entry} is not in the metafile`);
  const imports = input.imports.map((i) => ({ original: i.original, file: i.path.includes('node_modules/') ? i.path.split('node_modules/').pop() : i.path }));
  const map = new Map(imports.filter((i) => i.original).map((i) => [i.original, i.file]));
  map.imports = imports;
  return map;
}

/** Whether a resolved file is the shim the page names: `path-browserify` → path-browserify/index.js, `util/` → util/util.js. */
const isShim = (file, shim) => {
  const name = shim.replace(/\/$/, '').replace(/\/…$/, '');
  return file === name || file.startsWith(`${name}/`) || file.startsWith(`${name}.`);
};

export default [
  {
    // "Bundleless tasks": no import is redirected, and every JS file gains the imports of the globals file.
    name: 'plugin-node-polyfill-bundleless',
    page,
    plugins: true,
    marks: ['node-polyfill-bundleless'],
    async run(s) {
      project(s);
      s.write('src/index.ts', "import path from 'path';\n\nexport { twice } from './util';\nexport const joined = path.join('a', 'b');\n");
      s.write('src/util.ts', 'export const twice = (n: number) => n * 2;\n');
      s.files('node-polyfill-bundleless', { as: 'modern.config.ts' });
      await s.build();
      const js = s.list('dist').filter((f) => f.endsWith('.js')).map((f) => `dist/${f}`);
      s.check('node-polyfill-bundleless', 'the files the build writes', ({ paraSpans }) => expectFiles(paths(paraSpans, 'dist/'), s.list('dist').map((f) => `dist/${f}`), 'the files of dist'));
      s.check('node-polyfill-bundleless', 'the import of path stays as it is in dist/index.js; no shim is bundled', ({ paraSpans }) => {
        const kept = paraSpans.find((t) => t.startsWith('import path'));
        expect(kept, 'the paragraph no longer quotes the import of path');
        expect(new RegExp(`^${kept.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')};$`, 'm').test(s.read('dist/index.js')), `dist/index.js:\n${s.read('dist/index.js')}`);
        for (const file of js) expect(!/path-browserify|node_modules\//.test(s.read(file)), `${file} bundles a shim:\n${s.read(file)}`);
      });
      s.check('node-polyfill-bundleless', 'every JS file starts with the imports of the globals file, dist/util.js too', ({ paraSpans }) => {
        const imports = paraSpans.filter((t) => /^import \w+ from "/.test(t) && !t.startsWith('import path'));
        expectEqual(['buffer', 'process/browser', 'console-browserify'], imports.map((t) => /"([^"]+)"/.exec(t)[1]), 'the packages of the imports the paragraph quotes');
        expect(js.includes('dist/util.js') && !/\b(Buffer|process|console)\b/.test(s.read('src/util.ts')), 'src/util.ts uses a global, or dist/util.js was not written');
        for (const file of js) {
          const head = s.read(file).split('\n').slice(0, imports.length);
          expectEqual(imports.map((t) => `${t};`), head, `the first lines of ${file}`);
        }
      });
    },
  },
  {
    name: 'plugin-node-polyfill-register',
    page,
    plugins: true,
    marks: ['node-polyfill-register'],
    async run(s) {
      project(s);
      s.write(
        'src/index.ts',
        `import path from 'path';
import { Buffer as ImportedBuffer } from 'buffer';

declare const buffer: { Buffer: { Buffer: unknown; kMaxLength: number } };

export const joined = path.join('a', 'b');
export const isBrowserProcess = () => (process as unknown as { browser: boolean }).browser;
export const bareBuffer = () => Buffer.from('hi').toString('hex');
export const importedBuffer = () => ImportedBuffer.from('hi').toString('hex');
export const lowerBuffer = () => buffer.Buffer;
export const log = (text: string) => console.log(text);
`,
      );
      s.files('node-polyfill-register', { as: 'modern.config.ts' });
      await s.build();
      const out = s.read('dist/index.js');
      const written = s.list('dist').map((f) => `dist/${f}`);
      s.check('node-polyfill-register', 'the files the build writes', ({ paraSpans }) => expectFiles(paths(paraSpans, 'dist/'), written, 'the files of dist'));
      s.check('node-polyfill-register', "import path from 'path' is bundled as path-browserify", ({ paraSpans }) => {
        expect(paraSpans.includes("import path from 'path'") && paraSpans.includes('path-browserify'), 'the paragraph no longer names the import and path-browserify');
        expect(/^\/\/ .*node_modules\/path-browserify\/index\.js$/m.test(out) && !/from "path"/.test(out), 'dist/index.js does not bundle path-browserify, or still imports path');
        const lib = runBundle(out);
        expectEqual('a/b', lib.joined, "path.join('a', 'b') in the bundle");
      });

      // "Injected globals": the table, and what happens to a bare Buffer.
      const globalsTable = (p) => new Map(tableRows(section(p, 'injected-globals')).map((r) => [spans(r[0])[0], r[1]]));
      const lib = runBundle(out);
      s.check('node-polyfill-register', 'process is injected from process/browser', ({ page: p }) => {
        expectEqual('`process/browser`', globalsTable(p).get('process'), 'the process row');
        expect(/^\/\/ .*node_modules\/process\/browser\.js$/m.test(out), 'process/browser is not bundled');
        expectEqual(true, lib.isBrowserProcess(), 'process.browser in a context without Node.js process');
      });
      s.check('node-polyfill-register', 'console is injected from console-browserify', ({ page: p }) => {
        expectEqual('`console-browserify`', globalsTable(p).get('console'), 'the console row');
        expect(/^\/\/ .*node_modules\/console-browserify\/index\.js$/m.test(out), 'console-browserify is not bundled');
        expect(/var log = \(text\) => import_console_browserify\.default\.log\(text\)/.test(out), 'console.log(text) is not replaced by the console-browserify import');
      });
      s.check('node-polyfill-register', 'buffer (lowercase) is an object whose Buffer property is the default import of buffer', ({ page: p }) => {
        expect(globalsTable(p).has('buffer'), 'the table has no buffer row');
        const value = lib.lowerBuffer();
        expect(value && typeof value.Buffer === 'function' && typeof value.kMaxLength === 'number', `buffer.Buffer is ${typeof value}: not the exports of the buffer package`);
      });
      s.check('node-polyfill-register', 'a bare Buffer is left as it is and throws ReferenceError without a Buffer global', ({ page: p }) => {
        const text = section(p, 'injected-globals');
        const message = /`(ReferenceError: [^`]+)`/.exec(text)?.[1];
        expect(message, 'the section no longer names the ReferenceError');
        expect(/var bareBuffer = \(\) => Buffer\.from\("hi"\)/.test(out), 'the bare Buffer was replaced in dist/index.js');
        let thrown;
        try {
          lib.bareBuffer();
        } catch (error) {
          thrown = `${error.name}: ${error.message}`;
        }
        expectEqual(message, thrown, 'what the bare Buffer throws');
      });
      s.check('node-polyfill-register', "import { Buffer } from 'buffer' is mapped to the buffer shim and works without a Buffer global", ({ page: p }) => {
        expect(section(p, 'injected-globals').includes("`import { Buffer } from 'buffer'`"), 'the section no longer shows the import');
        expectEqual('6869', lib.importedBuffer(), "Buffer.from('hi').toString('hex') with the imported Buffer");
      });

      // "Module map": one entry imports every id of the table, plain and with node:; the metafile says where each went.
      const { page: en } = s.block('node-polyfill-register');
      const rows = tableRows(section(en, 'module-map'));
      const ids = rows.flatMap((r) => spans(r[0]));
      s.write('src/map.js', `${ids.flatMap((id, k) => [`export * as m${k} from '${id}';`, `export * as n${k} from 'node:${id}';`]).join('\n')}\n`);
      s.write('src/stubs.js', `${rows.at(-1) && spans(rows.at(-1)[0]).map((id) => `export { default as ${id} } from '${id}';`).join('\n')}\n`);
      s.variant({ input: { map: 'src/map.js', stubs: 'src/stubs.js' }, outDir: './dist-map', metafile: true, dts: false });
      await s.build();
      const map = resolved(s, 'dist-map', 'src/map.js');
      const own = '@modern-js/plugin-module-node-polyfill/dist/';
      for (let k = 0; k < rows.length; k++) {
        s.check('node-polyfill-register', `module map row ${k + 1}`, ({ page: p }) => {
          const row = tableRows(section(p, 'module-map'))[k];
          const rowIds = spans(row[0]);
          const shim = spans(row[1]);
          for (const id of rowIds) {
            const file = map.get(id);
            expectEqual(1, shim.length, `the shims the row of ${id} names`);
            if (shim[0] === 'readable-stream/lib/…') expectEqual(`readable-stream/lib/${id}.js`, file, `${id} resolves to`);
            else if (shim[0] === 'mock/<name>.js') expectEqual(`${own}mock/${id}.js`, file, `${id} resolves to`);
            else expect(file && isShim(file, shim[0]), `${id} resolves to ${file}, not ${shim[0]}`);
          }
        });
      }
      s.check('node-polyfill-register', 'each stub is an empty CommonJS module', ({ page: p }) => {
        expect(section(p, 'module-map').includes('`module.exports = {}`'), 'the page no longer says module.exports = {}');
        const stubs = runBundle(s.read('dist-map/stubs.js'));
        const ids2 = spans(tableRows(section(p, 'module-map')).at(-1)[0]);
        expectFiles(ids2, Object.keys(stubs), 'the stubs imported');
        for (const id of ids2) expectEqual('{}', JSON.stringify(stubs[id]), `the default export of ${id}`);
      });
      s.check('node-polyfill-register', 'every id but _stream_* is also mapped with the node: prefix, to the same file', ({ page: p }) => {
        expect(/`_stream_\*`/.test(section(p, 'caveats')) && section(p, 'caveats').includes('2.70.4'), 'the caveat no longer names _stream_* and the release it was checked with');
        for (const id of ids) {
          if (id.startsWith('_stream_')) {
            const to = map.imports.filter((i) => i.file === `readable-stream/lib/${id}.js`).map((i) => i.original);
            expectEqual([id], to, `the imports that resolve to readable-stream/lib/${id}.js`);
          }
          else expectEqual(map.get(id), map.get(`node:${id}`), `node:${id} resolves to`);
        }
      });
    },
  },
  {
    name: 'plugin-node-polyfill-options',
    page,
    plugins: true,
    marks: ['node-polyfill-options'],
    async run(s) {
      project(s);
      s.write(
        'src/index.ts',
        `import { createHash } from 'crypto';
import * as nodeCrypto from 'node:crypto';
import fs from 'fs';
import nodeFs from 'node:fs';

export const hash = (text: string) => createHash('sha256').update(text).digest('hex');
export const prefixed = nodeCrypto;
export const own = fs;
export const stub = nodeFs;
`,
      );
      s.write('shims/fs.js', "module.exports = { readFileSync: () => 'from shims/fs.js' };\n");
      s.files('node-polyfill-options', { as: 'modern.config.ts' });
      await s.build();
      const out = s.read('dist/index.js');
      const bundled = (file) => new RegExp(`^// .*${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm').test(out);
      s.check('node-polyfill-options', "excludes + externals: import { createHash } from 'crypto' stays an import of crypto", ({ paraSpans }) => {
        expect(paraSpans.includes("import { createHash } from 'crypto'") && paraSpans.includes('dist/index.js'), 'the paragraph no longer names the import and dist/index.js');
        expect(/^import \{ createHash \} from "crypto";$/m.test(out), 'dist/index.js has no import of crypto');
      });
      s.check('node-polyfill-options', 'overrides: fs is bundled from shims/fs.js', ({ paraSpans }) => {
        expect(paraSpans.includes('shims/fs.js'), 'the paragraph no longer names shims/fs.js');
        expect(bundled('shims/fs.js'), 'dist/index.js does not bundle shims/fs.js');
      });
      s.check('node-polyfill-options', 'the override does not reach node:fs, which still gets mock/fs.js', ({ paraSpans }) => {
        expect(paraSpans.includes('mock/fs.js'), 'the paragraph no longer names mock/fs.js');
        expect(bundled('@modern-js/plugin-module-node-polyfill/dist/mock/fs.js'), 'dist/index.js does not bundle the stub of the plugin');
      });
      s.check('node-polyfill-options', 'excludes is compared exactly: node:crypto is still bundled as crypto-browserify', ({ paraSpans, page: p }) => {
        expect(paraSpans.includes('node:crypto') && paraSpans.includes('crypto-browserify'), 'the paragraph no longer names node:crypto');
        expect(section(p, 'excludes').includes('compared exactly') || section(p, 'excludes').includes('精确匹配'), 'the excludes section no longer says the ids are compared exactly');
        expect(bundled('crypto-browserify/index.js'), 'dist/index.js does not bundle crypto-browserify');
      });
      // Without the externals entry, the excluded crypto has nothing to resolve to.
      s.variant({ externals: [] });
      const failed = await s.modern(['build']);
      s.check('node-polyfill-options', "an excluded crypto without externals stops the build with Can't resolve 'crypto'", ({ page: p }) => {
        const message = /`(Can't resolve 'crypto')`/.exec(section(p, 'excludes'))?.[1];
        expect(message, 'the excludes section no longer names the error');
        expect(failed.status !== 0 && failed.output.includes(message), `the build exited with ${failed.status}:\n${failed.output.slice(0, 1500)}`);
      });
    },
  },
];
