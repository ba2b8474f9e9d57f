// One measured run in a fresh process: lints one corpus with one configuration file once and prints
// one line of JSON (lint time, findings, per-rule times from ESLint's stats, peak RSS).
//
//   node bench/child.mjs '{"dir": "...", "config": "...", "concurrency": "off" | 2, "stats": true}'
import { createHash } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const started = performance.now();
const { ESLint } = await import('eslint');
const spec = JSON.parse(process.argv[2]);

const eslint = new ESLint({
  cwd: spec.dir,
  overrideConfigFile: spec.config,
  cache: false,
  // Real corpora carry their own `/* eslint … */` comments, naming rules and plugins this run does
  // not load; each would add a message that is neither the plugin's nor security's. Inline config
  // is off in every run alike, so the findings columns count only what the configured rules report.
  allowInlineConfig: false,
  stats: spec.stats,
  concurrency: spec.concurrency,
});
const lintStart = performance.now();
const results = await eslint.lintFiles(['src']);
const lintMs = performance.now() - lintStart;

const fatal = results.flatMap((result) => result.messages.filter((message) => message.fatal));
if (fatal.length > 0) throw new Error(`${path.basename(spec.config)}: ${fatal[0].message} (${fatal.length} fatal)`);

const ruleMs = {};
let parseMs = 0;
const findings = [];
for (const result of results) {
  for (const pass of result.stats?.times.passes ?? []) {
    parseMs += pass.parse?.total ?? 0;
    for (const [rule, time] of Object.entries(pass.rules ?? {})) ruleMs[rule] = (ruleMs[rule] ?? 0) + time.total;
  }
  const file = path.relative(spec.dir, result.filePath).replaceAll('\\', '/');
  for (const message of result.messages) findings.push(`${file}:${message.line}:${message.column} ${message.ruleId}`);
}
findings.sort();
const byRule = {};
for (const finding of findings) {
  const rule = finding.slice(finding.lastIndexOf(' ') + 1);
  byRule[rule] = (byRule[rule] ?? 0) + 1;
}

process.stdout.write(
  `${JSON.stringify({
    files: results.length,
    lintMs,
    processMs: performance.now() - started,
    parseMs,
    ruleMs,
    findings: findings.length,
    byRule,
    fingerprint: createHash('sha256').update(findings.join('\n')).digest('hex').slice(0, 16),
    // Only what the comparisons need: where each finding is, without the rule.
    fsLines: spec.keepLines
      ? findings.map((finding) => finding.slice(0, finding.indexOf(':', finding.indexOf(':') + 1)))
      : undefined,
    maxRssKb: process.resourceUsage().maxRSS,
  })}\n`,
);
