/**
 * ORKVFS007: the file-system service made optional or nullable. An optional service invites the
 * fallback that defeats the fence (`this.fs?.readAllText(p) ?? readFileSync(p)`) and moves a
 * missing registration from startup to the first request.
 *
 * Declarations looked at (`syntax/service-candidates.ts`): class properties (incl. accessors and
 * abstract ones), parameters of every function form (incl. parameter properties, destructured
 * ones, overloads and signatures), property signatures of interfaces and type literals, an
 * interface's generic base (`extends Partial<Deps>`), and optional tuple elements; never the
 * parameter a type guard or assertion function tests, nor a lazy cache the class fills itself
 * (`syntax/service-caches.ts`). A
 * declaration is reported when its type is the service (`settings['vfs-compliance'].serviceTypes`),
 * alone or intersected with more, and it is optional: `?`, a union with `undefined`, `null` or
 * `void` (or `typeof undefined`), a default of `undefined`/`null`, an `@Optional()` decorator,
 * `inject(…, { optional: true })` however wrapped, a mapped type that adds `?` to a service member
 * (`Partial<Deps>`, alone or intersected, of a `Pick`, a deep partial) or to the service's own
 * members (`Partial<IFileSystemService>`), or a type that holds the service beside a nullish type
 * (`Record<'fs', S | undefined>`, `T extends S | undefined`; `optional-service-members.ts`). With
 * types, a field or default without annotation counts by its inferred type.
 *
 * Untyped, the service is recognised by the name its declaration has (renamed imports are seen
 * through, `syntax/service-names.ts`); an entry qualified by its module
 * (`@orkeon/vfs#IFileSystemService`) also checks the import the name comes from. That match stands
 * in a typed run too, so a typed run reports everything an untyped run does. With types, what the
 * file alone cannot place is resolved by the checker (`types/service-types.ts`), which sees
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
 * call other than a required `inject(…)`. None of this runs in a program no file of which spells a
 * service name (`mayMentionService`, a text search once per program): no symbol there can be the
 * service, so a code base without one pays for ORKVFS007's typed layer one search per file, once.
 */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';

import type { FileAnalysis } from './file-analysis.js';
import type { Finding } from '../knowledge/findings.js';
import { getMembers, ServiceMemberReader, type MemberVerdict } from './optional-service-members.js';
import { isLazyCache } from '../syntax/service-caches.js';
import { getInnermostNames, mayEscapeName } from '../syntax/escaped-names.js';
import { getCandidates, type Candidate } from '../syntax/service-candidates.js';
import { getMappedArgument, getSignatureKey, toGenericName, unwrapKeptMapped } from '../syntax/service-mapped.js';
import { getOrigin, getServiceTypeEntries, matchServiceName, type ServiceTypeEntry } from '../syntax/service-names.js';
import { getNullishText, getSuggestion, isNullishKeyword, type OptionalParts } from './optional-service-suggestions.js';
import { mayMentionService, TypedServiceTest } from '../types/service-types.js';
import { toSlashes } from '../../util/paths.js';

export { parseServiceType, type ServiceTypeEntry } from '../syntax/service-names.js';

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
  private readonly moduleDeclarations: FileAnalysis['moduleDeclarations'];
  private readonly isDeclarationFile: boolean;
  private readonly members: ServiceMemberReader;

  constructor(analysis: FileAnalysis, filename: string) {
    this.isDeclarationFile = analysis.isDeclarationFile;
    this.nodes = analysis.nodes;
    this.moduleDeclarations = analysis.moduleDeclarations;
    this.entries = getServiceTypeEntries(analysis.settings.serviceTypes);
    this.names = new Set(this.entries.map((entry) => entry.name));
    this.sourceCode = analysis.sourceCode;
    this.filename = toSlashes(filename);
    // A program in which no file spells a service name has no service for the checker to find
    // (the linted text is read too, in case a parser hands over text the program does not hold).
    this.typed =
      analysis.typeServices &&
      (this.mayWriteService() || mayMentionService(analysis.typeServices.program, [...this.names]))
        ? new TypedServiceTest(analysis.typeServices, analysis.settings.serviceTypes, this.entries)
        : undefined;
    this.members = new ServiceMemberReader(this.sourceCode, this.filename, this.entries, this.typed);
  }

  /**
   * Untyped, a file that never writes a service name cannot declare one (renamed imports still
   * write the original name in the import), unless it spells one with an escape
   * (`IFileSystem\u0053ervice` is the same identifier; escaped-names.ts).
   */
  private mayWriteService(): boolean {
    const { text } = this.sourceCode;
    this.writesService ??=
      getInnermostNames(this.names).some((name) => text.includes(name)) ||
      mayEscapeName(this.sourceCode, this.moduleDeclarations, this.names);
    return this.writesService;
  }

  /** `mayWriteService`'s answer, once asked: the constructor and `run` both need it. */
  private writesService: boolean | undefined;

  run(): Finding<'ORKVFS007'>[] {
    const { sourceCode } = this;
    // Without a program in which the service can be declared, the file shows all there is.
    if (!this.typed && !this.mayWriteService()) return [];
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
      const verdict = this.members.getMemberVerdict(member);
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
    const kept = unwrapKeptMapped(this.sourceCode, toGenericName(heritage));
    const argument = getMappedArgument(this.sourceCode, kept.generic);
    const whole = argument && !kept.filtered ? this.members.matchSyntactically(argument) : undefined;
    const shown = argument && !whole ? this.members.getServiceMembers(argument) : undefined;
    let service = whole?.name ?? shown?.service;
    let members = shown?.members.filter((name) => kept.keeps(name) && !declared.has(name)) ?? [];
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
    return argument && others.length === 0 ? this.members.matchSyntactically(argument)?.name : undefined;
  }
}

/** The producer of ORKVFS007's findings. */
export function getOptionalServiceFindings(analysis: FileAnalysis): readonly Finding<'ORKVFS007'>[] {
  return new OptionalServiceAnalysis(analysis, analysis.filename).run();
}
