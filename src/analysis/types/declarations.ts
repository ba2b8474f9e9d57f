/**
 * What the TypeScript checker's declarations say a value is: a declaration of Node's fs modules,
 * of `path`, or of a configured fs or watcher library — or nothing this plugin tracks. The verdict
 * comes from where a symbol (or the symbol of its type) is declared, never from the name a file
 * gives it: `const { readFileSync: load } = io` is `fs.readFileSync` because the type of `load` is
 * declared in `declare module "fs"`.
 */
import { createRequire } from 'node:module';

import type * as ts from 'typescript';

import {
  builtinFsModules,
  builtinFsPromisesModules,
  pathModules,
  watcherLibraryOperations,
} from '../knowledge/fs-api.js';
import type { ModuleFamily } from '../syntax/module-values.js';
import { isInstalledPackageFile } from '../../util/paths.js';
import { getDeclaredType, getJSDocCastType } from './jsdoc.js';
import { getValueOperands } from './operands.js';

type TypeScript = typeof ts;

let typescript: TypeScript | undefined;
/** TypeScript is loaded only when a program exists, so untyped JavaScript users never need it. */
export function getTypeScript(): TypeScript {
  typescript ??= createRequire(import.meta.url)('typescript') as TypeScript;
  return typescript;
}

/** Node's fs module declarations (`declare module "fs"`) and how messages name them. */
const FS_MODULE_NAMES: ReadonlyMap<string, string> = new Map([
  ...[...builtinFsModules].map((name) => [name, 'fs'] as const),
  ...[...builtinFsPromisesModules].map((name) => [name, 'fs.promises'] as const),
]);

/** Namespace members that are still their operation: `fs.realpathSync.native`, `fs.readFile.__promisify__`. */
const OPERATION_NAMESPACE_MEMBERS: ReadonlySet<string> = new Set(['native', '__promisify__']);

/** How deep a value's declared origin is followed (`typeof x` annotations that name another `typeof y`). */
const MAX_ORIGIN_DEPTH = 4;

export interface DeclarationInfo {
  readonly family: ModuleFamily;
  readonly builtin: boolean;
  /** The export's name (`realpathSync` for `fs.realpathSync.native`). */
  readonly name: string;
  /** As users read it: `fs.readFileSync`, `fs.realpathSync.native`, `fs-extra.readJson`. */
  readonly display: string;
}

export interface TypedSettings {
  readonly fsModules: readonly string[];
  readonly watcherModules: readonly string[];
  /** Extra path functions ORKVFS004 checks besides `resolve`. */
  readonly pathFunctions?: readonly string[];
}

export class DeclarationClassifier {
  private readonly declarationCache = new Map<ts.Declaration, DeclarationInfo | null>();
  private readonly symbolCache = new Map<ts.Symbol, DeclarationInfo | null>();
  /** The symbols whose classification is under way (see `classifyValueSymbol`). */
  private readonly inProgress = new Set<ts.Symbol>();
  private readonly typeCache = new Map<ts.Type, DeclarationInfo | null>();
  /** Set while a classification hits the depth limit (see `classifyValueSymbol`). */
  private truncated = false;
  private readonly packageFamilies: readonly (readonly [string, ModuleFamily])[];

  constructor(
    private readonly ts: TypeScript,
    private readonly checker: ts.TypeChecker,
    settings: TypedSettings,
  ) {
    this.packageFamilies = [
      ...settings.fsModules.map((name) => [name, 'fs'] as const),
      ...settings.watcherModules.map((name) => [name, 'watcher'] as const),
    ];
  }

  /**
   * What a value is, from the symbol the checker found for it: the symbol's own declaration
   * (an import resolved to its target), or — for a variable, parameter, binding element or
   * property — the declaration of its type.
   */
  classifyValueSymbol(symbol: ts.Symbol, depth = 0): DeclarationInfo | undefined {
    const cached = this.symbolCache.get(symbol);
    if (cached !== undefined) return cached ?? undefined;
    // A symbol met again while it is being classified (`let a: typeof b; let b: typeof a | …`)
    // says nothing yet: the answer that relied on it is cut short like one at the depth limit.
    if (this.inProgress.has(symbol)) {
      this.truncated = true;
      return undefined;
    }
    this.inProgress.add(symbol);
    const outerTruncated = this.truncated;
    this.truncated = false;
    const info = this.computeValueSymbol(symbol, depth) ?? null;
    this.inProgress.delete(symbol);
    // The classifier outlives the file (one per checker): an answer cut short by the depth limit
    // or a cycle depends on where the question started, so it is not kept for the next one.
    if (!this.truncated) this.symbolCache.set(symbol, info);
    this.truncated ||= outerTruncated;
    return info ?? undefined;
  }

