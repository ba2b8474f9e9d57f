/**
 * The house's layers (docs/architecture.md): every file of src/ belongs to one, imports run only
 * downward or within a layer, and no two files import each other, even through types. A new
 * folder fails here until it is given a place.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const srcDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');

/** Bottom first: a file may import its own layer and those listed before it. */
const LAYERS: readonly (readonly [name: string, prefixes: readonly string[]])[] = [
  ['paths', ['util/paths.ts']],
  ['knowledge', ['analysis/knowledge/']],
  ['settings', ['settings/']],
  ['syntax', ['analysis/syntax/']],
  ['types', ['analysis/types/']],
  ['producers', ['analysis/producers/']],
  ['analysis entry', ['analysis/index.ts']],
  ['policy', ['policy/']],
  ['rule helpers', ['util/']],
  ['rules', ['rules/']],
  ['configs', ['configs/']],
  ['audit', ['audit/']],
  ['plugin', ['index.ts']],
];

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return entry.name.endsWith('.ts') ? [path.relative(srcDir, full).split(path.sep).join('/')] : [];
  });
}

function getLayer(file: string): number {
  return LAYERS.findIndex(([, prefixes]) =>
    prefixes.some((prefix) => (prefix.endsWith('/') ? file.startsWith(prefix) : file === prefix)),
  );
}

/** Every relative import of a file, `import type`, re-exports and `import()` included. */
function getImports(file: string): string[] {
  const text = fs.readFileSync(path.join(srcDir, file), 'utf8');
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((imported) => imported.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => path.posix.normalize(path.posix.join(path.posix.dirname(file), name.replace(/\.js$/u, '.ts'))));
}

const files = listFiles(srcDir).sort();
const graph = new Map(files.map((file) => [file, getImports(file)]));

type Graph = ReadonlyMap<string, readonly string[]>;

/** Imports against the direction: from a file to a file of a higher layer. */
function findUpwardImports(graph: Graph): string[] {
  return [...graph].flatMap(([file, imports]) =>
    imports
      .filter((target) => getLayer(target) > getLayer(file))
      .map((target) => `${file} (${LAYERS[getLayer(file)]?.[0]}) -> ${target} (${LAYERS[getLayer(target)]?.[0]})`),
  );
}

/** Tarjan's strongly connected components: every component of two or more files is a cycle. */
function findCycles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) as number, low.get(target) as number));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) as number, index.get(target) as number));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component = stack.splice(stack.lastIndexOf(file));
    for (const member of component) onStack.delete(member);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

describe('the layers of src/', () => {
  it('place every file in a layer', () => {
    expect(files.filter((file) => getLayer(file) === -1)).toEqual([]);
  });

  it('resolve every relative import to a file of src/', () => {
    const missing = [...graph].flatMap(([file, imports]) =>
      imports.filter((target) => !graph.has(target)).map((target) => `${file} -> ${target}`),
    );
    expect(missing).toEqual([]);
  });

  it('import only their own layer and the layers below it', () => {
    expect(findUpwardImports(graph)).toEqual([]);
  });

  it('have no import cycles, type-only imports included', () => {
    expect(findCycles(graph)).toEqual([]);
  });
});

describe('the layer checks', () => {
  it('report an upward import, a cycle and a file in no layer', () => {
    const bad: Graph = new Map([
      ['analysis/knowledge/codes.ts', ['analysis/syntax/expressions.ts']],
      ['analysis/syntax/expressions.ts', ['analysis/syntax/module-values.ts']],
      ['analysis/syntax/module-values.ts', ['analysis/syntax/expressions.ts']],
    ]);
    expect(findUpwardImports(bad)).toEqual([
      'analysis/knowledge/codes.ts (knowledge) -> analysis/syntax/expressions.ts (syntax)',
    ]);
    expect(findCycles(bad)).toEqual([['analysis/syntax/expressions.ts', 'analysis/syntax/module-values.ts']]);
    expect(getLayer('analysis/new-folder/x.ts')).toBe(-1);
  });
});
