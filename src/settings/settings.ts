/**
 * The one reader of `settings['vfs-compliance']`. Every rule goes through it, so two rules can
 * never disagree on what is exempt or which modules are fs. Values are validated once per
 * settings object; a bad value stops the run with a message that names the key and the shape
 * it expects, never a silent default.
 *
 * Flat config has no schema for `settings`, so the first rule that reads them is where a bad
 * value is found. The error is thrown from there (ESLint exits with code 2), but without a stack
 * trace: a typo in a config file is not a bug in the plugin, and the trace would bury the one
 * line that says which key to fix.
 */

import { additionalPathFunctions } from '../analysis/knowledge/fs-api.js';
import { isVfsCode, VFS_CODES } from '../analysis/knowledge/codes.js';
import { toSlashes } from '../util/paths.js';
import {
  defaultServiceMethods,
  readServiceMapping,
  SERVICE_METHODS_SHAPE,
  type ServiceMapping,
  type ServiceMethods,
} from './service-methods.js';

export const SETTINGS_KEY = 'vfs-compliance';

export interface VfsSettings {
  readonly exemptFolders: readonly string[];
  readonly exemptFiles: readonly string[];
  readonly serviceTypes: readonly string[];
  readonly fsModules: readonly string[];
  readonly watcherModules: readonly string[];
  /** Path functions ORKVFS004 checks like `resolve` (a subset of `additionalPathFunctions`). */
  readonly pathFunctions: readonly string[];
  /**
   * Functions from packages that test containment lexically, called as `(path, root)`; ORKVFS008
   * judges them like `path.startsWith(root)`. A package name (its default export, or the module
   * itself when required) or `package#name` (a named export).
   */
  readonly containmentFunctions: readonly string[];
  readonly categories: readonly string[];
  readonly retiredCategories: readonly string[];
  readonly requireTypeInformation: boolean;
  readonly allowFileSuppressions: boolean;
  /**
   * Report module loads and code evaluation the analysis cannot follow (`require(x)`, `import(x)`,
   * `eval`, `new Function`, `vm`, `process.binding`) under ORKVFS001. On in `strict`.
   */
  readonly reportUnverifiableLoads: boolean;
  /**
   * The audit's limits (`vfs-compliance-audit`): a category, a code, `violations` or `historic`
   * to the most it may count. No rule reads them; they live here so that the limits sit in the
   * repository beside the config they govern, and are validated with it.
   */
  readonly budgets: Readonly<Record<string, number>>;
  /** fs operation, group or path function → the service's methods and call templates (`service-methods.ts`). */
  readonly serviceMethods: ServiceMethods;
}

export const defaultSettings: VfsSettings = Object.freeze({
  exemptFolders: Object.freeze(['/tests/', '/examples/']),
  exemptFiles: Object.freeze([]),
  serviceTypes: Object.freeze(['IFileSystemService', 'FileSystemService']),
  fsModules: Object.freeze([]),
  watcherModules: Object.freeze(['chokidar']),
  pathFunctions: Object.freeze([]),
  containmentFunctions: Object.freeze(['path-is-inside', 'is-path-inside']),
  categories: Object.freeze(['EXCEPTION-BOOTSTRAP', 'EXCEPTION-WATCHER-BRIDGE', 'OUT-OF-SCOPE']),
  retiredCategories: Object.freeze(['EXCEPTION-BACKCOMPAT', 'EXCEPTION-OBSOLETE']),
  requireTypeInformation: false,
  allowFileSuppressions: true,
  reportUnverifiableLoads: false,
  budgets: Object.freeze({}),
  serviceMethods: defaultServiceMethods,
});

export class VfsSettingsError extends Error {
  /** The key at fault, as written in the config: `exemptFolders[0]`; empty for the whole value. */
  readonly key: string;

  constructor(key: string, problem: string) {
    super(`Invalid settings['${SETTINGS_KEY}']${key ? `.${key}` : ''}: ${problem}`);
    this.name = 'VfsSettingsError';
    this.key = key;
    // ESLint's CLI prints `error.stack` of an error thrown while linting. A getter keeps what
    // ESLint appends to the message ("Occurred while linting <file>", "Rule: …") and drops the
    // frames; it survives the hand-over from `--concurrency` worker threads too.
    Object.defineProperty(this, 'stack', {
      get: () => `${this.name}: ${this.message}`,
      configurable: true,
      enumerable: false,
    });
  }
}

