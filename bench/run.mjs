// What the plugin costs, measured against what a project already pays for ESLint.
//
// Generates a corpus of realistic TypeScript modules (services on an injected file-system
// service, plain utility code, legacy tools that call Node's fs in every import form) into
// bench/corpus/ (git-ignored), then lints it in one process with five configurations:
//
//   a  typescript-eslint parser, no rules, untyped
//   b  a + this plugin's configs.recommended
//   c  a + eslint-plugin-security's detect-non-literal-fs-filename (the closest existing fs rule)
//   d  typed parsing (projectService), no rules
//   e  d + this plugin's configs.recommended
//
// Runs are interleaved (a b c d e, a b c d e, …) so drift in machine load hits every
// configuration alike, and every run starts from cold typescript-eslint caches, as a CLI
// invocation does. Prints the median of each configuration and the ratios b/a, c/a, e/d, b/c.
//
//   npm run bench                       300 files, 5 runs
//   npm run bench -- --files 400 --runs 7
//
// Uses the built plugin (dist/), which `npm run bench` builds first.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { clearCaches } from '@typescript-eslint/parser';
import { ESLint } from 'eslint';
import security from 'eslint-plugin-security';
import vfsCompliance from 'eslint-plugin-vfs-compliance';
import tseslint from 'typescript-eslint';

const { values: args } = parseArgs({
  options: {
    files: { type: 'string', default: '300' },
    runs: { type: 'string', default: '5' },
    seed: { type: 'string', default: '20260617' },
  },
});
const fileCount = Number(args.files);
const runCount = Number(args.runs);
const seed = Number(args.seed);
if (!(fileCount > 0 && runCount >= 0)) throw new Error('--files takes a positive number, --runs a number (0: only generate the corpus)');

const corpusDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'corpus');

// ---------------------------------------------------------------------------------------------
// Corpus

/** mulberry32: a small seeded generator, so every machine lints the same corpus. */
function createRandom(initial) {
  let state = initial >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max) => Math.floor(next() * max),
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

const nouns = ['report', 'invoice', 'session', 'crew', 'mount', 'agent', 'ledger', 'batch', 'export', 'profile'];
const verbs = ['load', 'save', 'sync', 'render', 'archive', 'validate', 'merge', 'index', 'publish', 'collect'];

function pascal(word) {
  return word[0].toUpperCase() + word.slice(1);
}

const sharedTypes = `export interface Entity {
  readonly id: string;
  readonly createdAt: Date;
  readonly tags: readonly string[];
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: string };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T>(error: string): Result<T> {
  return { ok: false, error };
}
`;

const fileSystemService = `export interface IFileSystemService {
  readAllText(path: string): Promise<string>;
  writeAllText(path: string, text: string): Promise<void>;
  exists(path: string): Promise<boolean>;
  createDirectory(path: string): Promise<void>;
  enumerateFiles(path: string, pattern: string): AsyncIterable<string>;
  openReadStream(path: string): Promise<NodeJS.ReadableStream>;
}
`;

function utilityModule(random, index) {
  const noun = random.pick(nouns);
  const type = `${pascal(noun)}${index}`;
  const functions = Array.from({ length: 3 + random.int(4) }, (_, n) => {
    const verb = random.pick(verbs);
    return `export function ${verb}${type}${n}(items: readonly ${type}[], limit = ${5 + random.int(50)}): ${type}[] {
  const seen = new Set<string>();
  const result: ${type}[] = [];
  for (const item of items) {
    if (seen.has(item.id) || item.weight < ${random.int(10)}) continue;
    seen.add(item.id);
    result.push({ ...item, label: item.label.trim().toLowerCase(), tags: [...item.tags, '${verb}'] });
    if (result.length >= limit) break;
  }
  return result.sort((a, b) => b.weight - a.weight || a.label.localeCompare(b.label));
}`;
  });
  return `import type { Entity, Result } from '../shared/types.js';
import { fail, ok } from '../shared/types.js';

export interface ${type} extends Entity {
  readonly label: string;
  readonly weight: number;
}

export function parse${type}(raw: unknown): Result<${type}> {
  if (typeof raw !== 'object' || raw === null) return fail('not an object');
  const record = raw as Record<string, unknown>;
  if (typeof record.id !== 'string' || typeof record.label !== 'string') return fail('missing id or label');
  return ok({
    id: record.id,
    label: record.label,
    weight: typeof record.weight === 'number' ? record.weight : 0,
    createdAt: new Date(String(record.createdAt ?? 0)),
    tags: Array.isArray(record.tags) ? record.tags.map(String) : [],
  });
}

${functions.join('\n\n')}
`;
}

