/**
 * ORKVFS007: the file-system service made optional or nullable. An optional service invites the
 * fallback that defeats the fence (`this.fs?.readAllText(p) ?? readFileSync(p)`) and moves a
 * missing registration from startup to the first request.
 *
 * Declarations looked at: class properties (incl. accessors and abstract ones), parameters of
 * every function form (incl. parameter properties, overloads and signatures) and property
 * signatures of interfaces and type literals. A declaration is reported when its type is the
 * service (`settings['vfs-compliance'].serviceTypes`) and it is optional: `?`, a union with
 * `undefined`, `null` or `void`, or a default of `undefined`/`null`.
 *
 * Untyped, the service is recognised by the name its declaration has (renamed imports are seen
 * through); an entry qualified by its module (`@orkeon/vfs#IFileSystemService`) also checks the
 * import the name comes from. That match stands in a typed run too, so a typed run reports
 * everything an untyped run does. With types, an annotation the file alone cannot place is
 * resolved by the checker, which sees through aliases (`type MaybeFs = IFileSystemService |
 * undefined`) and generic wrappers (`Opt<IFileSystemService>`) and identifies the service by its
 * declared symbol: a type of another module is not the service once the entry names its module,
 * and a package is recognised by its `package.json`, not by a `node_modules` path (a workspace
 * package that TypeScript resolves through its symlink lives at its real path).
 *
 * The checker is asked about a type reference only when it may be the service: its name (or the
 * name it was imported under) is a service name, or it names a type alias (`MaybeFs`, `Opt<…>`).
 * An interface, class or enum of another name never is, so `logger?: ILogger` costs one symbol
 * look-up and no type.
 */
import path from 'node:path';

import { AST_NODE_TYPES, ASTUtils, type ParserServicesWithTypeInformation, type TSESLint, type TSESTree } from '@typescript-eslint/utils';
import type * as ts from 'typescript';

import type { FileAnalysis } from './file-analysis.js';
import type { Finding, FindingSuggestion } from './findings.js';
import { getTypeScript } from './typed-references.js';
import { isInstalledPackageFile, toSlashes } from '../util/paths.js';

type TypeScript = typeof ts;

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

const EXTENSION = /\.(?:d\.)?[cm]?[jt]sx?$/u;

function stripExtension(file: string): string {
  return file.replace(EXTENSION, '').replace(/\/index$/u, '');
}

/** Whether a source file (absolute, `/`-separated) is the module an entry names. */
function isModuleFile(fileName: string, module: string): boolean {
  if (isInstalledPackageFile(fileName, module)) return true;
  const bare = stripExtension(toSlashes(fileName));
  return bare === module || bare.endsWith(`/${module}`);
}

/** Whether an import specifier, written in `fromFile`, names the module of an entry. */
function isModuleSpecifier(specifier: string, fromFile: string, module: string): boolean {
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    const target = path.posix.join(path.posix.dirname(toSlashes(fromFile)), specifier);
    return isModuleFile(target, module);
  }
  const bare = specifier.replace(/^node:/u, '');
  return bare === module || bare.startsWith(`${module}/`);
}

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

const NULLISH_KEYWORDS: Readonly<Record<string, string>> = {
  [AST_NODE_TYPES.TSUndefinedKeyword]: 'undefined',
  [AST_NODE_TYPES.TSNullKeyword]: 'null',
  [AST_NODE_TYPES.TSVoidKeyword]: 'void',
};

type ClassProperty =
  | TSESTree.PropertyDefinition
  | TSESTree.AccessorProperty
  | TSESTree.TSAbstractPropertyDefinition
  | TSESTree.TSAbstractAccessorProperty;

/** A declaration whose type may be the service. */
interface Candidate {
  /** Where the diagnostic lands: the declared name. */
  readonly nameNode: TSESTree.Node;
  readonly name: string;
  /** The `TSTypeAnnotation` (starts at its `:`). */
  readonly annotation: TSESTree.TSTypeAnnotation;
  readonly optional: boolean;
  /** A default or initialiser. */
  readonly initializer?: TSESTree.Expression;
  /** Where a nullish default's removal starts (end of the annotation). */
  readonly initializerStart?: number;
  readonly property?: ClassProperty;
  /** For parameters: the list they sit in and their index, to keep required-after-optional out. */
  readonly parameters?: { readonly list: readonly TSESTree.Parameter[]; readonly index: number };
}

