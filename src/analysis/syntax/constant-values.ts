/**
 * What the file itself shows to be a compile-time constant: the syntactic half of DESIGN's
 * "Constant for ORKVFS004", reusable by any producer that needs to know whether a value can carry
 * input (a path built only from constants cannot).
 *
 * Only the scope manager and the module values are used: no type information, so the answer is
 * the same in JavaScript, in TypeScript without a program and in a typed run. The typed half
 * (`typed-constants.ts`) follows what this module cannot see, other files, and defers to this one
 * for every expression of the linted file.
 */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import * as ASTUtils from '@typescript-eslint/utils/ast-utils';
import type { TSESTree, TSESLint } from '@typescript-eslint/utils';
import type { Scope } from '@typescript-eslint/utils/ts-eslint';

import { DeepMemo } from './deep-memo.js';
import { unwrapExpression, type ModuleValues } from './module-values.js';
import { DefinitionType } from './definition-types.js';

const { findVariable, getPropertyName } = ASTUtils;

/** Globals that name the current module's location: constants, not input. */
export const LOCATION_GLOBALS: ReadonlySet<string> = new Set(['__dirname', '__filename']);
/** `import.meta.url` too: the location as a URL, which `fileURLToPath` turns into the filename. */
export const IMPORT_META_LOCATIONS: ReadonlySet<string> = new Set(['dirname', 'filename', 'url']);
/** Members of Node's path module that are fixed strings (`path.sep`, `path.posix.delimiter`). */
export const PATH_CONSTANTS: ReadonlySet<string> = new Set(['sep', 'delimiter']);

/** `import.meta.<name>` */
function isImportMetaMember(node: TSESTree.MemberExpression, names: ReadonlySet<string>): boolean {
  const { object } = node;
  if (object.type !== AST_NODE_TYPES.MetaProperty || object.meta.name !== 'import' || object.property.name !== 'meta') {
    return false;
  }
  const key = getPropertyName(node);
  return key !== null && names.has(key);
}

/**
 * The declarations that give a name its value: a type of the same name (`const Mode = …` with
 * `type Mode = …`, an interface) shares the variable but not the value.
 */
function getValueDefinitions(variable: Scope.Variable): readonly Scope.Definition[] {
  return variable.defs.filter((definition) => definition.type !== DefinitionType.Type);
}

/**
 * ESLint's notion of a binding that never changes (as in `getStaticValue`): one declaration, and
 * either `const` or a `let`/`var` that is only ever read after its initialiser.
 */
function getConstantInitializer(variable: Scope.Variable): TSESTree.Expression | undefined {
  const definitions = getValueDefinitions(variable);
  if (definitions.length !== 1) return undefined;
  const [definition] = definitions;
  if (
    definition?.node.type !== AST_NODE_TYPES.VariableDeclarator ||
    definition.node.id.type !== AST_NODE_TYPES.Identifier ||
    !definition.node.init
  ) {
    return undefined;
  }
  if (definition.node.parent.kind === 'const') return definition.node.init;
  const references = variable.references;
  const initialisers = references.filter((reference) => reference.init).length;
  const reads = references.filter((reference) => reference.isReadOnly()).length;
  return initialisers === 1 && initialisers + reads === references.length ? definition.node.init : undefined;
}

/** `x as const` (also inside or around `satisfies`): the literal it freezes, if it is an object or array. */
function getAsConstLiteral(raw: TSESTree.Node): TSESTree.ObjectExpression | TSESTree.ArrayExpression | undefined {
  let node = raw;
  while (node.type === AST_NODE_TYPES.TSSatisfiesExpression) node = node.expression;
  if (node.type !== AST_NODE_TYPES.TSAsExpression) return undefined;
  const { typeAnnotation } = node;
  if (
    typeAnnotation.type !== AST_NODE_TYPES.TSTypeReference ||
    typeAnnotation.typeName.type !== AST_NODE_TYPES.Identifier ||
    typeAnnotation.typeName.name !== 'const'
  ) {
    return undefined;
  }
  let literal = node.expression;
  while (literal.type === AST_NODE_TYPES.TSSatisfiesExpression) literal = literal.expression;
  return literal.type === AST_NODE_TYPES.ObjectExpression || literal.type === AST_NODE_TYPES.ArrayExpression
    ? literal
    : undefined;
}

/** A value that cannot change after the file creates it, whose members can be looked up. */
type Container =
  | { readonly kind: 'enum'; readonly declarations: readonly TSESTree.TSEnumDeclaration[] }
  | { readonly kind: 'literal'; readonly node: TSESTree.ObjectExpression | TSESTree.ArrayExpression };

