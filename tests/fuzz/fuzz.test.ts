/**
 * Property-based tests over generated programs (see `program.ts`), with random valid settings:
 *
 * (a) no rule throws: typed and untyped, typescript-eslint's parser and espree for JavaScript;
 * (b) a typed run reports every fs finding of the untyped run (same code, line and column), except
 *     an ORKVFS004 whose arguments are all constants, where a string-literal type may count as
 *     one with types (DESIGN.md: the one place types remove a report);
 * (c) adding a suppression comment removes exactly the findings in its scope, when it is valid,
 *     and nothing at all when it is not.
 *
 * Seeded: `npm test` runs a fixed seed; `npm run fuzz -- --runs 20000 [--seed N]` is the long mode
 * (FUZZ_RUNS / FUZZ_SEED). A failure prints the seed, the shrunk program and both lint results.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { deepChainArbitrary, renderDeepChain } from './deep-chains.js';
import { formatFindings, lintProgram, type Finding, type LintOptions } from './lint.js';
import { renderProgram, type RenderedProgram } from './program.js';
import { getCategories, settingsArbitrary, type FuzzSettings } from './settings.js';
import {
  renderSuppression,
  suppressionArbitrary,
  type RenderedSuppression,
  type SuppressionSpec,
} from './suppressions.js';
import { programArbitrary, type Exclusions, type ProgramSpec } from './units.js';

/**
 * Known failures: shapes the fuzzer found that the plugin gets wrong today, left out of the
 * property they break until `src/` is fixed. Each keeps its minimal repro, which a test below
 * checks still fails: when it passes, that test says to remove the entry (and the shape is fuzzed
 * again).
 */
const KNOWN_FAILURES: readonly KnownFailure[] = [];

interface KnownFailure {
  readonly issue: string;
  readonly property: 'typed' | 'suppression';
  readonly exclude: Exclusions;
  /** A TypeScript program, line by line, on which the property fails today. */
  readonly repro: readonly string[];
}

const runsOverride = process.env.FUZZ_RUNS === undefined ? undefined : Number(process.env.FUZZ_RUNS);
const seed = process.env.FUZZ_SEED === undefined ? 20_261_130 : Number(process.env.FUZZ_SEED);
const isLongRun = runsOverride !== undefined;
const timeout = isLongRun ? 24 * 60 * 60 * 1000 : 120_000;

function exclusionsFor(property: 'typed' | 'suppression'): Exclusions {
  const merged: Record<string, string[]> = {};
  for (const failure of KNOWN_FAILURES.filter((known) => known.property === property)) {
    for (const [key, values] of Object.entries(failure.exclude) as [string, string[]][]) {
      merged[key] = [...(merged[key] ?? []), ...values];
    }
  }
  return merged;
}

function parameters(defaultRuns: number): fc.Parameters<unknown> {
  const numRuns = runsOverride ?? defaultRuns;
  if (isLongRun) console.info(`fuzz: seed ${seed}, ${numRuns} runs`);
  return { seed, numRuns };
}

const configArbitrary = fc.constantFrom('recommended' as const, 'strict' as const);

function describeCase(program: RenderedProgram, settings: FuzzSettings, config: string): string {
  const numbered = program.lines.map((line, index) => `${String(index + 1).padStart(3)} | ${line}`).join('\n');
  return `config: ${config}\nsettings: ${JSON.stringify(settings)}\nprogram:\n${numbered}`;
}

const findingKey = (finding: Finding) => `${finding.code ?? ''}@${finding.line}:${finding.column}`;

/** Coded findings of the untyped run that the typed run does not report (same code, line, column). */
function getTypedMisses(untyped: readonly Finding[], typed: readonly Finding[]): Finding[] {
  const typedCounts = new Map<string, number>();
  for (const finding of typed) typedCounts.set(findingKey(finding), (typedCounts.get(findingKey(finding)) ?? 0) + 1);
  return untyped.filter((finding) => {
    if (finding.code === undefined) return false;
    const left = typedCounts.get(findingKey(finding)) ?? 0;
    typedCounts.set(findingKey(finding), left - 1);
    return left <= 0;
  });
}

