/**
 * What the file alone shows about mapped types that add `?` (ORKVFS007): the type `Partial<…>` or
 * a home-made mapped alias makes optional, and the property signatures a type written or declared
 * in the file shows (a type literal, an interface, `Pick`/`Omit` of one). The typed layer sees the
 * rest.
 */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';

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

/**
 * A mapped type that adds `?`, seen through the library types around it that keep each member's
 * `?` as it is: `Readonly<Partial<Deps>>`, `Pick<Partial<Deps>, 'fs'>`, `Omit<Partial<Deps>, 'log'>`
 * (a name the file declares itself is its own type, never the library's). `keeps` says which of
 * its members the wrappers let through; `filtered` whether a `Pick`/`Omit` chose them. A `Pick` or
 * `Omit` whose keys are not string literals is left to the checker (no generic is returned).
 */
export interface KeptMapped {
  readonly generic: GenericName | undefined;
  readonly keeps: (name: string) => boolean;
  readonly filtered: boolean;
}

const KEY_KEEPING_WRAPPERS: ReadonlySet<string> = new Set(['Readonly', 'Pick', 'Omit']);

export function unwrapKeptMapped(
  sourceCode: Readonly<TSESLint.SourceCode>,
  generic: GenericName | undefined,
): KeptMapped {
  const filters: ((name: string) => boolean)[] = [];
  let current = generic;
  for (let depth = 0; depth <= MAX_DEPTH; depth++) {
    if (current?.typeName.type !== AST_NODE_TYPES.Identifier) break;
    const { name } = current.typeName;
    if (!KEY_KEEPING_WRAPPERS.has(name) || getOrigin(sourceCode, current.typeName).definition) break;
    const [inner, keys, ...others] = current.typeArguments?.params ?? [];
    if (!inner || others.length > 0 || (name === 'Readonly') !== (keys === undefined)) break;
    if (name !== 'Readonly') {
      const names = getLiteralKeys(keys);
      if (!names) return { generic: undefined, keeps: () => false, filtered: true };
      filters.push((key) => names.includes(key) === (name === 'Pick'));
    }
    const next = toGenericName(inner);
    // `Readonly<Deps>` itself makes nothing optional: the wrapper is the type as it is.
    if (!next || (!getMappedArgument(sourceCode, next) && !isKeptWrapper(sourceCode, next))) break;
    current = next;
  }
  return {
    generic: current,
    keeps: (name) => filters.every((keep) => keep(name)),
    filtered: filters.length > 0,
  };
}

function isKeptWrapper(sourceCode: Readonly<TSESLint.SourceCode>, generic: GenericName): boolean {
  return (
    generic.typeName.type === AST_NODE_TYPES.Identifier &&
    KEY_KEEPING_WRAPPERS.has(generic.typeName.name) &&
    !getOrigin(sourceCode, generic.typeName).definition
  );
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
    // `Readonly<Deps>`, `Required<Deps>`: the same members (which are required is `getRequiredKeys`' question).
    if ((name === 'Readonly' || name === 'Required') && picked && !keys)
      return getShownMembers(sourceCode, picked, depth + 1);
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
