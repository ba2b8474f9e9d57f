/** Random valid `settings['vfs-compliance']` values for the fuzz test. */
import fc from 'fast-check';

import { additionalPathFunctions } from '../../src/analysis/knowledge/fs-api.js';

export interface FuzzSettings {
  exemptFolders?: string[];
  exemptFiles?: string[];
  serviceTypes?: string[];
  fsModules?: string[];
  watcherModules?: string[];
  pathFunctions?: string[];
  categories?: string[];
  retiredCategories?: string[];
  requireTypeInformation?: boolean;
  allowFileSuppressions?: boolean;
}

const DEFAULT_CATEGORIES = ['EXCEPTION-BOOTSTRAP', 'EXCEPTION-WATCHER-BRIDGE', 'OUT-OF-SCOPE'];
const DEFAULT_RETIRED = ['EXCEPTION-BACKCOMPAT', 'EXCEPTION-OBSOLETE'];
const EXTRA_CATEGORIES = ['LEGACY-IO', 'TOOLING2'];

function optionalList<T>(values: readonly T[], minLength = 0): fc.Arbitrary<T[] | undefined> {
  return fc.option(fc.subarray([...values], { minLength }), { nil: undefined, freq: 2 });
}

/** A random valid `settings['vfs-compliance']` value: every key optional, every value valid. */
export const settingsArbitrary: fc.Arbitrary<FuzzSettings> = fc
  .record(
    {
      // The linted file is `/file.ts` (or `/script.js`) below the cwd: these never exempt it...
      exemptFolders: optionalList(['/tests/', '/examples/', '/generated/', '/vendor/']),
      // ...and this one sometimes does, so the exempt path runs too (rarely: it silences everything).
      exemptFiles: fc.option(
        fc.oneof(
          { arbitrary: fc.subarray(['security/path-validator.ts', 'src/main.ts']), weight: 9 },
          { arbitrary: fc.constant(['file.ts', 'script.js']), weight: 1 },
        ),
        { nil: undefined },
      ),
      serviceTypes: optionalList(['IFileSystemService', 'FileSystemService', 'OtherService'], 1),
      fsModules: optionalList(['fs-extra', 'graceful-fs', '@scope/fs-like']),
      watcherModules: optionalList(['chokidar', 'watchpack']),
      pathFunctions: optionalList(additionalPathFunctions),
      categories: optionalList([...DEFAULT_CATEGORIES, ...EXTRA_CATEGORIES]),
      retired: fc.option(fc.subarray([...DEFAULT_RETIRED, 'LEGACY-IO']), { nil: undefined }),
      requireTypeInformation: fc.option(fc.boolean(), { nil: undefined, freq: 2 }),
      allowFileSuppressions: fc.option(fc.boolean(), { nil: undefined }),
    },
    { requiredKeys: [] },
  )
  .map(({ retired, ...rest }) => {
    const settings: FuzzSettings = {};
    for (const [key, value] of Object.entries(rest)) {
      if (value !== undefined) (settings as Record<string, unknown>)[key] = value;
    }
    if (retired !== undefined) {
      // A category is never both accepted and retired (the settings reader rejects that).
      const accepted = settings.categories ?? DEFAULT_CATEGORIES;
      settings.retiredCategories = retired.filter((category) => !accepted.includes(category));
    }
    return settings;
  });

export function getCategories(settings: FuzzSettings): readonly string[] {
  return settings.categories ?? DEFAULT_CATEGORIES;
}

export function getRetiredCategories(settings: FuzzSettings): readonly string[] {
  return settings.retiredCategories ?? DEFAULT_RETIRED;
}
