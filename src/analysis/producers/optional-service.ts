/**
 * ORKVFS007: the file-system service made optional or nullable. An optional service invites the
 * fallback that defeats the fence (`this.fs?.readAllText(p) ?? readFileSync(p)`) and moves a
 * missing registration from startup to the first request.
 *
 * Declarations looked at (`optional-service-candidates.ts`): class properties (incl. accessors and
 * abstract ones), parameters of every function form (incl. parameter properties, destructured
 * ones, overloads and signatures), property signatures of interfaces and type literals, and
 * optional tuple elements; never the parameter a type guard or assertion function tests. A
 * declaration is reported when its type is the service (`settings['vfs-compliance'].serviceTypes`),
 * alone or intersected with more, and it is optional: `?`, a union with `undefined`, `null` or
 * `void`, a default of `undefined`/`null`, an `@Optional()` decorator, `inject(…, { optional: true })`,
 * or a mapped type that adds `?` to a service member (`Partial<Deps>`) or to the service's own
 * members (`Partial<IFileSystemService>`). With types, a field or default without annotation
 * counts by its inferred type.
 *
 * Untyped, the service is recognised by the name its declaration has (renamed imports are seen
 * through, `optional-service-names.ts`); an entry qualified by its module
 * (`@orkeon/vfs#IFileSystemService`) also checks the import the name comes from. That match stands
 * in a typed run too, so a typed run reports everything an untyped run does. With types, what the
 * file alone cannot place is resolved by the checker (`optional-service-types.ts`), which sees
 * through aliases (`type MaybeFs = IFileSystemService | undefined`), generic wrappers
 * (`Opt<IFileSystemService>`) and mapped types, and identifies the service by its declared symbol:
 * a type of another module is not the service once the entry names its module, and a package is
 * recognised by its `package.json`, not by a `node_modules` path (a workspace package that
 * TypeScript resolves through its symlink lives at its real path).
 *
 * The checker is asked about a type reference only when it may be the service: its name (or the
 * name it was imported under) is a service name, or it names a type alias (`MaybeFs`, `Opt<…>`,
 * `Partial<…>`). An interface, class or enum of another name never is, so `logger?: ILogger` costs
 * one symbol look-up and no type. An inferred type is asked for only when the initialiser is a
 * call other than a required `inject(…)`.
 */
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from '@typescript-eslint/utils';

import type { FileAnalysis } from './file-analysis.js';
import type { Finding } from '../knowledge/findings.js';
import { isLazyCache } from '../syntax/service-caches.js';
import { getCandidates, type Candidate } from '../syntax/service-candidates.js';
import {
  getMappedArgument,
  getRequiredKeys,
  getShownMembers,
  getSignatureKey,
  toGenericName,
} from '../syntax/service-mapped.js';
import { getOrigin, matchServiceName, parseServiceType, type ServiceTypeEntry } from '../syntax/service-names.js';
import { getNullishText, getSuggestion, isNullishKeyword, type OptionalParts } from './optional-service-suggestions.js';
import { TypedServiceTest } from '../types/service-types.js';
import { toSlashes } from '../../util/paths.js';

export { parseServiceType, type ServiceTypeEntry } from '../syntax/service-names.js';

interface MemberVerdict {
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

const NONE: MemberVerdict = { service: undefined, typeNullish: [], syntactic: false };

function getMembers(type: TSESTree.TypeNode): TSESTree.TypeNode[] {
  return type.type === AST_NODE_TYPES.TSUnionType ? type.types.flatMap(getMembers) : [type];
}

/** The nullish value a default or initialiser writes (`null`, `undefined`, `void 0`), if it is one. */
function getNullishDefault(node: TSESTree.Expression | undefined): string | undefined {
  if (!node) return undefined;
  // `raw`, not `value`: a regular expression the running engine cannot build has the value `null` too.
  if (node.type === AST_NODE_TYPES.Literal && node.raw === 'null') return 'null';
  if (node.type === AST_NODE_TYPES.Identifier && node.name === 'undefined') return 'undefined';
  if (node.type === AST_NODE_TYPES.UnaryExpression && node.operator === 'void') return 'undefined';
  return undefined;
}

function quoteList(items: readonly string[]): string {
  return items.map((item) => `\`${item}\``).join(' and ');
}

class OptionalServiceAnalysis {
  private readonly entries: readonly ServiceTypeEntry[];
  private readonly names: ReadonlySet<string>;
  private readonly sourceCode: Readonly<TSESLint.SourceCode>;
  private readonly filename: string;
  private readonly typed: TypedServiceTest | undefined;
  private readonly nodes: readonly TSESTree.Node[];
  private readonly isDeclarationFile: boolean;

