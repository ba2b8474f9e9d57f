/**
 * What the end-to-end tests compare: one readable line per diagnostic of ESLint's JSON output, and
 * what `fixtures/sample-project` must report typed, written out once for the CLI and the packed
 * package alike.
 */
import path from 'node:path';

export interface JsonMessage {
  readonly ruleId: string | null;
  readonly line: number;
  readonly column: number;
  readonly message: string;
  readonly fatal?: boolean;
}

export interface JsonResult {
  readonly filePath: string;
  readonly messages: readonly JsonMessage[];
}

/**
 * One readable line per diagnostic, sorted: `file:line:column rule code`, where the rule loses the
 * plugin prefix and the code is the `ORKVFS00N` its message starts with (`-` for uncoded rules).
 */
export function summarize(cwd: string, stdout: string): string[] {
  const results = JSON.parse(stdout) as JsonResult[];
  return results
    .flatMap((result) =>
      result.messages.map((message) => {
        const file = path.relative(cwd, result.filePath).replaceAll('\\', '/');
        const rule = message.ruleId?.replace(/^vfs-compliance\//u, '') ?? (message.fatal ? 'FATAL' : 'null');
        const code = /^ORKVFS\d{3}(?=: )/u.exec(message.message)?.[0] ?? '-';
        return `${file}:${message.line}:${message.column} ${rule} ${code}`;
      }),
    )
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/** `fixtures/sample-project` linted typed (`npm run demo`): every violation, in `summarize` form. */
export const sampleProjectFindings: readonly string[] = [
  // A retired category suppresses nothing: the violation stays, and the comment is reported.
  'src/bootstrap/mount-bootstrapper.ts:18:10 no-direct-file-access ORKVFS001',
  'src/bootstrap/mount-bootstrapper.ts:18:38 valid-suppression -',
  'src/platform/node-fs.ts:2:10 no-direct-file-access ORKVFS001',
  'src/tools/legacy-import-tool.ts:11:32 no-optional-file-system-service ORKVFS007',
  'src/tools/legacy-import-tool.ts:14:26 no-path-resolve-on-input ORKVFS004',
  'src/tools/legacy-import-tool.ts:15:23 no-direct-file-access ORKVFS001',
  'src/tools/legacy-import-tool.ts:19:11 no-direct-directory-access ORKVFS002',
  'src/tools/legacy-import-tool.ts:23:26 no-direct-handle-open ORKVFS003',
  'src/tools/legacy-import-tool.ts:33:12 no-path-based-stream ORKVFS006',
  'src/tools/legacy-import-tool.ts:37:12 no-direct-watcher ORKVFS005',
  // Only the type checker sees that this `readFile` comes from node:fs through a barrel.
  'src/tools/legacy-import-tool.ts:42:12 no-direct-file-access ORKVFS001',
];
