/**
 * The typed layer: calls whose callee the TypeScript checker resolves to a declaration of a
 * tracked module (Node's fs modules, `path`, a configured fs or watcher library). It sees what a
 * file alone cannot: barrels and wrapper modules, parameters typed `typeof import('fs')`,
 * dependency objects, spread copies and class fields holding the module.
 *
 * The checker is asked only about candidates: identifier callees, and member callees whose
 * property name is one a tracked module exports (or a computed key of string-literal type).
 * Nothing here calls `getResolvedSignature`, and `getTypeAtLocation` only on those candidates.
 */
import { createRequire } from 'node:module';

import { AST_NODE_TYPES, TSESLint, type ParserServicesWithTypeInformation, type TSESTree } from '@typescript-eslint/utils';

const { DefinitionType } = TSESLint.Scope;
import type * as ts from 'typescript';

import {
  builtinFsModules,
  builtinFsPromisesModules,
  knownOperationNames,
  pathModules,
  watcherLibraryOperations,
} from './fs-api.js';
import type { ModuleReference } from './module-references.js';
import { isInstalledPackageFile } from '../util/paths.js';
import { unwrapExpression, type ModuleFamily, type ModuleValues } from './module-values.js';

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

/** Member names worth asking the checker about. */
const CANDIDATE_MEMBER_NAMES: ReadonlySet<string> = new Set([
  ...knownOperationNames,
  ...watcherLibraryOperations,
  'resolve',
]);

interface DeclarationInfo {
  readonly family: ModuleFamily;
  readonly builtin: boolean;
  readonly module: string;
  readonly name: string;
}

export interface TypedSettings {
  readonly fsModules: readonly string[];
  readonly watcherModules: readonly string[];
  /** Extra path functions ORKVFS004 checks besides `resolve`. */
  readonly pathFunctions?: readonly string[];
}

export class TypedResolver {
  private readonly ts = getTypeScript();
  private readonly checker: ts.TypeChecker;
  private readonly declarationCache = new Map<ts.Declaration, DeclarationInfo | null>();
  private readonly packageFamilies: readonly (readonly [string, ModuleFamily])[];
  private readonly candidateNames: ReadonlySet<string>;

  constructor(
    private readonly services: ParserServicesWithTypeInformation,
    settings: TypedSettings,
    private readonly values?: ModuleValues,
  ) {
    this.checker = services.program.getTypeChecker();
    this.packageFamilies = [
      ...settings.fsModules.map((name) => [name, 'fs'] as const),
      ...settings.watcherModules.map((name) => [name, 'watcher'] as const),
    ];
    this.candidateNames = settings.pathFunctions?.length
      ? new Set([...CANDIDATE_MEMBER_NAMES, ...settings.pathFunctions])
      : CANDIDATE_MEMBER_NAMES;
  }

  /** The tracked member a call's callee resolves to, if the checker can tell. */
  resolveCall(call: TSESTree.CallExpression | TSESTree.NewExpression): ModuleReference | undefined {
    const callee = unwrapExpression(call.callee);
    let nameNode: TSESTree.Node;
    if (callee.type === AST_NODE_TYPES.Identifier) {
      if (this.isLocalFunction(callee)) return undefined;
      nameNode = callee;
    } else if (callee.type === AST_NODE_TYPES.MemberExpression) {
      if (!callee.computed) {
        if (callee.property.type !== AST_NODE_TYPES.Identifier || !this.candidateNames.has(callee.property.name)) {
          return undefined;
        }
        nameNode = callee.property;
      } else {
        if (!this.hasCandidateLiteralType(callee.property)) return undefined;
        nameNode = callee;
      }
    } else {
      return undefined;
    }
    const info = this.resolveNameNode(nameNode);
    if (!info) return undefined;
    return {
      family: info.family,
      builtin: info.builtin,
      name: info.name,
      display: `${info.module}.${info.name}`,
      node: call,
      form: call.type === AST_NODE_TYPES.NewExpression ? 'construct' : 'call',
      call,
      layer: 'types',
    };
  }

  /**
   * A callee bound to a function or class this file declares cannot be Node's: skip the checker.
   * Only imports, parameters, destructured or computed bindings and globals are candidates.
   */
  private isLocalFunction(callee: TSESTree.Identifier): boolean {
    const variable = this.values?.getReference(callee)?.resolved;
    if (!variable || variable.defs.length === 0) return false;
    return variable.defs.every(
      (definition) =>
        definition.type === DefinitionType.FunctionName ||
        definition.type === DefinitionType.ClassName ||
        (definition.node.type === AST_NODE_TYPES.VariableDeclarator &&
          definition.node.id.type === AST_NODE_TYPES.Identifier &&
          (definition.node.init?.type === AST_NODE_TYPES.ArrowFunctionExpression ||
            definition.node.init?.type === AST_NODE_TYPES.FunctionExpression ||
            definition.node.init?.type === AST_NODE_TYPES.ClassExpression)),
    );
  }

