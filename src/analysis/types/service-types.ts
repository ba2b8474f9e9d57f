/**
 * ORKVFS007's typed layer: what the checker says about a type the file alone cannot place. It is
 * asked only about candidates (see `isCandidate`), and what it learns about a declared symbol, a
 * package directory or a mapped type is kept per program, so a symbol or `Partial<Deps>` used in
 * many files is resolved once.
 */
import path from 'node:path';

import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { ParserServicesWithTypeInformation, TSESLint, TSESTree } from '@typescript-eslint/utils';
import type * as ts from 'typescript';

import { getInnermostNames, maySpellEscaped } from '../syntax/escaped-names.js';
import { isModuleFile, type ServiceTypeEntry } from '../syntax/service-names.js';
import { getTypeScript } from './references.js';
import { toSlashes } from '../../util/paths.js';

type TypeScript = typeof ts;

/** Type names that are never the service: asking the checker about them would be wasted. */
const NEVER_SERVICE_NAMES: ReadonlySet<string> = new Set([
  'Array',
  'ReadonlyArray',
  'Promise',
  'PromiseLike',
  'Map',
  'ReadonlyMap',
  'Set',
  'ReadonlySet',
  'WeakMap',
  'WeakSet',
  'Record',
  'Function',
  'RegExp',
  'Date',
  'Error',
  'Iterable',
  'AsyncIterable',
]);

/** Type nodes that cannot hold the service, so the checker is never asked about them. */
const NON_CANDIDATE_TYPES: ReadonlySet<string> = new Set([
  AST_NODE_TYPES.TSArrayType,
  AST_NODE_TYPES.TSTupleType,
  AST_NODE_TYPES.TSFunctionType,
  AST_NODE_TYPES.TSConstructorType,
  AST_NODE_TYPES.TSTypeLiteral,
  AST_NODE_TYPES.TSLiteralType,
  AST_NODE_TYPES.TSTemplateLiteralType,
  AST_NODE_TYPES.TSTypePredicate,
  AST_NODE_TYPES.TSTypeOperator,
]);

/** What the checker found in a type: the service (if it is one) and the nullish types it admits. */
export interface TypedVerdict {
  /** The service entry's name; absent when the type is nullish and nothing else. */
  readonly service: string | undefined;
  readonly nullish: readonly string[];
  /** Members a mapped type (`Partial<Deps>`) made optional, whose declared type is the service. */
  readonly optionalMembers?: readonly string[];
  /** Every member of the service made optional (`Partial<IFileSystemService>`). */
  readonly wholeService?: boolean;
}

/** A mapped type's optional service members. */
interface MappedMembers {
  readonly service: string;
  readonly members: readonly string[];
  /** The mapped type is the service's own members made optional (`Partial<IFileSystemService>`). */
  readonly whole?: boolean;
}

/** What a program's checker has told about service types, kept as long as the program lives. */
interface ProgramFacts {
  /** Per `serviceTypes` configuration: the service entry a declared symbol is, or null. */
  readonly services: Map<string, Map<ts.Symbol, string | null>>;
  /** Per `serviceTypes` configuration: the members a mapped type made optional that are the service. */
  readonly mapped: Map<string, Map<ts.Type, MappedMembers | null>>;
  /** Per directory: the name of the package whose `package.json` is nearest, or null. */
  readonly packages: Map<string, string | null>;
}

const programFacts = new WeakMap<ts.Program, ProgramFacts>();

function getProgramFacts(program: ts.Program): ProgramFacts {
  let facts = programFacts.get(program);
  if (!facts) {
    facts = { services: new Map(), mapped: new Map(), packages: new Map() };
    programFacts.set(program, facts);
  }
  return facts;
}

function getOrCreate<K, V>(
  map: { get(key: K): V | undefined; set(key: K, value: V): unknown },
  key: K,
  create: () => V,
): V {
  let value = map.get(key);
  if (value === undefined) {
    value = create();
    map.set(key, value);
  }
  return value;
}

const programMentions = new WeakMap<ts.Program, Map<string, boolean>>();
const fileMentions = new WeakMap<ts.SourceFile, Map<string, boolean>>();

