import { CODE_RULES, type VfsCode } from '../analysis/knowledge/codes.js';
import type { FindingMessageId } from '../analysis/knowledge/findings.js';
import { createRule } from '../util/create-rule.js';
import { policyMessages, reportFindings, type PolicyMessageIds } from '../util/vfs-rule.js';

const CODE = 'ORKVFS007' satisfies VfsCode;

export type MessageIds = FindingMessageId<typeof CODE> | 'makeRequired' | PolicyMessageIds;
export type Options = [];

export default createRule<Options, MessageIds>({
  name: CODE_RULES[CODE],
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow optional or nullable file-system service fields, parameters and properties',
      recommended: true,
      requiresTypeChecking: false,
    },
    hasSuggestions: true,
    messages: {
      optional: `${CODE}: \`{{name}}\` makes the file-system service \`{{service}}\` optional ({{how}}), so code can run without the fence and fall back to the disk, and a missing registration surfaces at the first request instead of at startup. Require the service: declare a plain \`{{service}}\` and inject it.`,
      makeRequired: 'Make `{{name}}` a required `{{service}}`: {{change}}.',
      ...policyMessages,
    },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        reportFindings(context, CODE, (finding) => {
          context.report({
            node: finding.node,
            messageId: finding.messageId,
            data: { ...finding.data, name: finding.name },
            suggest: (finding.suggestions ?? []).flatMap((suggestion) =>
              suggestion.messageId === 'makeRequired' ? [suggestion] : [],
            ),
          });
        });
      },
    };
  },
});