  constructor(analysis: FileAnalysis, filename: string) {
    this.isDeclarationFile = analysis.isDeclarationFile;
    this.nodes = analysis.nodes;
    this.entries = analysis.settings.serviceTypes.map(parseServiceType);
    this.names = new Set(this.entries.map((entry) => entry.name));
    this.sourceCode = analysis.sourceCode;
    this.filename = toSlashes(filename);
    this.typed = analysis.typeServices
      ? new TypedServiceTest(analysis.typeServices, analysis.settings.serviceTypes, this.entries)
      : undefined;
  }

  run(): Finding<'ORKVFS007'>[] {
    const { sourceCode } = this;
    // Untyped, a file that never writes a service name cannot declare one (renamed imports
    // still write the original name in the import), unless it spells one with a Unicode escape
    // (`IFileSystem\u0053ervice` is the same identifier).
    if (
      !this.typed &&
      !sourceCode.text.includes('\\u') &&
      ![...this.names].some((name) => sourceCode.text.includes(name))
    )
      return [];
    const findings: Finding<'ORKVFS007'>[] = [];
    for (const node of this.nodes) {
      for (const candidate of getCandidates(node, sourceCode)) {
        // A declared type decides first; `inject(…, { optional: true })!` hides the `null` from it.
        if (candidate.heritage) {
          const finding = this.checkHeritage(candidate, candidate.heritage);
          if (finding) findings.push(finding);
          continue;
        }
        const finding =
          (candidate.type && this.check(candidate, candidate.type)) ??
          (!candidate.type || candidate.injectOption ? this.checkInferred(candidate) : undefined);
        // Asked only of a field already found optional: the walk over the file is rare.
        if (finding && !(candidate.property && isLazyCache(candidate.property, this.nodes))) findings.push(finding);
      }
    }
    return findings.sort((a, b) => a.node.range[0] - b.node.range[0]);
  }

