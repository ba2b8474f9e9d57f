/**
 * What a value of the linted file holds, as the checker's declarations say (references.ts asks
 * only about the candidates it chose): a chain `a.b.c` is followed through declared types — the
 * symbol of `a`, then properties, or an index signature or array element where the type declares
 * no such property (`m.x` of a `Record<string, typeof fs>`, `mods[i]` of an `Fs[]`) —, a `const`
 * alias of a chain through the chain, a `let` assigned later through what it is assigned, and in
 * JavaScript a JSDoc type (`/** @type {T} *\/ const a = …`, the cast `/** @type {T} *\/ (x)`) as
 * the declaration's type. No control-flow analysis nor inference, except for a `let` declared
 * without a type or value, whose type only the flow at its use knows.
 */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import * as ASTUtils from '@typescript-eslint/utils/ast-utils';
import type { ParserServicesWithTypeInformation, TSESTree, TSESLint } from '@typescript-eslint/utils';
import type * as ts from 'typescript';

import { DeepMemo } from '../syntax/deep-memo.js';
import { STORING_OPERATORS } from '../syntax/expressions.js';
import { unwrapExpression, type ModuleValues } from '../syntax/module-values.js';
import { getThisContext } from './candidates.js';
import type { DeclarationClassifier, DeclarationInfo } from './declarations.js';
import { getJSDocCastType } from './jsdoc.js';
import { DefinitionType } from '../syntax/definition-types.js';

type TypeScript = typeof ts;
type Variable = TSESLint.Scope.Variable;

/** What a value is known by: the symbol it reads, or only a type (an element behind an index signature). */
type Target = { readonly symbol: ts.Symbol } | { readonly type: ts.Type };

/** The candidate filters of references.ts, which decide what is worth a question. */
export interface ResolutionFilters {
  /** Whether a value assigned to a `let` is one the typed layer would ask about where it stands: the others cannot be fs values. */
  readonly isWorthAsking: (node: TSESTree.Node) => boolean;
  /** Whether a member whose key no one names may read a tracked element behind an index signature. */
  readonly mayIndex: (member: TSESTree.MemberExpression) => boolean;
}

export class ValueResolver {
  /** The target of each variable (or global name), looked up once. */
  /** Per variable (or undeclared name), to any depth of `const` aliases; a cycle of them gives no target. */
  private readonly variableTargets = new DeepMemo<Variable | string, Target | null>(
    (key) => this.computeVariableTarget(key),
    null,
  );
  private readonly namedIdentifiers = new Map<string, TSESTree.Identifier>();
  private readonly thisTypes = new Map<TSESTree.Node, ts.Type>();
  /** What each reassigned `let` may hold by its assignments, once per variable. */
  private readonly assigned = new Map<Variable, DeclarationInfo | null>();
  private readonly assignedCandidates = new Map<Variable, boolean>();
  /** `isReassignedLocal` per variable: it reads every reference of the variable, and each of them asks. */
  private readonly reassigned = new Map<Variable, boolean>();
  /** The `let`s whose assignments are being followed (`a = b; b = a` ends). */
  private readonly following = new Set<Variable>();

  constructor(
    private readonly ts: TypeScript,
    private readonly services: ParserServicesWithTypeInformation,
    private readonly checker: ts.TypeChecker,
    private readonly classifier: DeclarationClassifier,
    private readonly values: ModuleValues,
    private readonly filters: ResolutionFilters,
  ) {}

  getTsNode(node: TSESTree.Node): ts.Node | undefined {
    // Parsers that embed TypeScript (Vue, Svelte, Astro) can hand over nodes the map does not know.
    return this.services.esTreeNodeToTSNodeMap.get(node);
  }

  /** What a value (an identifier, a member, `x.bind(…)`) is, by the declaration the checker finds. */
  resolveValue(node: TSESTree.Node): DeclarationInfo | undefined {
    if (node.type === AST_NODE_TYPES.CallExpression) {
      const callee = unwrapExpression(node.callee) as TSESTree.MemberExpression;
      return this.resolveValue(unwrapExpression(callee.object));
    }
    const cast = this.getCastType(node);
    if (cast) return this.classifier.classifyType(cast);
    if (node.type === AST_NODE_TYPES.Identifier)
      return this.classify(this.getIdentifierTarget(node)) ?? this.resolveAssigned(node);
    return node.type === AST_NODE_TYPES.MemberExpression ? this.classify(this.getMember(node)) : undefined;
  }

