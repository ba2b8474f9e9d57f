/**
 * What the plugin promises about Node's fs API, written out by hand: every operation export of
 * `fs` and `fs/promises` with the code that reports it, and the wording its message uses.
 *
 * This is the reviewer's copy of the contract. The rule tests and tests/analysis/fs-api.test.ts
 * compare the plugin against it, so moving `truncate` to ORKVFS002 or rewording a message fails a
 * test here instead of passing because the tests read the same table the rules do. Nothing in this
 * file may be imported from `src/`.
 */

export type OperationCode = 'ORKVFS001' | 'ORKVFS002' | 'ORKVFS003' | 'ORKVFS005' | 'ORKVFS006';

export interface Wording {
  /** What the operation does, completing "`fs.x` …". */
  readonly verb: string;
  /** What to use instead, already in backticks. */
  readonly instead: string;
}

/** The wording of each kind of operation (the `verb` and `instead` of a `call` or `escape` message). */
export const wording = {
  read: { verb: 'reads a file directly', instead: '`tryReadAllBytes()` / `readAllText()`' },
  write: { verb: 'writes a file directly', instead: '`writeAllText()` / `writeAllBytes()`' },
  copyMove: { verb: 'copies, moves or deletes a file directly', instead: '`copy()` / `move()` / `delete()`' },
  link: {
    verb: 'creates a link on the disk directly, giving a path a second address no mount checks',
    instead: '`copy()` / `move()`',
  },
  probe: { verb: 'inspects the disk directly', instead: '`exists()` / `tryGetEntry()`' },
  metadata: {
    verb: "changes a file's metadata directly",
    instead: "the service's own operation for it (the setting `serviceMethods` maps none)",
  },
  descriptor: {
    verb: 'operates on a raw file descriptor',
    instead: 'the stream returned by `openReadStream()` / `openWriteStream()`',
  },
  directory: { verb: 'touches a directory directly', instead: '`createDirectory()` / `delete()` / `enumerateFiles()`' },
  handle: { verb: 'opens a handle from a path', instead: '`openReadStream()` / `openWriteStream()` / `tryGetEntry()`' },
  watcher: { verb: 'watches the disk directly', instead: 'the VFS watcher abstraction (`watch()`)' },
  stream: {
    verb: 'opens a stream from a path',
    instead: '`openReadStream()` / `openWriteStream()` and wrap the returned stream',
  },
  /** A function export of Node's fs that the plugin does not know (fail closed). */
  unknown: {
    verb: 'is an fs operation this plugin does not know yet, so it counts as direct file access',
    instead: "the service's own operation for it (the setting `serviceMethods` maps none)",
  },
  /** An export of a module listed in `fsModules` that Node's fs does not have. */
  configured: {
    verb: 'comes from a module configured as fs (`fsModules`), so it counts as direct file access',
    instead: "the service's own operation for it (the setting `serviceMethods` maps none)",
  },
  /** `fs[name]` with a key that is not a constant. */
  dynamic: {
    verb: 'calls an fs operation chosen at run time, which cannot be checked, so it counts as direct file access',
    instead: "the service's own operation for it (the setting `serviceMethods` maps none)",
  },
} as const satisfies Record<string, Wording>;

export type WordingId = keyof typeof wording;

/** One operation: the code that reports it and the wording of its message. */
export type Operation = readonly [OperationCode, WordingId];

/**
 * Every operation `fs` exports: each function @types/node 20 declares, the stream classes, and
 * the names newer Node releases add (`glob`, `globSync`) or only the runtime has (`FileReadStream`).
 */
