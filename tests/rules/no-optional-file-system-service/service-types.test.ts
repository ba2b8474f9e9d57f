/**
 * ORKVFS007's `serviceTypes` setting, each entry form docs/settings.md and the rule's page
 * describe: an unqualified name (a custom one replaces the default list), `Namespace.Name`, and
 * `module#Name` with a source path whose `index` is left out or a package known by its
 * `declare module`. Each runs typed and untyped, with a same-named or default-named type that the
 * entry does not match next to it. Also the exact text of the rule's message and suggestion.
 */
import type { InvalidTestCase, ValidTestCase } from '@typescript-eslint/rule-tester';
import { describe, expect, it } from 'vitest';

import rule, { type MessageIds } from '../../../src/rules/no-optional-file-system-service.js';
import { range } from '../../position.js';
import { renderedMessages } from '../../rendered-messages.js';
import { createTypedRuleTester, createUntypedRuleTester } from '../../rule-tester.js';

interface Expected {
  /** The underlined text (its first occurrence after `after`). */
  readonly at: string;
  readonly after?: string;
  readonly name: string;
  readonly service: string;
  readonly how: string;
  /** What the suggestion says it changes; every report here offers one. */
  readonly change: string;
  /** The suggestion's edit: the text it replaces (first occurrence) and what it writes instead. */
  readonly edit: readonly [string, string];
}

interface Case {
  readonly title: string;
  readonly code: string;
  readonly serviceTypes: readonly string[];
  readonly errors?: readonly Expected[];
  /** Reported only with type information (valid untyped). */
  readonly typed?: boolean;
}

const DEFAULT_SERVICE = "import type { IFileSystemService } from './file-system-service.js';\n";

const cases: Case[] = [
  {
    title: 'an unqualified custom name: declared in the file, a global, a renamed import',
    serviceTypes: ['IStorage'],
    code: [
      "import type { IStorage as Store } from './storage-service.js';",
      'interface ILocalStore {',
      '  read(): void;',
      '}',
      'export function local(store?: ILocalStore) {',
      '  return store;',
      '}',
      'export class Reader {',
      '  constructor(private readonly store?: Store) {}',
      '  backup: IStorage | null = null;',
      '}',
    ].join('\n'),
    errors: [
      {
        at: 'store?: Store',
        name: 'store',
        service: 'IStorage',
        how: '`?`',
        change: 'remove `?`',
        edit: ['store?: Store', 'store: Store'],
      },
      {
        at: 'backup',
        name: 'backup',
        service: 'IStorage',
        how: '`| null` and a default of `null`',
        change: 'remove `| null`, remove the default `= null`, then assign it in the constructor',
        edit: ['backup: IStorage | null = null;', 'backup: IStorage;'],
      },
    ],
  },
  {
    title: 'a custom list replaces the default: IFileSystemService is no longer the service',
    serviceTypes: ['IStorage'],
    code: `${DEFAULT_SERVICE}export function load(fs?: IFileSystemService, other: FileSystemService | undefined = undefined) {\n  return [fs, other];\n}`,
  },
  {
    title: 'an unqualified custom name through an imported alias, with types',
    serviceTypes: ['IStorage'],
    code: "import type { MaybeStorage } from './storage-service.js';\nexport function load(store: MaybeStorage) {\n  return store;\n}",
    errors: [
      {
        at: 'store: MaybeStorage',
        name: 'store',
        service: 'IStorage',
        how: '`MaybeStorage`, which admits `undefined`',
        change: 'use `NonNullable<MaybeStorage>`',
        edit: ['store: MaybeStorage)', 'store: NonNullable<MaybeStorage>)'],
      },
    ],
    typed: true,
  },
  {
    title: 'Namespace.Name: the namespace-qualified service, through a named and a namespace import',
    serviceTypes: ['Vfs.IFileSystemService'],
    code: [
      "import type { Vfs } from './storage-service.js';",
      "import type * as storage from './storage-service.js';",
      DEFAULT_SERVICE.trimEnd(),
      'export function load(fs?: Vfs.IFileSystemService, plain?: IFileSystemService) {',
      '  return [fs, plain];',
      '}',
      'export function other(other?: storage.Vfs.IFileSystemService) {',
      '  return other;',
      '}',
    ].join('\n'),
    errors: [
      {
        at: 'fs?: Vfs.IFileSystemService',
        name: 'fs',
        service: 'IFileSystemService',
        how: '`?`',
        change: 'remove `?`',
        edit: ['fs?: Vfs', 'fs: Vfs'],
      },
      {
        at: 'other?: storage.Vfs.IFileSystemService',
        name: 'other',
        service: 'IFileSystemService',
        how: '`?`',
        change: 'remove `?`',
        edit: ['other?: storage', 'other: storage'],
      },
    ],
  },
  {
    title: 'module#Name with a source path whose index is left out',
    serviceTypes: ['vfs#IFileSystemService'],
    code: [
      "import type { IFileSystemService } from './vfs/index.js';",
      "import type { IFileSystemService as Other } from './file-system-service.js';",
      'export function load(fs?: IFileSystemService, other?: Other) {',
      '  return [fs, other];',
      '}',
    ].join('\n'),
    errors: [
      {
        at: 'fs?: IFileSystemService',
        name: 'fs',
        service: 'IFileSystemService',
        how: '`?`',
        change: 'remove `?`',
        edit: ['fs?: IFileSystemService, other', 'fs: IFileSystemService, other'],
      },
    ],
  },
  {
    title: 'module#Name with a package known by its declare module',
    serviceTypes: ['@acme/vfs#IFileSystemService'],
    code: [
      "import type { IFileSystemService } from '@acme/vfs';",
      "import type { IFileSystemService as Other } from './file-system-service.js';",
      'export function load(fs: IFileSystemService | undefined, other?: Other) {',
      '  return [fs, other];',
      '}',
    ].join('\n'),
    errors: [
      {
        at: 'fs: IFileSystemService | undefined',
        name: 'fs',
        service: 'IFileSystemService',
        how: '`| undefined`',
        change: 'remove `| undefined`',
        edit: ['fs: IFileSystemService | undefined', 'fs: IFileSystemService'],
      },
    ],
  },
];

