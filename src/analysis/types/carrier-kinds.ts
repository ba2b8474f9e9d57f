/**
 * The carrier index walk's table of work by node kind (carrier-file-facts.ts): which kinds it only
 * passes through, which reading each other kind may need, which declarations are properties. Made
 * once per TypeScript module, as numbers of that version's `SyntaxKind`.
 */
import type * as ts from 'typescript';

type TypeScript = typeof ts;

/**
 * What the walk does with a node, by kind: a token is passed over (two kinds of token are
 * literals, recorded); any other node's children are walked (`WALK`), and its own reading is the
 * union of what its kind may need — a declared name (`NAMED`), `keyof` keys (`KEYS`), a type
 * assertion (`ASSERTS`), type parameters brought into scope (`SCOPES`), a module that may be
 * tracked (`MODULE`), a `typeof` query (`QUERY`), and in JavaScript a property declared by
 * assignment (`ASSIGNS`). A kind no list below names gets all of them.
 */
export const TOKEN = 0;
export const LITERAL = 1;
export const WALK = 2;
export const NAMED = 4;
export const KEYS = 8;
export const ASSERTS = 16;
export const SCOPES = 32;
export const MODULE = 64;
export const QUERY = 128;
export const ASSIGNS = 256;
export const ALL_WORK = WALK | NAMED | KEYS | ASSERTS | SCOPES | MODULE | QUERY | ASSIGNS;

export type SyntaxKindName = keyof typeof ts.SyntaxKind;

/**
 * The kinds whose nodes the walk only passes through: they declare no name, bring no type
 * parameters into scope, apply no `keyof`, assert no type and open no module — `getDeclaredName`,
 * `enterTypeParameters`, `recordKeys`, `recordAssertion` and the module test find nothing in them.
 * With `KIND_WORK`, the lists say what each listed kind provably needs at most, never what a kind
 * does not: any kind not listed (a JSDoc node, a source file, a kind a later TypeScript adds) is
 * read whole. (In JavaScript, two of them may declare a property: `JS_ASSIGNING_KINDS`.)
 */
const INERT_KINDS: readonly SyntaxKindName[] = [
  // Expressions (a property access and `import.meta` have a `name`, and declare nothing).
  'ArrayLiteralExpression',
  'ObjectLiteralExpression',
  'PropertyAccessExpression',
  'ElementAccessExpression',
  'CallExpression',
  'NewExpression',
  'TaggedTemplateExpression',
  'DeleteExpression',
  'TypeOfExpression',
  'VoidExpression',
  'AwaitExpression',
  'PrefixUnaryExpression',
  'PostfixUnaryExpression',
  'BinaryExpression',
  'ConditionalExpression',
  'TemplateExpression',
  'TemplateSpan',
  'YieldExpression',
  'SpreadElement',
  'OmittedExpression',
  'ExpressionWithTypeArguments',
  'NonNullExpression',
  'SatisfiesExpression',
  'MetaProperty',
  'ComputedPropertyName',
  'QualifiedName',
  'Decorator',
  'SpreadAssignment',
  // Statements and their parts.
  'Block',
  'EmptyStatement',
  'VariableStatement',
  'VariableDeclarationList',
  'ExpressionStatement',
  'IfStatement',
  'DoStatement',
  'WhileStatement',
  'ForStatement',
  'ForInStatement',
  'ForOfStatement',
  'ContinueStatement',
  'BreakStatement',
  'ReturnStatement',
  'WithStatement',
  'SwitchStatement',
  'CaseBlock',
  'CaseClause',
  'DefaultClause',
  'LabeledStatement',
  'ThrowStatement',
  'TryStatement',
  'CatchClause',
  'DebuggerStatement',
  'HeritageClause',
  'ModuleBlock',
  'ImportDeclaration',
  'NamedImports',
  'ExportDeclaration',
  'NamedExports',
  'ExternalModuleReference',
  'ObjectBindingPattern',
  'ArrayBindingPattern',
  // Types (`keyof` is a type operator, read whole).
  'TypeReference',
  'TypeLiteral',
  'ArrayType',
  'TupleType',
  'OptionalType',
  'RestType',
  'UnionType',
  'IntersectionType',
  'ConditionalType',
  'InferType',
  'ParenthesizedType',
  'ThisType',
  'IndexedAccessType',
  'MappedType',
  'LiteralType',
  'ImportType',
  'TemplateLiteralType',
  'TemplateLiteralTypeSpan',
  'TypePredicate',
  // JSX (an attribute has a name, and is read whole).
  'JsxElement',
  'JsxSelfClosingElement',
  'JsxOpeningElement',
  'JsxClosingElement',
  'JsxFragment',
  'JsxOpeningFragment',
  'JsxClosingFragment',
  'JsxAttributes',
  'JsxSpreadAttribute',
  'JsxExpression',
];