/**
 * Whether any file of the program (default library files included) spells one of the service
 * names: the index that lets a program without the service skip ORKVFS007's typed layer.
 *
 * Why no finding is lost: every typed verdict that reports needs a service — `getSymbolServiceName`
 * matches a symbol whose name is an entry's name and that a declaration names with that text, an
 * identifier (a JSDoc `@typedef`'s included) or a literal (`isSpelledName`). When no file of the
 * program spells the name, no such symbol exists, and the linted file (a file of the program) does
 * not spell it either, so the syntactic layer finds no service there and the typed one would find
 * none anywhere. A name spelled with an escape (`IFileSystem\u0053ervice`,
 * `'IFileSystem\x53ervice'`) is looked for among the identifiers and literals of the files whose
 * text may spell it so (`maySpellEscaped`: the name's characters or escapes in a row), in the parts
 * of their syntax tree (JSDoc comments included) whose source holds a backslash.
 *
 * Cost: once per program and names, a text search of each file for the names that hold no other
 * (`getInnermostNames`), kept per `SourceFile` so a program rebuilt after an edit searches only the
 * edited file again; in a file with a backslash, a look at the text around each backslash; and, in
 * the rare file whose text there may spell a name, a walk of the nodes around its backslashes. The
 * program's own files are searched before the libraries', so a code base that uses the service
 * usually stops at its first few files. Nothing per linted file or node.
 */
export function mayMentionService(program: ts.Program, names: readonly string[]): boolean {
  const key = names.join('\n');
  const byProgram = getOrCreate(programMentions, program, () => new Map<string, boolean>());
  let mentioned = byProgram.get(key);
  if (mentioned === undefined) {
    const innermost = getInnermostNames(names);
    const spells = (file: ts.SourceFile): boolean => {
      const byFile = getOrCreate(fileMentions, file, () => new Map<string, boolean>());
      let found = byFile.get(key);
      if (found === undefined) {
        found = spellsName(file, names, innermost);
        byFile.set(key, found);
      }
      return found;
    };
    // The program's own files first: a code base that uses the service spells it there, and the
    // search ends before the libraries' declaration files (the bulk of the text).
    const files = program.getSourceFiles();
    const isLibrary = (file: ts.SourceFile): boolean =>
      program.isSourceFileFromExternalLibrary(file) || program.isSourceFileDefaultLibrary(file);
    mentioned =
      files.some((file) => !isLibrary(file) && spells(file)) || files.some((file) => isLibrary(file) && spells(file));
    byProgram.set(key, mentioned);
  }
  return mentioned;
}

function spellsName(file: ts.SourceFile, names: readonly string[], innermost: readonly string[]): boolean {
  const { text } = file;
  if (innermost.some((name) => text.includes(name))) return true;
  if (!text.includes('\\') || !innermost.some((name) => maySpellEscaped(text, name))) return false;
  // A name spelled with an escape has a backslash in its source; one spelled without is in the
  // text, found above. So only the subtrees whose source holds a backslash are looked into.
  const tsModule = getTypeScript();
  const wanted = new Set(names);
  const backslashes: number[] = [];
  for (let index = text.indexOf('\\'); index !== -1; index = text.indexOf('\\', index + 1)) backslashes.push(index);
  // JSDoc comments are no children of the node they document: a `@typedef` names a type there.
  const visit = (node: ts.Node): boolean =>
    hasPositionIn(backslashes, node.pos, node.end) &&
    (((tsModule.isIdentifier(node) || tsModule.isStringLiteralLike(node)) && wanted.has(node.text)) ||
      ((node as { jsDoc?: readonly ts.Node[] }).jsDoc?.some(visit) ?? false) ||
      (tsModule.forEachChild(node, visit) ?? false));
  return visit(file);
}

/** Whether a sorted list holds a position in `[start, end)` (a binary search). */
function hasPositionIn(positions: readonly number[], start: number, end: number): boolean {
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((positions[middle] ?? end) < start) low = middle + 1;
    else high = middle;
  }
  return low < positions.length && (positions[low] ?? end) < end;
}

/** The checker's view: which named type an annotation member is, and what nullish types it admits. */
export class TypedServiceTest {
  private readonly ts = getTypeScript();
  private readonly checker: ts.TypeChecker;
  private readonly names: ReadonlySet<string>;
  private readonly symbolServices: Map<ts.Symbol, string | null>;
  private readonly mappedServices: Map<ts.Type, MappedMembers | null>;
  private readonly packages: Map<string, string | null>;

