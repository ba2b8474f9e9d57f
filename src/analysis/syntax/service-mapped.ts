/**
 * What the file alone shows about mapped types that add `?` (ORKVFS007): the type `Partial<…>` or
 * a home-made mapped alias makes optional, and the property signatures a type written or declared
 * in the file shows (a type literal, an interface, `Pick`/`Omit` of one). The typed layer sees the
 * rest.
 */
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from '@typescript-eslint/utils';

import { getOrigin } from './service-names.js';

/** A generic type as written: `Partial<Deps>` in an annotation or in an interface's `extends`. */
export interface GenericName {
  readonly typeName: TSESTree.EntityName | TSESTree.Expression;
  readonly typeArguments?: TSESTree.TSTypeParameterInstantiation | undefined;
}

export function toGenericName(node: TSESTree.TypeNode | TSESTree.TSInterfaceHeritage): GenericName | undefined {
  if (node.type === AST_NODE_TYPES.TSTypeReference)
    return { typeName: node.typeName, typeArguments: node.typeArguments };
  if (node.type === AST_NODE_TYPES.TSInterfaceHeritage)
    return { typeName: node.expression, typeArguments: node.typeArguments };
  return undefined;
}

/**
 * The type a mapped type adds `?` to: `Deps` in `Partial<Deps>`, or in `Optional<Deps>` with
 * `type Optional<T> = { [K in keyof T]?: T[K] }` declared in the file (the parameter mapped over may
 * be any of the alias's; a deep partial counts). A mapping that renames keys, maps the keys of
 * another type or changes the members' types is left to the checker.
 */
export function getMappedArgument(
  sourceCode: Readonly<TSESLint.SourceCode>,
  generic: GenericName | undefined,
): TSESTree.TypeNode | undefined {
  if (generic?.typeName.type !== AST_NODE_TYPES.Identifier) return undefined;
  const typeArguments = generic.typeArguments?.params ?? [];
  const declaration = getOrigin(sourceCode, generic.typeName).definition?.node;
  if (!declaration)
    return generic.typeName.name === 'Partial' && typeArguments.length === 1 ? typeArguments[0] : undefined;
  if (declaration.type !== AST_NODE_TYPES.TSTypeAliasDeclaration) return undefined;
  const parameter = getOptionalMappedParameter(declaration.typeAnnotation, declaration.id.name);
  // (-1, no such parameter, indexes nothing.)
  return typeArguments[declaration.typeParameters?.params.findIndex(({ name }) => name.name === parameter) ?? -1];
}

/** `T` of `{ [K in keyof T]?: T[K] }`: the type parameter whose members a mapped type makes optional, as they are. */
function getOptionalMappedParameter(mapped: TSESTree.TypeNode, alias: string): string | undefined {
  if (
    mapped.type !== AST_NODE_TYPES.TSMappedType ||
    !(mapped.optional === true || mapped.optional === '+') ||
    mapped.nameType
  )
    return undefined;
  const { constraint } = mapped;
  if (constraint.type !== AST_NODE_TYPES.TSTypeOperator || constraint.operator !== 'keyof') return undefined;
  const parameter = getReferencedName(constraint.typeAnnotation);
  return parameter !== undefined && isMemberTemplate(mapped.typeAnnotation, parameter, mapped.key.name, alias)
    ? parameter
    : undefined;
}

/**
 * `T[K]`, or the alias itself applied to it (`DeepPartial<T[K]>`), or a conditional type whose
 * branches are such (`T[K] extends object ? DeepPartial<T[K]> : T[K]`): each member as it is, or
 * made partial in turn. Any other template (`string`, `Promise<T[K]>`) changes the member's type.
 */
function isMemberTemplate(
  template: TSESTree.TypeNode | undefined,
  parameter: string,
  key: string,
  alias: string,
): boolean {
  if (!template) return false;
  if (template.type === AST_NODE_TYPES.TSIndexedAccessType)
    return getReferencedName(template.objectType) === parameter && getReferencedName(template.indexType) === key;
  if (template.type === AST_NODE_TYPES.TSConditionalType)
    return [template.trueType, template.falseType].every((branch) => isMemberTemplate(branch, parameter, key, alias));
  if (template.type !== AST_NODE_TYPES.TSTypeReference || template.typeName.type !== AST_NODE_TYPES.Identifier)
    return false;
  const [only, ...others] = template.typeArguments?.params ?? [];
  return template.typeName.name === alias && others.length === 0 && isMemberTemplate(only, parameter, key, alias);
}

