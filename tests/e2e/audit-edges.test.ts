/**
 * The audit's edges a new user hits: an `eslint-disable` beside bulk suppressions (the audit holds
 * historic what ESLint holds, and still counts the hidden violation as new), hostile suppression
 * reasons in markdown, plurals, and no verdict that reads as approval when no budget is set.
 */
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { root } from './run-eslint.js';
import { runAudit } from './run-audit.js';

let project: string;

const HELD = `import * as fs from 'node:fs';
export function a(p: string) {
  return fs.readFileSync(p, 'utf8');
}
export function b(p: string) {
  return fs.statSync(p);
}
export function c(p: string) {
  // eslint-disable-next-line vfs-compliance/no-direct-file-access
  return fs.existsSync(p);
}
`;

const HOSTILE = `import * as fs from 'node:fs';
// vfs-suppress: OUT-OF-SCOPE: probes </td></tr></table><details><summary>x | y *z* [l](http://e)
export const probe = (p: string) => fs.existsSync(p);
`;

beforeAll(async () => {
  // Below the repository, so the config resolves the package by its own name.
  project = await mkdtemp(path.join(root, '.tmp-audit-edges-'));
  await mkdir(path.join(project, 'src'));
  await writeFile(
    path.join(project, 'eslint.config.js'),
    "import vfsCompliance from 'eslint-plugin-vfs-compliance';\nimport tseslint from 'typescript-eslint';\nexport default [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, vfsCompliance.configs.recommended];\n",
  );
  await writeFile(path.join(project, 'src/held.ts'), HELD);
  await writeFile(path.join(project, 'src/hostile.ts'), HOSTILE);
  await writeFile(
    path.join(project, 'eslint-suppressions.json'),
    JSON.stringify({ 'src/held.ts': { 'vfs-compliance/no-direct-file-access': { count: 2 } } }),
  );
});

afterAll(async () => {
  await rm(project, { recursive: true, force: true });
});

describe('the audit beside eslint-disable and bulk suppressions', () => {
  it('holds historic what ESLint holds; the hidden violation is new, and marked as hidden', async () => {
    const result = await runAudit(['--format', 'json'], { cwd: project });
    const report = JSON.parse(result.stdout) as {
      summary: Record<string, number>;
      violations: { items: { line: number; historic: boolean; disabled: boolean }[] };
    };
    expect(report.summary).toMatchObject({ violations: 1, historic: 2, disabled: 1, suppressedFindings: 1 });
    expect(report.violations.items.map(({ line, historic, disabled }) => [line, historic, disabled])).toEqual([
      [3, true, false],
      [6, true, false],
      [10, false, true],
    ]);
    expect(result.exitCode).toBe(0);
  });
});

describe('formats', () => {
  it('escapes a hostile suppression reason in markdown, says plurals right, and sets no verdict without a budget', async () => {
    const output = path.join(project, 'audit.md');
    const result = await runAudit(['--format', 'markdown', '--output', output], { cwd: project });
    expect(result.exitCode).toBe(0);
    const markdown = await readFile(output, 'utf8');
    expect(markdown).not.toContain('<details>');
    expect(markdown).not.toContain('</table>');
    expect(markdown).toContain(
      '| src/hostile.ts:2:1 | declaration | OUT-OF-SCOPE | all | 1 | probes &lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;details&gt;&lt;summary&gt;x \\| y \\*z\\* \\[l\\](http://e) |',
    );
    expect(markdown).toContain(
      '- Violations: 1 new (1 hidden from ESLint by eslint-disable), 2 historic (held by eslint-suppressions.json); 1 finding suppressed.',
    );
    expect(markdown).toContain('- Suggested migrations: 0 of 3 violations.');
    expect(markdown.trimEnd().split('\n').at(-1)).toBe('**Result: no budget set — 1 new violation held to no limit.**');
  });
});
