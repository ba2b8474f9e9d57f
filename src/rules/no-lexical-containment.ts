import { CODE_RULES, type VfsCode } from '../analysis/knowledge/codes.js';
import type { FindingMessageId } from '../analysis/knowledge/findings.js';
import { createRule } from '../util/create-rule.js';
import { policyMessages, reportFindings, type PolicyMessageIds } from '../util/vfs-rule.js';

const CODE = 'ORKVFS008' satisfies VfsCode;

export type MessageIds = FindingMessageId<typeof CODE> | PolicyMessageIds;
export type Options = [];

const instead =
  'Canonicalize both sides with `fs.realpath` (or `fs.realpathSync.native`), then test containment: `real === root || real.startsWith(root + path.sep)`, or `path.relative` on the two real paths.';

export default createRule<Options, MessageIds>({
  name: CODE_RULES[CODE],
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow containment tests on paths resolved lexically instead of canonicalized',
      recommended: true,
      requiresTypeChecking: false,
    },
    messages: {
      lexical: `${CODE}: this containment test checks {{side}} \`{{path}}\`, which \`{{name}}\` built lexically: \`..\` collapsed by string rules and no symlink followed, so a path that passes can still lead outside. ${instead}`,
      halfCanonical: `${CODE}: this containment test compares the canonical \`{{canonical}}\` with \`{{path}}\`, which \`{{name}}\` built lexically: a canonical path against a non-canonical one is the same bug relocated. Canonicalize \`{{path}}\` with \`fs.realpath\` too, then test containment.`,
      lexicalRelative: `${CODE}: this \`..\` test reads \`{{path}}\`, computed by \`{{relative}}\` from a path \`{{name}}\` built lexically, so a symlink inside the root still leads outside. ${instead}`,
      noBoundary: `${CODE}: \`{{path}}\` is tested against the prefix \`{{name}}\` without a separator boundary, so \`/work-evil\` passes for \`/work\`. Test \`real === root || real.startsWith(root + path.sep)\` instead.`,
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
          });
        });
      },
    };
  },
});
