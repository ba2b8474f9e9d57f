/**
 * The one analysis every rule of a file shares: computed on first use, cached on the
 * `SourceCode` object (so nothing survives the file), and the same whichever rules are on —
 * which is what lets `valid-suppression` decide that a suppression is unused.
 */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { ParserServicesWithTypeInformation, TSESLint, TSESTree } from '@typescript-eslint/utils';
import type { Scope } from '@typescript-eslint/utils/ts-eslint';

import { getSettings, type VfsSettings } from '../settings/settings.js';
import type { VfsCode } from './knowledge/codes.js';
import type { Finding } from './knowledge/findings.js';
import type { FileAnalysis } from './producers/file-analysis.js';
import { getLexicalContainmentFindings } from './producers/lexical-containment.js';
import { getOperationFindings } from './producers/operations.js';
import { getOptionalServiceFindings } from './producers/optional-service.js';
import { getPathResolveFindings } from './producers/path-resolve.js';
import { getConstantTest } from './producers/path-resolve-constants.js';
import { getUnverifiableLoadFindings } from './producers/unverifiable-loads.js';
import { getReferencesAt, type ModuleReference } from './syntax/module-references.js';
import { ModuleValues } from './syntax/module-values.js';
import { getLiteralKeyNames } from './types/key-alternatives.js';
import { getRootIdentifiers, type RootDeclarations } from './syntax/value-roots.js';
import { TypedResolver } from './types/references.js';
import { getTypeServices } from './types/type-services.js';

export type { FileAnalysis } from './producers/file-analysis.js';

type AnyRuleContext = Readonly<TSESLint.RuleContext<string, readonly unknown[]>>;

interface FindingProducer<C extends VfsCode> {
  readonly produce: (analysis: FileAnalysis) => readonly Finding<C>[];
  /**
   * Whether the code applies to a declaration file (`.d.ts`): nothing in one runs, so no operation
   * happens there, but a declared service type can still be optional (ORKVFS007). This is the one
   * place that decides it: the entry neither collects references nor runs the other producers there.
   */
  readonly inDeclarationFiles: boolean;
}

function inSourceOrder<F extends Finding>(findings: F[]): F[] {
  return findings.sort((a, b) => a.node.range[0] - b.node.range[0]);
}

/**
 * Every code's findings come from here, whichever rules are on: that is what lets
 * `valid-suppression` decide that a suppression is unused.
 */
const producers: { readonly [C in VfsCode]: FindingProducer<C> } = {
  ORKVFS001: {
    produce: (analysis) =>
      inSourceOrder([...getOperationFindings(analysis, 'ORKVFS001'), ...getUnverifiableLoadFindings(analysis)]),
    inDeclarationFiles: false,
  },
  ORKVFS002: { produce: (analysis) => getOperationFindings(analysis, 'ORKVFS002'), inDeclarationFiles: false },
  ORKVFS003: { produce: (analysis) => getOperationFindings(analysis, 'ORKVFS003'), inDeclarationFiles: false },
  ORKVFS004: { produce: getPathResolveFindings, inDeclarationFiles: false },
  ORKVFS005: { produce: (analysis) => getOperationFindings(analysis, 'ORKVFS005'), inDeclarationFiles: false },
  ORKVFS006: { produce: (analysis) => getOperationFindings(analysis, 'ORKVFS006'), inDeclarationFiles: false },
  ORKVFS007: { produce: getOptionalServiceFindings, inDeclarationFiles: true },
  ORKVFS008: { produce: getLexicalContainmentFindings, inDeclarationFiles: false },
};

/**
 * The references of every node that holds a tracked value. Such a value starts at a root — an
 * identifier that reads one, or `import()` — and is carried up through the expressions built on
 * it, so only those nodes are looked at: the rest of the file holds no tracked value and is
 * never evaluated.
 */
