/**
 * `vfs-compliance-audit` end to end: the built bin, run as a process in fixtures/audit-project,
 * a seed-shaped project (bootstrap suppressions at every scope, a code-restricted watcher bridge,
 * host probes, a retired category, an unused suppression, exempt folders and files, suppression
 * look-alikes in strings, an `eslint-disable`, and ESLint bulk suppressions). Every number below
 * was counted by reading the fixture, not computed from src/.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getReferenceRun } from './reference-runs.js';
import { runAudit } from './run-audit.js';
import { root, runEslint } from './run-eslint.js';

interface Located {
  file: string;
  line: number;
  column: number;
}

interface Report {
  schemaVersion: number;
  summary: Record<string, number>;
  counts: Record<string, number>;
  violations: {
    byCode: { code: string; new: number; historic: number; suppressed: number }[];
    byFolder: { folder: string; new: number; historic: number }[];
    byFile: { file: string; new: number; historic: number; codes: Record<string, number> }[];
    items: { file: string; line: number; column: number; code: string; name: string; historic: boolean }[];
  };
  suppressions: {
    byCategory: { category: string; retired: boolean; suppressions: number; findingsCovered: number }[];
    valid: Located[];
    invalid: Located[];
    unused: Located[];
  };
  exemptions: unknown[];
  uncheckedFiles: string[];
  historic: { suppressionsFile: string | null };
  budgets: { key: string; limit: number; count: number; source: string; exceeded: boolean }[];
  baseline: {
    file: string;
    changes: { key: string; before: number | null; after: number; change: number | null }[];
    grew: string[];
  } | null;
  result: { exitCode: number; failures: string[] };
}

const schema = JSON.parse(await readFile(path.join(root, 'docs/audit.schema.json'), 'utf8')) as object;
const validate = new Ajv({ allErrors: true }).compile(schema);

function parseReport(stdout: string): Report {
  const report: unknown = JSON.parse(stdout);
  expect(validate.errors ?? [], JSON.stringify(validate.errors)).toEqual([]);
  expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
  return report as Report;
}

/** A usage or configuration error: exit 2, nothing on stdout, one line on stderr, no stack trace. */
function expectUsageError(result: { exitCode: number; stdout: string; stderr: string }, line: string): void {
  expect(result).toEqual({ exitCode: 2, stdout: '', stderr: `vfs-compliance-audit: ${line}\n` });
}

let temp: string;
let full: { exitCode: number; stdout: string; stderr: string };

beforeAll(async () => {
  temp = await mkdtemp(path.join(tmpdir(), 'vfs-audit-'));
  full = await runAudit(['--format', 'json']);
});

afterAll(async () => {
  await rm(temp, { recursive: true, force: true });
});

