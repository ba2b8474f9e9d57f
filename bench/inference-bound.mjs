// The inference bound: an ESLint rule that asks the TypeScript checker only for types that no
// declaration states, at the two positions where a typed fs analysis looks for what only types show,
// and does nothing with the answers. The benchmark runs it beside the typed floor and beside
// recommendedTypeChecked (`typed-bound`, `rtc-bound`), so the plugin's typed cost can be read as
// this share plus what the plugin pays above it.
//
// Why these values. Both positions hold a value whose type TypeScript infers (the result of a call
// or `new`, or a variable declared without an annotation and initialised by one), so no index of
// declared types states it; and flow narrowing (a type predicate, `instanceof`, an `asserts`
// function on any reference of the chain) can make such a value an fs value at that position
// whatever its declaration says. The lookups of declared results that tried to skip them were broken
// in review by exactly that; the plugin keeps those cases as tests
// (tests/rules/no-direct-file-access/call-results.test.ts).
//   1. The receiver of a member named like an export of `fs`, `fs/promises` or `path`
//      (`createReader().read(…)`, `const o = make(); o.resolve(…)`): an fs operation when the
//      receiver is an fs module or an object holding one.
//   2. A call's argument bound to a variable initialised by a call or `new` (`const r = pick();
//      use(r)`): an fs function escaping when the value is one.
// `require(…)` initialisers are left out (the syntactic layer reads them), so are annotated
// declarations and parameters.
//
// What it is not: a proof. The plugin's index can clear some of these values soundly (a variable
// whose every initialiser provably holds nothing tracked, by the declarations of what it calls), and
// a cheaper over-approximation of inference than the checker's is conceivable. It is what a design
// that asks the checker for these values pays, and the share of the plugin's typed cost that
// recommendedTypeChecked already pays for it.
import fs from 'node:fs';
import path from 'node:path';

const fsNames = new Set([...Object.keys(fs), ...Object.keys(fs.promises), ...Object.keys(path)]);

/** The expression under `await` and `!`. */
function skipWrappers(node) {
  let current = node;
  while (current.type === 'AwaitExpression' || current.type === 'TSNonNullExpression')
    current = current.type === 'AwaitExpression' ? current.argument : current.expression;
  return current;
}

function isRequire(node) {
  return node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === 'require';
}

function isComputedValue(node) {
  return (node.type === 'CallExpression' && !isRequire(node)) || node.type === 'NewExpression';
}

/** The declarator of the variable `identifier` names (looked up by name, scope by scope). */
function getDeclarator(sourceCode, identifier) {
  for (let scope = sourceCode.getScope(identifier); scope; scope = scope.upper) {
    const variable = scope.set.get(identifier.name);
    if (!variable) continue;
    const definition = variable.defs[0];
    return definition?.type === 'Variable' ? definition.node : undefined;
  }
  return undefined;
}

/** A declarator whose type TypeScript infers from an initialiser the syntactic layer cannot read. */
function isInferred(declarator, initialiser) {
  return (
    declarator !== undefined &&
    declarator.id.type === 'Identifier' &&
    !declarator.id.typeAnnotation &&
    declarator.init !== null &&
    initialiser(skipWrappers(declarator.init))
  );
}

function isInferredReceiver(sourceCode, object) {
  let root = skipWrappers(object);
  while (root.type === 'MemberExpression') root = skipWrappers(root.object);
  if (isComputedValue(root)) return true;
  return root.type === 'Identifier' && isInferred(getDeclarator(sourceCode, root), (init) => !isRequire(init));
}

export const inferenceBound = {
  meta: { type: 'problem', schema: [], docs: { description: 'asks the checker what only inference can answer' } },
  create(context) {
    const { sourceCode } = context;
    const services = sourceCode.parserServices;
    if (!services?.program) return {};
    const checker = services.program.getTypeChecker();
    const ask = (node) => checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(node));
    return {
      MemberExpression(node) {
        if (node.computed || node.property.type !== 'Identifier' || !fsNames.has(node.property.name)) return;
        if (isInferredReceiver(sourceCode, node.object)) ask(node.object);
      },
      'CallExpression > Identifier.arguments'(node) {
        if (isInferred(getDeclarator(sourceCode, node), isComputedValue)) ask(node);
      },
    };
  },
};