  constructor(
    private readonly services: ParserServicesWithTypeInformation,
    serviceTypes: readonly string[],
    private readonly entries: readonly ServiceTypeEntry[],
  ) {
    this.checker = services.program.getTypeChecker();
    this.names = new Set(entries.map((entry) => entry.name));
    const facts = getProgramFacts(services.program);
    const key = serviceTypes.join('\n');
    this.symbolServices = getOrCreate(facts.services, key, () => new Map<ts.Symbol, string | null>());
    this.mappedServices = getOrCreate(facts.mapped, key, () => new Map<ts.Type, MappedMembers | null>());
    this.packages = facts.packages;
  }

  /**
   * Whether the checker may find the service in a member the file alone did not match. A type
   * reference qualifies when its name, or the name it was imported under, is a service name, or
   * when it names a type alias (`MaybeFs`, `Partial<Deps>`); an interface, class or enum of another
   * name is never the service. An intersection qualifies when one of its members does. (A type
   * parameter does not either: the checker sees the parameter, not its constraint.)
   */
  isCandidate(member: TSESTree.TypeNode): boolean {
    if (member.type === AST_NODE_TYPES.TSIntersectionType) return member.types.some((part) => this.isCandidate(part));
    if (NON_CANDIDATE_TYPES.has(member.type) || member.type.endsWith('Keyword')) return false;
    if (member.type !== AST_NODE_TYPES.TSTypeReference) return true;
    const { typeName } = member;
    const name = typeName.type === AST_NODE_TYPES.TSQualifiedName ? typeName.right : typeName;
    if (name.type !== AST_NODE_TYPES.Identifier) return false;
    if (this.names.has(name.name)) return true;
    if (typeName.type === AST_NODE_TYPES.Identifier && NEVER_SERVICE_NAMES.has(name.name)) return false;
    const tsNode = this.services.esTreeNodeToTSNodeMap.get(name) as ts.Node | undefined;
    let symbol = tsNode && this.checker.getSymbolAtLocation(tsNode);
    if (!symbol) return false;
    if (symbol.flags & this.ts.SymbolFlags.Alias) {
      symbol = this.checker.getAliasedSymbol(symbol);
      if (this.names.has(symbol.name)) return true;
    }
    return (symbol.flags & this.ts.SymbolFlags.TypeAlias) !== 0;
  }

  /**
   * `undefined` when the member is not the service (or a nullable wrapper of it, or a mapped type
   * that makes a service member optional); no `service` when it is nullish and nothing else
   * (`Nothing`, `type Nothing = undefined`).
   */
  test(member: TSESTree.TypeNode): TypedVerdict | undefined {
    const node = this.services.esTreeNodeToTSNodeMap.get(member) as ts.TypeNode;
    return this.testType(this.checker.getTypeFromTypeNode(node));
  }

  /** The inferred type of a declaration without annotation (`fs = inject(FileSystemService, { optional: true })`). */
  testDeclared(name: TSESTree.Node): (TypedVerdict & { readonly text: string }) | undefined {
    const node = this.services.esTreeNodeToTSNodeMap.get(name) as ts.Node | undefined;
    if (!node) return undefined;
    const type = this.checker.getTypeAtLocation(node);
    const verdict = this.testType(type);
    return verdict?.service !== undefined && verdict.nullish.length > 0 && !verdict.optionalMembers
      ? { ...verdict, text: this.checker.typeToString(type) }
      : undefined;
  }

  /** Whether a declaration's inferred type is the service, required: no nullish member, no mapped optionality. */
  isRequiredService(name: TSESTree.Node): boolean {
    const declared = name.type === AST_NODE_TYPES.PrivateIdentifier ? name.parent : name;
    const node = this.services.esTreeNodeToTSNodeMap.get(declared) as ts.Node | undefined;
    if (!node) return false;
    const verdict = this.testType(this.checker.getTypeAtLocation(node));
    return (
      verdict?.service !== undefined &&
      verdict.nullish.length === 0 &&
      !verdict.optionalMembers &&
      verdict.wholeService !== true
    );
  }

  /**
   * `interface Options extends Partial<Deps>`: the service members the base makes optional that
   * stay optional in the interface.
   */
  testHeritage(heritage: TSESTree.TSInterfaceHeritage): { service: string; members: readonly string[] } | undefined {
    const node = this.services.esTreeNodeToTSNodeMap.get(heritage) as ts.Node | undefined;
    const declaration = this.services.esTreeNodeToTSNodeMap.get(heritage.parent) as ts.Node | undefined;
    if (!node || !declaration || !this.ts.isExpressionWithTypeArguments(node)) return undefined;
    const mapped = this.getMappedServiceMembers(this.checker.getTypeFromTypeNode(node));
    if (!mapped || mapped.whole) return undefined;
    const own = this.checker.getTypeAtLocation(declaration);
    const members = mapped.members.filter(
      (name) => ((own.getProperty(name)?.flags ?? 0) & this.ts.SymbolFlags.Optional) !== 0,
    );
    return members.length > 0 ? { service: mapped.service, members } : undefined;
  }

