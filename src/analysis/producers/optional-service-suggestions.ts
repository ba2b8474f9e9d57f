/**
 * ORKVFS007's suggestion: the edits that make a declaration a required service, and the words
 * that say which. Every edit leaves code that type-checks, or lacks only what the suggestion
 * announces (a class property nothing assigns: "then assign it in the constructor"); where no
 * edit can promise that, there is no suggestion.
 */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';

import type { Candidate, ClassProperty, InjectOption } from '../syntax/service-candidates.js';
import type { FindingSuggestion } from '../knowledge/findings.js';

/** What the analysis found to be optional, as edits can undo it. */
export interface OptionalParts {
  readonly service: string;
  /** Union members to drop (`| undefined`, `| Nothing`). */
  readonly nullishMembers: readonly TSESTree.TypeNode[];
  /** The members that stay, with the text each becomes (`NonNullable<MaybeFs>`, `Partial<Deps> & Pick<Deps, 'fs'>`). */
  readonly rest: readonly {
    readonly member: TSESTree.TypeNode;
    readonly replacement?: string;
    readonly change?: string;
  }[];
  readonly nullishDefault: string | undefined;
  /** A member the analysis cannot rewrite (a mapped type only the checker sees). */
  readonly unfixable?: boolean;
  /** The edit makes members of an object type required (`Partial<Deps>` → `… & Pick<Deps, 'fs'>`). */
  readonly requiresMembers?: boolean;
}

export function getSuggestion(
  sourceCode: Readonly<TSESLint.SourceCode>,
  candidate: Candidate,
  found: OptionalParts,
  isDeclarationFile: boolean,
): FindingSuggestion | undefined {
  // A required parameter after an optional one does not compile: leave that to a person.
  if (candidate.afterOptional || found.unfixable) return undefined;
  // `deps: Partial<Deps> = {}`: the default would lack the member made required again.
  if (found.requiresMembers && candidate.initializer) return undefined;
  // `{ fs }: { fs?: IFileSystemService } = {}`: the default would stop type-checking.
  if (isDefaultedPatternMember(candidate.nameNode)) return undefined;
  const changes: string[] = [];
  const edits: { range: TSESTree.Range; text: string }[] = [];
  const keepsInitializer = candidate.initializer !== undefined && found.nullishDefault === undefined;
  // No `!`: it would make the code compile while the field stays undefined at run time. Without
  // an assignment TypeScript reports TS2564 on the required field, which is the work left to do
  // (inject the service), and the suggestion says so.
  const unassigned =
    candidate.property !== undefined && !keepsInitializer && isLeftUnassigned(candidate.property, isDeclarationFile);

  for (const decorator of candidate.optionalDecorators ?? []) {
    const next = sourceCode.getTokenAfter(decorator, { includeComments: true });
    edits.push({ range: [decorator.range[0], next?.range[0] ?? decorator.range[1]], text: '' });
    changes.push(`remove \`${sourceCode.getText(decorator)}\``);
  }
  if (candidate.optionalToken) {
    edits.push({ range: candidate.optionalToken.range, text: '' });
    changes.push('remove `?`');
  }
  // Options held in a `const` may serve other calls: that edit is for a person to make.
  if (candidate.injectOption && !candidate.injectOption.shared) {
    edits.push({ range: getInjectOptionRange(sourceCode, candidate.injectOption), text: '' });
    changes.push('remove `optional: true`');
  }
  if (candidate.type) {
    const texts = found.rest.map(({ member, replacement, change }) => {
      if (replacement === undefined) return sourceCode.getText(member);
      if (change) changes.push(change);
      return replacement;
    });
    if (found.nullishMembers.length > 0 || found.rest.some(({ replacement }) => replacement !== undefined)) {
      edits.push({ range: candidate.type.range, text: texts.join(' | ') });
      for (const member of found.nullishMembers) changes.push(`remove \`| ${getNullishText(sourceCode, member)}\``);
    }
  }
  if (found.nullishDefault && candidate.initializer && candidate.initializerStart !== undefined) {
    edits.push({ range: [candidate.initializerStart, candidate.initializer.range[1]], text: '' });
    changes.push(`remove the default \`= ${sourceCode.getText(candidate.initializer)}\``);
  }
  if (edits.length === 0) return undefined;
  if (unassigned) changes.push('then assign it in the constructor');
  return {
    messageId: 'makeRequired',
    data: { name: candidate.name, service: found.service, change: changes.join(', ') },
    fix: (fixer) => edits.map((edit) => fixer.replaceTextRange(edit.range, edit.text)),
  };
}

