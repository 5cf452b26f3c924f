// "Vue Plugin": the page's configs built with @modern-js/plugin-module-vue 2.70.4 (the release of the
// fixture in tests/outcomes/plugins), and the built component loaded in Node with Vue 3 from the fixture.
import fs from 'node:fs';
import path from 'node:path';
import { paths, section, watch, saves, expect, expectEqual, expectFiles } from '../lib.mjs';
import { modernCommands } from '../quotes.mjs';

const page = 'plugins/official-list/plugin-vue.mdx';
const BABEL_PAGE = 'plugins/official-list/plugin-babel.mdx#babel-register';
const TSCONFIG = { compilerOptions: { module: 'ESNext', moduleResolution: 'node', strict: true, esModuleInterop: true, skipLibCheck: true, jsx: 'preserve', jsxImportSource: 'vue' }, include: ['src'] };

const COUNTER = `<script setup lang="ts">
import { ref } from 'vue';

const props = defineProps<{ label: string }>();
const count = ref(0);
</script>

<template>
  <button class="counter" @click="count++">{{ props.label }}: {{ count }}</button>
</template>

<style scoped>
.counter {
  color: #165dff;
}
</style>
`;

/** Loads the ES module output in Node (as .mjs, next to it) and prints what the checks need as JSON. */
const LOAD = `import { createSSRApp, h } from 'vue';
import { renderToString } from 'vue/server-renderer';
import * as lib from './index.mjs';

const out = { exports: Object.keys(lib).sort() };
if (lib.Counter) {
  out.hasRender = typeof lib.Counter.render === 'function';
  out.html = await renderToString(createSSRApp({ render: () => h(lib.Counter, { label: 'Clicks' }) }));
}
if (lib.Badge) {
  const vnode = lib.Badge.setup({ text: 'new' }, { emit: () => {} })();
  out.badgeProps = Object.keys(vnode.props).sort();
  out.onClick = typeof vnode.props.onClick;
}
console.log(JSON.stringify(out));
`;

function project(s) {
  s.write('package.json', `${JSON.stringify({ name: 'my-lib', version: '1.0.0', peerDependencies: { vue: '^3.5.0' } }, null, 2)}\n`);
  s.write('tsconfig.json', `${JSON.stringify(TSCONFIG, null, 2)}\n`);
  s.write('src/Counter.vue', COUNTER);
}

async function load(s) {
  s.write('dist-check/index.mjs', s.read('dist/index.js'));
  s.write('dist-check/load.mjs', LOAD);
  const run = await s.shell('node dist-check/load.mjs');
  if (run.status !== 0) throw new Error(`scenario ${s.def.name}: loading dist/index.js failed:\n${run.output}`);
  return JSON.parse(run.output.trim().split('\n').at(-1));
}

/** Replaces one piece of the config that s.files wrote, and fails if the page's config no longer has it. */
function edit(s, from, to) {
  const text = s.read('modern.config.ts');
  if (!text.includes(from)) throw new Error(`scenario ${s.def.name}: the page's modern.config.ts no longer contains ${from}`);
  s.write('modern.config.ts', text.replace(from, to));
}

const RECORDER = "module.exports = () => ({ name: 'outcome-recorder', pre(file) { require('fs').appendFileSync(require('path').join(process.cwd(), 'babel-seen.txt'), file.opts.filename + '\\n'); }, visitor: {} });\n";