  /** `Opt<IFileSystemService>` → `IFileSystemService`: the wrapper's argument when it is the service itself. */
  getRequiredText(member: TSESTree.TypeNode, sourceCode: Readonly<TSESLint.SourceCode>): string | undefined {
    if (member.type !== AST_NODE_TYPES.TSTypeReference) return undefined;
    const [argument, ...others] = member.typeArguments?.params ?? [];
    if (!argument || others.length > 0) return undefined;
    const tested = this.test(argument);
    return tested?.service !== undefined && tested.nullish.length === 0 && !tested.optionalMembers
      ? sourceCode.getText(argument)
      : undefined;
  }

  private testType(type: ts.Type): TypedVerdict | undefined {
    const parts = type.isUnion() ? type.types : [type];
    const nullishFlags = this.ts.TypeFlags.Undefined | this.ts.TypeFlags.Null | this.ts.TypeFlags.Void;
    const nullish: string[] = [];
    let service: string | undefined;
    let optionalMembers: readonly string[] | undefined;
    let wholeService = false;
    // A union keeps its alias (`MaybeFs`), but its members are what decide.
    for (const part of parts) {
      if (part.flags & nullishFlags) {
        nullish.push(this.checker.typeToString(part));
        continue;
      }
      const name = this.getServiceName(part);
      if (name) {
        service ??= name;
        continue;
      }
      const mapped = parts.length - nullish.length === 1 ? this.getMappedServiceMembers(part) : undefined;
      if (!mapped) return undefined;
      service ??= mapped.service;
      optionalMembers = mapped.members;
      wholeService = mapped.whole === true;
    }
    if (!service && nullish.length === 0) return undefined;
    return {
      service,
      nullish,
      ...(optionalMembers ? { optionalMembers } : {}),
      ...(wholeService ? { wholeService } : {}),
    };
  }

  private getServiceName(type: ts.Type): string | undefined {
    for (const symbol of [type.aliasSymbol, type.getSymbol()]) {
      if (!symbol) continue;
      const name = this.getSymbolServiceName(symbol);
      if (name) return name;
    }
    // `IFileSystemService & Disposable` is the service with more.
    if (type.isIntersection()) {
      for (const part of type.types) {
        const name = this.getServiceName(part);
        if (name) return name;
      }
    }
    return undefined;
  }