describe('the counts of the seed-shaped project (--format json)', () => {
  it('prints one object that the documented schema accepts, and exits 1 (violations and a retired category over budget)', () => {
    expect(full.stderr).toBe('');
    expect(full.exitCode).toBe(1);
    const report = parseReport(full.stdout);
    expect(report.schemaVersion).toBe(1);
    expect(report.result).toEqual({
      exitCode: 1,
      failures: ['violations is 7, over its budget of 6', 'EXCEPTION-BACKCOMPAT is 1, over its budget of 0'],
    });
  });

  it('counts files, violations, historic violations and suppressions', () => {
    const report = parseReport(full.stdout);
    expect(report.summary).toEqual({
      files: 14,
      exemptFiles: 4,
      uncheckedFiles: 0,
      violations: 7,
      historic: 3,
      // The legacy tool's optional service: ORKVFS007's suggestion makes it required.
      suggested: 1,
      // src/tools/help-text.ts and report-writer.ts hide one violation each from ESLint with eslint-disable comments.
      disabled: 2,
      suppressedFindings: 10,
      suppressions: 8,
      invalidSuppressions: 1,
      unusedSuppressions: 1,
    });
    expect(report.counts).toEqual({
      violations: 7,
      historic: 3,
      ORKVFS001: 6,
      ORKVFS002: 0,
      ORKVFS003: 0,
      ORKVFS004: 0,
      ORKVFS005: 0,
      ORKVFS006: 0,
      ORKVFS007: 1,
      ORKVFS008: 0,
      'EXCEPTION-BOOTSTRAP': 4,
      'EXCEPTION-WATCHER-BRIDGE': 1,
      'OUT-OF-SCOPE': 3,
      'EXCEPTION-BACKCOMPAT': 1,
      'EXCEPTION-OBSOLETE': 0,
    });
  });

  it('lists violations by code, folder and file, historic apart from new', () => {
    const { violations } = parseReport(full.stdout);
    expect(violations.byCode).toEqual([
      // 3 in the bootstrap class, statement and line scopes, 2 in the host probes; 1 ORKVFS002 under a
      // file-wide suppression; path.resolve in the bootstrap class; fs.watch in the watcher bridge.
      { code: 'ORKVFS001', new: 6, historic: 2, suppressed: 6, suggested: 0 },
      { code: 'ORKVFS002', new: 0, historic: 1, suppressed: 2, suggested: 0 },
      { code: 'ORKVFS003', new: 0, historic: 0, suppressed: 0, suggested: 0 },
      { code: 'ORKVFS004', new: 0, historic: 0, suppressed: 1, suggested: 0 },
      { code: 'ORKVFS005', new: 0, historic: 0, suppressed: 1, suggested: 0 },
      { code: 'ORKVFS006', new: 0, historic: 0, suppressed: 0, suggested: 0 },
      { code: 'ORKVFS007', new: 1, historic: 0, suppressed: 0, suggested: 1 },
      { code: 'ORKVFS008', new: 0, historic: 0, suppressed: 0, suggested: 0 },
    ]);
    expect(violations.byFolder).toEqual([
      { folder: 'src/legacy', new: 2, historic: 3 },
      { folder: 'src/tools', new: 4, historic: 0 },
      { folder: 'src/watch', new: 1, historic: 0 },
    ]);
    expect(violations.byFile).toEqual([
      { file: 'src/legacy/exporter.ts', folder: 'src/legacy', new: 2, historic: 0, codes: { ORKVFS001: 2 } },
      {
        file: 'src/legacy/importer.ts',
        folder: 'src/legacy',
        new: 0,
        historic: 3,
        codes: { ORKVFS001: 2, ORKVFS002: 1 },
      },
      { file: 'src/tools/help-text.ts', folder: 'src/tools', new: 1, historic: 0, codes: { ORKVFS001: 1 } },
      {
        file: 'src/tools/legacy-tool.ts',
        folder: 'src/tools',
        new: 2,
        historic: 0,
        codes: { ORKVFS001: 1, ORKVFS007: 1 },
      },
      { file: 'src/tools/report-writer.ts', folder: 'src/tools', new: 1, historic: 0, codes: { ORKVFS001: 1 } },
      { file: 'src/watch/codebase-watcher.ts', folder: 'src/watch', new: 1, historic: 0, codes: { ORKVFS001: 1 } },
    ]);
    expect(
      violations.items.map(
        (item) =>
          `${item.file}:${item.line}:${item.column} ${item.code} ${item.name}${item.historic ? ' historic' : ''}`,
      ),
    ).toEqual([
      // Two violations of a rule whose bulk count is 1: ESLint reports both, so both are new.
      'src/legacy/exporter.ts:4:53 ORKVFS001 fs.writeFileSync',
      'src/legacy/exporter.ts:5:3 ORKVFS001 fs.copyFileSync',
      // As many as the bulk counts: held, historic.
      'src/legacy/importer.ts:4:10 ORKVFS002 fs.readdirSync historic',
      'src/legacy/importer.ts:5:23 ORKVFS001 fs.statSync historic',
      'src/legacy/importer.ts:6:20 ORKVFS001 fs.readFileSync historic',
      // A suppression written in a string on the same line suppresses nothing, and a file-wide
      // eslint-disable hides the violation from ESLint, not from the audit.
      'src/tools/help-text.ts:9:16 ORKVFS001 fs.readFileSync',
      // A retired category suppresses nothing.
      'src/tools/legacy-tool.ts:7:32 ORKVFS007 fileSystem',
      'src/tools/legacy-tool.ts:10:66 ORKVFS001 fs.readFileSync',
      // Hidden from ESLint by eslint-disable-next-line, still a violation.
      'src/tools/report-writer.ts:5:3 ORKVFS001 fs.writeFileSync',
      // The watcher bridge's suppression is restricted to ORKVFS005.
      'src/watch/codebase-watcher.ts:6:74 ORKVFS001 fs.readFileSync',
    ]);
  });

  it('lists every valid suppression with its scope, codes, category, reason and the findings it covers', () => {
    const { suppressions } = parseReport(full.stdout);
    expect(suppressions.valid).toEqual([
      {
        file: 'src/bootstrap/cli-mount-bootstrapper.ts',
        line: 1,
        column: 1,
        scope: 'file',
        codes: null,
        category: 'EXCEPTION-BOOTSTRAP',
        reason: 'the CLI lists its mount folders before any service exists',
        findingsCovered: 2,
      },
      {
        file: 'src/bootstrap/sandbox-session.ts',
        line: 4,
        column: 1,
        scope: 'declaration',
        codes: null,
        category: 'EXCEPTION-BOOTSTRAP',
        reason: 'mounts are registered before DI builds the file-system service',
        findingsCovered: 3,
      },
      {
        file: 'src/bootstrap/sandbox-session.ts',
        line: 16,
        column: 3,
        scope: 'statement',
        codes: null,
        category: 'EXCEPTION-BOOTSTRAP',
        reason: 'the mount table is written before the VFS exists',
        findingsCovered: 1,
      },
      {
        file: 'src/bootstrap/sandbox-session.ts',
        line: 21,
        column: 34,
        scope: 'line',
        codes: null,
        category: 'EXCEPTION-BOOTSTRAP',
        reason: 'the same bootstrap step, its last line',
        findingsCovered: 1,
      },
      {
        file: 'src/host/docker-probe.ts',
        line: 4,
        column: 3,
        scope: 'statement',
        codes: null,
        category: 'OUT-OF-SCOPE',
        reason: 'discovers the docker binary on PATH, never a mount',
        findingsCovered: 1,
      },
      {
        file: 'src/host/docker-probe.ts',
        line: 14,
        column: 39,
        scope: 'line',
        codes: null,
        category: 'OUT-OF-SCOPE',
        reason: 'checks the binary is executable',
        findingsCovered: 1,
      },
      {
        file: 'src/tools/report-service.ts',
        line: 7,
        column: 5,
        scope: 'statement',
        codes: null,
        category: 'OUT-OF-SCOPE',
        reason: 'left behind after the migration to the VFS',
        findingsCovered: 0,
      },
      {
        file: 'src/watch/codebase-watcher.ts',
        line: 3,
        column: 1,
        scope: 'declaration',
        codes: ['ORKVFS005'],
        category: 'EXCEPTION-WATCHER-BRIDGE',
        reason: 'adapts fs.watch to the codebase watcher port',
        findingsCovered: 1,
      },
    ]);
    expect(suppressions.unused).toEqual([
      {
        file: 'src/tools/report-service.ts',
        line: 7,
        column: 5,
        scope: 'statement',
        codes: null,
        category: 'OUT-OF-SCOPE',
        reason: 'left behind after the migration to the VFS',
        findingsCovered: 0,
      },
    ]);
    // The retired category in the exempt src/vfs/ and the unknown one under tests/ are not read at all.
    expect(suppressions.invalid).toEqual([
      {
        file: 'src/tools/legacy-tool.ts',
        line: 5,
        column: 1,
        problem: 'retiredCategory',
        category: 'EXCEPTION-BACKCOMPAT',
        text: 'vfs-suppress: EXCEPTION-BACKCOMPAT: old hosts still construct this tool without a file-system service',
      },
    ]);
    expect(suppressions.byCategory).toEqual([
      { category: 'EXCEPTION-BOOTSTRAP', retired: false, suppressions: 4, findingsCovered: 7 },
      { category: 'EXCEPTION-WATCHER-BRIDGE', retired: false, suppressions: 1, findingsCovered: 1 },
      { category: 'OUT-OF-SCOPE', retired: false, suppressions: 3, findingsCovered: 2 },
      { category: 'EXCEPTION-BACKCOMPAT', retired: true, suppressions: 1, findingsCovered: 0 },
      { category: 'EXCEPTION-OBSOLETE', retired: true, suppressions: 0, findingsCovered: 0 },
    ]);
  });

  it('groups exempt files by the allowlist entry that exempts them', () => {
    const report = parseReport(full.stdout);
    expect(report.exemptions).toEqual([
      { setting: 'exemptFiles', entry: 'security/path-validator.ts', files: ['src/security/path-validator.ts'] },
      {
        setting: 'exemptFolders',
        entry: '/src/vfs/',
        files: ['src/vfs/disk-file-system.ts', 'src/vfs/file-system-service.ts'],
      },
      { setting: 'exemptFolders', entry: '/tests/', files: ['tests/disk-fixture.ts'] },
    ]);
    expect(report.uncheckedFiles).toEqual([]);
    expect(report.historic).toEqual({ suppressionsFile: 'eslint-suppressions.json' });
  });

  it('holds every budget of the settings, and every retired category to 0', () => {
    const report = parseReport(full.stdout);
    expect(report.budgets).toEqual([
      { key: 'EXCEPTION-BOOTSTRAP', limit: 15, count: 4, source: 'settings', exceeded: false },
      { key: 'OUT-OF-SCOPE', limit: 3, count: 3, source: 'settings', exceeded: false },
      { key: 'ORKVFS004', limit: 0, count: 0, source: 'settings', exceeded: false },
      { key: 'violations', limit: 6, count: 7, source: 'settings', exceeded: true },
      { key: 'historic', limit: 3, count: 3, source: 'settings', exceeded: false },
      { key: 'EXCEPTION-BACKCOMPAT', limit: 0, count: 1, source: 'retired category', exceeded: true },
      { key: 'EXCEPTION-OBSOLETE', limit: 0, count: 0, source: 'retired category', exceeded: false },
    ]);
    expect(report.baseline).toBeNull();
  });
});