/** Checks one entry; returns what is wrong with it, or nothing. */
type EntryCheck = (entry: string) => string | undefined;

interface ListSpec {
  /** The shape the key takes, quoted in every error about it. */
  readonly shape: string;
  readonly check: EntryCheck;
  /** Rewrites a valid entry into the form the policy matches against. */
  readonly normalise?: (entry: string) => string;
}

const CATEGORY_PATTERN = /^[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*$/u;
const MODULE_PATTERN = /^(?:@[\w.-]+\/)?[\w:][\w.:-]*(?:\/[\w.-]+)*$/u;
const RELATIVE_SEGMENT = /(?:^|\/)\.\.?(?:\/|$)/u;
const IDENTIFIER_PATTERN = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/u;
const GLOB_PATTERN = /[*?[\]{}!]/u;

function checkPathSegments(path: string): string | undefined {
  if (GLOB_PATTERN.test(path))
    return 'contains a glob character; list the exact path (the allowlist is narrow on purpose)';
  if (path.includes('//')) return "contains an empty segment ('//')";
  if (path.split('/').some((segment) => segment === '..' || segment === '.')) {
    return "contains a '.' or '..' segment; write the path as it appears below the ESLint cwd";
  }
  return undefined;
}

const moduleCheck: EntryCheck = (entry) =>
  MODULE_PATTERN.test(entry) && !RELATIVE_SEGMENT.test(entry)
    ? undefined
    : 'is not a package name (relative paths are not modules)';

const categoryCheck: EntryCheck = (entry) =>
  CATEGORY_PATTERN.test(entry) ? undefined : 'is not a category: use upper-case words joined by -, e.g. OUT-OF-SCOPE';

const booleanKeys = ['requireTypeInformation', 'allowFileSuppressions', 'reportUnverifiableLoads'] as const;

type ListKey = Exclude<keyof VfsSettings, (typeof booleanKeys)[number] | 'budgets' | 'serviceMethods'>;

const listSpecs: Record<ListKey, ListSpec> = {
  exemptFolders: {
    shape: "an array of folder segments that begin and end with '/', e.g. ['/tests/', '/examples/']",
    check: (entry) => {
      const path = toSlashes(entry);
      if (!path.startsWith('/') || !path.endsWith('/') || path.length < 3) {
        return "is not a folder segment: write it with a leading and a trailing '/', e.g. '/tests/'";
      }
      return checkPathSegments(path);
    },
    normalise: toSlashes,
  },
  exemptFiles: {
    shape: "an array of file path suffixes, e.g. ['security/path-validator.ts']",
    check: (entry) => {
      const path = toSlashes(entry).replace(/^\/+/u, '');
      if (path === '' || path.endsWith('/')) return 'names a folder, not a file; put folders in exemptFolders';
      return checkPathSegments(path);
    },
    normalise: (entry) => toSlashes(entry).replace(/^\/+/u, ''),
  },
  serviceTypes: {
    shape:
      "an array of type names, each optionally qualified by the module that declares it, e.g. ['IFileSystemService', '@orkeon/vfs#IFileSystemService', 'src/vfs/file-system-service#IFileSystemService']",
    check: (entry) => {
      // `module#Name`: the module is a package name or a source path without its extension.
      const hash = entry.lastIndexOf('#');
      if (!IDENTIFIER_PATTERN.test(entry.slice(hash + 1))) return 'is not a type name';
      if (hash < 0) return undefined;
      const module = toSlashes(entry.slice(0, hash));
      if (!MODULE_PATTERN.test(module)) return "has no package name or source path before '#'";
      if (module.split('/').some((segment) => segment === '..' || segment === '.')) {
        return "has a '.' or '..' segment before '#'; write the path as it appears below the ESLint cwd";
      }
      return undefined;
    },
    normalise: toSlashes,
  },
  fsModules: {
    shape: "an array of module names, e.g. ['fs-extra', 'graceful-fs']",
    check: (entry) => moduleCheck(entry),
  },
  watcherModules: {
    shape: "an array of module names, e.g. ['chokidar']",
    check: (entry) => moduleCheck(entry),
  },
  pathFunctions: {
    shape: `an array of names among ${additionalPathFunctions.join(', ')}, e.g. ['join', 'normalize']`,
    check: (entry) => {
      if ((additionalPathFunctions as readonly string[]).includes(entry)) return undefined;
      return entry === 'resolve'
        ? 'is always checked; list only the functions to check besides it'
        : "is not a function of Node's path module that ORKVFS004 can check like resolve";
    },
  },
  containmentFunctions: {
    shape:
      "an array of package names, each optionally followed by '#' and a named export, e.g. ['path-is-inside', 'is-path-inside', 'my-fs-utils#isInside']",
    check: (entry) => {
      const hash = entry.indexOf('#');
      if (hash >= 0 && !IDENTIFIER_PATTERN.test(entry.slice(hash + 1))) return "has no export name after '#'";
      return moduleCheck(hash < 0 ? entry : entry.slice(0, hash));
    },
  },
  categories: {
    shape: "an array of upper-case category names, e.g. ['EXCEPTION-BOOTSTRAP', 'OUT-OF-SCOPE']",
    check: categoryCheck,
  },
  retiredCategories: {
    shape: "an array of upper-case category names, e.g. ['EXCEPTION-BACKCOMPAT']",
    check: categoryCheck,
  },
};

const knownKeys = [...Object.keys(listSpecs), ...booleanKeys, 'budgets', 'serviceMethods'];

/** The budget keys that are neither a code nor a category: new violations, and those bulk suppressions hold. */
const BUDGET_TOTAL_KEYS: readonly string[] = ['violations', 'historic'];

const BUDGETS_SHAPE =
  "an object from a category, a code, 'violations' or 'historic' to a non-negative integer, e.g. { 'EXCEPTION-BOOTSTRAP': 15, historic: 0 }";

/**
 * What is wrong with one budget, or nothing. Shared with the audit's `--max KEY=N`, so a limit
 * given on the command line is held to the same rules as one in the config.
 */
export function getBudgetProblem(
  key: string,
  limit: unknown,
  settings: Pick<VfsSettings, 'categories' | 'retiredCategories'>,
): string | undefined {
  const isRetired = settings.retiredCategories.includes(key);
  const isKnown = isRetired || settings.categories.includes(key) || isVfsCode(key) || BUDGET_TOTAL_KEYS.includes(key);
  if (!isKnown) {
    const categories = [...settings.categories, ...settings.retiredCategories].join(', ') || 'none configured';
    return `is not a budget key: use 'violations', 'historic', a code (${VFS_CODES.join(', ')}) or a category (${categories}).`;
  }
  if (typeof limit !== 'number' || !Number.isSafeInteger(limit) || limit < 0) {
    return `expected a non-negative integer, got ${typeof limit === 'number' ? String(limit) : describe(limit)}.`;
  }
  if (isRetired && limit !== 0) {
    return 'is a retired category: any suppression of it is over budget, so its only budget is 0.';
  }
  return undefined;
}

function readBudgets(
  raw: Record<string, unknown>,
  settings: Pick<VfsSettings, 'categories' | 'retiredCategories'>,
): Readonly<Record<string, number>> {
  const value = raw['budgets'];
  if (value === undefined) return defaultSettings.budgets;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new VfsSettingsError('budgets', `expected ${BUDGETS_SHAPE}, got ${describe(value)}.`);
  }
  const budgets: Record<string, number> = {};
  for (const [key, limit] of Object.entries(value as Record<string, unknown>)) {
    const problem = getBudgetProblem(key, limit, settings);
    if (problem) throw new VfsSettingsError(`budgets.${key}`, problem);
    budgets[key] = limit as number;
  }
  return Object.freeze(budgets);
}

