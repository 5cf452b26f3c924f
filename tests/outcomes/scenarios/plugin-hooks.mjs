// "Plugin hooks" (api/plugin-api/plugin-hooks.mdx): the platform hooks and the dev tool of the page, run
// with the real CLI. The page's plugin files are written as they are, next to a tracer plugin that logs
// which platform hooks ran, and registered in a modern.config.ts of the scenario's own.
import { section, expect, expectEqual } from '../lib.mjs';
import { expectExitCode, expectQuoted, quoted, modernCommands } from '../quotes.mjs';

const page = 'api/plugin-api/plugin-hooks.mdx';

const TRACER = `import type { CliPlugin, ModuleTools } from '@modern-js/module-tools';

export const tracePlatformPlugin = (): CliPlugin<ModuleTools> => ({
  name: 'trace-platform',
  setup() {
    return {
      beforeBuildPlatform() {
        console.log('[trace] beforeBuildPlatform');
      },
      buildPlatform({ platform }) {
        console.log(\`[trace] buildPlatform \${platform}\`);
      },
      afterBuildPlatform({ status }) {
        console.log(\`[trace] afterBuildPlatform \${status}\`);
      },
    };
  },
});
`;

/** The plugin files of the page (by title) and the function each exports. */
const PLUGINS = {
  docs: ['docs-platform-plugin', 'docsPlatformPlugin'],
  exitCode: ['platform-exit-code-plugin', 'platformExitCodePlugin'],
  preview: ['preview-tool-plugin', 'previewToolPlugin'],
  trace: ['trace-platform-plugin', 'tracePlatformPlugin'],
};

function project(s) {
  s.write('package.json', `${JSON.stringify({ name: 'my-lib', version: '1.0.0' }, null, 2)}\n`);
  s.write('tsconfig.json', `${JSON.stringify({ compilerOptions: { strict: true, skipLibCheck: true }, include: ['src'] }, null, 2)}\n`);
  s.write('src/index.ts', 'export const answer = 42;\n');
  s.write('trace-platform-plugin.ts', TRACER);
}

/** A modern.config.ts that registers moduleTools() and these plugins of PLUGINS, in this order. */
function config(s, names) {
  const imports = names.map((n) => `import { ${PLUGINS[n][1]} } from './${PLUGINS[n][0]}';`);
  s.write('modern.config.ts', `import { defineConfig, moduleTools } from '@modern-js/module-tools';\n${imports.join('\n')}\n\nexport default defineConfig({\n  plugins: [moduleTools(), ${names.map((n) => `${PLUGINS[n][1]}()`).join(', ')}],\n});\n`);
}

/** The platform hooks the tracer logged. */
const traced = (run) => [...run.output.matchAll(/^\[trace\] (\w+)/gm)].map((m) => m[1]);

