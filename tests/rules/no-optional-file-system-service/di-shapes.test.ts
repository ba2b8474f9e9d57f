/**
 * ORKVFS007 on the dependency-injection shapes of real code bases (the annotation forms are in
 * reports.test.ts), typed and untyped: Angular's `inject(…, { optional: true })`, NestJS/Angular `@Optional()`,
 * intersections, `Partial<Deps>` and mapped types that add `?`, optional tuple elements; and, as
 * correct forms, type guards and assertion functions, whose job is to reject a missing service.
 * What only the checker reports is marked `['typed']`. Every suggestion's
 * output is compiled with the fixtures' tsconfig (decorators enabled): it must type-check.
 */
import { describe, expect, it } from 'vitest';

import rule, { type MessageIds } from '../../../src/rules/no-optional-file-system-service.js';
import { runCaseTable, type Case as TableCase } from '../case-table.js';
import { compileSuggestions, optional, optionals } from './expected.js';

type Case = TableCase<MessageIds>;

const IMPORT = "import type { IFileSystemService } from './file-system-service.js';\n";

const valid: Case[] = [
  {
    title: 'the parameter of an assertion function or type guard: declaration, method, arrow, signature',
    code: `${IMPORT}export function assertFs(fs: IFileSystemService | undefined): asserts fs is IFileSystemService {
  if (!fs) throw new Error('no file system');
}
export function isFs(x: IFileSystemService | null): x is IFileSystemService {
  return x !== null;
}
export const isPresent = (fs?: IFileSystemService): fs is IFileSystemService => fs !== undefined;
export class Guards {
  isFs(fs: IFileSystemService | undefined): fs is IFileSystemService {
    return fs !== undefined;
  }
  static assertFs(fs: IFileSystemService | null): asserts fs {
    if (fs === null) throw new Error('no file system');
  }
}
export interface GuardApi {
  isFs(fs: IFileSystemService | undefined): fs is IFileSystemService;
}
export type Guard = (fs: IFileSystemService | null) => fs is IFileSystemService;
export declare function assertMounted(fs?: IFileSystemService): asserts fs is IFileSystemService;`,
  },
  {
    title: 'a function that only tests its parameter (TypeScript infers the type guard)',
    code: `${IMPORT}export const present = (fs: IFileSystemService | undefined) => fs !== undefined;
export function missing(fs?: IFileSystemService) {
  return fs == null;
}
export const truthy = (fs: IFileSystemService | null) => !!fs;
export const defined = (fs: IFileSystemService | undefined) => typeof fs !== 'undefined';
export const known = (fs: IFileSystemService | undefined) => Boolean(fs);
export const nothing = (fs: IFileSystemService | undefined) => undefined === fs;
export const both = (fs: IFileSystemService | null | undefined) => fs !== undefined && fs !== null;`,
  },
  {
    title: 'required injection: inject without options, with other options, with optional: false; @Inject alone',
    code: `${IMPORT}import { FileSystemService, FILE_SYSTEM } from './service-deps.js';
import { inject, Inject } from './di.js';
export class Reader {
  private readonly fs = inject(FileSystemService);
  private readonly own = inject(FileSystemService, { self: true });
  private readonly off = inject(FileSystemService, { optional: false });
  private readonly flagged = inject(FileSystemService, { optional: Reader.strict });
  static readonly strict: boolean = false;
  constructor(@Inject(FILE_SYSTEM) private readonly disk: IFileSystemService) {}
}`,
  },
  {
    title: 'optional injection of something else than the service',
    code: `import { Optional, inject } from './di.js';
import type { ILogger } from './service-deps.js';
class Clock {
  now = 0;
}
export class Reader {
  private readonly clock = inject(Clock, { optional: true });
  constructor(@Optional() private readonly logger: ILogger | null) {}
}`,
  },
  {
    title: 'mapped types that add no `?` to the service, and a Partial of other members',
    code: `${IMPORT}import type { Deps, ILogger } from './service-deps.js';
interface LocalDeps {
  fs: IFileSystemService;
  logger: ILogger;
}
export function load(a: Required<Deps>, b: Readonly<LocalDeps>, c: Pick<Deps, 'fs'>, d: Partial<Pick<LocalDeps, 'logger'>>, e: Partial<{ logger: ILogger }>) {
  return [a, b, c, d, e];
}`,
  },
  {
    title: 'required tuple elements, and an optional element of another type',
    code: `${IMPORT}export type Args = [IFileSystemService, string?];
export function load(...args: [fs: IFileSystemService, name?: string]) {
  return args;
}`,
  },
  {
    title: 'an optional intersection without the service',
    code: `import type { Disposable, ILogger } from './service-deps.js';
export function load(logger?: ILogger & Disposable) {
  return logger;
}`,
  },
  {
    title: 'a function whose body only tests the parameter with instanceof',
    code: `${IMPORT}class Disk {}\nexport const isDisk = (fs: IFileSystemService | undefined) => fs instanceof Disk;`,
  },
];

