/**
 * The merge gate users rely on: the real ESLint CLI, run in a fixture project with that project's
 * own eslint.config.js, which imports the built plugin (dist/) by its package name. Exit codes and
 * diagnostics are asserted exactly: 1 for violations, never 2 (a crash or a configuration error).
 * The runs are the reference runs (reference-runs.ts), made once for every end-to-end test; this
 * file states what they report.
 */
import { describe, expect, it } from 'vitest';

import { formatStylish, getReferenceResults, getReferenceRun } from './reference-runs.js';
import {
  fileKindsFindings,
  sampleProjectFindings,
  sampleProjectUntypedFindings,
  summarize,
  type JsonResult,
} from './summarize.js';

const getMessages = (results: readonly JsonResult[]) => results.flatMap((result) => [...result.messages]);

describe('fixtures/sample-project (npm run demo)', () => {
  it('reports every violation, typed, each message led by its code, and exits 1', () => {
    const { cwd, exitCode, stdout, stderr } = getReferenceRun('sample-project');
    expect(stderr).toBe('');
    expect(exitCode).toBe(1);
    expect(summarize(cwd, stdout)).toEqual(sampleProjectFindings);
  });

  it('reports the same violations without type information, except the one through the barrel', () => {
    const { cwd, exitCode, stdout, stderr } = getReferenceRun('sample-project, untyped');
    expect(stderr).toBe('');
    expect(exitCode).toBe(1);
    expect(summarize(cwd, stdout)).toEqual(sampleProjectUntypedFindings);
  });

  it('reports nothing in files that only use the injected service', () => {
    const results = getReferenceResults('sample-project', ['src/report-service.ts', 'src/file-system-service.ts']);
    expect(getMessages(results)).toEqual([]);
  });

  it('leaves files under /tests/ alone', () => {
    expect(getMessages(getReferenceResults('sample-project', ['tests/import-fixtures.ts']))).toEqual([]);
  });

  it('prints the diagnostics with the default formatter', async () => {
    const { cwd, stdout } = getReferenceRun('sample-project');
    const printed = await formatStylish(cwd, JSON.parse(stdout) as JsonResult[]);
    expect(printed).toContain(
      "15:23  error  ORKVFS001: `fs.readFileSync` reads a file directly, bypassing the virtual file system's mounts",
    );
    expect(printed).toContain(
      `✖ ${sampleProjectFindings.length} problems (${sampleProjectFindings.length} errors, 0 warnings)`,
    );
  });
});

describe('fixtures/file-kinds: every file kind ESLint accepts', () => {
  it('lints .js, .cjs, .mts, .cts, .tsx and .d.ts files without crashing', () => {
    const { cwd, exitCode, stdout, stderr } = getReferenceRun('file-kinds');
    expect(stderr).toBe('');
    expect(exitCode).toBe(1);
    expect(getMessages(JSON.parse(stdout) as JsonResult[]).filter((message) => message.fatal)).toEqual([]);
    expect(summarize(cwd, stdout)).toEqual(fileKindsFindings);
  });

  it('reports nothing in files without fs operations: a clean module, a declaration file, the config', () => {
    const results = getReferenceResults('file-kinds', ['clean.ts', 'types.d.ts', 'eslint.config.js']);
    expect(getMessages(results)).toEqual([]);
  });
});
