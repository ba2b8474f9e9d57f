/**
 * Where a call could reach a *required* file-system service instead of the disk, as the file
 * shows it: a parameter of an enclosing function, a field or parameter property of the enclosing
 * class (reached through `this`), or a module-level `const`, each declared with the service type
 * and nothing else (no `?`, no union). Nothing else counts: a wrong receiver is worse than none.
 * A field or `const` without annotation whose initialiser is a call (`inject(FileSystemService)`,
 * `container.get<IFileSystemService>(ID)`) is the service only when the caller's typed test
 * says its inferred type is: annotated declarations are looked at first, so the checker is asked
 * only where no annotation decides.
 */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import * as ASTUtils from '@typescript-eslint/utils/ast-utils';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { isFunction, type FunctionNode } from './expressions.js';

import { matchServiceName, type ServiceTypeEntry } from './service-names.js';

const { findVariable } = ASTUtils;

/** A required service value the call can reach. */
export interface ServiceInScope {
  /** How the call reaches it: `this.fs`, `this.#fs`, `fileSystem`. */
  readonly receiver: string;
  /** The declared name, where its type can be asked about. */
  readonly declaration: TSESTree.Node;
}

/** A module's `const`s that may hold the service: annotated with its type, or without annotation and initialised by a call. */
interface ModuleConsts {
  readonly annotated: readonly TSESTree.Identifier[];
  readonly unannotated: readonly TSESTree.Identifier[];
}

/** Whether a declared name's inferred type is the service, required; asked once per name. */
export type InferredServiceTest = (name: TSESTree.Node) => boolean;

/** `inject(…)`, `new Service()`, `container.get<T>(…)!`, `await factory() as T`: a value a DI look-up or factory yields. */
function isCallInitializer(value: TSESTree.Expression | null | undefined): boolean {
  let current = value;
  while (
    current?.type === AST_NODE_TYPES.TSNonNullExpression ||
    current?.type === AST_NODE_TYPES.TSAsExpression ||
    current?.type === AST_NODE_TYPES.TSSatisfiesExpression ||
    current?.type === AST_NODE_TYPES.AwaitExpression
  ) {
    current = current.type === AST_NODE_TYPES.AwaitExpression ? current.argument : current.expression;
  }
  return current?.type === AST_NODE_TYPES.CallExpression || current?.type === AST_NODE_TYPES.NewExpression;
}

export class ServiceScopes {
  private readonly inferredVerdicts = new Map<TSESTree.Node, boolean>();

  constructor(
    private readonly sourceCode: Readonly<TSESLint.SourceCode>,
    private readonly filename: string,
    private readonly entries: readonly ServiceTypeEntry[],
    private readonly inferred?: InferredServiceTest,
  ) {}

  /** The annotation is the service type itself: `IFileSystemService`, `vfs.IFileSystemService`. */
  isServiceAnnotation(annotation: TSESTree.TSTypeAnnotation | undefined): boolean {
    const type = annotation?.typeAnnotation;
    if (type?.type !== AST_NODE_TYPES.TSTypeReference || type.typeArguments) return false;
    return matchServiceName(this.sourceCode, this.filename, this.entries, type.typeName) !== undefined;
  }

  /** The nearest required service the node can reach: parameters, then `this`, then the module. */
  find(node: TSESTree.Node): ServiceInScope | undefined {
    let thisClass: TSESTree.ClassBody | undefined;
    let thisIsInstance = true;
    for (let current: TSESTree.Node | undefined = node; current; current = current.parent) {
      if (isFunction(current)) {
        const found = this.findParameter(node, current);
        if (found) return found;
      }
      if (!thisIsInstance || thisClass) continue;
      if (current.type === AST_NODE_TYPES.FunctionDeclaration || current.type === AST_NODE_TYPES.FunctionExpression) {
        // A function's own `this`: an instance only when it is a method of a class.
        const method: TSESTree.Node = current.parent;
        if (
          method.type === AST_NODE_TYPES.MethodDefinition &&
          !method.static &&
          method.value === current &&
          method.parent.type === AST_NODE_TYPES.ClassBody
        ) {
          thisClass = method.parent;
        } else {
          thisIsInstance = false;
        }
      } else if (
        current.type === AST_NODE_TYPES.PropertyDefinition ||
        current.type === AST_NODE_TYPES.StaticBlock ||
        current.type === AST_NODE_TYPES.ClassBody
      ) {
        thisIsInstance = false;
      }
    }
    const member = thisClass && this.findMember(thisClass);
    return member ?? this.findModuleConst(node);
  }

