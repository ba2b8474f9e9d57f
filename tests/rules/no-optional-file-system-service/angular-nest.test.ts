/**
 * ORKVFS007 as Angular and NestJS write it (issue 20, item 6), typed and untyped, with every position
 * written out: `inject(…, { optional: true })` however wrapped (`!`, `as`, `<T>`, `satisfies`,
 * `?? undefined`, `|| null`) and with its options held in a `const`; `Partial` inside other shapes
 * (intersections, `extends Partial<Deps>`, `Partial<Pick<…>>`, deep partials); a `Record` or a
 * type parameter that admits a nullish service; `| typeof undefined`. And the precision fix: a lazy
 * cache that only the class's own `new` fills is not an injection, while its neighbours that
 * something outside can fill still are. `errors` are reported by both runs, `typedErrors` only with
 * type information. Every suggestion's output is compiled with the fixtures' tsconfig.
 */
import path from 'node:path';

import type { InvalidTestCase, ValidTestCase } from '@typescript-eslint/rule-tester';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import rule, { type MessageIds } from '../../../src/rules/no-optional-file-system-service.js';
import {
  createJavaScriptRuleTester,
  createTypedRuleTester,
  createUntypedRuleTester,
  fixturesDir,
} from '../../rule-tester.js';

interface Expected {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  readonly name: string;
  readonly service: string;
  readonly how: string;
  readonly suggestion?: { readonly name?: string; readonly change: string; readonly output: string };
}

interface Case {
  readonly title: string;
  readonly code: string;
  readonly errors?: readonly Expected[];
  /** Reported only with type information. */
  readonly typedErrors?: readonly Expected[];
}

const valid: Case[] = [
  {
    title:
      'library wrappers that keep each member as it is, around a Partial that no longer holds the service, or around no Partial',
    code: `import type { IFileSystemService } from './file-system-service.js';
type Deps = { fs: IFileSystemService; log: unknown };
export interface Omitted extends Omit<Partial<Deps>, 'fs'> {
  z: 1;
}
export interface Redeclared extends Readonly<Partial<Deps>> {
  fs: IFileSystemService;
}
export function load(a: Pick<Partial<Deps>, 'log'>, b: Readonly<Deps>, c: Required<Partial<Deps>>, d: Readonly<Partial<Deps>> & Pick<Deps, 'fs'>, e: Partial<Readonly<Deps>> & Readonly<Deps>) {
  return [a, b, c, d, e];
}`,
  },
  {
    title:
      'required injection however wrapped, a fallback that is a value, and options held in a const that say required',
    code: `import { FileSystemService } from './service-deps.js';
import { inject } from './di.js';
declare function createDisk(): FileSystemService;
const REQUIRED = { optional: false } as const;
export class Reader {
  private readonly a = inject(FileSystemService)!;
  private readonly b = inject(FileSystemService, { self: true }) as FileSystemService;
  private readonly c = inject(FileSystemService, { optional: true }) ?? createDisk();
  private readonly d = inject(FileSystemService, REQUIRED);
}`,
  },
  {
    title: 'a Partial whose service member another part of the intersection or the interface requires again',
    code: `import type { IFileSystemService } from './file-system-service.js';
interface Deps {
  fs: IFileSystemService;
  name?: string;
}
interface Named extends Partial<Deps> {
  fs: IFileSystemService;
}
export function load(a: Partial<Deps> & Pick<Deps, 'fs'>, b: Partial<Deps> & { fs: IFileSystemService }, c: Partial<Deps> & Required<Deps>, d: Named) {
  return [a, b, c, d];
}`,
  },
  {
    title:
      'Partial of a Pick or Omit without the service, a Record and a constraint without nullish, and typeof undefined beside another type',
    code: `import type { IFileSystemService } from './file-system-service.js';
interface Deps {
  fs: IFileSystemService;
  name?: string;
}
export function load<T extends IFileSystemService>(a: Partial<Omit<Deps, 'fs'>>, b: Partial<Pick<Deps, 'name'>>, c: Record<'fs', IFileSystemService>, d: T, e: string | typeof undefined) {
  return [a, b, c, d, e];
}
export function other<U extends string | undefined>(u: U, r: Record<string, number | undefined>) {
  return [u, r];
}`,
  },
  {
    title:
      "a private lazy cache beside another class's injected private field of the same name: each class's writes are its own",
    code: `import type { IFileSystemService } from './file-system-service.js';
declare class Disk {}
export class Lazy {
  private files: IFileSystemService | null = null;
  get fs() {
    return (this.files ??= new Disk() as IFileSystemService);
  }
}
export class Injected {
  private files: IFileSystemService;
  constructor(fs: IFileSystemService) {
    this.files = fs;
  }
}`,
  },
  {
    title:
      "a lazy cache: a private or protected field that starts empty and that only the class's own new fills (angular-cli's _sync)",
    code: `import type { IFileSystemService } from './file-system-service.js';
import { FileSystemService } from './service-deps.js';
declare class SyncHost implements IFileSystemService {
  constructor(host: unknown);
  readAllText(path: string): Promise<string>;
  writeAllText(path: string, text: string): Promise<void>;
  exists(path: string): Promise<boolean>;
  resolveAndValidate(path: string): string;
}
declare class Disk extends FileSystemService {}
export class Host {
  protected _sync: IFileSystemService | null = null;
  get sync(): IFileSystemService {
    if (!this._sync) {
      this._sync = new SyncHost(this);
    }
    return this._sync;
  }
}
export class Cached {
  #disk?: FileSystemService;
  private static shared: FileSystemService | undefined;
  get disk(): FileSystemService {
    return (this.#disk ??= new Disk());
  }
  static get common(): FileSystemService {
    return (Cached.shared ||= new Disk());
  }
  reset(): void {
    this.#disk = undefined;
  }
}`,
  },
];