const NULLISH_KEYWORDS: Readonly<Record<string, string>> = {
  [AST_NODE_TYPES.TSUndefinedKeyword]: 'undefined',
  [AST_NODE_TYPES.TSNullKeyword]: 'null',
  [AST_NODE_TYPES.TSVoidKeyword]: 'void',
};

/** `undefined`, `null`, `void`, and `typeof undefined` (the type of the global `undefined`). */
export function isNullishKeyword(member: TSESTree.TypeNode): boolean {
  return (
    member.type in NULLISH_KEYWORDS ||
    (member.type === AST_NODE_TYPES.TSTypeQuery &&
      member.exprName.type === AST_NODE_TYPES.Identifier &&
      member.exprName.name === 'undefined' &&
      !member.typeArguments)
  );
}

/** `undefined` for `| undefined`, `Nothing` for `| Nothing`: a nullish member as written. */
export function getNullishText(sourceCode: Readonly<TSESLint.SourceCode>, member: TSESTree.TypeNode): string {
  return NULLISH_KEYWORDS[member.type] ?? sourceCode.getText(member);
}

/** `optional: true` with its comma; the whole options argument when that is all it says. */
function getInjectOptionRange(
  sourceCode: Readonly<TSESLint.SourceCode>,
  { call, options, argument, property }: InjectOption,
): TSESTree.Range {
  if (options.properties.length === 1) {
    // The argument as written goes, with what wraps the object (`{ optional: true } as const`).
    const index = call.arguments.indexOf(argument);
    const previous = call.arguments[index - 1];
    const after = sourceCode.getTokenAfter(argument);
    // `inject(T, { optional: true }, )`: the trailing comma goes too.
    const end = after?.value === ',' ? after.range[1] : argument.range[1];
    return [previous ? previous.range[1] : argument.range[0], end];
  }
  const after = sourceCode.getTokenAfter(property);
  if (after?.value === ',') {
    const next = sourceCode.getTokenAfter(after, { includeComments: true });
    if (next && next.value !== '}') return [property.range[0], next.range[0]];
    // The last property, with a trailing comma: from the end of what precedes it, so the line
    // it stood on goes and `}` keeps its place.
    const before = sourceCode.getTokenBefore(property, { includeComments: true });
    return [before ? before.range[1] : property.range[0], after.range[1]];
  }
  const before = sourceCode.getTokenBefore(property);
  return [before?.value === ',' ? before.range[0] : property.range[0], property.range[1]];
}

/**
 * A member of the type that annotates a parameter with a default (`{ fs }: { fs?: IFileSystemService } = {}`,
 * `deps: { fs?: … } = {}`, `[fs]: [fs?: …] = []`, `args: [IFileSystemService?] = []`): a property
 * signature of a type literal, or an optional element of a tuple.
 */
