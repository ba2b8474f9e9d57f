/**
 * The typed layer: uses of a value — calls, `new`, `.call`/`.apply`, values that escape — that
 * the TypeScript checker resolves to a declaration of a tracked module (Node's fs modules, `path`,
 * a configured fs or watcher library). It sees what a file alone cannot: barrels and wrapper
 * modules, parameters typed `typeof import('fs')`, dependency objects, renamed destructuring,
 * spread copies, class fields holding the module, exports of other files.
 *
 * What decides is the declaration the checker finds for the value (typed-declarations.ts), never
 * the local name. Cheapness comes from choosing what to ask (typed-candidates.ts):
 * - only a value in a position that uses it (callee, `.call`/`.apply`, escape — `getUseSite`);
 * - not a value the syntactic layer already follows, nor one whose declaration in this file shows
 *   it cannot be an operation (a local function or class, a literal, a primitive-typed parameter,
 *   `this.m()` where the class declares method `m`);
 * - a chain `a.b.c` is followed through declared types (the symbol of `a`, then properties), and a
 *   `const` alias of a chain through the chain, which needs no control-flow analysis nor inference;
 *   a variable is resolved once, however often it is used;
 * - a value that came out of a call (`getFs().readFile`, a callback's parameter) costs a signature
 *   resolution: it is asked about only as the root of a chain whose last name a tracked module
 *   exports (read from the modules' declarations). Whatever fs function it holds entered the call
 *   where it is reported as an escape.
 *
 * Cost model. Once per program and settings: the carrier index (carrier-names.ts: one walk of the
 * program's files, no checker question), the names the tracked modules export, and one
 * `DeclarationClassifier` whose answers about shared declarations serve every file. Once per file:
 * one pass over its nodes. Per node: a syntactic filter (first the position, `getUseSite`, which
 * drops most nodes before anything is asked about their value; then the binding's verdict), then
 * one set lookup in the index — the member's last name must be a carrier (or an object of its chain
 * one that holds elements), a bare name must be one some declaration able to hold an fs value bears
 * — and only then the checker: the symbol of a variable once per variable, the declared types along
 * a chain, `getTypeAtLocation` only for `this` (once per function) and the rare expression with no
 * declaration to read. No finding is lost: a node left out by the index could not have classified
 * (the soundness argument is in carrier-names.ts).
 */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import * as ASTUtils from '@typescript-eslint/utils/ast-utils';
import type { ParserServicesWithTypeInformation, TSESTree, TSESLint } from '@typescript-eslint/utils';
import type * as ts from 'typescript';

import { knownOperationNames, watcherLibraryOperations } from '../knowledge/fs-api.js';
import { getUseSite, isStoredUse, toUse, type ModuleReference } from '../syntax/module-references.js';
import { unwrapExpression, type ModuleValues } from '../syntax/module-values.js';
import { getCarrierNames, type CarrierNames } from './carrier-names.js';
import {
  getChainRoot,
  getVariableVerdict,
  OwnMethods,
  NON_OPERATION_EXPRESSIONS,
  type Position,
  type Verdict,
} from './candidates.js';
import { DeclaredHolders, type HolderSpace } from './declared-holders.js';
import { DeclarationClassifier, getTypeScript, type TypedSettings } from './declarations.js';
import { getPatternKeys, ValueResolver } from './value-resolution.js';

export { getTypeScript, type TypedSettings };

type Variable = TSESLint.Scope.Variable;
type Reference = TSESLint.Scope.Reference;

/** Names asked about in chains that start at a call, whatever the program declares. */
const BASE_CANDIDATE_NAMES: readonly string[] = [...knownOperationNames, ...watcherLibraryOperations, 'resolve'];

/**
 * Per program and settings: the names asked about in chains that start at a call — the base names,
 * the configured path functions and what the tracked modules export, read once from their
 * declarations. The set serves every file of the program.
 */
