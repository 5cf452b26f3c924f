// The MDX compiler makes a page body one function that creates every element of the page in one call:
// on api/config/build-config, about five thousand, one unbroken task of the page's hydration. React hydrates in slices and can pause between components,
// never inside one. This loader, run on the compiler's output, moves each level-2 section of the body
// into a component of its own (a function at the module's top level, given the body's local
// variables as props), so React creates and hydrates a section at a time. The HTML is the same.
// Production output only: the development compiler writes other calls, and the dev server renders
// in the browser without hydration anyway.
const { parse } = require('acorn');

/** @typedef {any} EstreeNode acorn's nodes, walked by their ESTree shapes */

/** @param {string} source the compiled MDX module */
function splitIntoSections(source) {
  /** @type {EstreeNode} */
  const program = parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const content = program.body.find((/** @type {EstreeNode} */ node) => node.type === 'FunctionDeclaration' && node.id && node.id.name === '_createMdxContent');
  const result = content && content.body.body[content.body.body.length - 1];
  // return _jsxs(_Fragment, { children: [ ...the blocks of the page ] })
  const call = result && result.type === 'ReturnStatement' ? result.argument : undefined;
  if (!call || call.type !== 'CallExpression' || !isIdentifier(call.callee, '_jsxs') || !isIdentifier(call.arguments[0], '_Fragment')) return source;
  const children = call.arguments[1].properties.find((/** @type {EstreeNode} */ property) => property.key && property.key.name === 'children');
  if (!children || children.value.type !== 'ArrayExpression') return source;

  /** @type {EstreeNode[][]} */
  const sections = [];
  for (const block of children.value.elements) {
    if (!sections.length || isHeading2(block)) sections.push([]);
    sections[sections.length - 1].push(block);
  }
  // The sections are made with the module's own `jsx` import; a body without it is left alone.
  if (sections.length < 2 || !/\bjsx as _jsx\b/.test(source)) return source;

  const locals = `{ ${[...content.params.flatMap(names), ...content.body.body.flatMap(declaredNames)].join(', ')} }`;
  const body = sections.map((_, index) => `_jsx(_createMdxSection${index}, ${locals})`).join(', ');
  const functions = sections.map(
    (blocks, index) =>
      `function _createMdxSection${index}(${locals}) {\n  return _jsxs(_Fragment, { children: [${source.slice(blocks[0].start, blocks[blocks.length - 1].end)}] });\n}`,
  );
  const array = children.value;
  return `${source.slice(0, array.start)}[${body}]${source.slice(array.end)}\n${functions.join('\n')}\n`;
}

/** @param {EstreeNode} node @param {string} name */
function isIdentifier(node, name) {
  return !!node && node.type === 'Identifier' && node.name === name;
}

/** _jsx(_components.h2, ...) or _jsxs(_components.h2, ...) @param {EstreeNode} node */
function isHeading2(node) {
  const type = node && node.type === 'CallExpression' ? node.arguments[0] : undefined;
  return !!type && type.type === 'MemberExpression' && isIdentifier(type.object, '_components') && isIdentifier(type.property, 'h2');
}

/** @param {EstreeNode} statement @returns {string[]} */
function declaredNames(statement) {
  return statement.type === 'VariableDeclaration' ? statement.declarations.flatMap((/** @type {EstreeNode} */ declaration) => names(declaration.id)) : [];
}

/** @param {EstreeNode} pattern @returns {string[]} */
function names(pattern) {
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name];
    case 'ObjectPattern':
      return pattern.properties.flatMap((/** @type {EstreeNode} */ property) => names(property.type === 'RestElement' ? property.argument : property.value));
    case 'ArrayPattern':
      return pattern.elements.filter(Boolean).flatMap(names);
    case 'AssignmentPattern':
      return names(pattern.left);
    case 'RestElement':
      return names(pattern.argument);
    default:
      return [];
  }
}

/** @param {string} source */
module.exports = function mdxSectionsLoader(source) {
  const split = splitIntoSections(source);
  if (split !== source) module.exports.onSplit(1);
  return split;
};
module.exports.splitIntoSections = splitIntoSections;
/** Told of each page body split (the patch's build-time check counts them). @type {(count: number) => void} */
module.exports.onSplit = () => {};
