/**
 * ORKVFS007's `serviceTypes` setting, each entry form docs/settings.md and the rule's page
 * describe: an unqualified name (a custom one replaces the default list), `Namespace.Name`, and
 * `module#Name` with a source path whose `index` is left out or a package known by its
 * `declare module`. Each runs typed and untyped, with a same-named or default-named type that the
 * entry does not match next to it. Also the exact text of the rule's message and suggestion.
 */
import rule, { type MessageIds } from '../../../src/rules/no-optional-file-system-service.js';
import { missingProgram, runCaseTable, type Case } from '../case-table.js';
import { optional } from './expected.js';

/** A report of this file: every one offers a suggestion, written as the edit it makes. */
interface Expected {
  /** The underlined text (its first occurrence after `after`). */
  readonly span: string;
  readonly after?: string;
  readonly name: string;
  readonly service: string;
  readonly how: string;
  /** What the suggestion says it changes; every report here offers one. */
  readonly change: string;
  /** The suggestion's edit: the text it replaces (first occurrence) and what it writes instead. */
  readonly edit: readonly [string, string];
}

/** A case of this file: the serviceTypes entries it runs with. */
interface ServiceTypesCase {
  readonly title: string;
  readonly code: string;
  readonly serviceTypes: readonly string[];
  readonly errors?: readonly Expected[];
  /** Reported only with type information (valid untyped). */
  readonly typed?: boolean;
  /** The file linted, in the untyped run only (the typed run lints the fixtures' `file.ts`). */
  readonly filename?: string;
}

const DEFAULT_SERVICE = "import type { IFileSystemService } from './file-system-service.js';\n";

