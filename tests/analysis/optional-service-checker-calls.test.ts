/**
 * ORKVFS007's typed layer asks the checker only about candidates, and asks once per mapped type:
 * which nodes and types the checker is asked about while the findings are computed (timing is the
 * benchmark's job).
 */
import path from 'node:path';

import type { TSESLint } from '@typescript-eslint/utils';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import type * as ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { getFileAnalysis } from '../../src/analysis/index.js';
import { fixturesDir } from '../rule-tester.js';

interface Queries {
  /** The text of every node whose type was asked for. */
  readonly typeAtLocation: string[];
  readonly typeFromTypeNode: string[];
  /** How many times the properties of a type were listed. */
  propertiesOfType: number;
  findings: number;
}

/** The checker methods spied on, declared without `this` : the checker's methods are closures that need no receiver. */
interface SpiedChecker {
  getTypeAtLocation(this: void, node: ts.Node): ts.Type;
  getTypeFromTypeNode(this: void, node: ts.TypeNode): ts.Type;
  getPropertiesOfType(this: void, type: ts.Type): ts.Symbol[];
}

function getQueries(source: string): Queries {
  const queries: Queries = { typeAtLocation: [], typeFromTypeNode: [], propertiesOfType: 0, findings: 0 };
  const probe: TSESLint.RuleModule<'never'> = {
    defaultOptions: [],
    meta: { type: 'problem', messages: { never: 'never' }, schema: [] },
    create(context) {
      return {
        Program() {
          const { program } = context.sourceCode.parserServices ?? {};
          if (!program) throw new Error('test bug: the probe needs a TypeScript program');
          const checker = program.getTypeChecker();
          // The shared analysis (the typed fs layer included) is built first: only ORKVFS007's producer is measured.
          const analysis = getFileAnalysis(context);
          const spied = checker as unknown as SpiedChecker;
          const originals: SpiedChecker = {
            getTypeAtLocation: spied.getTypeAtLocation,
            getTypeFromTypeNode: spied.getTypeFromTypeNode,
            getPropertiesOfType: spied.getPropertiesOfType,
          };
          checker.getTypeAtLocation = (node: ts.Node) => {
            queries.typeAtLocation.push(node.getText());
            return originals.getTypeAtLocation(node);
          };
          checker.getTypeFromTypeNode = (node: ts.TypeNode) => {
            queries.typeFromTypeNode.push(node.getText());
            return originals.getTypeFromTypeNode(node);
          };
          checker.getPropertiesOfType = (type: ts.Type) => {
            queries.propertiesOfType += 1;
            return originals.getPropertiesOfType(type);
          };
          try {
            queries.findings = analysis.getFindings('ORKVFS007').length;
          } finally {
            Object.assign(checker, originals);
          }
        },
      };
    },
  };
  const linter = new Linter({ cwd: fixturesDir });
  const messages = linter.verify(
    source,
    [
      {
        files: ['**/*.ts'],
        languageOptions: {
          parser: tseslint.parser,
          parserOptions: { projectService: true, tsconfigRootDir: fixturesDir },
        },
        plugins: { probe: { rules: { probe: probe as never } } },
        rules: { 'probe/probe': 'error' },
      },
    ],
    path.join(fixturesDir, 'file.ts'),
  );
  expect(messages).toEqual([]);
  return queries;
}

describe('ORKVFS007 asks the checker about inferred types only for what may be a DI look-up', () => {
  it('not for fields and defaults that are no call, nor for a required inject()', () => {
    const queries = getQueries(
      [
        "import { FileSystemService } from './service-deps.js';",
        "import { inject } from './di.js';",
        'export class Reader {',
        '  private count = 0;',
        '  private readonly load = () => this.count;',
        '  private readonly made = new Map<string, number>();',
        '  private readonly fs = inject(FileSystemService);',
        '  private readonly own = inject(FileSystemService, { self: true });',
        "  constructor(private readonly name = 'reader', private readonly disk = inject(FileSystemService)) {}",
        '}',
      ].join('\n'),
    );
    expect(queries.typeAtLocation).toEqual([]);
    expect(queries.findings).toBe(0);
  });

  it('for a call that may return nothing, and not for an inject the file shows to be optional', () => {
    const queries = getQueries(
      [
        "import type { IFileSystemService } from './file-system-service.js';",
        "import { FileSystemService } from './service-deps.js';",
        "import { inject } from './di.js';",
        'export class Reader {',
        '  readonly fs = this.find();',
        '  readonly disk = inject(FileSystemService, { optional: true });',
        '  private find(): IFileSystemService | undefined {',
        '    return undefined;',
        '  }',
        '}',
      ].join('\n'),
    );
    expect(queries.typeAtLocation).toEqual(['readonly fs = this.find();']);
    expect(queries.findings).toBe(2);
  });
});

describe('ORKVFS007 resolves an intersection only when a member may be the service', () => {
  it('not an intersection of interfaces of other names', () => {
    const queries = getQueries(
      "import type { Disposable, ILogger } from './service-deps.js';\nexport function load(logger?: ILogger & Disposable) {\n  return logger;\n}",
    );
    expect(queries.typeFromTypeNode).toEqual([]);
  });

  it('an intersection with an alias', () => {
    const queries = getQueries(
      "import type { Disposable, DisposableFs } from './service-deps.js';\nexport function load(fs?: DisposableFs & Disposable) {\n  return fs;\n}",
    );
    expect(queries.typeFromTypeNode).toEqual(['DisposableFs & Disposable']);
    expect(queries.findings).toBe(1);
  });
});

describe('ORKVFS007 lists the members of a mapped type once per program', () => {
  it('Partial<Deps> written three times', () => {
    const queries = getQueries(
      [
        "import type { Deps } from './service-deps.js';",
        'export function a(deps: Partial<Deps>) {\n  return deps;\n}',
        'export function b(deps: Partial<Deps>) {\n  return deps;\n}',
        'export interface C {\n  deps: Partial<Deps>;\n}',
      ].join('\n'),
    );
    expect(queries.findings).toBe(3);
    expect(queries.propertiesOfType).toBeLessThanOrEqual(1);
  });
});
