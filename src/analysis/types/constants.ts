/**
 * The typed half of DESIGN's "Constant for ORKVFS004": with a TypeScript program, a value is a
 * constant when its *origin* is one, followed through the checker into whatever file declares it
 * — a `const` initialised with a constant, an enum member, a member of an `as const` object or
 * array, a `static readonly` field initialised with a constant, a namespace's `const`, Node's
 * `path.sep` — however it was imported, re-exported or destructured.
 *
 * A type is never evidence. `q.folder as Folder`, `<Folder>q.f`, `x!` and `x satisfies T` hand
 * on the operand's value, so they are constants exactly when the operand is. A property of an
 * interface-typed object (a parsed request body, `Readonly<Config>`), a parameter, a `let`, an
 * instance `readonly` field and what a function returns are input whatever their declared type:
 * a literal type there is a claim somebody made, possibly with an assertion in another file.
 *
 * Cheapness: the walk is structural, a computed key's text included (`FOLDERS[CACHE_KEY]` is read
 * at `CACHE_KEY`'s origin, never from a type, and only once it is shown a constant); an identifier of
 * the linted file is resolved with the scope manager (a parameter or a local binding costs no
 * checker call), and `getSymbolAtLocation` is asked only about imports, globals, enum,
 * namespace and class members. Answers are memoised per node and per declaration.
 */
import {
  AST_NODE_TYPES,
  TSESLint,
  type ParserServicesWithTypeInformation,
  type TSESTree,
} from '@typescript-eslint/utils';
import type { Scope } from '@typescript-eslint/utils/ts-eslint';
import type * as ts from 'typescript';

import { DeepMemo } from '../syntax/deep-memo.js';
import { IMPORT_META_LOCATIONS, LOCATION_GLOBALS, PATH_CONSTANTS } from '../syntax/constant-values.js';
import { pathModules } from '../knowledge/fs-api.js';
import type { ModuleValues } from '../syntax/module-values.js';
import { getTypeScript } from './references.js';

const { DefinitionType } = TSESLint.Scope;

type FrozenLiteral = ts.ObjectLiteralExpression | ts.ArrayLiteralExpression;

/** Node's pure path functions: on constants they compute a constant. */
const PURE_PATH_FUNCTIONS: ReadonlySet<string> = new Set([
  'basename',
  'dirname',
  'extname',
  'join',
  'normalize',
  'relative',
  'resolve',
  'toNamespacedPath',
]);
const URL_MODULES: ReadonlySet<string> = new Set(['url', 'node:url']);

/**
 * Local bindings whose value the file alone decides: never worth a checker call. Not a class: its
 * `static readonly` members are constants the checker finds.
 */
const LOCAL_VALUE_DEFINITIONS: ReadonlySet<string> = new Set([
  DefinitionType.CatchClause,
  DefinitionType.FunctionName,
  DefinitionType.ImplicitGlobalVariable,
  DefinitionType.Parameter,
  DefinitionType.Variable,
]);

/** A local binding's answer without the checker: a value to follow, `false`, or `undefined` (ask the checker). */
type LocalBinding = { readonly init: TSESTree.Expression } | false | undefined;

export class TypedConstantEvaluator {
  private readonly ts = getTypeScript();
  private readonly checker: ts.TypeChecker;
  /** Answers to any depth (a chain of 5,000 `const` links, across files); a value defined through itself is no constant. */
  private readonly values = new DeepMemo<ts.Node, boolean>((node) => this.computeValue(node), false);
  private readonly declarations = new DeepMemo<ts.Declaration, boolean>(
    (declaration) => this.computeDeclaration(declaration),
    false,
  );
  private readonly containers = new Map<ts.Node, FrozenLiteral | null>();
  private readonly bindingSymbols = new Map<Scope.Variable | string, ts.Symbol | null>();