const invalid: Case[] = [
  {
    title: "Angular's inject(Service, { optional: true }) in a field",
    code: `import { FileSystemService } from './service-deps.js';
import { inject } from './di.js';
export class Reader {
  private readonly fs = inject(FileSystemService, { optional: true });
}`,
    errors: optionals([
      {
        span: 'fs',
        name: 'fs',
        service: 'FileSystemService',
        how: '`optional: true` in `inject(FileSystemService, …)`',
        suggestion: {
          change: 'remove `optional: true`',
          output: `import { FileSystemService } from './service-deps.js';
import { inject } from './di.js';
export class Reader {
  private readonly fs = inject(FileSystemService);
}`,
        },
      },
    ]),
  },
  {
    title: 'inject renamed and namespace-qualified, next to other options, as a parameter default',
    code: `import { FileSystemService } from './service-deps.js';
import * as di from './di.js';
import { inject as use } from './di.js';
export class Reader {
  private readonly fs = use(FileSystemService, { self: true, optional: true });
  constructor(private readonly disk = di.inject(FileSystemService, { optional: true, self: true })) {}
}`,
    errors: optionals([
      {
        span: 'fs',
        name: 'fs',
        service: 'FileSystemService',
        how: '`optional: true` in `use(FileSystemService, …)`',
        suggestion: {
          change: 'remove `optional: true`',
          output: `import { FileSystemService } from './service-deps.js';
import * as di from './di.js';
import { inject as use } from './di.js';
export class Reader {
  private readonly fs = use(FileSystemService, { self: true });
  constructor(private readonly disk = di.inject(FileSystemService, { optional: true, self: true })) {}
}`,
        },
      },
      {
        span: 'disk',
        name: 'disk',
        service: 'FileSystemService',
        how: '`optional: true` in `di.inject(FileSystemService, …)`',
        suggestion: {
          change: 'remove `optional: true`',
          output: `import { FileSystemService } from './service-deps.js';
import * as di from './di.js';
import { inject as use } from './di.js';
export class Reader {
  private readonly fs = use(FileSystemService, { self: true, optional: true });
  constructor(private readonly disk = di.inject(FileSystemService, { self: true })) {}
}`,
        },
      },
    ]),
  },
  {
    title: 'inject of a token: only the checker sees the inferred `IFileSystemService | null`',
    code: `import { FILE_SYSTEM } from './service-deps.js';
import { inject } from './di.js';
export class Reader {
  readonly fs = inject(FILE_SYSTEM, { optional: true });
}`,
    errors: optionals(
      [
        {
          span: 'fs',
          name: 'fs',
          how: '`optional: true` in `inject(FILE_SYSTEM, …)`',
          suggestion: {
            change: 'remove `optional: true`',
            output: `import { FILE_SYSTEM } from './service-deps.js';
import { inject } from './di.js';
export class Reader {
  readonly fs = inject(FILE_SYSTEM);
}`,
          },
        },
      ],
      ['typed'],
    ),
  },
  {
    title:
      'inject of a token reached through `this` or a private name: no name the file can place, so only the checker sees the service',
    code: `import { FileSystemService } from './service-deps.js';
import { inject } from './di.js';
export class Reader {
  static #FileSystemService = FileSystemService;
  readonly tokens = { FileSystemService };
  readonly fs = inject(this.tokens.FileSystemService, { optional: true });
  readonly disk = inject(Reader.#FileSystemService, { optional: true });
}`,
    errors: optionals(
      [
        {
          span: 'fs',
          name: 'fs',
          service: 'FileSystemService',
          how: '`optional: true` in `inject(this.tokens.FileSystemService, …)`',
          suggestion: {
            change: 'remove `optional: true`',
            output: `import { FileSystemService } from './service-deps.js';
import { inject } from './di.js';
export class Reader {
  static #FileSystemService = FileSystemService;
  readonly tokens = { FileSystemService };
  readonly fs = inject(this.tokens.FileSystemService);
  readonly disk = inject(Reader.#FileSystemService, { optional: true });
}`,
          },
        },
        {
          span: 'disk',
          name: 'disk',
          service: 'FileSystemService',
          how: '`optional: true` in `inject(Reader.#FileSystemService, …)`',
          suggestion: {
            change: 'remove `optional: true`',
            output: `import { FileSystemService } from './service-deps.js';
import { inject } from './di.js';
export class Reader {
  static #FileSystemService = FileSystemService;
  readonly tokens = { FileSystemService };
  readonly fs = inject(this.tokens.FileSystemService, { optional: true });
  readonly disk = inject(Reader.#FileSystemService);
}`,
          },
        },
      ],
      ['typed'],
    ),
  },
  {
    title: 'inject of a token the file declares: its type argument shows the service without types',
    code: `${IMPORT}import { InjectionToken, inject } from './di.js';
const FILE_SYSTEM = new InjectionToken<IFileSystemService>('file system');
export class Reader {
  private readonly fs = inject(FILE_SYSTEM, { optional: true });
}`,
    errors: optionals([
      {
        span: 'fs',
        name: 'fs',
        how: '`optional: true` in `inject(FILE_SYSTEM, …)`',
        suggestion: {
          change: 'remove `optional: true`',
          output: `${IMPORT}import { InjectionToken, inject } from './di.js';
const FILE_SYSTEM = new InjectionToken<IFileSystemService>('file system');
export class Reader {
  private readonly fs = inject(FILE_SYSTEM);
}`,
        },
      },
    ]),
  },
  {
    title: 'a field whose inferred type is the service made optional (no edit makes an inferred type required)',
    code: `${IMPORT}export class Reader {
  readonly fs = this.find();
  private find(): IFileSystemService | undefined {
    return undefined;
  }
}`,
    errors: optionals(
      [
        {
          span: 'fs',
          name: 'fs',
          how: 'the inferred type `IFileSystemService | undefined`',
        },
      ],
      ['typed'],
    ),
  },
  {
    title: '@Optional() with @Inject(TOKEN) on a parameter property',
    code: `${IMPORT}import { Optional, Inject } from './di.js';
import { FILE_SYSTEM } from './service-deps.js';
export class Reader {
  constructor(@Optional() @Inject(FILE_SYSTEM) private readonly fs: IFileSystemService) {}
}`,
    errors: optionals([
      {
        span: 'fs: IFileSystemService',
        name: 'fs',
        how: '`@Optional()`',
        suggestion: {
          change: 'remove `@Optional()`',
          output: `${IMPORT}import { Optional, Inject } from './di.js';
import { FILE_SYSTEM } from './service-deps.js';
export class Reader {
  constructor(@Inject(FILE_SYSTEM) private readonly fs: IFileSystemService) {}
}`,
        },
      },
    ]),
  },
  {
    title: '@Optional() renamed on a parameter, namespace-qualified on a property, next to `?` and `| null`',
    code: `${IMPORT}import { Optional as Maybe } from './di.js';
import * as di from './di.js';
export class Reader {
  @di.Optional() readonly disk?: IFileSystemService;
  constructor(@Maybe() fs: IFileSystemService | null) {
    void fs;
  }
}`,
    errors: optionals([
      {
        span: 'disk',
        name: 'disk',
        how: '`@di.Optional()` and `?`',
        suggestion: {
          change: 'remove `@di.Optional()`, remove `?`, then assign it in the constructor',
          output: `${IMPORT}import { Optional as Maybe } from './di.js';
import * as di from './di.js';
export class Reader {
  readonly disk: IFileSystemService;
  constructor(@Maybe() fs: IFileSystemService | null) {
    void fs;
  }
}`,
        },
      },
      {
        span: 'fs: IFileSystemService | null',
        name: 'fs',
        how: '`@Maybe()` and `| null`',
        suggestion: {
          change: 'remove `@Maybe()`, remove `| null`',
          output: `${IMPORT}import { Optional as Maybe } from './di.js';
import * as di from './di.js';
export class Reader {
  @di.Optional() readonly disk?: IFileSystemService;
  constructor(fs: IFileSystemService) {
    void fs;
  }
}`,
        },
      },
    ]),
  },
  {
    title: 'an intersection with the service made optional',
    code: `${IMPORT}import type { Disposable } from './service-deps.js';
export interface Deps {
  fs?: IFileSystemService & Disposable;
  disk: (Disposable & IFileSystemService) | null;
}`,
    errors: optionals([
      {
        span: 'fs',
        name: 'fs',
        how: '`?`',
        suggestion: {
          change: 'remove `?`',
          output: `${IMPORT}import type { Disposable } from './service-deps.js';
export interface Deps {
  fs: IFileSystemService & Disposable;
  disk: (Disposable & IFileSystemService) | null;
}`,
        },
      },
      {
        span: 'disk',
        name: 'disk',
        how: '`| null`',
        suggestion: {
          change: 'remove `| null`',
          output: `${IMPORT}import type { Disposable } from './service-deps.js';
export interface Deps {
  fs?: IFileSystemService & Disposable;
  disk: Disposable & IFileSystemService;
}`,
        },
      },
    ]),
  },
  {
    title: 'an alias of an intersection with the service, made optional',
    code: `import type { DisposableFs } from './service-deps.js';
export function load(fs?: DisposableFs) {
  return fs;
}`,
    errors: optionals(
      [
        {
          span: 'fs?: DisposableFs',
          name: 'fs',
          how: '`?`',
          suggestion: {
            change: 'remove `?`',
            output: `import type { DisposableFs } from './service-deps.js';
export function load(fs: DisposableFs) {
  return fs;
}`,
          },
        },
      ],
      ['typed'],
    ),
  },
  {
    title: 'Partial of dependencies declared in the file: a parameter and a destructured one',
    code: `${IMPORT}interface Deps {
  fs: IFileSystemService;
  name?: string;
}
export function load(deps: Partial<Deps>, { fs }: Partial<Deps>) {
  return [deps, fs];
}`,
    errors: optionals([
      {
        span: 'deps: Partial<Deps>',
        name: 'deps',
        how: '`Partial<Deps>`, which makes `fs` optional',
        suggestion: {
          name: 'deps.fs',
          change: "add `& Pick<Deps, 'fs'>`",
          output: `${IMPORT}interface Deps {
  fs: IFileSystemService;
  name?: string;
}
export function load(deps: Partial<Deps> & Pick<Deps, 'fs'>, { fs }: Partial<Deps>) {
  return [deps, fs];
}`,
        },
      },
      {
        span: 'fs',
        nth: 2,
        name: 'fs',
        how: '`Partial<Deps>`, which makes `fs` optional',
        suggestion: {
          change: "add `& Pick<Deps, 'fs'>`",
          output: `${IMPORT}interface Deps {
  fs: IFileSystemService;
  name?: string;
}
export function load(deps: Partial<Deps>, { fs }: Partial<Deps> & Pick<Deps, 'fs'>) {
  return [deps, fs];
}`,
        },
      },
    ]),
  },
  {
    title: 'Partial of imported dependencies and an imported mapped alias: only the checker sees them',
    code: `import type { Deps, Optionalize } from './service-deps.js';
export class Reader {
  constructor(private readonly deps: Partial<Deps>, private readonly more: Optionalize<Deps> = {}) {}
}
export function load({ logger }: Partial<Deps> = {}) {
  return logger;
}`,
    errors: optionals(
      [
        {
          span: 'deps: Partial<Deps>',
          name: 'deps',
          how: '`Partial<Deps>`, which makes `fs` optional',
          suggestion: {
            name: 'deps.fs',
            change: "add `& Pick<Deps, 'fs'>`",
            output: `import type { Deps, Optionalize } from './service-deps.js';
export class Reader {
  constructor(private readonly deps: Partial<Deps> & Pick<Deps, 'fs'>, private readonly more: Optionalize<Deps> = {}) {}
}
export function load({ logger }: Partial<Deps> = {}) {
  return logger;
}`,
          },
        },
        {
          span: 'more: Optionalize<Deps>',
          name: 'more',
          how: '`Optionalize<Deps>`, which makes `fs` optional',
        },
        { span: 'Partial<Deps>', nth: 2, name: 'fs', how: '`Partial<Deps>`, which makes `fs` optional' },
      ],
      ['typed'],
    ),
  },
  {
    title: 'a mapped alias that adds `?`, declared in the file, and Partial of a type literal',
    code: `${IMPORT}type Optional<T> = { [K in keyof T]?: T[K] };
interface LocalDeps {
  fs: IFileSystemService;
}
export interface Options {
  a: Optional<LocalDeps>;
  b: Partial<{ fs: IFileSystemService; name: string }>;
}`,
    errors: optionals([
      {
        span: 'a',
        nth: 5,
        name: 'a',
        how: '`Optional<LocalDeps>`, which makes `fs` optional',
        suggestion: {
          name: 'a.fs',
          change: "add `& Pick<LocalDeps, 'fs'>`",
          output: `${IMPORT}type Optional<T> = { [K in keyof T]?: T[K] };
interface LocalDeps {
  fs: IFileSystemService;
}
export interface Options {
  a: Optional<LocalDeps> & Pick<LocalDeps, 'fs'>;
  b: Partial<{ fs: IFileSystemService; name: string }>;
}`,
        },
      },
      {
        span: 'b',
        name: 'b',
        how: '`Partial<{ fs: IFileSystemService; name: string }>`, which makes `fs` optional',
      },
    ]),
  },
  {
    title: 'Partial of the service itself: every operation may be missing',
    code: `${IMPORT}export function load(fs: Partial<IFileSystemService>, { exists }: Partial<IFileSystemService>) {
  return [fs, exists];
}`,
    errors: optionals([
      {
        span: 'fs: Partial<IFileSystemService>',
        name: 'fs',
        how: '`Partial<IFileSystemService>`, which makes every member of `IFileSystemService` optional',
        suggestion: {
          change: 'use `IFileSystemService`',
          output: `${IMPORT}export function load(fs: IFileSystemService, { exists }: Partial<IFileSystemService>) {
  return [fs, exists];
}`,
        },
      },
      {
        span: 'exists',
        name: 'exists',
        how: '`Partial<IFileSystemService>`, which makes every member of `IFileSystemService` optional',
        suggestion: {
          change: 'use `IFileSystemService`',
          output: `${IMPORT}export function load(fs: Partial<IFileSystemService>, { exists }: IFileSystemService) {
  return [fs, exists];
}`,
        },
      },
    ]),
  },
  {
    title: 'an alias of Partial of the service declared in the file reads as what it names; Readonly adds no `?`',
    code: `${IMPORT}type PartialFs = Partial<IFileSystemService>;
export function load(fs: PartialFs, ro: Readonly<IFileSystemService>) {
  return [fs, ro];
}`,
    errors: optionals([
      {
        span: 'fs: PartialFs',
        name: 'fs',
        how: '`PartialFs`, which makes every member of `IFileSystemService` optional',
      },
    ]),
  },
  {
    title: 'Partial of a member already optional is reported once, where the member is declared',
    code: `${IMPORT}interface Deps {
  fs?: IFileSystemService;
}
export function load(deps: Partial<Deps>) {
  return deps;
}`,
    errors: optionals([
      {
        span: 'fs',
        name: 'fs',
        how: '`?`',
        suggestion: {
          change: 'remove `?`',
          output: `${IMPORT}interface Deps {
  fs: IFileSystemService;
}
export function load(deps: Partial<Deps>) {
  return deps;
}`,
        },
      },
    ]),
  },
  {
    title: 'optional tuple elements, unnamed and named; after an optional element there is no suggestion',
    code: `${IMPORT}export type Args = [IFileSystemService?];
export function load(...args: [name: string, fs?: IFileSystemService]) {
  return args;
}
export type Later = [string?, IFileSystemService?];`,
    errors: optionals([
      {
        span: 'IFileSystemService?',
        name: 'IFileSystemService?',
        how: '`?`',
        suggestion: {
          change: 'remove `?`',
          output: `${IMPORT}export type Args = [IFileSystemService];
export function load(...args: [name: string, fs?: IFileSystemService]) {
  return args;
}
export type Later = [string?, IFileSystemService?];`,
        },
      },
      {
        span: 'fs',
        name: 'fs',
        how: '`?`',
        suggestion: {
          change: 'remove `?`',
          output: `${IMPORT}export type Args = [IFileSystemService?];
export function load(...args: [name: string, fs: IFileSystemService]) {
  return args;
}
export type Later = [string?, IFileSystemService?];`,
        },
      },
      { span: 'IFileSystemService?', nth: 2, name: 'IFileSystemService?', how: '`?`' },
    ]),
  },
  {
    title: 'a function that tests its parameter and something else is no guard of it',
    code: `${IMPORT}export const mixed = (fs: IFileSystemService | undefined, other: unknown) => fs !== undefined && other !== null;`,
    errors: optionals([
      {
        span: 'fs: IFileSystemService | undefined',
        name: 'fs',
        how: '`| undefined`',
        suggestion: {
          change: 'remove `| undefined`',
          output: `${IMPORT}export const mixed = (fs: IFileSystemService, other: unknown) => fs !== undefined && other !== null;`,
        },
      },
    ]),
  },
  {
    title: "a guard's other parameters, and a function that does more than test its parameter",
    code: `${IMPORT}export function isFs(x: unknown, fallback?: IFileSystemService): x is IFileSystemService {
  return x === fallback;
}
export const read = (fs?: IFileSystemService) => fs?.readAllText('a');`,
    errors: optionals([
      {
        span: 'fallback?: IFileSystemService',
        name: 'fallback',
        how: '`?`',
        suggestion: {
          change: 'remove `?`',
          output: `${IMPORT}export function isFs(x: unknown, fallback: IFileSystemService): x is IFileSystemService {
  return x === fallback;
}
export const read = (fs?: IFileSystemService) => fs?.readAllText('a');`,
        },
      },
      {
        span: 'fs?: IFileSystemService',
        name: 'fs',
        how: '`?`',
        suggestion: {
          change: 'remove `?`',
          output: `${IMPORT}export function isFs(x: unknown, fallback?: IFileSystemService): x is IFileSystemService {
  return x === fallback;
}
export const read = (fs: IFileSystemService) => fs?.readAllText('a');`,
        },
      },
    ]),
  },
  {
    title: "InversifyJS's @optional() on a property",
    code: `${IMPORT}import { optional } from './inversify.js';
export class Reader {
  @optional() readonly disk: IFileSystemService;
}`,
    errors: optionals([
      {
        span: 'disk',
        name: 'disk',
        how: '`@optional()`',
        suggestion: {
          change: 'remove `@optional()`, then assign it in the constructor',
          output: `${IMPORT}import { optional } from './inversify.js';
export class Reader {
  readonly disk: IFileSystemService;
}`,
        },
      },
    ]),
  },
  {
    title: "InversifyJS's @optional() next to @inject(TOKEN) on a parameter property",
    code: `${IMPORT}import { inject, optional } from './inversify.js';
export class Writer {
  constructor(@inject('fs') @optional() private readonly fs: IFileSystemService) {}
}`,
    errors: optionals([
      {
        span: 'fs: IFileSystemService',
        name: 'fs',
        how: '`@optional()`',
        suggestion: {
          change: 'remove `@optional()`',
          output: `${IMPORT}import { inject, optional } from './inversify.js';
export class Writer {
  constructor(@inject('fs') private readonly fs: IFileSystemService) {}
}`,
        },
      },
    ]),
  },
  {
    title: 'an overload signature',
    code: `${IMPORT}export declare function load(path: string): void;
export declare function load(path: string, fs?: IFileSystemService): void;`,
    errors: optionals([
      {
        span: 'fs?: IFileSystemService',
        name: 'fs',
        how: '`?`',
        suggestion: {
          change: 'remove `?`',
          output: `${IMPORT}export declare function load(path: string): void;
export declare function load(path: string, fs: IFileSystemService): void;`,
        },
      },
    ]),
  },
];

