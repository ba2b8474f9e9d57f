/**
 * What the project allows in one file: whether the file is in scope at all (path allowlist) and
 * which findings a valid `vfs-suppress` comment covers.
 */
import type { TSESLint } from '@typescript-eslint/utils';

import type { Finding } from '../analysis/findings.js';
import { getSettings } from './settings.js';

type AnyRuleContext = Readonly<TSESLint.RuleContext<string, readonly unknown[]>>;

export interface FilePolicy {
  /** The file is out of scope for every rule (exempt folder or exempt file). */
  readonly isExempt: boolean;
  /** Whether a valid suppression covers the finding. */
  isSuppressed(finding: Finding): boolean;
}

function toRelativePath(filename: string, cwd: string): string {
  const file = filename.replaceAll('\\', '/');
  const root = cwd.replaceAll('\\', '/').replace(/\/?$/u, '/');
  const relative = file.startsWith(root) ? file.slice(root.length) : file;
  return `/${relative.replace(/^\/+/u, '')}`;
}

const cache = new WeakMap<object, FilePolicy>();

export function getFilePolicy(context: AnyRuleContext): FilePolicy {
  const cached = cache.get(context.sourceCode);
  if (cached) return cached;
  const settings = getSettings(context);
  const path = toRelativePath(context.filename, context.cwd);
  const isExempt =
    settings.exemptFolders.some((folder) => path.includes(folder.replaceAll('\\', '/'))) ||
    settings.exemptFiles.some((file) => path.endsWith(`/${file.replaceAll('\\', '/').replace(/^\/+/u, '')}`));
  const policy: FilePolicy = { isExempt, isSuppressed: () => false };
  cache.set(context.sourceCode, policy);
  return policy;
}
