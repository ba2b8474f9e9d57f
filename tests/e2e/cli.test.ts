/**
 * The merge gate users rely on: the real ESLint CLI, run in a fixture project with that project's
 * own eslint.config.js, which imports the built plugin (dist/) by its package name. Exit codes and
 * diagnostics are asserted exactly: 0 for a clean run, 1 for violations, never 2 (a crash or a
 * configuration error).
 */
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { root, runEslint } from './run-eslint.js';

const sampleProject = path.join(root, 'fixtures/sample-project');
const fileKinds = path.join(root, 'fixtures/file-kinds');

interface JsonMessage {
  readonly ruleId: string | null;
  readonly line: number;
  readonly column: number;
  readonly message: string;
  readonly fatal?: boolean;
}

interface JsonResult {
  readonly filePath: string;
  readonly messages: readonly JsonMessage[];
}

/**
 * One readable line per diagnostic, sorted: `file:line:column rule code`, where the rule loses the
 * plugin prefix and the code is the `ORKVFS00N` its message starts with (`-` for uncoded rules).
 */
function summarize(cwd: string, stdout: string): string[] {
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

function getMessages(stdout: string): JsonMessage[] {
  return (JSON.parse(stdout) as JsonResult[]).flatMap((result) => [...result.messages]);
}

describe('fixtures/sample-project (npm run demo)', () => {
  const typed = [
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

  it('reports every violation, typed, each message led by its code, and exits 1', async () => {
    const result = await runEslint(sampleProject, ['--format', 'json', '.']);
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(1);
    expect(summarize(sampleProject, result.stdout)).toEqual(typed);
  });

  it('reports the same violations without type information, except the one through the barrel', async () => {
    const result = await runEslint(sampleProject, ['--format', 'json', '--config', 'eslint.untyped.config.js', '.']);
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(1);
    expect(summarize(sampleProject, result.stdout)).toEqual(typed.filter((line) => !line.includes(':42:12 ')));
  });

  it('exits 0 on files that only use the injected service', async () => {
    const result = await runEslint(sampleProject, ['src/report-service.ts', 'src/file-system-service.ts']);
    expect(result).toEqual({ exitCode: 0, stdout: '', stderr: '' });
  });

  it('leaves files under /tests/ alone', async () => {
    const result = await runEslint(sampleProject, ['--format', 'json', 'tests/import-fixtures.ts']);
    expect(result.exitCode).toBe(0);
    expect(summarize(sampleProject, result.stdout)).toEqual([]);
  });

  it('prints the diagnostics with the default formatter', async () => {
    const result = await runEslint(sampleProject, ['.']);
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain(
      "15:23  error  ORKVFS001: `fs.readFileSync` reads a file directly, bypassing the virtual file system's mounts",
    );
    expect(result.stdout).toContain(`✖ ${typed.length} problems (${typed.length} errors, 0 warnings)`);
  });
});

describe('fixtures/file-kinds: every file kind ESLint accepts', () => {
  it('lints .js, .cjs, .mts, .cts, .tsx and .d.ts files without crashing', async () => {
    const result = await runEslint(fileKinds, ['--format', 'json', '.']);
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(1);
    expect(getMessages(result.stdout).filter((message) => message.fatal)).toEqual([]);
    expect(summarize(fileKinds, result.stdout)).toEqual([
      'common.cts:4:10 no-direct-handle-open ORKVFS003',
      'component.tsx:4:33 no-path-based-stream ORKVFS006',
      'legacy.cjs:4:3 no-direct-directory-access ORKVFS002',
      'module.mts:4:29 no-direct-watcher ORKVFS005',
      'plain.js:4:21 no-direct-file-access ORKVFS001',
    ]);
  });

  it('exits 0 on files without fs operations: a clean module, a declaration file, the config', async () => {
    const result = await runEslint(fileKinds, ['clean.ts', 'types.d.ts', 'eslint.config.js']);
    expect(result).toEqual({ exitCode: 0, stdout: '', stderr: '' });
  });
});
