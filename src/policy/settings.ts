/**
 * The one reader of `settings['vfs-compliance']`. Every rule goes through it, so two rules can
 * never disagree on what is exempt or which modules are fs. Values are validated once per
 * settings object; a bad value stops the run with a message that names the key and the shape
 * it expects, never a silent default.
 */

export const SETTINGS_KEY = 'vfs-compliance';

export interface VfsSettings {
  readonly exemptFolders: readonly string[];
  readonly exemptFiles: readonly string[];
  readonly serviceTypes: readonly string[];
  readonly fsModules: readonly string[];
  readonly watcherModules: readonly string[];
  readonly categories: readonly string[];
  readonly retiredCategories: readonly string[];
  readonly requireTypeInformation: boolean;
  readonly allowFileSuppressions: boolean;
}

export const defaultSettings: VfsSettings = Object.freeze({
  exemptFolders: Object.freeze(['/tests/', '/examples/']),
  exemptFiles: Object.freeze([]),
  serviceTypes: Object.freeze(['IFileSystemService', 'FileSystemService']),
  fsModules: Object.freeze([]),
  watcherModules: Object.freeze(['chokidar']),
  categories: Object.freeze(['EXCEPTION-BOOTSTRAP', 'EXCEPTION-WATCHER-BRIDGE', 'OUT-OF-SCOPE']),
  retiredCategories: Object.freeze(['EXCEPTION-BACKCOMPAT', 'EXCEPTION-OBSOLETE']),
  requireTypeInformation: false,
  allowFileSuppressions: true,
});

export class VfsSettingsError extends Error {
  constructor(key: string, problem: string) {
    super(`Invalid settings['${SETTINGS_KEY}']${key ? `.${key}` : ''}: ${problem}`);
    this.name = 'VfsSettingsError';
  }
}

type Check = (value: readonly string[], key: string) => void;

interface ListSpec {
  readonly shape: string;
  readonly check?: Check;
}

