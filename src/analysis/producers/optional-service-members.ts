/**
 * ORKVFS007's reading of one member of a declared type: whether it is the service, a nullable
 * wrapper of it, a mapped type that makes service members optional, or a type that holds the
 * service beside a nullish type (`Record<'fs', S | undefined>`, a constrained type parameter).
 * The file decides first, the checker what the file cannot place.
 */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';

import {
  getMappedArgument,
  unwrapKeptMapped,
  getRequiredKeys,
  getShownMembers,
  getSignatureKey,
  toGenericName,
} from '../syntax/service-mapped.js';
import { getOrigin, matchServiceName, type ServiceTypeEntry } from '../syntax/service-names.js';
import { getNullishText, isNullishKeyword } from './optional-service-suggestions.js';
import type { TypedServiceTest } from '../types/service-types.js';

export interface MemberVerdict {
  readonly service: string | undefined;
  /** Nullish members only the checker sees (an alias or wrapper that admits `undefined`). */
  readonly typeNullish: readonly string[];
  /** Whether the untyped analysis reaches the same verdict. */
  readonly syntactic: boolean;
  /** A type reference the checker finds nullish and nothing else (`Nothing`, `type Nothing = undefined`). */
  readonly nullishOnly?: boolean;
  /** Members a mapped type (`Partial<Deps>`) makes optional whose declared type is the service. */
  readonly optionalMembers?: readonly string[];
  /** Every member of the service made optional (`Partial<IFileSystemService>`); `optionalMembers` is empty. */
  readonly wholeService?: boolean;
  /** What the suggestion writes instead of the member, and how it says so. */
  readonly replacement?: { readonly text: string; readonly change: string };
  /** The checker found something the suggestion cannot rewrite. */
  readonly unfixable?: boolean;
}

export const NONE: MemberVerdict = { service: undefined, typeNullish: [], syntactic: false };

export function getMembers(type: TSESTree.TypeNode): TSESTree.TypeNode[] {
  return type.type === AST_NODE_TYPES.TSUnionType ? type.types.flatMap(getMembers) : [type];
}

/** How deep a type parameter's constraint or a record's value is followed (`T extends U`, `U extends …`). */
const MAX_HELD_DEPTH = 8;

export class ServiceMemberReader {
  constructor(
    private readonly sourceCode: Readonly<TSESLint.SourceCode>,
    private readonly filename: string,
    private readonly entries: readonly ServiceTypeEntry[],
    private readonly typed: TypedServiceTest | undefined,
  ) {}

  getMemberVerdict(member: TSESTree.TypeNode, depth = 0): MemberVerdict {
    // What the file itself shows stands in both runs, so a typed run never drops what an untyped
    // run reports (a workspace package the checker finds at its real path included).
    const entry = this.matchSyntactically(member);
    if (entry) return { service: entry.name, typeNullish: [], syntactic: true };
    const mapped =
      this.getSyntacticMappedMembers(member) ??
      this.getHeldVerdict(member, depth) ??
      this.getAliasVerdict(member, depth);
    if (mapped) return mapped;
    if (!this.typed?.isCandidate(member)) return NONE;
    const typed = this.typed.test(member);
    if (!typed) return NONE;
    // Nullish and nothing else (`Nothing`, `typeof nothing`, `Holes['none']`): dropped as `| undefined` is.
    if (typed.service === undefined) return { ...NONE, typeNullish: typed.nullish, nullishOnly: true };
    const text = this.sourceCode.getText(member);
    if (typed.optionalMembers) {
      const replacement = typed.wholeService
        ? this.getWholeReplacement(member)
        : this.getPickReplacement(
            member,
            getMappedArgument(this.sourceCode, unwrapKeptMapped(this.sourceCode, toGenericName(member)).generic),
            typed.optionalMembers,
          );
      return {
        service: typed.service,
        typeNullish: typed.nullish,
        syntactic: false,
        optionalMembers: typed.optionalMembers,
        ...(typed.wholeService ? { wholeService: true } : {}),
        ...(replacement ? { replacement } : { unfixable: true }),
      };
    }
    if (typed.nullish.length === 0) return { service: typed.service, typeNullish: [], syntactic: false };
    const required = this.typed.getRequiredText(member, this.sourceCode) ?? `NonNullable<${text}>`;
    return {
      service: typed.service,
      typeNullish: typed.nullish,
      syntactic: false,
      replacement: { text: required, change: `use \`${required}\`` },
    };
  }

