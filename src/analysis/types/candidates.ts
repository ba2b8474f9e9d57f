/**
 * Which values the typed layer asks the checker about — decided from what the file shows about a
 * binding's declaration, never from its name:
 * - `never`: it cannot be an fs function (a local function or class, a type, an enum, a literal,
 *   a fresh object, a primitive-typed parameter or variable);
 * - `computed`: it came out of a call (`const x = f()`, a callback's parameter): its type costs a
 *   signature resolution, and whatever fs function it holds entered the call where it is reported
 *   as an escape. It is asked about only as the root of a chain whose last name a tracked module
 *   exports (`getDeps().readFileSync`);
 * - `ask`: anything else (imports, annotated parameters, aliases of members, globals).
 */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { TSESTree, TSESLint } from '@typescript-eslint/utils';

import { unwrapExpression } from '../syntax/module-values.js';
import { DefinitionType } from '../syntax/definition-types.js';

type Variable = TSESLint.Scope.Variable;
type Definition = TSESLint.Scope.Definition;

export type Verdict = 'ask' | 'computed' | 'never';

/** Where a binding is used: as a value itself (`f(x)`, `x()`), or as the root of `x.a.b`. */
export type Position = 'value' | 'object';

/** Annotations of values that are never a function (`p: string`, `mode: 'r' | 'w'`). */
const PRIMITIVE_TYPE_NODES: ReadonlySet<string> = new Set([
  AST_NODE_TYPES.TSStringKeyword,
  AST_NODE_TYPES.TSNumberKeyword,
  AST_NODE_TYPES.TSBooleanKeyword,
  AST_NODE_TYPES.TSBigIntKeyword,
  AST_NODE_TYPES.TSSymbolKeyword,
  AST_NODE_TYPES.TSVoidKeyword,
  AST_NODE_TYPES.TSUndefinedKeyword,
  AST_NODE_TYPES.TSNullKeyword,
  AST_NODE_TYPES.TSNeverKeyword,
  AST_NODE_TYPES.TSLiteralType,
  AST_NODE_TYPES.TSTemplateLiteralType,
]);

/** Expressions whose value is a primitive: nothing hangs off it. */
const PRIMITIVE_EXPRESSIONS: ReadonlySet<string> = new Set([
  AST_NODE_TYPES.Literal,
  AST_NODE_TYPES.TemplateLiteral,
  AST_NODE_TYPES.BinaryExpression,
  AST_NODE_TYPES.UnaryExpression,
  AST_NODE_TYPES.UpdateExpression,
  AST_NODE_TYPES.MetaProperty,
]);

/** Expressions whose value is not an fs function: a primitive, a fresh object, a local function. */
export const NON_OPERATION_EXPRESSIONS: ReadonlySet<string> = new Set([
  ...PRIMITIVE_EXPRESSIONS,
  AST_NODE_TYPES.ObjectExpression,
  AST_NODE_TYPES.ArrayExpression,
  AST_NODE_TYPES.ArrowFunctionExpression,
  AST_NODE_TYPES.FunctionExpression,
  AST_NODE_TYPES.ClassExpression,
  AST_NODE_TYPES.NewExpression,
  AST_NODE_TYPES.JSXElement,
  AST_NODE_TYPES.JSXFragment,
]);

/** Definitions that never bind an fs function: types, enums, caught errors, local functions. */
const NON_VALUE_DEFINITIONS: ReadonlySet<string> = new Set([
  DefinitionType.FunctionName,
  DefinitionType.TSEnumName,
  DefinitionType.TSEnumMember,
  DefinitionType.Type,
  DefinitionType.CatchClause,
]);

const RANK: Readonly<Record<Verdict, number>> = { never: 0, computed: 1, ask: 2 };

/** The verdict for a resolved variable: the most open one of its definitions. */
export function getVariableVerdict(variable: Variable, position: Position): Verdict {
  let verdict: Verdict = 'never';
  for (const definition of variable.defs) {
    const next = getDefinitionVerdict(definition, variable, position);
    if (RANK[next] > RANK[verdict]) verdict = next;
    if (verdict === 'ask') break;
  }
  return verdict;
}

function getDefinitionVerdict(definition: Definition, variable: Variable, position: Position): Verdict {
  if (NON_VALUE_DEFINITIONS.has(definition.type)) return 'never';
  switch (definition.type) {
    case DefinitionType.ClassName:
    case DefinitionType.TSModuleName:
      // A class or namespace is never an operation itself; its static members may hold one.
      return position === 'value' ? 'never' : 'ask';
    case DefinitionType.ImportBinding:
      return isTypeOnlyImport(definition.node) ? 'never' : 'ask';
    case DefinitionType.Parameter:
      return getParameterVerdict(definition);
    case DefinitionType.Variable:
      return getVariableDefinitionVerdict(definition, variable, position);
    default:
      return 'ask';
  }
}

