// The quick start, built step by step from the page's own files.
import { normaliseLog, sentences, expect, expectEqual, expectFiles } from '../lib.mjs';

const page = 'guide/intro/getting-started.mdx';

export default [
  {
    name: 'quick-start',
    page,
    marks: ['quick-start', 'quick-start-log', 'quick-start-es', 'quick-start-dts', 'quick-start-run'],
    async run(s) {
      s.files('quick-start');
      const { output } = await s.build();
      s.same('quick-start-log', 'the log of npm run build (timings normalised)', output, { normalise: normaliseLog });
      s.check('quick-start-log', 'the size table lists every file the build wrote', ({ block }) => {
        const listed = [...block.code.matchAll(/^(dist\/\S+)\s+[\d.]+ [KM]?B$/gm)].map((m) => m[1]);
        expectFiles(listed, s.list('dist').map((f) => `dist/${f}`), 'the files of the size table');
      });
      s.same('quick-start-es', 'dist/es/index.js', s.read('dist/es/index.js'));
      s.same('quick-start-dts', 'dist/types/index.d.ts', s.read('dist/types/index.d.ts'));
      await s.runSession('quick-start-run', 'requiring the CommonJS output');
      const pack = await s.shell('npm pack --dry-run --json --offline --ignore-scripts');
      const packed = JSON.parse(pack.output.slice(pack.output.indexOf('['))).flatMap((p) => p.files.map((f) => f.path));
      s.check('quick-start-run', 'npm pack --dry-run lists the three built files and package.json, nothing else', ({ spans }) => {
        expect(spans.includes('npm pack --dry-run') && spans.includes('package.json'), 'the prose no longer names npm pack --dry-run and package.json');
        expectFiles([...s.list('dist').map((f) => `dist/${f}`), 'package.json'], packed, 'the files npm packs');
        expectEqual(3, s.list('dist').length, 'the number of built files');
      });
    },
  },
  {
    name: 'quick-start-mjs',
    page,
    marks: ['quick-start', 'quick-start-mjs', 'quick-start-mjs-module', 'quick-start-mjs-run'],
    async run(s) {
      s.files('quick-start');
      s.files('quick-start-mjs');
      await s.build();
      const written = s.list('dist').map((f) => `dist/${f}`);
      s.check('quick-start-mjs', 'autoExtension: the files the page names, and the one that is gone', ({ prose }) => {
        const [first, second] = sentences(prose);
        expectFiles(first.match(/`dist\/[^`]+`/g).map((t) => t.slice(1, -1)), written, 'the files the first sentence names');
        const gone = second.match(/`(dist\/[^`]+)`/)[1];
        expect(!written.includes(gone), `the page says ${gone} is gone, the build wrote it`);
      });
      s.check('quick-start-mjs-module', 'the module field points at a file the build wrote', ({ block }) => {
        const target = /^\+.*"module":\s*"\.\/([^"]+)"/m.exec(block.code)[1];
        expect(written.includes(target), `"module" points at ${target}, which the build did not write (it wrote ${written.join(', ')})`);
      });
      await s.runSession('quick-start-mjs-run', 'importing the ES module output from Node.js');
    },
  },
];