  private classify(target: Target | undefined): DeclarationInfo | undefined {
    if (!target) return undefined;
    return 'symbol' in target
      ? this.classifier.classifyValueSymbol(target.symbol)
      : this.classifier.classifyType(target.type);
  }

  /**
   * A `let` or `var` assigned after its declaration (`let f; f = io.readFileSync`): it may hold what
   * any assignment stores, so it is the first tracked one of them (fail closed).
   */
  private resolveAssigned(identifier: TSESTree.Identifier): DeclarationInfo | undefined {
    const variable = this.values.getReference(identifier)?.resolved;
    if (!variable || this.following.has(variable) || !this.isReassignedLocal(variable)) return undefined;
    const known = this.assigned.get(variable);
    if (known !== undefined) return known ?? undefined;
    this.following.add(variable);
    const info = this.followAssignments(variable);
    this.following.delete(variable);
    // An answer found while another `let` is followed may be cut short by the cycle: not kept.
    if (this.following.size === 0) this.assigned.set(variable, info ?? null);
    return info;
  }

  private followAssignments(variable: Variable): DeclarationInfo | undefined {
    for (const source of getStoredValues(variable)) {
      if (!this.filters.isWorthAsking(source)) continue;
      const info = this.resolveValue(source);
      if (info) return info;
    }
    return undefined;
  }

  private isReassignedLocal(variable: Variable): boolean {
    let known = this.reassigned.get(variable);
    if (known === undefined) {
      known = isReassignedLocal(variable);
      this.reassigned.set(variable, known);
    }
    return known;
  }

  /** `x as T`, `<T>x`, or in JavaScript `/** @type {T} *\/ (x)`: an expression whose type is claimed. */
  isAssertion(node: TSESTree.Node): boolean {
    return (
      node.type === AST_NODE_TYPES.TSAsExpression ||
      node.type === AST_NODE_TYPES.TSTypeAssertion ||
      this.getCastType(node) !== undefined
    );
  }

  /**
   * Whether some assignment of a `let` stores a value the typed layer would ask about: only then
   * is its type at a use worth the flow analysis (`let m; m = deps.fs; m.rmSync(p)`).
   */
  private isAssignedCandidate(variable: Variable): boolean {
    let known = this.assignedCandidates.get(variable);
    if (known === undefined) {
      // A cycle of lets assigned from each other (`a = b; b = a`) stores nothing new: the placeholder answers it.
      this.assignedCandidates.set(variable, false);
      known = getStoredValues(variable).some((source) => this.filters.isWorthAsking(source));
      this.assignedCandidates.set(variable, known);
    }
    return known;
  }

  /**
   * Whether a variable is a `let` or `var` whose later assignments store a value worth asking
   * about: such a name holds what they store, which the program's index does not key by its name.
   */
  holdsAssignedCandidate(variable: Variable): boolean {
    return this.isReassignedLocal(variable) && this.isAssignedCandidate(variable);
  }

  /** The type a JSDoc cast gives an expression of a JavaScript file: `/** @type {T} *\/ (x)`. */
  private getCastType(node: TSESTree.Node): ts.Type | undefined {
    const tsNode = this.getTsNode(node);
    if (!tsNode || !(tsNode.flags & this.ts.NodeFlags.JavaScriptFile)) return undefined;
    const parent = tsNode.parent as ts.Node | undefined;
    const typeNode = parent && getJSDocCastType(this.ts, parent);
    return typeNode && this.checker.getTypeFromTypeNode(typeNode);
  }

  /**
   * What a variable holds: for a `const` alias of a chain (`const x = a.b`, `const { b: x } = a`)
   * the chain's own property, found through declared types; otherwise the variable's symbol, from
   * its declaration (so a shorthand property or an export specifier reads like any other
   * reference). Resolved once per variable; a global's once per name.
   */
  private getIdentifierTarget(identifier: TSESTree.Identifier): Target | undefined {
    const variable = this.values.getReference(identifier)?.resolved;
    if (variable && variable.defs.length > 0) return this.variableTargets.get(variable) ?? undefined;
    // A name no declaration of the file gives: every read of it is the same (the first one asks).
    if (!this.namedIdentifiers.has(identifier.name)) this.namedIdentifiers.set(identifier.name, identifier);
    return this.variableTargets.get(identifier.name) ?? undefined;
  }

