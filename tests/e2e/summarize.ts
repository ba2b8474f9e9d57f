/**
 * What the end-to-end tests compare: one readable line per diagnostic of ESLint's JSON output, and
 * what the fixture projects must report, written out once for every test that lints them (the
 * CLI, both ESLint majors, the packed package).
 */
import path from 'node:path';

export interface JsonMessage {
  readonly ruleId: string | null;
  readonly line: number;
  readonly column: number;
  readonly endLine?: number;
  readonly endColumn?: number;
  readonly message: string;
  readonly messageId?: string;
  readonly fatal?: boolean;
}

export interface JsonResult {
  readonly filePath: string;
  readonly messages: readonly JsonMessage[];
}

/** Sorts summary lines by file, then numerically by position. */
export const byPosition = (a: string, b: string): number => a.localeCompare(b, 'en', { numeric: true });

/**
 * One readable line per diagnostic, sorted: `file:line:column-endLine:endColumn rule label`, 1-based
 * as ESLint prints them, so what the editor underlines is part of what is compared. The rule loses
 * the plugin prefix; the label is the `ORKVFS00N` the message starts with (`-` for uncoded rules),
 * or the messageId. A diagnostic without an end (a point) shows `-:-` there.
 */
export function summarize(cwd: string, stdout: string, label: 'code' | 'messageId' = 'code'): string[] {
  const results = JSON.parse(stdout) as JsonResult[];
  return results
    .flatMap((result) =>
      result.messages.map((message) => {
        const file = path.relative(cwd, result.filePath).replaceAll('\\', '/');
        const rule = message.ruleId?.replace(/^vfs-compliance\//u, '') ?? (message.fatal ? 'FATAL' : 'null');
        const what =
          label === 'code'
            ? (/^ORKVFS\d{3}(?=: )/u.exec(message.message)?.[0] ?? '-')
            : (message.messageId ?? message.message);
        const end = `${message.endLine ?? '-'}:${message.endColumn ?? '-'}`;
        return `${file}:${message.line}:${message.column}-${end} ${rule} ${what}`;
      }),
    )
    .sort(byPosition);
}

/**
 * `fixtures/sample-project` linted typed (`npm run demo`): every violation, in `summarize` form.
 * The range is what the editor underlines: the whole call, the escaping name, the optional member.
 */
export const sampleProjectFindings: readonly string[] = [
  // `readFileSync(file, 'utf8')`. A retired category suppresses nothing: the violation stays, and
  // the whole comment is reported.
  'src/bootstrap/mount-bootstrapper.ts:18:10-18:36 no-direct-file-access ORKVFS001',
  'src/bootstrap/mount-bootstrapper.ts:18:38-18:112 valid-suppression -',
  // `readFile`, re-exported.
  'src/platform/node-fs.ts:2:10-2:18 no-direct-file-access ORKVFS001',
  // `files?: IFileSystemService`
  'src/tools/legacy-import-tool.ts:11:32-11:58 no-optional-file-system-service ORKVFS007',
  // `path.resolve(userPath)`
  'src/tools/legacy-import-tool.ts:14:26-14:48 no-path-resolve-on-input ORKVFS004',
  // `readFileSync(manifestPath, 'utf8')`
  'src/tools/legacy-import-tool.ts:15:23-15:57 no-direct-file-access ORKVFS001',
  // `mkdir(outputDir, { recursive: true })`
  'src/tools/legacy-import-tool.ts:19:11-19:48 no-direct-directory-access ORKVFS002',
  // `open(csvPath, 'r')`
  'src/tools/legacy-import-tool.ts:23:26-23:44 no-direct-handle-open ORKVFS003',
  // `createReadStream(csvPath, { encoding: 'utf8' })`
  'src/tools/legacy-import-tool.ts:33:12-33:59 no-path-based-stream ORKVFS006',
  // `fs.watch(inbox, (_event, file) => onChange(String(file)))`
  'src/tools/legacy-import-tool.ts:37:12-37:69 no-direct-watcher ORKVFS005',
  // `readFile(path.join('templates', name), 'utf8')`: only the type checker sees that this
  // `readFile` comes from node:fs through a barrel.
  'src/tools/legacy-import-tool.ts:42:12-42:58 no-direct-file-access ORKVFS001',
];

/** The same project linted without type information: everything but the read through the barrel. */
export const sampleProjectUntypedFindings: readonly string[] = sampleProjectFindings.filter(
  (line) => line !== 'src/tools/legacy-import-tool.ts:42:12-42:58 no-direct-file-access ORKVFS001',
);

/** `fixtures/file-kinds`: one violation per kind of file ESLint accepts, in `summarize` form. */
export const fileKindsFindings: readonly string[] = [
  // `fs.openSync(file, 'a')`
  'common.cts:4:10-4:32 no-direct-handle-open ORKVFS003',
  // `createWriteStream(props.file)`
  'component.tsx:4:33-4:62 no-path-based-stream ORKVFS006',
  // `mkdirSync(folder, { recursive: true })`
  'legacy.cjs:4:3-4:41 no-direct-directory-access ORKVFS002',
  // `watch(folder)`
  'module.mts:4:29-4:42 no-direct-watcher ORKVFS005',
  // `readFileSync(file, 'utf8')`
  'plain.js:4:21-4:47 no-direct-file-access ORKVFS001',
];

/**
 * `fixtures/policy-project`: what every configuration reports the same way, in `summarize`'s
 * messageId form. Comment problems underline the whole comment.
 */
const policyProjectCommon: readonly string[] = [
  // A class suppression before its JSDoc and decorator covers the class; the sibling class's
  // method suppression covers that method, not the next one.
  'src/bootstrap/mount-bootstrapper.ts:24:12-24:48 no-direct-file-access call',
  // contests/ is not tests/.
  'src/contests/score-store.ts:5:3-5:55 no-direct-file-access call',
  // Next to the exempt security/path-validator.ts, not exempt.
  'src/security/path-validator-helpers.ts:5:10-5:25 no-direct-file-access call',
  // The statement after a suppressed multi-line statement and a trailing suppression.
  'src/tools/docker-probe.ts:12:19-12:56 no-direct-file-access call',
  // Retired, unknown and reasonless suppressions are reported and suppress nothing.
  'src/tools/legacy-loader.ts:3:1-3:78 valid-suppression retiredCategory',
  'src/tools/legacy-loader.ts:5:10-5:36 no-direct-file-access call',
  'src/tools/legacy-loader.ts:9:3-9:28 no-direct-file-access call',
  'src/tools/legacy-loader.ts:9:30-9:95 valid-suppression retiredCategory',
  'src/tools/legacy-loader.ts:12:1-12:72 valid-suppression unknownCategory',
  'src/tools/legacy-loader.ts:13:23-13:58 no-direct-file-access call',
  'src/tools/legacy-loader.ts:15:1-15:30 valid-suppression missingReason',
  'src/tools/legacy-loader.ts:16:25-16:62 no-direct-file-access call',
  'src/unused.ts:4:3-4:76 valid-suppression unusedSuppression',
  // Restricted to ORKVFS005: the watcher is covered, the read in the same method is not.
  'src/watch/chokidar-bridge.ts:8:59-8:85 no-direct-file-access call',
];

export const policyProjectFindings: { readonly recommended: readonly string[]; readonly strict: readonly string[] } = {
  recommended: [
    // `fse.removeSync(dir)`: fs-extra is listed in fsModules; plain JavaScript falls back to the
    // syntactic analysis.
    'scripts/clean.js:5:3-5:22 no-direct-file-access call',
    ...policyProjectCommon,
  ].sort(byPosition),
  // Linted with `src scripts tests`.
  strict: [
    // A JavaScript file has no program: one error at its top (a point, no end), from
    // valid-suppression, and no fallback analysis.
    'scripts/clean.js:1:1--:- valid-suppression missingTypeInformation',
    ...policyProjectCommon,
    // The file-wide suppression is rejected (the whole comment), and suppresses nothing.
    'src/host/toolchain.ts:1:1-1:97 valid-suppression fileSuppressionNotAllowed',
    'src/host/toolchain.ts:5:10-5:26 no-direct-file-access call',
    'src/host/toolchain.ts:5:29-5:46 no-direct-directory-access call',
  ].sort(byPosition),
};
