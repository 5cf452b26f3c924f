// Issue 7: page bodies are split into one component per level-2 section (patches/mdx-sections-loader.cjs)
// so that hydration can pause between them. A reader must see exactly the same page: the split body
// renders the same HTML as the compiler's own, on real pages of both languages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { compile } from '@mdx-js/mdx';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const root = path.resolve(import.meta.dirname, '../..');
const { splitIntoSections } = createRequire(import.meta.url)('../../patches/mdx-sections-loader.cjs');
// Compiled modules import react and @mdx-js/react, so they are written inside the project.
const scratch = fs.mkdtempSync(path.join(root, 'node_modules', '.mdx-sections-'));
test.after(() => fs.rmSync(scratch, { recursive: true, force: true }));

async function load(code, name) {
  const file = path.join(scratch, `${name}.mjs`);
  fs.writeFileSync(file, code);
  return (await import(pathToFileURL(file).href)).default;
}

// Custom components of the pages, drawn as plain elements: only the body's own markup is compared.
const components = new Proxy({}, { get: (_, name) => (typeof name === 'string' && /^[A-Z]/.test(name) ? (props) => createElement('div', { 'data-component': name }, props.children) : undefined) });

for (const page of ['en/api/config/build-config.mdx', 'zh/api/config/build-config.mdx', 'en/guide/intro/getting-started.mdx', 'zh/guide/basic/command-preview.mdx']) {
  test(`${page}: split into sections, it renders the same HTML`, async () => {
    const source = fs.readFileSync(path.join(root, 'docs', page), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '').replace(/ \{#[\w-]+\}$/gm, '');
    const compiled = String(await compile(source, { providerImportSource: '@mdx-js/react', development: false }));
    const split = splitIntoSections(compiled);
    const headings = (compiled.match(/_components\.h2\b/g) ?? []).length;
    assert.equal((split.match(/^function _createMdxSection\d+\(/gm) ?? []).length, headings + 1, 'one section before the first level-2 heading and one per heading');
    const name = page.replace(/\W/g, '_');
    const [before, after] = [await load(compiled, `${name}-whole`), await load(split, `${name}-split`)];
    const html = before === after ? '' : renderToStaticMarkup(createElement(before, { components }));
    assert.ok(html.length > 1000);
    assert.equal(renderToStaticMarkup(createElement(after, { components })), html);
  });
}
