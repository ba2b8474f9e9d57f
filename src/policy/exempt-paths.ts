/**
 * The path allowlist: which files are out of scope for every rule. It is narrow on purpose (a new
 * file is not exempt because its neighbour is), so it matches whole path segments only.
 */
import { toSlashes } from '../util/paths.js';

export interface PathMatchOptions {
  /**
   * Compare paths ignoring case. The host decides: Windows and macOS file systems are
   * case-insensitive by default, so `Tests/` and `tests/` are the same folder there and must be
   * the same exemption; everywhere else they are different folders.
   */
  readonly ignoreCase: boolean;
}

export interface ExemptPathSettings {
  /** Folder segments with a leading and trailing `/` (already normalised to forward slashes). */
  readonly exemptFolders: readonly string[];
  /** File path suffixes without a leading `/` (already normalised to forward slashes). */
  readonly exemptFiles: readonly string[];
}

/** Whether the host's file system compares names ignoring case (by its default formatting). */
export function isCaseInsensitivePlatform(platform: NodeJS.Platform = process.platform): boolean {
  return platform === 'win32' || platform === 'darwin';
}

/**
 * The path the allowlist sees: the file relative to `cwd` when it is inside it, written with `/`
 * and a leading `/` (so `/tests/` also matches a top-level `tests` folder). A file outside `cwd`
 * keeps its whole path, without a Windows drive letter. Where the project itself lives (a checkout
 * under `/home/ci/tests/`) therefore never exempts anything.
 */
export function getMatchPath(filename: string, cwd: string, options: PathMatchOptions): string {
  const file = toSlashes(filename);
  const root = toSlashes(cwd).replace(/\/+$/u, '');
  const fold = (path: string): string => (options.ignoreCase ? path.toLowerCase() : path);
  const relative =
    root !== '' && fold(file).startsWith(`${fold(root)}/`)
      ? file.slice(root.length + 1)
      : file.replace(/^[A-Za-z]:/u, '');
  return `/${relative.replace(/^\/+/u, '')}`;
}

/** The allowlist entry that exempts a file: which setting, and the entry as configured. */
export interface ExemptingEntry {
  readonly setting: 'exemptFolders' | 'exemptFiles';
  readonly entry: string;
}

/**
 * The first allowlist entry under which `path` (from `getMatchPath`) is exempt, folders first;
 * nothing when the file is in scope. The audit groups exempt files by it.
 */
export function findExemptingEntry(
  path: string,
  settings: ExemptPathSettings,
  options: PathMatchOptions,
): ExemptingEntry | undefined {
  const fold = (value: string): string => (options.ignoreCase ? value.toLowerCase() : value);
  const subject = fold(path);
  // A folder segment ends in '/', so it can only match a folder of the path, never the file name.
  const folder = settings.exemptFolders.find((entry) => subject.includes(fold(entry)));
  if (folder !== undefined) return { setting: 'exemptFolders', entry: folder };
  const file = settings.exemptFiles.find((entry) => subject.endsWith(`/${fold(entry)}`));
  return file === undefined ? undefined : { setting: 'exemptFiles', entry: file };
}

/** Whether `path` (from `getMatchPath`) lies under an exempt folder segment or ends in an exempt file suffix. */
export function isExemptMatchPath(path: string, settings: ExemptPathSettings, options: PathMatchOptions): boolean {
  return findExemptingEntry(path, settings, options) !== undefined;
}

/** Whether a file is out of scope for every rule. */
export function isExemptPath(
  filename: string,
  cwd: string,
  settings: ExemptPathSettings,
  options: PathMatchOptions = { ignoreCase: isCaseInsensitivePlatform() },
): boolean {
  return isExemptMatchPath(getMatchPath(filename, cwd, options), settings, options);
}