  /**
   * @param isLocalConstant the syntactic answer for an expression of the linted file, asked first
   *   (it knows the file's own idioms: `path.join(__dirname, …)`, never-reassigned `let`).
   */
  constructor(
    private readonly services: ParserServicesWithTypeInformation,
    private readonly moduleValues: ModuleValues,
    private readonly isLocalConstant: (node: TSESTree.Node) => boolean,
  ) {
    this.checker = services.program.getTypeChecker();
  }

  isConstant(node: TSESTree.Node): boolean {
    // Parsers that embed TypeScript (Vue, Svelte) can pass nodes the map does not know.
    const tsNode: ts.Node | undefined = this.services.esTreeNodeToTSNodeMap.get(node);
    return tsNode !== undefined && this.isConstantValue(tsNode);
  }

  private isConstantValue(node: ts.Node): boolean {
    return this.values.get(node);
  }

  private getLocal(node: ts.Node): TSESTree.Node | undefined {
    return this.services.tsNodeToESTreeNodeMap.get(node);
  }

  private computeValue(node: ts.Node): boolean {
    const { ts } = this;
    const local = this.getLocal(node);
    if (local && this.isLocalConstant(local)) return true;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isNumericLiteral(node)) return true;
    if (ts.isTemplateExpression(node)) return node.templateSpans.every((span) => this.isConstantValue(span.expression));
    // An assertion is a claim, not a check: the value is the operand's, constant exactly when it is.
    if (
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isTypeAssertionExpression(node) ||
      ts.isNonNullExpression(node) ||
      ts.isSatisfiesExpression(node)
    ) {
      return this.isConstantValue(node.expression);
    }
    if (ts.isBinaryExpression(node)) {
      const operator = node.operatorToken.kind;
      const combines =
        operator === ts.SyntaxKind.PlusToken ||
        operator === ts.SyntaxKind.BarBarToken ||
        operator === ts.SyntaxKind.AmpersandAmpersandToken ||
        operator === ts.SyntaxKind.QuestionQuestionToken;
      return combines && this.isConstantValue(node.left) && this.isConstantValue(node.right);
    }
    if (ts.isConditionalExpression(node))
      return this.isConstantValue(node.whenTrue) && this.isConstantValue(node.whenFalse);
    if (ts.isIdentifier(node)) return this.isConstantIdentifier(node);
    if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) return this.isConstantMember(node);
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) return this.isPureCallOfConstants(node);
    return false;
  }

  /** What the scope manager says about an identifier of the linted file. */
  private getLocalBinding(node: ts.Identifier): LocalBinding {
    const local = this.getLocal(node);
    if (local?.type !== AST_NODE_TYPES.Identifier) return undefined;
    const variable = this.moduleValues.getReference(local)?.resolved;
    if (!variable || variable.defs.length === 0) return undefined;
    if (!variable.defs.every((definition) => LOCAL_VALUE_DEFINITIONS.has(definition.type))) return undefined;
    const [definition] = variable.defs;
    if (
      variable.defs.length === 1 &&
      definition?.node.type === AST_NODE_TYPES.VariableDeclarator &&
      definition.node.parent.kind === 'const' &&
      definition.node.init
    ) {
      // A destructured `const` takes its value from a member: the checker finds which.
      return definition.node.id.type === AST_NODE_TYPES.Identifier ? { init: definition.node.init } : undefined;
    }
    // Parameters, `let`/`var` (the syntactic layer judged the never-reassigned ones), functions.
    return false;
  }

  private followLocal(binding: { readonly init: TSESTree.Expression }): ts.Node | undefined {
    return this.services.esTreeNodeToTSNodeMap.get(binding.init);
  }

  private isConstantIdentifier(node: ts.Identifier): boolean {
    const binding = this.getLocalBinding(node);
    if (binding === false) return false;
    if (binding) {
      const init = this.followLocal(binding);
      return init !== undefined && this.isConstantValue(init);
    }
    const symbol = this.getSymbol(node);
    return symbol !== undefined && this.isConstantSymbol(symbol);
  }

  /**
   * The symbol a name resolves to, aliases followed. Every reference to one binding of the file
   * (or to one global) names the same symbol, so the checker is asked once per binding, not once
   * per reference: a file that reads an imported `ROOT` a thousand times pays for one lookup.
   */
  private getSymbol(node: ts.Node): ts.Symbol | undefined {
    const local = this.getLocal(node);
    const reference = local?.type === AST_NODE_TYPES.Identifier ? this.moduleValues.getReference(local) : undefined;
    if (!reference) return this.resolveSymbol(node);
    const key = reference.resolved ?? `global:${reference.identifier.name}`;
    if (this.bindingSymbols.has(key)) return this.bindingSymbols.get(key) ?? undefined;
    const symbol = this.resolveSymbol(node);
    this.bindingSymbols.set(key, symbol ?? null);
    return symbol;
  }

  private resolveSymbol(node: ts.Node): ts.Symbol | undefined {
    const symbol = this.checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & this.ts.SymbolFlags.Alias) return this.checker.getAliasedSymbol(symbol);
    return symbol;
  }

  private isConstantSymbol(symbol: ts.Symbol): boolean {
    if (symbol.flags & this.ts.SymbolFlags.EnumMember) return true;
    const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
    return declaration !== undefined && this.isConstantDeclaration(declaration);
  }

  private isConstantDeclaration(declaration: ts.Declaration): boolean {
    return this.declarations.get(declaration);
  }

  private isConstVariable(declaration: ts.VariableDeclaration): boolean {
    const { ts } = this;
    return (ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.BlockScoped) === ts.NodeFlags.Const;
  }

  private computeDeclaration(declaration: ts.Declaration): boolean {
    const { ts } = this;
    // Enum members never get here: isConstantSymbol and isConstantMember answer them from the symbol's flags.
    if (ts.isVariableDeclaration(declaration) && ts.isIdentifier(declaration.name)) {
      if (this.isConstVariable(declaration) && declaration.initializer)
        return this.isConstantValue(declaration.initializer);
      // The global `__dirname` Node declares (`declare var __dirname: string`).
      return LOCATION_GLOBALS.has(declaration.name.text) && declaration.getSourceFile().isDeclarationFile;
    }
    if (ts.isBindingElement(declaration)) {
      const member = this.getBindingMember(declaration);
      return member !== undefined && this.isConstantMemberValue(member);
    }
    return this.isPathConstantDeclaration(declaration);
  }

  /** `sep` / `delimiter` of `PlatformPath` in Node's path module. */
  private isPathConstantDeclaration(declaration: ts.Declaration | undefined): boolean {
    const { ts } = this;
    if (!declaration || !ts.isPropertySignature(declaration) || !ts.isIdentifier(declaration.name)) return false;
    return PATH_CONSTANTS.has(declaration.name.text) && this.isPlatformPathMember(declaration);
  }

  private isPlatformPathMember(declaration: ts.Declaration): boolean {
    const { ts } = this;
    const container = declaration.parent;
    if (!ts.isInterfaceDeclaration(container) || container.name.text !== 'PlatformPath') return false;
    return this.isInAmbientModule(container, pathModules);
  }

  private isInAmbientModule(node: ts.Node, names: ReadonlySet<string>): boolean {
    const { ts } = this;
    for (
      let current: ts.Node | undefined = node.parent;
      current && !ts.isSourceFile(current);
      current = current.parent
    ) {
      if (ts.isModuleDeclaration(current) && ts.isStringLiteral(current.name) && names.has(current.name.text))
        return true;
    }
    return false;
  }

  private isConstantMember(node: ts.PropertyAccessExpression | ts.ElementAccessExpression): boolean {
    const { ts } = this;
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isMetaProperty(node.expression) &&
      node.expression.keywordToken === ts.SyntaxKind.ImportKeyword
    ) {
      return IMPORT_META_LOCATIONS.has(node.name.text);
    }
    const key = this.getStaticKey(node);
    const literal = this.getFrozenLiteral(node.expression);
    if (literal) {
      if (key === undefined) return this.areAllMembersConstant(literal);
      const member = this.findMember(literal, key);
      return member !== undefined && this.isConstantMemberValue(member);
    }
    const nameNode = ts.isPropertyAccessExpression(node) ? node.name : node.argumentExpression;
    // `paths.tool.sep`, `sep` through a barrel: asked only for these two names.
    if (
      key !== undefined &&
      PATH_CONSTANTS.has(key) &&
      this.isPathConstantDeclaration(this.getSymbol(nameNode)?.valueDeclaration)
    ) {
      return true;
    }
    const owner = this.getOwnerSymbol(node.expression);
    if (!owner) return false;
    const { SymbolFlags } = ts;
    const mergedWithNamespace = (owner.flags & (SymbolFlags.ValueModule | SymbolFlags.NamespaceModule)) !== 0;
    // Whatever the key, an enum hands out one of its members (or something `resolve` rejects).
    if (key === undefined) return (owner.flags & SymbolFlags.Enum) !== 0 && !mergedWithNamespace;
    const member = this.getSymbol(nameNode);
    if (!member) return false;
    if (member.flags & SymbolFlags.EnumMember) return true;
    const declaration = member.valueDeclaration;
    if (!declaration) return false;
    if (ts.isPropertyDeclaration(declaration)) {
      // Reached through the class itself (never `this` or a variable, which may hold a subclass).
      return (owner.flags & SymbolFlags.Class) !== 0 && this.isStaticReadonlyConstant(declaration);
    }
    return mergedWithNamespace && this.isConstantDeclaration(declaration);
  }

  /** `static readonly ROOT = '/srv'`: TypeScript lets nothing assign it after its initialiser, not even a static block. */
  private isStaticReadonlyConstant(declaration: ts.PropertyDeclaration): boolean {
    const { ts } = this;
    const flags = ts.getCombinedModifierFlags(declaration);
    return (
      (flags & ts.ModifierFlags.Static) !== 0 &&
      (flags & ts.ModifierFlags.Readonly) !== 0 &&
      declaration.initializer !== undefined &&
      this.isConstantValue(declaration.initializer)
    );
  }

  /**
   * The enum, namespace, module or class an expression names, if any. A local parameter or
   * variable never does, so `body.folder` and `this.dir` cost no checker call.
   */
  private getOwnerSymbol(node: ts.Expression): ts.Symbol | undefined {
    const { ts } = this;
    let expression = node;
    while (ts.isParenthesizedExpression(expression) || ts.isNonNullExpression(expression))
      expression = expression.expression;
    const { SymbolFlags } = ts;
    const ownerFlags = SymbolFlags.Enum | SymbolFlags.ValueModule | SymbolFlags.NamespaceModule | SymbolFlags.Class;
    let symbol: ts.Symbol | undefined;
    if (ts.isIdentifier(expression)) {
      if (this.getLocalBinding(expression) !== undefined) return undefined;
      symbol = this.getSymbol(expression);
    } else if (ts.isPropertyAccessExpression(expression)) {
      if (!this.getOwnerSymbol(expression.expression)) return undefined;
      symbol = this.getSymbol(expression.name);
    }
    return symbol && symbol.flags & ownerFlags ? symbol : undefined;
  }

  private getStaticKey(node: ts.PropertyAccessExpression | ts.ElementAccessExpression): string | undefined {
    const { ts } = this;
    if (ts.isPropertyAccessExpression(node)) return ts.isIdentifier(node.name) ? node.name.text : undefined;
    const key = node.argumentExpression;
    // Only a constant key has one text to read (a literal's is itself); a cycle of bindings is no
    // constant, so the walk below ends.
    return this.isConstantValue(key) ? this.getKeyText(key) : undefined;
  }

  /**
   * The text a constant key holds, read at its origin (`FOLDERS[CACHE_KEY]`, `FOLDERS[Folder.Cache]`,
   * `FOLDERS[KEYS.cache]`), never from its type: `FOLDERS['input' as 'cache']` reads `input`.
   */
  private getKeyText(node: ts.Node): string | undefined {
    const { ts } = this;
    if (ts.isStringLiteral(node) || ts.isNumericLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      return node.text;
    if (
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isTypeAssertionExpression(node) ||
      ts.isNonNullExpression(node) ||
      ts.isSatisfiesExpression(node)
    ) {
      return this.getKeyText(node.expression);
    }
    if (ts.isShorthandPropertyAssignment(node)) {
      const declaration = this.getShorthandValueSymbol(node)?.valueDeclaration;
      return declaration && this.getDeclaredKeyText(declaration);
    }
    if (ts.isIdentifier(node)) {
      const binding = this.getLocalBinding(node);
      if (binding === false) return undefined;
      if (binding) {
        const init = this.followLocal(binding);
        return init && this.getKeyText(init);
      }
      const declaration = this.getSymbol(node)?.valueDeclaration;
      return declaration && this.getDeclaredKeyText(declaration);
    }
    if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) {
      const literal = this.getFrozenLiteral(node.expression);
      if (literal) {
        const key = this.getStaticKey(node);
        const member = key === undefined ? undefined : this.findMember(literal, key);
        return member && this.getKeyText(member);
      }
      const declaration = this.getSymbol(
        ts.isPropertyAccessExpression(node) ? node.name : node.argumentExpression,
      )?.valueDeclaration;
      return declaration && this.getDeclaredKeyText(declaration);
    }
    return undefined;
  }

  /** The key text a declaration the constant walk went through holds: its initialiser's, an enum member's value. */
  private getDeclaredKeyText(declaration: ts.Declaration): string | undefined {
    const { ts } = this;
    if (ts.isEnumMember(declaration)) {
      const value = this.checker.getConstantValue(declaration);
      return value === undefined ? undefined : String(value);
    }
    if (ts.isBindingElement(declaration)) {
      const member = this.getBindingMember(declaration);
      return member && this.getKeyText(member);
    }
    if ((ts.isVariableDeclaration(declaration) || ts.isPropertyDeclaration(declaration)) && declaration.initializer) {
      return this.getKeyText(declaration.initializer);
    }
    return undefined;
  }

  private getPropertyKey(name: ts.PropertyName | ts.BindingName): string | undefined {
    const { ts } = this;
    if (
      ts.isIdentifier(name) ||
      ts.isStringLiteral(name) ||
      ts.isNumericLiteral(name) ||
      ts.isNoSubstitutionTemplateLiteral(name)
    ) {
      return name.text;
    }
    if (ts.isComputedPropertyName(name)) {
      const { expression } = name;
      if (
        ts.isStringLiteral(expression) ||
        ts.isNumericLiteral(expression) ||
        ts.isNoSubstitutionTemplateLiteral(expression)
      ) {
        return expression.text;
      }
    }
    return undefined;
  }

  /** The node that holds `literal[key]`: an expression, or a shorthand property. */
  private findMember(literal: FrozenLiteral, key: string): ts.Node | undefined {
    const { ts } = this;
    if (ts.isArrayLiteralExpression(literal)) {
      if (!/^(?:0|[1-9]\d*)$/u.test(key)) return undefined;
      const index = Number(key);
      const elements = literal.elements.slice(0, index + 1);
      // A spread shifts every index after it.
      if (elements.some((element) => ts.isSpreadElement(element))) return undefined;
      // A hole (`[, 'b']`) is an OmittedExpression: no constant, no literal, like any other non-value.
      return elements[index];
    }
    for (let index = literal.properties.length - 1; index >= 0; index -= 1) {
      const property = literal.properties[index] as ts.ObjectLiteralElementLike;
      // A spread after the last explicit key may override it.
      if (ts.isSpreadAssignment(property)) return undefined;
      if (!property.name || this.getPropertyKey(property.name) !== key) continue;
      // Getters compute, methods are functions: neither is a constant string.
      return ts.isPropertyAssignment(property)
        ? property.initializer
        : ts.isShorthandPropertyAssignment(property)
          ? property
          : undefined;
    }
    return undefined;
  }

  private isConstantMemberValue(member: ts.Node): boolean {
    if (this.ts.isShorthandPropertyAssignment(member)) {
      const target = this.getShorthandValueSymbol(member);
      return target !== undefined && this.isConstantSymbol(target);
    }
    return this.isConstantValue(member);
  }

  /** What `{ ROOT }` holds: the binding it names, an import followed to its origin. */
  private getShorthandValueSymbol(member: ts.ShorthandPropertyAssignment): ts.Symbol | undefined {
    const symbol = this.checker.getShorthandAssignmentValueSymbol(member);
    return symbol && symbol.flags & this.ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
  }

  private areAllMembersConstant(literal: FrozenLiteral): boolean {
    const { ts } = this;
    if (ts.isArrayLiteralExpression(literal)) {
      // A spread or a hole is no constant value: isConstantValue answers false for both.
      return literal.elements.every((element) => this.isConstantValue(element));
    }
    return literal.properties.every(
      (property) =>
        (ts.isPropertyAssignment(property) && this.isConstantValue(property.initializer)) ||
        (ts.isShorthandPropertyAssignment(property) && this.isConstantMemberValue(property)),
    );
  }

  /** The `as const` literal an expression holds, followed through `const` bindings, imports and nesting. */
  private getFrozenLiteral(node: ts.Node): FrozenLiteral | undefined {
    const known = this.containers.get(node);
    if (known !== undefined) return known ?? undefined;
    this.containers.set(node, null);
    const result = this.computeFrozenLiteral(node);
    this.containers.set(node, result ?? null);
    return result;
  }

  private computeFrozenLiteral(node: ts.Node): FrozenLiteral | undefined {
    const { ts } = this;
    if (ts.isParenthesizedExpression(node) || ts.isSatisfiesExpression(node))
      return this.getFrozenLiteral(node.expression);
    if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && ts.isConstTypeReference(node.type)) {
      let literal = node.expression;
      while (ts.isParenthesizedExpression(literal) || ts.isSatisfiesExpression(literal)) literal = literal.expression;
      return ts.isObjectLiteralExpression(literal) || ts.isArrayLiteralExpression(literal) ? literal : undefined;
    }
    if (ts.isIdentifier(node)) {
      const binding = this.getLocalBinding(node);
      if (binding === false) return undefined;
      if (binding) {
        const init = this.followLocal(binding);
        return init && this.getFrozenLiteral(init);
      }
      const declaration = this.getSymbol(node)?.valueDeclaration;
      return declaration && this.getDeclaredLiteral(declaration);
    }
    if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) {
      const key = this.getStaticKey(node);
      if (key === undefined) return undefined;
      const outer = this.getFrozenLiteral(node.expression);
      if (outer) {
        const member = this.findMember(outer, key);
        return member && this.getNestedLiteral(member);
      }
      // `Config.DIRS.cache`: a namespace's `const`.
      const owner = this.getOwnerSymbol(node.expression);
      if (!owner || !(owner.flags & (ts.SymbolFlags.ValueModule | ts.SymbolFlags.NamespaceModule))) return undefined;
      const declaration = this.getSymbol(
        ts.isPropertyAccessExpression(node) ? node.name : node.argumentExpression,
      )?.valueDeclaration;
      return declaration && this.getDeclaredLiteral(declaration);
    }
    return undefined;
  }

  /** A literal nested in a frozen one is frozen too (`as const` is deep); anything else is followed. */
  private getNestedLiteral(member: ts.Node): FrozenLiteral | undefined {
    const { ts } = this;
    if (ts.isShorthandPropertyAssignment(member)) {
      const declaration = this.getShorthandValueSymbol(member)?.valueDeclaration;
      return declaration && this.getDeclaredLiteral(declaration);
    }
    let value = member;
    while (ts.isParenthesizedExpression(value)) value = value.expression;
    return ts.isObjectLiteralExpression(value) || ts.isArrayLiteralExpression(value)
      ? value
      : this.getFrozenLiteral(value);
  }

  private getDeclaredLiteral(declaration: ts.Declaration): FrozenLiteral | undefined {
    const { ts } = this;
    if (ts.isVariableDeclaration(declaration)) {
      return ts.isIdentifier(declaration.name) && this.isConstVariable(declaration) && declaration.initializer
        ? this.getFrozenLiteral(declaration.initializer)
        : undefined;
    }
    if (ts.isBindingElement(declaration)) {
      const member = this.getBindingMember(declaration);
      return member && this.getNestedLiteral(member);
    }
    return undefined;
  }

  /** `const { cache } = FOLDERS`, `const [first] = DIRS`, nested: the member a binding element takes. */
  private getBindingMember(element: ts.BindingElement): ts.Node | undefined {
    const { ts } = this;
    // A rest element builds an object of its own; a default is a second origin to judge.
    if (element.dotDotDotToken || element.initializer) return undefined;
    const pattern = element.parent;
    const holder = pattern.parent;
    let source: FrozenLiteral | undefined;
    if (ts.isVariableDeclaration(holder)) {
      source =
        this.isConstVariable(holder) && holder.initializer ? this.getFrozenLiteral(holder.initializer) : undefined;
    } else if (ts.isBindingElement(holder)) {
      const member = this.getBindingMember(holder);
      source = member && this.getNestedLiteral(member);
    }
    if (!source) return undefined;
    const key = ts.isObjectBindingPattern(pattern)
      ? this.getPropertyKey(element.propertyName ?? element.name)
      : String(pattern.elements.indexOf(element));
    return key === undefined ? undefined : this.findMember(source, key);
  }

  /**
   * `path.join(ROOT, 'x')`, `fileURLToPath(new URL('.', import.meta.url))` in another file: Node's
   * pure path and URL helpers on constants. The checker sees the callee only when the name fits.
   */
  private isPureCallOfConstants(node: ts.CallExpression | ts.NewExpression): boolean {
    const { ts } = this;
    const callee = node.expression;
    const nameNode = ts.isPropertyAccessExpression(callee) ? callee.name : callee;
    if (!ts.isIdentifier(nameNode)) return false;
    const name = nameNode.text;
    const isNew = ts.isNewExpression(node);
    if (isNew ? name !== 'URL' : !PURE_PATH_FUNCTIONS.has(name) && name !== 'fileURLToPath') return false;
    const list = node.arguments ?? [];
    if (!list.every((argument) => !ts.isSpreadElement(argument) && this.isConstantValue(argument))) return false;
    const symbol = this.getSymbol(nameNode);
    const declarations = symbol?.declarations ?? [];
    if (declarations.length === 0) return false;
    if (isNew) {
      // Node's constructor: an interface merged in (`declare global { interface URL … }`) adds types, not a value.
      return declarations.every(
        (declaration) => ts.isInterfaceDeclaration(declaration) || declaration.getSourceFile().isDeclarationFile,
      );
    }
    return declarations.every((declaration) =>
      name === 'fileURLToPath'
        ? ts.isFunctionDeclaration(declaration) && this.isInAmbientModule(declaration, URL_MODULES)
        : this.isPlatformPathMember(declaration),
    );
  }
}