const invalid: Case[] = [
  {
    title: 'inject(\u2026, { optional: true }) behind !, as, ?? undefined, and on a field declared required',
    code: `import { FileSystemService } from './service-deps.js';
import { inject } from './di.js';
export class Reader {
  private readonly a = inject(FileSystemService, { optional: true })!;
  private readonly b = inject(FileSystemService, { optional: true }) as FileSystemService;
  private readonly c = inject(FileSystemService, { optional: true }) ?? undefined;
  private readonly d: FileSystemService = inject(FileSystemService, { optional: true })!;
}`,
    errors: [
      {
        line: 4,
        column: 20,
        endLine: 4,
        endColumn: 21,
        name: 'a',
        service: 'FileSystemService',
        how: '`optional: true` in `inject(FileSystemService, \u2026)`',
        suggestion: {
          change: 'remove `optional: true`',
          output: `import { FileSystemService } from './service-deps.js';
import { inject } from './di.js';
export class Reader {
  private readonly a = inject(FileSystemService)!;
  private readonly b = inject(FileSystemService, { optional: true }) as FileSystemService;
  private readonly c = inject(FileSystemService, { optional: true }) ?? undefined;
  private readonly d: FileSystemService = inject(FileSystemService, { optional: true })!;
}`,
        },
      },
      {
        line: 5,
        column: 20,
        endLine: 5,
        endColumn: 21,
        name: 'b',
        service: 'FileSystemService',
        how: '`optional: true` in `inject(FileSystemService, \u2026)`',
        suggestion: {
          change: 'remove `optional: true`',
          output: `import { FileSystemService } from './service-deps.js';
import { inject } from './di.js';
export class Reader {
  private readonly a = inject(FileSystemService, { optional: true })!;
  private readonly b = inject(FileSystemService) as FileSystemService;
  private readonly c = inject(FileSystemService, { optional: true }) ?? undefined;
  private readonly d: FileSystemService = inject(FileSystemService, { optional: true })!;
}`,
        },
      },
      {
        line: 6,
        column: 20,
        endLine: 6,
        endColumn: 21,
        name: 'c',
        service: 'FileSystemService',
        how: '`optional: true` in `inject(FileSystemService, \u2026)`',
        suggestion: {
          change: 'remove `optional: true`',
          output: `import { FileSystemService } from './service-deps.js';
import { inject } from './di.js';
export class Reader {
  private readonly a = inject(FileSystemService, { optional: true })!;
  private readonly b = inject(FileSystemService, { optional: true }) as FileSystemService;
  private readonly c = inject(FileSystemService) ?? undefined;
  private readonly d: FileSystemService = inject(FileSystemService, { optional: true })!;
}`,
        },
      },
      {
        line: 7,
        column: 20,
        endLine: 7,
        endColumn: 21,
        name: 'd',
        service: 'FileSystemService',
        how: '`optional: true` in `inject(FileSystemService, \u2026)`',
        suggestion: {
          change: 'remove `optional: true`',
          output: `import { FileSystemService } from './service-deps.js';
import { inject } from './di.js';
export class Reader {
  private readonly a = inject(FileSystemService, { optional: true })!;
  private readonly b = inject(FileSystemService, { optional: true }) as FileSystemService;
  private readonly c = inject(FileSystemService, { optional: true }) ?? undefined;
  private readonly d: FileSystemService = inject(FileSystemService)!;
}`,
        },
      },
    ],
  },
  {
    title:
      'inject behind <T>, satisfies and || null; options as const in place, and held in a const (no suggestion: other calls may share it)',
    code: `import { FileSystemService } from './service-deps.js';
import { inject } from './di.js';
const OPTIONAL = { optional: true } as const;
export class Reader {
  private readonly a = <FileSystemService>inject(FileSystemService, { optional: true });
  private readonly b = inject(FileSystemService, { optional: true }) satisfies FileSystemService | null;
  private readonly c = inject(FileSystemService, { optional: true }) || null;
  private readonly d = inject(FileSystemService, { optional: true } as const);
  private readonly e = inject(FileSystemService, OPTIONAL);
  constructor(private readonly f = inject(FileSystemService, OPTIONAL)!) {}
}`,
    errors: [
      {
        line: 5,
        column: 20,
        endLine: 5,
        endColumn: 21,
        name: 'a',
        service: 'FileSystemService',
        how: '`optional: true` in `inject(FileSystemService, \u2026)`',
        suggestion: {
          change: 'remove `optional: true`',
          output: `import { FileSystemService } from './service-deps.js';
import { inject } from './di.js';
const OPTIONAL = { optional: true } as const;
export class Reader {
  private readonly a = <FileSystemService>inject(FileSystemService);
  private readonly b = inject(FileSystemService, { optional: true }) satisfies FileSystemService | null;
  private readonly c = inject(FileSystemService, { optional: true }) || null;
  private readonly d = inject(FileSystemService, { optional: true } as const);
  private readonly e = inject(FileSystemService, OPTIONAL);
  constructor(private readonly f = inject(FileSystemService, OPTIONAL)!) {}
}`,
        },
      },
      {
        line: 6,
        column: 20,
        endLine: 6,
        endColumn: 21,
        name: 'b',
        service: 'FileSystemService',
        how: '`optional: true` in `inject(FileSystemService, \u2026)`',
        suggestion: {
          change: 'remove `optional: true`',
          output: `import { FileSystemService } from './service-deps.js';
import { inject } from './di.js';
const OPTIONAL = { optional: true } as const;
export class Reader {
  private readonly a = <FileSystemService>inject(FileSystemService, { optional: true });
  private readonly b = inject(FileSystemService) satisfies FileSystemService | null;
  private readonly c = inject(FileSystemService, { optional: true }) || null;
  private readonly d = inject(FileSystemService, { optional: true } as const);
  private readonly e = inject(FileSystemService, OPTIONAL);
  constructor(private readonly f = inject(FileSystemService, OPTIONAL)!) {}
}`,
        },
      },
      {
        line: 7,
        column: 20,
        endLine: 7,
        endColumn: 21,
        name: 'c',
        service: 'FileSystemService',
        how: '`optional: true` in `inject(FileSystemService, \u2026)`',
        suggestion: {
          change: 'remove `optional: true`',
          output: `import { FileSystemService } from './service-deps.js';
import { inject } from './di.js';
const OPTIONAL = { optional: true } as const;
export class Reader {
  private readonly a = <FileSystemService>inject(FileSystemService, { optional: true });
  private readonly b = inject(FileSystemService, { optional: true }) satisfies FileSystemService | null;
  private readonly c = inject(FileSystemService) || null;
  private readonly d = inject(FileSystemService, { optional: true } as const);
  private readonly e = inject(FileSystemService, OPTIONAL);
  constructor(private readonly f = inject(FileSystemService, OPTIONAL)!) {}
}`,
        },
      },
      {
        line: 8,
        column: 20,
        endLine: 8,
        endColumn: 21,
        name: 'd',
        service: 'FileSystemService',
        how: '`optional: true` in `inject(FileSystemService, \u2026)`',
        suggestion: {
          change: 'remove `optional: true`',
          output: `import { FileSystemService } from './service-deps.js';
import { inject } from './di.js';
const OPTIONAL = { optional: true } as const;
export class Reader {
  private readonly a = <FileSystemService>inject(FileSystemService, { optional: true });
  private readonly b = inject(FileSystemService, { optional: true }) satisfies FileSystemService | null;
  private readonly c = inject(FileSystemService, { optional: true }) || null;
  private readonly d = inject(FileSystemService);
  private readonly e = inject(FileSystemService, OPTIONAL);
  constructor(private readonly f = inject(FileSystemService, OPTIONAL)!) {}
}`,
        },
      },
      {
        line: 9,
        column: 20,
        endLine: 9,
        endColumn: 21,
        name: 'e',
        service: 'FileSystemService',
        how: '`optional: true` in `inject(FileSystemService, \u2026)`',
      },
      {
        line: 10,
        column: 32,
        endLine: 10,
        endColumn: 33,
        name: 'f',
        service: 'FileSystemService',
        how: '`optional: true` in `inject(FileSystemService, \u2026)`',
      },
    ],
  },
  {
    title: 'inject of a token behind !: only the checker sees the service',
    code: `import { FILE_SYSTEM } from './service-deps.js';
import { inject } from './di.js';
export class Reader {
  readonly fs = inject(FILE_SYSTEM, { optional: true })!;
}`,
    typedErrors: [
      {
        line: 4,
        column: 12,
        endLine: 4,
        endColumn: 14,
        name: 'fs',
        service: 'IFileSystemService',
        how: '`optional: true` in `inject(FILE_SYSTEM, \u2026)`',
        suggestion: {
          change: 'remove `optional: true`',
          output: `import { FILE_SYSTEM } from './service-deps.js';
import { inject } from './di.js';
export class Reader {
  readonly fs = inject(FILE_SYSTEM)!;
}`,
        },
      },
    ],
  },
  {
    title: 'Partial<Deps> intersected with more, dependencies declared in the file',
    code: `import type { IFileSystemService } from './file-system-service.js';
interface Deps {
  fs: IFileSystemService;
  name?: string;
}
interface Extra {
  verbose: boolean;
}
export function load(deps: Partial<Deps> & Extra, more: Extra & Partial<Deps> & { name: string }) {
  return [deps, more];
}`,
    errors: [
      {
        line: 9,
        column: 22,
        endLine: 9,
        endColumn: 49,
        name: 'deps',
        service: 'IFileSystemService',
        how: '`Partial<Deps> & Extra`, which makes `fs` optional',
        suggestion: {
          name: 'deps.fs',
          change: "add `& Pick<Deps, 'fs'>`",
          output: `import type { IFileSystemService } from './file-system-service.js';
interface Deps {
  fs: IFileSystemService;
  name?: string;
}
interface Extra {
  verbose: boolean;
}
export function load(deps: Partial<Deps> & Extra & Pick<Deps, 'fs'>, more: Extra & Partial<Deps> & { name: string }) {
  return [deps, more];
}`,
        },
      },
      {
        line: 9,
        column: 51,
        endLine: 9,
        endColumn: 97,
        name: 'more',
        service: 'IFileSystemService',
        how: '`Extra & Partial<Deps> & { name: string }`, which makes `fs` optional',
        suggestion: {
          name: 'more.fs',
          change: "add `& Pick<Deps, 'fs'>`",
          output: `import type { IFileSystemService } from './file-system-service.js';
interface Deps {
  fs: IFileSystemService;
  name?: string;
}
interface Extra {
  verbose: boolean;
}
export function load(deps: Partial<Deps> & Extra, more: Extra & Partial<Deps> & { name: string } & Pick<Deps, 'fs'>) {
  return [deps, more];
}`,
        },
      },
    ],
  },
  {
    title: 'Partial<Deps> of imported dependencies intersected with more: only the checker sees the members',
    code: `import type { Deps, Disposable } from './service-deps.js';
export function load(deps: Partial<Deps> & Disposable) {
  return deps;
}`,
    typedErrors: [
      {
        line: 2,
        column: 22,
        endLine: 2,
        endColumn: 54,
        name: 'deps',
        service: 'IFileSystemService',
        how: '`Partial<Deps> & Disposable`, which makes `fs` optional',
      },
    ],
  },
  {
    title: 'an interface that extends Partial<Deps> or Partial<Pick<Deps, \u2026>>, declared in the file',
    code: `import type { IFileSystemService } from './file-system-service.js';
interface Deps {
  fs: IFileSystemService;
  name?: string;
}
export interface Options extends Partial<Deps> {
  verbose: boolean;
}
export interface Picked extends Partial<Pick<Deps, 'fs' | 'name'>> {}`,
    errors: [
      {
        line: 6,
        column: 34,
        endLine: 6,
        endColumn: 47,
        name: 'Options.fs',
        service: 'IFileSystemService',
        how: '`Partial<Deps>`, which makes `fs` optional',
      },
      {
        line: 9,
        column: 33,
        endLine: 9,
        endColumn: 67,
        name: 'Picked.fs',
        service: 'IFileSystemService',
        how: "`Partial<Pick<Deps, 'fs' | 'name'>>`, which makes `fs` optional",
      },
    ],
  },
  {
    title: 'a Partial seen through Readonly, Pick and Omit around it, or Readonly inside it, declared in the file',
    code: `import type { IFileSystemService } from './file-system-service.js';
type Deps = { fs: IFileSystemService; log: unknown };
export interface Frozen extends Readonly<Partial<Deps>> {}
export function load(a: Readonly<Partial<Deps>>, b: Partial<Readonly<Deps>>, c: Omit<Partial<Deps>, 'log'>, d: Pick<Partial<Deps>, 'fs'>) {
  return [a, b, c, d];
}`,
    errors: [
      {
        line: 3,
        column: 33,
        endLine: 3,
        endColumn: 56,
        name: 'Frozen.fs',
        service: 'IFileSystemService',
        how: '`Readonly<Partial<Deps>>`, which makes `fs` optional',
      },
      {
        line: 4,
        column: 22,
        endLine: 4,
        endColumn: 48,
        name: 'a',
        service: 'IFileSystemService',
        how: '`Readonly<Partial<Deps>>`, which makes `fs` optional',
        suggestion: {
          name: 'a.fs',
          change: "add `& Pick<Deps, 'fs'>`",
          output: `import type { IFileSystemService } from './file-system-service.js';
type Deps = { fs: IFileSystemService; log: unknown };
export interface Frozen extends Readonly<Partial<Deps>> {}
export function load(a: Readonly<Partial<Deps>> & Pick<Deps, 'fs'>, b: Partial<Readonly<Deps>>, c: Omit<Partial<Deps>, 'log'>, d: Pick<Partial<Deps>, 'fs'>) {
  return [a, b, c, d];
}`,
        },
      },
      {
        line: 4,
        column: 50,
        endLine: 4,
        endColumn: 76,
        name: 'b',
        service: 'IFileSystemService',
        how: '`Partial<Readonly<Deps>>`, which makes `fs` optional',
        suggestion: {
          name: 'b.fs',
          change: "add `& Pick<Readonly<Deps>, 'fs'>`",
          output: `import type { IFileSystemService } from './file-system-service.js';
type Deps = { fs: IFileSystemService; log: unknown };
export interface Frozen extends Readonly<Partial<Deps>> {}
export function load(a: Readonly<Partial<Deps>>, b: Partial<Readonly<Deps>> & Pick<Readonly<Deps>, 'fs'>, c: Omit<Partial<Deps>, 'log'>, d: Pick<Partial<Deps>, 'fs'>) {
  return [a, b, c, d];
}`,
        },
      },
      {
        line: 4,
        column: 78,
        endLine: 4,
        endColumn: 107,
        name: 'c',
        service: 'IFileSystemService',
        how: "`Omit<Partial<Deps>, 'log'>`, which makes `fs` optional",
        suggestion: {
          name: 'c.fs',
          change: "add `& Pick<Deps, 'fs'>`",
          output: `import type { IFileSystemService } from './file-system-service.js';
type Deps = { fs: IFileSystemService; log: unknown };
export interface Frozen extends Readonly<Partial<Deps>> {}
export function load(a: Readonly<Partial<Deps>>, b: Partial<Readonly<Deps>>, c: Omit<Partial<Deps>, 'log'> & Pick<Deps, 'fs'>, d: Pick<Partial<Deps>, 'fs'>) {
  return [a, b, c, d];
}`,
        },
      },
      {
        line: 4,
        column: 109,
        endLine: 4,
        endColumn: 137,
        name: 'd',
        service: 'IFileSystemService',
        how: "`Pick<Partial<Deps>, 'fs'>`, which makes `fs` optional",
        suggestion: {
          name: 'd.fs',
          change: "add `& Pick<Deps, 'fs'>`",
          output: `import type { IFileSystemService } from './file-system-service.js';
type Deps = { fs: IFileSystemService; log: unknown };
export interface Frozen extends Readonly<Partial<Deps>> {}
export function load(a: Readonly<Partial<Deps>>, b: Partial<Readonly<Deps>>, c: Omit<Partial<Deps>, 'log'>, d: Pick<Partial<Deps>, 'fs'> & Pick<Deps, 'fs'>) {
  return [a, b, c, d];
}`,
        },
      },
    ],
  },
  {
    title:
      'aliases declared in the file read as what they name: a nullable service, a Record, a Partial inside other shapes, an alias of an alias',
    code: `import type { IFileSystemService } from './file-system-service.js';
type MaybeFs = IFileSystemService | undefined;
type Held = Record<'fs', IFileSystemService | undefined>;
type Deps = { fs: IFileSystemService; log: unknown };
type Loose = Partial<Deps> & { verbose: boolean };
type Frozen = Readonly<Partial<Deps>>;
type Again = MaybeFs;
export function load(a: MaybeFs, b: Held, c: Loose, d: Frozen, e: Again) {
  return [a, b, c, d, e];
}`,
    errors: [
      {
        line: 8,
        column: 22,
        endLine: 8,
        endColumn: 32,
        name: 'a',
        service: 'IFileSystemService',
        how: '`MaybeFs`, which admits `undefined`',
        suggestion: {
          change: 'use `NonNullable<MaybeFs>`',
          output: `import type { IFileSystemService } from './file-system-service.js';
type MaybeFs = IFileSystemService | undefined;
type Held = Record<'fs', IFileSystemService | undefined>;
type Deps = { fs: IFileSystemService; log: unknown };
type Loose = Partial<Deps> & { verbose: boolean };
type Frozen = Readonly<Partial<Deps>>;
type Again = MaybeFs;
export function load(a: NonNullable<MaybeFs>, b: Held, c: Loose, d: Frozen, e: Again) {
  return [a, b, c, d, e];
}`,
        },
      },
      {
        line: 8,
        column: 34,
        endLine: 8,
        endColumn: 41,
        name: 'b',
        service: 'IFileSystemService',
        how: '`Held`, which admits `undefined`',
      },
      {
        line: 8,
        column: 43,
        endLine: 8,
        endColumn: 51,
        name: 'c',
        service: 'IFileSystemService',
        how: '`Loose`, which makes `fs` optional',
      },
      {
        line: 8,
        column: 53,
        endLine: 8,
        endColumn: 62,
        name: 'd',
        service: 'IFileSystemService',
        how: '`Frozen`, which makes `fs` optional',
      },
      {
        line: 8,
        column: 64,
        endLine: 8,
        endColumn: 72,
        name: 'e',
        service: 'IFileSystemService',
        how: '`Again`, which admits `undefined`',
        suggestion: {
          change: 'use `NonNullable<Again>`',
          output: `import type { IFileSystemService } from './file-system-service.js';
type MaybeFs = IFileSystemService | undefined;
type Held = Record<'fs', IFileSystemService | undefined>;
type Deps = { fs: IFileSystemService; log: unknown };
type Loose = Partial<Deps> & { verbose: boolean };
type Frozen = Readonly<Partial<Deps>>;
type Again = MaybeFs;
export function load(a: MaybeFs, b: Held, c: Loose, d: Frozen, e: NonNullable<Again>) {
  return [a, b, c, d, e];
}`,
        },
      },
    ],
  },
  {
    title: 'an interface that extends Partial of imported dependencies: only the checker sees the members',
    code: `import type { Deps } from './service-deps.js';
export interface Options extends Partial<Deps> {
  verbose: boolean;
}`,
    typedErrors: [
      {
        line: 2,
        column: 34,
        endLine: 2,
        endColumn: 47,
        name: 'Options.fs',
        service: 'IFileSystemService',
        how: '`Partial<Deps>`, which makes `fs` optional',
      },
    ],
  },
  {
    title: 'Partial of a Pick or Omit that keeps the service',
    code: `import type { IFileSystemService } from './file-system-service.js';
interface Deps {
  fs: IFileSystemService;
  name?: string;
}
export function load(a: Partial<Pick<Deps, 'fs'>>, b: Partial<Omit<Deps, 'name'>>) {
  return [a, b];
}`,
    errors: [
      {
        line: 6,
        column: 22,
        endLine: 6,
        endColumn: 50,
        name: 'a',
        service: 'IFileSystemService',
        how: "`Partial<Pick<Deps, 'fs'>>`, which makes `fs` optional",
        suggestion: {
          name: 'a.fs',
          change: "add `& Pick<Pick<Deps, 'fs'>, 'fs'>`",
          output: `import type { IFileSystemService } from './file-system-service.js';
interface Deps {
  fs: IFileSystemService;
  name?: string;
}
export function load(a: Partial<Pick<Deps, 'fs'>> & Pick<Pick<Deps, 'fs'>, 'fs'>, b: Partial<Omit<Deps, 'name'>>) {
  return [a, b];
}`,
        },
      },
      {
        line: 6,
        column: 52,
        endLine: 6,
        endColumn: 82,
        name: 'b',
        service: 'IFileSystemService',
        how: "`Partial<Omit<Deps, 'name'>>`, which makes `fs` optional",
        suggestion: {
          name: 'b.fs',
          change: "add `& Pick<Omit<Deps, 'name'>, 'fs'>`",
          output: `import type { IFileSystemService } from './file-system-service.js';
interface Deps {
  fs: IFileSystemService;
  name?: string;
}
export function load(a: Partial<Pick<Deps, 'fs'>>, b: Partial<Omit<Deps, 'name'>> & Pick<Omit<Deps, 'name'>, 'fs'>) {
  return [a, b];
}`,
        },
      },
    ],
  },
  {
    title: 'home-made deep partials: recursive and conditional',
    code: `import type { IFileSystemService } from './file-system-service.js';
interface Deps {
  fs: IFileSystemService;
  name?: string;
}
type DeepPartial<T> = { [K in keyof T]?: DeepPartial<T[K]> };
type DeepOptional<T> = { [K in keyof T]?: T[K] extends object ? DeepOptional<T[K]> : T[K] };
export function load(a: DeepPartial<Deps>, b: DeepOptional<Deps>) {
  return [a, b];
}`,
    errors: [
      {
        line: 8,
        column: 22,
        endLine: 8,
        endColumn: 42,
        name: 'a',
        service: 'IFileSystemService',
        how: '`DeepPartial<Deps>`, which makes `fs` optional',
        suggestion: {
          name: 'a.fs',
          change: "add `& Pick<Deps, 'fs'>`",
          output: `import type { IFileSystemService } from './file-system-service.js';
interface Deps {
  fs: IFileSystemService;
  name?: string;
}
type DeepPartial<T> = { [K in keyof T]?: DeepPartial<T[K]> };
type DeepOptional<T> = { [K in keyof T]?: T[K] extends object ? DeepOptional<T[K]> : T[K] };
export function load(a: DeepPartial<Deps> & Pick<Deps, 'fs'>, b: DeepOptional<Deps>) {
  return [a, b];
}`,
        },
      },
      {
        line: 8,
        column: 44,
        endLine: 8,
        endColumn: 65,
        name: 'b',
        service: 'IFileSystemService',
        how: '`DeepOptional<Deps>`, which makes `fs` optional',
        suggestion: {
          name: 'b.fs',
          change: "add `& Pick<Deps, 'fs'>`",
          output: `import type { IFileSystemService } from './file-system-service.js';
interface Deps {
  fs: IFileSystemService;
  name?: string;
}
type DeepPartial<T> = { [K in keyof T]?: DeepPartial<T[K]> };
type DeepOptional<T> = { [K in keyof T]?: T[K] extends object ? DeepOptional<T[K]> : T[K] };
export function load(a: DeepPartial<Deps>, b: DeepOptional<Deps> & Pick<Deps, 'fs'>) {
  return [a, b];
}`,
        },
      },
    ],
  },
  {
    title: "Record<'fs', S | undefined>, and of an alias only the checker sees nullish",
    code: `import type { IFileSystemService } from './file-system-service.js';
import type { MaybeFs } from './optional-services.js';
export function load(a: Record<'fs', IFileSystemService | undefined>, b: Record<'fs' | 'backup', MaybeFs>) {
  return [a, b];
}`,
    errors: [
      {
        line: 3,
        column: 22,
        endLine: 3,
        endColumn: 69,
        name: 'a',
        service: 'IFileSystemService',
        how: "`Record<'fs', IFileSystemService | undefined>`, which admits `undefined`",
      },
    ],
    typedErrors: [
      {
        line: 3,
        column: 71,
        endLine: 3,
        endColumn: 106,
        name: 'b',
        service: 'IFileSystemService',
        how: "`Record<'fs' | 'backup', MaybeFs>`, which admits `undefined`",
      },
    ],
  },
  {
    title: 'a type parameter constrained to the service made optional: function, class, and an alias constraint',
    code: `import type { IFileSystemService } from './file-system-service.js';
import type { MaybeFs } from './optional-services.js';
export function load<T extends IFileSystemService | undefined>(fs: T) {
  return fs;
}
export class Reader<T extends IFileSystemService | null, U extends MaybeFs> {
  constructor(
    private readonly fs: T,
    private readonly backup: U,
  ) {}
}`,
    errors: [
      {
        line: 3,
        column: 64,
        endLine: 3,
        endColumn: 69,
        name: 'fs',
        service: 'IFileSystemService',
        how: '`T`, which admits `undefined`',
      },
      {
        line: 8,
        column: 22,
        endLine: 8,
        endColumn: 27,
        name: 'fs',
        service: 'IFileSystemService',
        how: '`T`, which admits `null`',
      },
    ],
    typedErrors: [
      {
        line: 9,
        column: 22,
        endLine: 9,
        endColumn: 31,
        name: 'backup',
        service: 'IFileSystemService',
        how: '`U`, which admits `undefined`',
      },
    ],
  },
  {
    title: '| typeof undefined',
    code: `import type { IFileSystemService } from './file-system-service.js';
export function load(fs: IFileSystemService | typeof undefined) {
  return fs;
}`,
    errors: [
      {
        line: 2,
        column: 22,
        endLine: 2,
        endColumn: 63,
        name: 'fs',
        service: 'IFileSystemService',
        how: '`| typeof undefined`',
        suggestion: {
          change: 'remove `| typeof undefined`',
          output: `import type { IFileSystemService } from './file-system-service.js';
export function load(fs: IFileSystemService) {
  return fs;
}`,
        },
      },
    ],
  },
  {
    title: 'not a lazy cache: a public field, and a private one filled from a constructor parameter',
    code: `import type { IFileSystemService } from './file-system-service.js';
declare function createDisk(): IFileSystemService;
export class Public {
  cache: IFileSystemService | null = null;
}
export class FromParameter {
  private given: IFileSystemService | null = null;
  constructor(fs: IFileSystemService) {
    this.given = fs;
  }
}`,
    errors: [
      {
        line: 4,
        column: 3,
        endLine: 4,
        endColumn: 8,
        name: 'cache',
        service: 'IFileSystemService',
        how: '`| null` and a default of `null`',
        suggestion: {
          change: 'remove `| null`, remove the default `= null`, then assign it in the constructor',
          output: `import type { IFileSystemService } from './file-system-service.js';
declare function createDisk(): IFileSystemService;
export class Public {
  cache: IFileSystemService;
}
export class FromParameter {
  private given: IFileSystemService | null = null;
  constructor(fs: IFileSystemService) {
    this.given = fs;
  }
}`,
        },
      },
      {
        line: 7,
        column: 11,
        endLine: 7,
        endColumn: 16,
        name: 'given',
        service: 'IFileSystemService',
        how: '`| null` and a default of `null`',
        suggestion: {
          change: 'remove `| null`, remove the default `= null`',
          output: `import type { IFileSystemService } from './file-system-service.js';
declare function createDisk(): IFileSystemService;
export class Public {
  cache: IFileSystemService | null = null;
}
export class FromParameter {
  private given: IFileSystemService;
  constructor(fs: IFileSystemService) {
    this.given = fs;
  }
}`,
        },
      },
    ],
  },
  {
    title: 'not a lazy cache: a private field a method fills from outside, next to its own ??= new',
    code: `import type { IFileSystemService } from './file-system-service.js';
declare class Disk {}
export class BySetter {
  private held: IFileSystemService | null = null;
  use(fs: IFileSystemService) {
    this.held = fs;
  }
  get fs() {
    return (this.held ??= new Disk() as IFileSystemService);
  }
}`,
    errors: [
      {
        line: 4,
        column: 11,
        endLine: 4,
        endColumn: 15,
        name: 'held',
        service: 'IFileSystemService',
        how: '`| null` and a default of `null`',
        suggestion: {
          change: 'remove `| null`, remove the default `= null`, then assign it in the constructor',
          output: `import type { IFileSystemService } from './file-system-service.js';
declare class Disk {}
export class BySetter {
  private held: IFileSystemService;
  use(fs: IFileSystemService) {
    this.held = fs;
  }
  get fs() {
    return (this.held ??= new Disk() as IFileSystemService);
  }
}`,
        },
      },
    ],
  },
  {
    title:
      'not a lazy cache, though its own ??= new fills it: a protected field a subclass fills, a field Object.assign(this, \u2026) fills, a field named in a string',
    code: `import type { IFileSystemService } from './file-system-service.js';
declare class Disk {}
export class Base {
  protected shared?: IFileSystemService;
  get fs() {
    return (this.shared ??= new Disk() as IFileSystemService);
  }
}
export class Derived extends Base {
  constructor(fs: IFileSystemService) {
    super();
    this.shared = fs;
  }
}
export class Assigned {
  private bulk?: IFileSystemService;
  constructor(deps: object) {
    Object.assign(this, deps);
  }
  get fs() {
    return (this.bulk ??= new Disk() as IFileSystemService);
  }
}
export class Named {
  private byName?: IFileSystemService;
  get fs() {
    return (this.byName ??= new Disk() as IFileSystemService);
  }
}
export function fill(target: Named, fs: IFileSystemService) {
  Reflect.set(target, 'byName', fs);
}`,
    errors: [
      {
        line: 4,
        column: 13,
        endLine: 4,
        endColumn: 19,
        name: 'shared',
        service: 'IFileSystemService',
        how: '`?`',
        suggestion: {
          change: 'remove `?`, then assign it in the constructor',
          output: `import type { IFileSystemService } from './file-system-service.js';
declare class Disk {}
export class Base {
  protected shared: IFileSystemService;
  get fs() {
    return (this.shared ??= new Disk() as IFileSystemService);
  }
}
export class Derived extends Base {
  constructor(fs: IFileSystemService) {
    super();
    this.shared = fs;
  }
}
export class Assigned {
  private bulk?: IFileSystemService;
  constructor(deps: object) {
    Object.assign(this, deps);
  }
  get fs() {
    return (this.bulk ??= new Disk() as IFileSystemService);
  }
}
export class Named {
  private byName?: IFileSystemService;
  get fs() {
    return (this.byName ??= new Disk() as IFileSystemService);
  }
}
export function fill(target: Named, fs: IFileSystemService) {
  Reflect.set(target, 'byName', fs);
}`,
        },
      },
      {
        line: 16,
        column: 11,
        endLine: 16,
        endColumn: 15,
        name: 'bulk',
        service: 'IFileSystemService',
        how: '`?`',
        suggestion: {
          change: 'remove `?`, then assign it in the constructor',
          output: `import type { IFileSystemService } from './file-system-service.js';
declare class Disk {}
export class Base {
  protected shared?: IFileSystemService;
  get fs() {
    return (this.shared ??= new Disk() as IFileSystemService);
  }
}
export class Derived extends Base {
  constructor(fs: IFileSystemService) {
    super();
    this.shared = fs;
  }
}
export class Assigned {
  private bulk: IFileSystemService;
  constructor(deps: object) {
    Object.assign(this, deps);
  }
  get fs() {
    return (this.bulk ??= new Disk() as IFileSystemService);
  }
}
export class Named {
  private byName?: IFileSystemService;
  get fs() {
    return (this.byName ??= new Disk() as IFileSystemService);
  }
}
export function fill(target: Named, fs: IFileSystemService) {
  Reflect.set(target, 'byName', fs);
}`,
        },
      },
      {
        line: 25,
        column: 11,
        endLine: 25,
        endColumn: 17,
        name: 'byName',
        service: 'IFileSystemService',
        how: '`?`',
        suggestion: {
          change: 'remove `?`, then assign it in the constructor',
          output: `import type { IFileSystemService } from './file-system-service.js';
declare class Disk {}
export class Base {
  protected shared?: IFileSystemService;
  get fs() {
    return (this.shared ??= new Disk() as IFileSystemService);
  }
}
export class Derived extends Base {
  constructor(fs: IFileSystemService) {
    super();
    this.shared = fs;
  }
}
export class Assigned {
  private bulk?: IFileSystemService;
  constructor(deps: object) {
    Object.assign(this, deps);
  }
  get fs() {
    return (this.bulk ??= new Disk() as IFileSystemService);
  }
}
export class Named {
  private byName: IFileSystemService;
  get fs() {
    return (this.byName ??= new Disk() as IFileSystemService);
  }
}
export function fill(target: Named, fs: IFileSystemService) {
  Reflect.set(target, 'byName', fs);
}`,
        },
      },
    ],
  },
];