  /** What a value of this type is: the declaration of the type's symbol (`typeof fs.readFile`). */
  classifyType(type: ts.Type): DeclarationInfo | undefined {
    const cached = this.typeCache.get(type);
    if (cached !== undefined) return cached ?? undefined;
    const info = this.computeType(type) ?? null;
    this.typeCache.set(type, info);
    return info ?? undefined;
  }

  private computeType(type: ts.Type): DeclarationInfo | undefined {
    const target = this.checker.getNonNullableType(type);
    if (target.isUnion()) {
      // `typeof fs.readFile | typeof custom`: it may be the operation, so it is one (fail closed).
      for (const member of target.types) {
        const info = this.classifyTypeSymbol(member);
        if (info) return info;
      }
      return undefined;
    }
    return this.classifyTypeSymbol(target);
  }

  private classifyTypeSymbol(type: ts.Type): DeclarationInfo | undefined {
    // An instance (`fs.Stats`, `fs.ReadStream`) comes from an operation already reported; only a
    // callable interface (`StatSyncFn`) is an operation's type.
    const reference =
      type.flags & this.ts.TypeFlags.Object && (type as ts.ObjectType).objectFlags & this.ts.ObjectFlags.Reference;
    const declared = reference ? (type as ts.TypeReference).target : type;
    if (declared.isClassOrInterface() && (declared.isClass() || type.getCallSignatures().length === 0))
      return undefined;
    const symbol = type.getSymbol() ?? type.aliasSymbol;
    return symbol ? this.classifySymbol(symbol) : undefined;
  }

