/**
 * ORKVFS004: Node's `path.resolve` called on input. A lexical resolve looks like containment and
 * is not: it collapses `..` by string rules, lets an absolute segment replace everything before
 * it, and never follows a symlink. Only a compile-time constant argument is harmless.
 *
 * The findings come from the shared references (family `path`, both layers); this module only
 * decides, per call, whether every argument is a constant (`constants.ts`): the syntactic test
 * first; only an argument it cannot show to be constant is followed through the checker, by its
 * origin, never by its declared type.
 *
 * Findings cover `resolve` and the functions `settings['vfs-compliance'].pathFunctions` names,
 * nothing else: they are shared with `valid-suppression`, so they must not depend on a rule's
 * options. The typed layer takes its candidate names from the same settings, so a function
 * nobody configured costs no checker call.
 */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';

import { getConstantTest, type ConstantTest } from './path-resolve-constants.js';
import type { FileAnalysis } from './file-analysis.js';
import type { Finding, FindingMessage } from '../knowledge/findings.js';
import { pathResolveFunction } from '../knowledge/fs-api.js';
import { getPassedArguments, type ArgumentList, type ModuleReference } from '../syntax/module-references.js';
import { describeMethods, getServiceMapping, type ServiceMapping } from '../../settings/service-methods.js';
import { ServiceMigrations } from './service-migration.js';

const MAX_ARGUMENT_TEXT = 40;

function getArgumentText(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): string {
  const text = sourceCode.getText(node).replace(/\s+/gu, ' ');
  return text.length > MAX_ARGUMENT_TEXT ? `${text.slice(0, MAX_ARGUMENT_TEXT - 1)}…` : text;
}

interface Offence {
  readonly messageId: 'nonConstant' | 'spread';
  readonly argument: string;
}

class PathCallChecker {
  private readonly constants: ConstantTest;

  constructor(private readonly analysis: FileAnalysis) {
    this.constants = getConstantTest(analysis);
  }

  /** The first argument that may carry input, if any. */
  findOffence(list: ArgumentList): Offence | undefined {
    const { sourceCode } = this.analysis;
    for (const argument of list.arguments) {
      if (argument.type === AST_NODE_TYPES.SpreadElement) {
        return { messageId: 'spread', argument: getArgumentText(sourceCode, argument) };
      }
      if (!this.constants.isConstant(argument)) {
        return { messageId: 'nonConstant', argument: getArgumentText(sourceCode, argument) };
      }
    }
    if (list.opaque) return { messageId: 'spread', argument: getArgumentText(sourceCode, list.opaque) };
    return undefined;
  }
}

/** What ORKVFS004's messages name instead of a lexical resolve, from `serviceMethods`. */
const UNMAPPED_VALIDATION = 'path validation (the setting `serviceMethods` maps no method to it)';

function toFinding(
  reference: ModuleReference,
  message: FindingMessage<'ORKVFS004'>,
  migrations: ServiceMigrations,
  mapping: ServiceMapping | undefined,
): Finding<'ORKVFS004'> {
  const suggestion =
    reference.form === 'call' ? migrations.getSuggestion(reference, mapping, reference.name) : undefined;
  return {
    code: 'ORKVFS004',
    node: reference.node,
    name: reference.display,
    form: reference.form,
    layer: reference.layer,
    ...message,
    ...(suggestion ? { suggestions: [suggestion] } : {}),
  };
}

function getReferenceFinding(
  checker: PathCallChecker,
  analysis: FileAnalysis,
  migrations: ServiceMigrations,
  reference: ModuleReference,
): Finding<'ORKVFS004'> | undefined {
  const mapping = getServiceMapping(
    analysis.settings.serviceMethods,
    reference.name === undefined ? undefined : `path.${reference.name}`,
    'path',
  );
  const instead = describeMethods(mapping) ?? UNMAPPED_VALIDATION;
  switch (reference.form) {
    case 'escape':
      return toFinding(reference, { messageId: 'escape', data: { instead } }, migrations, mapping);
    case 'reexport':
      return toFinding(reference, { messageId: 'reexport', data: { instead } }, migrations, mapping);
    case 'module':
      return toFinding(reference, { messageId: 'module', data: { instead } }, migrations, mapping);
    case 'call':
    case 'construct': {
      const offence = checker.findOffence(getPassedArguments(analysis.values, reference));
      return offence
        ? toFinding(
            reference,
            { messageId: offence.messageId, data: { argument: offence.argument, instead } },
            migrations,
            mapping,
          )
        : undefined;
    }
    default:
      return undefined;
  }
}

/** The producer of ORKVFS004's findings: `resolve`, and the path functions the settings add. */
export function getPathResolveFindings(analysis: FileAnalysis): readonly Finding<'ORKVFS004'>[] {
  const checked = new Set<string>([pathResolveFunction, ...analysis.settings.pathFunctions]);
  // Built for the first reference to a checked function: most files have none.
  let checker: PathCallChecker | undefined;
  let migrations: ServiceMigrations | undefined;
  const findings: Finding<'ORKVFS004'>[] = [];
  for (const reference of analysis.references) {
    // `path[key]` with a key the file cannot read fails closed: it may be `resolve`.
    if (reference.family !== 'path' || (reference.name !== undefined && !checked.has(reference.name))) continue;
    checker ??= new PathCallChecker(analysis);
    migrations ??= new ServiceMigrations(analysis);
    const finding = getReferenceFinding(checker, analysis, migrations, reference);
    if (finding) findings.push(finding);
  }
  return findings;
}