  /**
   * The members a mapped type (`Partial<Deps>`, `{ [K in keyof T]?: T[K] }`) made optional whose
   * declared type is the service; or, for a mapped type of the service itself
   * (`Partial<IFileSystemService>`), that every operation may be missing. A member declared
   * optional is reported at its own declaration, so only what the mapping added counts.
   */
  private getMappedServiceMembers(type: ts.Type): MappedMembers | undefined {
    const { ts } = this;
    // An intersection (`Partial<Deps> & Extra`) keeps a member optional only where every part does.
    const isMapped =
      (type.flags & ts.TypeFlags.Object) !== 0 && ((type as ts.ObjectType).objectFlags & ts.ObjectFlags.Mapped) !== 0;
    if (!isMapped && !type.isIntersection()) return undefined;
    const cached = this.mappedServices.get(type);
    if (cached !== undefined) return cached ?? undefined;
    // A type met again while it is being looked at (`DeepPartial<T>` of itself) adds nothing.
    this.mappedServices.set(type, null);
    const members: string[] = [];
    let service: string | undefined;
    let whole: string | undefined;
    const owners = new Map<ts.Node, string | undefined>();
    for (const property of this.checker.getPropertiesOfType(type)) {
      if (!(property.flags & ts.SymbolFlags.Optional)) continue;
      const declarations = property.declarations ?? [];
      if (declarations.some((item) => 'questionToken' in item && item.questionToken)) continue;
      const [declaration] = declarations;
      const owner = declaration?.parent;
      if (owner && (ts.isInterfaceDeclaration(owner) || ts.isClassDeclaration(owner)) && owner.name) {
        if (!owners.has(owner)) {
          const symbol = this.checker.getSymbolAtLocation(owner.name);
          owners.set(owner, symbol && this.getSymbolServiceName(symbol));
        }
        whole ??= owners.get(owner);
        if (whole) continue;
      }
      // No declaration: a key the mapping itself produced (`Partial<Record<'fs', …>>`).
      if (declaration && !(ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration))) continue;
      // The service as it is, or made partial in turn: a deep partial maps the service to
      // `DeepPartial<IFileSystemService>`, every operation of which may be missing.
      const propertyType = this.checker.getNonNullableType(this.checker.getTypeOfSymbol(property));
      const inner =
        this.getServiceName(propertyType) === undefined ? this.getMappedServiceMembers(propertyType) : undefined;
      const name = this.getServiceName(propertyType) ?? (inner?.whole ? inner.service : undefined);
      if (!name) continue;
      service ??= name;
      members.push(property.name);
    }
    const result = whole ? { service: whole, members: [], whole: true } : service ? { service, members } : null;
    this.mappedServices.set(type, result);
    return result ?? undefined;
  }

  private getSymbolServiceName(raw: ts.Symbol): string | undefined {
    const symbol = raw.flags & this.ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(raw) : raw;
    const cached = this.symbolServices.get(symbol);
    if (cached !== undefined) return cached ?? undefined;
    let result: string | null = null;
    for (const entry of this.entries) {
      if (symbol.name !== entry.name || !this.isSpelledName(symbol)) continue;
      if (entry.dotted) {
        const qualified = this.checker.getFullyQualifiedName(symbol);
        if (qualified !== entry.dotted && !qualified.endsWith(`.${entry.dotted}`)) continue;
      }
      if (entry.module && !this.isDeclaredIn(symbol, entry.module)) continue;
      result = entry.name;
      break;
    }
    this.symbolServices.set(symbol, result);
    return result ?? undefined;
  }

  /**
   * Whether a declaration of the symbol writes its name: an identifier (a JSDoc `@typedef`'s
   * included) or a literal, as a name or a computed key. A name TypeScript computes from a key's
   * type (`[k]() {}` with `const k = \`IFileSystem${'Service'}\``) is no service type's: the
   * service is the type the configured name declares, and `mayMentionService` finds it by that
   * spelling.
   */
  private isSpelledName(symbol: ts.Symbol): boolean {
    const { ts } = this;
    return (symbol.declarations ?? []).some((declaration) => {
      let name: ts.Node | undefined = ts.getNameOfDeclaration(declaration);
      if (name && ts.isComputedPropertyName(name)) name = name.expression;
      return (
        name !== undefined &&
        (ts.isIdentifier(name) || ts.isStringLiteralLike(name) || ts.isNumericLiteral(name)) &&
        name.text === symbol.name
      );
    });
  }

  private isDeclaredIn(symbol: ts.Symbol, module: string): boolean {
    const { ts } = this;
    return (symbol.declarations ?? []).some((declaration) => {
      for (let node: ts.Node | undefined = declaration.parent; node; node = node.parent) {
        if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) return node.name.text === module;
      }
      const { fileName } = declaration.getSourceFile();
      return isModuleFile(fileName, module) || this.getPackageName(fileName) === module;
    });
  }

  /**
   * The package a file belongs to: the `name` of the nearest `package.json` that has one. This is
   * how a workspace package is recognised when TypeScript has followed its `node_modules` symlink
   * to the real path (`packages/vfs/index.ts`), where no path test can see the package name.
   */
  private getPackageName(fileName: string): string | undefined {
    const visited: string[] = [];
    let result: string | null = null;
    for (let directory = path.posix.dirname(toSlashes(fileName)); ;) {
      const known = this.packages.get(directory);
      if (known !== undefined) {
        result = known;
        break;
      }
      visited.push(directory);
      const name = readPackageName(this.ts, `${directory}/package.json`);
      if (name !== undefined) {
        result = name;
        break;
      }
      const parent = path.posix.dirname(directory);
      if (parent === directory || parent === '.') break;
      directory = parent;
    }
    for (const directory of visited) this.packages.set(directory, result);
    return result ?? undefined;
  }
}

/** The `name` of a `package.json`; `undefined` when there is none, or it has no name. */
function readPackageName(tsModule: TypeScript, file: string): string | undefined {
  const text = tsModule.sys?.readFile(file);
  if (text === undefined) return undefined;
  try {
    const { name } = JSON.parse(text) as { name?: unknown };
    return typeof name === 'string' && name !== '' ? name : undefined;
  } catch {
    return undefined;
  }
}