await runCaseTable(
  'no-optional-file-system-service, DI shapes',
  rule,
  { valid, invalid },
  { modes: ['typed', 'untyped'] },
);

await runCaseTable(
  'no-optional-file-system-service, DI shapes',
  rule,
  {
    valid: [
      {
        title: 'required injection, and optional injection of something else',
        code: "import { inject } from './di.js';\nimport { FileSystemService } from './service-deps.js';\nclass Clock {}\nexport class Reader {\n  fs = inject(FileSystemService);\n  clock = inject(Clock, { optional: true });\n}",
      },
    ],
    invalid: [
      {
        title: 'inject(Service, { optional: true }) needs no types to be optional',
        code: "import { inject } from './di.js';\nimport { FileSystemService } from './service-deps.js';\nexport class Reader {\n  fs = inject(FileSystemService, { optional: true });\n}",
        errors: [
          optional({
            span: 'fs',
            name: 'fs',
            service: 'FileSystemService',
            how: '`optional: true` in `inject(FileSystemService, …)`',
            suggestion: {
              change: 'remove `optional: true`',
              output:
                "import { inject } from './di.js';\nimport { FileSystemService } from './service-deps.js';\nexport class Reader {\n  fs = inject(FileSystemService);\n}",
            },
          }),
        ],
      },
    ],
  },
  { modes: ['javascript'] },
);

describe('no-optional-file-system-service suggestions on DI shapes', () => {
  it('produce code that type-checks, or only lacks the assignment the suggestion asks for', () => {
    const compiled = compileSuggestions(invalid, { prefix: 'di-suggestion-output', decorators: true });
    expect(compiled.count).toBeGreaterThan(15);
    expect(compiled.problems).toEqual([]);
  });
});
