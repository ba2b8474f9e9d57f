/**
 * The native-speed path: the real oxlint binary loads the built plugin as a JS plugin (through
 * fixtures/oxlint-project/.oxlintrc.json) and must report exactly what ESLint reports without type
 * information on the same files: same rule and range (line, column, endLine, endColumn). Both linters run as child processes,
 * as users run them; on the sample project, ESLint's is the untyped reference run (reference-runs.ts).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { rules } from '../../src/rules/index.js';
import { getReferenceRun } from './reference-runs.js';
import { root, runEslint, runNodeScript, type CliResult } from './run-eslint.js';
import { byPosition, summarize } from './summarize.js';

const oxlintProject = path.join(root, 'fixtures/oxlint-project');
const sampleProject = path.join(root, 'fixtures/sample-project');
const oxlintConfig = path.join(oxlintProject, '.oxlintrc.json');
const oxlintBin = path.join(root, 'node_modules/oxlint/bin/oxlint');

interface OxlintDiagnostic {
  readonly code: string;
  readonly filename: string;
  /** `offset` and `length` count UTF-8 bytes of the file; `line` and `column` are 1-based. */
  readonly labels: readonly {
    readonly span: { readonly offset: number; readonly length: number; readonly line: number; readonly column: number };
  }[];
}

function runOxlint(cwd: string, config = oxlintConfig): Promise<CliResult> {
  return runNodeScript(oxlintBin, ['-c', config, '-f', 'json', '.'], cwd);
}

/**
 * Where a span of `length` bytes from byte `offset` of `file` ends, 1-based in UTF-16 code units as
 * ESLint counts columns.
 */
function getEnd(file: string, offset: number, length: number): string {
  const before = readFileSync(file)
    .subarray(0, offset + length)
    .toString('utf8')
    .split('\n');
  return `${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
}

/** `file:line:column-endLine:endColumn rule`, sorted; oxlint spells a rule `vfs-compliance(rule)`. */
function summarizeOxlint(cwd: string, stdout: string): string[] {
  const { diagnostics } = JSON.parse(stdout) as { diagnostics: OxlintDiagnostic[] };
  return diagnostics
    .map((diagnostic) => {
      const rule = /^vfs-compliance\((.+)\)$/u.exec(diagnostic.code)?.[1] ?? `OTHER:${diagnostic.code}`;
      const file = diagnostic.filename.replaceAll('\\', '/');
      const span = diagnostic.labels[0]?.span;
      const range = span
        ? `${span.line}:${span.column}-${getEnd(path.join(cwd, file), span.offset, span.length)}`
        : 'no span';
      return `${file}:${range} ${rule}`;
    })
    .sort(byPosition);
}

/** ESLint's findings in the same form: `summarize` without the code. */
function summarizeEslint(cwd: string, stdout: string): string[] {
  return summarize(cwd, stdout).map(withoutCode);
}

const withoutCode = (line: string): string => line.replace(/ [^ ]+$/u, '');

describe('oxlint jsPlugins', () => {
  it('configures every rule of the plugin, so no rule is silently missing from the fast path', () => {
    const config = JSON.parse(readFileSync(oxlintConfig, 'utf8')) as {
      jsPlugins: string[];
      rules: Record<string, string>;
    };
    expect(config.jsPlugins).toEqual(['eslint-plugin-vfs-compliance']);
    expect(Object.keys(config.rules).sort()).toEqual(
      Object.keys(rules)
        .map((name) => `vfs-compliance/${name}`)
        .sort(),
    );
  });

  it('reports what ESLint reports untyped on JavaScript (CommonJS and ES modules) and TypeScript', async () => {
    const [oxlint, eslint] = await Promise.all([
      runOxlint(oxlintProject),
      runEslint(oxlintProject, ['--format', 'json', '.']),
    ]);
    expect(oxlint.exitCode).toBe(1);
    expect(eslint.exitCode).toBe(1);
    const expected = [
      // `path.resolve(input)`
      'src/legacy-tool.cjs:8:18-8:37 no-path-resolve-on-input',
      // `read(target, 'utf8')`
      'src/legacy-tool.cjs:9:10-9:30 no-direct-file-access',
      // `createWriteStream(file)`
      'src/legacy-tool.cjs:18:10-18:33 no-path-based-stream',
      // The module object `fs` escapes through module.exports: one hand-out, under ORKVFS001.
      'src/legacy-tool.cjs:21:38-21:40 no-direct-file-access',
      // The whole comment with the retired category.
      'src/service.ts:6:3-6:67 valid-suppression',
      // `files?: IFileSystemService`
      'src/service.ts:7:32-7:58 no-optional-file-system-service',
      // `path.resolve(process.cwd(), input)`
      'src/service.ts:15:10-15:44 no-path-resolve-on-input',
      // `nodeFs.watch(dir, onChange)`
      'src/watcher.mjs:8:10-8:37 no-direct-watcher',
      // `fsp['open'](file, 'r')`
      'src/watcher.mjs:12:10-12:32 no-direct-handle-open',
    ];
    expect(summarizeEslint(oxlintProject, eslint.stdout)).toEqual(expected);
    expect(summarizeOxlint(oxlintProject, oxlint.stdout)).toEqual(expected);
  });

  it('reports what ESLint reports untyped on the sample project, including its exempt folder and suppressions', async () => {
    const oxlint = await runOxlint(sampleProject);
    const eslint = getReferenceRun('sample-project, untyped');
    expect(oxlint.exitCode).toBe(1);
    // What ESLint reports there is stated in cli.test.ts.
    expect(summarizeOxlint(sampleProject, oxlint.stdout)).toEqual(summarizeEslint(sampleProject, eslint.stdout));
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
          settings: {
            'vfs-compliance': {
              exemptFiles: ['src/legacy-tool.cjs'],
              categories: ['EXCEPTION-BACKCOMPAT'],
              retiredCategories: [],
            },
          },
        }),
      );
      const oxlint = await runOxlint(oxlintProject, withSettings);
      expect(oxlint.exitCode).toBe(1);
      expect(summarizeOxlint(oxlintProject, oxlint.stdout)).toEqual([
        'src/service.ts:15:10-15:44 no-path-resolve-on-input',
        'src/watcher.mjs:8:10-8:37 no-direct-watcher',
        'src/watcher.mjs:12:10-12:32 no-direct-handle-open',
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