function isDefaultedPatternMember(nameNode: TSESTree.Node): boolean {
  const member = nameNode.type === AST_NODE_TYPES.TSOptionalType ? nameNode : nameNode.parent;
  if (
    member?.type !== AST_NODE_TYPES.TSPropertySignature &&
    member?.type !== AST_NODE_TYPES.TSNamedTupleMember &&
    member?.type !== AST_NODE_TYPES.TSOptionalType
  ) {
    return false;
  }
  // Up from the member's type literal or tuple through the types that hold it as it is
  // (`{ fs?: … } | undefined`, `{ fs?: … }[]`) to what annotates the parameter (or, for an
  // arrow's default, its return type: the arrow's value lacks the member all the same).
  let type: TSESTree.Node | undefined = member.parent;
  while (type?.parent && ENCLOSING_TYPES.has(type.parent.type)) type = type.parent;
  const annotation = type?.parent;
  return (
    annotation?.type === AST_NODE_TYPES.TSTypeAnnotation &&
    annotation.parent.parent?.type === AST_NODE_TYPES.AssignmentPattern
  );
}

/** Types whose value holds the value of a type inside as it is. */
const ENCLOSING_TYPES: ReadonlySet<AST_NODE_TYPES> = new Set([
  AST_NODE_TYPES.TSUnionType,
  AST_NODE_TYPES.TSIntersectionType,
  AST_NODE_TYPES.TSArrayType,
  AST_NODE_TYPES.TSTypeOperator,
  AST_NODE_TYPES.TSTupleType,
  AST_NODE_TYPES.TSNamedTupleMember,
  AST_NODE_TYPES.TSOptionalType,
  AST_NODE_TYPES.TSRestType,
]);

/**
 * Whether a class property left without initialiser is never assigned where it must be: not
 * abstract, static, ambient or definitely assigned (`!`), and not assigned in the constructor
 * (TypeScript's TS2564 for identifier, private and computed keys; a string key is unchecked, but
 * undefined all the same).
 */
function isLeftUnassigned(property: ClassProperty, isDeclarationFile: boolean): boolean {
  if (
    property.type === AST_NODE_TYPES.TSAbstractPropertyDefinition ||
    property.type === AST_NODE_TYPES.TSAbstractAccessorProperty ||
    property.static ||
    property.declare ||
    property.definite
  ) {
    return false;
  }
  const classNode = property.parent.parent;
  if (isAmbient(classNode)) return false;
  if (isDeclarationFile) return false;
  const constructor = property.parent.body.find(
    (member): member is TSESTree.MethodDefinition =>
      member.type === AST_NODE_TYPES.MethodDefinition && member.kind === 'constructor',
  );
  const key = property.key;
  const keyName =
    key.type === AST_NODE_TYPES.Identifier || key.type === AST_NODE_TYPES.PrivateIdentifier ? key.name : undefined;
  if (!constructor?.value.body || keyName === undefined || property.computed) return true;
  const isPrivate = key.type === AST_NODE_TYPES.PrivateIdentifier;
  return !constructor.value.body.body.some(
    (statement) =>
      statement.type === AST_NODE_TYPES.ExpressionStatement &&
      statement.expression.type === AST_NODE_TYPES.AssignmentExpression &&
      ASSIGNING_OPERATORS.has(statement.expression.operator) &&
      statement.expression.left.type === AST_NODE_TYPES.MemberExpression &&
      statement.expression.left.object.type === AST_NODE_TYPES.ThisExpression &&
      !statement.expression.left.computed &&
      (isPrivate
        ? statement.expression.left.property.type === AST_NODE_TYPES.PrivateIdentifier
        : statement.expression.left.property.type === AST_NODE_TYPES.Identifier) &&
      statement.expression.left.property.name === keyName,
  );
}

/**
 * The assignments that leave the field assigned, for TypeScript (no TS2564) as at run time:
 * `??=` and `||=` assign a field that is still undefined; `&&=` leaves it so.
 */
const ASSIGNING_OPERATORS: ReadonlySet<string> = new Set(['=', '??=', '||=']);

function isAmbient(node: TSESTree.Node | undefined): boolean {
  for (let current = node; current; current = current.parent) {
    if (
      (current.type === AST_NODE_TYPES.ClassDeclaration || current.type === AST_NODE_TYPES.TSModuleDeclaration) &&
      current.declare
    ) {
      return true;
    }
  }
  return false;
}
