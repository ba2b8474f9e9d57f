// How many questions the plugin asks the TypeScript checker, by method, on the bench corpora: a
// deterministic count (timing is run.mjs's job), with the findings' fingerprint so a change that
// asks less can show it finds the same. Lints each corpus typed (projectService), in this process.
//
//   npm run build && node bench/queries.mjs --corpora vite-node,ts-installed [--out counts.json]
//   node bench/queries.mjs --dist /tmp/dist-before …   the same with another build (a before/after pair)
//   node bench/queries.mjs --slowest 10 …   also the slowest questions, with what they were about
//     (timed, so not deterministic: a tenth of the questions take most of the typed layer's time,
//     each TypeScript's first inference of some type, and this says which)
//   node bench/queries.mjs --by-declaration …   also the plugin's getTypeOfSymbol questions by the
//     declaration they were about: annotated, or inferred from what kind of initialiser (counts
//     deterministic, times not; the first question about a type pays the inference later ones reuse)
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import ts from 'typescript';

import { corpusIds, prepareCorpus } from './corpora.mjs';

const { values: args } = parseArgs({
  options: {
    corpora: { type: 'string' },
    out: { type: 'string' },
    dist: { type: 'string' },
    slowest: { type: 'string' },
    'by-declaration': { type: 'boolean' },
  },
});
const selected = (args.corpora ?? corpusIds.join(',')).split(',');
const distDir = args.dist
  ? path.resolve(args.dist)
  : path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const { default: plugin } = await import(pathToFileURL(path.join(distDir, 'index.js')).href);

const slowestCount = Number(args.slowest ?? 0);
const byDeclaration = args['by-declaration'] ?? false;

/** Declarations that hold a value and may state its type. */
const HOLDERS = new Set([
  ts.SyntaxKind.VariableDeclaration,
  ts.SyntaxKind.Parameter,
  ts.SyntaxKind.PropertyDeclaration,
  ts.SyntaxKind.PropertySignature,
  ts.SyntaxKind.BindingElement,
  ts.SyntaxKind.PropertyAssignment,
  ts.SyntaxKind.ShorthandPropertyAssignment,
]);

/**
 * What kind of declaration a symbol's type comes from: one a declaration file states, one an
 * annotation (or, in JavaScript, a JSDoc type) states, or one TypeScript infers — from what kind of
 * initialiser; a destructured name by its pattern's declaration.
 */
function getDeclarationKind(symbol) {
  const declaration = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  if (!declaration) return 'no declaration (synthesised)';
  const kind = ts.SyntaxKind[declaration.kind];
  if (declaration.getSourceFile().isDeclarationFile) return `${kind}, in a declaration file`;
  if (!HOLDERS.has(declaration.kind)) return kind;
  // The checker reads a JSDoc type only in JavaScript; a TypeScript file's is a comment.
  const isJavaScript = (declaration.getSourceFile().flags & ts.NodeFlags.JavaScriptFile) !== 0;
  const isAnnotated = (node) => Boolean(node.type) || (isJavaScript && ts.getJSDocType(node) !== undefined);
  if (declaration.kind === ts.SyntaxKind.BindingElement) {
    // A destructured name is typed by its pattern's declaration (`{ a }: T`, `const { a } = f()`).
    const root = ts.walkUpBindingElementsAndPatterns(declaration);
    return `${kind}, of ${isAnnotated(root) ? 'an annotated' : 'an unannotated'} ${ts.SyntaxKind[root.kind]}`;
  }
  if (isAnnotated(declaration)) return `${kind}, annotated`;
  let init = declaration.initializer;
  if (!init) return `${kind}, unannotated, no initialiser`;
  while (ts.isParenthesizedExpression(init) || ts.isSatisfiesExpression(init)) init = init.expression;
  const computed = ts.isCallExpression(init) || ts.isNewExpression(init) || ts.isAwaitExpression(init);
  return `${kind}, unannotated, = ${computed ? 'a call, new or await' : ts.SyntaxKind[init.kind]}`;
}

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
function createProbe(counts, slowest, root, declarations) {
  const wrapped = new WeakSet();
  const probe = {
    meta: { type: 'problem', schema: [] },
    create(context) {
      const checker = context.sourceCode.parserServices?.program?.getTypeChecker();
      if (checker && !wrapped.has(checker)) {
        wrapped.add(checker);
        for (const [name, value] of Object.entries(checker)) {
          if (typeof value !== 'function') continue;
          const bySymbolKind = byDeclaration && name === 'getTypeOfSymbol';
          checker[name] = (...parameters) => {
            counts[name] = (counts[name] ?? 0) + 1;
            if (slowestCount === 0 && !bySymbolKind) return value(...parameters);
            // One timing serves both listings, so --slowest and --by-declaration can run together.
            const started = performance.now();
            const result = value(...parameters);
            const ms = performance.now() - started;
            if (bySymbolKind) {
              const kind = getDeclarationKind(parameters[0]);
              const row = declarations.get(kind) ?? { questions: 0, ms: 0 };
              row.questions += 1;
              row.ms += ms;
              declarations.set(kind, row);
            }
            if (slowestCount > 0 && (slowest.length < slowestCount || ms > slowest[slowest.length - 1].ms)) {
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
  const declarations = new Map();
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
      {
        files,
        plugins: { probe: createProbe(counts, slowest, corpus.dir, declarations) },
        rules: { 'probe/probe': 'error' },
      },
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
  for (const [kind, row] of [...declarations].sort(([, a], [, b]) => b.ms - a.ms))
    process.stdout.write(
      `  getTypeOfSymbol  ${row.ms.toFixed(1).padStart(7)} ms  ${String(row.questions).padStart(5)}×  ${kind}\n`,
    );
}
if (args.out) writeFileSync(args.out, `${JSON.stringify(report, null, 2)}\n`);