const candidateNamesCache = new WeakMap<ts.Program, Map<string, ReadonlySet<string>>>();

/**
 * One classifier per checker and module settings: what a declaration of the program is does not
 * change from file to file, so the symbols of shared modules (@types/node, a barrel, a DI type)
 * are classified once per lint run, not once per file that uses them.
 */
const classifiers = new WeakMap<ts.TypeChecker, Map<string, DeclarationClassifier>>();

function getClassifier(
  typescript: ReturnType<typeof getTypeScript>,
  checker: ts.TypeChecker,
  settings: TypedSettings,
): DeclarationClassifier {
  let byChecker = classifiers.get(checker);
  if (!byChecker) {
    byChecker = new Map();
    classifiers.set(checker, byChecker);
  }
  const key = JSON.stringify([settings.fsModules, settings.watcherModules]);
  let classifier = byChecker.get(key);
  if (!classifier) {
    classifier = new DeclarationClassifier(typescript, checker, settings);
    byChecker.set(key, classifier);
  }
  return classifier;
}

export class TypedResolver {
  private readonly ts = getTypeScript();
  private readonly checker: ts.TypeChecker;
  private readonly classifier: DeclarationClassifier;
  private candidateNames: ReadonlySet<string> | undefined;
  private carriers: CarrierNames | undefined;
  private holders: DeclaredHolders | undefined;
  private readonly resolver: ValueResolver;
  private readonly verdicts = new Map<Variable, Map<Position, Verdict>>();
  private readonly ownMethods = new OwnMethods();

  constructor(
    private readonly services: ParserServicesWithTypeInformation,
    private readonly settings: TypedSettings,
    private readonly values: ModuleValues,
  ) {
    this.checker = services.program.getTypeChecker();
    this.classifier = getClassifier(this.ts, this.checker, settings);
    this.resolver = new ValueResolver(this.ts, services, this.checker, this.classifier, values, {
      isWorthAsking: (node) => this.isCandidate(node, false),
      mayIndex: (member) => this.isChainHoldingElements(member),
    });
  }

  /**
   * The references only types can see, in the order of `nodes` (every node of the file, in source
   * order). Nodes in `reported` — found by the syntactic layer — are not reported again.
   */
  getReferences(nodes: readonly TSESTree.Node[], reported: ReadonlySet<TSESTree.Node>): ModuleReference[] {
    const references: ModuleReference[] = [];
    const done = new Set(reported);
    for (const node of nodes) {
      if (node.type === AST_NODE_TYPES.ExportSpecifier) {
        const reexport = done.has(node) ? undefined : this.resolveReexport(node);
        if (reexport) references.push(reexport);
        continue;
      }
      if (node.type === AST_NODE_TYPES.CallExpression && !isOrigin(node)) {
        const called = done.has(node) ? undefined : this.resolveCalledResult(node);
        if (called) {
          done.add(called.node);
          references.push(called);
        }
        continue;
      }
      if (!isOrigin(node)) continue;
      // By position first, which asks nothing: most nodes are read (`a` of `a.b`), not used.
      const site = getUseSite(node);
      if (!site) continue;
      // An identifier that reads no variable (a key, a declared name, a re-exported name) holds no value.
      const reference = node.type === AST_NODE_TYPES.Identifier ? this.values.getReference(node) : undefined;
      if (node.type === AST_NODE_TYPES.Identifier && !reference) continue;
      if (site.kind === 'stored' && !isStoredUse(this.values, site.holder, node)) continue;
      const at = site.kind === 'call' ? site.node : node;
      if (done.has(at) || !this.isCandidate(node, site.kind === 'call', reference)) continue;
      const info = this.resolver.resolveValue(node);
      if (!info || isInAmbientContext(node)) continue;
      done.add(at);
      references.push(toUse(site, node, info, 'types'));
    }
    return references;
  }

