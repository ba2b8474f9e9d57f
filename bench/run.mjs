// What the plugin costs, against the floor users already pay, on real and generated code.
//
// Every measurement is a fresh process (bench/child.mjs lints one corpus with one config once and
// prints JSON), so module loading, TypeScript program creation and caches are paid as a CLI run pays
// them. Baseline and variant alternate within each pair (b v, b v, …; which goes first flips every
// pair) so drift in machine load hits both alike; the report gives medians of the times and of the
// per-pair ratios. Writes bench/RESULTS.md.
//
//   npm run bench                         every corpus, 5 pairs
//   npm run bench -- --pairs 7
//   npm run bench -- --corpora gen-200,eslint-lib
//   npm run bench -- --quick              a smoke run: small corpora, 1 pair (marked as such)
//   npm run bench -- --large-pairs 3      fewer pairs on gen-2000 only (it costs ten times gen-200)
//   npm run bench -- --skip-large-rtc     no recommendedTypeChecked on gen-2000 (saves about a third)
//
// Comparisons (baseline → variant) on every corpus:
//   floor → plugin, floor → security, typed-floor → typed-plugin, rtc → rtc-plugin, and the inference
//   bound beside the typed ones: typed-floor → typed-bound, rtc → rtc-bound (bench/inference-bound.mjs)
// and once each: --concurrency 2 on the large generated corpus (typed and untyped), oxlint with the
// plugin as a JS plugin beside ESLint untyped, and whether importing the plugin loads typescript.
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';

import { benchDir, configFile, configurations, corpusIds, prepareCorpus, root } from './corpora.mjs';
import { formatReport } from './report.mjs';

const { values: args } = parseArgs({
  options: {
    pairs: { type: 'string' },
    corpora: { type: 'string' },
    quick: { type: 'boolean', default: false },
    out: { type: 'string' },
    'large-pairs': { type: 'string' },
    'skip-large-rtc': { type: 'boolean', default: false },
  },
});
const quick = args.quick;
const pairCount = Number(args.pairs ?? (quick ? 1 : 5));
const selected = (args.corpora ?? (quick ? 'ts-installed,gen-200' : corpusIds.join(','))).split(',');
const largeCorpus = selected.includes('gen-2000') ? 'gen-2000' : selected.filter((id) => id.startsWith('gen-')).at(-1);
const outFile = args.out ?? path.join(benchDir, 'RESULTS.md');
if (!(pairCount >= 1)) throw new Error('--pairs takes a positive number');
// gen-2000 costs about ten times gen-200 per run: it may take its own pair count, and may leave out
// recommendedTypeChecked (the slowest configuration) when a run must fit a time budget.
const largePairCount = Number(args['large-pairs'] ?? pairCount);
if (!(largePairCount >= 1)) throw new Error('--large-pairs takes a positive number');
const pairsFor = (corpus) => (corpus.id === 'gen-2000' ? largePairCount : pairCount);

const run = promisify(execFile);
const childScript = path.join(benchDir, 'child.mjs');

/** One fresh process; its wall time is measured here, around the whole process. */
async function child(script, argv, cwd = root) {
  const start = performance.now();
  const { stdout } = await run(process.execPath, [script, ...argv], { cwd, maxBuffer: 256 * 1024 * 1024 });
  const wallMs = performance.now() - start;
  return { wallMs, ...JSON.parse(stdout.trim().split('\n').at(-1)) };
}

function lint(corpus, configuration, { concurrency = 'off', keepLines = false } = {}) {
  const spec = {
    dir: corpus.dir,
    config: configFile(corpus.dir, configuration),
    concurrency,
    stats: concurrency === 'off',
    keepLines,
  };
  return child(childScript, [JSON.stringify(spec)]);
}

