/**
 * docs/migration.md's bulk application, as written there: the `apply-vfs-suggestions.mjs` script
 * (eslint-interactive's programmable API) run on a copy of fixtures/sample-project, then the
 * audit's mechanical share before and after, the rewritten file, and the real TypeScript
 * compiler on the result. The measured share (issue 22) is this test's numbers.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { runAudit } from './run-audit.js';
import { root, runNodeScript } from './run-eslint.js';

const sampleProject = path.join(root, 'fixtures/sample-project');
const tool = 'src/tools/legacy-import-tool.ts';
let project: string;

/** The first `js` block after the bulk-application heading of docs/migration.md. */
function getDocumentedScript(): string {
  const docs = readFileSync(path.join(root, 'docs/migration.md'), 'utf8');
  const section = docs.slice(docs.indexOf('## Applying suggestions in bulk'));
  const match = /```js\n([\s\S]*?)```/u.exec(section);
  if (!match?.[1]) throw new Error('docs/migration.md shows no script to apply suggestions');
  return match[1];
}

interface CodeCounts {
  readonly code: string;
  readonly new: number;
  readonly suggested: number;
}

async function audit(): Promise<{ violations: number; suggested: number; byCode: string[] }> {
  const result = await runAudit(['--format', 'json'], { cwd: project });
  expect(result.stderr).toBe('');
  const report = JSON.parse(result.stdout) as {
    summary: { violations: number; suggested: number };
    violations: { byCode: CodeCounts[] };
  };
  return {
    violations: report.summary.violations,
    suggested: report.summary.suggested,
    byCode: report.violations.byCode.map((row) => `${row.code} ${row.new} ${row.suggested}`),
  };
}

beforeAll(() => {
  // Below the repository, so the config resolves the plugin and eslint-interactive by name.
  project = mkdtempSync(path.join(root, '.tmp-bulk-suggestions-'));
  for (const entry of ['src', 'tests', 'eslint.config.js', 'tsconfig.json']) {
    cpSync(path.join(sampleProject, entry), path.join(project, entry), { recursive: true });
  }
  writeFileSync(path.join(project, 'apply-vfs-suggestions.mjs'), getDocumentedScript());
});

afterAll(() => {
  rmSync(project, { recursive: true, force: true });
});

describe('applying suggestions in bulk (docs/migration.md)', () => {
  it('applies ORKVFS007 first, then the calls it unlocks, and the project still type-checks', async () => {
    expect(await audit()).toEqual({
      violations: 10,
      suggested: 1,
      byCode: [
        'ORKVFS001 4 0',
        'ORKVFS002 1 0',
        'ORKVFS003 1 0',
        'ORKVFS004 1 0',
        'ORKVFS005 1 0',
        'ORKVFS006 1 0',
        'ORKVFS007 1 1',
        'ORKVFS008 0 0',
      ],
    });
    const before = readFileSync(path.join(project, tool), 'utf8');

    const applied = await runNodeScript(path.join(project, 'apply-vfs-suggestions.mjs'), [], project);
    expect(applied).toEqual({ exitCode: 0, stdout: '', stderr: '' });

    const expected = before
      .replace(
        'constructor(private readonly files?: IFileSystemService) {}',
        'constructor(private readonly files: IFileSystemService) {}',
      )
      .replace(
        'const manifestPath = path.resolve(userPath);',
        'const manifestPath = this.files.resolveAndValidate(userPath);',
      )
      .replace('await mkdir(outputDir, { recursive: true });', 'await this.files.createDirectory(outputDir);');
    expect(expected).not.toBe(before);
    expect(readFileSync(path.join(project, tool), 'utf8')).toBe(expected);
    // Every other file is as it was.
    for (const file of ['src/report-service.ts', 'src/platform/node-fs.ts', 'src/bootstrap/mount-bootstrapper.ts']) {
      expect(readFileSync(path.join(project, file), 'utf8')).toBe(readFileSync(path.join(sampleProject, file), 'utf8'));
    }

    expect(await audit()).toEqual({
      violations: 7,
      suggested: 0,
      byCode: [
        'ORKVFS001 4 0',
        'ORKVFS002 0 0',
        'ORKVFS003 1 0',
        'ORKVFS004 0 0',
        'ORKVFS005 1 0',
        'ORKVFS006 1 0',
        'ORKVFS007 0 0',
        'ORKVFS008 0 0',
      ],
    });

    const tsc = await runNodeScript(path.join(root, 'node_modules/typescript/bin/tsc'), ['-p', project], project);
    expect(tsc).toEqual({ exitCode: 0, stdout: '', stderr: '' });
  }, 180_000);
});
