/**
 * The plugin's share of a lint grows with the file, not with its square. Each generated file is
 * parsed once per size (the parser's cost is not the plugin's); then every rule of the plugin runs
 * on it several times, each time on a fresh `SourceCode` identity so that nothing cached by the
 * previous run is reused. The ratio between the fastest runs of two sizes (1:4) must stay well below the
 * 16 a quadratic step gives — not a wall-clock limit, so a slow or busy machine only scales both
 * sides. Before suppressions were indexed by position, the first file's ratio was above 10.
 */
import { performance } from 'node:perf_hooks';

import type { TSESLint } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';

import { rules } from '../../src/rules/index.js';
import { parseSourceCode, type SourceCode } from '../source-code.js';

const settings = { 'vfs-compliance': { categories: ['OUT-OF-SCOPE'] } };

/** Quadratic growth gives 16; linear 4, n log n about 5. */
const MAX_RATIO = 8;

/** The `SourceCode` ESLint builds for `code`, parents set, as the rules see it. */
function parse(code: string): SourceCode {
  return parseSourceCode(code, { filename: 'generated.ts' }).sourceCode;
}

/** Runs every rule of the plugin on the file as ESLint would; returns the milliseconds taken and the reports. */
function runPlugin(sourceCode: SourceCode): { readonly time: number; readonly reports: number } {
  // A new identity: the shared analysis and policy are cached per SourceCode object.
  const fresh = Object.create(sourceCode) as SourceCode;
  let reports = 0;
  const context = {
    sourceCode: fresh,
    filename: '/project/src/generated.ts',
    physicalFilename: '/project/src/generated.ts',
    cwd: '/project',
    settings,
    options: [],
    report: () => {
      reports += 1;
    },
  };
  const start = performance.now();
  const listeners = Object.values(rules).map((rule) =>
    (rule as { create(context: unknown): TSESLint.RuleListener }).create(context),
  );
  for (const listener of listeners) listener.Program?.(fresh.ast);
  return { time: performance.now() - start, reports };
}

/**
 * The plugin's time on `size(4n)` over its time on `size(n)`, each the fastest of interleaved
 * runs: other work on a shared machine only ever adds time to a run, so the fastest is the
 * closest to the plugin's own cost.
 */
function measureRatio(
  small: SourceCode,
  large: SourceCode,
): { ratio: number; reports: [number, number]; detail: string } {
  // Warm-up: the first run pays for compiling the plugin's code.
  runPlugin(small);
  runPlugin(large);
  const smallTimes: number[] = [];
  const largeTimes: number[] = [];
  let reports: [number, number] = [0, 0];
  for (let run = 0; run < 7; run += 1) {
    const a = runPlugin(small);
    const b = runPlugin(large);
    smallTimes.push(a.time);
    largeTimes.push(b.time);
    reports = [a.reports, b.reports];
  }
  const ratio = Math.min(...largeTimes) / Math.min(...smallTimes);
  return {
    ratio,
    reports,
    detail: `small: ${smallTimes.map(Math.round).join(', ')} ms; large: ${largeTimes.map(Math.round).join(', ')} ms`,
  };
}

/**
 * Measures `generate(lines)` against `generate(4 * lines)`. A noisy neighbour can spoil one
 * measurement, never three in a row; a quadratic step fails every one.
 */
function measureGrowth(
  generate: (lines: number) => string,
  lines: number,
): { ratio: number; reports: [number, number]; detail: string } {
  const small = parse(generate(lines));
  const large = parse(generate(lines * 4));
  let result = measureRatio(small, large);
  for (let attempt = 1; attempt < 3 && result.ratio >= MAX_RATIO; attempt += 1) {
    const next = measureRatio(small, large);
    result = next.ratio < result.ratio ? next : result;
  }
  return result;
}

const header = "import fs from 'node:fs';\n";

function generate(lines: number, line: (index: number) => string): string {
  return header + Array.from({ length: lines }, (_, index) => line(index)).join('\n') + '\n';
}

describe('the plugin is linear in the size of the file', () => {
  it("the issue's file: a trailing suppression on every line", () => {
    // Not exported: typescript-estree's own handling of `export` is quadratic, which only slows the parse here.
    const { ratio, reports, detail } = measureGrowth(
      (lines) =>
        generate(
          lines,
          (index) => `const v${index} = fs.existsSync('f${index}') // vfs-suppress: OUT-OF-SCOPE: probe ${index}`,
        ),
      1500,
    );
    expect(reports).toEqual([0, 0]);
    expect(ratio, detail).toBeLessThan(MAX_RATIO);
  });

  it('every other placement: leading and block comments, code-restricted, unused, decorated, and findings without suppressions', () => {
    const forms = [
      (index: number) => `// vfs-suppress: OUT-OF-SCOPE: probe ${index}\nconst a${index} = fs.existsSync('f${index}');`,
      (index: number) =>
        `/* vfs-suppress: OUT-OF-SCOPE: probe ${index} */\nconst b${index} = fs.existsSync('f${index}');`,
      (index: number) =>
        `const c${index} = fs.existsSync('f${index}'); // vfs-suppress(ORKVFS001): OUT-OF-SCOPE: probe ${index}`,
      (index: number) => `const d${index} = 'f${index}'; // vfs-suppress: OUT-OF-SCOPE: nothing here ${index}`,
      (index: number) => `const e${index} = fs.existsSync('f${index}');`,
      (index: number) =>
        `@Injectable()\n// vfs-suppress: OUT-OF-SCOPE: probe ${index}\nclass F${index} {\n  @Get()\n  // vfs-suppress: OUT-OF-SCOPE: probe ${index}\n  load() { return fs.existsSync('f${index}'); }\n}`,
    ];
    const { ratio, reports, detail } = measureGrowth(
      (lines) => generate(lines, (index) => (forms[index % forms.length] as (index: number) => string)(index)),
      800,
    );
    // One unused suppression and one finding in every six lines.
    expect(reports).toEqual([266, 1066]);
    expect(ratio, detail).toBeLessThan(MAX_RATIO);
  });
});