export default [
  {
    name: 'plugin-hooks-platform',
    page,
    marks: ['docs-platform', 'platform-exit-code'],
    async run(s) {
      project(s);
      s.files('docs-platform');
      s.files('platform-exit-code');
      const docs = s.read('docs-platform-plugin.ts');
      if (!docs.includes("platform: 'docs'")) throw new Error(`scenario ${s.def.name}: the page's docs-platform-plugin.ts no longer registers platform: 'docs'`);

      // No platform registered: both commands of the registerBuildPlatform section.
      config(s, ['exitCode', 'trace']);
      const none = await s.modern(['build', '--platform']);
      const noneNamed = await s.modern(['build', '-p', 'docs']);
      // Another platform registered, not the one named.
      s.write('docs-platform-plugin.ts', docs.replace("platform: 'docs'", "platform: 'storybook'"));
      config(s, ['docs', 'exitCode', 'trace']);
      const other = await s.modern(['build', '-p', 'docs']);
      s.write('docs-platform-plugin.ts', docs);
      s.check('docs-platform', 'the messages when no platform is registered, and when the named one is not', ({ page: p }) => {
        const spans = [...section(p, 'register-build-platform').replace(/^```[\s\S]*?^```$/gm, '').matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);
        expectQuoted(quoted(spans, 'No executable', none), none, 'the message of --platform without a platform');
        expectQuoted(quoted(spans, 'No build tasks with platform', noneNamed), noneNamed, 'the message of -p docs without a platform');
        expectQuoted(quoted(spans, 'The specified', other), other, 'the message of -p docs with another platform');
      });

      // The misspelled name of the paragraph, with the docs platform and the exit-code plugin.
      const [command] = s.spansAfter('platform-exit-code').filter((t) => t.startsWith('npx modern build'));
      if (!command) throw new Error(`scenario ${s.def.name}: the paragraph after platform-exit-code-plugin.ts no longer shows a command`);
      const [args] = modernCommands(command);
      const typo = await s.modern(args);
      s.check('platform-exit-code', 'a misspelled -p name: the message, no buildPlatform or afterBuildPlatform, and the exit code', ({ paraSpans, para }) => {
        expect(paraSpans.includes(command), 'the paragraph shows another command in this language');
        expectQuoted(quoted(paraSpans, 'The specified', typo), typo);
        expect(paraSpans.includes('buildPlatform') && paraSpans.includes('afterBuildPlatform'), 'the paragraph no longer names buildPlatform and afterBuildPlatform');
        expectEqual(['beforeBuildPlatform'], traced(typo), 'the platform hooks that ran');
        expectExitCode(para, typo);
      });
      s.check('platform-exit-code', 'afterBuildPlatform is not called without a registered platform, nor for an unknown -p name', ({ page: p }) => {
        expect(section(p, 'after-build-platform').includes('`-p <name>`'), 'the When line no longer names -p <name>');
        for (const [what, run] of [['--platform without a platform', none], ['-p docs without a platform', noneNamed], ['-p docs with another platform', other]]) {
          expect(!traced(run).includes('afterBuildPlatform'), `afterBuildPlatform ran for ${what}:\n${run.output}`);
        }
      });

      // A build() that throws: not printed and exit code 0 as the page says; with the plugin, printed and exit code 1.
      const line = docs.split('\n').find((l) => l.includes('console.log(`Building'));
      if (!line) throw new Error(`scenario ${s.def.name}: the page's docs-platform-plugin.ts no longer logs "Building …"`);
      const MESSAGE = 'the docs build failed';
      s.write('docs-platform-plugin.ts', docs.replace(line, `${line}\n            throw new Error('${MESSAGE}');`));
      config(s, ['docs', 'trace']);
      const thrown = await s.modern(['build', '-p', 'docs']);
      config(s, ['docs', 'exitCode', 'trace']);
      const caught = await s.modern(['build', '-p', 'docs']);
      s.write('docs-platform-plugin.ts', docs);
      s.check('platform-exit-code', 'a build() that throws is not printed and exits with code 0; with this plugin it is printed and exits with code 1', ({ before }) => {
        expectEqual(['beforeBuildPlatform', 'buildPlatform', 'afterBuildPlatform'], traced(thrown), 'the platform hooks that ran');
        expect(/^\[trace\] afterBuildPlatform fail$/m.test(thrown.output), `afterBuildPlatform did not get status 'fail':\n${thrown.output}`);
        expect(!thrown.output.includes(MESSAGE), `Module Tools printed the error:\n${thrown.output}`);
        expectExitCode(before, thrown);
        expect(caught.status === 1 && caught.output.includes(MESSAGE), `with the plugin, exit code ${caught.status}:\n${caught.output}`);
      });
    },
  },
  {
    name: 'plugin-hooks-dev-options',
    page,
    marks: ['preview-tool'],
    async run(s) {
      project(s);
      s.files('preview-tool');
      config(s, ['preview']);
      // The paragraph pairs commands with what they print: each printed line belongs to the commands before it.
      const steps = [];
      let pending = [];
      for (const span of s.spansAfter('preview-tool')) {
        if (span.startsWith('npx modern')) pending.push(span);
        else if (pending.length) {
          steps.push(...pending.map((command) => ({ command, prints: span })));
          pending = [];
        }
      }
      const runs = [];
      for (const step of steps) runs.push({ ...step, run: await s.modern(modernCommands(step.command)[0]) });
      s.check('preview-tool', 'plain modern dev hands --tsconfig to the tool; through the sub-command the options are {}', ({ paraSpans, before }) => {
        expect(before.includes('`{}`'), 'the text before the block no longer says that a sub-command gets {}');
        expect(runs.some((r) => !r.command.includes(' preview')) && runs.some((r) => r.command.includes(' preview')), `the paragraph should run the tool both ways, it runs ${runs.map((r) => r.command).join(' | ')}`);
        for (const { command, prints, run } of runs) {
          expect(paraSpans.includes(command) && paraSpans.includes(prints), `the paragraph shows other commands or output in this language (${command})`);
          expect(run.status === 0 && run.output.split('\n').includes(prints), `${command} exited with ${run.status} and printed:\n${run.output}`);
        }
      });
    },
  },
];