  /**
   * `m.get(k)!(p)`, `m.get(k)?.(p)`, `(m.get(k) as Read)(p)` with `m: Map<string, typeof
   * fs.readFileSync>`: the result of a method of a container that may hold tracked elements,
   * called at once. Asked only when the container's chain may hold elements (or the result is
   * asserted a type and the program asserts one somewhere), by the type of what is called.
   */
  private resolveCalledResult(call: TSESTree.CallExpression): ModuleReference | undefined {
    const callee = unwrapExpression(call.callee);
    if (callee.type !== AST_NODE_TYPES.MemberExpression) return undefined;
    const site = getUseSite(call);
    if (site?.kind !== 'call' || site.form !== 'call' || !site.call) return undefined;
    const holder = site.call.callee;
    const asserted = this.resolver.isAssertion(unwrapChain(holder)) && this.getCarriers().mayAssertElements;
    if (!asserted && !this.isChainHoldingElements(callee)) return undefined;
    const tsNode = this.resolver.getTsNode(holder);
    if (!tsNode || isInAmbientContext(call)) return undefined;
    const info = this.classifier.classifyType(this.checker.getTypeAtLocation(tsNode));
    return info && toUse(site, call, info, 'types');
  }

  /** `export { readFileSync as read } from './barrel.js'`: an operation handed to other files. */
  private resolveReexport(specifier: TSESTree.ExportSpecifier): ModuleReference | undefined {
    const declaration = specifier.parent;
    if (declaration.type !== AST_NODE_TYPES.ExportNamedDeclaration || !declaration.source) return undefined;
    if (declaration.exportKind === 'type' || specifier.exportKind === 'type' || isInAmbientContext(specifier))
      return undefined;
    const tsNode = this.resolver.getTsNode(specifier);
    if (!tsNode || !this.ts.isExportSpecifier(tsNode)) return undefined;
    const symbol = this.checker.getExportSpecifierLocalTargetSymbol(tsNode);
    const info = symbol && this.classifier.classifyValueSymbol(symbol);
    if (!info) return undefined;
    return {
      family: info.family,
      builtin: info.builtin,
      name: info.name,
      display: info.display,
      node: specifier,
      form: 'escape',
      layer: 'types',
    };
  }

  // ---- candidates: which nodes are worth a question to the checker -------------------------

  /**
   * `called`: the value is called or constructed. A value the syntactic layer tracks is followed
   * there; it reaches here only where that layer reported nothing: a module object called (a
   * configured module declared as a function, `export = writeFile`, is an operation) or read from
   * (`Reflect.get(fs, k)` is no escape).
   */
  private isCandidate(node: TSESTree.Node, called: boolean, reference?: Reference): boolean {
    switch (node.type) {
      case AST_NODE_TYPES.Identifier: {
        // The variable is looked up once here, not by each question below.
        const variable = (reference ?? this.values.getReference(node))?.resolved ?? undefined;
        return (
          (this.mayHoldByDeclaration(node, 'value', variable) ||
            (!!variable && this.resolver.holdsAssignedCandidate(variable)) ||
            this.resolver.isAssertion(node)) &&
          (called || this.values.getTrackedValue(node) === undefined) &&
          this.isCandidateValue(variable)
        );
      }
      case AST_NODE_TYPES.MemberExpression:
        return this.isCandidateMember(node, called);
      case AST_NODE_TYPES.CallExpression: {
        // `x.bind(…)`: the bound function is `x` again.
        const callee = unwrapExpression(node.callee) as TSESTree.MemberExpression;
        const bound = unwrapExpression(callee.object);
        return isOrigin(bound) && this.isCandidate(bound, false);
      }
      default:
        return false;
    }
  }