function isTypeOnlyImport(node: TSESTree.Node): boolean {
  if (node.type === AST_NODE_TYPES.ImportSpecifier && node.importKind === 'type') return true;
  if (node.type === AST_NODE_TYPES.TSImportEqualsDeclaration) return node.importKind === 'type';
  return node.parent?.type === AST_NODE_TYPES.ImportDeclaration && node.parent.importKind === 'type';
}

function getParameterVerdict(definition: Definition): Verdict {
  // The parameter as the function lists it (`{ a }: T`, `x = d`, `private x: T`).
  let parameter: TSESTree.Node = definition.name;
  while (parameter.parent && parameter.parent !== definition.node) parameter = parameter.parent;
  if (parameter.type === AST_NODE_TYPES.TSParameterProperty) parameter = parameter.parameter;
  if (parameter.type === AST_NODE_TYPES.AssignmentPattern) parameter = parameter.left;
  const annotation = (parameter as { typeAnnotation?: TSESTree.TSTypeAnnotation }).typeAnnotation?.typeAnnotation;
  if (annotation) {
    if (parameter !== definition.name) return 'ask';
    return isPrimitiveType(annotation) ? 'never' : 'ask';
  }
  // Unannotated, a function expression's parameter is typed by where the function goes (a call's
  // callback, an object's method): finding that type resolves a signature.
  const fn = definition.node;
  const contextual =
    (fn.type === AST_NODE_TYPES.ArrowFunctionExpression || fn.type === AST_NODE_TYPES.FunctionExpression) &&
    fn.parent.type !== AST_NODE_TYPES.MethodDefinition &&
    fn.parent.type !== AST_NODE_TYPES.VariableDeclarator;
  return contextual ? 'computed' : 'ask';
}

function getVariableDefinitionVerdict(definition: Definition, variable: Variable, position: Position): Verdict {
  const declarator = definition.node;
  if (declarator.type !== AST_NODE_TYPES.VariableDeclarator) return 'ask';
  const annotation = declarator.id.typeAnnotation?.typeAnnotation;
  if (annotation) return declarator.id === definition.name && isPrimitiveType(annotation) ? 'never' : 'ask';
  const loop = declarator.parent.parent;
  const iterated = loop?.type === AST_NODE_TYPES.ForOfStatement || loop?.type === AST_NODE_TYPES.ForInStatement;
  let verdict: Verdict = declarator.init
    ? getInitializerVerdict(declarator.init, declarator.id === definition.name, position)
    : iterated
      ? 'computed'
      : 'never';
  // `let` and `var` may be assigned something else later.
  for (const reference of variable.references) {
    if (verdict === 'ask') break;
    if (!reference.isWrite() || !reference.writeExpr || reference.writeExpr === declarator.init) continue;
    const next = getInitializerVerdict(
      reference.writeExpr,
      reference.identifier.parent?.type === AST_NODE_TYPES.AssignmentExpression,
      position,
    );
    if (RANK[next] > RANK[verdict]) verdict = next;
  }
  return verdict;
}

/** What a binding initialised with `init` may hold; `whole` when it is bound to all of it (no destructuring). */
function getInitializerVerdict(raw: TSESTree.Node, whole: boolean, position: Position): Verdict {
  // `'' as unknown as typeof fs.statSync`: an assertion is a claim about the type, whatever the value under it.
  if (isAsserted(raw)) return 'ask';
  const init = unwrapExpression(raw);
  if (PRIMITIVE_EXPRESSIONS.has(init.type)) return 'never';
  if (whole && position === 'value' && NON_OPERATION_EXPRESSIONS.has(init.type)) return 'never';
  if (init.type === AST_NODE_TYPES.ConditionalExpression) {
    return maxVerdict(
      getInitializerVerdict(init.consequent, whole, position),
      getInitializerVerdict(init.alternate, whole, position),
    );
  }
  if (init.type === AST_NODE_TYPES.LogicalExpression) {
    const right = getInitializerVerdict(init.right, whole, position);
    return init.operator === '&&' ? right : maxVerdict(getInitializerVerdict(init.left, whole, position), right);
  }
  // An instance's members were reported where the class stored them.
  if (init.type === AST_NODE_TYPES.NewExpression) return 'computed';
  return isComputed(getChainRoot(init)) ? 'computed' : 'ask';
}

