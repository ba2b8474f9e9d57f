/**
 * How ORKVFS007 names the file-system service: the `serviceTypes` entries, and what the file alone
 * shows about where a name comes from (an import's specifier and imported name, or a local
 * declaration). Both the syntactic and the typed layer use the entries; only the syntactic layer
 * asks about origins.
 */
import path from 'node:path';

import { AST_NODE_TYPES } from '@typescript-eslint/types';
import * as ASTUtils from '@typescript-eslint/utils/ast-utils';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';

import { isInstalledPackageFile, toSlashes } from '../../util/paths.js';

const { findVariable } = ASTUtils;

export interface ServiceTypeEntry {
  /** The declared name: `IFileSystemService`. */
  readonly name: string;
  /** A dotted entry (`Vfs.IFileSystemService`) as written; matched as a qualified name. */
  readonly dotted?: string;
  /** The declaring module: a package name or a source path without extension. */
  readonly module?: string;
}

/** Reads one `serviceTypes` entry: `Name`, `Namespace.Name` or `module#Name`. */
export function parseServiceType(entry: string): ServiceTypeEntry {
  const hash = entry.lastIndexOf('#');
  const qualified = entry.slice(hash + 1);
  const module = hash < 0 ? undefined : stripExtension(toSlashes(entry.slice(0, hash)));
  const name = qualified.slice(qualified.lastIndexOf('.') + 1);
  return {
    name,
    ...(qualified.includes('.') ? { dotted: qualified } : {}),
    ...(module === undefined ? {} : { module }),
  };
}

const entriesBySetting = new WeakMap<readonly string[], readonly ServiceTypeEntry[]>();

/**
 * The entries of a `serviceTypes` setting, read once per setting: the settings' list is the same
 * array for every file a configuration lints.
 */
export function getServiceTypeEntries(serviceTypes: readonly string[]): readonly ServiceTypeEntry[] {
  let entries = entriesBySetting.get(serviceTypes);
  if (!entries) {
    entries = serviceTypes.map(parseServiceType);
    entriesBySetting.set(serviceTypes, entries);
  }
  return entries;
}

const EXTENSION = /\.(?:d\.)?[cm]?[jt]sx?$/u;

function stripExtension(file: string): string {
  return file.replace(EXTENSION, '').replace(/\/index$/u, '');
}

/** Whether a source file (absolute, `/`-separated) is the module an entry names. */
export function isModuleFile(fileName: string, module: string): boolean {
  if (isInstalledPackageFile(fileName, module)) return true;
  const bare = stripExtension(toSlashes(fileName));
  return bare === module || bare.endsWith(`/${module}`);
}

/** Whether an import specifier, written in `fromFile`, names the module of an entry. */
function isModuleSpecifier(specifier: string, fromFile: string, module: string): boolean {
  // An absolute specifier names its file as written; joining it to the importing folder would
  // make `/vfs.js`, imported from `src/`, look like `src/vfs.js`.
  if (specifier.startsWith('/')) return isModuleFile(specifier, module);
  if (specifier.startsWith('.')) {
    const target = path.posix.join(path.posix.dirname(toSlashes(fromFile)), specifier);
    return isModuleFile(target, module);
  }
  const bare = specifier.replace(/^node:/u, '');
  return bare === module || bare.startsWith(`${module}/`);
}

/** A name as written: `IFileSystemService`, `vfs.IFileSystemService` (a type or a value). */
export type WrittenName = TSESTree.EntityName | TSESTree.MemberExpression;

/** Where a name comes from, as far as the file shows. */
export interface NameOrigin {
  /** The name the type or value was declared with (an import's imported name). */
  readonly declaredName: string;
  /** The definition found in the file's scopes; `undefined` for a global or unknown origin. */
  readonly definition?: TSESLint.Scope.Definition;
  /** `undefined`: a global or otherwise unknown origin. */
  readonly source?: { readonly kind: 'import'; readonly specifier: string } | { readonly kind: 'local' };
}