const CATEGORY_PATTERN = /^[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*$/u;
const MODULE_PATTERN = /^(?:@[\w.-]+\/)?[\w.:-]+(?:\/[\w.-]+)*$/u;
const IDENTIFIER_PATTERN = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/u;

function eachEntry(value: readonly string[], key: string, test: (entry: string) => string | undefined): void {
  value.forEach((entry, index) => {
    const problem = test(entry);
    if (problem) throw new VfsSettingsError(`${key}[${index}]`, `${JSON.stringify(entry)} ${problem}`);
  });
}

const listSpecs: Record<Exclude<keyof VfsSettings, 'requireTypeInformation' | 'allowFileSuppressions'>, ListSpec> = {
  exemptFolders: {
    shape: "an array of folder segments that begin and end with '/', e.g. ['/tests/']",
    check: (value, key) =>
      eachEntry(value, key, (entry) => {
        const normalised = entry.replaceAll('\\', '/');
        if (!normalised.startsWith('/') || !normalised.endsWith('/') || normalised.length < 3) {
          return "is not a folder segment: write it with a leading and a trailing '/', e.g. '/tests/'";
        }
        if (normalised.includes('//')) return "contains an empty segment ('//')";
        return undefined;
      }),
  },
  exemptFiles: {
    shape: "an array of relative path suffixes, e.g. ['security/path-validator.ts']",
    check: (value, key) =>
      eachEntry(value, key, (entry) => {
        const normalised = entry.replaceAll('\\', '/');
        if (normalised.endsWith('/')) return 'names a folder; put folders in exemptFolders';
        if (normalised.includes('//')) return "contains an empty segment ('//')";
        if (normalised.split('/').some((segment) => segment === '..' || segment === '.')) {
          return "contains '.' or '..' segments; write the suffix as it appears in the path";
        }
        return undefined;
      }),
  },
  serviceTypes: {
    shape: "an array of type names, e.g. ['IFileSystemService']",
    check: (value, key) =>
      eachEntry(value, key, (entry) => (IDENTIFIER_PATTERN.test(entry) ? undefined : 'is not a type name')),
  },
  fsModules: {
    shape: "an array of module names, e.g. ['fs-extra', 'graceful-fs']",
    check: (value, key) =>
      eachEntry(value, key, (entry) => (MODULE_PATTERN.test(entry) ? undefined : 'is not a module name')),
  },
  watcherModules: {
    shape: "an array of module names, e.g. ['chokidar']",
    check: (value, key) =>
      eachEntry(value, key, (entry) => (MODULE_PATTERN.test(entry) ? undefined : 'is not a module name')),
  },
  categories: {
    shape: "an array of upper-case category names, e.g. ['EXCEPTION-BOOTSTRAP', 'OUT-OF-SCOPE']",
    check: (value, key) =>
      eachEntry(value, key, (entry) =>
        CATEGORY_PATTERN.test(entry) ? undefined : 'is not a category: use upper-case words joined by -',
      ),
  },
  retiredCategories: {
    shape: "an array of upper-case category names, e.g. ['EXCEPTION-BACKCOMPAT']",
    check: (value, key) =>
      eachEntry(value, key, (entry) =>
        CATEGORY_PATTERN.test(entry) ? undefined : 'is not a category: use upper-case words joined by -',
      ),
  },
};

const booleanKeys = ['requireTypeInformation', 'allowFileSuppressions'] as const;

const knownKeys = [...Object.keys(listSpecs), ...booleanKeys];

function readList(raw: Record<string, unknown>, key: keyof typeof listSpecs): readonly string[] {
  const spec = listSpecs[key];
  if (!(key in raw) || raw[key] === undefined) return defaultSettings[key];
  const value = raw[key];
  if (!Array.isArray(value)) {
    throw new VfsSettingsError(key, `expected ${spec.shape}, got ${describe(value)}.`);
  }
  value.forEach((entry: unknown, index) => {
    if (typeof entry !== 'string' || entry.trim() === '') {
      throw new VfsSettingsError(`${key}[${index}]`, `expected a non-empty string, got ${describe(entry)}; the key takes ${spec.shape}.`);
    }
  });
  const list = (value as string[]).map((entry) => entry.trim());
  spec.check?.(list, key);
  return Object.freeze(list);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `the string ${JSON.stringify(value)}`;
  return `a ${typeof value}`;
}

/** Validates a raw settings value; throws `VfsSettingsError` naming the key at fault. */
export function parseSettings(raw: unknown): VfsSettings {
  if (raw === undefined || raw === null) return defaultSettings;
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new VfsSettingsError('', `expected an object, got ${describe(raw)}.`);
  }
  const record = raw as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!knownKeys.includes(key)) {
      throw new VfsSettingsError(key, `unknown key. Known keys: ${knownKeys.join(', ')}.`);
    }
  }
  const booleans = Object.fromEntries(
    booleanKeys.map((key) => {
      const value = record[key];
      if (value === undefined) return [key, defaultSettings[key]];
      if (typeof value !== 'boolean') throw new VfsSettingsError(key, `expected true or false, got ${describe(value)}.`);
      return [key, value];
    }),
  ) as Pick<VfsSettings, (typeof booleanKeys)[number]>;

  const settings: VfsSettings = {
    exemptFolders: readList(record, 'exemptFolders'),
    exemptFiles: readList(record, 'exemptFiles'),
    serviceTypes: readList(record, 'serviceTypes'),
    fsModules: readList(record, 'fsModules'),
    watcherModules: readList(record, 'watcherModules'),
    categories: readList(record, 'categories'),
    retiredCategories: readList(record, 'retiredCategories'),
    ...booleans,
  };
  const both = settings.categories.filter((category) => settings.retiredCategories.includes(category));
  if (both.length > 0) {
    throw new VfsSettingsError(
      'categories',
      `${both.join(', ')} ${both.length === 1 ? 'is' : 'are'} both accepted and retired; remove ${both.length === 1 ? 'it' : 'them'} from one of categories / retiredCategories.`,
    );
  }
  return Object.freeze(settings);
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