/** `x as T`, `<T>x`, also behind `!` or `satisfies`. */
function isAsserted(node: TSESTree.Node): boolean {
  let current = node;
  for (;;) {
    switch (current.type) {
      case AST_NODE_TYPES.TSAsExpression:
      case AST_NODE_TYPES.TSTypeAssertion:
        return true;
      case AST_NODE_TYPES.TSNonNullExpression:
      case AST_NODE_TYPES.TSSatisfiesExpression:
        current = current.expression;
        break;
      default:
        return false;
    }
  }
}

function maxVerdict(a: Verdict, b: Verdict): Verdict {
  return RANK[a] >= RANK[b] ? a : b;
}

/** `a` of `a.b.c` (through TypeScript wrappers and `?.`). */
export function getChainRoot(node: TSESTree.Node): TSESTree.Node {
  let root = unwrapExpression(node);
  while (root.type === AST_NODE_TYPES.MemberExpression) root = unwrapExpression(root.object);
  return root;
}

/** A value a call produced: `f()`, `await f()`, `` tag`…` ``, `yield`. `require()` and `import()` are modules, not calls. */
export function isComputed(node: TSESTree.Node): boolean {
  switch (node.type) {
    case AST_NODE_TYPES.CallExpression: {
      const callee = unwrapExpression(node.callee);
      return !(callee.type === AST_NODE_TYPES.Identifier && callee.name === 'require');
    }
    case AST_NODE_TYPES.AwaitExpression: {
      const argument = unwrapExpression(node.argument);
      return argument.type !== AST_NODE_TYPES.ImportExpression && isComputed(argument);
    }
    case AST_NODE_TYPES.TaggedTemplateExpression:
    case AST_NODE_TYPES.YieldExpression:
      return true;
    default:
      return false;
  }
}

function isPrimitiveType(annotation: TSESTree.TypeNode): boolean {
  if (annotation.type === AST_NODE_TYPES.TSUnionType)
    return annotation.types.every((member) => PRIMITIVE_TYPE_NODES.has(member.type));
  return PRIMITIVE_TYPE_NODES.has(annotation.type);
}

/**
 * `this.m` where the class around declares method `m` (an arrow function field counts too). The
 * names are read once per class body, not once per member access.
 */
export class OwnMethods {
  private readonly byBody = new Map<
    TSESTree.ClassBody,
    { readonly instance: Set<string>; readonly static: Set<string> }
  >();

  has(member: TSESTree.MemberExpression): boolean {
    if (member.computed || member.property.type !== AST_NODE_TYPES.Identifier) return false;
    const context = getThisContext(member);
    if (!context || context.parent?.type !== AST_NODE_TYPES.ClassBody) return false;
    const isStatic = context.type === AST_NODE_TYPES.StaticBlock || (context as { static?: boolean }).static === true;
    const names = this.getNames(context.parent);
    return (isStatic ? names.static : names.instance).has(member.property.name);
  }

  private getNames(body: TSESTree.ClassBody): { readonly instance: Set<string>; readonly static: Set<string> } {
    let names = this.byBody.get(body);
    if (names) return names;
    names = { instance: new Set(), static: new Set() };
    for (const element of body.body) {
      if (
        ((element.type === AST_NODE_TYPES.MethodDefinition && element.kind === 'method') ||
          (element.type === AST_NODE_TYPES.PropertyDefinition &&
            (element.value?.type === AST_NODE_TYPES.ArrowFunctionExpression ||
              element.value?.type === AST_NODE_TYPES.FunctionExpression))) &&
        !element.computed &&
        element.key.type === AST_NODE_TYPES.Identifier
      )
        (element.static ? names.static : names.instance).add(element.key.name);
    }
    this.byBody.set(body, names);
    return names;
  }
}

/**
 * What `this` refers to at a node: the nearest non-arrow function (a method's definition stands
 * for its function), class field or static block; the program at top level.
 */
export function getThisContext(node: TSESTree.Node): TSESTree.Node | undefined {
  for (let current = node.parent; current; current = current.parent) {
    switch (current.type) {
      case AST_NODE_TYPES.FunctionExpression:
        if (current.parent.type === AST_NODE_TYPES.MethodDefinition) return current.parent;
        return current;
      case AST_NODE_TYPES.FunctionDeclaration:
      case AST_NODE_TYPES.PropertyDefinition:
      case AST_NODE_TYPES.AccessorProperty:
      case AST_NODE_TYPES.StaticBlock:
      case AST_NODE_TYPES.Program:
        return current;
      default:
        break;
    }
  }
  return undefined;
}