  private computeVariableTarget(key: Variable | string): Target | null {
    if (typeof key === 'string') {
      const identifier = this.namedIdentifiers.get(key);
      const tsNode = identifier && this.getTsNode(identifier);
      if (!tsNode) return null;
      const symbol = this.ts.isShorthandPropertyAssignment(tsNode.parent)
        ? this.checker.getShorthandAssignmentValueSymbol(tsNode.parent)
        : this.checker.getSymbolAtLocation(tsNode);
      return symbol ? { symbol } : null;
    }
    const origin = this.getAliasOrigin(key);
    if (origin) return origin.target ?? null;
    // An alias of a chain is what the chain is: when the chain cannot be followed, inferring the
    // alias's type would cost what following it saved.
    const declared = key.defs[0]?.name;
    const tsNode = declared && this.getTsNode(declared);
    const symbol = tsNode && this.checker.getSymbolAtLocation(tsNode);
    return symbol ? { symbol } : null;
  }

  /**
   * `const x = a.b` → `b`; `const { b: { c: x } } = a` → `a.b.c`: no inference of the initialiser.
   * Undefined when the variable is no such alias; `{ target: undefined }` when the chain leads nowhere.
   */
  private getAliasOrigin(variable: Variable): { target: Target | undefined } | undefined {
    const definitions = getValueDefinitions(variable);
    const [definition] = definitions;
    if (definitions.length !== 1 || definition?.node.type !== AST_NODE_TYPES.VariableDeclarator) return undefined;
    const declarator = definition.node;
    if (declarator.parent.kind !== 'const' || !declarator.init || declarator.id.typeAnnotation) return undefined;
    // `x as T`, `<T>x` and a JSDoc type or cast claim a type: the checker's reading of the declaration keeps it.
    const init = declarator.init;
    if (init.type === AST_NODE_TYPES.TSAsExpression || init.type === AST_NODE_TYPES.TSTypeAssertion) return undefined;
    if (this.hasJSDocType(declarator, init)) return undefined;
    const source = unwrapExpression(init);
    if (declarator.id === definition.name) {
      if (source.type === AST_NODE_TYPES.Identifier) return { target: this.getIdentifierTarget(source) };
      return source.type === AST_NODE_TYPES.MemberExpression ? { target: this.getMember(source) } : undefined;
    }
    const keys = getPatternKeys(declarator.id, definition.name);
    if (
      !keys ||
      (source.type !== AST_NODE_TYPES.Identifier &&
        source.type !== AST_NODE_TYPES.MemberExpression &&
        source.type !== AST_NODE_TYPES.ThisExpression)
    ) {
      return undefined;
    }
    let type = this.getExpressionType(source);
    let target: Target | undefined;
    for (const name of keys) {
      target = type && this.getTypeMember(type, name);
      if (!target) return { target: undefined };
      type = this.getTargetType(target);
    }
    return { target };
  }

  /** In JavaScript, whether a declaration or its initialiser carries a JSDoc type (`@type`, a cast). */
  private hasJSDocType(declarator: TSESTree.VariableDeclarator, init: TSESTree.Expression): boolean {
    const tsDeclarator = this.getTsNode(declarator);
    if (!tsDeclarator || !(tsDeclarator.flags & this.ts.NodeFlags.JavaScriptFile)) return false;
    const tsInit = (tsDeclarator as ts.VariableDeclaration).initializer;
    return (
      this.ts.getJSDocType(tsDeclarator) !== undefined ||
      (tsInit !== undefined && getJSDocCastType(this.ts, tsInit) !== undefined) ||
      this.getCastType(init) !== undefined
    );
  }

  private getTargetType(target: Target): ts.Type {
    return 'symbol' in target ? this.getSymbolType(target.symbol) : target.type;
  }

