/**
 * ORKVFS001, 002, 003, 005 and 006: the fs operations (and watcher libraries) that the file's
 * references reach, each under the code of its row in the fs API table.
 */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import * as ASTUtils from '@typescript-eslint/utils/ast-utils';
import type { TSESTree } from '@typescript-eslint/utils';

import { OPERATION_CODES, type OperationCode } from '../knowledge/codes.js';
import type { Finding } from '../knowledge/findings.js';
import {
  configuredModuleOperationGroup,
  dynamicOperationGroup,
  getOperationInfo,
  operationGroups,
  unknownOperationGroup,
  watcherLibraryOperations,
  type OperationGroup,
} from '../knowledge/fs-api.js';
import { getInsteadText, getServiceMapping } from '../../settings/service-methods.js';
import { getPassedArguments, type ModuleReference } from '../syntax/module-references.js';
import { unwrapExpression, type ModuleValues } from '../syntax/module-values.js';
import type { FileAnalysis } from './file-analysis.js';
import { ServiceMigrations } from './service-migration.js';

/** The stream functions and classes whose options may name a descriptor instead of a path. */
const STREAM_OPENERS: ReadonlySet<string> = new Set(
  operationGroups.stream.names.concat(operationGroups.stream.constructs ?? []),
);

/**
 * `fs.createWriteStream('', { fd })`: with an `fd` option Node opens no path, the stream wraps a
 * descriptor (or `FileHandle`) someone already opened. That is a raw-descriptor operation, like
 * `fs.write(fd)`, not a stream from a path.
 */
function isDescriptorStream(values: ModuleValues, reference: ModuleReference): boolean {
  if (reference.name === undefined || !STREAM_OPENERS.has(reference.name)) return false;
  const options = getPassedArguments(values, reference).arguments[1];
  const object = options && unwrapExpression(options);
  if (object?.type !== AST_NODE_TYPES.ObjectExpression) return false;
  return object.properties.some(
    (property) =>
      property.type === AST_NODE_TYPES.Property &&
      ASTUtils.getPropertyName(property) === 'fd' &&
      !isNullish(property.value),
  );
}

function isNullish(node: TSESTree.Node): boolean {
  const value = unwrapExpression(node);
  return (
    (value.type === AST_NODE_TYPES.Literal && value.value === null) ||
    (value.type === AST_NODE_TYPES.Identifier && value.name === 'undefined')
  );
}

/** The code an fs module handed out as a whole (`export default fs`, `export * from 'fs'`) is reported under. */
const HAND_OUT_CODES: readonly OperationCode[] = ['ORKVFS001'];

/** The codes of the operation rules that one reference counts for. */
function getOperationCodes(values: ModuleValues, reference: ModuleReference): readonly OperationCode[] {
  if (reference.family === 'watcher') {
    // A computed key on a watcher library fails closed, like `fs[key]`.
    return reference.form === 'reexport' ||
      reference.form === 'module' ||
      reference.name === undefined ||
      watcherLibraryOperations.has(reference.name)
      ? ['ORKVFS005']
      : [];
  }
  if (reference.family !== 'fs') return [];
  // The module itself leaves the file: every operation goes with it, in one hand-out reported
  // once, under ORKVFS001 (whose message names every kind of operation handed out).
  if (reference.form === 'reexport' || reference.form === 'module') return HAND_OUT_CODES;
  if (reference.name === undefined || isDescriptorStream(values, reference)) return ['ORKVFS001'];
  const info = getOperationInfo(reference.name);
  return info ? [info.group.code] : [];
}

/** The table row whose wording a call's or escape's message uses, and its key in `serviceMethods`. */
function getGroup(values: ModuleValues, reference: ModuleReference): { group: OperationGroup; id?: string } {
  if (reference.family === 'watcher') return { group: operationGroups.watcher, id: 'watcher' };
  if (reference.name === undefined) return { group: dynamicOperationGroup };
  if (isDescriptorStream(values, reference)) return { group: operationGroups.descriptor, id: 'descriptor' };
  const info = getOperationInfo(reference.name);
  if (info?.known) {
    return { group: info.group, id: Object.entries(operationGroups).find(([, group]) => group === info.group)?.[0] };
  }
  return { group: reference.builtin ? unknownOperationGroup : configuredModuleOperationGroup };
}

