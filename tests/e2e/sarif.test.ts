/**
 * Code scanning: the ESLint CLI with `@microsoft/eslint-formatter-sarif` (what docs/ci.md uploads)
 * on fixtures/all-codes, one violation of every code. Every coded rule the plugin exports must
 * reach SARIF with a result whose message starts with its code and a rule descriptor whose
 * `helpUri` ends in its anchor, and that anchor must be on the rule's page in the packed docs.
 * Every result's region is the range ESLint reports, its end included.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { beforeAll, describe, expect, it } from 'vitest';

import plugin from '../../src/index.js';
import { pack } from './npm.js';
import { root, runEslint } from './run-eslint.js';

/** Each coded rule's code and documentation anchor, written here, not read from src/. */
const codedRules: Readonly<Record<string, readonly [code: string, anchor: string]>> = {
  'no-direct-file-access': ['ORKVFS001', 'ork-vfs-001'],
  'no-direct-directory-access': ['ORKVFS002', 'ork-vfs-002'],
  'no-direct-handle-open': ['ORKVFS003', 'ork-vfs-003'],
  'no-path-resolve-on-input': ['ORKVFS004', 'ork-vfs-004'],
  'no-direct-watcher': ['ORKVFS005', 'ork-vfs-005'],
  'no-path-based-stream': ['ORKVFS006', 'ork-vfs-006'],
  'no-optional-file-system-service': ['ORKVFS007', 'ork-vfs-007'],
  'no-lexical-containment': ['ORKVFS008', 'ork-vfs-008'],
};

const docs = 'https://github.com/orkeon/eslint-plugin-vfs-compliance/blob/main/docs/rules';
const project = path.join(root, 'fixtures/all-codes');

interface SarifLog {
  readonly version: string;
  readonly runs: readonly {
    readonly tool: {
      readonly driver: { readonly name: string; readonly rules: readonly { id: string; helpUri?: string }[] };
    };
    readonly results: readonly {
      ruleId: string;
      level: string;
      message: { text: string };
      locations: readonly {
        physicalLocation: {
          artifactLocation: { uri: string };
          region: { startLine: number; startColumn: number; endLine?: number; endColumn?: number };
        };
      }[];
    }[];
  }[];
}

let sarif: SarifLog;
let packedFiles: string[] = [];

beforeAll(async () => {
  // The command of docs/ci.md's workflow.
  const output = mkdtempSync(path.join(os.tmpdir(), 'vfs-compliance-sarif-'));
  try {
    const outputFile = path.join(output, 'eslint.sarif');
    const result = await runEslint(project, [
      '.',
      '--format',
      '@microsoft/eslint-formatter-sarif',
      '--output-file',
      outputFile,
    ]);
    expect(result).toEqual({ exitCode: 1, stdout: '', stderr: '' });
    sarif = JSON.parse(readFileSync(outputFile, 'utf8')) as SarifLog;
  } finally {
    rmSync(output, { recursive: true, force: true });
  }
  packedFiles = (await pack()).files;
}, 120_000);

/** The rule's page as packed, or undefined when the package does not ship it. */
function readPackedPage(rule: string): string | undefined {
  const page = `docs/rules/${rule}.md`;
  return packedFiles.includes(page) ? readFileSync(path.join(root, page), 'utf8') : undefined;
}

/** The exported rules, as the plugin has them when the test runs. */
const exportedRules = Object.keys(plugin.rules);

describe('SARIF from @microsoft/eslint-formatter-sarif', () => {
  it('is one run of ESLint, in SARIF 2.1.0', () => {
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs.map((run) => run.tool.driver.name)).toEqual(['ESLint']);
  });

  it('locates every result at the range ESLint reports, end included: what code scanning underlines', () => {
    const [run] = sarif.runs;
    const located = (run?.results ?? []).map((result) => {
      const [location, ...more] = result.locations;
      const { artifactLocation, region } = location?.physicalLocation ?? {
        artifactLocation: { uri: '(none)' },
        region: {},
      };
      const file = path.relative(project, fileURLToPath(artifactLocation.uri)).replaceAll('\\', '/');
      const range = `${region.startLine}:${region.startColumn}-${region.endLine ?? '-'}:${region.endColumn ?? '-'}`;
      return `${file}:${range} ${result.ruleId.replace('vfs-compliance/', '')}${more.length > 0 ? ` +${more.length} locations` : ''}`;
    });
    expect(located).toEqual([
      // `files?: IFileSystemService`
      'src/violations.ts:8:32-8:58 no-optional-file-system-service',
      // `fs.readFileSync(file, 'utf8')`
      'src/violations.ts:11:12-11:41 no-direct-file-access',
      // `fs.readdirSync(folder)`
      'src/violations.ts:15:12-15:34 no-direct-directory-access',
      // `fs.openSync(file, 'r')`
      'src/violations.ts:19:12-19:34 no-direct-handle-open',
      // `path.resolve(root, input)`
      'src/violations.ts:24:18-24:43 no-path-resolve-on-input',
      // `full.startsWith(root)`
      'src/violations.ts:25:10-25:31 no-lexical-containment',
      // `fs.watch(folder)`
      'src/violations.ts:30:12-30:28 no-direct-watcher',
      // `fs.createReadStream(file)`
      'src/violations.ts:34:12-34:37 no-path-based-stream',
      // The whole comment with the retired category, and the call it fails to suppress.
      'src/violations.ts:37:3-37:84 valid-suppression',
      'src/violations.ts:39:5-39:24 no-direct-file-access',
    ]);
  });

  it('covers every rule the plugin exports: each is coded here or is valid-suppression', () => {
    expect(exportedRules.filter((rule) => rule !== 'valid-suppression' && !(rule in codedRules))).toEqual([]);
    expect(exportedRules).toContain('valid-suppression');
  });

  it.each(exportedRules.filter((rule) => rule !== 'valid-suppression'))('%s: code, helpUri and anchor', (rule) => {
    const [code, anchor] = codedRules[rule] ?? ['(no code written for this rule)', '(none)'];
    const [run] = sarif.runs;
    const results = run?.results.filter((result) => result.ruleId === `vfs-compliance/${rule}`) ?? [];
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) {
      expect(result.level).toBe('error');
      expect(result.message.text.startsWith(`${code}: `)).toBe(true);
    }
    const descriptor = run?.tool.driver.rules.find((item) => item.id === `vfs-compliance/${rule}`);
    expect(descriptor?.helpUri).toBe(`${docs}/${rule}.md#${anchor}`);
    expect(readPackedPage(rule)).toContain(`<a id="${anchor}"></a>`);
  });

  it('valid-suppression: its findings link to its own page, which is packed', () => {
    const [run] = sarif.runs;
    expect(
      run?.results
        .filter((result) => result.ruleId === 'vfs-compliance/valid-suppression')
        .map((result) => result.message.text),
    ).toEqual([
      expect.stringMatching(
        /^`EXCEPTION-OBSOLETE` is a retired suppression category and is no longer accepted/u,
      ) as unknown,
    ]);
    const descriptor = run?.tool.driver.rules.find((item) => item.id === 'vfs-compliance/valid-suppression');
    expect(descriptor?.helpUri).toBe(`${docs}/valid-suppression.md`);
    expect(readPackedPage('valid-suppression')).toMatch(/^# /mu);
  });
});