function toValid(item: Case): ValidTestCase<[]> {
  return { name: item.title, code: item.code };
}

function toInvalid(item: Case, errors: readonly Expected[]): InvalidTestCase<MessageIds, []> {
  return {
    ...toValid(item),
    errors: errors.map(({ line, column, endLine, endColumn, name, service, how, suggestion }) => ({
      messageId: 'optional' as const,
      data: { name, service, how },
      line,
      column,
      endLine,
      endColumn,
      suggestions: suggestion
        ? [
            {
              messageId: 'makeRequired' as const,
              data: { name: suggestion.name ?? name, service, change: suggestion.change },
              output: suggestion.output,
            },
          ]
        : [],
    })),
  };
}

const typedErrors = (item: Case): Expected[] =>
  [...(item.errors ?? []), ...(item.typedErrors ?? [])].sort((a, b) => a.line - b.line || a.column - b.column);

createTypedRuleTester().run('no-optional-file-system-service, Angular and NestJS shapes (typed)', rule, {
  valid: valid.map(toValid),
  invalid: invalid.map((item) => toInvalid(item, typedErrors(item))),
});

createUntypedRuleTester().run('no-optional-file-system-service, Angular and NestJS shapes (untyped TypeScript)', rule, {
  valid: [...valid, ...invalid.filter((item) => !item.errors)].map(toValid),
  invalid: invalid.filter((item) => item.errors).map((item) => toInvalid(item, item.errors ?? [])),
});

