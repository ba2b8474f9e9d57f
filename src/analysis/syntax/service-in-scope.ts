/**
 * Where a call could reach a *required* file-system service instead of the disk, as the file
 * shows it: a parameter of an enclosing function, a field or parameter property of the enclosing
 * class (reached through `this`), or a module-level `const`, each declared with the service type
 * and nothing else (no `?`, no union). Nothing else counts: a wrong receiver is worse than none.
 */
import { AST_NODE_TYPES, ASTUtils, type TSESLint, type TSESTree } from '@typescript-eslint/utils';
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

export class ServiceScopes {
  constructor(
    private readonly sourceCode: Readonly<TSESLint.SourceCode>,
    private readonly filename: string,
    private readonly entries: readonly ServiceTypeEntry[],
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
    for (const member of body.body) {
      if (
        member.type === AST_NODE_TYPES.PropertyDefinition &&
        !member.static &&
        !member.computed &&
        !member.optional &&
        !member.declare &&
        this.isServiceAnnotation(member.typeAnnotation)
      ) {
        if (member.key.type === AST_NODE_TYPES.Identifier) {
          return { receiver: `this.${member.key.name}`, declaration: member.key };
        }
        if (member.key.type === AST_NODE_TYPES.PrivateIdentifier) {
          return { receiver: `this.#${member.key.name}`, declaration: member.key };
        }
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
    return undefined;
  }

  private findModuleConst(node: TSESTree.Node): ServiceInScope | undefined {
    for (const statement of this.sourceCode.ast.body) {
      const declaration = statement.type === AST_NODE_TYPES.ExportNamedDeclaration ? statement.declaration : statement;
      if (declaration?.type !== AST_NODE_TYPES.VariableDeclaration || declaration.kind !== 'const') continue;
      for (const declarator of declaration.declarations) {
        const { id } = declarator;
        if (id.type !== AST_NODE_TYPES.Identifier || !this.isServiceAnnotation(id.typeAnnotation)) continue;
        if (this.resolves(node, id)) return { receiver: id.name, declaration: id };
      }
    }
    return undefined;
  }

  /** Whether the name, written at the node, reads the declared identifier (no shadowing). */
  private resolves(node: TSESTree.Node, identifier: TSESTree.Identifier): boolean {
    const variable = findVariable(this.sourceCode.getScope(node), identifier.name);
    return variable?.defs.some((definition) => definition.name === identifier) ?? false;
  }
}