describe('one code path with the rules', () => {
  it('gives the same report with every rule of the plugin switched off', async () => {
    const result = await runAudit(['--format', 'json', '--config', 'eslint.rules-off.config.js']);
    expect(result.exitCode).toBe(1);
    expect(JSON.parse(result.stdout)).toEqual(JSON.parse(full.stdout));
  });

  it('gives the same report with ESLint worker threads (--concurrency 2)', async () => {
    // (ESLint may warn on stderr that two threads are too many for so few files.)
    const result = await runAudit(['--format', 'json', '--concurrency', '2']);
    expect(result.exitCode).toBe(1);
    expect(JSON.parse(result.stdout)).toEqual(JSON.parse(full.stdout));
  });

  it('reports as new exactly what `eslint` reports, plus what eslint-disable comments hide from it', async () => {
    const eslint = await runEslint(path.join(root, 'fixtures/audit-project'), ['--format', 'json', '.']);
    expect(eslint.exitCode).toBe(1);
    const results = JSON.parse(eslint.stdout) as {
      filePath: string;
      messages: { ruleId: string | null; line: number; column: number; message: string }[];
    }[];
    const reported = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId !== 'vfs-compliance/valid-suppression')
        .map(
          (message) =>
            `${path.relative(path.join(root, 'fixtures/audit-project'), result.filePath)}:${message.line}:${message.column} ${message.message.slice(0, 9)}`,
        ),
    );
    // The internal audit rule never shows up in a normal lint run.
    expect(
      results
        .flatMap((result) => result.messages.map((message) => message.ruleId))
        .filter((id) => !id?.startsWith('vfs-compliance/')),
    ).toEqual([]);
    const { violations } = parseReport(full.stdout);
    const audited = violations.items
      .filter((item) => !item.historic)
      .map((item) => `${item.file}:${item.line}:${item.column} ${item.code}`);
    expect(audited.filter((line) => !reported.includes(line))).toEqual([
      'src/tools/help-text.ts:9:16 ORKVFS001',
      'src/tools/report-writer.ts:5:3 ORKVFS001',
    ]);
    expect(reported.filter((line) => !audited.includes(line))).toEqual([]);
  });
});