  private computeValueSymbol(raw: ts.Symbol, depth: number): DeclarationInfo | undefined {
    const { ts } = this;
    const symbol = raw.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(raw) : raw;
    const direct = this.classifySymbol(symbol);
    if (direct) return direct;
    // A function, class, method or module declared elsewhere is what it is: its type says no more.
    if (!(symbol.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Property))) return undefined;
    if (depth >= MAX_ORIGIN_DEPTH) {
      this.truncated = true;
      return undefined;
    }
    const declarations = symbol.declarations ?? [];
    if (declarations.length === 0) return this.classifyType(this.checker.getTypeOfSymbol(symbol));
    for (const declaration of declarations) {
      const info = this.classifyHolder(declaration, depth);
      if (info) return info;
    }
    return undefined;
  }

  /**
   * A variable, parameter, binding element or property: what its declaration says it holds — its
   * annotation, or where its value comes from (`= fs.readFile`, `{ readFile: x } = io`,
   * `= a ? fs.readFile : b`). No type is inferred: a value that came out of a call
   * (`= promisify(fs.readFile)`) entered it where it is reported as an escape.
   */
  private classifyHolder(declaration: ts.Declaration, depth: number): DeclarationInfo | undefined {
    const { ts, checker } = this;
    // An annotation, or in JavaScript a JSDoc `@type`/`@param`.
    const annotation = getDeclaredType(ts, declaration);
    if (annotation) return this.classifyAnnotation(annotation, depth);
    if (ts.isShorthandPropertyAssignment(declaration)) {
      const value = checker.getShorthandAssignmentValueSymbol(declaration);
      return value && this.classifyValueSymbol(value, depth + 1);
    }
    if (ts.isBindingElement(declaration)) {
      const origin = this.getBindingOrigin(declaration);
      return origin && this.classifyValueSymbol(origin, depth + 1);
    }
    const initializer = ts.isExportAssignment(declaration)
      ? declaration.expression
      : (declaration as { initializer?: ts.Expression }).initializer;
    return initializer && this.classifyInitializer(initializer, depth);
  }

  /**
   * What a value is, from the expression that gives it: an assertion by the type it claims, a name or
   * member by its symbol, `?:`, `||`, `??` and `&&` by each value they may give, `=` and `,` by their
   * right side, an element by the member its literal key names (`a['readFileSync']`, `t[0]`).
   * Anything else — a call's result, `await`, a literal, arithmetic, an element read by any other
   * key — is no declaration's value as such: what entered a call (or was stored in the element)
   * was reported where it entered (`const x = f()` is followed no further, and neither is
   * `c ? a : f()`'s second branch). At a key that is a name or a member (`a[k]`, `a[o.k]`) the
   * checker's symbol is the key's own, which holds a key, not the element.
   */
  private classifyInitializer(initializer: ts.Expression, depth: number): DeclarationInfo | undefined {
    const { ts, checker } = this;
    if (ts.isAsExpression(initializer) || ts.isTypeAssertionExpression(initializer))
      return this.classifyAnnotation(initializer.type, depth);
    // A JSDoc cast sits on the parentheses it needs: asked before they are taken off.
    const cast = getJSDocCastType(ts, initializer);
    if (cast) return this.classifyAnnotation(cast, depth);
    if (isTransparent(ts, initializer)) return this.classifyInitializer(initializer.expression, depth);
    const source = initializer;
    if (ts.isIdentifier(source) || ts.isPropertyAccessExpression(source) || isLiteralKeyAccess(ts, source)) {
      const origin = checker.getSymbolAtLocation(
        ts.isPropertyAccessExpression(source)
          ? source.name
          : ts.isElementAccessExpression(source)
            ? source.argumentExpression
            : source,
      );
      return origin && this.classifyValueSymbol(origin, depth + 1);
    }
    if (ts.isConditionalExpression(source))
      return this.classifyInitializer(source.whenTrue, depth) ?? this.classifyInitializer(source.whenFalse, depth);
    if (ts.isBinaryExpression(source)) {
      for (const operand of getValueOperands(ts, source)) {
        const info = this.classifyInitializer(operand, depth);
        if (info) return info;
      }
    }
    return undefined;
  }

  /** What an annotation (`typeof fs.readFile`, `StatSyncFn`, an alias of either) says a value is. */
  private classifyAnnotation(annotation: ts.TypeNode, depth: number): DeclarationInfo | undefined {
    const { ts, checker } = this;
    if (ts.isTypeQueryNode(annotation)) {
      const named = checker.getSymbolAtLocation(annotation.exprName);
      return named && this.classifyValueSymbol(named, depth + 1);
    }
    if (ts.isParenthesizedTypeNode(annotation)) return this.classifyAnnotation(annotation.type, depth);
    if (ts.isUnionTypeNode(annotation) || ts.isIntersectionTypeNode(annotation)) {
      for (const member of annotation.types) {
        const info = this.classifyAnnotation(member, depth);
        if (info) return info;
      }
      return undefined;
    }
    // A keyword, a literal, a function type, an object type, an array: never a declaration of fs.
    // `typeof import('fs').readFileSync` names one as `typeof fs.readFileSync` does.
    if (
      !ts.isTypeReferenceNode(annotation) &&
      !ts.isIndexedAccessTypeNode(annotation) &&
      !ts.isTypeOperatorNode(annotation) &&
      !(ts.isImportTypeNode(annotation) && annotation.isTypeOf)
    ) {
      return undefined;
    }
    if (ts.isTypeReferenceNode(annotation)) {
      const named = checker.getSymbolAtLocation(annotation.typeName);
      const target = named && named.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(named) : named;
      // An interface or class is what it declares: an instance (`fs.Stats`) is no operation, a
      // callable interface of fs (`StatSyncFn`) is.
      if (
        target &&
        target.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class) &&
        !(target.flags & ts.SymbolFlags.TypeAlias)
      ) {
        return target.flags & ts.SymbolFlags.Class ? undefined : this.classifySymbol(target);
      }
      // `Readonly<X>`, `Partial<X>`: a mapped type is an object type, never a function.
      const alias = target?.declarations?.[0];
      if (alias && ts.isTypeAliasDeclaration(alias) && ts.isMappedTypeNode(alias.type)) return undefined;
    }
    return this.classifyType(checker.getTypeFromTypeNode(annotation));
  }

  /** `{ readFile: x } = io` (or a parameter typed so): the property `readFile` of the pattern's type. */
  private getBindingOrigin(declaration: ts.BindingElement): ts.Symbol | undefined {
    const { ts, checker } = this;
    if (!ts.isObjectBindingPattern(declaration.parent)) return undefined;
    const key = declaration.propertyName ?? declaration.name;
    if (!ts.isIdentifier(key) && !ts.isStringLiteral(key)) return undefined;
    const source = checker.getTypeAtLocation(declaration.parent);
    return checker.getPropertyOfType(checker.getApparentType(checker.getNonNullableType(source)), key.text);
  }

  private classifySymbol(symbol: ts.Symbol): DeclarationInfo | undefined {
    for (const declaration of symbol.declarations ?? []) {
      const info = this.classifyDeclaration(declaration);
      if (info) return info;
    }
    return undefined;
  }

  private classifyDeclaration(declaration: ts.Declaration): DeclarationInfo | undefined {
    const cached = this.declarationCache.get(declaration);
    if (cached !== undefined) return cached ?? undefined;
    const info = this.computeDeclaration(declaration) ?? null;
    this.declarationCache.set(declaration, info);
    return info ?? undefined;
  }

  private computeDeclaration(declaration: ts.Declaration): DeclarationInfo | undefined {
    const { ts } = this;
    const name = getDeclarationName(ts, declaration);
    if (!name) return undefined;
    // `export const statSync: StatSyncFn` sits in a VariableStatement; functions and classes directly.
    let container: ts.Node = declaration.parent;
    if (ts.isVariableDeclarationList(container)) container = container.parent.parent;
    if (ts.isInterfaceDeclaration(container)) return this.classifyPathMethod(declaration, container, name);
    if (!ts.isModuleBlock(container) && !ts.isSourceFile(container)) return undefined;
    const owner = ts.isModuleBlock(container) ? container.parent : undefined;
    // `interface StatSyncFn` in module "fs": the type of `statSync` and `lstatSync`.
    if (ts.isInterfaceDeclaration(declaration)) {
      const module = this.getFsModuleName(owner);
      const exported = module && ts.isModuleBlock(container) ? findVariableTypedAs(ts, container, name) : undefined;
      if (!module || !exported) return undefined;
      return fsInfo(module, exported);
    }
    if (!isCallableDeclaration(ts, declaration)) return undefined;
    // `namespace realpathSync { function native() }` inside module "fs": the operation is `realpathSync`.
    if (owner && ts.isIdentifier(owner.name) && ts.isModuleBlock(owner.parent)) {
      const module = this.getFsModuleName(owner.parent.parent);
      if (!module || !OPERATION_NAMESPACE_MEMBERS.has(name)) return undefined;
      const operation = owner.name.text;
      return {
        ...fsInfo(module, operation),
        display: name === 'native' ? `${module}.${operation}.native` : `${module}.${operation}`,
      };
    }
    const module = this.getFsModuleName(owner);
    if (module) return fsInfo(module, name);
    // Libraries configured by package name (fs-extra, chokidar) ship their own declaration files.
    const { fileName } = declaration.getSourceFile();
    for (const [packageName, family] of this.packageFamilies) {
      if (
        isInstalledPackageFile(fileName, packageName) ||
        (owner && ts.isStringLiteral(owner.name) && owner.name.text === packageName)
      ) {
        if (family === 'watcher' && !watcherLibraryOperations.has(name)) return undefined;
        return { family, builtin: false, name, display: `${packageName}.${name}` };
      }
    }
    return undefined;
  }

  /** `fs` or `fs.promises` for a `declare module "fs"` (or its `node:`/promises twins). */
  private getFsModuleName(node: ts.Node | undefined): string | undefined {
    const moduleName = node && this.getModuleName(node);
    return moduleName ? FS_MODULE_NAMES.get(moduleName) : undefined;
  }

  /** `resolve` and friends are methods of `PlatformPath` in module "path". */
  private classifyPathMethod(declaration: ts.Declaration, container: ts.InterfaceDeclaration, name: string) {
    const { ts } = this;
    if (container.name.text !== 'PlatformPath') return undefined;
    if (!ts.isMethodSignature(declaration) && !ts.isPropertySignature(declaration)) return undefined;
    let node: ts.Node = container.parent;
    while (node && !ts.isSourceFile(node)) {
      const moduleName = this.getModuleName(node);
      if (moduleName && pathModules.has(moduleName))
        return { family: 'path' as const, builtin: true, name, display: `path.${name}` };
      node = node.parent;
    }
    return undefined;
  }

  private getModuleName(node: ts.Node): string | undefined {
    return this.ts.isModuleDeclaration(node) && this.ts.isStringLiteral(node.name) ? node.name.text : undefined;
  }

  /**
   * The names a configured or built-in module exports, read from its declarations: the member
   * names worth asking the checker about where a value's type cannot be followed cheaply.
   */
  getExportedNames(program: ts.Program): Set<string> {
    const names = new Set<string>();
    const add = (module: ts.Symbol) => {
      for (const exported of this.checker.getExportsOfModule(module)) names.add(exported.name);
    };
    const packages = this.packageFamilies.map(([name]) => name);
    for (const module of this.checker.getAmbientModules()) {
      const name = module.name.replace(/^"|"$/gu, '');
      if (FS_MODULE_NAMES.has(name) || packages.includes(name)) add(module);
    }
    if (packages.length > 0) {
      for (const file of program.getSourceFiles()) {
        if (!packages.some((name) => isInstalledPackageFile(file.fileName, name))) continue;
        const module = this.checker.getSymbolAtLocation(file);
        if (module) add(module);
      }
    }
    return names;
  }
}

