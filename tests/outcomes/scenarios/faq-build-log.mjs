// "Read the build log first" of the build FAQ (guide/faq/build.mdx): a Less syntax error in the example
// project, what the first error of the log says (file, line, column, the lines around it), the exit code,
// the file the esbuild error names, and the build after the fix.
import { EXAMPLE, normaliseLog, missingRun, expect, expectEqual } from '../lib.mjs';
import { expectExitCode, expectQuoted, quoted, logLine } from '../quotes.mjs';
import { codeSpans } from '../../content/docs.mjs';

const page = 'guide/faq/build.mdx';
const MOP_DEFAULT = 'guide/basic/modify-output-product.mdx#mop-default';

/** The log as the page quotes it: timings normalised, and without the level label of each line. */
const unlabelled = (output) => normaliseLog(output).replace(/^(info|warn|error)\s+/gm, '');

export default [
  {
    name: 'faq-build-log-less',
    page,
    marks: [EXAMPLE, MOP_DEFAULT, 'less-syntax-error', 'less-syntax-error-log'],
    async run(s) {
      s.files(EXAMPLE);
      const good = s.read('src/components/Button.less');
      s.files(MOP_DEFAULT, { as: 'modern.config.ts' });
      s.files('less-syntax-error');
      const run = await s.modern(['build']);
      const log = { ...run, output: unlabelled(run.output) };
      s.check('less-syntax-error', 'the build stops with exit code 1, and the first error names the Less file, line and column', ({ para, paraSpans }) => {
        const quote = quoted(paraSpans, 'ParseError', log);
        expectQuoted(quote, log);
        expectExitCode(para, run);
        const firstError = normaliseLog(run.output).split('\n').find((l) => /^error\s/.test(l));
        expect(firstError && firstError.replace(/^error\s+/, '').startsWith(quote.split('…')[0]), `the first error of the log is not the quoted one:\n  ${firstError}`);
        expect(firstError.includes(`${s.dir}/src/components/Button.less`), `the first error does not name the absolute path of the Less file:\n  ${firstError}`);
      });
      s.check('less-syntax-error-log', 'the lines the log prints after the first error', ({ block }) => {
        const missing = missingRun(block.code.trimEnd(), unlabelled(run.output));
        if (missing !== null) throw new Error(`  these lines of the page are not in the log:\n${missing.replace(/^/gm, '  - ')}\n  the log:\n${unlabelled(run.output).replace(/^/gm, '  | ')}`);
      });
      s.write('src/components/Button.less', good);
      const fixed = await s.modern(['build']);
      s.check('less-syntax-error-log', 'the bundle failed box names the importer; with the ; back the build succeeds', ({ para, paraSpans }) => {
        const box = normaliseLog(run.output);
        expect(box.includes('bundle failed') && paraSpans.includes('bundle failed'), 'the log or the page has no bundle failed box');
        const importer = paraSpans.find((t) => /^src\/.*:\d+:\d+$/.test(t));
        expect(new RegExp(`^${importer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: ERROR: .*Unrecognised input`, 'm').test(box), `the log has no "${importer}: ERROR: … Unrecognised input" line`);
        const line = Number(/line (\d+)/.exec(quoted(s.spansAfter('less-syntax-error'), 'ParseError'))[1]);
        const lacking = good.split('\n').findIndex((l) => /color: @primary;/.test(l)) + 1;
        expectEqual(line - 1, lacking, 'the line of the rule that lacks its ; (one above the line Less reports)');
        expect(/the build succeeds|即可构建成功/.test(para), 'the page no longer says that the build succeeds with the fix');
        expectEqual(0, fixed.status, `the exit code after the fix (output:\n${fixed.output})`);
      });
      s.checkSection(page, 'read-the-build-log', 'a successful bundle build: the first line, the line that counts the files, then the size table', ({ text }) => {
        const lines = normaliseLog(fixed.output).replace(/<time>/g, '1.0s').split('\n');
        const spans = codeSpans(text);
        const succeed = spans.find((t) => t.includes('Build succeed'));
        const bundle = spans.find((t) => t.startsWith('info Bundle '));
        const first = lines.findIndex((l) => /^(info|warn|error)\s/.test(l));
        expect(logLine(succeed).test(lines[first]), `the first line of the log is not like "${succeed}": ${lines[first]}`);
        const counted = lines.findIndex((l) => logLine(bundle).test(l));
        expect(counted > first, `no line like "${bundle}" after it:\n${lines.join('\n')}`);
        expect(lines.slice(counted + 1).some((l) => /^Bundle Files\s+Size$/.test(l)), 'no size table after the line that counts the files');
      });
    },
  },
];
