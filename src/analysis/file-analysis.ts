/**
 * The one analysis every rule of a file shares: computed on first use, cached on the
 * `SourceCode` object (so nothing survives the file), and the same whichever rules are on —
 * which is what lets `valid-suppression` decide that a suppression is unused.
 */
import {
  AST_NODE_TYPES,
  ASTUtils,
  type ParserServicesWithTypeInformation,
  type TSESLint,
  type TSESTree,
} from '@typescript-eslint/utils';

import { getSettings, type VfsSettings } from '../settings/settings.js';
import type { Finding } from './findings.js';
import {
  configuredModuleOperationGroup,
  dynamicOperationGroup,
  getOperationInfo,
  operationGroups,
  unknownOperationGroup,
  watcherLibraryOperations,
  type OperationCode,
  type OperationGroup,
  type VfsCode,
} from './fs-api.js';
import { getLexicalContainmentFindings } from './lexical-containment.js';
import { getPassedArguments, getReferencesAt, type ModuleReference } from './module-references.js';
import { ModuleValues, unwrapExpression } from './module-values.js';
import { getOptionalServiceFindings } from './optional-service.js';
import { getPathResolveFindings } from './path-resolve.js';
import { TypedResolver } from './typed-references.js';
import { getUnverifiableLoadFindings } from './unverifiable-loads.js';

type AnyRuleContext = Readonly<TSESLint.RuleContext<string, readonly unknown[]>>;

export interface FileAnalysis {
  readonly sourceCode: Readonly<TSESLint.SourceCode>;
  /** The linted file's name, as ESLint passes it. */
  readonly filename: string;
  readonly settings: VfsSettings;
  /** Present when the file was parsed with a TypeScript program. */
  readonly typeServices: ParserServicesWithTypeInformation | undefined;
  readonly values: ModuleValues;
  /** Every reference to a tracked module member: fs, path, watcher libraries; both layers. */
  readonly references: readonly ModuleReference[];
  /** Every call and `new` of the file, in source order (for producers that need candidates). */
  readonly calls: readonly (TSESTree.CallExpression | TSESTree.NewExpression)[];
  /** Every `import()` of the file, in source order. */
  readonly dynamicImports: readonly TSESTree.ImportExpression[];
  /** A `.d.ts` (`.d.mts`, `.d.cts`, `.d.css.ts`, …): it only describes modules, nothing in it runs. */
  readonly isDeclarationFile: boolean;
  /** Every node of the file, in source order: producers filter this instead of walking again. */
  readonly nodes: readonly TSESTree.Node[];
  /** The violations of one code, in source order, before exemptions and suppressions. */
  getFindings(code: VfsCode): readonly Finding[];
}

/** Produces the findings of one code from the shared analysis. */
type FindingProducer = (analysis: FileAnalysis) => readonly Finding[];

const OPERATION_CODES: readonly OperationCode[] = ['ORKVFS001', 'ORKVFS002', 'ORKVFS003', 'ORKVFS005', 'ORKVFS006'];

/** The stream functions and classes whose options may name a descriptor instead of a path. */
const STREAM_OPENERS: ReadonlySet<string> = new Set(
  operationGroups.stream.names.concat(operationGroups.stream.constructs ?? []),
);

/**
 * `fs.createWriteStream('', { fd })`: with an `fd` option Node opens no path, the stream wraps a
 * descriptor (or `FileHandle`) someone already opened. That is a raw-descriptor operation, like
 * `fs.write(fd)`, not a stream from a path.
 */
function isDescriptorStream(values: ModuleValues, reference: ModuleReference): boolean {
  if (reference.name === undefined || !STREAM_OPENERS.has(reference.name)) return false;
  const options = getPassedArguments(values, reference).arguments[1];
  const object = options && unwrapExpression(options);
  if (object?.type !== AST_NODE_TYPES.ObjectExpression) return false;
  return object.properties.some(
    (property) =>
      property.type === AST_NODE_TYPES.Property &&
      ASTUtils.getPropertyName(property) === 'fd' &&
      !isNullish(property.value),
  );
}

function isNullish(node: TSESTree.Node): boolean {
  const value = unwrapExpression(node);
  return (
    (value.type === AST_NODE_TYPES.Literal && value.value === null) ||
    (value.type === AST_NODE_TYPES.Identifier && value.name === 'undefined')
  );
}

/** The codes of the operation rules that one reference counts for. */
function getOperationCodes(values: ModuleValues, reference: ModuleReference): readonly OperationCode[] {
  if (reference.family === 'watcher') {
    // A computed key on a watcher library fails closed, like `fs[key]`.
    return reference.form === 'reexport' ||
      reference.form === 'module' ||
      reference.name === undefined ||
      watcherLibraryOperations.has(reference.name)
      ? ['ORKVFS005']
      : [];
  }
  if (reference.family !== 'fs') return [];
  // The module itself leaves the file: every operation goes with it.
  if (reference.form === 'reexport' || reference.form === 'module') return OPERATION_CODES;
  if (reference.name === undefined || isDescriptorStream(values, reference)) return ['ORKVFS001'];
  const info = getOperationInfo(reference.name);
  return info ? [info.group.code] : [];
}

