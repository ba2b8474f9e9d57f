/**
 * The five fs-operation rules (ORKVFS001, 002, 003, 005, 006) differ only in their code and
 * wording; their behaviour is the shared analysis filtered by the shared policy.
 */
import { CODE_RULES, type OperationCode } from '../analysis/knowledge/codes.js';
import type { FindingMessageId } from '../analysis/knowledge/findings.js';
import { createRule } from './create-rule.js';
import { getServiceSuggestions, policyMessages, reportFindings, type PolicyMessageIds } from './vfs-rule.js';

export type MessageIds = FindingMessageId<OperationCode> | 'useService' | PolicyMessageIds;
export type Options = [];

interface OperationRuleSpec {
  readonly code: OperationCode;
  readonly description: string;
  /** What the rule's operations do, completing "whatever calls it …". */
  readonly what: string;
  /** The rule's operations as an adjective: "Node's file operations". */
  readonly kind: string;
  /** What to use instead when a message has no single operation (re-exports). */
  readonly instead: string;
  /** What a module handed out as a whole gives away (`export default fs`): "every fs operation (…)". */
  readonly handedOut?: string;
}

export function createOperationRule(spec: OperationRuleSpec) {
  const handedOut = spec.handedOut ?? `every ${spec.kind} operation`;
  return createRule<Options, MessageIds>({
    name: CODE_RULES[spec.code],
    meta: {
      type: 'problem',
      docs: { description: spec.description, recommended: true, requiresTypeChecking: false },
      hasSuggestions: true,
      messages: {
        call: `${spec.code}: \`{{name}}\` {{verb}}, bypassing the virtual file system's mounts, access rights and path validation. Inject a required \`IFileSystemService\` and use {{instead}} instead.`,
        escape: `${spec.code}: \`{{name}}\` escapes here as a value, so whatever calls it ${spec.what} behind the virtual file system's back. Pass an injected \`IFileSystemService\` and use {{instead}} instead.`,
        unverifiable: `${spec.code}: \`{{name}}\` {{what}}, which this analysis cannot verify: whatever it reaches may touch files behind the virtual file system's back. Load modules by a constant specifier and reach files through an injected \`IFileSystemService\`, or document the exception with a \`vfs-suppress\` comment.`,
        useService: 'Call the file-system service instead: `{{replacement}}`.',
        ...policyMessages,
        reexport: `${spec.code}: \`{{name}}\` hands ${handedOut} of that module to whoever imports this one. Export the operations of an injected \`IFileSystemService\` (${spec.instead}) instead.`,
        module: `${spec.code}: the module object \`{{name}}\` escapes here, handing ${handedOut} of it to code this file cannot follow. Pass an injected \`IFileSystemService\` (${spec.instead}) instead.`,
      },
      schema: [],
      defaultOptions: [],
    },
    create(context) {
      return {
        Program() {
          reportFindings(context, spec.code, (finding) => {
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
}