describe('a typed project (fixtures/policy-project, projectService)', () => {
  it('reports as new exactly the violations `eslint` reports, and as invalid or unused exactly what valid-suppression reports', async () => {
    const project = path.join(root, 'fixtures/policy-project');
    const eslint = getReferenceRun('policy-project, recommended');
    const audit = await runAudit(['--format', 'json'], { cwd: project });
    const results = JSON.parse(eslint.stdout) as {
      filePath: string;
      messages: { ruleId: string | null; line: number; column: number; message: string }[];
    }[];
    const lines = (filter: (ruleId: string | null) => boolean): string[] =>
      results.flatMap((result) =>
        result.messages
          .filter((message) => filter(message.ruleId))
          .map(
            (message) =>
              `${path.relative(project, result.filePath).split(path.sep).join('/')}:${message.line}:${message.column}`,
          ),
      );
    const report = parseReport(audit.stdout);
    const located = (item: { file: string; line: number; column: number }): string =>
      `${item.file}:${item.line}:${item.column}`;
    expect(report.violations.items.map(located)).toEqual(
      lines((ruleId) => ruleId !== 'vfs-compliance/valid-suppression'),
    );
    expect([...report.suppressions.invalid, ...report.suppressions.unused].map(located).sort()).toEqual(
      lines((ruleId) => ruleId === 'vfs-compliance/valid-suppression').sort(),
    );
    expect(report.summary).toEqual({
      files: 17,
      exemptFiles: 2,
      uncheckedFiles: 0,
      violations: 10,
      historic: 0,
      suggested: 0,
      disabled: 0,
      suppressedFindings: 9,
      suppressions: 7,
      invalidSuppressions: 4,
      unusedSuppressions: 1,
    });
  });
});