const cases: ServiceTypesCase[] = [
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
        span: 'store?: Store',
        name: 'store',
        service: 'IStorage',
        how: '`?`',
        change: 'remove `?`',
        edit: ['store?: Store', 'store: Store'],
      },
      {
        span: 'backup',
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
        span: 'store: MaybeStorage',
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
        span: 'fs?: Vfs.IFileSystemService',
        name: 'fs',
        service: 'IFileSystemService',
        how: '`?`',
        change: 'remove `?`',
        edit: ['fs?: Vfs', 'fs: Vfs'],
      },
      {
        span: 'other?: storage.Vfs.IFileSystemService',
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
        span: 'fs?: IFileSystemService',
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
        span: 'fs: IFileSystemService | undefined',
        name: 'fs',
        service: 'IFileSystemService',
        how: '`| undefined`',
        change: 'remove `| undefined`',
        edit: ['fs: IFileSystemService | undefined', 'fs: IFileSystemService'],
      },
    ],
  },
  {
    title:
      'module#Name with a package: a sub-path, a namespace, a default and an import-equals import; a longer package name stays silent',
    serviceTypes: ['@acme/vfs#IFileSystemService'],
    code: [
      "import type { IFileSystemService } from '@acme/vfs/types';",
      "import type * as vfs from '@acme/vfs';",
      "import acme from '@acme/vfs';",
      "import legacy = require('@acme/vfs');",
      "import type { IFileSystemService as Extra } from '@acme/vfs-extra';",
      "import type * as local from './vfs/index.js';",
      'export interface Deps {',
      '  sub?: IFileSystemService;',
      '  ns?: vfs.IFileSystemService;',
      '  byDefault?: acme.IFileSystemService;',
      '  assigned?: legacy.IFileSystemService;',
      '  extra?: Extra;',
      '  own?: local.IFileSystemService;',
      '}',
    ].join('\n'),
    errors: [
      {
        span: 'sub',
        after: 'interface Deps',
        name: 'sub',
        service: 'IFileSystemService',
        how: '`?`',
        change: 'remove `?`',
        edit: ['sub?:', 'sub:'],
      },
      {
        span: 'ns',
        after: 'interface Deps',
        name: 'ns',
        service: 'IFileSystemService',
        how: '`?`',
        change: 'remove `?`',
        edit: ['ns?:', 'ns:'],
      },
      {
        span: 'byDefault',
        after: 'interface Deps',
        name: 'byDefault',
        service: 'IFileSystemService',
        how: '`?`',
        change: 'remove `?`',
        edit: ['byDefault?:', 'byDefault:'],
      },
      {
        span: 'assigned',
        after: 'interface Deps',
        name: 'assigned',
        service: 'IFileSystemService',
        how: '`?`',
        change: 'remove `?`',
        edit: ['assigned?:', 'assigned:'],
      },
    ],
  },
  {
    title: 'module#Name and a name neither imported nor declared in the file (a global): taken to be the service',
    serviceTypes: ['@acme/vfs#IFileSystemService'],
    code: 'export interface Deps {\n  fs?: IFileSystemService;\n}',
    errors: [
      {
        span: 'fs',
        after: 'interface Deps',
        name: 'fs',
        service: 'IFileSystemService',
        how: '`?`',
        change: 'remove `?`',
        edit: ['fs?:', 'fs:'],
      },
    ],
  },
  {
    title:
      'module#Name with a relative path into an installed package or its @types package; a longer package name stays silent',
    serviceTypes: ['@acme/vfs#IFileSystemService'],
    code: [
      "import type { IFileSystemService } from '../node_modules/@acme/vfs/dist/types.js';",
      "import type { IFileSystemService as Typed } from '../node_modules/@types/acme__vfs/index.js';",
      "import type { IFileSystemService as Extra } from '../node_modules/@acme/vfs-extra/index.js';",
      'export interface Deps {',
      '  fs?: IFileSystemService;',
      '  typed?: Typed;',
      '  extra?: Extra;',
      '}',
    ].join('\n'),
    errors: [
      {
        span: 'fs',
        after: 'interface Deps',
        name: 'fs',
        service: 'IFileSystemService',
        how: '`?`',
        change: 'remove `?`',
        edit: ['fs?:', 'fs:'],
      },
      {
        span: 'typed',
        after: 'interface Deps',
        name: 'typed',
        service: 'IFileSystemService',
        how: '`?`',
        change: 'remove `?`',
        edit: ['typed?:', 'typed:'],
      },
    ],
  },
  {
    title:
      'module#Name with a source path: the file, its folder index, a leading node: prefix; an index folder on the way, a longer name or node: inside a specifier stays silent',
    serviceTypes: ['vfs/types#IFileSystemService'],
    code: [
      "import type { IFileSystemService } from './vfs/types.js';",
      "import type { IFileSystemService as InIndex } from './vfs/types/index.js';",
      "import type { IFileSystemService as Prefixed } from 'node:vfs/types';",
      "import type { IFileSystemService as Nested } from './vfs/index/types.js';",
      "import type { IFileSystemService as Longer } from './vfs/types-v2.js';",
      "import type { IFileSystemService as Inner } from 'vfs/node:types';",
      'export interface Deps {',
      '  fs?: IFileSystemService;',
      '  indexed?: InIndex;',
      '  prefixed?: Prefixed;',
      '  nested?: Nested;',
      '  longer?: Longer;',
      '  inner?: Inner;',
      '}',
    ].join('\n'),
    errors: [
      {
        span: 'fs',
        after: 'interface Deps',
        name: 'fs',
        service: 'IFileSystemService',
        how: '`?`',
        change: 'remove `?`',
        edit: ['fs?:', 'fs:'],
      },
      {
        span: 'indexed',
        after: 'interface Deps',
        name: 'indexed',
        service: 'IFileSystemService',
        how: '`?`',
        change: 'remove `?`',
        edit: ['indexed?:', 'indexed:'],
      },
      {
        span: 'prefixed',
        after: 'interface Deps',
        name: 'prefixed',
        service: 'IFileSystemService',
        how: '`?`',
        change: 'remove `?`',
        edit: ['prefixed?:', 'prefixed:'],
      },
    ],
  },
  {
    title: 'module#Name with an absolute specifier: the path as written, not joined to the importing folder',
    serviceTypes: ['src/vfs#IFileSystemService'],
    filename: 'src/reader.ts',
    code: [
      "import type { IFileSystemService } from '/repo/src/vfs.js';",
      "import type { IFileSystemService as Root } from '/vfs.js';",
      "import type { IFileSystemService as Sibling } from './vfs.js';",
      'export interface Deps {',
      '  fs?: IFileSystemService;',
      '  root?: Root;',
      '  sibling?: Sibling;',
      '}',
    ].join('\n'),
    errors: [
      {
        span: 'fs',
        after: 'interface Deps',
        name: 'fs',
        service: 'IFileSystemService',
        how: '`?`',
        change: 'remove `?`',
        edit: ['fs?:', 'fs:'],
      },
      {
        span: 'sibling',
        after: 'interface Deps',
        name: 'sibling',
        service: 'IFileSystemService',
        how: '`?`',
        change: 'remove `?`',
        edit: ['sibling?:', 'sibling:'],
      },
    ],
  },
  {
    title:
      'an unqualified name inside a namespace a named import brings: the last name decides; another type renamed to it does not',
    serviceTypes: ['IFileSystemService'],
    code: [
      "import type { Vfs } from './storage-service.js';",
      "import type { Vfs as Store, IStorage as IFileSystemService } from './storage-service.js';",
      'export interface Deps {',
      '  fs?: Vfs.IFileSystemService;',
      '  store?: Store.IFileSystemService;',
      '  storage?: IFileSystemService;',
      '}',
    ].join('\n'),
    errors: [
      {
        span: 'fs',
        after: 'interface Deps',
        name: 'fs',
        service: 'IFileSystemService',
        how: '`?`',
        change: 'remove `?`',
        edit: ['fs?:', 'fs:'],
      },
      {
        span: 'store',
        after: 'interface Deps',
        name: 'store',
        service: 'IFileSystemService',
        how: '`?`',
        change: 'remove `?`',
        edit: ['store?:', 'store:'],
      },
    ],
  },
];