function serviceModule(random, index) {
  const noun = random.pick(nouns);
  const name = `${pascal(noun)}Service${index}`;
  return `import path from 'node:path';

import type { IFileSystemService } from '../file-system-service.js';
import type { Entity } from '../shared/types.js';

export class ${name} {
  private readonly cache = new Map<string, Entity>();

  constructor(private readonly fs: IFileSystemService, private readonly root = '/workspace/${noun}s') {}

  async load(id: string): Promise<Entity | undefined> {
    const cached = this.cache.get(id);
    if (cached) return cached;
    const file = path.posix.join(this.root, \`\${id}.json\`);
    if (!(await this.fs.exists(file))) return undefined;
    const entity = JSON.parse(await this.fs.readAllText(file)) as Entity;
    this.cache.set(id, entity);
    return entity;
  }

  async save(entity: Entity): Promise<void> {
    await this.fs.createDirectory(this.root);
    await this.fs.writeAllText(path.posix.join(this.root, \`\${entity.id}.json\`), JSON.stringify(entity, null, 2));
    this.cache.set(entity.id, entity);
  }

  async list(): Promise<string[]> {
    const ids: string[] = [];
    for await (const file of this.fs.enumerateFiles(this.root, '*.json')) ids.push(path.posix.basename(file, '.json'));
    return ids.sort();
  }
}
`;
}

const fsImportForms = [
  { header: "import * as fs from 'node:fs';", call: (op) => `fs.${op}` },
  { header: "import fs from 'fs';", call: (op) => `fs.${op}` },
  { header: (ops) => `import { ${ops.join(', ')} } from 'node:fs';`, call: (op) => op },
  { header: "const fs = require('node:fs');", call: (op) => `fs.${op}` },
  { header: (ops) => `const { ${ops.join(', ')} } = require('fs');`, call: (op) => op },
];

const fsOperations = [
  { op: 'readFileSync', args: (v) => `${v}, 'utf8'` },
  { op: 'writeFileSync', args: (v) => `${v}, 'data'` },
  { op: 'existsSync', args: (v) => v },
  { op: 'statSync', args: (v) => v },
  { op: 'mkdirSync', args: (v) => `${v}, { recursive: true }` },
  { op: 'readdirSync', args: (v) => v },
  { op: 'openSync', args: (v) => `${v}, 'r'` },
  { op: 'createReadStream', args: (v) => v },
  { op: 'watch', args: (v) => `${v}, () => undefined` },
];

function legacyModule(random, index) {
  const form = random.pick(fsImportForms);
  const operations = [...new Set(Array.from({ length: 2 + random.int(4) }, () => random.pick(fsOperations)))];
  const header = typeof form.header === 'function' ? form.header(operations.map((o) => o.op)) : form.header;
  const helper = `parse${pascal(random.pick(nouns))}Placeholder`;
  const methods = operations.map(
    (operation, n) => `  step${n}(input: string): unknown {
    const target = path.join(this.base, input.replace(/[^a-z0-9-]/giu, '_'));
    return ${form.call(operation.op)}(${operation.args('target')});
  }`,
  );
  return `${header}
import path from 'node:path';

import { ${helper} } from '../shared/placeholder.js';

/** Legacy tool ${index}: predates the virtual file system. */
export class LegacyTool${index} {
  constructor(private readonly base: string) {}

${methods.join('\n\n')}

  describe(): string {
    return ${helper}(this.base);
  }
}
`;
}

const placeholder = nouns.map((noun) => `export function parse${pascal(noun)}Placeholder(value: string): string {
  return value.trim();
}`).join('\n\n');

function writeCorpus() {
  const stamp = JSON.stringify({ version: 3, fileCount, seed });
  const stampFile = path.join(corpusDir, '.stamp');
  try {
    if (readFileSync(stampFile, 'utf8') === stamp) return;
  } catch {
    // no corpus yet
  }
  rmSync(corpusDir, { recursive: true, force: true });
  const random = createRandom(seed);
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(corpusDir, file)), { recursive: true });
    writeFileSync(path.join(corpusDir, file), text);
  };
  write(
    'tsconfig.json',
    JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          types: ['node'],
          skipLibCheck: true,
          noEmit: true,
        },
        include: ['src'],
      },
      null,
      2,
    ),
  );
  write('src/shared/types.ts', sharedTypes);
  write('src/shared/placeholder.ts', `${placeholder}\n`);
  write('src/file-system-service.ts', fileSystemService);
  for (let index = 0; index < fileCount; index += 1) {
    const roll = random.next();
    const id = String(index).padStart(3, '0');
    if (roll < 0.5) write(`src/utils/util-${id}.ts`, utilityModule(random, index));
    else if (roll < 0.8) write(`src/services/service-${id}.ts`, serviceModule(random, index));
    else write(`src/tools/legacy-${id}.ts`, legacyModule(random, index));
  }
  writeFileSync(stampFile, stamp);
}

