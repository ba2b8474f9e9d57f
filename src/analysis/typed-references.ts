/**
 * The typed layer: uses of a value — calls, `new`, `.call`/`.apply`, values that escape — that
 * the TypeScript checker resolves to a declaration of a tracked module (Node's fs modules, `path`,
 * a configured fs or watcher library). It sees what a file alone cannot: barrels and wrapper
 * modules, parameters typed `typeof import('fs')`, dependency objects, renamed destructuring,
 * spread copies, class fields holding the module, exports of other files.
 *
 * What decides is the declaration the checker finds for the value (typed-declarations.ts), never
 * the local name. Cheapness comes from choosing what to ask:
 * - only a value in a position that uses it (callee, `.call`/`.apply`, escape — `classifyUse`);
 * - not a value the syntactic layer already follows, nor one whose declaration in this file shows
 *   it cannot be an operation (a local function or class, a literal, a primitive-typed parameter,
 *   `this.m()` where the class declares method `m`);
 * - a chain `a.b.c` is followed through declared types (symbol of `a`, then properties), which
 *   needs no control-flow analysis; a variable's symbol is looked up once, however often it is used;
 * - only a chain that starts at a call or other computed value (`getFs().readFile`) is filtered by
 *   name — names the tracked modules export, read from their declarations — because following it
 *   costs a signature resolution; its value entered the call where the syntactic or typed layer
 *   reports it as an escape.
 */
import { AST_NODE_TYPES, ASTUtils, TSESLint, type ParserServicesWithTypeInformation, type TSESTree } from '@typescript-eslint/utils';
import type * as ts from 'typescript';

import { knownOperationNames, watcherLibraryOperations } from './fs-api.js';
import { classifyUse, type ModuleReference } from './module-references.js';
import { unwrapExpression, type MemberValue, type ModuleValues } from './module-values.js';
import { DeclarationClassifier, getTypeScript, type DeclarationInfo, type TypedSettings } from './typed-declarations.js';

export { getTypeScript, type TypedSettings };

const { DefinitionType } = TSESLint.Scope;
type Variable = TSESLint.Scope.Variable;
type Definition = TSESLint.Scope.Definition;

/** `classifyUse` only looks at where a value is; what the value is comes from the checker. */
const ANY_MEMBER: MemberValue = { kind: 'member', family: 'fs', builtin: true, name: undefined, display: '' };

/** Names asked about in chains that start at a call, whatever the program declares. */
const BASE_CANDIDATE_NAMES: readonly string[] = [...knownOperationNames, ...watcherLibraryOperations, 'resolve'];

/** Per program and settings: the names the tracked modules export, read once from their declarations. */
const exportedNamesCache = new WeakMap<ts.Program, Map<string, ReadonlySet<string>>>();

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

/** Expressions whose value is never a function (nor holds one, for literals of primitives). */
const PRIMITIVE_EXPRESSIONS: ReadonlySet<string> = new Set([
  AST_NODE_TYPES.Literal,
  AST_NODE_TYPES.TemplateLiteral,
  AST_NODE_TYPES.BinaryExpression,
  AST_NODE_TYPES.UnaryExpression,
  AST_NODE_TYPES.UpdateExpression,
]);

