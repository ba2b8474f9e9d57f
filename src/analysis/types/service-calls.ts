/**
 * With a program, a suggested service call is offered only when the checker agrees it compiles:
 * the receiver's type has the method, each argument the file passes fits its parameter, the
 * parameters left out are optional, an async method returns a promise, and the value the call
 * yields fits where the old call's value went (unless nothing reads it). Asked only about
 * findings that already have a service in scope and a matching template: a handful per file.
 */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { ParserServicesWithTypeInformation, TSESTree } from '@typescript-eslint/utils';
import type * as ts from 'typescript';

export interface PlannedServiceCall {
  /** The declared service value (parameter, field key, const). */
  readonly declaration: TSESTree.Node;
  readonly method: string;
  /** What each argument of the new call is: a node of the file, or a literal of the template (unchecked). */
  readonly arguments: readonly (TSESTree.Node | undefined)[];
  readonly async: boolean;
  /** The call being replaced, and whether anything reads its value. */
  readonly call: TSESTree.Node;
  readonly resultUsed: boolean;
}

function isOptionalParameter(parameter: ts.Symbol): boolean {
  const declaration = parameter.valueDeclaration as ts.ParameterDeclaration | undefined;
  return (
    declaration !== undefined &&
    (declaration.questionToken !== undefined ||
      declaration.initializer !== undefined ||
      declaration.dotDotDotToken !== undefined)
  );
}

function fits(
  services: ParserServicesWithTypeInformation,
  checker: ts.TypeChecker,
  signature: ts.Signature,
  plan: PlannedServiceCall,
): boolean {
  const parameters = signature.getParameters();
  const hasRest = parameters.some((parameter) =>
    Boolean((parameter.valueDeclaration as ts.ParameterDeclaration | undefined)?.dotDotDotToken),
  );
  if (plan.arguments.length > parameters.length && !hasRest) return false;
  for (const [index, parameter] of parameters.entries()) {
    if (index >= plan.arguments.length) {
      if (!isOptionalParameter(parameter)) return false;
      continue;
    }
    const argument = plan.arguments[index];
    if (!argument) continue;
    const parameterType = checker.getTypeOfSymbol(parameter);
    if (!checker.isTypeAssignableTo(services.getTypeAtLocation(argument), parameterType)) return false;
  }
  const returned = signature.getReturnType();
  const awaited = plan.async ? checker.getAwaitedType(returned) : returned;
  // An async template whose method returns no promise would leave `await` on a plain value and
  // the old call's result type behind: not the method the template describes.
  if (!awaited || (plan.async && awaited === returned)) return false;
  if (!plan.resultUsed) return true;
  const old = services.getTypeAtLocation(plan.call);
  const oldValue = checker.getAwaitedType(old) ?? old;
  return checker.isTypeAssignableTo(awaited, oldValue);
}

/** Whether the planned call type-checks where it goes, as far as the checker can tell. */
export function isServiceCallSound(services: ParserServicesWithTypeInformation, plan: PlannedServiceCall): boolean {
  const checker = services.program.getTypeChecker();
  const declaration =
    plan.declaration.type === AST_NODE_TYPES.PrivateIdentifier ? plan.declaration.parent : plan.declaration;
  const type = services.getTypeAtLocation(declaration);
  const method = checker.getPropertyOfType(type, plan.method);
  if (!method) return false;
  const signatures = checker.getTypeOfSymbol(method).getCallSignatures();
  return signatures.some((signature) => fits(services, checker, signature, plan));
}
