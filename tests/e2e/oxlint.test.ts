/**
 * The native-speed path: the real oxlint binary loads the built plugin as a JS plugin (through
 * fixtures/oxlint-project/.oxlintrc.json) and must report exactly what ESLint reports without type
 * information on the same files: same rule, line and column. Both linters run as child processes,
 * as users run them.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { describe, expect, it } from 'vitest';

import { rules } from '../../src/rules/index.js';
import { root, runEslint } from './run-eslint.js';

const oxlintProject = path.join(root, 'fixtures/oxlint-project');
const sampleProject = path.join(root, 'fixtures/sample-project');
const oxlintConfig = path.join(oxlintProject, '.oxlintrc.json');
const oxlintBin = path.join(root, 'node_modules/oxlint/bin/oxlint');

interface OxlintDiagnostic {
  readonly code: string;
  readonly filename: string;
  readonly labels: readonly { readonly span: { readonly line: number; readonly column: number } }[];
}

interface EslintResult {
  readonly filePath: string;
  readonly messages: readonly { readonly ruleId: string | null; readonly line: number; readonly column: number }[];
}

const byPosition = (a: string, b: string): number => a.localeCompare(b, 'en', { numeric: true });

async function runOxlint(cwd: string, config = oxlintConfig): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [oxlintBin, '-c', config, '-f', 'json', '.'], {
      cwd,
      maxBuffer: 16 * 1024 * 1024,
    });
    return { exitCode: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: string; stderr?: string };
    if (typeof failed.code !== 'number') throw error;
    return { exitCode: failed.code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** `file:line:column rule`, sorted; oxlint spells a rule `vfs-compliance(rule)`. */
function summarizeOxlint(stdout: string): string[] {
  const { diagnostics } = JSON.parse(stdout) as { diagnostics: OxlintDiagnostic[] };
  return diagnostics
    .map((diagnostic) => {
      const rule = /^vfs-compliance\((.+)\)$/u.exec(diagnostic.code)?.[1] ?? `OTHER:${diagnostic.code}`;
      const { line, column } = diagnostic.labels[0]?.span ?? { line: 0, column: 0 };
      return `${diagnostic.filename.replaceAll('\\', '/')}:${line}:${column} ${rule}`;
    })
    .sort(byPosition);
}

function summarizeEslint(cwd: string, stdout: string): string[] {
  return (JSON.parse(stdout) as EslintResult[])
    .flatMap((result) =>
      result.messages.map((message) => {
        const rule = message.ruleId?.replace(/^vfs-compliance\//u, '') ?? 'FATAL';
        return `${path.relative(cwd, result.filePath).replaceAll('\\', '/')}:${message.line}:${message.column} ${rule}`;
      }),
    )
    .sort(byPosition);
}

describe('oxlint jsPlugins', () => {
  it('configures every rule of the plugin, so no rule is silently missing from the fast path', () => {
    const config = JSON.parse(readFileSync(oxlintConfig, 'utf8')) as { jsPlugins: string[]; rules: Record<string, string> };
    expect(config.jsPlugins).toEqual(['eslint-plugin-vfs-compliance']);
    expect(Object.keys(config.rules).sort()).toEqual(Object.keys(rules).map((name) => `vfs-compliance/${name}`).sort());
  });

  it('reports what ESLint reports untyped on JavaScript (CommonJS and ES modules) and TypeScript', async () => {
    const [oxlint, eslint] = await Promise.all([runOxlint(oxlintProject), runEslint(oxlintProject, ['--format', 'json', '.'])]);
    expect(oxlint.exitCode).toBe(1);
    expect(eslint.exitCode).toBe(1);
    const expected = [
      'src/legacy-tool.cjs:8:18 no-path-resolve-on-input',
      'src/legacy-tool.cjs:9:10 no-direct-file-access',
      'src/legacy-tool.cjs:18:10 no-path-based-stream',
      // The module object escapes through module.exports: one finding per category it carries.
      'src/legacy-tool.cjs:21:38 no-direct-directory-access',
      'src/legacy-tool.cjs:21:38 no-direct-file-access',
      'src/legacy-tool.cjs:21:38 no-direct-handle-open',
      'src/legacy-tool.cjs:21:38 no-direct-watcher',
      'src/legacy-tool.cjs:21:38 no-path-based-stream',
      'src/service.ts:6:3 valid-suppression',
      'src/service.ts:7:32 no-optional-file-system-service',
      'src/service.ts:15:10 no-path-resolve-on-input',
      'src/watcher.mjs:8:10 no-direct-watcher',
      'src/watcher.mjs:12:10 no-direct-handle-open',
    ];
    expect(summarizeEslint(oxlintProject, eslint.stdout)).toEqual(expected);
    expect(summarizeOxlint(oxlint.stdout)).toEqual(expected);
  });

  it('reports what ESLint reports untyped on the sample project, including its exempt folder and suppressions', async () => {
    const [oxlint, eslint] = await Promise.all([
      runOxlint(sampleProject),
      runEslint(sampleProject, ['--format', 'json', '--config', 'eslint.untyped.config.js', '.']),
    ]);
    expect(oxlint.exitCode).toBe(1);
    const fromEslint = summarizeEslint(sampleProject, eslint.stdout);
    expect(fromEslint).toHaveLength(10);
    expect(summarizeOxlint(oxlint.stdout)).toEqual(fromEslint);
  });

  it("passes the plugin's settings from .oxlintrc.json to every rule", async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'vfs-oxlint-'));
    try {
      const config = JSON.parse(readFileSync(oxlintConfig, 'utf8')) as Record<string, unknown>;
      delete config.$schema;
      const withSettings = path.join(folder, '.oxlintrc.json');
      writeFileSync(
        withSettings,
        JSON.stringify({
          ...config,
          jsPlugins: [path.join(root, 'dist/index.js')],
          // Only the CommonJS tool is exempt; the retired category becomes an accepted one.
          settings: { 'vfs-compliance': { exemptFiles: ['src/legacy-tool.cjs'], categories: ['EXCEPTION-BACKCOMPAT'], retiredCategories: [] } },
        }),
      );
      const oxlint = await runOxlint(oxlintProject, withSettings);
      expect(oxlint.exitCode).toBe(1);
      expect(summarizeOxlint(oxlint.stdout)).toEqual([
        'src/service.ts:15:10 no-path-resolve-on-input',
        'src/watcher.mjs:8:10 no-direct-watcher',
        'src/watcher.mjs:12:10 no-direct-handle-open',
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