interface MemberVerdict {
  readonly service: string | undefined;
  /** Nullish members only the checker sees (an alias or wrapper that admits `undefined`). */
  readonly typeNullish: readonly string[];
  /** Whether the untyped analysis reaches the same verdict. */
  readonly syntactic: boolean;
  /** A type reference the checker finds nullish and nothing else (`Nothing`, `type Nothing = undefined`). */
  readonly nullishOnly?: boolean;
}

function getMembers(type: TSESTree.TypeNode): TSESTree.TypeNode[] {
  return type.type === AST_NODE_TYPES.TSUnionType ? type.types.flatMap(getMembers) : [type];
}

/** The nullish value a default or initialiser writes (`null`, `undefined`, `void 0`), if it is one. */
function getNullishDefault(node: TSESTree.Expression | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === AST_NODE_TYPES.Literal && node.value === null && node.raw === 'null') return 'null';
  if (node.type === AST_NODE_TYPES.Identifier && node.name === 'undefined') return 'undefined';
  if (node.type === AST_NODE_TYPES.UnaryExpression && node.operator === 'void') return 'undefined';
  return undefined;
}

function getTypeNameText(name: TSESTree.EntityName): string {
  switch (name.type) {
    case AST_NODE_TYPES.Identifier:
      return name.name;
    case AST_NODE_TYPES.TSQualifiedName:
      return `${getTypeNameText(name.left)}.${name.right.name}`;
    default:
      return 'this';
  }
}

function getRootIdentifier(name: TSESTree.EntityName): TSESTree.Identifier | undefined {
  if (name.type === AST_NODE_TYPES.Identifier) return name;
  if (name.type === AST_NODE_TYPES.TSQualifiedName) return getRootIdentifier(name.left);
  return undefined;
}

/** Where a type name comes from, as far as the file shows. */
interface NameOrigin {
  /** The name the type was declared with (an import's imported name). */
  readonly declaredName: string;
  /** `undefined`: a global or otherwise unknown origin. */
  readonly source?: { readonly kind: 'import'; readonly specifier: string } | { readonly kind: 'local' };
}

class OptionalServiceAnalysis {
  private readonly entries: readonly ServiceTypeEntry[];
  private readonly names: ReadonlySet<string>;
  private readonly sourceCode: Readonly<TSESLint.SourceCode>;
  private readonly filename: string;
  private readonly typed: TypedServiceTest | undefined;
  private readonly nodes: readonly TSESTree.Node[];

  private readonly isDeclarationFile: boolean;

  constructor(analysis: FileAnalysis, filename: string) {
    this.isDeclarationFile = analysis.isDeclarationFile;
    this.nodes = analysis.nodes;
    this.entries = analysis.settings.serviceTypes.map(parseServiceType);
    this.names = new Set(this.entries.map((entry) => entry.name));
    this.sourceCode = analysis.sourceCode;
    this.filename = toSlashes(filename);
    this.typed = analysis.typeServices
      ? new TypedServiceTest(analysis.typeServices, analysis.settings.serviceTypes, this.entries)
      : undefined;
  }

  run(): Finding[] {
    const { sourceCode } = this;
    // Untyped, a file that never writes a service name cannot declare one (renamed imports
    // still write the original name in the import).
    if (!this.typed && ![...this.names].some((name) => sourceCode.text.includes(name))) return [];
    const findings: Finding[] = [];
    for (const node of this.nodes) {
      for (const candidate of getCandidates(node, sourceCode)) {
        const finding = this.check(candidate);
        if (finding) findings.push(finding);
      }
    }
    return findings.sort((a, b) => a.node.range[0] - b.node.range[0]);
  }

