/**
 * ORKVFS007's words and edits, form by form: what the message says made the service optional
 * (`how`: each cause, joined with ` and `), the name it reports (`deps`, or the members a mapped
 * type made optional, joined with `` `, ` ``), and whether a suggestion is offered at all (none
 * when an edit would leave part of the optionality, or when only the checker can place a mapped
 * type). Also the defaults that are and are not nullish, the members and mapped types that make
 * nothing optional, and a service name spelled with a Unicode escape. What only the checker
 * reports is marked `['typed']`.
 */
import rule, { type MessageIds } from '../../../src/rules/no-optional-file-system-service.js';
import { runCaseTable, type Case as TableCase } from '../case-table.js';
import { optionals } from './expected.js';
import { parsesStringExportNames } from '../../typescript-syntax.js';

type Case = TableCase<MessageIds>;

const IMPORT = "import type { IFileSystemService } from './file-system-service.js';\n";

const cases: Case[] = [
  {
    title: 'a default that is a value, not `undefined`, makes nothing optional: only `| null` is reported',
    code: `${IMPORT}declare const defaultFs: IFileSystemService;
export function load(fs: IFileSystemService = defaultFs, backup: IFileSystemService | null = defaultFs, other: IFileSystemService = !defaultFs) {
  return [fs, backup, other];
}`,
    errors: optionals([
      {
        span: 'backup: IFileSystemService | null',
        name: 'backup',
        how: '`| null`',
        suggestion: {
          change: 'remove `| null`',
          output: `${IMPORT}declare const defaultFs: IFileSystemService;
export function load(fs: IFileSystemService = defaultFs, backup: IFileSystemService = defaultFs, other: IFileSystemService = !defaultFs) {
  return [fs, backup, other];
}`,
        },
      },
    ]),
  },
  {
    title: 'defaults of `null`, `undefined` and `void 0` on a declared service, and `void 0` next to `| undefined`',
    code: `${IMPORT}export function load(fs: IFileSystemService = null, backup: IFileSystemService = undefined, other: IFileSystemService = void 0) {
  return [fs, backup, other];
}
export class Reader {
  constructor(private readonly fs: IFileSystemService | undefined = void 0) {}
}`,
    errors: optionals([
      {
        span: 'fs: IFileSystemService',
        name: 'fs',
        how: 'a default of `null`',
        suggestion: {
          change: 'remove the default `= null`',
          output: `${IMPORT}export function load(fs: IFileSystemService, backup: IFileSystemService = undefined, other: IFileSystemService = void 0) {
  return [fs, backup, other];
}
export class Reader {
  constructor(private readonly fs: IFileSystemService | undefined = void 0) {}
}`,
        },
      },
      {
        span: 'backup: IFileSystemService',
        name: 'backup',
        how: 'a default of `undefined`',
        suggestion: {
          change: 'remove the default `= undefined`',
          output: `${IMPORT}export function load(fs: IFileSystemService = null, backup: IFileSystemService, other: IFileSystemService = void 0) {
  return [fs, backup, other];
}
export class Reader {
  constructor(private readonly fs: IFileSystemService | undefined = void 0) {}
}`,
        },
      },
      {
        span: 'other: IFileSystemService',
        name: 'other',
        how: 'a default of `void 0`',
        suggestion: {
          change: 'remove the default `= void 0`',
          output: `${IMPORT}export function load(fs: IFileSystemService = null, backup: IFileSystemService = undefined, other: IFileSystemService) {
  return [fs, backup, other];
}
export class Reader {
  constructor(private readonly fs: IFileSystemService | undefined = void 0) {}
}`,
        },
      },
      {
        span: 'fs: IFileSystemService | undefined',
        name: 'fs',
        how: '`| undefined` and a default of `void 0`',
        suggestion: {
          change: 'remove `| undefined`, remove the default `= void 0`',
          output: `${IMPORT}export function load(fs: IFileSystemService = null, backup: IFileSystemService = undefined, other: IFileSystemService = void 0) {
  return [fs, backup, other];
}
export class Reader {
  constructor(private readonly fs: IFileSystemService) {}
}`,
        },
      },
    ]),
  },
  {
    // On Node 20 the engine cannot build `(?i:…)`, so the literal's value is `null` as `null`'s is;
    // it is still no nullish default.
    title: 'a regular expression default is no `null` default, whatever value the engine gives it',
    code: `${IMPORT}export function load(fs: IFileSystemService | null = /(?i:a)/) {
  return fs;
}`,
    errors: optionals([
      {
        span: 'fs: IFileSystemService | null',
        name: 'fs',
        how: '`| null`',
        suggestion: {
          change: 'remove `| null`',
          output: `${IMPORT}export function load(fs: IFileSystemService = /(?i:a)/) {
  return fs;
}`,
        },
      },
    ]),
  },
  {
    title: 'a declaration that is nullish and nothing else is no service',
    code: `${IMPORT}type Nothing = undefined;
export interface Deps {
  nothing?: undefined;
  none: null | undefined;
  empty: Nothing | null;
}
export function load(fs: IFileSystemService, nothing: Nothing = undefined) {
  return [fs, nothing];
}`,
  },
  {
    title: 'a destructured service is no mapped type: nothing is reported about it',
    code: `${IMPORT}export declare function load({ exists }?: IFileSystemService): void;
export function more({ exists }: IFileSystemService | undefined = undefined) {
  return exists;
}`,
  },
  {
    title: 'an alias of the service adds no optionality, alone or next to the service',
    code: `${IMPORT}import type { Fs } from './optional-services.js';
export function load(fs: Fs, both: Fs | IFileSystemService) {
  return [fs, both];
}`,
  },
  {
    title:
      'an alias that admits undefined next to the service: the alias is the cause, and is what the suggestion rewrites',
    code: `${IMPORT}import type { MaybeFs } from './optional-services.js';
export function load(fs: MaybeFs | IFileSystemService) {
  return fs;
}`,
    errors: optionals(
      [
        {
          span: 'fs: MaybeFs | IFileSystemService',
          name: 'fs',
          how: '`MaybeFs`, which admits `undefined`',
          suggestion: {
            change: 'use `NonNullable<MaybeFs>`',
            output: `${IMPORT}import type { MaybeFs } from './optional-services.js';
export function load(fs: NonNullable<MaybeFs> | IFileSystemService) {
  return fs;
}`,
          },
        },
      ],
      ['typed'],
    ),
  },
  {
    title: 'an alias of two nullish types names both',
    code: `${IMPORT}type Nothing = undefined | null;
export function load(fs: IFileSystemService | Nothing) {
  return fs;
}`,
    errors: optionals(
      [
        {
          span: 'fs: IFileSystemService | Nothing',
          name: 'fs',
          how: '`| Nothing` (`undefined | null`)',
          suggestion: {
            change: 'remove `| Nothing`',
            output: `${IMPORT}type Nothing = undefined | null;
export function load(fs: IFileSystemService) {
  return fs;
}`,
          },
        },
      ],
      ['typed'],
    ),
  },
  {
    // Before the fix only a type reference counted, and the whole declaration went unreported.
    title: 'a nullish member that is no type reference: `typeof` a value, an indexed access',
    code: `${IMPORT}declare const nothing: undefined;
interface Holes {
  none: null;
}
export function load(fs: IFileSystemService | typeof nothing, disk: Holes['none'] | IFileSystemService) {
  return [fs, disk];
}`,
    errors: optionals(
      [
        {
          span: 'fs: IFileSystemService | typeof nothing',
          name: 'fs',
          how: '`| typeof nothing` (`undefined`)',
          suggestion: {
            change: 'remove `| typeof nothing`',
            output: `${IMPORT}declare const nothing: undefined;
interface Holes {
  none: null;
}
export function load(fs: IFileSystemService, disk: Holes['none'] | IFileSystemService) {
  return [fs, disk];
}`,
          },
        },
        {
          span: "disk: Holes['none'] | IFileSystemService",
          name: 'disk',
          how: "`| Holes['none']` (`null`)",
          suggestion: {
            change: "remove `| Holes['none']`",
            output: `${IMPORT}declare const nothing: undefined;
interface Holes {
  none: null;
}
export function load(fs: IFileSystemService | typeof nothing, disk: IFileSystemService) {
  return [fs, disk];
}`,
          },
        },
      ],
      ['typed'],
    ),
  },
  {
    title:
      'a mapped type behind an alias: no suggestion, even where `?` alone could be removed; an imported mapped alias only the checker places',
    code: `${IMPORT}import type { Deps, Optionalize } from './service-deps.js';
type PartialFs = Partial<IFileSystemService>;
export interface Options {
  fs?: PartialFs;
  disk?: PartialFs | IFileSystemService;
  deps?: Optionalize<Deps>;
}`,
    errors: [
      ...optionals([
        {
          span: 'fs',
          after: 'Options {',
          name: 'fs',
          how: '`?` and `PartialFs`, which makes every member of `IFileSystemService` optional',
        },
        {
          span: 'disk',
          name: 'disk',
          how: '`?` and `PartialFs`, which makes every member of `IFileSystemService` optional',
        },
      ]),
      ...optionals(
        [
          {
            span: 'deps',
            after: 'IFileSystemService;\n',
            name: 'deps',
            how: '`?` and `Optionalize<Deps>`, which makes `fs` optional',
          },
        ],
        ['typed'],
      ),
    ],
  },
  {
    title: 'Partial of a type literal: no type to pick from, so no suggestion, even where `?` alone could be removed',
    code: `${IMPORT}export interface Options {
  b?: Partial<{ fs: IFileSystemService; name: string }>;
}`,
    errors: optionals([
      {
        span: 'b',
        name: 'b',
        how: '`?` and `Partial<{ fs: IFileSystemService; name: string }>`, which makes `fs` optional',
      },
    ]),
  },
  {
    title: 'Partial of dependencies with two service members: both named, both picked',
    code: `${IMPORT}interface Deps {
  fs: IFileSystemService;
  backup: IFileSystemService;
  name?: string;
}
export function load(deps: Partial<Deps>, { name }: Partial<Deps>) {
  return [deps, name];
}`,
    errors: optionals([
      {
        span: 'deps: Partial<Deps>',
        name: 'deps',
        how: '`Partial<Deps>`, which makes `fs` and `backup` optional',
        suggestion: {
          name: 'deps.fs`, `deps.backup',
          change: "add `& Pick<Deps, 'fs' | 'backup'>`",
          output: `${IMPORT}interface Deps {
  fs: IFileSystemService;
  backup: IFileSystemService;
  name?: string;
}
export function load(deps: Partial<Deps> & Pick<Deps, 'fs' | 'backup'>, { name }: Partial<Deps>) {
  return [deps, name];
}`,
        },
      },
      {
        // No service member is destructured: the mapped type is underlined, named by what it makes optional.
        span: 'Partial<Deps>',
        after: '{ name }: ',
        name: 'fs`, `backup',
        how: '`Partial<Deps>`, which makes `fs` and `backup` optional',
        suggestion: {
          change: "add `& Pick<Deps, 'fs' | 'backup'>`",
          output: `${IMPORT}interface Deps {
  fs: IFileSystemService;
  backup: IFileSystemService;
  name?: string;
}
export function load(deps: Partial<Deps>, { name }: Partial<Deps> & Pick<Deps, 'fs' | 'backup'>) {
  return [deps, name];
}`,
        },
      },
    ]),
  },
  {
    title: 'Partial of the service destructured into a rest element only: the mapped type is the name',
    code: `${IMPORT}export function load({ ...ops }: Partial<IFileSystemService>) {
  return ops;
}`,
    errors: optionals([
      {
        span: 'Partial<IFileSystemService>',
        name: 'Partial<IFileSystemService>',
        how: '`Partial<IFileSystemService>`, which makes every member of `IFileSystemService` optional',
        suggestion: {
          change: 'use `IFileSystemService`',
          output: `${IMPORT}export function load({ ...ops }: IFileSystemService) {
  return ops;
}`,
        },
      },
    ]),
  },
  {
    title: 'Partial of a type alias of an object type declared in the file',
    code: `${IMPORT}type LocalDeps = { fs: IFileSystemService; name: string };
export function load(deps: Partial<LocalDeps>) {
  return deps;
}`,
    errors: optionals([
      {
        span: 'deps: Partial<LocalDeps>',
        name: 'deps',
        how: '`Partial<LocalDeps>`, which makes `fs` optional',
        suggestion: {
          name: 'deps.fs',
          change: "add `& Pick<LocalDeps, 'fs'>`",
          output: `${IMPORT}type LocalDeps = { fs: IFileSystemService; name: string };
export function load(deps: Partial<LocalDeps> & Pick<LocalDeps, 'fs'>) {
  return deps;
}`,
        },
      },
    ]),
  },
  {
    title: 'mapped aliases declared in the file that add `?`: `+?`, and over the second of two parameters',
    code: `${IMPORT}interface Deps {
  fs: IFileSystemService;
}
type Plus<T> = { +readonly [K in keyof T]+?: T[K] };
type Second<U, T> = { [K in keyof T]?: T[K] };
export interface Options {
  plus: Plus<Deps>;
  second: Second<string, Deps>;
}`,
    errors: optionals([
      {
        span: 'plus',
        name: 'plus',
        how: '`Plus<Deps>`, which makes `fs` optional',
        suggestion: {
          name: 'plus.fs',
          change: "add `& Pick<Deps, 'fs'>`",
          output: `${IMPORT}interface Deps {
  fs: IFileSystemService;
}
type Plus<T> = { +readonly [K in keyof T]+?: T[K] };
type Second<U, T> = { [K in keyof T]?: T[K] };
export interface Options {
  plus: Plus<Deps> & Pick<Deps, 'fs'>;
  second: Second<string, Deps>;
}`,
        },
      },
      {
        span: 'second',
        after: 'plus: ',
        name: 'second',
        how: '`Second<string, Deps>`, which makes `fs` optional',
        suggestion: {
          name: 'second.fs',
          change: "add `& Pick<Deps, 'fs'>`",
          output: `${IMPORT}interface Deps {
  fs: IFileSystemService;
}
type Plus<T> = { +readonly [K in keyof T]+?: T[K] };
type Second<U, T> = { [K in keyof T]?: T[K] };
export interface Options {
  plus: Plus<Deps>;
  second: Second<string, Deps> & Pick<Deps, 'fs'>;
}`,
        },
      },
    ]),
  },
  {
    title: 'mapped aliases that add no `?`, or no `?` to the members as they are, or to the keys of another type',
    code: `${IMPORT}interface Deps {
  fs: IFileSystemService;
}
type Same<T> = { [K in keyof T]: T[K] };
type Required2<T> = { [K in keyof T]-?: T[K] };
type Strings<T> = { [K in keyof T]?: string };
type Wrapped<T> = { [K in keyof T]?: Promise<T[K]> };
type Keys<T> = { [K in readonly T]?: T[K] };
interface Shadow {
  fs: string;
}
type Crossed<T> = { [K in keyof T]?: Shadow[K] };
export interface Options {
  same: Same<Deps>;
  required: Required2<Deps>;
  strings: Strings<Deps>;
  wrapped: Wrapped<Deps>;
  keys: Keys<Deps>;
  crossed: Crossed<Deps>;
  two: Partial<Deps, string>;
}`,
  },
  {
    // `Other<T>` makes the members of `Deps` optional with the type `T`: not every member of the service.
    title: 'a mapped alias over the keys of another type, of the service: only the checker places it',
    code: `${IMPORT}interface Deps {
  fs: IFileSystemService;
}
type Other<T> = { [K in keyof Deps]?: T };
export interface Options {
  other: Other<IFileSystemService>;
}`,
    errors: optionals(
      [{ span: 'other', name: 'other', how: '`Other<IFileSystemService>`, which makes `fs` optional' }],
      ['typed'],
    ),
  },
  {
    // With one member, `T[keyof T]` is that member's type: the checker sees `fs?: IFileSystemService`.
    title: 'a mapped alias whose members are not `T[K]`: only the checker places it',
    code: `${IMPORT}interface Deps {
  fs: IFileSystemService;
}
type Skewed<T> = { [K in keyof T]?: T[keyof T] };
export interface Options {
  skewed: Skewed<Deps>;
}`,
    errors: optionals(
      [{ span: 'skewed', name: 'skewed', how: '`Skewed<Deps>`, which makes `fs` optional' }],
      ['typed'],
    ),
  },
  {
    title: 'a mapped alias that renames the keys: only the checker places it',
    code: `${IMPORT}interface Deps {
  fs: IFileSystemService;
}
type Getters<T> = { [K in keyof T as \`get\${string & K}\`]?: T[K] };
export interface Options {
  getters: Getters<Deps>;
}`,
    errors: optionals(
      [{ span: 'getters', name: 'getters', how: '`Getters<Deps>`, which makes `getfs` optional' }],
      ['typed'],
    ),
  },
  {
    title: 'Partial of a namespace member merged with an interface of the same name is that member, not the interface',
    code: `${IMPORT}interface Deps {
  fs: IFileSystemService;
}
namespace Deps {
  export interface Inner {
    name: string;
  }
}
export function load(inner: Partial<Deps.Inner>) {
  return inner;
}`,
  },
  {
    title: 'inject of a namespace member: the token is a qualified name',
    code: "import { inject } from './di.js';\nimport * as deps from './service-deps.js';\nexport class Reader {\n  fs = inject(deps.FileSystemService, { optional: true });\n}",
    errors: optionals([
      {
        span: 'fs',
        after: 'Reader {',
        name: 'fs',
        service: 'FileSystemService',
        how: '`optional: true` in `inject(deps.FileSystemService, …)`',
        suggestion: {
          change: 'remove `optional: true`',
          output:
            "import { inject } from './di.js';\nimport * as deps from './service-deps.js';\nexport class Reader {\n  fs = inject(deps.FileSystemService);\n}",
        },
      },
    ]),
  },
  {
    title: '@Optional() and inject(…, { optional: true }) on one field: both causes, both removed',
    code: "import { inject, Optional } from './di.js';\nimport { FileSystemService } from './service-deps.js';\nexport class Reader {\n  @Optional() fs = inject(FileSystemService, { optional: true });\n}",
    errors: optionals([
      {
        span: 'fs',
        after: '@Optional() ',
        name: 'fs',
        service: 'FileSystemService',
        how: '`@Optional()` and `optional: true` in `inject(FileSystemService, …)`',
        suggestion: {
          change: 'remove `@Optional()`, remove `optional: true`',
          output:
            "import { inject, Optional } from './di.js';\nimport { FileSystemService } from './service-deps.js';\nexport class Reader {\n  fs = inject(FileSystemService);\n}",
        },
      },
    ]),
  },
  {
    title: 'a token whose type has two arguments, and a member of a token, stand for no service the file shows',
    code: `${IMPORT}import { inject, InjectionToken } from './di.js';
class PairToken<T, U> {
  constructor(readonly first?: T, readonly second?: U) {}
}
const PAIR = new PairToken<IFileSystemService, string>();
const FILE_SYSTEM = new InjectionToken<IFileSystemService>('file system');
export class Reader {
  pair = inject(PAIR, { optional: true });
  description = inject(FILE_SYSTEM.description, { optional: true });
}`,
  },
  {
    // Before the fix the untyped run skipped any file that does not write a service name as is.
    title: 'a service name spelled with a Unicode escape is the same name',
    code: "import type { IFileSystem\\u0053ervice } from './file-system-service.js';\nexport function load(fs?: IFileSystem\\u0053ervice) {\n  return fs;\n}",
    errors: optionals([
      {
        span: 'fs?: IFileSystem\\u0053ervice',
        name: 'fs',
        how: '`?`',
        suggestion: {
          change: 'remove `?`',
          output:
            "import type { IFileSystem\\u0053ervice } from './file-system-service.js';\nexport function load(fs: IFileSystem\\u0053ervice) {\n  return fs;\n}",
        },
      },
    ]),
  },
];

await runCaseTable(
  'no-optional-file-system-service, wording',
  rule,
  { invalid: cases },
  { modes: ['typed', 'untyped'] },
);

// A string module export name parses from TypeScript 5.6 on: the peer run's lowest TypeScript
// (4.9) rejects this file, and has nothing typed to say about it.
await runCaseTable(
  'no-optional-file-system-service, wording of a string import name',
  rule,
  {
    invalid: [
      {
        // Before the fix the untyped run looked for `\u` only: `\x53` is an `S` in a string name.
        title: 'a service imported under a string name spelled with an escape',
        code: "import { 'IFileSystem\\x53ervice' as Fs } from './file-system-service.js';\nexport function load(fs?: Fs) {\n  return fs;\n}",
        errors: optionals([
          {
            span: 'fs?: Fs',
            name: 'fs',
            how: '`?`',
            suggestion: {
              change: 'remove `?`',
              output:
                "import { 'IFileSystem\\x53ervice' as Fs } from './file-system-service.js';\nexport function load(fs: Fs) {\n  return fs;\n}",
            },
          },
        ]),
      },
    ],
  },
  { modes: parsesStringExportNames ? ['typed', 'untyped'] : ['untyped'] },
);
