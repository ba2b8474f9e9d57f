/**
 * The typed half of DESIGN's "Constant for ORKVFS004": with a TypeScript program, a value is a
 * constant when its *origin* is one, followed through the checker into whatever file declares it
 * — a `const` initialised with a constant, an enum member, a member of an `as const` object or
 * array, a `static readonly` field initialised with a constant, a namespace's `const`, a module's
 * default export of a constant (`export default '/srv/app'`), Node's `path.sep` — however it was
 * imported, re-exported or destructured. The text such a constant holds (`getConstantText`) is
 * what a module specifier or a computed key of the syntactic layer reads when the file alone
 * cannot fold it (`require(Mods.Fs)`, `fs[Op.Remove]` with an imported enum).
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
import type { ParserServicesWithTypeInformation, TSESTree } from '@typescript-eslint/utils';
import type * as ts from 'typescript';

import { DeepMemo } from '../syntax/deep-memo.js';
import { IMPORT_META_LOCATIONS, LOCATION_GLOBALS, PATH_CONSTANTS } from '../syntax/constant-values.js';
import { pathModules } from '../knowledge/fs-api.js';
import type { ModuleValues } from '../syntax/module-values.js';
import { ConstantBindings } from './constant-bindings.js';
import { FrozenLiterals, type FrozenLiteral } from './frozen-literals.js';
import { getTypeScript } from './references.js';

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

export class TypedConstantEvaluator {
  private readonly ts = getTypeScript();
  private readonly checker: ts.TypeChecker;
  /** Answers to any depth (a chain of 5,000 `const` links, across files); a value defined through itself is no constant. */
  private readonly values = new DeepMemo<ts.Node, boolean>((node) => this.computeValue(node), false);
  private readonly declarations = new DeepMemo<ts.Declaration, boolean>(
    (declaration) => this.computeDeclaration(declaration),
    false,
  );
  private readonly bindings: ConstantBindings;
  private readonly literals: FrozenLiterals;

  /**
   * @param isLocalConstant the syntactic answer for an expression of the linted file, asked first
   *   (it knows the file's own idioms: `path.join(__dirname, …)`, never-reassigned `let`).
   */
  constructor(
    private readonly services: ParserServicesWithTypeInformation,
    moduleValues: ModuleValues,
    private readonly isLocalConstant: (node: TSESTree.Node) => boolean,
  ) {
    this.checker = services.program.getTypeChecker();
    this.bindings = new ConstantBindings(this.ts, services, moduleValues);
    this.literals = new FrozenLiterals(this.ts, this.bindings, (node) => this.getStaticKey(node));
  }

  isConstant(node: TSESTree.Node): boolean {
    // Parsers that embed TypeScript (Vue, Svelte) can pass nodes the map does not know.
    const tsNode: ts.Node | undefined = this.services.esTreeNodeToTSNodeMap.get(node);
    return tsNode !== undefined && this.isConstantValue(tsNode);
  }

  /** The string a constant holds, read at its origin (`Op.Remove` → `rmSync`); null when it is no constant or has no one text. */
  getConstantText(node: TSESTree.Node): string | null {
    const tsNode: ts.Node | undefined = this.services.esTreeNodeToTSNodeMap.get(node);
    if (tsNode === undefined || !this.isConstantValue(tsNode)) return null;
    return this.getKeyText(tsNode) ?? null;
  }

  private isConstantValue(node: ts.Node): boolean {
    return this.values.get(node);
  }

  private computeValue(node: ts.Node): boolean {
    const { ts } = this;
    const local = this.bindings.getLocal(node);
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

  private isConstantIdentifier(node: ts.Identifier): boolean {
    const binding = this.bindings.getLocalBinding(node);
    if (binding === false) return false;
    if (binding) {
      const init = this.bindings.followLocal(binding);
      return init !== undefined && this.isConstantValue(init);
    }
    const symbol = this.bindings.getSymbol(node);
    return symbol !== undefined && this.isConstantSymbol(symbol);
  }

  private isConstantSymbol(symbol: ts.Symbol): boolean {
    if (symbol.flags & this.ts.SymbolFlags.EnumMember) return true;
    const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
    return declaration !== undefined && this.isConstantDeclaration(declaration);
  }

  private isConstantDeclaration(declaration: ts.Declaration): boolean {
    return this.declarations.get(declaration);
  }

  private computeDeclaration(declaration: ts.Declaration): boolean {
    const { ts } = this;
    // Enum members never get here: isConstantSymbol and isConstantMember answer them from the symbol's flags.
    if (ts.isVariableDeclaration(declaration) && ts.isIdentifier(declaration.name)) {
      if (this.bindings.isConstVariable(declaration) && declaration.initializer)
        return this.isConstantValue(declaration.initializer);
      // The global `__dirname` Node declares (`declare var __dirname: string`).
      return LOCATION_GLOBALS.has(declaration.name.text) && declaration.getSourceFile().isDeclarationFile;
    }
    // `export default '/srv/app'` (an exported name, `export default ROOT`, is an alias the checker follows).
    if (ts.isExportAssignment(declaration)) return this.isConstantValue(declaration.expression);
    if (ts.isBindingElement(declaration)) {
      const member = this.literals.getBindingMember(declaration);
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
    const literal = this.literals.getFrozenLiteral(node.expression);
    if (literal) {
      if (key === undefined) return this.areAllMembersConstant(literal);
      const member = this.literals.findMember(literal, key);
      return member !== undefined && this.isConstantMemberValue(member);
    }
    const nameNode = ts.isPropertyAccessExpression(node) ? node.name : node.argumentExpression;
    // `paths.tool.sep`, `sep` through a barrel: asked only for these two names.
    if (
      key !== undefined &&
      PATH_CONSTANTS.has(key) &&
      this.isPathConstantDeclaration(this.bindings.getSymbol(nameNode)?.valueDeclaration)
    ) {
      return true;
    }
    const owner = this.bindings.getOwnerSymbol(node.expression);
    if (!owner) return false;
    const { SymbolFlags } = ts;
    const mergedWithNamespace = (owner.flags & (SymbolFlags.ValueModule | SymbolFlags.NamespaceModule)) !== 0;
    // Whatever the key, an enum hands out one of its members (or something `resolve` rejects).
    if (key === undefined) return (owner.flags & SymbolFlags.Enum) !== 0 && !mergedWithNamespace;
    const member = this.bindings.getSymbol(nameNode);
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
    // `PREFIX + 'fs'`, `${PREFIX}fs` (asked only of a constant, so each part is one).
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken)
      return this.joinKeyTexts([node.left, node.right], []);
    if (ts.isTemplateExpression(node)) {
      return this.joinKeyTexts(
        node.templateSpans.map((span) => span.expression),
        [node.head.text, ...node.templateSpans.map((span) => span.literal.text)],
      );
    }
    if (ts.isShorthandPropertyAssignment(node)) {
      const declaration = this.bindings.getShorthandValueSymbol(node)?.valueDeclaration;
      return declaration && this.getDeclaredKeyText(declaration);
    }
    if (ts.isIdentifier(node)) {
      const binding = this.bindings.getLocalBinding(node);
      if (binding === false) return undefined;
      if (binding) {
        const init = this.bindings.followLocal(binding);
        return init && this.getKeyText(init);
      }
      const declaration = this.bindings.getSymbol(node)?.valueDeclaration;
      return declaration && this.getDeclaredKeyText(declaration);
    }
    if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) {
      const literal = this.literals.getFrozenLiteral(node.expression);
      if (literal) {
        const key = this.getStaticKey(node);
        const member = key === undefined ? undefined : this.literals.findMember(literal, key);
        return member && this.getKeyText(member);
      }
      const declaration = this.bindings.getSymbol(
        ts.isPropertyAccessExpression(node) ? node.name : node.argumentExpression,
      )?.valueDeclaration;
      return declaration && this.getDeclaredKeyText(declaration);
    }
    return undefined;
  }

  /** The texts of `parts` joined, each after the matching one of `between` (a template's literal pieces). */
  private joinKeyTexts(parts: readonly ts.Node[], between: readonly string[]): string | undefined {
    let text = between[0] ?? '';
    for (const [index, part] of parts.entries()) {
      const value = this.getKeyText(part);
      if (value === undefined) return undefined;
      text += value + (between[index + 1] ?? '');
    }
    return text;
  }

  /** The key text a declaration the constant walk went through holds: its initialiser's, an enum member's value. */
  private getDeclaredKeyText(declaration: ts.Declaration): string | undefined {
    const { ts } = this;
    if (ts.isEnumMember(declaration)) {
      const value = this.checker.getConstantValue(declaration);
      return value === undefined ? undefined : String(value);
    }
    if (ts.isBindingElement(declaration)) {
      const member = this.literals.getBindingMember(declaration);
      return member && this.getKeyText(member);
    }
    if (ts.isExportAssignment(declaration)) return this.getKeyText(declaration.expression);
    if ((ts.isVariableDeclaration(declaration) || ts.isPropertyDeclaration(declaration)) && declaration.initializer) {
      return this.getKeyText(declaration.initializer);
    }
    return undefined;
  }

  private isConstantMemberValue(member: ts.Node): boolean {
    if (this.ts.isShorthandPropertyAssignment(member)) {
      const target = this.bindings.getShorthandValueSymbol(member);
      return target !== undefined && this.isConstantSymbol(target);
    }
    return this.isConstantValue(member);
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
    const symbol = this.bindings.getSymbol(nameNode);
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