  private check(candidate: Candidate): Finding | undefined {
    const type = candidate.annotation.typeAnnotation;
    const members = getMembers(type);
    const keywordNullish = members.filter((member) => member.type in NULLISH_KEYWORDS);
    const others = members.filter((member) => !(member.type in NULLISH_KEYWORDS));
    if (others.length === 0) return undefined;
    // `| Nothing` with `type Nothing = undefined`: a nullish member only the checker sees. It
    // costs no extra checker call: an alias is asked about whether or not it turns out nullish.
    const typedNullish = new Map<TSESTree.TypeNode, readonly string[]>();
    const rest: TSESTree.TypeNode[] = [];
    const verdicts: MemberVerdict[] = [];
    for (const member of others) {
      const verdict = this.getMemberVerdict(member);
      if (verdict.nullishOnly) {
        typedNullish.set(member, verdict.typeNullish);
        continue;
      }
      if (!verdict.service) return undefined;
      rest.push(member);
      verdicts.push(verdict);
    }
    if (rest.length === 0) return undefined;
    const nullishMembers = [...keywordNullish, ...typedNullish.keys()].sort((a, b) => a.range[0] - b.range[0]);
    const nullishDefault = getNullishDefault(candidate.initializer);
    const syntacticOptional = candidate.optional || keywordNullish.length > 0 || nullishDefault !== undefined;
    const typeNullish = typedNullish.size > 0 || verdicts.some((verdict) => verdict.typeNullish.length > 0);
    if (!syntacticOptional && !typeNullish) return undefined;

    const how: string[] = [];
    if (candidate.optional) how.push('`?`');
    for (const member of nullishMembers) {
      const nullishOnly = typedNullish.get(member);
      how.push(`\`| ${this.getNullishText(member)}\`${nullishOnly ? ` (\`${nullishOnly.join(' | ')}\`)` : ''}`);
    }
    if (nullishDefault) how.push(`a default of \`${this.sourceCode.getText(candidate.initializer)}\``);
    rest.forEach((member, index) => {
      const nullish = verdicts[index]?.typeNullish ?? [];
      if (nullish.length > 0) how.push(`\`${this.sourceCode.getText(member)}\`, which admits \`${nullish.join('` and `')}\``);
    });
    const service = verdicts[0]?.service ?? '';
    const suggestion = this.getSuggestion(candidate, { nullishMembers, rest, verdicts, nullishDefault, service });
    return {
      code: 'ORKVFS007',
      node: candidate.nameNode,
      name: candidate.name,
      form: 'declaration',
      layer: syntacticOptional && typedNullish.size === 0 && verdicts.every((verdict) => verdict.syntactic) ? 'syntax' : 'types',
      data: { service, how: how.join(' and ') },
      ...(suggestion ? { suggestions: [suggestion] } : {}),
    };
  }

  private getMemberVerdict(member: TSESTree.TypeNode): MemberVerdict {
    // What the file itself shows stands in both runs, so a typed run never drops what an untyped
    // run reports (a workspace package the checker finds at its real path included).
    const syntactic = this.matchSyntactically(member);
    if (syntactic) return { service: syntactic.entry.name, typeNullish: [], syntactic: true };
    if (!this.typed?.isCandidate(member)) return { service: undefined, typeNullish: [], syntactic: false };
    const typed = this.typed.test(member);
    if (typed && typed.service === undefined) {
      // Only a type reference is a member the suggestion can drop as it drops `| undefined`.
      return { service: undefined, typeNullish: typed.nullish, syntactic: false, nullishOnly: member.type === AST_NODE_TYPES.TSTypeReference };
    }
    return { service: typed?.service, typeNullish: typed?.nullish ?? [], syntactic: false };
  }

  /** `undefined` for `| undefined`, `Nothing` for `| Nothing`: a nullish member as written. */
  private getNullishText(member: TSESTree.TypeNode): string {
    return NULLISH_KEYWORDS[member.type] ?? this.sourceCode.getText(member);
  }

  private matchSyntactically(member: TSESTree.TypeNode): { entry: ServiceTypeEntry } | undefined {
    if (member.type !== AST_NODE_TYPES.TSTypeReference) return undefined;
    const text = getTypeNameText(member.typeName);
    const origin = this.getOrigin(member);
    for (const entry of this.entries) {
      if (entry.dotted) {
        if (text !== entry.dotted && !text.endsWith(`.${entry.dotted}`)) continue;
      } else if (origin.declaredName !== entry.name) {
        continue;
      }
      if (entry.module && !this.isFromModule(origin, entry.module)) continue;
      return { entry };
    }
    return undefined;
  }

  private getOrigin(member: TSESTree.TSTypeReference): NameOrigin {
    const { typeName } = member;
    const root = getRootIdentifier(typeName);
    const lastName = typeName.type === AST_NODE_TYPES.TSQualifiedName ? typeName.right.name : getTypeNameText(typeName);
    if (!root) return { declaredName: lastName };
    const variable = findVariable(this.sourceCode.getScope(member), root);
    const definition = variable?.defs[0];
    if (!definition) return { declaredName: lastName };
    const { node } = definition;
    if (node.type === AST_NODE_TYPES.ImportSpecifier && node.parent.type === AST_NODE_TYPES.ImportDeclaration) {
      const imported = node.imported.type === AST_NODE_TYPES.Identifier ? node.imported.name : node.imported.value;
      return {
        declaredName: root === typeName ? imported : lastName,
        source: { kind: 'import', specifier: String(node.parent.source.value) },
      };
    }
    if (
      (node.type === AST_NODE_TYPES.ImportDefaultSpecifier || node.type === AST_NODE_TYPES.ImportNamespaceSpecifier) &&
      node.parent.type === AST_NODE_TYPES.ImportDeclaration
    ) {
      return { declaredName: lastName, source: { kind: 'import', specifier: String(node.parent.source.value) } };
    }
    if (
      node.type === AST_NODE_TYPES.TSImportEqualsDeclaration &&
      node.moduleReference.type === AST_NODE_TYPES.TSExternalModuleReference &&
      node.moduleReference.expression.type === AST_NODE_TYPES.Literal
    ) {
      return { declaredName: lastName, source: { kind: 'import', specifier: String(node.moduleReference.expression.value) } };
    }
    return { declaredName: lastName, source: { kind: 'local' } };
  }

  private isFromModule(origin: NameOrigin, module: string): boolean {
    // A global (declared elsewhere, not imported): the file cannot tell, so the name decides.
    if (!origin.source) return true;
    if (origin.source.kind === 'local') return isModuleFile(this.filename, module);
    return isModuleSpecifier(origin.source.specifier, this.filename, module);
  }

  private getSuggestion(
    candidate: Candidate,
    found: {
      readonly nullishMembers: readonly TSESTree.TypeNode[];
      readonly rest: readonly TSESTree.TypeNode[];
      readonly verdicts: readonly MemberVerdict[];
      readonly nullishDefault: string | undefined;
      readonly service: string;
    },
  ): FindingSuggestion | undefined {
    const { sourceCode } = this;
    if (candidate.parameters) {
      // A required parameter after an optional one does not compile: leave that to a person.
      const { list, index } = candidate.parameters;
      if (list.slice(0, index).some(isOptionalParameter)) return undefined;
    }
    // `{ fs }: { fs?: IFileSystemService } = {}`: the default would stop type-checking.
    if (isDefaultedPatternMember(candidate.nameNode)) return undefined;
    const changes: string[] = [];
    const edits: { range: [number, number]; text: string }[] = [];
    const optionalToken = candidate.optional ? findOptionalToken(sourceCode, candidate) : undefined;
    if (candidate.optional && !optionalToken) return undefined;
    const keepsInitializer = candidate.initializer !== undefined && found.nullishDefault === undefined;
    // No `!`: it would make the code compile while the field stays undefined at run time. Without
    // an assignment TypeScript reports TS2564 on the required field, which is the work left to do
    // (inject the service), and the suggestion says so.
    const unassigned =
      candidate.property !== undefined && !keepsInitializer && isLeftUnassigned(candidate.property, this.isDeclarationFile);

    if (optionalToken) {
      edits.push({ range: optionalToken.range, text: '' });
      changes.push('remove `?`');
    }

    const type = candidate.annotation.typeAnnotation;
    const unwrapped = found.rest.map((member, index) => {
      const nullish = found.verdicts[index]?.typeNullish ?? [];
      const text = sourceCode.getText(member);
      if (nullish.length === 0) return text;
      const replacement = this.typed?.getRequiredText(member, sourceCode) ?? `NonNullable<${text}>`;
      changes.push(`use \`${replacement}\``);
      return replacement;
    });
    if (found.nullishMembers.length > 0 || unwrapped.some((text, index) => text !== sourceCode.getText(found.rest[index]))) {
      edits.push({ range: type.range, text: unwrapped.join(' | ') });
      for (const member of found.nullishMembers) changes.push(`remove \`| ${this.getNullishText(member)}\``);
    }
    if (found.nullishDefault && candidate.initializer && candidate.initializerStart !== undefined) {
      edits.push({ range: [candidate.initializerStart, candidate.initializer.range[1]], text: '' });
      changes.push(`remove the default \`= ${sourceCode.getText(candidate.initializer)}\``);
    }
    if (edits.length === 0) return undefined;
    if (unassigned) changes.push('then assign it in the constructor');
    return {
      messageId: 'makeRequired',
      data: { name: candidate.name, service: found.service, change: changes.join(', ') },
      fix: (fixer) => edits.map((edit) => fixer.replaceTextRange(edit.range, edit.text)),
    };
  }
}

/** A property signature of the type literal that annotates a destructured parameter with a default. */
function isDefaultedPatternMember(nameNode: TSESTree.Node): boolean {
  const signature = nameNode.parent;
  const literal = signature?.parent;
  const annotation = literal?.parent;
  const pattern = annotation?.parent;
  return (
    signature?.type === AST_NODE_TYPES.TSPropertySignature &&
    literal?.type === AST_NODE_TYPES.TSTypeLiteral &&
    annotation?.type === AST_NODE_TYPES.TSTypeAnnotation &&
    (pattern?.type === AST_NODE_TYPES.ObjectPattern || pattern?.type === AST_NODE_TYPES.ArrayPattern) &&
    pattern.parent?.type === AST_NODE_TYPES.AssignmentPattern
  );
}

function isOptionalParameter(parameter: TSESTree.Parameter): boolean {
  if (parameter.type === AST_NODE_TYPES.TSParameterProperty) return isOptionalParameter(parameter.parameter);
  return (
    (parameter.type === AST_NODE_TYPES.Identifier ||
      parameter.type === AST_NODE_TYPES.ObjectPattern ||
      parameter.type === AST_NODE_TYPES.ArrayPattern) &&
    parameter.optional
  );
}

function isTypedCandidate(member: TSESTree.TypeNode): boolean {
  if (NON_CANDIDATE_TYPES.has(member.type) || member.type.endsWith('Keyword')) return false;
  if (member.type === AST_NODE_TYPES.TSTypeReference && member.typeName.type === AST_NODE_TYPES.Identifier) {
    return !NEVER_SERVICE_NAMES.has(member.typeName.name);
  }
  return true;
}

/** The `?` of an optional declaration: between its name and its annotation's `:`. */
function findOptionalToken(sourceCode: Readonly<TSESLint.SourceCode>, candidate: Candidate): TSESLint.AST.Token | undefined {
  const before = sourceCode.getTokenBefore(candidate.annotation);
  return before?.value === '?' ? before : undefined;
}

/**
 * Whether a class property left without initialiser is never assigned where it must be: not
 * abstract, static or ambient, and not assigned in the constructor (TypeScript's TS2564 for
 * identifier, private and computed keys; a string key is unchecked, but undefined all the same).
 */
function isLeftUnassigned(property: ClassProperty, isDeclarationFile: boolean): boolean {
  if (
    property.type === AST_NODE_TYPES.TSAbstractPropertyDefinition ||
    property.type === AST_NODE_TYPES.TSAbstractAccessorProperty ||
    property.static ||
    property.declare
  ) {
    return false;
  }
  const classNode = property.parent.parent;
  if (isAmbient(classNode)) return false;
  if (isDeclarationFile) return false;
  const constructor = property.parent.body.find(
    (member): member is TSESTree.MethodDefinition =>
      member.type === AST_NODE_TYPES.MethodDefinition && member.kind === 'constructor',
  );
  const key = property.key;
  const keyName =
    key.type === AST_NODE_TYPES.Identifier || key.type === AST_NODE_TYPES.PrivateIdentifier ? key.name : undefined;
  if (!constructor?.value.body || keyName === undefined || property.computed) return true;
  const isPrivate = key.type === AST_NODE_TYPES.PrivateIdentifier;
  return !constructor.value.body.body.some(
    (statement) =>
      statement.type === AST_NODE_TYPES.ExpressionStatement &&
      statement.expression.type === AST_NODE_TYPES.AssignmentExpression &&
      statement.expression.operator === '=' &&
      statement.expression.left.type === AST_NODE_TYPES.MemberExpression &&
      statement.expression.left.object.type === AST_NODE_TYPES.ThisExpression &&
      !statement.expression.left.computed &&
      (isPrivate
        ? statement.expression.left.property.type === AST_NODE_TYPES.PrivateIdentifier
        : statement.expression.left.property.type === AST_NODE_TYPES.Identifier) &&
      statement.expression.left.property.name === keyName,
  );
}

function isAmbient(node: TSESTree.Node | undefined): boolean {
  for (let current = node; current; current = current.parent) {
    if ((current.type === AST_NODE_TYPES.ClassDeclaration || current.type === AST_NODE_TYPES.TSModuleDeclaration) && current.declare) {
      return true;
    }
  }
  return false;
}

function getKeyName(sourceCode: Readonly<TSESLint.SourceCode>, key: TSESTree.Node, computed: boolean): string {
  if (!computed) {
    if (key.type === AST_NODE_TYPES.Identifier) return key.name;
    if (key.type === AST_NODE_TYPES.PrivateIdentifier) return `#${key.name}`;
    if (key.type === AST_NODE_TYPES.Literal) return String(key.value);
  }
  return `[${sourceCode.getText(key)}]`;
}

const FUNCTION_TYPES: ReadonlySet<string> = new Set([
  AST_NODE_TYPES.FunctionDeclaration,
  AST_NODE_TYPES.FunctionExpression,
  AST_NODE_TYPES.ArrowFunctionExpression,
  AST_NODE_TYPES.TSDeclareFunction,
  AST_NODE_TYPES.TSEmptyBodyFunctionExpression,
  AST_NODE_TYPES.TSMethodSignature,
  AST_NODE_TYPES.TSCallSignatureDeclaration,
  AST_NODE_TYPES.TSConstructSignatureDeclaration,
  AST_NODE_TYPES.TSFunctionType,
  AST_NODE_TYPES.TSConstructorType,
]);

function getCandidates(node: TSESTree.Node, sourceCode: Readonly<TSESLint.SourceCode>): Candidate[] {
  switch (node.type) {
    case AST_NODE_TYPES.PropertyDefinition:
    case AST_NODE_TYPES.AccessorProperty:
    case AST_NODE_TYPES.TSAbstractPropertyDefinition:
    case AST_NODE_TYPES.TSAbstractAccessorProperty: {
      if (!node.typeAnnotation) return [];
      return [
        {
          nameNode: node.key,
          name: getKeyName(sourceCode, node.key, node.computed),
          annotation: node.typeAnnotation,
          optional: node.optional,
          ...(node.value ? { initializer: node.value, initializerStart: node.typeAnnotation.range[1] } : {}),
          property: node,
        },
      ];
    }
    case AST_NODE_TYPES.TSPropertySignature: {
      if (!node.typeAnnotation) return [];
      return [
        {
          nameNode: node.key,
          name: getKeyName(sourceCode, node.key, node.computed),
          annotation: node.typeAnnotation,
          optional: node.optional,
        },
      ];
    }
    default:
      break;
  }
  if (!FUNCTION_TYPES.has(node.type)) return [];
  const list = (node as { params: TSESTree.Parameter[] }).params;
  return list.flatMap((parameter, index) => {
    const candidate = getParameterCandidate(parameter);
    return candidate ? [{ ...candidate, parameters: { list, index } }] : [];
  });
}

function getParameterCandidate(parameter: TSESTree.Parameter): Omit<Candidate, 'parameters'> | undefined {
  switch (parameter.type) {
    case AST_NODE_TYPES.TSParameterProperty:
      return getParameterCandidate(parameter.parameter);
    case AST_NODE_TYPES.Identifier:
      // A `this` parameter types the receiver; it is not an injected dependency.
      return parameter.typeAnnotation && parameter.name !== 'this'
        ? { nameNode: parameter, name: parameter.name, annotation: parameter.typeAnnotation, optional: parameter.optional }
        : undefined;
    case AST_NODE_TYPES.AssignmentPattern: {
      const { left } = parameter;
      if (left.type !== AST_NODE_TYPES.Identifier || !left.typeAnnotation) return undefined;
      return {
        nameNode: left,
        name: left.name,
        annotation: left.typeAnnotation,
        optional: left.optional,
        initializer: parameter.right,
        initializerStart: left.range[1],
      };
    }
    default:
      return undefined;
  }
}

/** What a program's checker has told about service types, kept as long as the program lives. */
interface ProgramFacts {
  /** Per `serviceTypes` configuration: the service entry a declared symbol is, or null. */
  readonly services: Map<string, Map<ts.Symbol, string | null>>;
  /** Per directory: the name of the package whose `package.json` is nearest, or null. */
  readonly packages: Map<string, string | null>;
}

const programFacts = new WeakMap<ts.Program, ProgramFacts>();

function getProgramFacts(program: ts.Program): ProgramFacts {
  let facts = programFacts.get(program);
  if (!facts) {
    facts = { services: new Map(), packages: new Map() };
    programFacts.set(program, facts);
  }
  return facts;
}

/** The checker's view: which named type an annotation member is, and what nullish types it admits. */
class TypedServiceTest {
  private readonly ts = getTypeScript();
  private readonly checker: ts.TypeChecker;
  private readonly names: ReadonlySet<string>;
  private readonly symbolServices: Map<ts.Symbol, string | null>;
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
    let symbolServices = facts.services.get(key);
    if (!symbolServices) {
      symbolServices = new Map();
      facts.services.set(key, symbolServices);
    }
    this.symbolServices = symbolServices;
    this.packages = facts.packages;
  }