const javaScript = await createJavaScriptRuleTester();
javaScript.run('no-optional-file-system-service, Angular and NestJS shapes (JavaScript, espree)', rule, {
  valid: [
    {
      name: 'required injection behind a fallback value, and options held in a const that say required',
      code: "import { inject } from './di.js';\nimport { FileSystemService } from './service-deps.js';\nconst REQUIRED = { optional: false };\nexport class Reader {\n  fs = inject(FileSystemService, { optional: true }) ?? createDisk();\n  disk = inject(FileSystemService, REQUIRED);\n}\nfunction createDisk() {\n  return null;\n}",
      filename: 'file.js',
    },
  ],
  invalid: [
    {
      name: 'inject(…, { optional: true }) behind ?? undefined, and with options held in a const',
      code: "import { inject } from './di.js';\nimport { FileSystemService } from './service-deps.js';\nconst OPTIONAL = { optional: true };\nexport class Reader {\n  fs = inject(FileSystemService, { optional: true }) ?? undefined;\n  disk = inject(FileSystemService, OPTIONAL);\n}",
      filename: 'file.js',
      errors: [
        {
          messageId: 'optional',
          data: { name: 'fs', service: 'FileSystemService', how: '`optional: true` in `inject(FileSystemService, …)`' },
          line: 5,
          column: 3,
          endLine: 5,
          endColumn: 5,
          suggestions: [
            {
              messageId: 'makeRequired',
              data: { name: 'fs', service: 'FileSystemService', change: 'remove `optional: true`' },
              output:
                "import { inject } from './di.js';\nimport { FileSystemService } from './service-deps.js';\nconst OPTIONAL = { optional: true };\nexport class Reader {\n  fs = inject(FileSystemService) ?? undefined;\n  disk = inject(FileSystemService, OPTIONAL);\n}",
            },
          ],
        },
        {
          messageId: 'optional',
          data: {
            name: 'disk',
            service: 'FileSystemService',
            how: '`optional: true` in `inject(FileSystemService, …)`',
          },
          line: 6,
          column: 3,
          endLine: 6,
          endColumn: 7,
          suggestions: [],
        },
      ],
    },
  ],
});