  private isCandidateMember(member: TSESTree.MemberExpression, called: boolean): boolean {
    const root = getChainRoot(member);
    switch (root.type) {
      case AST_NODE_TYPES.Identifier: {
        // A chain from a module the syntactic layer tracks is followed there, operation or not.
        if (!called && this.values.getTrackedValue(root) !== undefined) return false;
        const verdict = this.getVerdict(this.values.getReference(root)?.resolved ?? undefined, 'object');
        return (
          (verdict === 'ask' && this.mayCarry(member)) || (verdict === 'computed' && this.hasCandidateName(member))
        );
      }
      case AST_NODE_TYPES.ThisExpression:
        return !(unwrapExpression(member.object) === root && this.ownMethods.has(member)) && this.mayCarry(member);
      case AST_NODE_TYPES.Super:
        return this.mayCarry(member);
      default:
        if (NON_OPERATION_EXPRESSIONS.has(root.type)) return false;
        return this.hasCandidateName(member);
    }
  }

  /**
   * Whether the member's name is one a declaration able to hold a tracked value carries, or an
   * object of its chain may hold tracked values behind an index signature or as array elements
   * (`m.x` where `m: Record<string, typeof fs.readFileSync>`), by the program's index
   * (carrier-names.ts): if not, the objects of the chain are never typed. A key only the checker
   * can read (`a[k]`) and a private name are not filtered here.
   */
  private mayCarry(member: TSESTree.MemberExpression): boolean {
    const name = getSpelledKey(member);
    const carriers = this.getCarriers();
    if (name === undefined ? !this.isRunTimeKey(member) : carriers.mayCarry(name)) return true;
    return this.isChainHoldingElements(member);
  }

  private getCarriers(): CarrierNames {
    this.carriers ??= getCarrierNames(this.ts, this.services.program, this.settings);
    return this.carriers;
  }

  /**
   * Whether the binding an identifier reads may hold a tracked value (or tracked elements): by its
   * own declarations where the file holds them all (declared-holders.ts), else by its name.
   * `variable`: the one it reads, looked up by the caller.
   */
  private mayHoldByDeclaration(
    identifier: TSESTree.Identifier,
    space: HolderSpace,
    variable: Variable | undefined,
  ): boolean {
    const carriers = this.getCarriers();
    this.holders ??= new DeclaredHolders(this.ts, this.services, carriers);
    const declared = this.holders.mayHold(variable, space);
    if (declared !== undefined) return declared;
    return space === 'value' ? carriers.mayHold(identifier.name) : carriers.mayHoldElements(identifier.name);
  }

  /** Whether an object of the member's chain may hold tracked values behind an index signature or as elements. */
  private isChainHoldingElements(member: TSESTree.MemberExpression): boolean {
    const carriers = this.getCarriers();
    for (let object: TSESTree.Node = member.object; ;) {
      if (this.resolver.isAssertion(object) && carriers.mayAssertElements) return true;
      object = unwrapExpression(object);
      if (object.type === AST_NODE_TYPES.Identifier)
        return this.mayHoldByDeclaration(object, 'element', this.values.getReference(object)?.resolved ?? undefined);
      if (object.type !== AST_NODE_TYPES.MemberExpression) return false;
      const key = getSpelledKey(object);
      if (key !== undefined && carriers.mayHoldElements(key)) return true;
      object = object.object;
    }
  }

  /**
   * A key neither the file nor a type names (`list[index]`, `fns[i + 1]`): only an index signature
   * or an array can answer it. A `const` or a member may have a literal type (`io[key]`, `io[names.read]`).
   */
  private isRunTimeKey(member: TSESTree.MemberExpression): boolean {
    const key = unwrapExpression(member.property);
    if (key.type === AST_NODE_TYPES.MemberExpression) return false;
    return key.type !== AST_NODE_TYPES.Identifier || !this.resolver.isConstBinding(key);
  }

  private hasCandidateName(member: TSESTree.MemberExpression): boolean {
    const name = this.resolver.getKeyName(member);
    return name !== undefined && this.getCandidateNames().has(name);
  }

