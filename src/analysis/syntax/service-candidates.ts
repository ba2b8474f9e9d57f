/**
 * ORKVFS007's syntactic half: the declarations whose type may be the service made optional, and
 * what the file itself writes about their optionality (`?`, a default, an `@Optional()`
 * decorator, `inject(…, { optional: true })`), before anyone decides whether the type is the
 * service. The parameter a type guard or assertion function tests is no candidate: its job is to
 * reject a missing service.
 */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';

import { getNameText, getOrigin, type WrittenName } from './service-names.js';

export type ClassProperty =
  | TSESTree.PropertyDefinition
  | TSESTree.AccessorProperty
  | TSESTree.TSAbstractPropertyDefinition
  | TSESTree.TSAbstractAccessorProperty;

/** `optional: true` in `inject(Service, { optional: true })`. */
export interface InjectOption {
  readonly call: TSESTree.CallExpression;
  /** What is injected: `FileSystemService`, `FILE_SYSTEM`. */
  readonly token: TSESTree.Expression;
  readonly options: TSESTree.ObjectExpression;
  /** The options argument as the call writes it (`{ optional: true } as const`). */
  readonly argument: TSESTree.Expression;
  readonly property: TSESTree.Property;
  /** The options live in a `const` other calls may share: no edit of this declaration can drop them. */
  readonly shared?: boolean;
}