export default [
  {
    name: 'plugin-vue-register',
    page,
    plugins: true,
    marks: ['vue-register'],
    async run(s) {
      project(s);
      const statement = s.spansAfter('vue-register').find((t) => t.startsWith('export '));
      s.write('src/index.ts', `${statement};\n`);
      s.files('vue-register', { as: 'modern.config.ts' });
      await s.build();
      const out = s.read('dist/index.js');
      const lib = await load(s);
      s.check('vue-register', 'the files the build writes', ({ paraSpans }) => expectFiles(paths(paraSpans, 'dist/'), s.list('dist').map((f) => `dist/${f}`), 'the files of dist'));
      s.check('vue-register', 'dist/index.js exports the component, its template compiled to a render function', ({ paraSpans }) => {
        const name = /export \{ default as (\w+) \}/.exec(paraSpans.find((t) => t.startsWith('export ')) ?? '')?.[1];
        expect(name && paraSpans.includes(name) && paraSpans.includes('render'), 'the paragraph no longer names the export and render');
        expectEqual([name], lib.exports, 'the exports of dist/index.js');
        expect(lib.hasRender && /\.render = render;/.test(out), `${name}.render is not a function`);
        expect(/^<button class="counter" data-v-[0-9a-f]{8}>Clicks: 0<\/button>$/.test(lib.html), `Vue's server renderer made ${lib.html}`);
      });
      s.check('vue-register', 'the imports of vue stay imports when vue is a peer dependency', () => {
        expect(/^import \{[^}]*\} from "vue";$/m.test(out) && !/node_modules\/@?vue/.test(out), 'dist/index.js bundles Vue or does not import it');
      });
      s.check('vue-register', 'dist/index.css holds the scoped rules, with a data-v-… attribute selector', ({ paraSpans }) => {
        expect(paraSpans.includes('<style scoped>') && paraSpans.includes('data-v-…'), 'the paragraph no longer names the scoped style');
        expect(/^\.counter\[data-v-[0-9a-f]{8}\] \{\n {2}color: #165dff;\n\}$/m.test(s.read('dist/index.css')), `dist/index.css:\n${s.read('dist/index.css')}`);
      });

      // "Type declarations": with dts on, the declaration step stops, first on the import, then on the default export.
      s.variant({ dts: {} });
      const undeclared = await s.modern(['build']);
      s.write('src/shims-vue.d.ts', "declare module '*.vue' {\n  import type { DefineComponent } from 'vue';\n  const component: DefineComponent;\n  export default component;\n}\n");
      const declared = await s.modern(['build']);
      s.check('vue-register', 'with dts on, the build stops with TS2307, then with "default" is not exported', ({ page: p }) => {
        const text = section(p, 'caveats');
        const message = /`("default" is not exported by "[^"]+")`/.exec(text)?.[1];
        expect(text.includes('`TS2307`') && message, 'the caveat no longer names both errors');
        expect(undeclared.status !== 0 && /error TS2307: Cannot find module '\.\/Counter\.vue'/.test(undeclared.output), `without a declaration the build exited with ${undeclared.status}:\n${undeclared.output.slice(0, 1200)}`);
        expect(declared.status !== 0 && declared.output.includes(message), `with a declaration the build exited with ${declared.status}:\n${declared.output.slice(0, 1200)}`);
      });
    },
  },
  {
    name: 'plugin-vue-jsx-options',
    page,
    plugins: true,
    marks: ['vue-jsx-options'],
    async run(s) {
      project(s);
      s.write(
        'src/Badge.tsx',
        `import { defineComponent } from 'vue';

export const Badge = defineComponent({
  props: { text: { type: String, required: true } },
  emits: ['pick'],
  setup(props, { emit }) {
    return () => (
      <span class="badge" ${s.spansAfter('vue-jsx-options').find((t) => t.startsWith('on={{'))}>
        {props.text}
      </span>
    );
  },
});
`,
      );
      s.write('src/index.ts', "export { Badge } from './Badge';\n");
      s.files('vue-jsx-options', { as: 'modern.config.ts' });
      await s.build();
      const out = s.read('dist/index.js');
      const lib = await load(s);
      s.check('vue-jsx-options', 'transformOn: the on={{ … }} object goes through the bundled helper and becomes onClick', ({ paraSpans }) => {
        expect(paraSpans.includes('transformOn: true') && paraSpans.includes('@vue/babel-helper-vue-transform-on') && paraSpans.includes('onClick'), 'the paragraph no longer names the option, the helper and onClick');
        expect(/^\/\/ .*node_modules\/@vue\/babel-helper-vue-transform-on\/index\.js$/m.test(out), 'dist/index.js does not bundle the helper');
        expectEqual('function', lib.onClick, 'typeof the onClick prop of the vnode');
        expect(!lib.badgeProps.includes('on'), `the vnode still has an "on" prop: ${lib.badgeProps.join(', ')}`);
      });
      s.check('vue-jsx-options', 'the JSX becomes createVNode calls imported from vue', ({ paraSpans }) => {
        expect(paraSpans.includes('createVNode') && paraSpans.includes('vue'), 'the paragraph no longer names createVNode');
        expect(/^import \{[^}]*createVNode as _createVNode[^}]*\} from "vue";$/m.test(out) && /_createVNode\("span"/.test(out), 'dist/index.js does not call createVNode from vue');
      });
      // "Your jsx setting is overwritten": jsx: 'automatic' in buildConfig changes nothing.
      s.variant({ jsx: 'automatic' });
      await s.build();
      s.check('vue-jsx-options', "jsx: 'automatic' in buildConfig is overwritten: the output is the same Vue JSX", ({ page: p }) => {
        expect(section(p, 'caveats').includes("`'preserve'`"), "the caveat no longer names 'preserve'");
        expectEqual(out, s.read('dist/index.js'), "dist/index.js with jsx: 'automatic'");
      });
    },
  },
  {
    // "Watch mode": a change to the .vue file starts no rebuild; a change to the .ts file that imports it does,
    // and that rebuild takes in the changed component.
    name: 'plugin-vue-watch',
    page,
    plugins: true,
    marks: ['vue-register', 'vue-watch'],
    async run(s) {
      project(s);
      const statement = s.spansAfter('vue-register').find((t) => t.startsWith('export '));
      s.write('src/index.ts', `${statement};\n`);
      s.files('vue-register', { as: 'modern.config.ts' });
      const [args] = modernCommands(s.block('vue-watch').block.code);
      const css = () => (s.exists('dist/index.css') ? s.read('dist/index.css') : '');
      const OLD = '#165dff';
      const NEW = '#00b42a';
      let first;
      let afterVue;
      let changedAt;
      const index = saves(s, 'src/index.ts');
      const rebuilt = (since) => index.seen(since) && /File changed: src\/index\.ts[\s\S]*^success Build/m.test(since);
      const run = await watch(s, args, [
        // First a save the watcher must log, so that the silence after the change to the component is not a
        // watcher that is not listening yet.
        { until: /^success Build/m, then: () => { first = css(); index.save(); } },
        { until: rebuilt, then: () => { s.write('src/Counter.vue', COUNTER.replace(OLD, NEW)); changedAt = Date.now(); } },
        // The watcher reports a change of a watched file within a second (the rebuilds around this step show it); wait five.
        { until: () => Date.now() - changedAt > 5000, then: () => { afterVue = css(); index.save(); } },
        { until: rebuilt },
      ]);
      s.check('vue-watch', 'after the first build, a change to src/Counter.vue logs nothing and leaves dist/index.css as it was', ({ paraSpans }) => {
        expect(paraSpans.includes('src/Counter.vue') && paraSpans.includes('dist/index.css'), 'the paragraph no longer names src/Counter.vue and dist/index.css');
        expect(first.includes(OLD), `dist/index.css after the first build:\n${first}`);
        expectEqual('', run.seen[2].trim(), 'what watch mode logged in the 5 s after the change to src/Counter.vue');
        expectEqual(first, afterVue, 'dist/index.css 5 s after the change to src/Counter.vue');
      });
      s.check('vue-watch', 'a change to src/index.ts logs the quoted line and rebuilds, with the changed component', ({ paraSpans }) => {
        const quote = paraSpans.find((t) => t.startsWith('File changed'));
        expect(quote, 'the paragraph no longer quotes the File changed line');
        expect(run.seen[3].includes(quote), `the log after the change to src/index.ts:\n${run.seen[3]}`);
        expect(!/File changed: src\/Counter\.vue/.test(run.output), `watch mode logged a change of src/Counter.vue:\n${run.output}`);
        expect(css().includes(NEW) && !css().includes(OLD), `dist/index.css after the rebuild:\n${css()}`);
      });
    },
  },
  {
    name: 'plugin-vue-caveats',
    page,
    plugins: true,
    marks: ['vue-register', BABEL_PAGE],
    async run(s) {
      project(s);
      s.files('vue-register', { as: 'modern.config.ts' });
      const config = s.read('modern.config.ts');
      // .ts files are parsed as TSX: the angle-bracket assertion of the caveat.
      const { page: en } = s.block('vue-register');
      const assertion = /`(\(<string>raw\)\.length)`/.exec(section(en, 'caveats'))?.[1];
      if (!assertion) throw new Error(`scenario ${s.def.name}: the caveat no longer shows (<string>raw).length`);
      s.write('src/index.ts', `const raw: unknown = 'label';\n\nexport const size = ${assertion};\n`);
      const tsx = await s.modern(['build']);
      edit(s, 'plugins: [moduleTools(), modulePluginVue()]', 'plugins: [moduleTools()]');
      const plain = await s.build();
      s.check('vue-register', 'an angle-bracket assertion in a .ts file stops the build; without the plugin it builds', ({ page: p }) => {
        const text = section(p, 'caveats');
        expect(text.includes('`SyntaxError`') && text.includes('`Unterminated JSX contents`'), 'the caveat no longer names the error');
        expect(tsx.status !== 0 && tsx.output.includes('SyntaxError') && tsx.output.includes('Unterminated JSX contents'), `with the plugin the build exited with ${tsx.status}:\n${tsx.output.slice(0, 1200)}`);
        expect(plain.status === 0 && s.read('dist/index.js').includes('raw.length'), 'without the plugin the file did not build');
      });

      // The name clash: a modulePluginBabel of your own, before or after the Vue plugin, never runs, and no warning is printed.
      s.write('src/index.ts', "export const label = 'plain';\n");
      s.write('babel-recorder.cjs', RECORDER);
      const runs = [];
      for (const order of [['babel', 'vue'], ['vue', 'babel']]) {
        const list = order.map((p) => (p === 'vue' ? 'modulePluginVue()' : "modulePluginBabel({ plugins: ['./babel-recorder.cjs'] })")).join(', ');
        s.write('modern.config.ts', `import { modulePluginBabel } from '@modern-js/plugin-module-babel';\n${config.replace('plugins: [moduleTools(), modulePluginVue()]', `plugins: [moduleTools(), ${list}]`)}`);
        if (!s.read('modern.config.ts').includes(list)) throw new Error(`scenario ${s.def.name}: the page's config no longer registers [moduleTools(), modulePluginVue()]`);
        runs.push({ order, run: await s.build(), seen: s.exists('babel-seen.txt') });
      }
      const clash = (p) => {
        for (const { order, run, seen } of runs) {
          expect(!seen, `with ${order.join(' before ')}, your Babel plugin ran`);
          expect(!/^\s*warn/im.test(run.output), `with ${order.join(' before ')}, the build warned:\n${run.output}`);
        }
        void p;
      };
      s.check('vue-register', 'your own modulePluginBabel is dropped in any position, without a warning', ({ page: p }) => {
        expect(/'babel-plugin'/.test(section(p, 'caveats')), "the caveat no longer names 'babel-plugin'");
        clash(p);
      });
      s.check(BABEL_PAGE, 'with the Vue plugin, your modulePluginBabel is dropped whatever the order, without a warning', ({ page: p }) => {
        expect(section(p, 'caveats').includes('[`modulePluginVue`]'), 'the caveat no longer names modulePluginVue');
        clash(p);
      });
    },
  },
];
