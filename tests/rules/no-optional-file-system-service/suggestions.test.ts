/**
 * ORKVFS007's suggestion, edit by edit, typed and untyped: what it removes and what it keeps
 * (comments next to a removed decorator or `optional: true`, the spacing of a union it leaves
 * alone), and when it asks to "then assign it in the constructor" (a constructor that assigns
 * the field, found among other members; private names; `this` only; `=` only; ambient classes
 * and declaration files need no assignment).
 */
import rule, { type MessageIds } from '../../../src/rules/no-optional-file-system-service.js';
import { runCaseTable, type Case as TableCase } from '../case-table.js';
import { optionals } from './expected.js';

type Case = TableCase<MessageIds>;

const IMPORT = "import type { IFileSystemService } from './file-system-service.js';\n";
const INJECT = "import { FileSystemService } from './service-deps.js';\nimport { inject } from './di.js';\n";

const OPTIONAL = "import { Optional } from './di.js';\n";

/** `code` with `from`, which occurs once, replaced by `to`: the output of a suggestion that edits only there. */
function replaceOnce(code: string, from: string, to: string): string {
  if (code.split(from).length !== 2) throw new Error(`test bug: ${JSON.stringify(from)} is not in the code once`);
  return code.replace(from, to);
}

const ASSIGNMENTS = `${IMPORT}export class A {
  fs?: IFileSystemService;
  constructor(fs: IFileSystemService) {
    this.fs ??= fs;
  }
}
export class B {
  fs?: IFileSystemService;
  constructor(fs: IFileSystemService) {
    this.fs ||= fs;
  }
}
export class C {
  fs?: IFileSystemService;
  constructor(fs: IFileSystemService) {
    this.fs &&= fs;
  }
}
export class D {
  fs?: IFileSystemService;
  other?: object;
  constructor(fs: IFileSystemService) {
    const self = this;
    self.fs = fs;
    this.other = fs;
  }
}`;