  private findParameter(node: TSESTree.Node, fn: FunctionNode): ServiceInScope | undefined {
    for (const param of fn.params) {
      const declared = param.type === AST_NODE_TYPES.TSParameterProperty ? param.parameter : param;
      const identifier = declared.type === AST_NODE_TYPES.AssignmentPattern ? declared.left : declared;
      if (identifier.type !== AST_NODE_TYPES.Identifier || identifier.optional) continue;
      if (!this.isServiceAnnotation(identifier.typeAnnotation)) continue;
      if (this.resolves(node, identifier)) return { receiver: identifier.name, declaration: identifier };
    }
    return undefined;
  }

  private findMember(body: TSESTree.ClassBody): ServiceInScope | undefined {
    const fields = body.body.filter(
      (member): member is TSESTree.PropertyDefinition =>
        member.type === AST_NODE_TYPES.PropertyDefinition &&
        !member.static &&
        !member.computed &&
        !member.optional &&
        !member.declare &&
        (member.key.type === AST_NODE_TYPES.Identifier || member.key.type === AST_NODE_TYPES.PrivateIdentifier),
    );
    for (const member of body.body) {
      if (
        member.type === AST_NODE_TYPES.PropertyDefinition &&
        fields.includes(member) &&
        this.isServiceAnnotation(member.typeAnnotation)
      ) {
        return getFieldService(member);
      }
      if (member.type === AST_NODE_TYPES.MethodDefinition && member.kind === 'constructor') {
        for (const param of member.value.params) {
          if (param.type !== AST_NODE_TYPES.TSParameterProperty || param.static) continue;
          const declared =
            param.parameter.type === AST_NODE_TYPES.AssignmentPattern ? param.parameter.left : param.parameter;
          if (declared.type !== AST_NODE_TYPES.Identifier || declared.optional) continue;
          if (this.isServiceAnnotation(declared.typeAnnotation)) {
            return { receiver: `this.${declared.name}`, declaration: declared };
          }
        }
      }
    }
    const inferred = fields.find(
      (field) => !field.typeAnnotation && isCallInitializer(field.value) && this.isInferredService(field.key),
    );
    return inferred && getFieldService(inferred);
  }

  private findModuleConst(node: TSESTree.Node): ServiceInScope | undefined {
    const { annotated, unannotated } = this.getModuleConsts();
    const declared = annotated.find((id) => this.resolves(node, id));
    if (declared) return { receiver: declared.name, declaration: declared };
    // Without a typed test no unannotated `const` is the service: its scope is not looked up.
    const inferred = this.inferred && unannotated.find((id) => this.resolves(node, id) && this.isInferredService(id));
    return inferred && { receiver: inferred.name, declaration: inferred };
  }

  /**
   * The module's `const`s that may hold the service, in source order, read once per file (a
   * bundle's top level has thousands of statements, and every finding asks): those annotated with
   * the service type, and those without annotation whose initialiser is a call.
   */
  private getModuleConsts(): ModuleConsts {
    if (this.moduleConsts) return this.moduleConsts;
    const annotated: TSESTree.Identifier[] = [];
    const unannotated: TSESTree.Identifier[] = [];
    for (const statement of this.sourceCode.ast.body) {
      const declaration = statement.type === AST_NODE_TYPES.ExportNamedDeclaration ? statement.declaration : statement;
      if (declaration?.type !== AST_NODE_TYPES.VariableDeclaration || declaration.kind !== 'const') continue;
      for (const declarator of declaration.declarations) {
        const { id } = declarator;
        if (id.type !== AST_NODE_TYPES.Identifier) continue;
        if (!id.typeAnnotation) {
          if (isCallInitializer(declarator.init)) unannotated.push(id);
        } else if (this.isServiceAnnotation(id.typeAnnotation)) {
          annotated.push(id);
        }
      }
    }
    this.moduleConsts = { annotated, unannotated };
    return this.moduleConsts;
  }

  private moduleConsts: ModuleConsts | undefined;

  private isInferredService(name: TSESTree.Node): boolean {
    if (!this.inferred) return false;
    let verdict = this.inferredVerdicts.get(name);
    if (verdict === undefined) {
      verdict = this.inferred(name);
      this.inferredVerdicts.set(name, verdict);
    }
    return verdict;
  }

  /** Whether the name, written at the node, reads the declared identifier (no shadowing). */
  private resolves(node: TSESTree.Node, identifier: TSESTree.Identifier): boolean {
    const variable = findVariable(this.sourceCode.getScope(node), identifier.name);
    return variable?.defs.some((definition) => definition.name === identifier) ?? false;
  }
}

function getFieldService(field: TSESTree.PropertyDefinition): ServiceInScope | undefined {
  const { key } = field;
  if (key.type === AST_NODE_TYPES.Identifier) return { receiver: `this.${key.name}`, declaration: key };
  if (key.type === AST_NODE_TYPES.PrivateIdentifier) return { receiver: `this.#${key.name}`, declaration: key };
  return undefined;
}