/** `(x)`, `x!`, `x satisfies T`: the value of `x`, with its type. */
export function isTransparent(
  tsModule: TypeScript,
  expression: ts.Expression,
): expression is ts.ParenthesizedExpression | ts.NonNullExpression | ts.SatisfiesExpression {
  return (
    tsModule.isParenthesizedExpression(expression) ||
    tsModule.isNonNullExpression(expression) ||
    tsModule.isSatisfiesExpression(expression)
  );
}

/** `(x as T)!` → `x`. */
export function skipWrappers(tsModule: TypeScript, expression: ts.Expression): ts.Expression {
  let current = expression;
  while (
    tsModule.isParenthesizedExpression(current) ||
    tsModule.isAsExpression(current) ||
    tsModule.isNonNullExpression(current) ||
    tsModule.isSatisfiesExpression(current) ||
    tsModule.isTypeAssertionExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

function fsInfo(module: string, name: string): DeclarationInfo {
  return { family: 'fs', builtin: true, name, display: `${module}.${name}` };
}

/** The first `export const x: Name` of a module block: the export an fs function interface types. */
function findVariableTypedAs(tsModule: TypeScript, block: ts.ModuleBlock, typeName: string): string | undefined {
  for (const statement of block.statements) {
    if (!tsModule.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const { type } = declaration;
      if (
        type &&
        tsModule.isTypeReferenceNode(type) &&
        tsModule.isIdentifier(type.typeName) &&
        type.typeName.text === typeName &&
        tsModule.isIdentifier(declaration.name)
      ) {
        return declaration.name.text;
      }
    }
  }
  return undefined;
}

function getDeclarationName(tsModule: TypeScript, declaration: ts.Declaration): string | undefined {
  const name = (declaration as ts.NamedDeclaration).name;
  if (!name) return undefined;
  if (tsModule.isIdentifier(name) || tsModule.isStringLiteral(name)) return name.text;
  return undefined;
}

/** `'name'`, `` `name` ``, `0`: a key that names the member it reads (at any other the checker's symbol is the key's own). */
export function isLiteralKey(
  tsModule: TypeScript,
  key: ts.Expression,
): key is ts.StringLiteralLike | ts.NumericLiteral {
  return tsModule.isStringLiteralLike(key) || tsModule.isNumericLiteral(key);
}

/** `a['name']`, `` a[`name`] ``, `a[0]`: an element access whose key names the member it reads. */
export function isLiteralKeyAccess(tsModule: TypeScript, node: ts.Node): node is ts.ElementAccessExpression {
  return tsModule.isElementAccessExpression(node) && isLiteralKey(tsModule, node.argumentExpression);
}

function isCallableDeclaration(tsModule: TypeScript, declaration: ts.Declaration): boolean {
  return (
    tsModule.isFunctionDeclaration(declaration) ||
    tsModule.isClassDeclaration(declaration) ||
    tsModule.isVariableDeclaration(declaration) ||
    tsModule.isMethodDeclaration(declaration)
  );
}
