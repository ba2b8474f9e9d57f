/**
 * The policy end to end: the real ESLint CLI in fixtures/policy-project, whose eslint.config.js
 * imports the built plugin (dist/) by its package name, as a user's does. It mixes every scope of
 * suppression, valid, invalid and unused ones, a code-restricted suppression, exempt and
 * not-exempt paths, fsModules, and plain JavaScript; configs.recommended and configs.strict; and
 * the way a bad setting stops the run. The runs of the whole project are its reference runs
 * (reference-runs.ts), made once for every end-to-end test; this file states what they report.
 */
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { formatStylish, getReferenceResults, getReferenceRun } from './reference-runs.js';
import { root, runEslint as runEslintIn, type CliResult } from './run-eslint.js';
import { policyProjectFindings, summarize } from './summarize.js';

const project = path.join(root, 'fixtures/policy-project');

/** The CLI in the policy project. */
function runEslint(args: readonly string[], env: Record<string, string> = {}): Promise<CliResult> {
  return runEslintIn(project, args, env);
}

describe('fixtures/policy-project with configs.recommended', () => {
  it('reports exactly what the policy leaves, at the right places, and exits 1', () => {
    const { cwd, exitCode, stdout, stderr } = getReferenceRun('policy-project, recommended');
    expect(stderr).toBe('');
    expect(exitCode).toBe(1);
    expect(summarize(cwd, stdout, 'messageId')).toEqual(policyProjectFindings.recommended);
  });

  it('prints the comment problems with their advice', async () => {
    const printed = await formatStylish(
      project,
      getReferenceResults('policy-project, recommended', ['src/tools/legacy-loader.ts', 'src/unused.ts']),
    );
    expect(printed).toContain(
      '3:1   error  `EXCEPTION-OBSOLETE` is a retired suppression category and is no longer accepted, so this comment suppresses nothing.',
    );
    expect(printed).toContain(
      '12:1   error  `LEGACY-IMPORT` is not an accepted suppression category, so this comment suppresses nothing. Use one of `EXCEPTION-BOOTSTRAP`, `EXCEPTION-WATCHER-BRIDGE`, `OUT-OF-SCOPE`',
    );
    expect(printed).toContain(
      '4:3  error  This `OUT-OF-SCOPE` suppression covers no VFS compliance violation in the statement it leads. Remove it',
    );
  });

  it('reports nothing in the files the policy fully covers or exempts', () => {
    const results = getReferenceResults('policy-project, recommended', [
      'src/host/toolchain.ts',
      'src/security/path-validator.ts',
      'tests/disk-fixture.ts',
      'src/file-system-service.ts',
    ]);
    expect(results.flatMap((result) => result.messages)).toEqual([]);
  });
});

describe('fixtures/policy-project with configs.strict', () => {
  it('also rejects the file-wide suppression and requires a TypeScript program', () => {
    const { cwd, exitCode, stdout, stderr } = getReferenceRun('policy-project, strict');
    expect(stderr).toBe('');
    expect(exitCode).toBe(1);
    // One error at the top of the JavaScript file, from valid-suppression, and no fallback analysis.
    expect(summarize(cwd, stdout, 'messageId')).toEqual(policyProjectFindings.strict);
  });

  it('names the setting in the missing-program error', async () => {
    const printed = await formatStylish(project, getReferenceResults('policy-project, strict', ['scripts/clean.js']));
    expect(printed).toContain(
      "1:1  error  vfs-compliance: settings['vfs-compliance'].requireTypeInformation is on, but this file was linted without a TypeScript program",
    );
    expect(printed).toContain('✖ 1 problem (1 error, 0 warnings)');
  });
});

describe('a bad setting stops the run with a message naming the key, and no stack trace', () => {
  it.each([
    [
      'a wrong type',
      { categories: 'OUT-OF-SCOPE' },
      "settings['vfs-compliance'].categories: expected an array of upper-case category names, e.g. ['EXCEPTION-BOOTSTRAP', 'OUT-OF-SCOPE'], got the string \"OUT-OF-SCOPE\".",
    ],
    [
      'an unknown key',
      { exemptFolder: ['/tests/'] },
      "settings['vfs-compliance'].exemptFolder: unknown key. Did you mean exemptFolders?",
    ],
    [
      'a folder segment without slashes',
      { exemptFolders: ['tests'] },
      `settings['vfs-compliance'].exemptFolders[0]: "tests" is not a folder segment: write it with a leading and a trailing '/', e.g. '/tests/'`,
    ],
    [
      'an empty category',
      { categories: [''] },
      `settings['vfs-compliance'].categories[0]: expected a non-empty string, got the string ""`,
    ],
    [
      'a category both accepted and retired',
      { categories: ['EXCEPTION-OBSOLETE'] },
      "settings['vfs-compliance'].categories: EXCEPTION-OBSOLETE is both accepted (categories) and retired (retiredCategories)",
    ],
    [
      'a value that is not an object',
      [],
      "settings['vfs-compliance']: expected an object with the keys exemptFolders, ",
    ],
  ])('%s', async (_title, settings, expected) => {
    const result = await runEslint(['--config', 'eslint.bad-settings.config.js', 'src/unused.ts'], {
      VFS_SETTINGS: JSON.stringify(settings),
    });
    expect(result.exitCode).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(`VfsSettingsError: Invalid ${expected}`);
    expect(result.stderr).not.toMatch(/^\s+at /mu);
  });

  it('prints the same with worker threads (--concurrency)', async () => {
    const result = await runEslint(['--config', 'eslint.bad-settings.config.js', '--concurrency', '2', 'src'], {
      VFS_SETTINGS: JSON.stringify({ fsModules: 'fs-extra' }),
    });
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain(
      "VfsSettingsError: Invalid settings['vfs-compliance'].fsModules: expected an array of module names",
    );
    expect(result.stderr).not.toMatch(/^\s+at /mu);
  });
});
