/**
 * The one test of "typed": the file came with a TypeScript program and the node maps the typed
 * layer reads. Rules, `valid-suppression`, the audit and the analysis all ask here.
 */
import type { ParserServicesWithTypeInformation, TSESLint } from '@typescript-eslint/utils';

export function getTypeServices(
  sourceCode: Readonly<TSESLint.SourceCode>,
): ParserServicesWithTypeInformation | undefined {
  const services = sourceCode.parserServices as Partial<ParserServicesWithTypeInformation> | undefined;
  return services?.program && services.esTreeNodeToTSNodeMap
    ? (services as ParserServicesWithTypeInformation)
    : undefined;
}