/** A member's value, or `undefined` when the container may not hold what the key names. */
type Member =
  | { readonly kind: 'enumMember'; readonly node: TSESTree.TSEnumMember }
  | { readonly kind: 'value'; readonly node: TSESTree.Node };

function getEnumMemberName(member: TSESTree.TSEnumMember): string {
  return member.id.type === AST_NODE_TYPES.Identifier ? member.id.name : member.id.value;
}

/** The property of an object literal that `key` reads, when the literal shows it (the last one wins). */
function findLiteralProperty(node: TSESTree.ObjectExpression, key: string): TSESTree.Node | undefined {
  for (let index = node.properties.length - 1; index >= 0; index -= 1) {
    const property = node.properties[index] as TSESTree.ObjectLiteralElement;
    // A spread after the last explicit key may override it: the literal no longer shows the value.
    if (property.type === AST_NODE_TYPES.SpreadElement) return undefined;
    if (getPropertyName(property) !== key) continue;
    // A getter computes its value; a method is a function (what `resolve` would reject anyway).
    return property.kind === 'init' && !property.method ? property.value : undefined;
  }
  return undefined;
}

/**
 * Whether an expression is a compile-time constant in DESIGN's sense: literals, templates and
 * concatenations of constants, bindings that never change initialised with constants,
 * `__dirname`/`__filename`, `import.meta.dirname`/`filename`, `path.sep`/`path.delimiter` in every
 * form the file reaches `path`; a member of an enum, or of an `as const` object or array, of this
 * file; and what Node's pure path and URL helpers make of constants
 * (`fileURLToPath(import.meta.url)`). Nothing else: a member of a plain `const` object is not a
 * constant (`Object.assign(cfg, { dir: input })` changes it), and neither is what a method
 * computes (`['a', 'b'].join('/')`), since the file cannot show it is Array's.
 *
 * A lookup with a key the file cannot read (`FOLDERS[name]`) is a constant when every member is:
 * whatever the key, the value is one of them, or something that is not a string (`undefined`, an
 * inherited method), which `path.resolve` rejects with a `TypeError` instead of resolving.
 */
export class ConstantEvaluator {
  /** Answers, to any depth (a chain of 5,000 `const` links); a binding that refers back to itself is not a constant. */
  private readonly results = new DeepMemo<TSESTree.Node, boolean>((node) => this.compute(node), false);
  /** Containers, to any depth; `const A = B; const B = A;` holds none. */
  private readonly containers = new DeepMemo<TSESTree.Node, Container | undefined>(
    (node) => this.findContainer(node),
    undefined,
  );

  constructor(
    private readonly sourceCode: Readonly<TSESLint.SourceCode>,
    private readonly values: ModuleValues,
  ) {}

  isConstant(node: TSESTree.Node): boolean {
    return this.results.get(node);
  }

  private compute(raw: TSESTree.Node): boolean {
    const node = unwrapExpression(raw);
    if (node !== raw) return this.isConstant(node);
    switch (node.type) {
      case AST_NODE_TYPES.Literal:
        return true;
      case AST_NODE_TYPES.TemplateLiteral:
        return node.expressions.every((expression) => this.isConstant(expression));
      case AST_NODE_TYPES.BinaryExpression:
        if (node.operator === '+') {
          return this.isConstant(node.left) && this.isConstant(node.right);
        }
        break;
      case AST_NODE_TYPES.ConditionalExpression:
        // Whichever branch runs, the value is one of two constants.
        return this.isConstant(node.consequent) && this.isConstant(node.alternate);
      case AST_NODE_TYPES.LogicalExpression:
        return this.isConstant(node.left) && this.isConstant(node.right);
      case AST_NODE_TYPES.Identifier:
        return this.isConstantIdentifier(node);
      case AST_NODE_TYPES.MemberExpression:
        return (
          isImportMetaMember(node, IMPORT_META_LOCATIONS) || this.isPathConstant(node) || this.isConstantMember(node)
        );
      case AST_NODE_TYPES.CallExpression:
        if (this.isPathFunctionOfConstants(node) || this.isUrlConversionOfConstants(node)) return true;
        break;
      case AST_NODE_TYPES.NewExpression:
        // `new URL('../assets/', import.meta.url)`
        if (this.isUrlConstructor(node.callee) && this.areConstantArguments(node.arguments)) return true;
        break;
      default:
        break;
    }
    return false;
  }