describe('budgets', () => {
  it('--max overrides a budget of the settings and adds new ones; each breach is named with its count and limit', async () => {
    const result = await runAudit([
      '--format',
      'json',
      '--max',
      'violations=7',
      '--max',
      'EXCEPTION-BOOTSTRAP=3',
      '--max',
      'ORKVFS007=1',
    ]);
    expect(result.exitCode).toBe(1);
    const report = parseReport(result.stdout);
    expect(report.budgets.filter((budget) => budget.source === 'command line')).toEqual([
      { key: 'EXCEPTION-BOOTSTRAP', limit: 3, count: 4, source: 'command line', exceeded: true },
      { key: 'violations', limit: 7, count: 7, source: 'command line', exceeded: false },
      { key: 'ORKVFS007', limit: 1, count: 1, source: 'command line', exceeded: false },
    ]);
    expect(report.result.failures).toEqual([
      'EXCEPTION-BOOTSTRAP is 4, over its budget of 3',
      'EXCEPTION-BACKCOMPAT is 1, over its budget of 0',
    ]);
  });

  it('exits 0 when every budget holds (the paths given: bootstrap and host probes only)', async () => {
    const result = await runAudit(['--format', 'json', 'src/bootstrap', 'src/host']);
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    const report = parseReport(result.stdout);
    expect(report.counts).toEqual({
      violations: 0,
      historic: 0,
      ORKVFS001: 0,
      ORKVFS002: 0,
      ORKVFS003: 0,
      ORKVFS004: 0,
      ORKVFS005: 0,
      ORKVFS006: 0,
      ORKVFS007: 0,
      ORKVFS008: 0,
      'EXCEPTION-BOOTSTRAP': 4,
      'EXCEPTION-WATCHER-BRIDGE': 0,
      'OUT-OF-SCOPE': 2,
      'EXCEPTION-BACKCOMPAT': 0,
      'EXCEPTION-OBSOLETE': 0,
    });
    expect(report.result).toEqual({ exitCode: 0, failures: [] });
  });

  it('a retired category is over budget even with no budget at all', async () => {
    const result = await runAudit(['--format', 'json', '--max', 'violations=100', 'src/tools/legacy-tool.ts']);
    expect(result.exitCode).toBe(1);
    expect(parseReport(result.stdout).result.failures).toEqual(['EXCEPTION-BACKCOMPAT is 1, over its budget of 0']);
  });
});

describe('ratchet: --baseline and --no-growth', () => {
  const subset = ['src/bootstrap', 'src/host'];

  async function writeBaseline(name: string, counts: Record<string, number>): Promise<string> {
    const file = path.join(temp, name);
    const baseline = JSON.parse((await runAudit(['--format', 'json', ...subset])).stdout) as Report;
    await writeFile(file, JSON.stringify({ ...baseline, counts: { ...baseline.counts, ...counts } }));
    return file;
  }

  it('shows each count against the baseline and, with --no-growth, fails on each count that grew', async () => {
    const file = await writeBaseline('grown.json', { 'EXCEPTION-BOOTSTRAP': 3, 'OUT-OF-SCOPE': 5 });
    const shown = await runAudit(['--format', 'json', '--baseline', file, ...subset]);
    expect(shown.exitCode).toBe(0);
    const report = parseReport(shown.stdout);
    expect(report.baseline?.changes.filter((change) => change.change !== 0)).toEqual([
      { key: 'EXCEPTION-BOOTSTRAP', before: 3, after: 4, change: 1 },
      { key: 'OUT-OF-SCOPE', before: 5, after: 2, change: -3 },
    ]);
    expect(report.baseline?.grew).toEqual(['EXCEPTION-BOOTSTRAP']);

    const gated = await runAudit(['--format', 'json', '--baseline', file, '--no-growth', ...subset]);
    expect(gated.exitCode).toBe(1);
    expect(parseReport(gated.stdout).result.failures).toEqual(['EXCEPTION-BOOTSTRAP grew from 3 to 4']);
  });

  it('passes --no-growth when nothing grew; a count the baseline lacks is new, not growth', async () => {
    const file = path.join(temp, 'same.json');
    const baseline = JSON.parse((await runAudit(['--format', 'json', ...subset])).stdout) as Report;
    const { ORKVFS007, ...older } = baseline.counts;
    expect(ORKVFS007).toBe(0);
    await writeFile(file, JSON.stringify({ ...baseline, counts: older }));
    const result = await runAudit(['--format', 'json', '--baseline', file, '--no-growth', ...subset]);
    expect(result.exitCode).toBe(0);
    const report = parseReport(result.stdout);
    expect(report.baseline?.changes.find((change) => change.key === 'ORKVFS007')).toEqual({
      key: 'ORKVFS007',
      before: null,
      after: 0,
      change: null,
    });
    expect(report.baseline?.grew).toEqual([]);
  });
});

