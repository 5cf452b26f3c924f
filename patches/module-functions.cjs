// The module functions of a built chunk: the values of its `{ <module id>: function (module, exports,
// require) {...} }` tables. Shared by eager-module-factories.ts, which puts them in parentheses,
// and by the test that checks the build did (tests/unit/startup-scripts.test.mjs).
const { parse } = require('acorn');

/** @typedef {any} EstreeNode acorn's nodes, walked by their ESTree shapes */

/** @param {string} source @returns {{ id: string, start: number, end: number }[]} */
function moduleFunctions(source) {
  /** @type {{ id: string, start: number, end: number }[]} */
  const found = [];
  /** @param {EstreeNode} node */
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    if (node.type === 'ObjectExpression' && isModuleTable(node)) {
      for (const property of node.properties) found.push({ id: String(property.key.value), start: property.value.start, end: property.value.end });
      return;
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'loc') visit(value);
  };
  visit(parse(source, { ecmaVersion: 'latest', sourceType: 'script' }));
  return found;
}

/** @param {EstreeNode} node */
function isModuleTable(node) {
  return (
    node.properties.length > 0 &&
    node.properties.every(
      (/** @type {EstreeNode} */ property) =>
        property.type === 'Property' &&
        property.key.type === 'Literal' &&
        /^\d+$/.test(String(property.key.value)) &&
        (property.value.type === 'FunctionExpression' || property.value.type === 'ArrowFunctionExpression'),
    )
  );
}

module.exports = { moduleFunctions };
