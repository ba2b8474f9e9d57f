import { additionalPathFunctions, type AdditionalPathFunction } from '../analysis/fs-api.js';
import { isReportedPathFinding, type PathResolveMessageId } from '../analysis/path-resolve.js';
import { createRule } from '../util/create-rule.js';
import { policyMessages, reportFindings, type PolicyMessageIds } from '../util/vfs-rule.js';

export type MessageIds = PathResolveMessageId | PolicyMessageIds;
export type Options = [{ additionalFunctions?: AdditionalPathFunction[] }];

const instead =
  "Call the file-system service's `resolveAndValidate()` instead: it canonicalizes the path, then checks that it stays inside a mount.";

export default createRule<Options, MessageIds>({
  name: 'no-path-resolve-on-input',
  meta: {
    type: 'problem',
    docs: {
      description: "Disallow Node's `path.resolve` on input that is not a compile-time constant",
      recommended: true,
      requiresTypeChecking: false,
    },
    messages: {
      nonConstant: `ORKVFS004: \`{{name}}\` builds a path from \`{{argument}}\`, which is not a compile-time constant. A lexical resolve is not containment: \`..\`, absolute segments and symlinks still lead anywhere. ${instead}`,
      spread: `ORKVFS004: \`{{name}}\` receives the spread arguments \`{{argument}}\`, so nothing shows they are constant. A lexical resolve is not containment: \`..\`, absolute segments and symlinks still lead anywhere. ${instead}`,
      escape: `ORKVFS004: \`{{name}}\` escapes here as a value, so whatever calls it builds paths from input that nothing contains. Pass the service's \`resolveAndValidate()\` instead: it canonicalizes the path, then checks that it stays inside a mount.`,
      reexport: `ORKVFS004: \`{{name}}\` hands Node's path functions, \`resolve\` included, to every importer of this module, where nothing contains what they build. Export the service's \`resolveAndValidate()\` instead.`,
      ...policyMessages,
    },
    schema: [
      {
        type: 'object',
        properties: {
          additionalFunctions: {
            type: 'array',
            items: { type: 'string', enum: [...additionalPathFunctions] },
            uniqueItems: true,
            description:
              'Other functions of `path` to check like `resolve`: reported when an argument is not a compile-time constant or when the function escapes as a value.',
          },
        },
        additionalProperties: false,
      },
    ],
    defaultOptions: [{ additionalFunctions: [] }],
  },
  create(context, [options]) {
    const additional = new Set<string>(options.additionalFunctions ?? []);
    return {
      Program() {
        reportFindings(context, 'ORKVFS004', (finding) => {
          if (!isReportedPathFinding(finding, additional)) return;
          context.report({
            node: finding.node,
            messageId: (finding.messageId ?? 'nonConstant') as PathResolveMessageId,
            data: { argument: '', ...finding.data, name: finding.name },
          });
        });
      },
    };
  },
});