/** `T` of a type reference `T` (a type parameter takes no type arguments). */
function getReferencedName(type: TSESTree.TypeNode | undefined): string | undefined {
  return type?.type === AST_NODE_TYPES.TSTypeReference && type.typeName.type === AST_NODE_TYPES.Identifier
    ? type.typeName.name
    : undefined;
}

/** A property signature's key as a name: `fs`, `'fs'`; computed keys have none. */
export function getSignatureKey(element: TSESTree.TSPropertySignature): string | undefined {
  if (element.computed) return undefined;
  if (element.key.type === AST_NODE_TYPES.Identifier) return element.key.name;
  return element.key.type === AST_NODE_TYPES.Literal ? String(element.key.value) : undefined;
}

/** `'a' | 'b'` as names; `undefined` when a member is not a string literal. */
function getLiteralKeys(type: TSESTree.TypeNode | undefined): string[] | undefined {
  if (!type) return undefined;
  const members = type.type === AST_NODE_TYPES.TSUnionType ? type.types : [type];
  const keys: string[] = [];
  for (const member of members) {
    if (member.type !== AST_NODE_TYPES.TSLiteralType || member.literal.type !== AST_NODE_TYPES.Literal)
      return undefined;
    keys.push(String(member.literal.value));
  }
  return keys;
}

const MAX_DEPTH = 8;

/**
 * The property signatures a type shows in the file: a type literal, an interface or an alias of a
 * type literal declared here, and `Pick`/`Omit` of one with literal keys. `undefined` when the
 * file does not show them (an imported type).
 */
export function getShownMembers(
  sourceCode: Readonly<TSESLint.SourceCode>,
  type: TSESTree.TypeNode,
  depth = 0,
): readonly TSESTree.TSPropertySignature[] | undefined {
  if (depth > MAX_DEPTH) return undefined;
  if (type.type === AST_NODE_TYPES.TSTypeLiteral) return type.members.filter(isPropertySignature);
  if (type.type !== AST_NODE_TYPES.TSTypeReference || type.typeName.type !== AST_NODE_TYPES.Identifier)
    return undefined;
  const declaration = getOrigin(sourceCode, type.typeName).definition?.node;
  if (!declaration) {
    const [picked, keys] = type.typeArguments?.params ?? [];
    const { name } = type.typeName;
    if ((name !== 'Pick' && name !== 'Omit') || !picked) return undefined;
    const names = getLiteralKeys(keys);
    const members = getShownMembers(sourceCode, picked, depth + 1);
    if (!members || !names) return undefined;
    return members.filter((element) => names.includes(getSignatureKey(element) ?? '') === (name === 'Pick'));
  }
  if (declaration.type === AST_NODE_TYPES.TSInterfaceDeclaration)
    return declaration.body.body.filter(isPropertySignature);
  if (declaration.type === AST_NODE_TYPES.TSTypeAliasDeclaration && !declaration.typeParameters)
    return getShownMembers(sourceCode, declaration.typeAnnotation, depth + 1);
  return undefined;
}

function isPropertySignature(element: TSESTree.TypeElement): element is TSESTree.TSPropertySignature {
  return element.type === AST_NODE_TYPES.TSPropertySignature;
}

/**
 * The members a part of an intersection requires, as the file shows (`Pick<Deps, 'fs'>`,
 * `{ fs: IFileSystemService }`, `Required<Deps>`): `'all'` for `Required<…>`.
 */
export function getRequiredKeys(
  sourceCode: Readonly<TSESLint.SourceCode>,
  part: TSESTree.TypeNode,
): readonly string[] | 'all' {
  if (
    part.type === AST_NODE_TYPES.TSTypeReference &&
    part.typeName.type === AST_NODE_TYPES.Identifier &&
    !getOrigin(sourceCode, part.typeName).definition
  ) {
    const [picked, keys] = part.typeArguments?.params ?? [];
    if (part.typeName.name === 'Required') return 'all';
    // (`Pick<Partial<Deps>, 'fs'>` keeps `fs` optional.)
    if (part.typeName.name === 'Pick' && !getMappedArgument(sourceCode, toGenericName(picked ?? part)))
      return getLiteralKeys(keys) ?? [];
  }
  return (getShownMembers(sourceCode, part) ?? []).flatMap((element) => {
    const key = getSignatureKey(element);
    return key !== undefined && !element.optional ? [key] : [];
  });
}