  private check(candidate: Candidate, type: TSESTree.TypeNode): Finding<'ORKVFS007'> | undefined {
    const members = getMembers(type);
    const keywordNullish = members.filter(isNullishKeyword);
    // `| Nothing` with `type Nothing = undefined`: a nullish member only the checker sees. It
    // costs no extra checker call: an alias is asked about whether or not it turns out nullish.
    const typedNullish = new Map<TSESTree.TypeNode, readonly string[]>();
    const rest: { readonly member: TSESTree.TypeNode; readonly verdict: MemberVerdict; readonly service: string }[] =
      [];
    for (const member of members) {
      if (isNullishKeyword(member)) continue;
      const verdict = this.getMemberVerdict(member);
      if (verdict.nullishOnly) {
        typedNullish.set(member, verdict.typeNullish);
        continue;
      }
      if (!verdict.service) return undefined;
      rest.push({ member, verdict, service: verdict.service });
    }
    const [first] = rest;
    if (!first) return undefined;
    const mapped = rest.find(({ verdict }) => verdict.optionalMembers);
    // A destructured parameter is only about what a mapped type made optional in it.
    if (candidate.pattern && !mapped) return undefined;
    const nullishMembers = [...keywordNullish, ...typedNullish.keys()].sort((a, b) => a.range[0] - b.range[0]);
    const nullishDefault = getNullishDefault(candidate.initializer);
    const decorators = candidate.optionalDecorators ?? [];
    const syntacticOptional =
      candidate.optionalToken !== undefined ||
      keywordNullish.length > 0 ||
      nullishDefault !== undefined ||
      decorators.length > 0 ||
      (mapped?.verdict.syntactic ?? false) ||
      rest.some(({ verdict }) => verdict.syntactic && verdict.typeNullish.length > 0);
    const typeOptional =
      typedNullish.size > 0 ||
      rest.some(({ verdict }) => verdict.typeNullish.length > 0 || (verdict.optionalMembers && !verdict.syntactic));
    if (!syntacticOptional && !typeOptional) return undefined;

    const how: string[] = decorators.map((decorator) => `\`${this.sourceCode.getText(decorator)}\``);
    if (candidate.optionalToken) how.push('`?`');
    for (const member of nullishMembers) {
      const nullishOnly = typedNullish.get(member);
      how.push(
        `\`| ${getNullishText(this.sourceCode, member)}\`${nullishOnly ? ` (\`${nullishOnly.join(' | ')}\`)` : ''}`,
      );
    }
    if (nullishDefault) how.push(`a default of \`${this.sourceCode.getText(candidate.initializer)}\``);
    for (const { member, verdict, service } of rest) {
      const text = this.sourceCode.getText(member);
      if (verdict.typeNullish.length > 0) how.push(`\`${text}\`, which admits ${quoteList(verdict.typeNullish)}`);
      if (verdict.wholeService) how.push(`\`${text}\`, which makes every member of \`${service}\` optional`);
      else if (verdict.optionalMembers)
        how.push(`\`${text}\`, which makes ${quoteList(verdict.optionalMembers)} optional`);
    }
    const { service } = first;
    const parts: OptionalParts = {
      service,
      nullishMembers,
      rest: rest.map(({ member, verdict }) => ({
        member,
        ...(verdict.replacement ? { replacement: verdict.replacement.text, change: verdict.replacement.change } : {}),
      })),
      nullishDefault,
      ...(rest.some(({ verdict }) => verdict.unfixable) ? { unfixable: true } : {}),
      ...(mapped ? { requiresMembers: true } : {}),
    };
    const optionalMembers = mapped?.verdict.optionalMembers ?? [];
    const { nameNode, name } =
      candidate.pattern && mapped ? this.getPatternName(candidate.pattern, mapped.member, optionalMembers) : candidate;
    // The suggestion names what it makes required: `deps.fs` of `deps: Partial<Deps>`.
    const required = candidate.pattern
      ? name
      : optionalMembers.map((member) => `${name}.${member}`).join('`, `') || name;
    const suggestion = getSuggestion(this.sourceCode, { ...candidate, name: required }, parts, this.isDeclarationFile);
    // (A syntactic verdict never carries nullish members only the checker sees.)
    const syntactic = syntacticOptional && typedNullish.size === 0 && rest.every(({ verdict }) => verdict.syntactic);
    return {
      code: 'ORKVFS007',
      node: nameNode,
      name,
      form: 'declaration',
      messageId: 'optional',
      layer: syntactic ? 'syntax' : 'types',
      data: { service, how: how.join(' and ') },
      ...(suggestion ? { suggestions: [suggestion] } : {}),
    };
  }

  /**
   * `{ fs }: Partial<Deps>`: the destructured member the mapped type made optional; when none is
   * destructured, the mapped type itself, named by the members it makes optional.
   */
  private getPatternName(
    pattern: TSESTree.ObjectPattern,
    mappedType: TSESTree.TypeNode,
    members: readonly string[],
  ): { nameNode: TSESTree.Node; name: string } {
    for (const property of pattern.properties) {
      if (property.type !== AST_NODE_TYPES.Property || property.computed) continue;
      const key =
        property.key.type === AST_NODE_TYPES.Identifier
          ? property.key.name
          : String((property.key as TSESTree.Literal).value);
      // Of `Partial<IFileSystemService>` (no members listed), every destructured operation may be missing.
      if (members.length === 0 || members.includes(key)) return { nameNode: property.key, name: key };
    }
    return {
      nameNode: mappedType,
      name: members.length > 0 ? members.join('`, `') : this.sourceCode.getText(mappedType),
    };
  }

  /**
   * `interface Options extends Partial<Deps>`: the service members the mapped base makes optional
   * and the interface does not declare again, reported at the base.
   */
  private checkHeritage(
    candidate: Candidate,
    heritage: TSESTree.TSInterfaceHeritage,
  ): Finding<'ORKVFS007'> | undefined {
    const declaration = heritage.parent as TSESTree.Node;
    if (declaration.type !== AST_NODE_TYPES.TSInterfaceDeclaration) return undefined;
    const declared = new Set(
      declaration.body.body.flatMap((element) => {
        const key = element.type === AST_NODE_TYPES.TSPropertySignature ? getSignatureKey(element) : undefined;
        return key === undefined ? [] : [key];
      }),
    );
    const argument = getMappedArgument(this.sourceCode, toGenericName(heritage));
    const whole = argument && this.matchSyntactically(argument);
    const shown = argument && !whole ? this.getServiceMembers(argument) : undefined;
    let service = whole?.name ?? shown?.service;
    let members = shown?.members.filter((name) => !declared.has(name)) ?? [];
    let layer: 'syntax' | 'types' = 'syntax';
    if (!whole && members.length === 0) {
      const typed = this.typed?.testHeritage(heritage);
      if (!typed) return undefined;
      ({ service } = typed);
      members = [...typed.members];
      layer = 'types';
    }
    if (!service) return undefined;
    const text = this.sourceCode.getText(heritage);
    return {
      code: 'ORKVFS007',
      node: heritage,
      name: whole ? `${candidate.name}` : members.map((name) => `${candidate.name}.${name}`).join('`, `'),
      form: 'declaration',
      messageId: 'optional',
      layer,
      data: {
        service,
        how: whole
          ? `\`${text}\`, which makes every member of \`${service}\` optional`
          : `\`${text}\`, which makes ${quoteList(members)} optional`,
      },
    };
  }

  /** A declaration without annotation: `inject(FileSystemService, { optional: true })`, or what the checker infers. */
  private checkInferred(candidate: Candidate): Finding<'ORKVFS007'> | undefined {
    const { injectOption } = candidate;
    const token = injectOption?.token;
    const written =
      token && (token.type === AST_NODE_TYPES.Identifier || token.type === AST_NODE_TYPES.MemberExpression)
        ? (matchServiceName(this.sourceCode, this.filename, this.entries, token)?.name ?? this.getTokenService(token))
        : undefined;
    // With an injection option, the call's own type (`IFileSystemService | null`) is what a wrapper hides.
    const inferred =
      written === undefined
        ? this.typed?.testDeclared(injectOption?.call ?? candidate.property ?? candidate.nameNode)
        : undefined;
    const service = written ?? inferred?.service;
    if (!service) return undefined;
    const how: string[] = (candidate.optionalDecorators ?? []).map(
      (decorator) => `\`${this.sourceCode.getText(decorator)}\``,
    );
    if (injectOption) {
      how.push(
        `\`optional: true\` in \`${this.sourceCode.getText(injectOption.call.callee)}(${this.sourceCode.getText(injectOption.token)}, …)\``,
      );
    } else if (inferred) {
      how.push(`the inferred type \`${inferred.text}\``);
    }
    // Without an injection option to drop, no edit makes an inferred type required.
    const suggestion = injectOption
      ? getSuggestion(
          this.sourceCode,
          candidate,
          { service, nullishMembers: [], rest: [], nullishDefault: undefined },
          this.isDeclarationFile,
        )
      : undefined;
    return {
      code: 'ORKVFS007',
      node: candidate.nameNode,
      name: candidate.name,
      form: 'declaration',
      messageId: 'optional',
      layer: written === undefined ? 'types' : 'syntax',
      data: { service, how: how.join(' and ') },
      ...(suggestion ? { suggestions: [suggestion] } : {}),
    };
  }

  /** `const FILE_SYSTEM = new InjectionToken<IFileSystemService>(…)` in this file: the service the token stands for. */
  private getTokenService(token: TSESTree.Identifier | TSESTree.MemberExpression): string | undefined {
    if (token.type !== AST_NODE_TYPES.Identifier) return undefined;
    const declarator = getOrigin(this.sourceCode, token).definition?.node;
    if (declarator?.type !== AST_NODE_TYPES.VariableDeclarator) return undefined;
    const annotation = declarator.id.typeAnnotation?.typeAnnotation;
    const typeArguments =
      declarator.init?.type === AST_NODE_TYPES.NewExpression
        ? declarator.init.typeArguments
        : annotation?.type === AST_NODE_TYPES.TSTypeReference
          ? annotation.typeArguments
          : undefined;
    const [argument, ...others] = typeArguments?.params ?? [];
    return argument && others.length === 0 ? this.matchSyntactically(argument)?.name : undefined;
  }

  private getMemberVerdict(member: TSESTree.TypeNode, depth = 0): MemberVerdict {
    // What the file itself shows stands in both runs, so a typed run never drops what an untyped
    // run reports (a workspace package the checker finds at its real path included).
    const entry = this.matchSyntactically(member);
    if (entry) return { service: entry.name, typeNullish: [], syntactic: true };
    const mapped = this.getSyntacticMappedMembers(member) ?? this.getHeldVerdict(member, depth);
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
            getMappedArgument(this.sourceCode, toGenericName(member)),
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
  private matchSyntactically(member: TSESTree.TypeNode): ServiceTypeEntry | undefined {
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
    const argument = getMappedArgument(this.sourceCode, toGenericName(member));
    if (!argument) return undefined;
    const whole = this.matchSyntactically(argument);
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
    if (!found) return undefined;
    const replacement = this.getPickReplacement(member, argument, found.members);
    return {
      service: found.service,
      typeNullish: [],
      syntactic: true,
      optionalMembers: found.members,
      ...(replacement ? { replacement } : { unfixable: true }),
    };
  }

  /** The required members of a type the file shows whose type is the service. */
  private getServiceMembers(type: TSESTree.TypeNode): { service: string; members: string[] } | undefined {
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
      const argument = getMappedArgument(this.sourceCode, toGenericName(part));
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
  private getWholeReplacement(member: TSESTree.TypeNode): MemberVerdict['replacement'] {
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

/** How deep a type parameter's constraint or a record's value is followed (`T extends U`, `U extends …`). */
const MAX_HELD_DEPTH = 8;

/** The producer of ORKVFS007's findings. */
export function getOptionalServiceFindings(analysis: FileAnalysis): readonly Finding<'ORKVFS007'>[] {
  return new OptionalServiceAnalysis(analysis, analysis.filename).run();
}
