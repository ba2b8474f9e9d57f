/**
 * ORKVFS007's findings as the shared analysis hands them on (`getFindings`), before any rule
 * reports them: in source order, as `FileAnalysis.getFindings` promises, and each with its
 * `layer`: `syntax` when the untyped analysis reaches the same verdict, `types` when only the
 * checker does (an alias, a wrapper or a mapped type the file cannot place, an inferred type).
 */
import path from 'node:path';

import type { TSESLint } from '@typescript-eslint/utils';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

import { getFileAnalysis } from '../../src/analysis/index.js';
import { fixturesDir } from '../rule-tester.js';

interface Seen {
  readonly name: string;
  readonly line: number;
  readonly column: number;
  readonly layer: string;
}

function getFindings(code: string, typed: boolean): Seen[] {
  const seen: Seen[] = [];
  const probe: TSESLint.RuleModule<'never'> = {
    defaultOptions: [],
    meta: { type: 'problem', messages: { never: 'never' }, schema: [] },
    create(context) {
      return {
        Program() {
          for (const finding of getFileAnalysis(context).getFindings('ORKVFS007')) {
            const { line, column } = finding.node.loc.start;
            seen.push({ name: finding.name, line, column: column + 1, layer: finding.layer });
          }
        },
      };
    },
  };
  const linter = new Linter({ cwd: fixturesDir });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        languageOptions: {
          parser: tseslint.parser,
          parserOptions: typed ? { projectService: true, tsconfigRootDir: fixturesDir } : {},
        },
        plugins: { probe: { rules: { probe: probe as never } } },
        rules: { 'probe/probe': 'error' },
      },
    ],
    path.join(fixturesDir, 'file.ts'),
  );
  expect(messages).toEqual([]);
  return seen;
}

const CODE = [
  "import type { IFileSystemService } from './file-system-service.js';",
  "import type { Fs, MaybeFs, Opt } from './optional-services.js';",
  "import type { Deps } from './service-deps.js';",
  "import { FILE_SYSTEM, FileSystemService } from './service-deps.js';",
  "import { inject } from './di.js';",
  'type Nothing = undefined;',
  'interface LocalDeps {',
  '  fs: IFileSystemService;',
  '}',
  'declare function find(): IFileSystemService | undefined;',
  'export interface Options {',
  '  plain?: IFileSystemService;',
  '  wrapped?: Opt<IFileSystemService>;',
  '  aliased: IFileSystemService | Nothing;',
  '  both?: IFileSystemService | Nothing;',
  '  alias?: Fs | IFileSystemService;',
  '  maybe: MaybeFs;',
  '  imported: Partial<Deps>;',
  '  whole: Partial<IFileSystemService>;',
  '  local: Partial<LocalDeps>;',
  '}',
  'export class Reader {',
  '  injected = inject(FileSystemService, { optional: true });',
  '  token = inject(FILE_SYSTEM, { optional: true });',
  '  found = find();',
  '}',
].join('\n');

describe('ORKVFS007 findings carry the layer that reached them', () => {
  it('with types: `syntax` only where the file alone shows the same', () => {
    expect(getFindings(CODE, true)).toEqual([
      { name: 'plain', line: 12, column: 3, layer: 'syntax' },
      { name: 'wrapped', line: 13, column: 3, layer: 'types' },
      { name: 'aliased', line: 14, column: 3, layer: 'types' },
      { name: 'both', line: 15, column: 3, layer: 'types' },
      { name: 'alias', line: 16, column: 3, layer: 'types' },
      { name: 'maybe', line: 17, column: 3, layer: 'types' },
      { name: 'imported', line: 18, column: 3, layer: 'types' },
      { name: 'whole', line: 19, column: 3, layer: 'syntax' },
      { name: 'local', line: 20, column: 3, layer: 'syntax' },
      { name: 'injected', line: 23, column: 3, layer: 'syntax' },
      { name: 'token', line: 24, column: 3, layer: 'types' },
      { name: 'found', line: 25, column: 3, layer: 'types' },
    ]);
  });

  it('without types: what the file shows (no alias it cannot place), all `syntax`', () => {
    expect(getFindings(CODE, false)).toEqual([
      { name: 'plain', line: 12, column: 3, layer: 'syntax' },
      { name: 'whole', line: 19, column: 3, layer: 'syntax' },
      { name: 'local', line: 20, column: 3, layer: 'syntax' },
      { name: 'injected', line: 23, column: 3, layer: 'syntax' },
    ]);
  });
});

describe('ORKVFS007 findings come in source order', () => {
  // The parameter is visited before the arrow function in its default, but its finding lands
  // after it: on `Partial<Deps>`, as no member it makes optional is destructured.
  const code = [
    "import type { IFileSystemService } from './file-system-service.js';",
    'interface Deps {',
    '  fs: IFileSystemService;',
    '  use?: (fs?: IFileSystemService) => void;',
    '}',
    'export function load({ use = (fs?: IFileSystemService) => fs }: Partial<Deps>) {',
    '  return use;',
    '}',
  ].join('\n');
  for (const typed of [true, false]) {
    it(`a finding nested before the one of its parameter (${typed ? 'typed' : 'untyped'})`, () => {
      expect(getFindings(code, typed)).toEqual([
        { name: 'fs', line: 4, column: 10, layer: 'syntax' },
        { name: 'fs', line: 6, column: 31, layer: 'syntax' },
        { name: 'fs', line: 6, column: 65, layer: 'syntax' },
      ]);
    });
  }
});