  private isConstantIdentifier(node: TSESTree.Identifier): boolean {
    const variable = findVariable(this.sourceCode.getScope(node), node);
    if (!variable || variable.defs.length === 0) {
      return LOCATION_GLOBALS.has(node.name) || node.name === 'undefined';
    }
    const [definition] = variable.defs;
    // `B = A` inside an enum names the sibling member.
    if (variable.defs.length === 1 && definition?.type === DefinitionType.TSEnumMember) {
      return this.isConstantEnumMember(definition.node);
    }
    const init = getConstantInitializer(variable);
    if (init !== undefined) return this.isConstant(init);
    // `import { sep } from 'path'`, `const { sep } = require('path')`
    if (this.isPathConstant(node)) return true;
    const member = this.getDestructuredMember(variable);
    return member !== undefined && this.isConstantMemberOf(member);
  }

  private isConstantMemberOf(member: Member): boolean {
    return member.kind === 'enumMember' ? this.isConstantEnumMember(member.node) : this.isConstant(member.node);
  }

  /** `const { cache, nested: { logs } } = DIRS`, `const [first] = TUPLE`: the member a `const` pattern takes. */
  private getDestructuredMember(variable: Scope.Variable): Member | undefined {
    const definitions = getValueDefinitions(variable);
    const [definition] = definitions;
    if (definitions.length !== 1 || definition?.node.type !== AST_NODE_TYPES.VariableDeclarator) return undefined;
    const declarator = definition.node;
    if (declarator.parent.kind !== 'const' || !declarator.init) return undefined;
    const keys: string[] = [];
    let node: TSESTree.Node = definition.name;
    while (node !== declarator.id) {
      const parent: TSESTree.Node | undefined = node.parent;
      if (parent?.type === AST_NODE_TYPES.Property && parent.value === node) {
        const key = getPropertyName(parent, this.sourceCode.getScope(parent));
        if (key === null) return undefined;
        keys.unshift(key);
        node = parent.parent;
      } else if (parent?.type === AST_NODE_TYPES.ArrayPattern) {
        keys.unshift(String(parent.elements.indexOf(node as TSESTree.DestructuringPattern)));
        node = parent;
      } else {
        // A default or a rest element: the pattern builds a value of its own.
        return undefined;
      }
    }
    let container = this.getContainer(declarator.init);
    for (const [index, key] of keys.entries()) {
      if (!container) return undefined;
      const member = this.getMember(container, key);
      if (index === keys.length - 1) return member;
      container = member?.kind === 'value' ? this.getMemberContainer(member.node) : undefined;
    }
    return undefined;
  }

  /** An enum member is what its initialiser makes it; without one it is a number the compiler picks. */
  private isConstantEnumMember(member: TSESTree.TSEnumMember): boolean {
    return member.initializer === undefined || this.isConstant(member.initializer);
  }

  /** `path.sep`, `path.posix.delimiter`, `sep` imported or destructured from `path`. */
  private isPathConstant(node: TSESTree.Node): boolean {
    const value = this.values.getTrackedValue(node);
    return (
      value?.kind === 'member' &&
      value.family === 'path' &&
      value.builtin &&
      value.name !== undefined &&
      PATH_CONSTANTS.has(value.name)
    );
  }

  /** `Folder.Cache`, `DIRS.cache`, `DIRS.nested.logs`, `TUPLE[0]`, `FOLDERS[name]` of this file. */
  private isConstantMember(node: TSESTree.MemberExpression): boolean {
    const container = this.getContainer(node.object);
    if (!container) return false;
    const key = getPropertyName(node, this.sourceCode.getScope(node));
    if (key === null) return this.areAllMembersConstant(container);
    const member = this.getMember(container, key);
    return member !== undefined && this.isConstantMemberOf(member);
  }

  private areAllMembersConstant(container: Container): boolean {
    if (container.kind === 'enum') {
      return container.declarations.every((declaration) =>
        declaration.body.members.every((member) => this.isConstantEnumMember(member)),
      );
    }
    const { node } = container;
    if (node.type === AST_NODE_TYPES.ArrayExpression) {
      return node.elements.every(
        (element) => element !== null && element.type !== AST_NODE_TYPES.SpreadElement && this.isConstant(element),
      );
    }
    return node.properties.every(
      (property) =>
        property.type === AST_NODE_TYPES.Property &&
        property.kind === 'init' &&
        !property.method &&
        this.isConstant(property.value),
    );
  }

