import { RuleCreator } from '@typescript-eslint/utils/eslint-utils';

import { getCodeAnchor, getRuleCode } from '../analysis/knowledge/codes.js';

export const REPOSITORY_URL = 'https://github.com/orkeon/eslint-plugin-vfs-compliance';

/** Stable docs link: the rule's page, anchored at its code (`#ork-vfs-001`) where it has one. */
export function getDocsUrl(ruleName: string): string {
  const code = getRuleCode(ruleName);
  const anchor = code && getCodeAnchor(code);
  return `${REPOSITORY_URL}/blob/main/docs/rules/${ruleName}.md${anchor ? `#${anchor}` : ''}`;
}

export interface VfsRuleDocs {
  readonly description: string;
  readonly recommended?: boolean;
  readonly requiresTypeChecking?: boolean;
}

export const createRule = RuleCreator<VfsRuleDocs>(getDocsUrl);
