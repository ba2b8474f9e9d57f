/**
 * The merge gate users rely on: the real ESLint CLI, run in a fixture project with that project's
 * own eslint.config.js, which imports the built plugin (dist/) by its package name. Exit codes and
 * diagnostics are asserted exactly: 0 for a clean run, 1 for violations, never 2 (a crash or a
 * configuration error).
 */
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { root, runEslint } from './run-eslint.js';
import {
  fileKindsFindings,
  sampleProjectFindings,
  sampleProjectUntypedFindings,
  summarize,
  type JsonMessage,
  type JsonResult,
} from './summarize.js';

const sampleProject = path.join(root, 'fixtures/sample-project');
const fileKinds = path.join(root, 'fixtures/file-kinds');

function getMessages(stdout: string): JsonMessage[] {
  return (JSON.parse(stdout) as JsonResult[]).flatMap((result) => [...result.messages]);
}

describe('fixtures/sample-project (npm run demo)', () => {
  const typed = sampleProjectFindings;

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
    expect(summarize(sampleProject, result.stdout)).toEqual(sampleProjectUntypedFindings);
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
    expect(summarize(fileKinds, result.stdout)).toEqual(fileKindsFindings);
  });

  it('exits 0 on files without fs operations: a clean module, a declaration file, the config', async () => {
    const result = await runEslint(fileKinds, ['clean.ts', 'types.d.ts', 'eslint.config.js']);
    expect(result).toEqual({ exitCode: 0, stdout: '', stderr: '' });
  });
});