export function getNameText(name: WrittenName | TSESTree.Expression): string | undefined {
  switch (name.type) {
    case AST_NODE_TYPES.Identifier:
      return name.name;
    case AST_NODE_TYPES.TSQualifiedName: {
      const left = getNameText(name.left);
      return left === undefined ? undefined : `${left}.${name.right.name}`;
    }
    case AST_NODE_TYPES.MemberExpression: {
      if (name.computed || name.property.type !== AST_NODE_TYPES.Identifier) return undefined;
      const left = getNameText(name.object);
      return left === undefined ? undefined : `${left}.${name.property.name}`;
    }
    default:
      return undefined;
  }
}

function getRootIdentifier(name: WrittenName | TSESTree.Expression): TSESTree.Identifier | undefined {
  if (name.type === AST_NODE_TYPES.Identifier) return name;
  if (name.type === AST_NODE_TYPES.TSQualifiedName) return getRootIdentifier(name.left);
  if (name.type === AST_NODE_TYPES.MemberExpression) return getRootIdentifier(name.object);
  return undefined;
}

/** Where a written name comes from: an import (with its imported name), the file itself, or nowhere known. */
export function getOrigin(sourceCode: Readonly<TSESLint.SourceCode>, name: WrittenName): NameOrigin {
  const root = getRootIdentifier(name);
  const text = getNameText(name) ?? '';
  const lastName = text.slice(text.lastIndexOf('.') + 1);
  if (!root) return { declaredName: lastName };
  const variable = findVariable(sourceCode.getScope(name), root);
  const definition = variable?.defs[0];
  if (!definition) return { declaredName: lastName };
  const { node } = definition;
  if (node.type === AST_NODE_TYPES.ImportSpecifier && node.parent.type === AST_NODE_TYPES.ImportDeclaration) {
    const imported = node.imported.type === AST_NODE_TYPES.Identifier ? node.imported.name : node.imported.value;
    return {
      declaredName: root === name ? imported : lastName,
      definition,
      source: { kind: 'import', specifier: node.parent.source.value },
    };
  }
  // (A default or namespace specifier's parent is always its import declaration, and
  // `import x = require(…)` takes only a string literal: the parser rejects anything else.)
  if (node.type === AST_NODE_TYPES.ImportDefaultSpecifier || node.type === AST_NODE_TYPES.ImportNamespaceSpecifier) {
    return { declaredName: lastName, definition, source: { kind: 'import', specifier: node.parent.source.value } };
  }
  if (
    node.type === AST_NODE_TYPES.TSImportEqualsDeclaration &&
    node.moduleReference.type === AST_NODE_TYPES.TSExternalModuleReference
  ) {
    return {
      declaredName: lastName,
      definition,
      source: { kind: 'import', specifier: node.moduleReference.expression.value },
    };
  }
  return { declaredName: lastName, definition, source: { kind: 'local' } };
}

/** The `serviceTypes` entry a written name is, as far as the file shows. */
export function matchServiceName(
  sourceCode: Readonly<TSESLint.SourceCode>,
  filename: string,
  entries: readonly ServiceTypeEntry[],
  name: WrittenName,
): ServiceTypeEntry | undefined {
  const text = getNameText(name);
  if (text === undefined) return undefined;
  const lastName = text.slice(text.lastIndexOf('.') + 1);
  // Most names are not the service: decide that before any scope look-up.
  if (!entries.some((entry) => entry.name === lastName) && name.type !== AST_NODE_TYPES.Identifier) return undefined;
  const origin = getOrigin(sourceCode, name);
  for (const entry of entries) {
    if (entry.dotted) {
      if (text !== entry.dotted && !text.endsWith(`.${entry.dotted}`)) continue;
    } else if (origin.declaredName !== entry.name) {
      continue;
    }
    if (entry.module && !isFromModule(origin, filename, entry.module)) continue;
    return entry;
  }
  return undefined;
}

function isFromModule(origin: NameOrigin, filename: string, module: string): boolean {
  // A global (declared elsewhere, not imported): the file cannot tell, so the name decides.
  if (!origin.source) return true;
  if (origin.source.kind === 'local') return isModuleFile(filename, module);
  return isModuleSpecifier(origin.source.specifier, filename, module);
}