  /**
   * The TypeScript node of an ESTree node. Parsers that embed TypeScript (Vue, Svelte, Astro)
   * can hand over a program together with ESTree nodes the map does not know.
   */
  private getTsNode(node: TSESTree.Node): ts.Node | undefined {
    return this.services.esTreeNodeToTSNodeMap.get(node);
  }

  private hasCandidateLiteralType(node: TSESTree.Node): boolean {
    const tsNode = this.getTsNode(node);
    if (!tsNode) return false;
    const type = this.checker.getTypeAtLocation(tsNode);
    return type.isStringLiteral() && this.candidateNames.has(type.value);
  }

  private resolveNameNode(node: TSESTree.Node): DeclarationInfo | undefined {
    const tsNode = this.getTsNode(node);
    if (!tsNode) return undefined;
    let symbol = this.checker.getSymbolAtLocation(
      this.ts.isElementAccessExpression(tsNode) ? tsNode.argumentExpression : tsNode,
    );
    if (!symbol) return undefined;
    if (symbol.flags & this.ts.SymbolFlags.Alias) symbol = this.checker.getAliasedSymbol(symbol);
    const direct = this.classifySymbol(symbol);
    if (direct) return direct;
    // A property or variable typed as an fs function (`read: typeof fs.readFile`): look at its type.
    if (symbol.flags & (this.ts.SymbolFlags.Property | this.ts.SymbolFlags.Variable) && this.candidateNames.has(symbol.name)) {
      const typeSymbol = this.checker.getTypeOfSymbolAtLocation(symbol, tsNode).getSymbol();
      if (typeSymbol) return this.classifySymbol(typeSymbol);
    }
    return undefined;
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
    if (!isCallableDeclaration(ts, declaration)) return undefined;
    const owner = ts.isModuleBlock(container) ? container.parent : undefined;
    // `namespace realpath { function native() }` inside module "fs": the operation is `realpath`.
    if (owner && ts.isIdentifier(owner.name) && ts.isModuleBlock(owner.parent)) {
      const outer = this.getModuleName(owner.parent.parent);
      const module = outer && FS_MODULE_NAMES.get(outer);
      return module ? { family: 'fs', builtin: true, module, name: owner.name.text } : undefined;
    }
    if (owner && ts.isStringLiteral(owner.name)) {
      const module = FS_MODULE_NAMES.get(owner.name.text);
      if (module) return { family: 'fs', builtin: true, module, name };
    }
    // Libraries configured by package name (fs-extra, chokidar) ship their own declaration files.
    const { fileName } = declaration.getSourceFile();
    for (const [packageName, family] of this.packageFamilies) {
      if (
        isInstalledPackageFile(fileName, packageName) ||
        (owner && ts.isStringLiteral(owner.name) && owner.name.text === packageName)
      ) {
        if (family === 'watcher' && !watcherLibraryOperations.has(name)) return undefined;
        return { family, builtin: false, module: packageName, name };
      }
    }
    return undefined;
  }

  /** `resolve` and friends are methods of `PlatformPath` in module "path". */
  private classifyPathMethod(declaration: ts.Declaration, container: ts.InterfaceDeclaration, name: string) {
    const { ts } = this;
    if (container.name.text !== 'PlatformPath') return undefined;
    if (!ts.isMethodSignature(declaration) && !ts.isPropertySignature(declaration)) return undefined;
    let node: ts.Node = container.parent;
    while (node && !ts.isSourceFile(node)) {
      const moduleName = this.getModuleName(node);
      if (moduleName && pathModules.has(moduleName)) return { family: 'path' as const, builtin: true, module: 'path', name };
      node = node.parent;
    }
    return undefined;
  }

  private getModuleName(node: ts.Node): string | undefined {
    return this.ts.isModuleDeclaration(node) && this.ts.isStringLiteral(node.name) ? node.name.text : undefined;
  }
}

function getDeclarationName(tsModule: TypeScript, declaration: ts.Declaration): string | undefined {
  const name = (declaration as ts.NamedDeclaration).name;
  if (!name) return undefined;
  if (tsModule.isIdentifier(name) || tsModule.isStringLiteral(name)) return name.text;
  return undefined;
}

function isCallableDeclaration(tsModule: TypeScript, declaration: ts.Declaration): boolean {
  return (
    tsModule.isFunctionDeclaration(declaration) ||
    tsModule.isClassDeclaration(declaration) ||
    tsModule.isVariableDeclaration(declaration) ||
    tsModule.isMethodDeclaration(declaration)
  );
}
