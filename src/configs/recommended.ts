import type { ESLint, Linter } from 'eslint';

import { rules } from '../rules/index.js';

export const PLUGIN_NAMESPACE = 'vfs-compliance';

/** Every rule at `error`: a violation fails the merge gate. */
export function createRecommendedConfig(plugin: ESLint.Plugin): Linter.Config {
  return {
    name: `${PLUGIN_NAMESPACE}/recommended`,
    plugins: { [PLUGIN_NAMESPACE]: plugin },
    rules: Object.fromEntries(Object.keys(rules).map((name) => [`${PLUGIN_NAMESPACE}/${name}`, 'error' as const])),
  };
}