/** Expressions whose value is not an fs function: a primitive, a fresh object, a local function. */
const NON_OPERATION_EXPRESSIONS: ReadonlySet<string> = new Set([
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

/** Definitions that never bind an fs function: declarations the file makes, types, caught errors. */
const NON_VALUE_DEFINITIONS: ReadonlySet<string> = new Set([
  DefinitionType.FunctionName,
  DefinitionType.TSEnumName,
  DefinitionType.TSEnumMember,
  DefinitionType.Type,
  DefinitionType.CatchClause,
]);

export class TypedResolver {
  private readonly ts = getTypeScript();
  private readonly checker: ts.TypeChecker;
  private readonly classifier: DeclarationClassifier;
  private candidateNames: ReadonlySet<string> | undefined;
  /** The symbol of each variable (or global name), looked up once. */
  private readonly variableSymbols = new Map<Variable | string, ts.Symbol | null>();

  constructor(
    private readonly services: ParserServicesWithTypeInformation,
    private readonly settings: TypedSettings,
    private readonly values: ModuleValues,
  ) {
    this.checker = services.program.getTypeChecker();
    this.classifier = new DeclarationClassifier(this.ts, this.checker, settings);
  }

  /**
   * The references only types can see, in the order of `nodes` (every node of the file, in source
   * order). Nodes in `reported` — found by the syntactic layer — are not reported again.
   */
  getReferences(nodes: readonly TSESTree.Node[], reported: ReadonlySet<TSESTree.Node>): ModuleReference[] {
    const references: ModuleReference[] = [];
    const done = new Set(reported);
    for (const node of nodes) {
      if (node.type === AST_NODE_TYPES.ExportSpecifier) {
        const reexport = done.has(node) ? undefined : this.resolveReexport(node);
        if (reexport) references.push(reexport);
        continue;
      }
      // An identifier that reads no variable (a key, a declared name, a re-exported name) holds no value.
      if (!isOrigin(node) || (node.type === AST_NODE_TYPES.Identifier && !this.values.getReference(node))) continue;
      const use = classifyUse(node, ANY_MEMBER);
      if (!use || done.has(use.node) || !this.isCandidate(node)) continue;
      const info = this.resolveValue(node);
      if (!info || isInAmbientContext(node)) continue;
      done.add(use.node);
      references.push({ ...use, family: info.family, builtin: info.builtin, name: info.name, display: info.display, layer: 'types' });
    }
    return references;
  }

  /** `export { readFileSync as read } from './barrel.js'`: an operation handed to other files. */
  private resolveReexport(specifier: TSESTree.ExportSpecifier): ModuleReference | undefined {
    const declaration = specifier.parent;
    if (declaration.type !== AST_NODE_TYPES.ExportNamedDeclaration || !declaration.source) return undefined;
    if (declaration.exportKind === 'type' || specifier.exportKind === 'type' || isInAmbientContext(specifier)) return undefined;
    const tsNode = this.getTsNode(specifier);
    if (!tsNode || !this.ts.isExportSpecifier(tsNode)) return undefined;
    const symbol = this.checker.getExportSpecifierLocalTargetSymbol(tsNode);
    const info = symbol && this.classifier.classifyValueSymbol(symbol);
    if (!info) return undefined;
    return { family: info.family, builtin: info.builtin, name: info.name, display: info.display, node: specifier, form: 'escape', layer: 'types' };
  }

  // ---- candidates: which nodes are worth a question to the checker -------------------------

  private isCandidate(node: TSESTree.Node): boolean {
    switch (node.type) {
      case AST_NODE_TYPES.Identifier:
        return this.values.getTrackedValue(node) === undefined && this.mayHoldOperation(node);
      case AST_NODE_TYPES.MemberExpression:
        return this.isCandidateMember(node);
      case AST_NODE_TYPES.CallExpression: {
        // `x.bind(…)`: the bound function is `x` again.
        const callee = unwrapExpression(node.callee) as TSESTree.MemberExpression;
        const bound = unwrapExpression(callee.object);
        return isOrigin(bound) && this.isCandidate(bound);
      }
      default:
        return false;
    }
  }

  private isCandidateMember(member: TSESTree.MemberExpression): boolean {
    let root = unwrapExpression(member.object);
    while (root.type === AST_NODE_TYPES.MemberExpression) root = unwrapExpression(root.object);
    switch (root.type) {
      case AST_NODE_TYPES.Identifier:
        // A chain from a module the syntactic layer tracks is followed there, operation or not.
        return this.values.getTrackedValue(root) === undefined && this.mayHoldObject(root);
      case AST_NODE_TYPES.ThisExpression:
        return !(unwrapExpression(member.object) === root && isOwnMethod(member));
      case AST_NODE_TYPES.Super:
        return true;
      default:
        if (NON_OPERATION_EXPRESSIONS.has(root.type) || root.type === AST_NODE_TYPES.MetaProperty) return false;
        return this.hasCandidateName(member);
    }
  }

  private hasCandidateName(member: TSESTree.MemberExpression): boolean {
    const name = this.getKeyName(member);
    return name !== undefined && this.getCandidateNames().has(name);
  }

  private getCandidateNames(): ReadonlySet<string> {
    if (this.candidateNames) return this.candidateNames;
    const { program } = this.services;
    const key = JSON.stringify([this.settings.fsModules, this.settings.watcherModules]);
    let byProgram = exportedNamesCache.get(program);
    if (!byProgram) {
      byProgram = new Map();
      exportedNamesCache.set(program, byProgram);
    }
    let exported = byProgram.get(key);
    if (!exported) {
      exported = this.classifier.getExportedNames(program);
      byProgram.set(key, exported);
    }
    this.candidateNames = new Set([...BASE_CANDIDATE_NAMES, ...(this.settings.pathFunctions ?? []), ...exported]);
    return this.candidateNames;
  }

  /** Whether an identifier, used as a value, may be an fs function (as far as this file shows). */
  private mayHoldOperation(identifier: TSESTree.Identifier): boolean {
    const variable = this.values.getReference(identifier)?.resolved;
    if (!variable || variable.defs.length === 0) return true;
    return variable.defs.some((definition) => {
      if (NON_VALUE_DEFINITIONS.has(definition.type) || definition.type === DefinitionType.ClassName) return false;
      if (definition.type === DefinitionType.TSModuleName) return false;
      return this.mayDefinitionHold(definition, variable, NON_OPERATION_EXPRESSIONS);
    });
  }

  /** Whether an identifier at the root of `a.b.c` may hold an object with an fs function in it. */
  private mayHoldObject(identifier: TSESTree.Identifier): boolean {
    const variable = this.values.getReference(identifier)?.resolved;
    if (!variable || variable.defs.length === 0) return true;
    return variable.defs.some(
      (definition) => !NON_VALUE_DEFINITIONS.has(definition.type) && this.mayDefinitionHold(definition, variable, PRIMITIVE_EXPRESSIONS),
    );
  }

  private mayDefinitionHold(definition: Definition, variable: Variable, excluded: ReadonlySet<string>): boolean {
    switch (definition.type) {
      case DefinitionType.ImportBinding: {
        const { node } = definition;
        if (node.type === AST_NODE_TYPES.ImportSpecifier && node.importKind === 'type') return false;
        const declaration = node.parent;
        return !(declaration?.type === AST_NODE_TYPES.ImportDeclaration && declaration.importKind === 'type') &&
          !(node.type === AST_NODE_TYPES.TSImportEqualsDeclaration && node.importKind === 'type');
      }
      case DefinitionType.Parameter:
        return !isPrimitiveAnnotated(definition.name);
      case DefinitionType.Variable: {
        if (isPrimitiveAnnotated(definition.name)) return false;
        const declarator = definition.node;
        if (declarator.type !== AST_NODE_TYPES.VariableDeclarator || declarator.id !== definition.name) return true;
        if (!declarator.init || !excluded.has(unwrapExpression(declarator.init).type)) return true;
        // `let` and `var` may be assigned something else later.
        return variable.references.some(
          (reference) => reference.isWrite() && reference.writeExpr !== declarator.init &&
            !(reference.writeExpr && excluded.has(unwrapExpression(reference.writeExpr).type)),
        );
      }
      default:
        return true;
    }
  }

  // ---- resolution: the declaration the checker finds ----------------------------------------

  private resolveValue(node: TSESTree.Node): DeclarationInfo | undefined {
    if (node.type === AST_NODE_TYPES.CallExpression) {
      const callee = unwrapExpression(node.callee) as TSESTree.MemberExpression;
      return this.resolveValue(unwrapExpression(callee.object));
    }
    const symbol =
      node.type === AST_NODE_TYPES.Identifier
        ? this.getIdentifierSymbol(node)
        : node.type === AST_NODE_TYPES.MemberExpression
          ? this.getMemberSymbol(node)
          : undefined;
    return symbol ? this.classifier.classifyValueSymbol(symbol) : undefined;
  }

  private getTsNode(node: TSESTree.Node): ts.Node | undefined {
    // Parsers that embed TypeScript (Vue, Svelte, Astro) can hand over nodes the map does not know.
    return this.services.esTreeNodeToTSNodeMap.get(node);
  }

  /**
   * A variable's symbol, from its declaration (so a shorthand property or an export specifier
   * reads the same as any other reference), asked once per variable; a global's once per name.
   */
  private getIdentifierSymbol(identifier: TSESTree.Identifier): ts.Symbol | undefined {
    const variable = this.values.getReference(identifier)?.resolved;
    const declared = variable && variable.defs.length > 0 ? variable.defs[0]?.name : undefined;
    const key = declared && variable ? variable : identifier.name;
    const cached = this.variableSymbols.get(key);
    if (cached !== undefined) return cached ?? undefined;
    let symbol: ts.Symbol | undefined;
    const tsNode = this.getTsNode(declared ?? identifier);
    if (tsNode) {
      symbol =
        !declared && this.ts.isShorthandPropertyAssignment(tsNode.parent)
          ? this.checker.getShorthandAssignmentValueSymbol(tsNode.parent)
          : this.checker.getSymbolAtLocation(tsNode);
    }
    // A global looked up from a shorthand or another odd place is not cached under its name.
    if (declared || (tsNode && this.ts.isExpression(tsNode.parent) && !this.ts.isShorthandPropertyAssignment(tsNode.parent))) {
      this.variableSymbols.set(key, symbol ?? null);
    }
    return symbol;
  }

  /** The property `a.b` reads, found in the declared type of `a` (no control-flow analysis). */
  private getMemberSymbol(member: TSESTree.MemberExpression): ts.Symbol | undefined {
    if (member.property.type === AST_NODE_TYPES.PrivateIdentifier) {
      const tsNode = this.getTsNode(member.property);
      return tsNode && this.checker.getSymbolAtLocation(tsNode);
    }
    const name = this.getKeyName(member);
    if (name === undefined) return undefined;
    const objectType = this.getExpressionType(member.object);
    if (!objectType) return undefined;
    const target = this.checker.getApparentType(this.checker.getNonNullableType(objectType));
    return this.checker.getPropertyOfType(target, name);
  }

  private getExpressionType(expression: TSESTree.Node): ts.Type | undefined {
    switch (expression.type) {
      case AST_NODE_TYPES.Identifier: {
        const symbol = this.getIdentifierSymbol(expression);
        if (!symbol) return undefined;
        const target = symbol.flags & this.ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
        return this.checker.getTypeOfSymbol(target);
      }
      case AST_NODE_TYPES.MemberExpression: {
        const symbol = this.getMemberSymbol(expression);
        return symbol && this.checker.getTypeOfSymbol(symbol);
      }
      case AST_NODE_TYPES.TSNonNullExpression:
      case AST_NODE_TYPES.ChainExpression:
      case AST_NODE_TYPES.TSSatisfiesExpression:
      case AST_NODE_TYPES.TSInstantiationExpression:
        return this.getExpressionType(expression.expression);
      case AST_NODE_TYPES.TSAsExpression:
      case AST_NODE_TYPES.TSTypeAssertion: {
        const typeNode = this.getTsNode(expression.typeAnnotation);
        return typeNode && this.checker.getTypeFromTypeNode(typeNode as ts.TypeNode);
      }
      default: {
        const tsNode = this.getTsNode(expression);
        return tsNode && this.checker.getTypeAtLocation(tsNode);
      }
    }
  }

  /** `a.b` → `b`; `a['b']`, `a[0]`, `a[k]` with `k` of a literal type → that literal. */
  private getKeyName(member: TSESTree.MemberExpression): string | undefined {
    const { property } = member;
    if (!member.computed) return property.type === AST_NODE_TYPES.Identifier ? property.name : undefined;
    const literal = ASTUtils.getStringIfConstant(property);
    if (literal !== null) return literal;
    const tsNode = this.getTsNode(property);
    if (!tsNode) return undefined;
    const type = this.checker.getTypeAtLocation(tsNode);
    return type.isStringLiteral() || type.isNumberLiteral() ? String(type.value) : undefined;
  }
}

/** A node that holds a value on its own: an identifier, a member access, or `x.bind(…)`. */
function isOrigin(node: TSESTree.Node): node is TSESTree.Identifier | TSESTree.MemberExpression | TSESTree.CallExpression {
  if (node.type === AST_NODE_TYPES.Identifier || node.type === AST_NODE_TYPES.MemberExpression) return true;
  if (node.type !== AST_NODE_TYPES.CallExpression) return false;
  const callee = unwrapExpression(node.callee);
  return callee.type === AST_NODE_TYPES.MemberExpression && ASTUtils.getPropertyName(callee) === 'bind';
}

/** Inside `declare module`, `declare global` or `declare namespace`: describes types, never runs. */
function isInAmbientContext(node: TSESTree.Node): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === AST_NODE_TYPES.TSModuleDeclaration && current.declare) return true;
  }
  return false;
}

