// The generated TypeScript corpus: realistic modules (services on an injected file-system service,
// plain utility code, legacy tools that call Node's fs in every import form), seeded so every machine
// lints the same files. Written once per (size, seed) into a git-ignored folder under bench/corpus/.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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

const placeholder = nouns
  .map(
    (noun) => `export function parse${pascal(noun)}Placeholder(value: string): string {
  return value.trim();
}`,
  )
  .join('\n\n');

export function writeGeneratedCorpus(corpusDir, fileCount, seed = 20260617) {
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
