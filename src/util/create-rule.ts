import { ESLintUtils } from '@typescript-eslint/utils';

import { ruleAnchors } from './rule-anchors.js';

export const REPOSITORY_URL = 'https://github.com/orkeon/eslint-plugin-vfs-compliance';

/** Stable docs link: the rule's page, anchored at its code (`#ork-vfs-001`) where it has one. */
export function getDocsUrl(ruleName: string): string {
  const anchor = ruleAnchors[ruleName];
  return `${REPOSITORY_URL}/blob/main/docs/rules/${ruleName}.md${anchor ? `#${anchor}` : ''}`;
}

export interface VfsRuleDocs {
  readonly description: string;
  readonly recommended?: boolean;
  readonly requiresTypeChecking?: boolean;
}

export const createRule = ESLintUtils.RuleCreator<VfsRuleDocs>(getDocsUrl);