function isPrimitiveAnnotated(name: TSESTree.Node): boolean {
  const annotation = (name as { typeAnnotation?: TSESTree.TSTypeAnnotation }).typeAnnotation?.typeAnnotation;
  if (!annotation) return false;
  if (annotation.type === AST_NODE_TYPES.TSUnionType) return annotation.types.every((member) => PRIMITIVE_TYPE_NODES.has(member.type));
  return PRIMITIVE_TYPE_NODES.has(annotation.type);
}

/** `this.m` where the class around declares method `m` (an arrow function field counts too). */
function isOwnMethod(member: TSESTree.MemberExpression): boolean {
  if (member.computed || member.property.type !== AST_NODE_TYPES.Identifier) return false;
  const name = member.property.name;
  let isStatic = false;
  let current: TSESTree.Node | undefined = member.parent;
  let classBody: TSESTree.ClassBody | undefined;
  while (current && !classBody) {
    if (current.type === AST_NODE_TYPES.FunctionDeclaration) return false;
    if (current.type === AST_NODE_TYPES.FunctionExpression && current.parent.type !== AST_NODE_TYPES.MethodDefinition) return false;
    if (
      (current.type === AST_NODE_TYPES.MethodDefinition ||
        current.type === AST_NODE_TYPES.PropertyDefinition ||
        current.type === AST_NODE_TYPES.StaticBlock) &&
      current.parent.type === AST_NODE_TYPES.ClassBody
    ) {
      isStatic = current.type === AST_NODE_TYPES.StaticBlock || current.static;
      classBody = current.parent;
    }
    current = current.parent;
  }
  return (
    classBody?.body.some(
      (element) =>
        ((element.type === AST_NODE_TYPES.MethodDefinition && element.kind === 'method') ||
          (element.type === AST_NODE_TYPES.PropertyDefinition &&
            (element.value?.type === AST_NODE_TYPES.ArrowFunctionExpression || element.value?.type === AST_NODE_TYPES.FunctionExpression))) &&
        !element.computed &&
        element.static === isStatic &&
        element.key.type === AST_NODE_TYPES.Identifier &&
        element.key.name === name,
    ) ?? false
  );
}
