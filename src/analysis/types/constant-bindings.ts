/**
 * What a name of the linted file stands for, for the typed constant walk (constants.ts): a local
 * binding the scope manager answers without the checker, or the symbol the checker finds (asked
 * once per binding, aliases followed), and the enum, namespace or class an expression names.
 */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { ParserServicesWithTypeInformation, TSESTree } from '@typescript-eslint/utils';
import type { Scope } from '@typescript-eslint/utils/ts-eslint';
import type * as ts from 'typescript';

import type { ModuleValues } from '../syntax/module-values.js';
import { DefinitionType } from '../syntax/definition-types.js';

type TypeScript = typeof ts;

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
export type LocalBinding = { readonly init: TSESTree.Expression } | false | undefined;

export class ConstantBindings {
  private readonly checker: ts.TypeChecker;
  private readonly bindingSymbols = new Map<Scope.Variable | string, ts.Symbol | null>();

  constructor(
    private readonly ts: TypeScript,
    private readonly services: ParserServicesWithTypeInformation,
    private readonly moduleValues: ModuleValues,
  ) {
    this.checker = services.program.getTypeChecker();
  }

  getLocal(node: ts.Node): TSESTree.Node | undefined {
    return this.services.tsNodeToESTreeNodeMap.get(node);
  }

  /** What the scope manager says about an identifier of the linted file. */
  getLocalBinding(node: ts.Identifier): LocalBinding {
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

  followLocal(binding: { readonly init: TSESTree.Expression }): ts.Node | undefined {
    return this.services.esTreeNodeToTSNodeMap.get(binding.init);
  }

  /**
   * The symbol a name resolves to, aliases followed. Every reference to one binding of the file
   * (or to one global) names the same symbol, so the checker is asked once per binding, not once
   * per reference: a file that reads an imported `ROOT` a thousand times pays for one lookup.
   */
  getSymbol(node: ts.Node): ts.Symbol | undefined {
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

  /** What `{ ROOT }` holds: the binding it names, an import followed to its origin. */
  getShorthandValueSymbol(member: ts.ShorthandPropertyAssignment): ts.Symbol | undefined {
    const symbol = this.checker.getShorthandAssignmentValueSymbol(member);
    return symbol && symbol.flags & this.ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
  }

  isConstVariable(declaration: ts.VariableDeclaration): boolean {
    const { ts } = this;
    return (ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.BlockScoped) === ts.NodeFlags.Const;
  }

  /**
   * The enum, namespace, module or class an expression names, if any. A local parameter or
   * variable never does, so `body.folder` and `this.dir` cost no checker call.
   */
  getOwnerSymbol(node: ts.Expression): ts.Symbol | undefined {
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
}