/**
 * A call of `fs[key]` with a key chosen at run time among known names counts, under each code,
 * as the first of those names that code reports (`fs[c ? 'rmSync' : 'readFileSync']` is an
 * ORKVFS002 `fs.rmSync` and an ORKVFS001 `fs.readFileSync`), so a suppression of one code never
 * covers another code's operation. A key the program types (a claim, not a check) may still be
 * any name: the run-time choice stays ORKVFS001's too.
 */
function getChosenReferences(values: ModuleValues, reference: ModuleReference, code: OperationCode): ModuleReference[] {
  const { alternatives } = reference;
  if (!alternatives || reference.family !== 'fs' || reference.name !== undefined) return [reference];
  const prefix = reference.display.endsWith('[…]') ? reference.display.slice(0, -'[…]'.length) : reference.display;
  const chosen = alternatives.names
    .map((name): ModuleReference => ({ ...reference, name, display: `${prefix}.${name}` }))
    .find((candidate) => getOperationCodes(values, candidate).includes(code));
  if (chosen) return [chosen];
  return !alternatives.exact && code === 'ORKVFS001' ? [reference] : [];
}

/** Every operation finding of a file, by code: one pass over its references serves the five rules. */
const findingsByAnalysis = new WeakMap<FileAnalysis, ReadonlyMap<OperationCode, readonly Finding[]>>();

export function getOperationFindings<C extends OperationCode>(analysis: FileAnalysis, code: C): Finding<C>[] {
  let byCode = findingsByAnalysis.get(analysis);
  if (!byCode) {
    byCode = collectOperationFindings(analysis);
    findingsByAnalysis.set(analysis, byCode);
  }
  // The map holds each code's own findings.
  return [...((byCode.get(code) ?? []) as readonly Finding<C>[])];
}

/** The codes a reference is reported under, each with the reference as that code names it. */
function getCodedReferences(values: ModuleValues, reference: ModuleReference): [OperationCode, ModuleReference][] {
  if (!reference.alternatives || reference.family !== 'fs' || reference.name !== undefined)
    return getOperationCodes(values, reference).map((code): [OperationCode, ModuleReference] => [code, reference]);
  return OPERATION_CODES.flatMap((code) =>
    getChosenReferences(values, reference, code)
      .filter((chosen) => getOperationCodes(values, chosen).includes(code))
      .map((chosen): [OperationCode, ModuleReference] => [code, chosen]),
  );
}

function collectOperationFindings(analysis: FileAnalysis): Map<OperationCode, Finding[]> {
  const byCode = new Map<OperationCode, Finding[]>();
  let migrations: ServiceMigrations | undefined;
  for (const original of analysis.references) {
    for (const [code, reference] of getCodedReferences(analysis.values, original)) {
      const list = byCode.get(code) ?? [];
      byCode.set(code, list);
      const base = {
        code,
        node: reference.node,
        name: reference.display,
        form: reference.form,
        layer: reference.layer,
      };
      if (reference.form === 'reexport' || reference.form === 'module') {
        list.push({ ...base, messageId: reference.form, data: {} });
        continue;
      }
      const { group, id } = getGroup(analysis.values, reference);
      // A watcher library's `watch` is not fs's: only the group's own key maps it.
      const name = reference.family === 'fs' && id !== 'descriptor' ? reference.name : undefined;
      const mapping = getServiceMapping(analysis.settings.serviceMethods, name, id);
      const suggestion =
        // A call whose operation is chosen at run time has no one service method to suggest.
        reference.form === 'call' && reference.family === 'fs' && !reference.alternatives
          ? (migrations ??= new ServiceMigrations(analysis)).getSuggestion(reference, mapping, name)
          : undefined;
      // Every operation code has the same messages (FindingMessageData).
      list.push({
        ...base,
        messageId: reference.form === 'escape' ? 'escape' : 'call',
        data: { verb: group.verb, instead: getInsteadText(mapping, id) },
        ...(suggestion ? { suggestions: [suggestion] } : {}),
      } as unknown as Finding);
    }
  }
  return byCode;
}