export const fsOperations: Readonly<Record<string, Operation>> = {
  access: ['ORKVFS001', 'probe'],
  accessSync: ['ORKVFS001', 'probe'],
  appendFile: ['ORKVFS001', 'write'],
  appendFileSync: ['ORKVFS001', 'write'],
  chmod: ['ORKVFS001', 'metadata'],
  chmodSync: ['ORKVFS001', 'metadata'],
  chown: ['ORKVFS001', 'metadata'],
  chownSync: ['ORKVFS001', 'metadata'],
  close: ['ORKVFS001', 'descriptor'],
  closeSync: ['ORKVFS001', 'descriptor'],
  copyFile: ['ORKVFS001', 'copyMove'],
  copyFileSync: ['ORKVFS001', 'copyMove'],
  cp: ['ORKVFS002', 'directory'],
  cpSync: ['ORKVFS002', 'directory'],
  createReadStream: ['ORKVFS006', 'stream'],
  createWriteStream: ['ORKVFS006', 'stream'],
  exists: ['ORKVFS001', 'probe'],
  existsSync: ['ORKVFS001', 'probe'],
  fchmod: ['ORKVFS001', 'descriptor'],
  fchmodSync: ['ORKVFS001', 'descriptor'],
  fchown: ['ORKVFS001', 'descriptor'],
  fchownSync: ['ORKVFS001', 'descriptor'],
  fdatasync: ['ORKVFS001', 'descriptor'],
  fdatasyncSync: ['ORKVFS001', 'descriptor'],
  FileReadStream: ['ORKVFS006', 'stream'],
  FileWriteStream: ['ORKVFS006', 'stream'],
  fstat: ['ORKVFS001', 'descriptor'],
  fstatSync: ['ORKVFS001', 'descriptor'],
  fsync: ['ORKVFS001', 'descriptor'],
  fsyncSync: ['ORKVFS001', 'descriptor'],
  ftruncate: ['ORKVFS001', 'descriptor'],
  ftruncateSync: ['ORKVFS001', 'descriptor'],
  futimes: ['ORKVFS001', 'descriptor'],
  futimesSync: ['ORKVFS001', 'descriptor'],
  glob: ['ORKVFS002', 'directory'],
  globSync: ['ORKVFS002', 'directory'],
  lchmod: ['ORKVFS001', 'metadata'],
  lchmodSync: ['ORKVFS001', 'metadata'],
  lchown: ['ORKVFS001', 'metadata'],
  lchownSync: ['ORKVFS001', 'metadata'],
  link: ['ORKVFS001', 'link'],
  linkSync: ['ORKVFS001', 'link'],
  lstat: ['ORKVFS001', 'probe'],
  lstatSync: ['ORKVFS001', 'probe'],
  lutimes: ['ORKVFS001', 'metadata'],
  lutimesSync: ['ORKVFS001', 'metadata'],
  mkdir: ['ORKVFS002', 'directory'],
  mkdirSync: ['ORKVFS002', 'directory'],
  mkdtemp: ['ORKVFS002', 'directory'],
  mkdtempSync: ['ORKVFS002', 'directory'],
  open: ['ORKVFS003', 'handle'],
  openAsBlob: ['ORKVFS003', 'handle'],
  openSync: ['ORKVFS003', 'handle'],
  opendir: ['ORKVFS003', 'handle'],
  opendirSync: ['ORKVFS003', 'handle'],
  read: ['ORKVFS001', 'descriptor'],
  readFile: ['ORKVFS001', 'read'],
  readFileSync: ['ORKVFS001', 'read'],
  readSync: ['ORKVFS001', 'descriptor'],
  ReadStream: ['ORKVFS006', 'stream'],
  readdir: ['ORKVFS002', 'directory'],
  readdirSync: ['ORKVFS002', 'directory'],
  readlink: ['ORKVFS001', 'probe'],
  readlinkSync: ['ORKVFS001', 'probe'],
  readv: ['ORKVFS001', 'descriptor'],
  readvSync: ['ORKVFS001', 'descriptor'],
  realpath: ['ORKVFS001', 'probe'],
  realpathSync: ['ORKVFS001', 'probe'],
  rename: ['ORKVFS001', 'copyMove'],
  renameSync: ['ORKVFS001', 'copyMove'],
  rm: ['ORKVFS002', 'directory'],
  rmSync: ['ORKVFS002', 'directory'],
  rmdir: ['ORKVFS002', 'directory'],
  rmdirSync: ['ORKVFS002', 'directory'],
  stat: ['ORKVFS001', 'probe'],
  statSync: ['ORKVFS001', 'probe'],
  statfs: ['ORKVFS001', 'probe'],
  statfsSync: ['ORKVFS001', 'probe'],
  symlink: ['ORKVFS001', 'link'],
  symlinkSync: ['ORKVFS001', 'link'],
  truncate: ['ORKVFS001', 'write'],
  truncateSync: ['ORKVFS001', 'write'],
  unlink: ['ORKVFS001', 'copyMove'],
  unlinkSync: ['ORKVFS001', 'copyMove'],
  unwatchFile: ['ORKVFS005', 'watcher'],
  utimes: ['ORKVFS001', 'metadata'],
  utimesSync: ['ORKVFS001', 'metadata'],
  watch: ['ORKVFS005', 'watcher'],
  watchFile: ['ORKVFS005', 'watcher'],
  write: ['ORKVFS001', 'descriptor'],
  writeFile: ['ORKVFS001', 'write'],
  writeFileSync: ['ORKVFS001', 'write'],
  writeSync: ['ORKVFS001', 'descriptor'],
  WriteStream: ['ORKVFS006', 'stream'],
  writev: ['ORKVFS001', 'descriptor'],
  writevSync: ['ORKVFS001', 'descriptor'],
};