describe('historic violations: --suppressions-location', () => {
  it('reads another bulk suppressions file; without one, every violation is new', async () => {
    const file = path.join(temp, 'no-suppressions.json');
    await writeFile(file, '{}');
    const result = await runAudit(['--format', 'json', '--suppressions-location', file, '--max', 'violations=100']);
    const report = parseReport(result.stdout);
    expect(report.summary.violations).toBe(10);
    expect(report.summary.historic).toBe(0);
    expect(report.historic.suppressionsFile).toBe(
      path.relative(path.join(root, 'fixtures/audit-project'), file).split(path.sep).join('/'),
    );
  });
});

describe('formats', () => {
  it('prints aligned text tables without colour when stdout is not a terminal', async () => {
    const result = await runAudit(['src/bootstrap', 'src/host'], { env: { FORCE_COLOR: '1' } });
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).not.toContain('\u001B[');
    const lines = result.stdout.split('\n');
    expect(lines).toContain('3 files audited, 0 exempt.');
    expect(lines).toContain('Violations: 0 new, 0 historic (held by eslint-suppressions.json); 9 findings suppressed.');
    expect(lines).toContain('Suppressions: 6 valid, 0 invalid, 0 unused.');
    const table = lines.slice(
      lines.indexOf('Suppressions by category') + 1,
      lines.indexOf('Suppressions by category') + 7,
    );
    expect(table).toEqual([
      '  category                        suppressions  findings covered',
      '  EXCEPTION-BOOTSTRAP                        4                 7',
      '  EXCEPTION-WATCHER-BRIDGE                   0                 0',
      '  OUT-OF-SCOPE                               2                 2',
      '  EXCEPTION-BACKCOMPAT (retired)             0                 0',
      '  EXCEPTION-OBSOLETE (retired)               0                 0',
    ]);
    expect(lines).toContain(
      '  src/bootstrap/sandbox-session.ts:21:34       line         EXCEPTION-BOOTSTRAP  all         1  the same bootstrap step, its last line',
    );
    expect(lines).toContain('  violations                0      6  settings          within');
    expect(lines.at(-2)).toBe('Result: pass.');
  });

  it('writes a markdown report to --output, with counts, budgets and every suppression with its reason', async () => {
    const file = path.join(temp, 'audit.md');
    const result = await runAudit(['--format', 'markdown', '--output', file]);
    expect(result).toEqual({ exitCode: 1, stdout: '', stderr: '' });
    const markdown = await readFile(file, 'utf8');
    expect(markdown.startsWith('# VFS compliance audit\n')).toBe(true);
    expect(markdown).toContain(
      '- Violations: 7 new (2 hidden from ESLint by eslint-disable), 3 historic (held by eslint-suppressions.json); 10 findings suppressed.',
    );
    expect(markdown).toContain(
      '## Violations by code\n\n| code | new | historic | suppressed | suggested migration |\n| --- | ---: | ---: | ---: | ---: |\n| ORKVFS001 | 6 | 2 | 6 | 0 |',
    );
    expect(markdown).toContain(
      '| src/watch/codebase-watcher.ts:3:1 | declaration | EXCEPTION-WATCHER-BRIDGE | ORKVFS005 | 1 | adapts fs.watch to the codebase watcher port |',
    );
    expect(markdown).toContain(
      '| src/tools/legacy-tool.ts:5:1 | retiredCategory | vfs-suppress: EXCEPTION-BACKCOMPAT: old hosts still construct this tool without a file-system service |',
    );
    expect(markdown).toContain('| **violations** | **7** | **6** | **settings** | **over** |');
    expect(markdown).toContain('| exemptFolders | /src/vfs/ | src/vfs/disk-file-system.ts |');
    expect(markdown.trimEnd().split('\n').at(-1)).toBe(
      '**Result: fail — violations is 7, over its budget of 6; EXCEPTION-BACKCOMPAT is 1, over its budget of 0.**',
    );
  });
});