function getValueReferences(
  values: ModuleValues,
  scopeManager: Scope.ScopeManager,
  declarations: RootDeclarations,
): ModuleReference[] {
  const visited = new Set<TSESTree.Node>();
  const valued: TSESTree.Node[] = [];
  for (const root of [...getRootIdentifiers(values, scopeManager, declarations), ...declarations.dynamicImports]) {
    for (let node: TSESTree.Node | undefined = root; node && !visited.has(node); node = values.getValueParent(node)) {
      visited.add(node);
      valued.push(node);
    }
  }
  values.useWalkedNodes(visited);
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
 * Every node of the file, in source order (a node before its descendants), and the kinds the
 * analysis starts from, gathered in the same pass: each later pass over every node reads every
 * node object again, which on a large file costs more than the work it filters for.
 */
interface NodeIndex {
  readonly nodes: TSESTree.Node[];
  /** Every call and `new`. */
  readonly calls: (TSESTree.CallExpression | TSESTree.NewExpression)[];
  /** Every call, `new` and binary expression, in the same order (ORKVFS008's candidates). */
  readonly callsAndBinaries: (TSESTree.CallExpression | TSESTree.NewExpression | TSESTree.BinaryExpression)[];
  readonly dynamicImports: TSESTree.ImportExpression[];
  /** `import … from` and `import x = require(…)`: the declarations that bind a value by themselves. */
  readonly imports: (TSESTree.ImportDeclaration | TSESTree.TSImportEqualsDeclaration)[];
  readonly exports: (TSESTree.ExportAllDeclaration | TSESTree.ExportNamedDeclaration)[];
}

function createNodeIndex(): NodeIndex {
  return { nodes: [], calls: [], callsAndBinaries: [], dynamicImports: [], imports: [], exports: [] };
}

function addNode(index: NodeIndex, node: TSESTree.Node): void {
  index.nodes.push(node);
  switch (node.type) {
    case AST_NODE_TYPES.CallExpression:
    case AST_NODE_TYPES.NewExpression:
      index.calls.push(node);
      index.callsAndBinaries.push(node);
      break;
    case AST_NODE_TYPES.BinaryExpression:
      index.callsAndBinaries.push(node);
      break;
    case AST_NODE_TYPES.ImportExpression:
      index.dynamicImports.push(node);
      break;
    case AST_NODE_TYPES.ImportDeclaration:
    case AST_NODE_TYPES.TSImportEqualsDeclaration:
      index.imports.push(node);
      break;
    case AST_NODE_TYPES.ExportAllDeclaration:
    case AST_NODE_TYPES.ExportNamedDeclaration:
      index.exports.push(node);
      break;
    default:
      break;
  }
}

/**
 * The file's nodes. ESLint computes the traversal of each file before any rule runs and keeps it
 * on the `SourceCode`, so reading it costs a loop over an array instead of a second walk of the
 * tree. A host without it (oxlint's JS plugins, an older ESLint) gets the same list from a walk by
 * visitor keys.
 */
function getNodes(sourceCode: Readonly<TSESLint.SourceCode>): NodeIndex {
  const traverse = (sourceCode as { traverse?: () => Iterable<TraversalStep> }).traverse;
  let steps: Iterable<TraversalStep>;
  try {
    if (typeof traverse !== 'function') return walk(sourceCode);
    steps = traverse.call(sourceCode);
  } catch {
    // A wrapper around ESLint's SourceCode (a host's or a test's) cannot reach its private cache.
    return walk(sourceCode);
  }
  const index = createNodeIndex();
  let previous: unknown;
  for (const step of steps) {
    // Node visits are kind 1; phase 1 enters, phase 2 leaves.
    if (step.kind !== 1 || step.phase !== 1) continue;
    // espree shares one Identifier between `local` and `imported`/`exported` of `{ x }`: the
    // traversal enters it twice in a row (it has no children), the file holds it once.
    if (step.target === previous) continue;
    previous = step.target;
    addNode(index, step.target as TSESTree.Node);
  }
  return index;
}

function walk(sourceCode: Readonly<TSESLint.SourceCode>): NodeIndex {
  const index = createNodeIndex();
  const keys = sourceCode.visitorKeys as Record<string, readonly string[] | undefined>;
  const stack: TSESTree.Node[] = [sourceCode.ast];
  while (stack.length > 0) {
    const node = stack.pop() as TSESTree.Node;
    addNode(index, node);
    const childKeys = keys[node.type] ?? [];
    let previous: unknown;
    for (let key = childKeys.length - 1; key >= 0; key -= 1) {
      const child = (node as unknown as Record<string, unknown>)[childKeys[key] as string];
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
  return index;
}

/**
 * The tracked-module references of the file. Computed on first use: in a declaration file no
 * producer that reads them runs.
 */
function collectReferences(
  values: ModuleValues,
  scopeManager: Scope.ScopeManager,
  settings: VfsSettings,
  typeServices: ParserServicesWithTypeInformation | undefined,
  index: NodeIndex,
): ModuleReference[] {
  const references: ModuleReference[] = [];
  for (const node of index.exports) references.push(...getReferencesAt(values, node));
  references.push(...getValueReferences(values, scopeManager, index));
  if (typeServices) {
    const seen = new Set<TSESTree.Node>(references.map((reference) => reference.node));
    references.push(
      ...withoutCheckerOverflow(
        () => new TypedResolver(typeServices, settings, values).getReferences(index.nodes, seen),
        () => [],
      ),
    );
  }
  return references.sort((a, b) => a.node.range[0] - b.node.range[0]);
}

/**
 * TypeScript's checker recurses once per link when first asked about the end of a long chain (a
 * type alias of a type alias, 5,000 deep; `tsc`, checking top-down, does not) and can overflow the
 * stack. The plugin's own walks never do (`DeepMemo`); where the checker does, the file keeps what
 * the syntax shows — a typed run never reports less than an untyped one — instead of a crash.
 */
function withoutCheckerOverflow<T>(typed: () => T, syntactic: () => T): T {
  try {
    return typed();
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return syntactic();
  }
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
  // ESLint states the file's source type (`commonjs` included); a host without it (oxlint) leaves the program's.
  const sourceType =
    (context as { languageOptions?: { sourceType?: unknown } }).languageOptions?.sourceType ??
    (sourceCode.ast as { sourceType?: unknown }).sourceType;
  const scopeManager = sourceCode.scopeManager as Scope.ScopeManager;
  const values = new ModuleValues(scopeManager, settings, sourceType === 'script');
  const index = getNodes(sourceCode);
  const isDeclarationFile = /\.d\.(?:[cm]?ts|[^./\\]+\.ts)$/u.test(context.filename);
  let references: readonly ModuleReference[] | undefined;
  let moduleDeclarations: FileAnalysis['moduleDeclarations'] | undefined;
  const findings = new Map<VfsCode, readonly Finding[]>();
  const analysis: FileAnalysis = {
    sourceCode,
    filename: context.filename,
    settings,
    typeServices,
    values,
    get references() {
      return (references ??= collectReferences(values, scopeManager, settings, typeServices, index));
    },
    calls: index.calls,
    callsAndBinaries: index.callsAndBinaries,
    dynamicImports: index.dynamicImports,
    get moduleDeclarations() {
      return (moduleDeclarations ??= [...index.imports, ...index.exports].sort((a, b) => a.range[0] - b.range[0]));
    },
    isDeclarationFile,
    nodes: index.nodes,
    getFindings<C extends VfsCode>(code: C): readonly Finding<C>[] {
      let list = findings.get(code);
      if (!list) {
        const producer = producers[code] as FindingProducer<VfsCode>;
        list =
          isDeclarationFile && !producer.inDeclarationFiles
            ? []
            : typeServices
              ? withoutCheckerOverflow(
                  () => producer.produce(analysis),
                  () =>
                    producer.produce(Object.create(analysis, { typeServices: { value: undefined } }) as FileAnalysis),
                )
              : producer.produce(analysis);
        findings.set(code, list);
      }
      // The map holds each code's own producer's findings.
      return list as readonly Finding<C>[];
    },
  };
  // A specifier or key the file cannot fold may be a constant of another file (an imported enum member).
  if (typeServices) {
    values.useConstantText((node) => getConstantTest(analysis).getConstantText(node));
    values.useKeyAlternatives((node) => getLiteralKeyNames(typeServices, node));
  }
  cache.set(sourceCode, analysis);
  return analysis;
}