describe.runIf(KNOWN_FAILURES.length > 0)(
  'fuzz: known failures still fail (remove the entry from KNOWN_FAILURES when one passes)',
  () => {
    for (const known of KNOWN_FAILURES) {
      it(known.issue, () => {
        const code = `${known.repro.join('\n')}\n`;
        const options = { language: 'ts', config: 'recommended', settings: {} } as const;
        const misses = getTypedMisses(
          lintProgram(code, { ...options, parser: 'typescript' }),
          lintProgram(code, { ...options, parser: 'typed' }),
        );
        expect(misses.map((finding) => finding.code)).not.toEqual([]);
      });
    }
  },
);

describe('fuzz: generated programs', () => {
  it('(a, b) no rule throws, and a typed run reports every fs finding of the untyped run', { timeout }, () => {
    const exclusions = exclusionsFor('typed');
    const arbitrary = settingsArbitrary.chain((settings) =>
      fc.tuple(fc.constant(settings), programArbitrary(settings, exclusions), configArbitrary),
    );
    fc.assert(
      fc.property(arbitrary, ([settings, spec, config]) => {
        const program = renderProgram(spec);
        const options = { language: spec.language, config, settings };
        const untyped = lintProgram(program.code, {
          ...options,
          parser: spec.language === 'js' ? 'espree' : 'typescript',
        });
        if (spec.language === 'js') lintProgram(program.code, { ...options, parser: 'typescript' });
        const typed = lintProgram(program.code, { ...options, parser: 'typed' });

        const missing = getTypedMisses(untyped, typed).filter(
          (finding) => !(finding.code === 'ORKVFS004' && program.typedConstantLines.has(finding.line)),
        );
        if (missing.length > 0) {
          throw new Error(
            `the typed run misses findings of the untyped run:\n${formatFindings(missing)}\n` +
              `untyped:\n${formatFindings(untyped)}\ntyped:\n${formatFindings(typed)}\n${describeCase(program, settings, config)}`,
          );
        }
      }),
      parameters(100),
    );
  });

  it(
    '(a, c) a suppression removes exactly the findings in its scope, and an invalid one removes nothing',
    { timeout },
    () => {
      const exclusions = exclusionsFor('suppression');
      const placement = fc.record({ position: fc.nat(), trailing: fc.boolean(), suppression: suppressionArbitrary });
      const arbitrary = settingsArbitrary.chain((settings) =>
        fc.tuple(
          fc.constant(settings),
          programArbitrary(settings, exclusions),
          configArbitrary,
          fc.array(placement, { maxLength: 2 }),
          placement,
        ),
      );
      fc.assert(
        fc.property(arbitrary, ([settings, spec, config, base, added]) => {
          checkSuppression(settings, spec, config, base, added);
        }),
        parameters(200),
      );
    },
  );
});

interface Placement {
  readonly position: number;
  readonly trailing: boolean;
  readonly suppression: SuppressionSpec;
}

/** Where a comment goes: a blank line (leading) or the end of a code line (trailing). */
interface Site {
  readonly line: number;
  readonly trailing: boolean;
  /** Lines the comment covers when it is a valid, non-file-wide suppression. */
  readonly covers: readonly [number, number] | undefined;
  /** Between JSX children, where a comment is written `{/* … *\/}`. */
  readonly jsx: boolean;
}

function getSite(program: RenderedProgram, placement: Placement, used: ReadonlySet<number>): Site | undefined {
  const sites: Site[] = placement.trailing
    ? program.codeLines.map((line) => ({
        line,
        trailing: true,
        covers: [line, line] as const,
        jsx: program.jsxLines.has(line),
      }))
    : program.slots.map((slot) => ({ line: slot.line, trailing: false, covers: slot.covers, jsx: slot.jsx }));
  for (let offset = 0; offset < sites.length; offset++) {
    const site = sites[(placement.position + offset) % sites.length]!;
    if (!used.has(site.line)) return site;
  }
  return undefined;
}