const cases: Case[] = [
  {
    title: 'a comment after a removed decorator stays: a parameter property and a property',
    code: `${IMPORT}${OPTIONAL}export class Reader {
  constructor(@Optional() /* the module provides it */ private readonly fs: IFileSystemService | null) {}
}
export class Writer {
  @Optional() // the module provides it
  readonly fs?: IFileSystemService;
}`,
    errors: optionals([
      {
        span: 'fs: IFileSystemService | null',
        name: 'fs',
        how: '`@Optional()` and `| null`',
        suggestion: {
          change: 'remove `@Optional()`, remove `| null`',
          output: `${IMPORT}${OPTIONAL}export class Reader {
  constructor(/* the module provides it */ private readonly fs: IFileSystemService) {}
}
export class Writer {
  @Optional() // the module provides it
  readonly fs?: IFileSystemService;
}`,
        },
      },
      {
        span: 'fs',
        after: '// the module provides it\n  readonly ',
        name: 'fs',
        how: '`@Optional()` and `?`',
        suggestion: {
          change: 'remove `@Optional()`, remove `?`, then assign it in the constructor',
          output: `${IMPORT}${OPTIONAL}export class Reader {
  constructor(@Optional() /* the module provides it */ private readonly fs: IFileSystemService | null) {}
}
export class Writer {
  // the module provides it
  readonly fs: IFileSystemService;
}`,
        },
      },
    ]),
  },
  {
    title:
      'optional: true removed with its commas: the only option before a trailing comma, a comment after it, the last option',
    code: `${INJECT}export class Reader {
  fs = inject(FileSystemService, { optional: true }, );
  disk = inject(FileSystemService, { optional: true, /* keep */ host: true });
  files = inject(FileSystemService, { host: true, optional: true, });
  store = inject(FileSystemService, {
    host: true,
    optional: true,
  });
}`,
    errors: optionals([
      {
        span: 'fs',
        after: 'export class Reader {\n  ',
        name: 'fs',
        service: 'FileSystemService',
        how: '`optional: true` in `inject(FileSystemService, …)`',
        suggestion: {
          change: 'remove `optional: true`',
          output: `${INJECT}export class Reader {
  fs = inject(FileSystemService );
  disk = inject(FileSystemService, { optional: true, /* keep */ host: true });
  files = inject(FileSystemService, { host: true, optional: true, });
  store = inject(FileSystemService, {
    host: true,
    optional: true,
  });
}`,
        },
      },
      {
        span: 'disk',
        name: 'disk',
        service: 'FileSystemService',
        how: '`optional: true` in `inject(FileSystemService, …)`',
        suggestion: {
          change: 'remove `optional: true`',
          output: `${INJECT}export class Reader {
  fs = inject(FileSystemService, { optional: true }, );
  disk = inject(FileSystemService, { /* keep */ host: true });
  files = inject(FileSystemService, { host: true, optional: true, });
  store = inject(FileSystemService, {
    host: true,
    optional: true,
  });
}`,
        },
      },
      {
        span: 'files',
        name: 'files',
        service: 'FileSystemService',
        how: '`optional: true` in `inject(FileSystemService, …)`',
        suggestion: {
          change: 'remove `optional: true`',
          output: `${INJECT}export class Reader {
  fs = inject(FileSystemService, { optional: true }, );
  disk = inject(FileSystemService, { optional: true, /* keep */ host: true });
  files = inject(FileSystemService, { host: true, });
  store = inject(FileSystemService, {
    host: true,
    optional: true,
  });
}`,
        },
      },
      {
        span: 'store',
        name: 'store',
        service: 'FileSystemService',
        how: '`optional: true` in `inject(FileSystemService, …)`',
        suggestion: {
          change: 'remove `optional: true`',
          output: `${INJECT}export class Reader {
  fs = inject(FileSystemService, { optional: true }, );
  disk = inject(FileSystemService, { optional: true, /* keep */ host: true });
  files = inject(FileSystemService, { host: true, optional: true, });
  store = inject(FileSystemService, {
    host: true,
  });
}`,
        },
      },
    ]),
  },
  {
    title: 'a union or parentheses written around the service alone stay as written',
    code: `${IMPORT}export function load(fs?: (IFileSystemService)) {
  return fs;
}
export function save(fs?:
  | IFileSystemService) {
  return fs;
}`,
    errors: optionals([
      {
        span: 'fs?: (IFileSystemService)',
        name: 'fs',
        how: '`?`',
        suggestion: {
          change: 'remove `?`',
          output: `${IMPORT}export function load(fs: (IFileSystemService)) {
  return fs;
}
export function save(fs?:
  | IFileSystemService) {
  return fs;
}`,
        },
      },
      {
        span: 'fs?:\n  | IFileSystemService',
        name: 'fs',
        how: '`?`',
        suggestion: {
          change: 'remove `?`',
          output: `${IMPORT}export function load(fs?: (IFileSystemService)) {
  return fs;
}
export function save(fs:
  | IFileSystemService) {
  return fs;
}`,
        },
      },
    ]),
  },
  {
    title:
      'a member of the type of a parameter: suggested without a default, not with one (the default would stop type-checking)',
    code: `${IMPORT}export function load({ fs }: { fs?: IFileSystemService }) {
  return fs;
}
export function save(deps: { fs?: IFileSystemService } = {}) {
  return deps;
}
export function read([fs]: [fs?: IFileSystemService] = []) {
  return fs;
}
export function write(args: [IFileSystemService?] = []) {
  return args;
}
export function list([first]: { 0?: string; fs?: IFileSystemService } = []) {
  return first;
}
export function find([fs]: [fs?: IFileSystemService]) {
  return fs;
}`,
    errors: optionals([
      {
        span: 'fs',
        after: '{ fs }: { ',
        name: 'fs',
        how: '`?`',
        suggestion: {
          change: 'remove `?`',
          output: `${IMPORT}export function load({ fs }: { fs: IFileSystemService }) {
  return fs;
}
export function save(deps: { fs?: IFileSystemService } = {}) {
  return deps;
}
export function read([fs]: [fs?: IFileSystemService] = []) {
  return fs;
}
export function write(args: [IFileSystemService?] = []) {
  return args;
}
export function list([first]: { 0?: string; fs?: IFileSystemService } = []) {
  return first;
}
export function find([fs]: [fs?: IFileSystemService]) {
  return fs;
}`,
        },
      },
      { span: 'fs', after: 'deps: { ', name: 'fs', how: '`?`' },
      { span: 'fs', after: '[fs]: [', name: 'fs', how: '`?`' },
      { span: 'IFileSystemService?', name: 'IFileSystemService?', how: '`?`' },
      { span: 'fs', after: '0?: string; ', name: 'fs', how: '`?`' },
      {
        span: 'fs',
        after: 'find([fs]: [',
        name: 'fs',
        how: '`?`',
        suggestion: {
          change: 'remove `?`',
          output: `${IMPORT}export function load({ fs }: { fs?: IFileSystemService }) {
  return fs;
}
export function save(deps: { fs?: IFileSystemService } = {}) {
  return deps;
}
export function read([fs]: [fs?: IFileSystemService] = []) {
  return fs;
}
export function write(args: [IFileSystemService?] = []) {
  return args;
}
export function list([first]: { 0?: string; fs?: IFileSystemService } = []) {
  return first;
}
export function find([fs]: [fs: IFileSystemService]) {
  return fs;
}`,
        },
      },
    ]),
  },
  {
    title:
      'a defaulted parameter whose type holds the member in a union, an array, a tuple or a return type: no suggestion; in a method signature, an assertion or Partial: suggested',
    code: `${IMPORT}export function find(deps: { fs?: IFileSystemService } | undefined = {}) {
  return deps;
}
export function all(list: readonly { fs?: IFileSystemService }[] = [{}]) {
  return list;
}
export function pair(named: [name: string, deps: { fs?: IFileSystemService }] = ['', {}]) {
  return named;
}
export function make(create = (): { fs?: IFileSystemService } => ({})) {
  return create;
}
export function load(deps: { read(fs?: IFileSystemService): void } = { read() {} }) {
  return deps;
}
export function cast(list = [{} as { fs?: IFileSystemService }]) {
  return list;
}
export function keep(deps: Partial<{ fs?: IFileSystemService }> = {}) {
  return deps;
}`,
    errors: optionals([
      { span: 'fs', after: 'find(deps: { ', name: 'fs', how: '`?`' },
      { span: 'fs', after: 'readonly { ', name: 'fs', how: '`?`' },
      { span: 'fs', after: 'string, deps: { ', name: 'fs', how: '`?`' },
      { span: 'fs', after: '(): { ', name: 'fs', how: '`?`' },
      {
        span: 'fs?: IFileSystemService',
        after: 'read(',
        name: 'fs',
        how: '`?`',
        suggestion: {
          change: 'remove `?`',
          output: `${IMPORT}export function find(deps: { fs?: IFileSystemService } | undefined = {}) {
  return deps;
}
export function all(list: readonly { fs?: IFileSystemService }[] = [{}]) {
  return list;
}
export function pair(named: [name: string, deps: { fs?: IFileSystemService }] = ['', {}]) {
  return named;
}
export function make(create = (): { fs?: IFileSystemService } => ({})) {
  return create;
}
export function load(deps: { read(fs: IFileSystemService): void } = { read() {} }) {
  return deps;
}
export function cast(list = [{} as { fs?: IFileSystemService }]) {
  return list;
}
export function keep(deps: Partial<{ fs?: IFileSystemService }> = {}) {
  return deps;
}`,
        },
      },
      {
        span: 'fs',
        after: 'as { ',
        name: 'fs',
        how: '`?`',
        suggestion: {
          change: 'remove `?`',
          output: `${IMPORT}export function find(deps: { fs?: IFileSystemService } | undefined = {}) {
  return deps;
}
export function all(list: readonly { fs?: IFileSystemService }[] = [{}]) {
  return list;
}
export function pair(named: [name: string, deps: { fs?: IFileSystemService }] = ['', {}]) {
  return named;
}
export function make(create = (): { fs?: IFileSystemService } => ({})) {
  return create;
}
export function load(deps: { read(fs?: IFileSystemService): void } = { read() {} }) {
  return deps;
}
export function cast(list = [{} as { fs: IFileSystemService }]) {
  return list;
}
export function keep(deps: Partial<{ fs?: IFileSystemService }> = {}) {
  return deps;
}`,
        },
      },
      {
        span: 'fs',
        after: 'Partial<{ ',
        name: 'fs',
        how: '`?`',
        suggestion: {
          change: 'remove `?`',
          output: `${IMPORT}export function find(deps: { fs?: IFileSystemService } | undefined = {}) {
  return deps;
}
export function all(list: readonly { fs?: IFileSystemService }[] = [{}]) {
  return list;
}
export function pair(named: [name: string, deps: { fs?: IFileSystemService }] = ['', {}]) {
  return named;
}
export function make(create = (): { fs?: IFileSystemService } => ({})) {
  return create;
}
export function load(deps: { read(fs?: IFileSystemService): void } = { read() {} }) {
  return deps;
}
export function cast(list = [{} as { fs?: IFileSystemService }]) {
  return list;
}
export function keep(deps: Partial<{ fs: IFileSystemService }> = {}) {
  return deps;
}`,
        },
      },
    ]),
  },
  {
    title: 'an abstract accessor needs no assignment',
    code: `${IMPORT}export abstract class Reader {
  abstract accessor fs?: IFileSystemService;
}`,
    errors: optionals([
      {
        span: 'fs',
        after: 'accessor ',
        name: 'fs',
        how: '`?`',
        suggestion: {
          change: 'remove `?`',
          output: `${IMPORT}export abstract class Reader {
  abstract accessor fs: IFileSystemService;
}`,
        },
      },
    ]),
  },
  {
    title: 'a class of a declaration file needs no assignment',
    filename: 'declarations.d.ts',
    code: `${IMPORT}export class Reader {
  fs?: IFileSystemService;
}`,
    errors: optionals([
      {
        span: 'fs',
        after: 'Reader {\n  ',
        name: 'fs',
        how: '`?`',
        suggestion: {
          change: 'remove `?`',
          output: `${IMPORT}export class Reader {
  fs: IFileSystemService;
}`,
        },
      },
    ]),
  },
  {
    title: 'a class of a declared namespace or module needs no assignment',
    code: `${IMPORT}declare namespace Ns {
  class Reader {
    fs?: IFileSystemService;
  }
}
declare module 'store' {
  class Writer {
    fs?: IFileSystemService;
  }
}
export type R = Ns.Reader;`,
    errors: optionals([
      {
        span: 'fs',
        after: 'Reader {\n    ',
        name: 'fs',
        how: '`?`',
        suggestion: {
          change: 'remove `?`',
          output: `${IMPORT}declare namespace Ns {
  class Reader {
    fs: IFileSystemService;
  }
}
declare module 'store' {
  class Writer {
    fs?: IFileSystemService;
  }
}
export type R = Ns.Reader;`,
        },
      },
      {
        span: 'fs',
        after: 'Writer {\n    ',
        name: 'fs',
        how: '`?`',
        suggestion: {
          change: 'remove `?`',
          output: `${IMPORT}declare namespace Ns {
  class Reader {
    fs?: IFileSystemService;
  }
}
declare module 'store' {
  class Writer {
    fs: IFileSystemService;
  }
}
export type R = Ns.Reader;`,
        },
      },
    ]),
  },
  {
    title: 'the constructor is found after other methods; a method that assigns the field is no constructor',
    code: `${IMPORT}export class Reader {
  fs?: IFileSystemService;
  init() {}
  constructor(fs: IFileSystemService) {
    this.fs = fs;
  }
}
export class Writer {
  fs?: IFileSystemService;
  init(fs: IFileSystemService) {
    this.fs = fs;
  }
}`,
    errors: optionals([
      {
        span: 'fs',
        after: 'Reader {\n  ',
        name: 'fs',
        how: '`?`',
        suggestion: {
          change: 'remove `?`',
          output: `${IMPORT}export class Reader {
  fs: IFileSystemService;
  init() {}
  constructor(fs: IFileSystemService) {
    this.fs = fs;
  }
}
export class Writer {
  fs?: IFileSystemService;
  init(fs: IFileSystemService) {
    this.fs = fs;
  }
}`,
        },
      },
      {
        span: 'fs',
        after: 'Writer {\n  ',
        name: 'fs',
        how: '`?`',
        suggestion: {
          change: 'remove `?`, then assign it in the constructor',
          output: `${IMPORT}export class Reader {
  fs?: IFileSystemService;
  init() {}
  constructor(fs: IFileSystemService) {
    this.fs = fs;
  }
}
export class Writer {
  fs: IFileSystemService;
  init(fs: IFileSystemService) {
    this.fs = fs;
  }
}`,
        },
      },
    ]),
  },
  {
    title: 'a private name and a public one of the same text are assigned apart',
    code: `${IMPORT}export class Reader {
  #fs?: IFileSystemService;
  fs?: IFileSystemService;
  constructor(fs: IFileSystemService) {
    this.#fs = fs;
  }
}
export class Writer {
  #fs?: IFileSystemService;
  fs?: IFileSystemService;
  constructor(fs: IFileSystemService) {
    this.fs = fs;
  }
}`,
    errors: optionals([
      {
        span: '#fs',
        name: '#fs',
        how: '`?`',
        suggestion: {
          change: 'remove `?`',
          output: `${IMPORT}export class Reader {
  #fs: IFileSystemService;
  fs?: IFileSystemService;
  constructor(fs: IFileSystemService) {
    this.#fs = fs;
  }
}
export class Writer {
  #fs?: IFileSystemService;
  fs?: IFileSystemService;
  constructor(fs: IFileSystemService) {
    this.fs = fs;
  }
}`,
        },
      },
      {
        span: 'fs',
        after: 'Reader {\n  #fs?: IFileSystemService;\n  ',
        name: 'fs',
        how: '`?`',
        suggestion: {
          change: 'remove `?`, then assign it in the constructor',
          output: `${IMPORT}export class Reader {
  #fs?: IFileSystemService;
  fs: IFileSystemService;
  constructor(fs: IFileSystemService) {
    this.#fs = fs;
  }
}
export class Writer {
  #fs?: IFileSystemService;
  fs?: IFileSystemService;
  constructor(fs: IFileSystemService) {
    this.fs = fs;
  }
}`,
        },
      },
      {
        span: '#fs',
        after: 'Writer {\n  ',
        name: '#fs',
        how: '`?`',
        suggestion: {
          change: 'remove `?`, then assign it in the constructor',
          output: `${IMPORT}export class Reader {
  #fs?: IFileSystemService;
  fs?: IFileSystemService;
  constructor(fs: IFileSystemService) {
    this.#fs = fs;
  }
}
export class Writer {
  #fs: IFileSystemService;
  fs?: IFileSystemService;
  constructor(fs: IFileSystemService) {
    this.fs = fs;
  }
}`,
        },
      },
      {
        span: 'fs',
        after: 'Writer {\n  #fs?: IFileSystemService;\n  ',
        name: 'fs',
        how: '`?`',
        suggestion: {
          change: 'remove `?`',
          output: `${IMPORT}export class Reader {
  #fs?: IFileSystemService;
  fs?: IFileSystemService;
  constructor(fs: IFileSystemService) {
    this.#fs = fs;
  }
}
export class Writer {
  #fs?: IFileSystemService;
  fs: IFileSystemService;
  constructor(fs: IFileSystemService) {
    this.fs = fs;
  }
}`,
        },
      },
    ]),
  },
  {
    title: 'what assigns the field: this.fs = and ??= and ||=, not &&=, another object or another field',
    code: ASSIGNMENTS,
    errors: optionals([
      {
        span: 'fs',
        after: 'A {\n  ',
        name: 'fs',
        how: '`?`',
        suggestion: { change: 'remove `?`', output: replaceOnce(ASSIGNMENTS, 'A {\n  fs?:', 'A {\n  fs:') },
      },
      {
        span: 'fs',
        after: 'B {\n  ',
        name: 'fs',
        how: '`?`',
        suggestion: { change: 'remove `?`', output: replaceOnce(ASSIGNMENTS, 'B {\n  fs?:', 'B {\n  fs:') },
      },
      {
        span: 'fs',
        after: 'C {\n  ',
        name: 'fs',
        how: '`?`',
        suggestion: {
          change: 'remove `?`, then assign it in the constructor',
          output: replaceOnce(ASSIGNMENTS, 'C {\n  fs?:', 'C {\n  fs:'),
        },
      },
      {
        span: 'fs',
        after: 'D {\n  ',
        name: 'fs',
        how: '`?`',
        suggestion: {
          change: 'remove `?`, then assign it in the constructor',
          output: replaceOnce(ASSIGNMENTS, 'D {\n  fs?:', 'D {\n  fs:'),
        },
      },
    ]),
  },
];

await runCaseTable(
  'no-optional-file-system-service, suggestions',
  rule,
  { invalid: cases },
  { modes: ['typed', 'untyped'] },
);