describe('no-optional-file-system-service suggestions on Angular and NestJS shapes', () => {
  it('produce code that type-checks, or only lacks the assignment the suggestion asks for', () => {
    const outputs = invalid.flatMap((item) =>
      typedErrors(item).flatMap(({ suggestion }) =>
        suggestion
          ? [
              {
                title: item.title,
                output: suggestion.output,
                announcesAssignment: suggestion.change.endsWith('then assign it in the constructor'),
              },
            ]
          : [],
      ),
    );
    expect(outputs.length).toBeGreaterThan(15);
    const configFile = ts.readConfigFile(path.join(fixturesDir, 'tsconfig.json'), (file) => ts.sys.readFile(file));
    const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, fixturesDir);
    const virtual = new Map(
      outputs.map((entry, index) => [path.join(fixturesDir, `angular-nest-suggestion-output-${index}.ts`), entry]),
    );
    const host = ts.createCompilerHost(options);
    host.fileExists = (file) => virtual.has(file) || ts.sys.fileExists(file);
    host.readFile = (file) => virtual.get(file)?.output ?? ts.sys.readFile(file);
    const program = ts.createProgram({ rootNames: [...virtual.keys()], options, host });
    // TS2564: a required property that is never assigned, the work the suggestion announces.
    const problems = [...virtual.entries()].flatMap(([file, entry]) =>
      ts
        .getPreEmitDiagnostics(program, program.getSourceFile(file))
        .filter((diagnostic) => !(entry.announcesAssignment && diagnostic.code === 2564))
        .map((diagnostic) => `${entry.title}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`),
    );
    expect(problems).toEqual([]);
  });
});
