/**
 * The one table of what Node's fs API offers and how the plugin classifies it.
 *
 * Rules, messages, the docs' API tables and the export-coverage test all derive from this data.
 * A function exported by an fs module that this table does not name is still an operation: it
 * counts as ORKVFS001 (fail closed), so a new Node release cannot open a hole in the fence.
 */

import type { OperationCode, VfsCode } from './codes.js';

/**
 * What a message says to use when the setting `serviceMethods` maps no method to an operation
 * (the seed's service has none for metadata changes, and none can exist for unknown operations).
 */
export const unmappedInstead = "the service's own operation for it (the setting `serviceMethods` maps none)";

export interface OperationGroup {
  readonly code: OperationCode;
  /** What the operation does, completing "`fs.x` …" in a message. */
  readonly verb: string;
  /** The seed's `IFileSystemService` member(s) to use instead, in backticks: what the default `serviceMethods` says. */
  readonly instead: string;
  /** Base names; each also stands for its `Sync` twin where Node has one. */
  readonly names: readonly string[];
  /** Names constructed with `new` (stream classes) rather than called. */
  readonly constructs?: readonly string[];
}

const groups = {
  read: {
    code: 'ORKVFS001',
    verb: 'reads a file directly',
    instead: '`tryReadAllBytes()` / `readAllText()`',
    names: ['readFile'],
  },
  write: {
    code: 'ORKVFS001',
    verb: 'writes a file directly',
    instead: '`writeAllText()` / `writeAllBytes()`',
    names: ['writeFile', 'appendFile', 'truncate'],
  },
  copyMove: {
    code: 'ORKVFS001',
    verb: 'copies, moves or deletes a file directly',
    instead: '`copy()` / `move()` / `delete()`',
    names: ['copyFile', 'rename', 'unlink'],
  },
  link: {
    code: 'ORKVFS001',
    verb: 'creates a link on the disk directly, giving a path a second address no mount checks',
    instead: '`copy()` / `move()`',
    names: ['link', 'symlink'],
  },
  probe: {
    code: 'ORKVFS001',
    verb: 'inspects the disk directly',
    instead: '`exists()` / `tryGetEntry()`',
    names: ['exists', 'access', 'stat', 'lstat', 'statfs', 'realpath', 'readlink'],
  },
  metadata: {
    code: 'ORKVFS001',
    verb: "changes a file's metadata directly",
    instead: unmappedInstead,
    names: ['chmod', 'lchmod', 'chown', 'lchown', 'utimes', 'lutimes'],
  },
  descriptor: {
    code: 'ORKVFS001',
    verb: 'operates on a raw file descriptor',
    instead: 'the stream returned by `openReadStream()` / `openWriteStream()`',
    names: [
      'read',
      'readv',
      'write',
      'writev',
      'close',
      'fsync',
      'fdatasync',
      'fstat',
      'ftruncate',
      'fchmod',
      'fchown',
      'futimes',
    ],
  },
  directory: {
    code: 'ORKVFS002',
    verb: 'touches a directory directly',
    instead: '`createDirectory()` / `delete()` / `enumerateFiles()`',
    names: ['mkdir', 'mkdtemp', 'readdir', 'rmdir', 'rm', 'cp', 'glob'],
  },
  handle: {
    code: 'ORKVFS003',
    verb: 'opens a handle from a path',
    instead: '`openReadStream()` / `openWriteStream()` / `tryGetEntry()`',
    names: ['open', 'opendir', 'openAsBlob'],
  },
  watcher: {
    code: 'ORKVFS005',
    verb: 'watches the disk directly',
    instead: 'the VFS watcher abstraction (`watch()`)',
    names: ['watch', 'watchFile', 'unwatchFile'],
  },
  stream: {
    code: 'ORKVFS006',
    verb: 'opens a stream from a path',
    instead: '`openReadStream()` / `openWriteStream()` and wrap the returned stream',
    names: ['createReadStream', 'createWriteStream'],
    constructs: ['ReadStream', 'WriteStream', 'FileReadStream', 'FileWriteStream'],
  },
} as const satisfies Record<string, OperationGroup>;

export type OperationGroupId = keyof typeof groups;

export const operationGroups: Readonly<Record<OperationGroupId, OperationGroup>> = groups;

/** The group an unknown function export of Node's fs falls into (fail closed). */
export const unknownOperationGroup: OperationGroup = {
  code: 'ORKVFS001',
  verb: 'is an fs operation this plugin does not know yet, so it counts as direct file access',
  instead: unmappedInstead,
  names: [],
};

/** An export of a module listed in `fsModules` that Node's fs does not have (`fse.ensureDirSync`). */
export const configuredModuleOperationGroup: OperationGroup = {
  code: 'ORKVFS001',
  verb: 'comes from a module configured as fs (`fsModules`), so it counts as direct file access',
  instead: unmappedInstead,
  names: [],
};