function insertComment(lines: string[], site: Site, suppression: RenderedSuppression): void {
  const current = lines[site.line - 1] ?? '';
  const text = site.jsx ? `{/* ${suppression.body} */}` : suppression.text;
  lines[site.line - 1] = site.trailing ? `${current} ${text}` : `${/^\s*/u.exec(current)?.[0] ?? ''}${text}`;
}

function checkSuppression(
  generatedSettings: FuzzSettings,
  spec: ProgramSpec,
  config: 'recommended' | 'strict',
  base: readonly Placement[],
  added: Placement,
): void {
  // Untyped runs: the policy does not depend on types, and a required program would silence them.
  const settings = { ...generatedSettings, requireTypeInformation: false };
  const program = renderProgram(spec);
  const options: LintOptions = {
    language: spec.language,
    parser: spec.language === 'js' ? 'espree' : 'typescript',
    config,
    settings,
  };

  const lines = [...program.lines];
  const used = new Set<number>();
  for (const placement of base) {
    const site = getSite(program, placement, used);
    if (!site) continue;
    used.add(site.line);
    insertComment(lines, site, renderSuppression(placement.suppression, settings));
  }
  const site = getSite(program, added, used);
  if (!site) return;
  const before = lintProgram(`${lines.join('\n')}\n`, options);
  const suppression = renderSuppression(added.suppression, settings);
  insertComment(lines, site, suppression);
  const after = lintProgram(`${lines.join('\n')}\n`, options);

  const allowFileSuppressions = settings.allowFileSuppressions ?? config !== 'strict';
  const firstSlot = program.slots[0]?.line;
  const valid =
    suppression.valid &&
    (!suppression.fileWide || (allowFileSuppressions && !site.trailing && site.line === firstSlot));
  const covers = (finding: Finding): boolean => {
    if (!valid || finding.code === undefined) return false;
    if (suppression.codes && !suppression.codes.includes(finding.code)) return false;
    if (suppression.fileWide) return true;
    return site.covers !== undefined && finding.line >= site.covers[0] && finding.line <= site.covers[1];
  };
  const coded = (findings: readonly Finding[]) =>
    findings
      .filter((finding) => finding.code !== undefined)
      .map((finding) => `${finding.line}:${finding.column} ${finding.message}`)
      .sort();
  const expected = coded(before.filter((finding) => !covers(finding)));
  const actual = coded(after);
  if (JSON.stringify(expected) !== JSON.stringify(actual)) {
    const describeList = (list: string[]) => list.map((item) => `  ${item.slice(0, 100)}`).join('\n') || '  (none)';
    throw new Error(
      `adding ${JSON.stringify(suppression.text)} on line ${site.line} (${site.trailing ? 'trailing' : 'leading'}; ` +
        `${valid ? `valid, covers ${suppression.fileWide ? 'the file' : JSON.stringify(site.covers)}` : 'invalid'}; ` +
        `categories ${JSON.stringify(getCategories(settings))}) changed the findings wrongly.\n` +
        `before:\n${formatFindings(before)}\nexpected after:\n${describeList(expected)}\nactual after:\n${describeList(actual)}\n` +
        describeCase({ ...program, lines }, settings, config),
    );
  }
}

describe('fuzz: deep chains', () => {
  it('no rule throws, and the end of a chain 400 to 3,000 links long earns its finding at depth 1', { timeout }, () => {
    fc.assert(
      fc.property(deepChainArbitrary, (spec) => {
        const chain = renderDeepChain(spec);
        for (const parser of ['espree', 'typescript'] as const) {
          const findings = lintProgram(chain.code, { language: 'js', parser, config: 'recommended', settings: {} })
            .filter((finding) => finding.code !== undefined)
            .map((finding) => `${finding.line}:${finding.column} ${finding.code ?? ''}`);
          expect(findings, `${parser}, ${spec.kind}, ${spec.links.length} links`).toEqual([
            `${chain.line}:${chain.column} ${chain.code_}`,
          ]);
        }
      }),
      parameters(4),
    );
  });
});
