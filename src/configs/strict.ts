import type { ESLint, Linter } from 'eslint';

import { SETTINGS_KEY } from '../settings/settings.js';
import { createRecommendedConfig, PLUGIN_NAMESPACE } from './recommended.js';

/**
 * `recommended`, plus the settings a project that has finished its migration can afford: no
 * file-wide suppressions (each exception is written where it happens), no untyped fallback (a
 * file without a TypeScript program is an error, not a weaker check), and no module load or code
 * evaluation the analysis cannot follow without a documented exception. Flat config
 * merges `settings` objects key by key, so a later config can still add `exemptFiles` and the like.
 */
export function createStrictConfig(plugin: ESLint.Plugin): Linter.Config {
  return {
    ...createRecommendedConfig(plugin),
    name: `${PLUGIN_NAMESPACE}/strict`,
    settings: {
      [SETTINGS_KEY]: { requireTypeInformation: true, allowFileSuppressions: false, reportUnverifiableLoads: true },
    },
  };
}