/** A declaration whose type may be the service. */
export interface Candidate {
  /** Where the diagnostic lands: the declared name. */
  readonly nameNode: TSESTree.Node;
  readonly name: string;
  /** The declared type; absent when it is inferred from the initialiser. */
  readonly type?: TSESTree.TypeNode;
  /** The `?` that makes the declaration optional. */
  readonly optionalToken?: TSESLint.AST.Token;
  /** A default or initialiser. */
  readonly initializer?: TSESTree.Expression;
  /** Where a nullish default's removal starts (end of the annotation or name). */
  readonly initializerStart?: number;
  readonly property?: ClassProperty;
  /** A parameter or tuple element after an optional one cannot be made required alone. */
  readonly afterOptional?: boolean;
  /** DI decorators that make the injected value optional: `@Optional()`. */
  readonly optionalDecorators?: readonly TSESTree.Decorator[];
  readonly injectOption?: InjectOption;
  /** A destructured parameter: only members a mapped type makes optional count. */
  readonly pattern?: TSESTree.ObjectPattern;
  /** `interface Options extends Partial<Deps>`: the members the mapped base makes optional count. */
  readonly heritage?: TSESTree.TSInterfaceHeritage;
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

interface FunctionLike {
  readonly params: TSESTree.Parameter[];
  readonly returnType?: TSESTree.TSTypeAnnotation | undefined;
  readonly body?: TSESTree.Node | null | undefined;
}

/** Decorators of DI containers that inject `null`/`undefined` when nothing is registered. */
const OPTIONAL_DECORATORS: ReadonlySet<string> = new Set(['Optional', 'optional']);

export function getCandidates(node: TSESTree.Node, sourceCode: Readonly<TSESLint.SourceCode>): Candidate[] {
  switch (node.type) {
    case AST_NODE_TYPES.PropertyDefinition:
    case AST_NODE_TYPES.AccessorProperty:
    case AST_NODE_TYPES.TSAbstractPropertyDefinition:
    case AST_NODE_TYPES.TSAbstractAccessorProperty:
      return getPropertyCandidates(node, sourceCode);
    case AST_NODE_TYPES.TSPropertySignature: {
      if (!node.typeAnnotation) return [];
      return [
        {
          nameNode: node.key,
          name: getKeyName(sourceCode, node.key, node.computed),
          type: node.typeAnnotation.typeAnnotation,
          ...getOptionalToken(sourceCode, node.optional, node.typeAnnotation),
        },
      ];
    }
    case AST_NODE_TYPES.TSTupleType:
      return getTupleCandidates(node, sourceCode);
    case AST_NODE_TYPES.TSInterfaceDeclaration:
      // Only a generic base can be a mapped type that adds `?` (`Partial<Deps>`).
      return node.extends.flatMap((heritage) =>
        heritage.typeArguments ? [{ nameNode: heritage, name: node.id.name, heritage }] : [],
      );
    default:
      break;
  }
  if (!FUNCTION_TYPES.has(node.type)) return [];
  const fn = node as unknown as FunctionLike;
  const guarded = getGuardedName(fn);
  return fn.params.flatMap((parameter, index) => {
    const candidate = getParameterCandidate(parameter, sourceCode);
    if (!candidate || (guarded !== undefined && candidate.name === guarded)) return [];
    const afterOptional = fn.params.slice(0, index).some(isOptionalParameter);
    return [afterOptional ? { ...candidate, afterOptional } : candidate];
  });
}

function getPropertyCandidates(node: ClassProperty, sourceCode: Readonly<TSESLint.SourceCode>): Candidate[] {
  const name = getKeyName(sourceCode, node.key, node.computed);
  const decorators = getOptionalDecorators(sourceCode, node.decorators);
  const common = {
    nameNode: node.key,
    name,
    property: node,
    ...(decorators.length > 0 ? { optionalDecorators: decorators } : {}),
  };
  if (node.typeAnnotation) {
    return [
      {
        ...common,
        type: node.typeAnnotation.typeAnnotation,
        ...getOptionalToken(sourceCode, node.optional, node.typeAnnotation),
        ...(node.value
          ? {
              initializer: node.value,
              initializerStart: node.typeAnnotation.range[1],
              ...getInferredSource(sourceCode, node.value),
            }
          : {}),
      },
    ];
  }
  // Without annotation the type is inferred: only a call (a DI look-up) may infer a nullable service.
  const inferred = node.value && getInferredSource(sourceCode, node.value);
  return inferred && node.value ? [{ ...common, initializer: node.value, ...inferred }] : [];
}

function getParameterCandidate(
  parameter: TSESTree.Parameter,
  sourceCode: Readonly<TSESLint.SourceCode>,
  outerDecorators: readonly TSESTree.Decorator[] = [],
): Candidate | undefined {
  const decorators = [...outerDecorators, ...getOptionalDecorators(sourceCode, parameter.decorators)];
  const withDecorators = decorators.length > 0 ? { optionalDecorators: decorators } : {};
  switch (parameter.type) {
    case AST_NODE_TYPES.TSParameterProperty:
      return getParameterCandidate(parameter.parameter, sourceCode, decorators);
    case AST_NODE_TYPES.Identifier:
      // A `this` parameter types the receiver; it is not an injected dependency.
      return parameter.typeAnnotation && parameter.name !== 'this'
        ? {
            nameNode: parameter,
            name: parameter.name,
            type: parameter.typeAnnotation.typeAnnotation,
            ...getOptionalToken(sourceCode, parameter.optional, parameter.typeAnnotation),
            ...withDecorators,
          }
        : undefined;
    case AST_NODE_TYPES.ObjectPattern:
      return parameter.typeAnnotation
        ? {
            nameNode: parameter,
            name: sourceCode.getText(parameter),
            type: parameter.typeAnnotation.typeAnnotation,
            pattern: parameter,
          }
        : undefined;
    case AST_NODE_TYPES.AssignmentPattern: {
      const { left, right } = parameter;
      if (left.type === AST_NODE_TYPES.ObjectPattern) {
        const pattern = getParameterCandidate(left, sourceCode);
        return pattern && { ...pattern, initializer: right };
      }
      if (left.type !== AST_NODE_TYPES.Identifier) return undefined;
      const common = {
        nameNode: left,
        name: left.name,
        initializer: right,
        initializerStart: left.range[1],
        ...withDecorators,
      };
      if (left.typeAnnotation) {
        return {
          ...common,
          type: left.typeAnnotation.typeAnnotation,
          ...getOptionalToken(sourceCode, left.optional, left.typeAnnotation),
          ...getInferredSource(sourceCode, right),
        };
      }
      const inferred = getInferredSource(sourceCode, right);
      return inferred && { ...common, ...inferred };
    }
    default:
      return undefined;
  }
}

/** `[IFileSystemService?]`, `[fs?: IFileSystemService]`: an optional tuple element is an optional service too. */
function getTupleCandidates(tuple: TSESTree.TSTupleType, sourceCode: Readonly<TSESLint.SourceCode>): Candidate[] {
  const candidates: Candidate[] = [];
  tuple.elementTypes.forEach((element, index) => {
    const afterOptional = tuple.elementTypes.slice(0, index).some(isOptionalElement);
    const common = afterOptional ? { afterOptional } : {};
    if (element.type === AST_NODE_TYPES.TSOptionalType) {
      const token = sourceCode.getLastToken(element);
      candidates.push({
        nameNode: element,
        name: sourceCode.getText(element),
        type: element.typeAnnotation,
        ...(token?.value === '?' ? { optionalToken: token } : {}),
        ...common,
      });
    } else if (element.type === AST_NODE_TYPES.TSNamedTupleMember && element.optional) {
      const token = sourceCode.getTokenAfter(element.label);
      candidates.push({
        nameNode: element.label,
        name: element.label.name,
        type: element.elementType,
        ...(token?.value === '?' ? { optionalToken: token } : {}),
        ...common,
      });
    }
  });
  return candidates;
}

function isOptionalElement(element: TSESTree.TypeNode): boolean {
  return (
    element.type === AST_NODE_TYPES.TSOptionalType ||
    (element.type === AST_NODE_TYPES.TSNamedTupleMember && element.optional) ||
    element.type === AST_NODE_TYPES.TSRestType
  );
}

/** The `?` of an optional declaration: between its name and its annotation's `:`. */
function getOptionalToken(
  sourceCode: Readonly<TSESLint.SourceCode>,
  optional: boolean,
  annotation: TSESTree.TSTypeAnnotation,
): { optionalToken?: TSESLint.AST.Token } {
  if (!optional) return {};
  const before = sourceCode.getTokenBefore(annotation);
  return before?.value === '?' ? { optionalToken: before } : {};
}

/**
 * Whether an initialiser may infer a nullable service: a call (a DI look-up), but not `inject(T)`
 * or `inject(T, { self: true })`, which throw rather than return nothing. Only these are worth a
 * question to the checker; an `inject(…, { optional: true })` is recognised as written, however
 * it is wrapped (`!`, `as T`, `satisfies T`, `?? undefined`: each hides or keeps the `null` it may
 * return, none makes it a service) and with its options written in place or held in a `const`.
 */
function getInferredSource(
  sourceCode: Readonly<TSESLint.SourceCode>,
  value: TSESTree.Expression,
): { injectOption?: InjectOption } | undefined {
  const call = unwrapInjection(value);
  if (call.type !== AST_NODE_TYPES.CallExpression) return undefined;
  if (!isWrittenName(call.callee) || getOrigin(sourceCode, call.callee).declaredName !== 'inject') return {};
  const [token, written, ...others] = call.arguments;
  if (!token || token.type === AST_NODE_TYPES.SpreadElement || others.length > 0) return {};
  if (!written) return undefined;
  if (written.type === AST_NODE_TYPES.SpreadElement) return {};
  const held = getOptionsObject(sourceCode, written);
  if (!held) return {};
  const { options, shared } = held;
  const property = options.properties.find(
    (item): item is TSESTree.Property =>
      item.type === AST_NODE_TYPES.Property &&
      !item.computed &&
      ((item.key.type === AST_NODE_TYPES.Identifier && item.key.name === 'optional') ||
        (item.key.type === AST_NODE_TYPES.Literal && item.key.value === 'optional')),
  );
  if (property?.value.type === AST_NODE_TYPES.Literal && property.value.value === true) {
    return { injectOption: { call, token, options, argument: written, property, ...(shared ? { shared } : {}) } };
  }
  // `{ self: true }`, `{ optional: false }`: required, unless a spread or a computed flag may say otherwise.
  return property || options.properties.some((item) => item.type !== AST_NODE_TYPES.Property || item.computed)
    ? {}
    : undefined;
}

/** `inject(…)!`, `inject(…) as T`, `<T>inject(…)`, `inject(…) satisfies T`, `inject(…) ?? undefined`: the call. */
function unwrapInjection(value: TSESTree.Expression): TSESTree.Expression {
  let current = value;
  for (;;) {
    switch (current.type) {
      case AST_NODE_TYPES.ChainExpression:
      case AST_NODE_TYPES.TSNonNullExpression:
      case AST_NODE_TYPES.TSAsExpression:
      case AST_NODE_TYPES.TSTypeAssertion:
      case AST_NODE_TYPES.TSSatisfiesExpression:
        current = current.expression;
        break;
      case AST_NODE_TYPES.LogicalExpression:
        // `?? undefined` keeps the missing service missing; any other fallback is a value to judge.
        if (current.operator === '&&' || !isNullish(current.right)) return current;
        current = current.left;
        break;
      default:
        return current;
    }
  }
}

/** The options object as written, or held in a `const` of this file (`const OPTIONAL = { optional: true } as const`). */
function getOptionsObject(
  sourceCode: Readonly<TSESLint.SourceCode>,
  written: TSESTree.Expression,
): { options: TSESTree.ObjectExpression; shared: boolean } | undefined {
  const options = unwrapInjection(written);
  if (options.type === AST_NODE_TYPES.ObjectExpression) return { options, shared: false };
  if (options.type !== AST_NODE_TYPES.Identifier) return undefined;
  const declarator = getOrigin(sourceCode, options).definition?.node;
  if (
    declarator?.type !== AST_NODE_TYPES.VariableDeclarator ||
    declarator.parent.type !== AST_NODE_TYPES.VariableDeclaration ||
    declarator.parent.kind !== 'const' ||
    !declarator.init
  )
    return undefined;
  const held = unwrapInjection(declarator.init);
  return held.type === AST_NODE_TYPES.ObjectExpression ? { options: held, shared: true } : undefined;
}

function isWrittenName(node: TSESTree.Node): node is WrittenName {
  return (
    (node.type === AST_NODE_TYPES.Identifier || node.type === AST_NODE_TYPES.MemberExpression) &&
    getNameText(node) !== undefined
  );
}

/** `@Optional()` (NestJS, Angular), `@optional()` (InversifyJS), renamed or namespace-qualified. */
function getOptionalDecorators(
  sourceCode: Readonly<TSESLint.SourceCode>,
  decorators: readonly TSESTree.Decorator[] | undefined,
): TSESTree.Decorator[] {
  return (decorators ?? []).filter(({ expression }) => {
    if (expression.type !== AST_NODE_TYPES.CallExpression || !isWrittenName(expression.callee)) return false;
    return OPTIONAL_DECORATORS.has(getOrigin(sourceCode, expression.callee).declaredName);
  });
}

/**
 * The parameter a type guard or assertion function tests (`x is IFileSystemService`,
 * `asserts fs is IFileSystemService`, `asserts fs`), or that a function without return type
 * tests and nothing else (`(fs: IFileSystemService | undefined) => fs !== undefined`, from which
 * TypeScript infers `fs is IFileSystemService`). Rejecting a missing service is its job.
 */
function getGuardedName(fn: FunctionLike): string | undefined {
  const returned = fn.returnType?.typeAnnotation;
  if (returned) {
    return returned.type === AST_NODE_TYPES.TSTypePredicate && returned.parameterName.type === AST_NODE_TYPES.Identifier
      ? returned.parameterName.name
      : undefined;
  }
  let body = fn.body;
  if (body?.type === AST_NODE_TYPES.BlockStatement) {
    const [only, ...others] = body.body;
    body = others.length === 0 && only?.type === AST_NODE_TYPES.ReturnStatement ? only.argument : undefined;
  }
  return body ? getTestedName(body) : undefined;
}

function isNullish(node: TSESTree.Node): boolean {
  return (
    (node.type === AST_NODE_TYPES.Literal && node.value === null && node.raw === 'null') ||
    (node.type === AST_NODE_TYPES.Identifier && node.name === 'undefined') ||
    (node.type === AST_NODE_TYPES.UnaryExpression && node.operator === 'void')
  );
}

/** `x !== undefined`, `x != null`, `typeof x !== 'undefined'`, `!!x`, `Boolean(x)`, `x instanceof C` (and two of them joined): the name tested. */
function getTestedName(node: TSESTree.Node): string | undefined {
  switch (node.type) {
    case AST_NODE_TYPES.BinaryExpression: {
      if (node.operator === 'instanceof')
        return node.left.type === AST_NODE_TYPES.Identifier ? node.left.name : undefined;
      if (!['===', '!==', '==', '!='].includes(node.operator)) return undefined;
      for (const [side, other] of [
        [node.left, node.right],
        [node.right, node.left],
      ] as const) {
        if (side.type === AST_NODE_TYPES.Identifier && isNullish(other)) return side.name;
        if (
          side.type === AST_NODE_TYPES.UnaryExpression &&
          side.operator === 'typeof' &&
          side.argument.type === AST_NODE_TYPES.Identifier &&
          other.type === AST_NODE_TYPES.Literal &&
          other.value === 'undefined'
        ) {
          return side.argument.name;
        }
      }
      return undefined;
    }
    case AST_NODE_TYPES.LogicalExpression: {
      // `fs !== undefined && fs !== null`: both sides test the same parameter.
      const left = getTestedName(node.left);
      return left !== undefined && left === getTestedName(node.right) ? left : undefined;
    }
    case AST_NODE_TYPES.UnaryExpression:
      if (node.operator !== '!') return undefined;
      return node.argument.type === AST_NODE_TYPES.Identifier ? node.argument.name : getTestedName(node.argument);
    case AST_NODE_TYPES.CallExpression: {
      const [argument] = node.arguments;
      return node.callee.type === AST_NODE_TYPES.Identifier &&
        node.callee.name === 'Boolean' &&
        node.arguments.length === 1 &&
        argument?.type === AST_NODE_TYPES.Identifier
        ? argument.name
        : undefined;
    }
    default:
      return undefined;
  }
}

export function isOptionalParameter(parameter: TSESTree.Parameter): boolean {
  if (parameter.type === AST_NODE_TYPES.TSParameterProperty) return isOptionalParameter(parameter.parameter);
  return (
    (parameter.type === AST_NODE_TYPES.Identifier ||
      parameter.type === AST_NODE_TYPES.ObjectPattern ||
      parameter.type === AST_NODE_TYPES.ArrayPattern) &&
    parameter.optional
  );
}

function getKeyName(sourceCode: Readonly<TSESLint.SourceCode>, key: TSESTree.Node, computed: boolean): string {
  if (!computed) {
    if (key.type === AST_NODE_TYPES.Identifier) return key.name;
    if (key.type === AST_NODE_TYPES.PrivateIdentifier) return `#${key.name}`;
    if (key.type === AST_NODE_TYPES.Literal) return String(key.value);
  }
  return `[${sourceCode.getText(key)}]`;
}
