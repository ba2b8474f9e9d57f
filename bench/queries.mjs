// How many questions the plugin asks the TypeScript checker, by method, on the bench corpora: a
// deterministic count (timing is run.mjs's job), with the findings' fingerprint so a change that
// asks less can show it finds the same. Lints each corpus typed (projectService), in this process.
//
//   npm run build && node bench/queries.mjs --corpora vite-node,ts-installed [--out counts.json]
//   node bench/queries.mjs --dist /tmp/dist-before …   the same with another build (a before/after pair)
//   node bench/queries.mjs --slowest 10 …   also the slowest questions, with what they were about
//     (timed, so not deterministic: a tenth of the questions take most of the typed layer's time,
//     each TypeScript's first inference of some type, and this says which)
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

import { corpusIds, prepareCorpus } from './corpora.mjs';

const { values: args } = parseArgs({
  options: {
    corpora: { type: 'string' },
    out: { type: 'string' },
    dist: { type: 'string' },
    slowest: { type: 'string' },
  },
});
const selected = (args.corpora ?? corpusIds.join(',')).split(',');
const distDir = args.dist
  ? path.resolve(args.dist)
  : path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const { default: plugin } = await import(pathToFileURL(path.join(distDir, 'index.js')).href);

const slowestCount = Number(args.slowest ?? 0);

/** Where a question was about: a node's or a symbol's first declaration's file and line. */
function describe(argument, root) {
  const node = argument?.declarations?.[0] ?? (typeof argument?.kind === 'number' ? argument : undefined);
  const file = node?.getSourceFile?.();
  if (!file) return '';
  const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
  const name = argument?.escapedName === undefined ? '' : ` ${String(argument.escapedName)}`;
  return `${path.relative(root, file.fileName).replaceAll('\\', '/')}:${line + 1}${name}`;
}

/** Counts every call of a checker method made from outside the checker, per method; with `--slowest`, keeps the slowest. */
function createProbe(counts, slowest, root) {
  const wrapped = new WeakSet();
  const probe = {
    meta: { type: 'problem', schema: [] },
    create(context) {
      const checker = context.sourceCode.parserServices?.program?.getTypeChecker();
      if (checker && !wrapped.has(checker)) {
        wrapped.add(checker);
        for (const [name, value] of Object.entries(checker)) {
          if (typeof value !== 'function') continue;
          checker[name] = (...parameters) => {
            counts[name] = (counts[name] ?? 0) + 1;
            if (slowestCount === 0) return value(...parameters);
            const started = performance.now();
            const result = value(...parameters);
            const ms = performance.now() - started;
            if (slowest.length < slowestCount || ms > slowest[slowest.length - 1].ms) {
              slowest.push({ ms, method: name, about: describe(parameters[0], root) });
              slowest.sort((a, b) => b.ms - a.ms);
              slowest.length = Math.min(slowest.length, slowestCount);
            }
            return result;
          };
        }
      }
      return {};
    },
  };
  return { rules: { probe } };
}

const report = {};
for (const id of selected) {
  const corpus = prepareCorpus(id);
  const counts = {};
  const slowest = [];
  const files = corpus.language === 'js' ? ['**/*.js', '**/*.cjs', '**/*.mjs'] : ['**/*.ts', '**/*.mts', '**/*.cts'];
  const eslint = new ESLint({
    cwd: corpus.dir,
    overrideConfigFile: true,
    allowInlineConfig: false,
    overrideConfig: [
      {
        files,
        languageOptions: {
          sourceType: id === 'eslint-lib' ? 'commonjs' : 'module',
          parser: tseslint.parser,
          parserOptions: { projectService: true, tsconfigRootDir: corpus.dir },
        },
      },
      // The probe first, so it wraps the checker before any rule of the plugin asks it anything.
      { files, plugins: { probe: createProbe(counts, slowest, corpus.dir) }, rules: { 'probe/probe': 'error' } },
      { ...plugin.configs.recommended, files },
    ],
  });
  const results = await eslint.lintFiles(['src']);
  const findings = [];
  for (const result of results) {
    const file = path.relative(corpus.dir, result.filePath).replaceAll('\\', '/');
    for (const message of result.messages) {
      if (message.fatal) throw new Error(`${file}: ${message.message}`);
      findings.push(`${file}:${message.line}:${message.column} ${message.ruleId}`);
    }
  }
  findings.sort();
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  report[id] = {
    files: results.length,
    findings: findings.length,
    fingerprint: createHash('sha256').update(findings.join('\n')).digest('hex').slice(0, 16),
    total,
    counts: Object.fromEntries(Object.entries(counts).sort(([, a], [, b]) => b - a)),
  };
  process.stdout.write(`${id}: ${JSON.stringify(report[id])}\n`);
  for (const question of slowest)
    process.stdout.write(`  ${question.ms.toFixed(1).padStart(7)} ms  ${question.method}  ${question.about}\n`);
}
if (args.out) writeFileSync(args.out, `${JSON.stringify(report, null, 2)}\n`);