/** `fs[name]` with a key that is not a constant: whatever runs there, it is an fs operation. */
export const dynamicOperationGroup: OperationGroup = {
  code: 'ORKVFS001',
  verb: 'calls an fs operation chosen at run time, which cannot be checked, so it counts as direct file access',
  instead: unmappedInstead,
  names: [],
};

/**
 * Exports of the fs modules that are not operations: the module itself, constants, and classes or
 * types whose instances only ever come from an operation that was already reported.
 */
export const nonOperationExports: ReadonlySet<string> = new Set([
  'promises',
  'constants',
  'F_OK',
  'R_OK',
  'W_OK',
  'X_OK',
  'Stats',
  'BigIntStats',
  'StatsFs',
  'BigIntStatsFs',
  'Dirent',
  'Dir',
  'FileHandle',
  'default',
]);

/** Names whose `Sync` twin does not exist (so we never list a fictitious export). */
const withoutSyncTwin = new Set([
  'watch',
  'watchFile',
  'unwatchFile',
  'openAsBlob',
  'createReadStream',
  'createWriteStream',
]);

const byName = new Map<string, OperationGroupId>();
for (const [id, group] of Object.entries(groups) as [OperationGroupId, OperationGroup][]) {
  for (const name of group.names) {
    byName.set(name, id);
    if (!withoutSyncTwin.has(name)) byName.set(`${name}Sync`, id);
  }
  for (const name of group.constructs ?? []) byName.set(name, id);
}

/** Every name the table classifies as an operation, for documentation and candidate filters. */
export const knownOperationNames: ReadonlySet<string> = new Set(byName.keys());

/** Constructors that are operations when called with `new` (the stream classes). */
export const constructedOperationNames: ReadonlySet<string> = new Set(
  Object.values(groups).flatMap((group: OperationGroup) => group.constructs ?? []),
);

export interface OperationInfo {
  readonly group: OperationGroup;
  readonly known: boolean;
}

/**
 * Classifies an export of an fs module. Returns `undefined` for exports that are not operations
 * (the module, constants, result classes); every other name is an operation, known or not.
 */
export function getOperationInfo(name: string): OperationInfo | undefined {
  if (nonOperationExports.has(name)) return undefined;
  const id = byName.get(name);
  if (id) return { group: groups[id], known: true };
  return { group: unknownOperationGroup, known: false };
}

/** The built-in fs modules; settings may add more (`fs-extra`, `graceful-fs`). */
export const builtinFsModules: ReadonlySet<string> = new Set(['fs', 'node:fs']);
export const builtinFsPromisesModules: ReadonlySet<string> = new Set(['fs/promises', 'node:fs/promises']);

/** Node's path module and its platform variants, for ORKVFS004. */
export const pathModules: ReadonlySet<string> = new Set([
  'path',
  'node:path',
  'path/posix',
  'node:path/posix',
  'path/win32',
  'node:path/win32',
]);
/** Properties of the path module that are the path module again. */
export const pathSubModules: ReadonlySet<string> = new Set(['posix', 'win32']);

/** Exports of a watcher library (`watcherModules`) that count as ORKVFS005. */
export const watcherLibraryOperations: ReadonlySet<string> = new Set(['watch', 'FSWatcher']);

/**
 * The path function ORKVFS004 always checks: `resolve` looks like containment and is not (it
 * collapses `..` lexically and never follows a symlink).
 */
export const pathResolveFunction = 'resolve';

/**
 * Other lexical path functions a team may add to ORKVFS004 (`settings['vfs-compliance'].pathFunctions`):
 * each builds a path from its input without canonicalizing it.
 */
export const additionalPathFunctions = [
  'join',
  'normalize',
  'relative',
  'dirname',
  'format',
  'toNamespacedPath',
] as const;

/**
 * The codes the allowlist (`exemptFolders`, `exemptFiles`) does not exempt from. The exempt files
 * are the VFS implementation and the path validator: they may touch the disk (ORKVFS001–007), and
 * they are exactly where a containment test must be right (ORKVFS008).
 */
export const codesBeyondAllowlist: ReadonlySet<VfsCode> = new Set<VfsCode>(['ORKVFS008']);

/**
 * ORKVFS008: Node's path functions that build a path from strings without asking the file system,
 * so `..` collapses by string rules and a symlink is never followed. `basename` and `extname`
 * are missing on purpose: they yield names, not locations.
 */
export const lexicalPathFunctions: ReadonlySet<string> = new Set([
  'resolve',
  'join',
  'normalize',
  'dirname',
  'relative',
  'toNamespacedPath',
]);

/** ORKVFS008: fs functions whose result is canonical (every symlink, `.` and `..` resolved by the file system). */
export const canonicalPathFunctions: ReadonlySet<string> = new Set(['realpath', 'realpathSync']);