  /**
   * Whether the checker may find the service in a member the file alone did not match. A type
   * reference qualifies when its name, or the name it was imported under, is a service name, or
   * when it names a type alias; an interface, class or enum of another name is never the service.
   * (A type parameter is not either: the checker sees the parameter, not its constraint.)
   */
  isCandidate(member: TSESTree.TypeNode): boolean {
    if (!isTypedCandidate(member)) return false;
    if (member.type !== AST_NODE_TYPES.TSTypeReference) return true;
    const { typeName } = member;
    const name = typeName.type === AST_NODE_TYPES.TSQualifiedName ? typeName.right : typeName;
    if (name.type !== AST_NODE_TYPES.Identifier) return false;
    if (this.names.has(name.name)) return true;
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
   * `undefined` when the member is not the service (or a nullable wrapper of it); no `service`
   * when it is nullish and nothing else (`Nothing`, `type Nothing = undefined`).
   */
  test(member: TSESTree.TypeNode): { service: string | undefined; nullish: string[] } | undefined {
    const type = this.getType(member);
    const parts = type.isUnion() ? type.types : [type];
    const nullishFlags = this.ts.TypeFlags.Undefined | this.ts.TypeFlags.Null | this.ts.TypeFlags.Void;
    const nullish: string[] = [];
    let service: string | undefined;
    // A union keeps its alias (`MaybeFs`), but its members are what decide.
    for (const part of parts) {
      if (part.flags & nullishFlags) {
        nullish.push(this.checker.typeToString(part));
        continue;
      }
      const name = this.getServiceName(part);
      if (!name) return undefined;
      service ??= name;
    }
    return service || nullish.length > 0 ? { service, nullish } : undefined;
  }

  /** `Opt<IFileSystemService>` → `IFileSystemService`: the wrapper's argument when it is the service itself. */
  getRequiredText(member: TSESTree.TypeNode, sourceCode: Readonly<TSESLint.SourceCode>): string | undefined {
    if (member.type !== AST_NODE_TYPES.TSTypeReference) return undefined;
    const [argument, ...others] = member.typeArguments?.params ?? [];
    if (!argument || others.length > 0) return undefined;
    const tested = this.test(argument);
    return tested?.service !== undefined && tested.nullish.length === 0 ? sourceCode.getText(argument) : undefined;
  }

  private getType(member: TSESTree.TypeNode): ts.Type {
    const node = this.services.esTreeNodeToTSNodeMap.get(member) as ts.TypeNode;
    return this.checker.getTypeFromTypeNode(node);
  }

  private getServiceName(type: ts.Type): string | undefined {
    for (const symbol of [type.aliasSymbol, type.getSymbol()]) {
      if (!symbol) continue;
      const name = this.getSymbolServiceName(symbol);
      if (name) return name;
    }
    return undefined;
  }

  private getSymbolServiceName(raw: ts.Symbol): string | undefined {
    const symbol = raw.flags & this.ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(raw) : raw;
    const cached = this.symbolServices.get(symbol);
    if (cached !== undefined) return cached ?? undefined;
    let result: string | null = null;
    for (const entry of this.entries) {
      if (symbol.name !== entry.name) continue;
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
    for (let directory = path.posix.dirname(toSlashes(fileName)); ; ) {
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

/** The producer of ORKVFS007's findings. */
export function getOptionalServiceFindings(analysis: FileAnalysis): readonly Finding[] {
  return new OptionalServiceAnalysis(analysis, analysis.filename).run();
}