/** The table case: the suggestion's output is the case's code with its edit made. */
function toTableCase(item: ServiceTypesCase): Case<MessageIds> {
  return {
    title: item.title,
    code: item.code,
    settings: { serviceTypes: item.serviceTypes },
    // The typed run lints the fixtures' `file.ts`: a case with a path of its own runs untyped only.
    ...(item.filename === undefined ? {} : { filename: item.filename, modes: ['untyped'] as const }),
    ...(item.typed ? { typed: true } : {}),
    errors: (item.errors ?? []).map(({ edit: [from, to], change, ...report }) => {
      if (!item.code.includes(from)) throw new Error(`test bug: ${JSON.stringify(from)} not found in:\n${item.code}`);
      return optional({ ...report, suggestion: { change, output: item.code.replace(from, to) } });
    }),
  };
}

await runCaseTable(
  'no-optional-file-system-service, serviceTypes',
  rule,
  { invalid: cases.map(toTableCase) },
  {
    modes: ['typed', 'untyped'],
  },
);

// The text a user reads: the message and the suggestion rendered whole.
const renderedCode = `${DEFAULT_SERVICE}export class Reader {\n  constructor(private readonly fs?: IFileSystemService) {}\n}`;

await runCaseTable(
  'no-optional-file-system-service, the text a user reads',
  rule,
  {
    invalid: [
      {
        title: 'the report and its suggestion',
        code: renderedCode,
        errors: [
          {
            message:
              'ORKVFS007: `fs` makes the file-system service `IFileSystemService` optional (`?`), so code can run without the fence and fall back to the disk, and a missing registration surfaces at the first request instead of at startup. Require the service: declare a plain `IFileSystemService` and inject it.',
            span: 'fs?: IFileSystemService',
            suggestions: [
              {
                desc: 'Make `fs` a required `IFileSystemService`: remove `?`.',
                output: `${DEFAULT_SERVICE}export class Reader {\n  constructor(private readonly fs: IFileSystemService) {}\n}`,
              },
            ],
          },
        ],
      },
      {
        title: 'requireTypeInformation without a program',
        code: renderedCode,
        settings: { requireTypeInformation: true },
        modes: ['untyped'],
        errors: [missingProgram('import')],
      },
    ],
  },
  { modes: ['typed', 'untyped'] },
);
