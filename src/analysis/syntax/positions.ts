/**
 * The fence's one list of positions: where a tracked value (a module object, an operation, the
 * promise of `import()`) provably stays in the file. It fails closed by construction: every node
 * type of the parser is listed (the mapped type below does not compile otherwise), a position
 * nobody proved safe is an escape, and a node type a future parser adds is an escape too.
 */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { TSESTree } from '@typescript-eslint/utils';

import { STORING_OPERATORS } from './expressions.js';

/**
 * - `stays`: the value is consumed here (a test, `typeof`, a key, a statement) or followed
 *   elsewhere (a member read, a call, a local alias or destructuring);
 * - `escapes`: the value reaches code the file cannot follow, and is reported here;
 * - `passes`: the parent's value is the child's (`as`, `await`, `a ?? b`, `x = v`): decide at the parent.
 */
export type Position = 'stays' | 'escapes' | 'passes';

type NodeOf<T extends AST_NODE_TYPES> = Extract<TSESTree.Node, { type: T }>;
type Decide<T extends AST_NODE_TYPES> = Position | ((parent: NodeOf<T>, child: TSESTree.Node) => Position);

/** A node that holds no expression of its own: if a value is ever found under it, it escapes. */
const NO_EXPRESSION: Position = 'escapes';
/** A type-level position (`typeof fs`, `implements x.Y`): nothing runs. */
const TYPE_ONLY: Position = 'stays';

/** The key of a member, property or field: converted to a property key, never stored. */
function keyOrEscape(parent: { readonly key: TSESTree.Node }, child: TSESTree.Node): Position {
  return parent.key === child ? 'stays' : 'escapes';
}

function isExportedDeclarator(declarator: TSESTree.VariableDeclarator): boolean {
  return declarator.parent.parent.type === AST_NODE_TYPES.ExportNamedDeclaration;
}

/**
 * Whether a default value belongs to a function's parameter (directly, in a parameter property,
 * or inside a destructured parameter), as opposed to a local destructuring the file follows.
 */
export function isParameterDefault(pattern: TSESTree.AssignmentPattern): boolean {
  let current: TSESTree.Node = pattern;
  let parent = current.parent;
  // A pattern is only ever the left side of an AssignmentPattern and the value of a Property.
  while (
    parent &&
    (parent.type === AST_NODE_TYPES.ObjectPattern ||
      parent.type === AST_NODE_TYPES.ArrayPattern ||
      parent.type === AST_NODE_TYPES.RestElement ||
      parent.type === AST_NODE_TYPES.AssignmentPattern ||
      parent.type === AST_NODE_TYPES.Property)
  ) {
    current = parent;
    parent = current.parent;
  }
  if (!parent) return false;
  if (parent.type === AST_NODE_TYPES.TSParameterProperty) return true;
  return (
    (parent.type === AST_NODE_TYPES.FunctionDeclaration ||
      parent.type === AST_NODE_TYPES.FunctionExpression ||
      parent.type === AST_NODE_TYPES.ArrowFunctionExpression ||
      parent.type === AST_NODE_TYPES.TSDeclareFunction ||
      parent.type === AST_NODE_TYPES.TSEmptyBodyFunctionExpression) &&
    (parent.params as readonly TSESTree.Node[]).includes(current)
  );
}

/** `import disk = fs.promises`: a namespace alias the file does not follow. */
function isInImportEquals(name: TSESTree.TSQualifiedName): boolean {
  let current: TSESTree.Node = name;
  while (current.parent?.type === AST_NODE_TYPES.TSQualifiedName) current = current.parent;
  return current.parent?.type === AST_NODE_TYPES.TSImportEqualsDeclaration;
}

/**
 * Where a value sits, by its parent's node type. Calls, members and assignments are refined by
 * the callers (`module-references.ts`), which know what the value is; this table is the default
 * that holds everywhere else.
 */