  private getSymbolType(symbol: ts.Symbol): ts.Type {
    return this.checker.getTypeOfSymbol(
      symbol.flags & this.ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol,
    );
  }

  /**
   * The property `name` of a type, or, where the type declares none, the element its index
   * signature gives (`Record<string, T>`, `T[]`, `{ [k: string]: T }`). `name` undefined: a key
   * only run time knows (`mods[i]`), which only an index signature answers.
   */
  private getTypeMember(type: ts.Type, name: string | undefined, indexable = true): Target | undefined {
    const { checker } = this;
    const apparent = checker.getApparentType(checker.getNonNullableType(type));
    const symbol = name === undefined ? undefined : checker.getPropertyOfType(apparent, name);
    if (symbol) return { symbol };
    if (!indexable) return undefined;
    // `any` and primitives index nothing worth a question; an object type (or an intersection of them) may.
    if (!(apparent.flags & (this.ts.TypeFlags.Object | this.ts.TypeFlags.Intersection))) return undefined;
    const infos = checker.getIndexInfosOfType(apparent);
    const numeric = name === undefined || /^\d+$/u.test(name);
    const isKind = (info: ts.IndexInfo, flag: ts.TypeFlags) => (info.keyType.flags & flag) !== 0;
    const info =
      (numeric ? infos.find((candidate) => isKind(candidate, this.ts.TypeFlags.Number)) : undefined) ??
      infos.find((candidate) => isKind(candidate, this.ts.TypeFlags.String));
    return info && { type: info.type };
  }

  /**
   * What `a.b` reads, found in the declared type of `a` (no control-flow analysis). `isObject`: `a.b`
   * is itself the object of a member the program's index admitted (`registry.main` in
   * `registry.main.io.readFileSync`), so an index signature or an array element may be what it
   * reads (`registry: { [name: string]: Deps }`) whatever the chain's names: the element's type is
   * an object whose member carries, which the element index does not describe. The index is read
   * only where the type declares no property of that name, so a chain of declared members asks
   * nothing more.
   */
  private getMember(member: TSESTree.MemberExpression, isObject = false): Target | undefined {
    if (member.property.type === AST_NODE_TYPES.PrivateIdentifier) {
      const tsNode = this.getTsNode(member.property);
      const symbol = tsNode && this.checker.getSymbolAtLocation(tsNode);
      return symbol && { symbol };
    }
    const name = this.getKeyName(member);
    // Only where the program's index says an object of the chain may hold tracked elements.
    const indexable = isObject || this.filters.mayIndex(member);
    if (name === undefined && (!member.computed || !indexable)) return undefined;
    const objectType = this.getExpressionType(member.object);
    return objectType && this.getTypeMember(objectType, name, indexable);
  }