describe('usage and configuration errors exit 2 with one line', () => {
  it.each([
    [
      ['--max', 'EXCEPTION-BOOTSTRAP=lots'],
      '--max EXCEPTION-BOOTSTRAP=lots: the limit of EXCEPTION-BOOTSTRAP must be a non-negative integer, got "lots".',
    ],
    [['--max', 'EXCEPTION-BOOTSTRAP'], '--max EXCEPTION-BOOTSTRAP: expected KEY=N, e.g. --max EXCEPTION-BOOTSTRAP=15.'],
    [['--max', 'ORKVFS001=-1'], '--max ORKVFS001=-1: the limit of ORKVFS001 must be a non-negative integer, got "-1".'],
    [['--format', 'xml'], '--format xml: expected one of text, json, markdown.'],
    [['--no-growth'], '--no-growth needs --baseline FILE: a report to compare with.'],
    [['--concurrency', 'many'], '--concurrency many: expected a positive integer, auto or off.'],
  ])('%j', async (args, line) => {
    expectUsageError(await runAudit(args), line);
  });

  it('an unknown option', async () => {
    const result = await runAudit(['--fix']);
    expect(result.exitCode).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      /^vfs-compliance-audit: Unknown option '--fix'\..* \(see vfs-compliance-audit --help\)\n$/u,
    );
  });

  it('an unknown budget key on the command line, checked against the settings', async () => {
    expectUsageError(
      await runAudit(['--max', 'EXCEPTION-LATER=1', 'src/host']),
      "--max EXCEPTION-LATER=1: EXCEPTION-LATER is not a budget key: use 'violations', 'historic', a code (ORKVFS001, ORKVFS002, ORKVFS003, ORKVFS004, ORKVFS005, ORKVFS006, ORKVFS007, ORKVFS008) or a category (EXCEPTION-BOOTSTRAP, EXCEPTION-WATCHER-BRIDGE, OUT-OF-SCOPE, EXCEPTION-BACKCOMPAT, EXCEPTION-OBSOLETE).",
    );
    expectUsageError(
      await runAudit(['--max', 'EXCEPTION-OBSOLETE=2', 'src/host']),
      '--max EXCEPTION-OBSOLETE=2: EXCEPTION-OBSOLETE is a retired category: any suppression of it is over budget, so its only budget is 0.',
    );
  });

  it('an unknown budget key in the settings', async () => {
    const result = await runAudit(['--config', 'eslint.bad-budgets.config.js', 'src/host']);
    expect(result.exitCode).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.split('\n')).toEqual([
      expect.stringMatching(
        /^vfs-compliance-audit: Invalid settings\['vfs-compliance'\]\.budgets\.EXCEPTION-LATER: is not a budget key: .* \(occurred while linting .*src[/\\]host[/\\]docker-probe\.ts:1\)$/u,
      ),
      '',
    ]);
  });

  it('an unreadable or malformed baseline', async () => {
    const missing = await runAudit(['--baseline', 'missing.json']);
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toMatch(
      /^vfs-compliance-audit: cannot read the baseline missing\.json: ENOENT: no such file or directory, open '[^\n]*missing\.json'\n$/u,
    );
    const notJson = path.join(temp, 'not-json.json');
    await writeFile(notJson, 'counts: 3');
    expectUsageError(
      await runAudit(['--baseline', notJson]),
      `the baseline ${notJson} is not JSON: give a report written by --format json.`,
    );
    const otherVersion = path.join(temp, 'other-version.json');
    await writeFile(otherVersion, JSON.stringify({ schemaVersion: 2, counts: {} }));
    expectUsageError(
      await runAudit(['--baseline', otherVersion]),
      `the baseline ${otherVersion} is not a vfs-compliance-audit report of schema version 1: write it with --format json.`,
    );
  });

  it('a bulk suppressions file that is missing, a folder, or not in ESLint format', async () => {
    const missing = await runAudit(['--suppressions-location', 'missing.json']);
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toMatch(
      /^vfs-compliance-audit: cannot read the bulk suppressions file missing\.json: ENOENT: no such file or directory, [^\n]*\n$/u,
    );
    expectUsageError(
      await runAudit(['--suppressions-location', 'src']),
      '--suppressions-location src is a folder: give the suppressions file itself.',
    );
    const wrong = path.join(temp, 'wrong.json');
    await writeFile(wrong, JSON.stringify({ 'src/a.ts': { rule: 3 } }));
    expectUsageError(
      await runAudit(['--suppressions-location', wrong]),
      `the bulk suppressions file ${wrong} is not in ESLint's format ({ file: { rule: { count } } }).`,
    );
  });

  it('a path that matches no file, or a config file that does not exist', async () => {
    expectUsageError(await runAudit(['src/nowhere']), "No files matching 'src/nowhere' were found.");
    const result = await runAudit(['--config', 'missing.config.js']);
    expect(result.exitCode).toBe(2);
    expect(result.stderr.split('\n')).toHaveLength(2);
    expect(result.stderr).toMatch(/^vfs-compliance-audit: .*missing\.config\.js/u);
  });
});