/** The table row whose wording a reference's message uses. */
function getGroup(values: ModuleValues, reference: ModuleReference): OperationGroup | undefined {
  if (reference.form === 'reexport' || reference.form === 'module') return undefined;
  if (reference.family === 'watcher') return operationGroups.watcher;
  if (reference.name === undefined) return dynamicOperationGroup;
  if (isDescriptorStream(values, reference)) return operationGroups.descriptor;
  const info = getOperationInfo(reference.name);
  if (info?.known) return info.group;
  return reference.builtin ? unknownOperationGroup : configuredModuleOperationGroup;
}

function getOperationFindings(analysis: FileAnalysis, code: OperationCode): Finding[] {
  return analysis.references.flatMap((reference): Finding[] => {
    if (!getOperationCodes(analysis.values, reference).includes(code)) return [];
    const group = getGroup(analysis.values, reference);
    return [
      {
        code,
        node: reference.node,
        name: reference.display,
        form: reference.form,
        layer: reference.layer,
        ...(group ? { data: { verb: group.verb, instead: group.instead } } : {}),
      },
    ];
  });
}

function inSourceOrder(findings: Finding[]): Finding[] {
  return findings.sort((a, b) => a.node.range[0] - b.node.range[0]);
}

/**
 * Every code's findings come from here, whichever rules are on: that is what lets
 * `valid-suppression` decide that a suppression is unused.
 */
const producers: Readonly<Record<VfsCode, FindingProducer>> = {
  ORKVFS001: (analysis) =>
    inSourceOrder([...getOperationFindings(analysis, 'ORKVFS001'), ...getUnverifiableLoadFindings(analysis)]),
  ORKVFS002: (analysis) => getOperationFindings(analysis, 'ORKVFS002'),
  ORKVFS003: (analysis) => getOperationFindings(analysis, 'ORKVFS003'),
  ORKVFS004: getPathResolveFindings,
  ORKVFS005: (analysis) => getOperationFindings(analysis, 'ORKVFS005'),
  ORKVFS006: (analysis) => getOperationFindings(analysis, 'ORKVFS006'),
  ORKVFS007: getOptionalServiceFindings,
  ORKVFS008: getLexicalContainmentFindings,
};

function getTypeServices(sourceCode: Readonly<TSESLint.SourceCode>): ParserServicesWithTypeInformation | undefined {
  const services = sourceCode.parserServices as Partial<ParserServicesWithTypeInformation> | undefined;
  return services?.program && services.esTreeNodeToTSNodeMap
    ? (services as ParserServicesWithTypeInformation)
    : undefined;
}

/**
 * The references of every node that holds a tracked value. Such a value starts at a root — an
 * identifier that reads one, or `import()` — and is carried up through the expressions built on
 * it, so only those nodes are looked at: the rest of the file holds no tracked value and is
 * never evaluated.
 */