function readServiceMethods(raw: Record<string, unknown>): ServiceMethods {
  const value = raw['serviceMethods'];
  if (value === undefined) return defaultSettings.serviceMethods;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new VfsSettingsError('serviceMethods', `expected ${SERVICE_METHODS_SHAPE}, got ${describe(value)}.`);
  }
  const methods: Record<string, ServiceMapping | null> = {};
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    const mapping = readServiceMapping(key, entry);
    if (Array.isArray(mapping)) throw new VfsSettingsError(`serviceMethods.${mapping[0]}`, mapping[1]);
    methods[key] = mapping;
  }
  return Object.freeze(methods);
}

function readList(raw: Record<string, unknown>, key: keyof typeof listSpecs): readonly string[] {
  const spec = listSpecs[key];
  const value = raw[key];
  if (value === undefined) return defaultSettings[key];
  if (!Array.isArray(value)) {
    throw new VfsSettingsError(key, `expected ${spec.shape}, got ${describe(value)}.`);
  }
  const list = value.map((entry: unknown, index) => {
    if (typeof entry !== 'string' || entry.trim() === '') {
      throw new VfsSettingsError(
        `${key}[${index}]`,
        `expected a non-empty string, got ${describe(entry)}; ${key} takes ${spec.shape}.`,
      );
    }
    const trimmed = entry.trim();
    const problem = spec.check(trimmed);
    if (problem) {
      throw new VfsSettingsError(
        `${key}[${index}]`,
        `${JSON.stringify(entry)} ${problem}; ${key} takes ${spec.shape}.`,
      );
    }
    return spec.normalise ? spec.normalise(trimmed) : trimmed;
  });
  return Object.freeze(list);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `the string ${JSON.stringify(value)}`;
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

/** The known key a misspelt one most likely means (`exemptFolder` → `exemptFolders`). */
function findKnownKey(key: string): string | undefined {
  const lower = key.toLowerCase();
  return knownKeys.find((known) => {
    const candidate = known.toLowerCase();
    return candidate === lower || candidate === `${lower}s` || `${candidate}s` === lower;
  });
}

/** Validates a raw settings value; throws `VfsSettingsError` naming the key at fault. */
export function parseSettings(raw: unknown): VfsSettings {
  if (raw === undefined) return defaultSettings;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new VfsSettingsError('', `expected an object with the keys ${knownKeys.join(', ')}; got ${describe(raw)}.`);
  }
  const record = raw as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!knownKeys.includes(key)) {
      const meant = findKnownKey(key);
      throw new VfsSettingsError(
        key,
        `unknown key.${meant ? ` Did you mean ${meant}?` : ''} Known keys: ${knownKeys.join(', ')}.`,
      );
    }
  }
  const booleans = Object.fromEntries(
    booleanKeys.map((key) => {
      const value = record[key];
      if (value === undefined) return [key, defaultSettings[key]];
      if (typeof value !== 'boolean')
        throw new VfsSettingsError(key, `expected true or false, got ${describe(value)}.`);
      return [key, value];
    }),
  ) as Pick<VfsSettings, (typeof booleanKeys)[number]>;

  const settings: VfsSettings = {
    exemptFolders: readList(record, 'exemptFolders'),
    exemptFiles: readList(record, 'exemptFiles'),
    serviceTypes: readList(record, 'serviceTypes'),
    fsModules: readList(record, 'fsModules'),
    watcherModules: readList(record, 'watcherModules'),
    pathFunctions: readList(record, 'pathFunctions'),
    containmentFunctions: readList(record, 'containmentFunctions'),
    categories: readList(record, 'categories'),
    retiredCategories: readList(record, 'retiredCategories'),
    ...booleans,
    budgets: defaultSettings.budgets,
    serviceMethods: readServiceMethods(record),
  };
  const both = settings.categories.filter((category) => settings.retiredCategories.includes(category));
  if (both.length > 0) {
    throw new VfsSettingsError(
      'categories',
      `${both.join(', ')} ${both.length === 1 ? 'is' : 'are'} both accepted (categories) and retired (retiredCategories); remove ${both.length === 1 ? 'it' : 'them'} from one of the two lists.`,
    );
  }
  return Object.freeze({ ...settings, budgets: readBudgets(record, settings) });
}

const cache = new WeakMap<object, VfsSettings>();

/** The validated settings of a rule context; cached per settings object. */
export function getSettings(context: { readonly settings?: Readonly<Record<string, unknown>> }): VfsSettings {
  const all = context.settings;
  if (!all) return defaultSettings;
  const cached = cache.get(all);
  if (cached) return cached;
  const settings = parseSettings(all[SETTINGS_KEY]);
  cache.set(all, settings);
  return settings;
}