  private getMember(container: Container, key: string): Member | undefined {
    if (container.kind === 'enum') {
      for (const declaration of container.declarations) {
        const member = declaration.body.members.find((candidate) => getEnumMemberName(candidate) === key);
        if (member) return { kind: 'enumMember', node: member };
      }
      return undefined;
    }
    const { node } = container;
    if (node.type === AST_NODE_TYPES.ObjectExpression) {
      const value = findLiteralProperty(node, key);
      return value ? { kind: 'value', node: value } : undefined;
    }
    if (!/^(?:0|[1-9]\d*)$/u.test(key)) return undefined;
    const index = Number(key);
    // A spread shifts every index after it.
    if (node.elements.slice(0, index + 1).some((element) => element?.type === AST_NODE_TYPES.SpreadElement))
      return undefined;
    const element = node.elements[index];
    return element ? { kind: 'value', node: element } : undefined;
  }

  /**
   * The enum or frozen literal an expression holds: an enum of this file (never merged with a
   * namespace, whose members may be anything), a binding that never changes initialised with an
   * `as const` literal, or a literal nested in one.
   */
  private getContainer(raw: TSESTree.Node): Container | undefined {
    return this.containers.get(raw);
  }

  private findContainer(raw: TSESTree.Node): Container | undefined {
    const frozen = getAsConstLiteral(raw);
    if (frozen) return { kind: 'literal', node: frozen };
    const node = unwrapExpression(raw);
    if (node.type === AST_NODE_TYPES.Identifier) {
      const variable = findVariable(this.sourceCode.getScope(node), node);
      if (!variable || variable.defs.length === 0) return undefined;
      if (variable.defs.every((definition) => definition.type === DefinitionType.TSEnumName)) {
        return { kind: 'enum', declarations: variable.defs.map((definition) => definition.node) };
      }
      const init = getConstantInitializer(variable);
      return init && this.getContainer(init);
    }
    if (node.type === AST_NODE_TYPES.MemberExpression) {
      const outer = this.getContainer(node.object);
      const key = getPropertyName(node, this.sourceCode.getScope(node));
      if (!outer || key === null) return undefined;
      const member = this.getMember(outer, key);
      return member?.kind === 'value' ? this.getMemberContainer(member.node) : undefined;
    }
    return undefined;
  }

  /** `as const` freezes the literals nested in it too; anything else is followed. */
  private getMemberContainer(value: TSESTree.Node): Container | undefined {
    if (value.type === AST_NODE_TYPES.ObjectExpression || value.type === AST_NODE_TYPES.ArrayExpression) {
      return { kind: 'literal', node: value };
    }
    return this.getContainer(value);
  }

  private areConstantArguments(list: readonly TSESTree.CallExpressionArgument[]): boolean {
    return list.every((argument) => argument.type !== AST_NODE_TYPES.SpreadElement && this.isConstant(argument));
  }

  /** `fileURLToPath(import.meta.url)`, `url.fileURLToPath(new URL('..', import.meta.url))`: the ESM `__dirname` idiom. */
  private isUrlConversionOfConstants(node: TSESTree.CallExpression): boolean {
    return this.isUrlMember(node.callee, 'fileURLToPath') && this.areConstantArguments(node.arguments);
  }

  /** The global `URL`, or `URL` of Node's `url` module. */
  private isUrlConstructor(raw: TSESTree.Node): boolean {
    if (this.isUrlMember(raw, 'URL')) return true;
    const callee = unwrapExpression(raw);
    if (callee.type !== AST_NODE_TYPES.Identifier || callee.name !== 'URL') return false;
    const variable = findVariable(this.sourceCode.getScope(callee), callee);
    return !variable || variable.defs.length === 0;
  }

  /** An export of Node's `url` module, however the file reached it (import, `require`, `createRequire`, …). */
  private isUrlMember(node: TSESTree.Node, name: string): boolean {
    const value = this.values.getTrackedValue(node);
    return value?.kind === 'member' && value.family === 'url' && value.builtin && value.name === name;
  }

  /**
   * `path.join(__dirname, 'assets')`, `path.dirname(__filename)`: Node's path functions are pure,
   * so their result on constants is a constant again (the idiom that builds a module's own
   * folder, assigned to a `const` and passed on).
   */
  private isPathFunctionOfConstants(node: TSESTree.CallExpression): boolean {
    const callee = this.values.getTrackedValue(node.callee);
    if (callee?.kind !== 'member' || callee.family !== 'path' || callee.name === undefined) return false;
    return this.areConstantArguments(node.arguments);
  }
}
