import { CODE_RULES, type VfsCode } from '../analysis/knowledge/codes.js';
import type { FindingMessageId } from '../analysis/knowledge/findings.js';
import { createRule } from '../util/create-rule.js';
import { getServiceSuggestions, policyMessages, reportFindings, type PolicyMessageIds } from '../util/vfs-rule.js';

const CODE = 'ORKVFS004' satisfies VfsCode;

export type MessageIds = FindingMessageId<typeof CODE> | 'useService' | PolicyMessageIds;
export type Options = [];

const instead =
  "Call the file-system service's {{instead}} instead: it canonicalizes the path, then checks that it stays inside a mount.";

export default createRule<Options, MessageIds>({
  name: CODE_RULES[CODE],
  meta: {
    type: 'problem',
    docs: {
      description: "Disallow Node's `path.resolve` on input that is not a compile-time constant",
      recommended: true,
      requiresTypeChecking: false,
    },
    hasSuggestions: true,
    messages: {
      nonConstant: `${CODE}: \`{{name}}\` builds a path from \`{{argument}}\`, which is not a compile-time constant. A lexical resolve is not containment: \`..\`, absolute segments and symlinks still lead anywhere. ${instead}`,
      spread: `${CODE}: \`{{name}}\` receives the spread arguments \`{{argument}}\`, so nothing shows they are constant. A lexical resolve is not containment: \`..\`, absolute segments and symlinks still lead anywhere. ${instead}`,
      escape: `${CODE}: \`{{name}}\` escapes here as a value, so whatever calls it builds paths from input that nothing contains. Pass the service's \`resolveAndValidate()\` instead: it canonicalizes the path, then checks that it stays inside a mount.`,
      reexport: `${CODE}: \`{{name}}\` hands Node's path functions, \`resolve\` included, to every importer of this module, where nothing contains what they build. Export the service's \`resolveAndValidate()\` instead.`,
      module: `${CODE}: the module object \`{{name}}\` escapes here, handing Node's path functions, \`resolve\` included, to code this file cannot follow, where nothing contains what they build. Pass the service's \`resolveAndValidate()\` instead.`,
      useService: 'Call the file-system service instead: `{{replacement}}`.',
      ...policyMessages,
    },
    // Which path functions are checked besides `resolve` is `settings['vfs-compliance'].pathFunctions`:
    // the findings are shared with `valid-suppression`, so they cannot depend on this rule's options.
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
            suggest: getServiceSuggestions(finding),
          });
        });
      },
    };
  },
});