  /** The service entry a type reference or intersection names, as far as the file shows. */
  matchSyntactically(member: TSESTree.TypeNode): ServiceTypeEntry | undefined {
    if (member.type === AST_NODE_TYPES.TSIntersectionType) {
      for (const part of member.types) {
        const entry = this.matchSyntactically(part);
        if (entry) return entry;
      }
      return undefined;
    }
    if (member.type !== AST_NODE_TYPES.TSTypeReference) return undefined;
    return matchServiceName(this.sourceCode, this.filename, this.entries, member.typeName);
  }

  /**
   * `Partial<Deps>` (or a mapped alias declared in the file, `{ [K in keyof T]?: … }`) of a type
   * the file declares or writes: which required service members it makes optional. In an
   * intersection (`Partial<Deps> & Extra`), a member another part requires as the file shows it
   * (`Pick<Deps, 'fs'>`, `{ fs: IFileSystemService }`) is required again.
   */
  private getSyntacticMappedMembers(member: TSESTree.TypeNode): MemberVerdict | undefined {
    if (member.type === AST_NODE_TYPES.TSIntersectionType) return this.getIntersectionMembers(member);
    const kept = unwrapKeptMapped(this.sourceCode, toGenericName(member));
    const argument = getMappedArgument(this.sourceCode, kept.generic);
    if (!argument) return undefined;
    const whole = this.matchSyntactically(argument);
    // `Pick<Partial<IFileSystemService>, 'exists'>`: which of the service's own members remain is the checker's question.
    if (whole && kept.filtered) return undefined;
    if (whole) {
      return {
        service: whole.name,
        typeNullish: [],
        syntactic: true,
        optionalMembers: [],
        wholeService: true,
        replacement: this.getArgumentReplacement(argument),
      };
    }
    const found = this.getServiceMembers(argument);
    const members = found?.members.filter(kept.keeps);
    if (!found || !members?.length) return undefined;
    const replacement = this.getPickReplacement(member, argument, members);
    return {
      service: found.service,
      typeNullish: [],
      syntactic: true,
      optionalMembers: members,
      ...(replacement ? { replacement } : { unfixable: true }),
    };
  }

  /** The required members of a type the file shows whose type is the service. */
  getServiceMembers(type: TSESTree.TypeNode): { service: string; members: string[] } | undefined {
    let service: string | undefined;
    const members: string[] = [];
    for (const element of getShownMembers(this.sourceCode, type) ?? []) {
      // A member already optional is reported where it is declared.
      const key = getSignatureKey(element);
      if (element.optional || key === undefined || !element.typeAnnotation) continue;
      const entry = this.matchSyntactically(element.typeAnnotation.typeAnnotation);
      if (!entry) continue;
      service ??= entry.name;
      members.push(key);
    }
    return service ? { service, members } : undefined;
  }

  private getIntersectionMembers(member: TSESTree.TSIntersectionType): MemberVerdict | undefined {
    for (const part of member.types) {
      const verdict = this.getSyntacticMappedMembers(part);
      if (!verdict?.optionalMembers || verdict.wholeService) continue;
      const required = new Set<string>();
      for (const other of member.types) {
        if (other === part) continue;
        const keys = getRequiredKeys(this.sourceCode, other);
        if (keys === 'all') return undefined;
        for (const key of keys) required.add(key);
      }
      const members = verdict.optionalMembers.filter((name) => !required.has(name));
      if (members.length === 0) continue;
      const argument = getMappedArgument(
        this.sourceCode,
        unwrapKeptMapped(this.sourceCode, toGenericName(part)).generic,
      );
      const replacement = argument && this.getPickReplacement(member, argument, members);
      return {
        ...verdict,
        optionalMembers: members,
        ...(replacement ? { replacement, unfixable: false } : { unfixable: true }),
      };
    }
    return undefined;
  }

  /**
   * `Record<'fs', IFileSystemService | undefined>`, `T` with `T extends IFileSystemService | undefined`:
   * a type that holds the service with a nullish type beside it, seen through the type it holds.
   */
  private getHeldVerdict(member: TSESTree.TypeNode, depth: number): MemberVerdict | undefined {
    if (member.type !== AST_NODE_TYPES.TSTypeReference || member.typeName.type !== AST_NODE_TYPES.Identifier)
      return undefined;
    const declaration = getOrigin(this.sourceCode, member.typeName).definition?.node;
    const params = member.typeArguments?.params ?? [];
    let held: TSESTree.TypeNode | undefined;
    if (declaration?.type === AST_NODE_TYPES.TSTypeParameter) held = declaration.constraint;
    else if (!declaration && member.typeName.name === 'Record' && params.length === 2) held = params[1];
    if (!held) return undefined;
    const admitted = this.getAdmitted(held, depth + 1);
    return admitted && { ...admitted, unfixable: true };
  }