// ---------------------------------------------------------------------------------------------
// Configurations

const untyped = { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } };
const typed = {
  files: ['**/*.ts'],
  languageOptions: { parser: tseslint.parser, parserOptions: { projectService: true, tsconfigRootDir: corpusDir } },
};

const configurations = [
  { id: 'a', label: 'parser only, untyped', config: [untyped] },
  { id: 'b', label: 'vfs-compliance recommended, untyped', config: [untyped, vfsCompliance.configs.recommended] },
  {
    id: 'c',
    label: 'security/detect-non-literal-fs-filename, untyped',
    config: [untyped, { plugins: { security }, rules: { 'security/detect-non-literal-fs-filename': 'error' } }],
  },
  { id: 'd', label: 'parser only, typed', config: [typed] },
  { id: 'e', label: 'vfs-compliance recommended, typed', config: [typed, vfsCompliance.configs.recommended] },
];

async function lintOnce(configuration) {
  clearCaches();
  const eslint = new ESLint({ cwd: corpusDir, overrideConfigFile: true, overrideConfig: configuration.config, cache: false });
  const start = performance.now();
  const results = await eslint.lintFiles(['src']);
  const elapsed = performance.now() - start;
  const fatal = results.flatMap((result) => result.messages.filter((message) => message.fatal));
  if (fatal.length > 0) throw new Error(`${configuration.id}: ${fatal[0].message}`);
  const problems = results.reduce((sum, result) => sum + result.errorCount + result.warningCount, 0);
  return { elapsed, problems, files: results.length };
}

function median(values) {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

// ---------------------------------------------------------------------------------------------
// Run

async function benchmark() {
  console.log(
    `Corpus: ${fileCount} generated files (+3 shared) in ${path.relative(process.cwd(), corpusDir)}; ` +
      `${runCount} interleaved runs after one warm-up; Node ${process.version}, ${os.cpus().length} CPU(s).`,
  );

  const samples = new Map(configurations.map((configuration) => [configuration.id, []]));
  const counts = new Map();
  for (const configuration of configurations) {
    const { problems, files } = await lintOnce(configuration);
    counts.set(configuration.id, { problems, files });
  }
  for (let run = 0; run < runCount; run += 1) {
    for (const configuration of configurations) {
      const { elapsed } = await lintOnce(configuration);
      samples.get(configuration.id).push(elapsed);
    }
    process.stdout.write(`  run ${run + 1}/${runCount} done\n`);
  }

  const medians = Object.fromEntries(configurations.map((configuration) => [configuration.id, median(samples.get(configuration.id))]));
  const rows = configurations.map((configuration) => [
    configuration.id,
    configuration.label,
    String(counts.get(configuration.id).files),
    String(counts.get(configuration.id).problems),
    `${medians[configuration.id].toFixed(0)} ms`,
    `${Math.min(...samples.get(configuration.id)).toFixed(0)}–${Math.max(...samples.get(configuration.id)).toFixed(0)} ms`,
  ]);
  const header = ['', 'configuration', 'files', 'problems', 'median', 'range'];
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column].length)));
  const format = (row) => row.map((cell, column) => (column >= 2 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ');
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(format(row));

  const ratio = (x, y) => (medians[x] / medians[y]).toFixed(2);
  console.log(
    `\nb/a ${ratio('b', 'a')}  (the plugin on top of untyped parsing)` +
      `\nc/a ${ratio('c', 'a')}  (eslint-plugin-security's fs rule on top of untyped parsing)` +
      `\ne/d ${ratio('e', 'd')}  (the plugin on top of typed parsing)` +
      `\nb/c ${ratio('b', 'c')}  (the plugin against eslint-plugin-security's fs rule, untyped)`,
  );
}

writeCorpus();
if (runCount === 0) console.log(`Corpus of ${fileCount} files written to ${corpusDir}.`);
else await benchmark();