export const POSITIONS: { readonly [T in AST_NODE_TYPES]: Decide<T> } = {
  // ---- where the value stays or is followed ----
  [AST_NODE_TYPES.BinaryExpression]: 'stays', // a primitive: equality, `in`, `instanceof`, arithmetic
  [AST_NODE_TYPES.UnaryExpression]: 'stays', // `typeof`, `void`, `!`, `delete fs.x`
  [AST_NODE_TYPES.UpdateExpression]: 'stays',
  [AST_NODE_TYPES.ExpressionStatement]: 'stays',
  [AST_NODE_TYPES.IfStatement]: 'stays',
  [AST_NODE_TYPES.WhileStatement]: 'stays',
  [AST_NODE_TYPES.DoWhileStatement]: 'stays',
  [AST_NODE_TYPES.ForStatement]: 'stays', // init, test and update discard or test the value
  [AST_NODE_TYPES.ForInStatement]: 'stays', // keys only; the left side is a target
  [AST_NODE_TYPES.SwitchStatement]: 'stays',
  [AST_NODE_TYPES.SwitchCase]: 'stays',
  [AST_NODE_TYPES.ArrayPattern]: 'stays', // `[fs.x] = list`: a target, not a read
  [AST_NODE_TYPES.ObjectPattern]: 'stays',
  [AST_NODE_TYPES.RestElement]: 'stays',
  // A call's callee is refined by the caller; an argument is handed to the callee.
  [AST_NODE_TYPES.CallExpression]: (parent, child) => (parent.callee === child ? 'stays' : 'escapes'),
  [AST_NODE_TYPES.NewExpression]: (parent, child) => (parent.callee === child ? 'stays' : 'escapes'),
  [AST_NODE_TYPES.TaggedTemplateExpression]: (parent, child) => (parent.tag === child ? 'stays' : 'escapes'),
  // A member read is followed; a computed key becomes a string.
  [AST_NODE_TYPES.MemberExpression]: 'stays',
  // `import(fs.x)` converts the specifier to a string; the options object is read by the loader.
  [AST_NODE_TYPES.ImportExpression]: (parent, child) => (parent.source === child ? 'stays' : 'escapes'),
  // A template converts its substitutions to strings, unless a tag receives them as they are.
  [AST_NODE_TYPES.TemplateLiteral]: (parent) =>
    parent.parent.type === AST_NODE_TYPES.TaggedTemplateExpression && parent.parent.quasi === parent
      ? 'escapes'
      : 'stays',
  [AST_NODE_TYPES.VariableDeclarator]: (parent, child) => {
    if (parent.init !== child) return 'stays';
    // A local name is followed to its uses; an exported pattern is reported at the names it declares.
    return parent.id.type === AST_NODE_TYPES.Identifier && isExportedDeclarator(parent) ? 'escapes' : 'stays';
  },
  [AST_NODE_TYPES.AssignmentPattern]: (parent, child) => {
    if (parent.left === child) return 'stays';
    // `function read(p, impl = fs.readFileSync)`: whoever calls without `impl` gets the operation.
    return isParameterDefault(parent) ? 'escapes' : 'stays';
  },
  [AST_NODE_TYPES.AssignmentExpression]: (parent, child) => {
    if (parent.left === child) return 'stays';
    if (!STORING_OPERATORS.has(parent.operator)) return 'stays'; // `x += fs` is a string
    // Stored in an object: it leaves. Stored in a name or pattern: followed there, and the
    // assignment's own value is the stored one (`use((read = fs.readFileSync))`).
    return parent.left.type === AST_NODE_TYPES.MemberExpression ? 'escapes' : 'passes';
  },
  [AST_NODE_TYPES.Property]: (parent, child) => {
    if (parent.key === child) return 'stays';
    return parent.parent.type === AST_NODE_TYPES.ObjectExpression ? 'escapes' : 'stays';
  },
  [AST_NODE_TYPES.SequenceExpression]: (parent, child) => (parent.expressions.at(-1) === child ? 'passes' : 'stays'),
  [AST_NODE_TYPES.ConditionalExpression]: (parent, child) => (parent.test === child ? 'stays' : 'passes'),
  // A function is truthy, so `fn && x` is always `x`: only `||`/`??` hand their left side on.
  [AST_NODE_TYPES.LogicalExpression]: (parent, child) =>
    parent.operator === '&&' && parent.left === child ? 'stays' : 'passes',
  [AST_NODE_TYPES.AwaitExpression]: 'passes',
  [AST_NODE_TYPES.ChainExpression]: 'passes',
  [AST_NODE_TYPES.TSAsExpression]: 'passes',
  [AST_NODE_TYPES.TSNonNullExpression]: 'passes',
  [AST_NODE_TYPES.TSSatisfiesExpression]: 'passes',
  [AST_NODE_TYPES.TSTypeAssertion]: 'passes',
  [AST_NODE_TYPES.TSInstantiationExpression]: 'passes',
  [AST_NODE_TYPES.MethodDefinition]: keyOrEscape,
  [AST_NODE_TYPES.TSAbstractMethodDefinition]: keyOrEscape,
  [AST_NODE_TYPES.TSAbstractPropertyDefinition]: keyOrEscape,
  [AST_NODE_TYPES.TSAbstractAccessorProperty]: keyOrEscape,
  [AST_NODE_TYPES.TSPropertySignature]: keyOrEscape,
  [AST_NODE_TYPES.TSMethodSignature]: keyOrEscape,
  [AST_NODE_TYPES.TSEnumMember]: (parent, child) => (parent.id === child ? 'stays' : 'escapes'),
  [AST_NODE_TYPES.TSTypeQuery]: TYPE_ONLY,
  // `x: Record<…>`: the name of a type, erased before anything runs.
  [AST_NODE_TYPES.TSTypeReference]: TYPE_ONLY,
  [AST_NODE_TYPES.TSClassImplements]: TYPE_ONLY,
  [AST_NODE_TYPES.TSInterfaceHeritage]: TYPE_ONLY,
  [AST_NODE_TYPES.TSQualifiedName]: (parent) => (isInImportEquals(parent) ? 'escapes' : TYPE_ONLY),

  // ---- where the value leaves ----
  [AST_NODE_TYPES.PropertyDefinition]: keyOrEscape, // a field holds it for whoever reads the instance
  [AST_NODE_TYPES.AccessorProperty]: keyOrEscape,
  [AST_NODE_TYPES.ArrowFunctionExpression]: 'escapes', // its one expression is its result
  [AST_NODE_TYPES.ClassDeclaration]: 'escapes', // `class C extends fs.ReadStream {}`
  [AST_NODE_TYPES.ClassExpression]: 'escapes',
  [AST_NODE_TYPES.Decorator]: 'escapes', // called with the class or member
  [AST_NODE_TYPES.ArrayExpression]: 'escapes',
  [AST_NODE_TYPES.SpreadElement]: 'escapes',
  [AST_NODE_TYPES.ReturnStatement]: 'escapes',
  [AST_NODE_TYPES.YieldExpression]: 'escapes',
  [AST_NODE_TYPES.ThrowStatement]: 'escapes',
  [AST_NODE_TYPES.WithStatement]: 'escapes', // its scope hands every member to the names of the body
  [AST_NODE_TYPES.ForOfStatement]: (parent, child) => (parent.left === child ? 'stays' : 'escapes'),
  [AST_NODE_TYPES.ExportDefaultDeclaration]: 'escapes',
  [AST_NODE_TYPES.ExportSpecifier]: 'escapes',
  [AST_NODE_TYPES.TSExportAssignment]: 'escapes',
  [AST_NODE_TYPES.TSImportEqualsDeclaration]: 'escapes', // `import disk = fs`: an alias not followed
  [AST_NODE_TYPES.JSXExpressionContainer]: 'escapes',
  [AST_NODE_TYPES.JSXSpreadAttribute]: 'escapes',
  [AST_NODE_TYPES.JSXSpreadChild]: 'escapes',
  // `<fs.X />`: the JSX factory receives (and calls) the element's name; its closing tag repeats it.
  [AST_NODE_TYPES.JSXOpeningElement]: (parent, child) => (parent.name === child ? 'escapes' : NO_EXPRESSION),
  [AST_NODE_TYPES.JSXClosingElement]: 'stays',
  [AST_NODE_TYPES.JSXMemberExpression]: (parent, child) => (parent.object === child ? 'stays' : NO_EXPRESSION),

  // ---- nodes that hold no expression of their own ----
  [AST_NODE_TYPES.BlockStatement]: NO_EXPRESSION,
  [AST_NODE_TYPES.BreakStatement]: NO_EXPRESSION,
  [AST_NODE_TYPES.CatchClause]: NO_EXPRESSION,
  [AST_NODE_TYPES.ClassBody]: NO_EXPRESSION,
  [AST_NODE_TYPES.ContinueStatement]: NO_EXPRESSION,
  [AST_NODE_TYPES.DebuggerStatement]: NO_EXPRESSION,
  [AST_NODE_TYPES.EmptyStatement]: NO_EXPRESSION,
  [AST_NODE_TYPES.ExportAllDeclaration]: NO_EXPRESSION,
  [AST_NODE_TYPES.ExportNamedDeclaration]: NO_EXPRESSION,
  [AST_NODE_TYPES.FunctionDeclaration]: NO_EXPRESSION,
  [AST_NODE_TYPES.FunctionExpression]: NO_EXPRESSION,
  [AST_NODE_TYPES.Identifier]: NO_EXPRESSION,
  [AST_NODE_TYPES.ImportAttribute]: NO_EXPRESSION,
  [AST_NODE_TYPES.ImportDeclaration]: NO_EXPRESSION,
  [AST_NODE_TYPES.ImportDefaultSpecifier]: NO_EXPRESSION,
  [AST_NODE_TYPES.ImportNamespaceSpecifier]: NO_EXPRESSION,
  [AST_NODE_TYPES.ImportSpecifier]: NO_EXPRESSION,
  [AST_NODE_TYPES.JSXAttribute]: NO_EXPRESSION,
  [AST_NODE_TYPES.JSXClosingFragment]: NO_EXPRESSION,
  [AST_NODE_TYPES.JSXElement]: NO_EXPRESSION,
  [AST_NODE_TYPES.JSXEmptyExpression]: NO_EXPRESSION,
  [AST_NODE_TYPES.JSXFragment]: NO_EXPRESSION,
  [AST_NODE_TYPES.JSXIdentifier]: NO_EXPRESSION,
  [AST_NODE_TYPES.JSXNamespacedName]: NO_EXPRESSION,
  [AST_NODE_TYPES.JSXOpeningFragment]: NO_EXPRESSION,
  [AST_NODE_TYPES.JSXText]: NO_EXPRESSION,
  [AST_NODE_TYPES.LabeledStatement]: NO_EXPRESSION,
  [AST_NODE_TYPES.Literal]: NO_EXPRESSION,
  [AST_NODE_TYPES.MetaProperty]: NO_EXPRESSION,
  [AST_NODE_TYPES.ObjectExpression]: NO_EXPRESSION,
  [AST_NODE_TYPES.PrivateIdentifier]: NO_EXPRESSION,
  [AST_NODE_TYPES.Program]: NO_EXPRESSION,
  [AST_NODE_TYPES.StaticBlock]: NO_EXPRESSION,
  [AST_NODE_TYPES.Super]: NO_EXPRESSION,
  [AST_NODE_TYPES.TemplateElement]: NO_EXPRESSION,
  [AST_NODE_TYPES.ThisExpression]: NO_EXPRESSION,
  [AST_NODE_TYPES.TryStatement]: NO_EXPRESSION,
  [AST_NODE_TYPES.VariableDeclaration]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSAbstractKeyword]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSAnyKeyword]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSArrayType]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSAsyncKeyword]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSBigIntKeyword]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSBooleanKeyword]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSCallSignatureDeclaration]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSConditionalType]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSConstructorType]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSConstructSignatureDeclaration]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSDeclareFunction]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSDeclareKeyword]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSEmptyBodyFunctionExpression]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSEnumBody]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSEnumDeclaration]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSExportKeyword]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSExternalModuleReference]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSFunctionType]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSImportType]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSIndexedAccessType]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSIndexSignature]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSInferType]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSInterfaceBody]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSInterfaceDeclaration]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSIntersectionType]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSIntrinsicKeyword]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSLiteralType]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSMappedType]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSModuleBlock]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSModuleDeclaration]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSNamedTupleMember]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSNamespaceExportDeclaration]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSNeverKeyword]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSNullKeyword]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSNumberKeyword]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSObjectKeyword]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSOptionalType]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSParameterProperty]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSPrivateKeyword]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSProtectedKeyword]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSPublicKeyword]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSReadonlyKeyword]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSRestType]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSStaticKeyword]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSStringKeyword]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSSymbolKeyword]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSTemplateLiteralType]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSThisType]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSTupleType]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSTypeAliasDeclaration]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSTypeAnnotation]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSTypeLiteral]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSTypeOperator]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSTypeParameter]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSTypeParameterDeclaration]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSTypeParameterInstantiation]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSTypePredicate]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSUndefinedKeyword]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSUnionType]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSUnknownKeyword]: NO_EXPRESSION,
  [AST_NODE_TYPES.TSVoidKeyword]: NO_EXPRESSION,
};

/** Where `child`'s value sits under `parent`; a node type the table does not know is an escape. */
export function getPosition(parent: TSESTree.Node, child: TSESTree.Node): Position {
  const decide = (POSITIONS as Readonly<Record<string, Decide<AST_NODE_TYPES> | undefined>>)[parent.type];
  if (decide === undefined) return 'escapes';
  return typeof decide === 'string' ? decide : decide(parent, child);
}

/** The outermost node that holds `node`'s value (climbing `passes` positions), and the position there. */
export function getValuePosition(node: TSESTree.Node): { readonly holder: TSESTree.Node; readonly position: Position } {
  let current = node;
  for (;;) {
    const parent = current.parent;
    if (!parent) return { holder: current, position: 'stays' };
    const position = getPosition(parent, current);
    if (position !== 'passes') return { holder: current, position };
    current = parent;
  }
}