/** Every operation `fs/promises` (and `fs.promises`) exports, `glob` of newer Node releases included. */
export const fsPromisesOperations: Readonly<Record<string, Operation>> = {
  access: ['ORKVFS001', 'probe'],
  appendFile: ['ORKVFS001', 'write'],
  chmod: ['ORKVFS001', 'metadata'],
  chown: ['ORKVFS001', 'metadata'],
  copyFile: ['ORKVFS001', 'copyMove'],
  cp: ['ORKVFS002', 'directory'],
  glob: ['ORKVFS002', 'directory'],
  lchmod: ['ORKVFS001', 'metadata'],
  lchown: ['ORKVFS001', 'metadata'],
  link: ['ORKVFS001', 'link'],
  lstat: ['ORKVFS001', 'probe'],
  lutimes: ['ORKVFS001', 'metadata'],
  mkdir: ['ORKVFS002', 'directory'],
  mkdtemp: ['ORKVFS002', 'directory'],
  open: ['ORKVFS003', 'handle'],
  opendir: ['ORKVFS003', 'handle'],
  readFile: ['ORKVFS001', 'read'],
  readdir: ['ORKVFS002', 'directory'],
  readlink: ['ORKVFS001', 'probe'],
  realpath: ['ORKVFS001', 'probe'],
  rename: ['ORKVFS001', 'copyMove'],
  rm: ['ORKVFS002', 'directory'],
  rmdir: ['ORKVFS002', 'directory'],
  stat: ['ORKVFS001', 'probe'],
  statfs: ['ORKVFS001', 'probe'],
  symlink: ['ORKVFS001', 'link'],
  truncate: ['ORKVFS001', 'write'],
  unlink: ['ORKVFS001', 'copyMove'],
  utimes: ['ORKVFS001', 'metadata'],
  watch: ['ORKVFS005', 'watcher'],
  writeFile: ['ORKVFS001', 'write'],
};

/** The names newer Node releases add; @types/node 20 and Node 20 do not have them yet. */
export const newerNodeOperations: ReadonlySet<string> = new Set(['glob', 'globSync']);

/** Names the running Node exports that @types/node does not declare. */
export const runtimeOnlyOperations: ReadonlySet<string> = new Set(['FileReadStream', 'FileWriteStream']);

/** Value exports of `fs` that are not operations: the module, constants, result classes. */
export const fsNonOperations: readonly string[] = ['constants', 'Dir', 'Dirent', 'promises', 'Stats', 'StatsFs'];

/** Value exports of `fs/promises` that are not operations. */
export const fsPromisesNonOperations: readonly string[] = ['constants'];

/** The one operation the stated tables say `fs.x`, `fs.promises.x`, `fs.x.native` or `fs.x.__promisify__` is, if any. */
export function getStatedOperation(name: string): Operation | undefined {
  const match = /^fs\.(promises\.)?([\w$]+)(?:\.native|\.__promisify__)?$/u.exec(name);
  if (!match?.[2]) return undefined;
  return Object.hasOwn(match[1] ? fsPromisesOperations : fsOperations, match[2])
    ? (match[1] ? fsPromisesOperations : fsOperations)[match[2]]
    : undefined;
}