/** The kinds that need some of the reading, and what each needs at most. */
const KIND_WORK: readonly (readonly [number, readonly SyntaxKindName[]])[] = [
  // `typeof x`: it may name a parameter of its signature.
  [QUERY, ['TypeQuery']],
  // `x as T`, `<T>x`, and in JavaScript the JSDoc cast `/** @type {T} */ (x)`.
  [ASSERTS, ['AsExpression', 'TypeAssertionExpression', 'ParenthesizedExpression']],
  [KEYS, ['TypeOperator']],
  [NAMED | KEYS, ['VariableDeclaration']],
  [NAMED | KEYS | SCOPES, ['InterfaceDeclaration', 'ClassDeclaration', 'TypeAliasDeclaration']],
  [NAMED | MODULE, ['ModuleDeclaration']],
  [
    NAMED | SCOPES,
    [
      'ClassExpression',
      'FunctionDeclaration',
      'FunctionExpression',
      'ArrowFunction',
      'MethodDeclaration',
      'MethodSignature',
      'Constructor',
      'GetAccessor',
      'SetAccessor',
      'CallSignature',
      'ConstructSignature',
      'IndexSignature',
      'FunctionType',
      'ConstructorType',
    ],
  ],
  [
    NAMED,
    [
      'Parameter',
      'TypeParameter',
      'PropertySignature',
      'PropertyDeclaration',
      'PropertyAssignment',
      'ShorthandPropertyAssignment',
      'BindingElement',
      'EnumDeclaration',
      'EnumMember',
      'ImportEqualsDeclaration',
      'ImportClause',
      'NamespaceImport',
      'ImportSpecifier',
      'NamespaceExport',
      'ExportSpecifier',
      'ExportAssignment',
      'NamedTupleMember',
      'JsxAttribute',
    ],
  ],
];

/** Declarations that are a property of some object: a member, a property of a literal, an export. */
const PROPERTY_KINDS: readonly SyntaxKindName[] = [
  'PropertySignature',
  'PropertyDeclaration',
  'PropertyAssignment',
  'ShorthandPropertyAssignment',
  'MethodDeclaration',
  'MethodSignature',
  'GetAccessor',
  'SetAccessor',
  'EnumMember',
  'ExportSpecifier',
  'NamespaceExport',
  'ExportAssignment',
  'JSDocPropertyTag',
];

/**
 * A set of kinds named in a list, as numbers of the running TypeScript (they differ between
 * versions): the getter makes it once per TypeScript module.
 */
export function kindSet(names: readonly SyntaxKindName[]): (tsModule: TypeScript) => ReadonlySet<ts.SyntaxKind> {
  const byModule = new WeakMap<TypeScript, ReadonlySet<ts.SyntaxKind>>();
  return (tsModule) => {
    let kinds = byModule.get(tsModule);
    if (!kinds) {
      kinds = new Set(names.map((name) => tsModule.SyntaxKind[name]));
      byModule.set(tsModule, kinds);
    }
    return kinds;
  };
}

export const getPropertyKinds = kindSet(PROPERTY_KINDS);

/**
 * In JavaScript, where TypeScript's binder declares a property by an assignment (`this.x = v`,
 * `obj.x = v`, `exports.x = v`) or by a member alone under a JSDoc type (`/** @type {T} *\/ this.x;`):
 * the kinds that hold one, read there only. In TypeScript they declare nothing and are only walked.
 */
const JS_ASSIGNING_KINDS: readonly SyntaxKindName[] = ['BinaryExpression', 'ExpressionStatement'];

/**
 * The work per kind, as numbers of the running TypeScript (they differ between versions), made
 * once per module, for TypeScript and for JavaScript files.
 */
const kindWork = new WeakMap<TypeScript, Uint16Array>();
const javaScriptKindWork = new WeakMap<TypeScript, Uint16Array>();

export function getKindWork(tsModule: TypeScript, javaScript = false): Uint16Array {
  const cache = javaScript ? javaScriptKindWork : kindWork;
  let work = cache.get(tsModule);
  if (work) return work;
  const { SyntaxKind } = tsModule;
  work = new Uint16Array(SyntaxKind.Count).fill(ALL_WORK);
  // Tokens (identifiers, keywords, punctuation) declare nothing and have no children; two are literals.
  work.fill(TOKEN, 0, SyntaxKind.LastToken + 1);
  work[SyntaxKind.StringLiteral] = LITERAL;
  work[SyntaxKind.NoSubstitutionTemplateLiteral] = LITERAL;
  const set = (names: readonly SyntaxKindName[], value: number): void => {
    for (const name of names) {
      const kind = SyntaxKind[name] as number | undefined;
      if (kind !== undefined) work[kind] = value;
    }
  };
  set(INERT_KINDS, WALK);
  for (const [value, names] of KIND_WORK) set(names, WALK | value);
  if (javaScript) set(JS_ASSIGNING_KINDS, WALK | ASSIGNS);
  cache.set(tsModule, work);
  return work;
}