/** The code after the suggestion: `edit` is the text it replaces and the replacement, both written out. */
function applySuggestion(code: string, expected: Expected): string {
  const [from, to] = expected.edit;
  if (!code.includes(from)) throw new Error(`test bug: ${JSON.stringify(from)} not found in:\n${code}`);
  return code.replace(from, to);
}

function toValid(item: Case): ValidTestCase<[]> {
  return { name: item.title, code: item.code, settings: { 'vfs-compliance': { serviceTypes: item.serviceTypes } } };
}

function toInvalid(item: Case): InvalidTestCase<MessageIds, []> {
  return {
    ...toValid(item),
    errors: (item.errors ?? []).map((expected) => ({
      messageId: 'optional' as const,
      data: { name: expected.name, service: expected.service, how: expected.how },
      ...range(item.code, expected.at, expected.after === undefined ? {} : { after: expected.after }),
      suggestions: [
        {
          messageId: 'makeRequired' as const,
          data: { name: expected.name, service: expected.service, change: expected.change },
          output: applySuggestion(item.code, expected),
        },
      ],
    })),
  };
}

createTypedRuleTester().run('no-optional-file-system-service, serviceTypes (typed)', rule, {
  valid: cases.filter((item) => !item.errors).map(toValid),
  invalid: cases.filter((item) => item.errors).map(toInvalid),
});

createUntypedRuleTester().run('no-optional-file-system-service, serviceTypes (untyped TypeScript)', rule, {
  valid: cases.filter((item) => !item.errors || item.typed).map(toValid),
  invalid: cases.filter((item) => item.errors && !item.typed).map(toInvalid),
});

describe('no-optional-file-system-service: the text a user reads', () => {
  const code = `${DEFAULT_SERVICE}export class Reader {\n  constructor(private readonly fs?: IFileSystemService) {}\n}`;
  for (const mode of ['typed', 'untyped'] as const) {
    it(`the report and its suggestion (${mode})`, () => {
      expect(renderedMessages('no-optional-file-system-service', code, { mode })).toEqual([
        {
          message:
            'ORKVFS007: `fs` makes the file-system service `IFileSystemService` optional (`?`), so code can run without the fence and fall back to the disk, and a missing registration surfaces at the first request instead of at startup. Require the service: declare a plain `IFileSystemService` and inject it.',
          line: 3,
          column: 32,
          endLine: 3,
          endColumn: 55,
          suggestions: ['Make `fs` a required `IFileSystemService`: remove `?`.'],
        },
      ]);
    });
  }

  it('requireTypeInformation without a program', () => {
    expect(renderedMessages('no-optional-file-system-service', code, { settings: { requireTypeInformation: true } })).toEqual([
      {
        message:
          "vfs-compliance: settings['vfs-compliance'].requireTypeInformation is on, but this file was linted without a TypeScript program, so no VFS compliance check ran on it. Include the file in a tsconfig and enable `parserOptions.projectService` (with `@typescript-eslint/parser`), or exempt the file.",
        line: 1,
        column: 1,
        endLine: undefined,
        endColumn: undefined,
      },
    ]);
  });
});