  private getCandidateNames(): ReadonlySet<string> {
    if (this.candidateNames) return this.candidateNames;
    const { program } = this.services;
    const { fsModules, watcherModules, pathFunctions } = this.settings;
    const key = JSON.stringify([fsModules, watcherModules, pathFunctions]);
    let byProgram = candidateNamesCache.get(program);
    if (!byProgram) {
      byProgram = new Map();
      candidateNamesCache.set(program, byProgram);
    }
    let names = byProgram.get(key);
    if (!names) {
      names = new Set([
        ...BASE_CANDIDATE_NAMES,
        ...(pathFunctions ?? []),
        ...this.classifier.getExportedNames(program),
      ]);
      byProgram.set(key, names);
    }
    this.candidateNames = names;
    return names;
  }

  /**
   * An identifier used as a value. One that came out of a call is asked about only when it is a
   * `const` alias of a chain ending in a name a tracked module exports (`const f = getFs().readFile`,
   * `const { readFile: f } = getFs()`): the chain's name, never the alias's.
   */
  private isCandidateValue(variable: Variable | undefined): boolean {
    const verdict = this.getVerdict(variable, 'value');
    if (verdict !== 'computed') return verdict === 'ask';
    const definition = variable?.defs[0];
    if (definition?.node.type !== AST_NODE_TYPES.VariableDeclarator) return false;
    const declarator = definition.node;
    if (declarator.id !== definition.name) {
      // A destructured name ends the chain `source.key…` (`= getFs()`, `of getAll()`): its last key is the chain's name.
      const keys = getPatternKeys(declarator.id, definition.name);
      return keys !== undefined && this.getCandidateNames().has(keys[keys.length - 1] ?? '');
    }
    const init = declarator.init && unwrapExpression(declarator.init);
    return init?.type === AST_NODE_TYPES.MemberExpression && this.hasCandidateName(init);
  }

  /** Whether an identifier, used as a value or as the root of a chain, is worth asking about (once per variable). */
  private getVerdict(variable: Variable | undefined, position: Position): Verdict {
    if (!variable || variable.defs.length === 0) return 'ask';
    let verdicts = this.verdicts.get(variable);
    if (!verdicts) {
      verdicts = new Map();
      this.verdicts.set(variable, verdicts);
    }
    let verdict = verdicts.get(position);
    if (!verdict) {
      verdict = getVariableVerdict(variable, position);
      verdicts.set(position, verdict);
    }
    return verdict;
  }
}

/** A node that holds a value on its own: an identifier, a member access, or `x.bind(…)`. */
function isOrigin(
  node: TSESTree.Node,
): node is TSESTree.Identifier | TSESTree.MemberExpression | TSESTree.CallExpression {
  if (node.type === AST_NODE_TYPES.Identifier || node.type === AST_NODE_TYPES.MemberExpression) return true;
  if (node.type !== AST_NODE_TYPES.CallExpression) return false;
  const callee = unwrapExpression(node.callee);
  return callee.type === AST_NODE_TYPES.MemberExpression && ASTUtils.getPropertyName(callee) === 'bind';
}

/** The key a member spells (`a.b`, `a['b']`), if it spells one. */
function getSpelledKey(member: TSESTree.MemberExpression): string | undefined {
  const { property } = member;
  if (!member.computed) return property.type === AST_NODE_TYPES.Identifier ? property.name : undefined;
  return ASTUtils.getStringIfConstant(property) ?? undefined;
}

/** Inside `declare module`, `declare global` or `declare namespace`: describes types, never runs. */
function isInAmbientContext(node: TSESTree.Node): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === AST_NODE_TYPES.TSModuleDeclaration && current.declare) return true;
  }
  return false;
}

/** `a?.b` is a chain expression around the member: the expression itself. */
function unwrapChain(node: TSESTree.Node): TSESTree.Node {
  return node.type === AST_NODE_TYPES.ChainExpression ? node.expression : node;
}
