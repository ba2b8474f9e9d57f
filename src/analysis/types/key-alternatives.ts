/**
 * What a program says a run-time-chosen key may be: the string literals of its type
 * (`declare const k: 'rmSync' | 'readFileSync'; fs[k](p)`). A type is a claim, not a check, so
 * these names add the codes of the operations they name; they never make the key constant.
 * Asked only about a computed key of a tracked module that the file itself cannot fold.
 */
import type { ParserServicesWithTypeInformation, TSESTree } from '@typescript-eslint/utils';

import { getTypeScript } from './references.js';

/** Past this many members a union is read as any name. */
const MAX_NAMES = 64;

export function getLiteralKeyNames(
  services: ParserServicesWithTypeInformation,
  node: TSESTree.Node,
): readonly string[] | undefined {
  const ts = getTypeScript();
  const tsNode = services.esTreeNodeToTSNodeMap.get(node);
  if (tsNode === undefined) return undefined;
  const type = services.program.getTypeChecker().getTypeAtLocation(tsNode);
  const members = type.isUnion() ? type.types : [type];
  if (members.length > MAX_NAMES) return undefined;
  const names: string[] = [];
  for (const member of members) {
    if (!(member.flags & ts.TypeFlags.StringLiteral) || !member.isStringLiteral()) return undefined;
    names.push(member.value);
  }
  return names;
}