  /**
   * `MaybeFs` with `type MaybeFs = IFileSystemService | undefined`, `Deps5` with
   * `type Deps5 = Partial<Deps> & Extra` or `Record<'fs', IFileSystemService | undefined>`: an
   * alias the file declares (no type parameters) reads as what it names. Its nullish members are
   * made away with `NonNullable<…>`, as the typed run suggests; members it makes optional are
   * the alias's to change, so no suggestion rewrites the use.
   */
  private getAliasVerdict(member: TSESTree.TypeNode, depth: number): MemberVerdict | undefined {
    if (
      depth > MAX_HELD_DEPTH ||
      member.type !== AST_NODE_TYPES.TSTypeReference ||
      member.typeName.type !== AST_NODE_TYPES.Identifier ||
      member.typeArguments
    )
      return undefined;
    const declaration = getOrigin(this.sourceCode, member.typeName).definition?.node;
    if (declaration?.type !== AST_NODE_TYPES.TSTypeAliasDeclaration || declaration.typeParameters) return undefined;
    const aliased = declaration.typeAnnotation;
    const verdict =
      aliased.type === AST_NODE_TYPES.TSUnionType
        ? this.getAdmitted(aliased, depth + 1)
        : this.getMemberVerdict(aliased, depth + 1);
    if (!verdict?.service || !verdict.syntactic) return undefined;
    if (verdict.optionalMembers) {
      return {
        service: verdict.service,
        typeNullish: verdict.typeNullish,
        syntactic: true,
        optionalMembers: verdict.optionalMembers,
        ...(verdict.wholeService ? { wholeService: true } : {}),
        unfixable: true,
      };
    }
    if (verdict.typeNullish.length === 0) return verdict;
    const required = `NonNullable<${this.sourceCode.getText(member)}>`;
    return { ...verdict, replacement: { text: required, change: `use \`${required}\`` } };
  }

  /** A type that is the service and nullish (`IFileSystemService | undefined`, `MaybeFs`): the service and what it admits. */
  private getAdmitted(type: TSESTree.TypeNode, depth: number): MemberVerdict | undefined {
    if (depth > MAX_HELD_DEPTH) return undefined;
    const nullish: string[] = [];
    let service: string | undefined;
    let syntactic = true;
    for (const member of getMembers(type)) {
      if (isNullishKeyword(member)) {
        nullish.push(getNullishText(this.sourceCode, member));
        continue;
      }
      const verdict = this.getMemberVerdict(member, depth);
      if (verdict.nullishOnly) {
        nullish.push(...verdict.typeNullish);
        syntactic = false;
        continue;
      }
      if (!verdict.service || verdict.optionalMembers) return undefined;
      service ??= verdict.service;
      nullish.push(...verdict.typeNullish);
      syntactic &&= verdict.syntactic;
    }
    return service && nullish.length > 0 ? { service, typeNullish: nullish, syntactic } : undefined;
  }

  /** `Partial<IFileSystemService>` → `IFileSystemService`. */
  getWholeReplacement(member: TSESTree.TypeNode): MemberVerdict['replacement'] {
    const argument = getMappedArgument(this.sourceCode, toGenericName(member));
    return argument && this.getArgumentReplacement(argument);
  }

  private getArgumentReplacement(argument: TSESTree.TypeNode): NonNullable<MemberVerdict['replacement']> {
    const text = this.sourceCode.getText(argument);
    return { text, change: `use \`${text}\`` };
  }

  /**
   * `Partial<Deps> & Pick<Deps, 'fs'>`: the service member required again, every other member as
   * optional as before. Only for a named argument of `Partial` or a mapped alias the file shows.
   */
  private getPickReplacement(
    member: TSESTree.TypeNode,
    argument: TSESTree.TypeNode | undefined,
    members: readonly string[],
  ): MemberVerdict['replacement'] {
    if (argument?.type !== AST_NODE_TYPES.TSTypeReference) return undefined;
    const argumentText = this.sourceCode.getText(argument);
    const pick = `Pick<${argumentText}, ${members.map((name) => `'${name}'`).join(' | ')}>`;
    return { text: `${this.sourceCode.getText(member)} & ${pick}`, change: `add \`& ${pick}\`` };
  }
}
