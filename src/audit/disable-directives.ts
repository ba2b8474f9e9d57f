/**
 * Which findings an `eslint-disable` comment hides from the lint gate. The audit runs with inline
 * configuration off, so no comment can hide a finding from its numbers; but ESLint applies its
 * bulk suppressions only to what the comments leave, so the audit must know what they hide to
 * hold the same violations historic as `eslint` does.
 */
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';

import { CODE_RULES, type VfsCode } from '../analysis/knowledge/codes.js';

interface Directive {
  readonly type: 'disable' | 'enable' | 'disable-line' | 'disable-next-line';
  readonly node: TSESTree.Comment;
  readonly value: string;
}

interface WithDirectives {
  getDisableDirectives?: () => { directives: readonly Directive[] };
}

function namesRule(directive: Directive, rule: string): boolean {
  const names = directive.value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  return names.length === 0 || names.some((name) => name === rule || name.endsWith(`/${rule}`));
}

function isBefore(a: TSESTree.Position, b: TSESTree.Position): boolean {
  return a.line < b.line || (a.line === b.line && a.column <= b.column);
}

/** Whether an `eslint-disable` comment of the file hides a finding of `code` at `node` from ESLint. */
export function createDisabledTest(
  sourceCode: Readonly<TSESLint.SourceCode>,
): (code: VfsCode, node: TSESTree.Node) => boolean {
  const directives = (sourceCode as unknown as WithDirectives).getDisableDirectives?.().directives ?? [];
  if (directives.length === 0) return () => false;
  return (code, node) => {
    const rule = CODE_RULES[code];
    const { start } = node.loc;
    let disabled = false;
    for (const directive of directives) {
      if (!namesRule(directive, rule)) continue;
      const { loc } = directive.node;
      if (directive.type === 'disable-line' && loc.start.line === start.line) return true;
      if (directive.type === 'disable-next-line' && loc.end.line + 1 === start.line) return true;
      if ((directive.type === 'disable' || directive.type === 'enable') && isBefore(loc.start, start)) {
        disabled = directive.type === 'disable';
      }
    }
    return disabled;
  };
}