function getValueReferences(
  values: ModuleValues,
  dynamicImports: readonly TSESTree.ImportExpression[],
): ModuleReference[] {
  const visited = new Set<TSESTree.Node>();
  const valued: TSESTree.Node[] = [];
  for (const root of [...values.getRootIdentifiers(), ...dynamicImports]) {
    for (let node: TSESTree.Node | undefined = root; node && !visited.has(node); node = values.getValueParent(node)) {
      visited.add(node);
      valued.push(node);
    }
  }
  const references = valued
    .sort((a, b) => a.range[0] - b.range[0] || b.range[1] - a.range[1])
    .flatMap((node) => getReferencesAt(values, node));
  // `(c ? fs.readFileSync : fs.readFileSync)(p)`: two origins reach the one call; it is one finding.
  const seen = new Set<string>();
  return references.filter((reference) => {
    const key = `${reference.node.range[0]}:${reference.node.range[1]}:${reference.form}:${reference.display}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** One step of ESLint's cached traversal (`SourceCode#traverse`, ESLint 9 and 10): only node visits matter here. */
interface TraversalStep {
  readonly kind: number;
  readonly phase?: number;
  readonly target: unknown;
}

/**
 * Every node of the file, in source order (a node before its descendants). ESLint computes the
 * traversal of each file before any rule runs and keeps it on the `SourceCode`, so reading it
 * costs a loop over an array instead of a second walk of the tree. A host without it (oxlint's
 * JS plugins, an older ESLint) gets the same list from a walk by visitor keys.
 */
function getNodes(sourceCode: Readonly<TSESLint.SourceCode>): TSESTree.Node[] {
  const traverse = (sourceCode as { traverse?: () => Iterable<TraversalStep> }).traverse;
  let steps: Iterable<TraversalStep>;
  try {
    if (typeof traverse !== 'function') return walk(sourceCode);
    steps = traverse.call(sourceCode);
  } catch {
    // A wrapper around ESLint's SourceCode (a host's or a test's) cannot reach its private cache.
    return walk(sourceCode);
  }
  const nodes: TSESTree.Node[] = [];
  let previous: unknown;
  for (const step of steps) {
    // Node visits are kind 1; phase 1 enters, phase 2 leaves.
    if (step.kind !== 1 || step.phase !== 1) continue;
    // espree shares one Identifier between `local` and `imported`/`exported` of `{ x }`: the
    // traversal enters it twice in a row (it has no children), the file holds it once.
    if (step.target === previous) continue;
    previous = step.target;
    nodes.push(step.target as TSESTree.Node);
  }
  return nodes;
}

function walk(sourceCode: Readonly<TSESLint.SourceCode>): TSESTree.Node[] {
  const nodes: TSESTree.Node[] = [];
  const keys = sourceCode.visitorKeys as Record<string, readonly string[] | undefined>;
  const stack: TSESTree.Node[] = [sourceCode.ast];
  while (stack.length > 0) {
    const node = stack.pop() as TSESTree.Node;
    nodes.push(node);
    const childKeys = keys[node.type] ?? [];
    let previous: unknown;
    for (let index = childKeys.length - 1; index >= 0; index -= 1) {
      const child = (node as unknown as Record<string, unknown>)[childKeys[index] as string];
      // espree shares one Identifier between `local` and `exported` of `export { x }`: visit it once.
      if (child === previous) continue;
      previous = child;
      if (Array.isArray(child)) {
        for (let item = child.length - 1; item >= 0; item -= 1) {
          const element = child[item] as TSESTree.Node | null;
          if (element && typeof element.type === 'string') stack.push(element);
        }
      } else if (child && typeof (child as TSESTree.Node).type === 'string') {
        stack.push(child as TSESTree.Node);
      }
    }
  }
  return nodes;
}

function collectReferences(
  values: ModuleValues,
  settings: VfsSettings,
  typeServices: ParserServicesWithTypeInformation | undefined,
  calls: (TSESTree.CallExpression | TSESTree.NewExpression)[],
  dynamicImports: TSESTree.ImportExpression[],
  nodes: readonly TSESTree.Node[],
  isDeclarationFile: boolean,
): ModuleReference[] {
  // A declaration file only describes modules: nothing in it runs, so nothing in it reaches the disk.
  if (isDeclarationFile) return [];
  const references: ModuleReference[] = [];
  for (const node of nodes) {
    if (node.type === 'CallExpression' || node.type === 'NewExpression') calls.push(node);
    else if (node.type === 'ImportExpression') dynamicImports.push(node);
    else if (node.type === 'ExportAllDeclaration' || node.type === 'ExportNamedDeclaration')
      references.push(...getReferencesAt(values, node));
  }
  references.push(...getValueReferences(values, dynamicImports));
  if (typeServices) {
    const seen = new Set<TSESTree.Node>(references.map((reference) => reference.node));
    references.push(...new TypedResolver(typeServices, settings, values).getReferences(nodes, seen));
  }
  return references.sort((a, b) => a.node.range[0] - b.node.range[0]);
}

const cache = new WeakMap<object, FileAnalysis>();

/**
 * Whether the file is JavaScript or TypeScript as ESLint's JS language parses it. A config
 * without `files` also reaches other languages (JSON, Markdown, CSS): their source code has no
 * scope manager and no ESTree program, and the plugin has nothing to say about them.
 */
export function isAnalyzable(sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  return (sourceCode as { ast?: { type?: unknown } }).ast?.type === 'Program' && Boolean(sourceCode.scopeManager);
}

export function getFileAnalysis(context: AnyRuleContext): FileAnalysis {
  const { sourceCode } = context;
  const cached = cache.get(sourceCode);
  if (cached) return cached;
  const settings = getSettings(context);
  const typeServices = getTypeServices(sourceCode);
  const values = new ModuleValues(sourceCode.scopeManager as NonNullable<typeof sourceCode.scopeManager>, settings);
  const calls: (TSESTree.CallExpression | TSESTree.NewExpression)[] = [];
  const dynamicImports: TSESTree.ImportExpression[] = [];
  const nodes = getNodes(sourceCode);
  const isDeclarationFile = /\.d\.(?:[cm]?ts|[^./\\]+\.ts)$/u.test(context.filename);
  const references = collectReferences(values, settings, typeServices, calls, dynamicImports, nodes, isDeclarationFile);
  const findings = new Map<VfsCode, readonly Finding[]>();
  const analysis: FileAnalysis = {
    sourceCode,
    filename: context.filename,
    settings,
    typeServices,
    values,
    references,
    calls,
    dynamicImports,
    isDeclarationFile,
    nodes,
    getFindings(code) {
      let list = findings.get(code);
      if (!list) {
        list = producers[code](analysis);
        findings.set(code, list);
      }
      return list;
    },
  };
  cache.set(sourceCode, analysis);
  return analysis;
}