  getExpressionType(expression: TSESTree.Node): ts.Type | undefined {
    const cast = this.getCastType(expression);
    if (cast) return cast;
    switch (expression.type) {
      case AST_NODE_TYPES.Identifier: {
        const variable = this.values.getReference(expression)?.resolved;
        if (
          variable &&
          this.isReassignedLocal(variable) &&
          isUntypedLet(variable) &&
          this.isAssignedCandidate(variable)
        ) {
          // `let m; m = deps.fs; m.rmSync(p)`: only the flow at this use says what `m` holds.
          const tsNode = this.getTsNode(expression);
          return tsNode && this.checker.getTypeAtLocation(tsNode);
        }
        const target = this.getIdentifierTarget(expression);
        return target && this.getTargetType(target);
      }
      case AST_NODE_TYPES.MemberExpression: {
        const target = this.getMember(expression, true);
        return target && this.getTargetType(target);
      }
      case AST_NODE_TYPES.ThisExpression: {
        // `this` is the same wherever it is read in one function, field or static block.
        const context = getThisContext(expression) ?? expression;
        let type = this.thisTypes.get(context);
        if (!type) {
          const tsNode = this.getTsNode(expression);
          type = tsNode && this.checker.getTypeAtLocation(tsNode);
          if (type) this.thisTypes.set(context, type);
        }
        return type;
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

  isConstBinding(identifier: TSESTree.Identifier): boolean {
    const variable = this.values.getReference(identifier)?.resolved;
    const definitions = variable ? getValueDefinitions(variable) : [];
    return (
      definitions.length > 0 &&
      definitions.every(
        (definition) =>
          definition.node.type === AST_NODE_TYPES.VariableDeclarator && definition.node.parent.kind === 'const',
      )
    );
  }

  /** `a.b` → `b`; `a['b']`, `a[0]`, `a[k]` with `k` of a literal type → that literal. */
  getKeyName(member: TSESTree.MemberExpression): string | undefined {
    const { property } = member;
    if (!member.computed) return property.type === AST_NODE_TYPES.Identifier ? property.name : undefined;
    const literal = ASTUtils.getStringIfConstant(property);
    if (literal !== null) return literal;
    // A literal-typed key comes from a constant (`const k`, `keys[0]` of an `as const` tuple, `names.read`);
    // a `let`, a parameter or a loop counter is asked nothing.
    if (property.type === AST_NODE_TYPES.Identifier && !this.isConstBinding(property)) return undefined;
    const tsNode = this.getTsNode(property);
    if (!tsNode) return undefined;
    const type = this.checker.getTypeAtLocation(tsNode);
    return type.isStringLiteral() || type.isNumberLiteral() ? String(type.value) : undefined;
  }
}

/** A `let` or `var` of the file that something assigns after its declaration (an annotation such as `any` is a claim, not what it holds). */
function isReassignedLocal(variable: Variable): boolean {
  const [definition] = variable.defs;
  if (variable.defs.length !== 1 || definition?.node.type !== AST_NODE_TYPES.VariableDeclarator) return false;
  const declarator = definition.node;
  return (
    declarator.parent.kind !== 'const' &&
    declarator.id === definition.name &&
    variable.references.some((reference) => reference.isWrite() && reference.writeExpr !== declarator.init)
  );
}

/**
 * `let m;` (or `= undefined`, `= null`) assigned later: TypeScript gives it the type of each
 * assignment as the flow goes. Asked only of a reassigned local (`isReassignedLocal`).
 */
function isUntypedLet(variable: Variable): boolean {
  const declarator = variable.defs[0]?.node as TSESTree.VariableDeclarator;
  if (declarator.id.typeAnnotation) return false;
  const init = declarator.init && unwrapExpression(declarator.init);
  return (
    !init ||
    (init.type === AST_NODE_TYPES.Literal && init.value === null) ||
    (init.type === AST_NODE_TYPES.Identifier && init.name === 'undefined')
  );
}

/** The names and members a variable's assignments store in it (`x = v`, `x ??= v`), after its declaration. */
function getStoredValues(variable: Variable): (TSESTree.Identifier | TSESTree.MemberExpression)[] {
  const values: (TSESTree.Identifier | TSESTree.MemberExpression)[] = [];
  for (const reference of variable.references) {
    const assignment = reference.identifier.parent;
    if (
      assignment?.type !== AST_NODE_TYPES.AssignmentExpression ||
      assignment.left !== reference.identifier ||
      !STORING_OPERATORS.has(assignment.operator)
    )
      continue;
    const source = unwrapExpression(assignment.right);
    if (source.type === AST_NODE_TYPES.Identifier || source.type === AST_NODE_TYPES.MemberExpression)
      values.push(source);
  }
  return values;
}

/** What declares the variable's value: a type or interface of the same name (`const Mode = …; type Mode = …`) declares none. */
export function getValueDefinitions(variable: Variable): TSESLint.Scope.Definition[] {
  return variable.defs.filter((definition) => definition.type !== DefinitionType.Type);
}

/** The keys from a destructuring pattern down to `target` (`{ a: { b: target } }` → a, b); none through defaults or rests. */
export function getPatternKeys(pattern: TSESTree.Node, target: TSESTree.Node): string[] | undefined {
  if (pattern.type !== AST_NODE_TYPES.ObjectPattern) return undefined;
  for (const property of pattern.properties) {
    if (property.type !== AST_NODE_TYPES.Property) continue;
    const key = ASTUtils.getPropertyName(property);
    if (key === null) continue;
    if (property.value === target) return [key];
    const inner = getPatternKeys(property.value, target);
    if (inner) return [key, ...inner];
  }
  return undefined;
}