export function median(values) {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Alternating pairs of fresh processes; medians of times, RSS and pair ratios. */
async function comparePairs(corpus, baseline, variant, options = {}) {
  const samples = { baseline: [], variant: [] };
  for (let pair = 0; pair < pairsFor(corpus); pair += 1) {
    const order = pair % 2 === 0 ? ['baseline', 'variant'] : ['variant', 'baseline'];
    for (const side of order) samples[side].push(await lint(corpus, side === 'baseline' ? baseline : variant, options));
  }
  const summary = (list) => ({
    wallMs: median(list.map((sample) => sample.wallMs)),
    lintMs: median(list.map((sample) => sample.lintMs)),
    maxRssKb: median(list.map((sample) => sample.maxRssKb)),
    parseMs: median(list.map((sample) => sample.parseMs)),
    ruleMs: Object.fromEntries(
      Object.keys(list[0].ruleMs).map((rule) => [rule, median(list.map((sample) => sample.ruleMs[rule] ?? 0))]),
    ),
    findings: list[0].findings,
    byRule: list[0].byRule,
    fingerprint: list[0].fingerprint,
    stable: list.every((sample) => sample.fingerprint === list[0].fingerprint),
    fsLines: list[0].fsLines,
  });
  const ratios = samples.baseline.map((sample, index) => samples.variant[index].wallMs / sample.wallMs);
  const rssRatios = samples.baseline.map((sample, index) => samples.variant[index].maxRssKb / sample.maxRssKb);
  return {
    corpus: corpus.id,
    baseline: { id: baseline, ...summary(samples.baseline) },
    variant: { id: variant, ...summary(samples.variant) },
    ratio: median(ratios),
    ratioRange: [Math.min(...ratios), Math.max(...ratios)],
    rssRatio: median(rssRatios),
  };
}

/** Security findings with no plugin finding on the same line (the plugin should leave none). */
function coverage(pluginLines, securityLines) {
  const plugin = new Set(pluginLines);
  const missed = [...new Set(securityLines)].filter((line) => !plugin.has(line));
  return { securityLines: new Set(securityLines).size, missed: missed.length, examples: missed.slice(0, 5) };
}

async function oxlintRun(corpus) {
  const bin = path.join(root, 'node_modules/oxlint/bin/oxlint');
  const config = path.join(root, 'fixtures/oxlint-project/.oxlintrc.json');
  const start = performance.now();
  let stdout;
  try {
    // Files by name: oxlint's directory walk honours .gitignore, which hides bench/corpus/.
    ({ stdout } = await run(process.execPath, [bin, '-c', config, '-f', 'json', ...corpus.fileList], {
      cwd: corpus.dir,
      maxBuffer: 256 * 1024 * 1024,
    }));
  } catch (error) {
    if (typeof error.code !== 'number') throw error;
    ({ stdout } = error);
  }
  const wallMs = performance.now() - start;
  const { diagnostics } = JSON.parse(stdout);
  const foreign = diagnostics.filter((diagnostic) => !diagnostic.code?.startsWith('vfs-compliance('));
  return { wallMs, findings: diagnostics.length - foreign.length, foreign: foreign.length };
}

function versionOf(name) {
  return JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
}

// ---------------------------------------------------------------------------------------------

const began = performance.now();
const log = (text) => process.stdout.write(`${text}\n`);
const corpora = selected.map((id) => prepareCorpus(id));
log(
  `corpora: ${corpora.map((corpus) => `${corpus.id} (${corpus.files} files, ${pairsFor(corpus)} pair(s))`).join(', ')}`,
);

const comparisons = [];
const coverageByCorpus = {};
for (const corpus of corpora) {
  for (const [baseline, variant] of [
    ['floor', 'plugin'],
    ['floor', 'security'],
    ['typed-floor', 'typed-plugin'],
    ['rtc', 'rtc-plugin'],
    ['typed-floor', 'typed-bound'],
    ['rtc', 'rtc-bound'],
  ]) {
    if (corpus.id === 'gen-2000' && baseline === 'rtc' && args['skip-large-rtc']) continue;
    const keepLines = variant === 'plugin' || variant === 'security';
    const result = await comparePairs(corpus, baseline, variant, { keepLines });
    comparisons.push(result);
    log(
      `  ${corpus.id}: ${baseline} → ${variant} ${result.ratio.toFixed(3)}× (${(result.variant.wallMs / 1000).toFixed(1)} s)`,
    );
  }
  const plugin = comparisons.find((entry) => entry.corpus === corpus.id && entry.variant.id === 'plugin');
  const security = comparisons.find((entry) => entry.corpus === corpus.id && entry.variant.id === 'security');
  coverageByCorpus[corpus.id] = coverage(plugin.variant.fsLines, security.variant.fsLines);
  for (const entry of [plugin, security]) delete entry.variant.fsLines;
}
for (const entry of comparisons) {
  delete entry.baseline.fsLines;
  delete entry.variant.fsLines;
}

const concurrency = [];
if (largeCorpus) {
  const corpus = corpora.find((entry) => entry.id === largeCorpus);
  for (const configuration of ['plugin', 'typed-plugin']) {
    const single = [];
    const parallel = [];
    for (let pair = 0; pair < pairsFor(corpus); pair += 1) {
      single.push(await lint(corpus, configuration));
      parallel.push(await lint(corpus, configuration, { concurrency: 2 }));
    }
    const ratios = single.map((sample, index) => sample.wallMs / parallel[index].wallMs);
    concurrency.push({
      corpus: corpus.id,
      configuration,
      singleMs: median(single.map((sample) => sample.wallMs)),
      parallelMs: median(parallel.map((sample) => sample.wallMs)),
      speedUp: median(ratios),
      singleRssKb: median(single.map((sample) => sample.maxRssKb)),
      parallelRssKb: median(parallel.map((sample) => sample.maxRssKb)),
      identical: [...single, ...parallel].every((sample) => sample.fingerprint === single[0].fingerprint),
      findings: single[0].findings,
    });
    log(`  ${corpus.id}: --concurrency 2, ${configuration}: speed-up ${concurrency.at(-1).speedUp.toFixed(2)}×`);
  }
}

const oxlint = [];
for (const corpus of corpora) {
  const samples = [];
  for (let pair = 0; pair < pairsFor(corpus); pair += 1) samples.push(await oxlintRun(corpus));
  const eslintPlugin = comparisons.find((entry) => entry.corpus === corpus.id && entry.variant.id === 'plugin').variant;
  oxlint.push({
    corpus: corpus.id,
    wallMs: median(samples.map((sample) => sample.wallMs)),
    findings: samples[0].findings,
    foreign: samples[0].foreign,
    eslintMs: eslintPlugin.wallMs,
    eslintFindings: eslintPlugin.findings,
  });
  log(
    `  ${corpus.id}: oxlint ${(oxlint.at(-1).wallMs / 1000).toFixed(2)} s, ESLint untyped ${(eslintPlugin.wallMs / 1000).toFixed(1)} s`,
  );
}

const loadCheck = await child(path.join(benchDir, 'load-check.mjs'), []);
const loadCheckControl = await child(path.join(benchDir, 'load-check.mjs'), ['typescript-eslint']);

const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? 'unknown',
  memoryGb: os.totalmem() / 1024 ** 3,
  loadAverage: os.loadavg(),
  node: process.version,
  platform: `${os.type()} ${os.release()}`,
  versions: Object.fromEntries(
    ['eslint', 'typescript', 'typescript-eslint', 'oxlint', 'eslint-plugin-security'].map((name) => [
      name,
      versionOf(name),
    ]),
  ),
  plugin: versionOf('../'),
};

const report = formatReport({
  quick,
  pairCount,
  largePairCount: selected.includes('gen-2000') ? largePairCount : undefined,
  largeRtc: !args['skip-large-rtc'],
  corpora,
  comparisons,
  coverage: coverageByCorpus,
  concurrency,
  oxlint,
  loadCheck,
  loadCheckControl,
  machine,
  configurations,
  totalMinutes: (performance.now() - began) / 60000,
  date: new Date().toISOString(),
});
writeFileSync(outFile, report);
log(`\nwrote ${path.relative(process.cwd(), outFile)} in ${((performance.now() - began) / 60000).toFixed(1)} min`);