/** The bin on a pseudo-terminal (util-linux `script`): stdout and stderr both go to it, merged. */
async function runOnTerminal(args: string, env: Record<string, string> = {}): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'script',
    ['-qec', `"${process.execPath}" "${path.join(root, 'dist/audit/cli.js')}" ${args}`, '/dev/null'],
    {
      cwd: path.join(root, 'fixtures/audit-project'),
      env: { ...process.env, ...env },
    },
  );
  return stdout;
}

describe.skipIf(process.platform !== 'linux')('on a terminal', () => {
  it('shows files linted / total on stderr, then erases it, and colours the text report', async () => {
    const output = await runOnTerminal('src/host src/bootstrap');
    expect(output.startsWith('\r\u001B[K0 / 3 files linted')).toBe(true);
    expect(output).toContain('\r\u001B[K\u001B[1mVFS compliance audit');
    expect(output).toContain('\u001B[32mResult: pass.\u001B[39m');
  });

  it('prints no colour with NO_COLOR, and no colour into --output', async () => {
    const colourless = await runOnTerminal('src/host', { NO_COLOR: '1' });
    expect(colourless).toContain('files linted');
    expect(colourless).toContain('\nResult: pass.');
    expect(colourless).not.toContain('\u001B[1m');
    const file = path.join(temp, 'terminal.txt');
    await runOnTerminal(`src/host --output "${file}"`);
    const text = await readFile(file, 'utf8');
    expect(text).toContain('Result: pass.');
    expect(text).not.toContain('\u001B[');
  });
});

describe('--help and --version', () => {
  it('print and exit 0', async () => {
    const help = await runAudit(['--help']);
    expect(help.exitCode).toBe(0);
    expect(help.stdout).toMatch(/^Usage: vfs-compliance-audit \[options\] \[paths…\]\n/u);
    for (const option of [
      '--config',
      '--format',
      '--output',
      '--max',
      '--baseline',
      '--no-growth',
      '--suppressions-location',
      '--concurrency',
    ]) {
      expect(help.stdout).toContain(option);
    }
    const version = await runAudit(['--version']);
    const { version: packageVersion } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(version).toEqual({ exitCode: 0, stdout: `${packageVersion}\n`, stderr: '' });
  });
});

describe('every documented spelling of an option', () => {
  it('-c, -f and -o are --config, --format and --output', async () => {
    const long = path.join(temp, 'long.json');
    const short = path.join(temp, 'short.json');
    const [withLong, withShort] = await Promise.all([
      runAudit(['--config', 'eslint.rules-off.config.js', '--format', 'json', '--output', long, 'src/host']),
      runAudit(['-c', 'eslint.rules-off.config.js', '-f', 'json', '-o', short, 'src/host']),
    ]);
    expect(withShort).toEqual({ exitCode: 0, stdout: '', stderr: '' });
    expect(withLong).toEqual(withShort);
    const report = parseReport(await readFile(short, 'utf8'));
    expect(report.counts['OUT-OF-SCOPE']).toBe(2);
    expect(report).toEqual(parseReport(await readFile(long, 'utf8')));
  });

  it('--format text is the default format', async () => {
    const [byDefault, text] = await Promise.all([runAudit(['src/host']), runAudit(['--format', 'text', 'src/host'])]);
    expect(text.exitCode).toBe(0);
    expect(text.stdout).toContain('Suppressions by category');
    expect(byDefault).toEqual(text);
  });

  it('--concurrency off and auto give the numbers of the default run', async () => {
    const runs = await Promise.all([
      runAudit(['--format', 'json', 'src/host', 'src/bootstrap']),
      runAudit(['--format', 'json', '--concurrency', 'off', 'src/host', 'src/bootstrap']),
      runAudit(['--format', 'json', '--concurrency', 'auto', 'src/host', 'src/bootstrap']),
    ]);
    const [first, ...others] = runs.map((result) => parseReport(result.stdout).counts);
    expect(first?.['EXCEPTION-BOOTSTRAP']).toBe(4);
    for (const counts of others) expect(counts).toEqual(first);
  });

  it('-h and -v are --help and --version', async () => {
    const [help, h, version, v] = await Promise.all([
      runAudit(['--help']),
      runAudit(['-h']),
      runAudit(['--version']),
      runAudit(['-v']),
    ]);
    expect(h).toEqual(help);
    expect(v).toEqual(version);
    expect(h.stdout).toMatch(/^Usage: vfs-compliance-audit /u);
  });
});
