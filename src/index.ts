import { createRequire } from 'node:module';

import type { ESLint, Linter } from 'eslint';

import { createRecommendedConfig } from './configs/recommended.js';
import { createStrictConfig } from './configs/strict.js';
import { rules } from './rules/index.js';

const { name, version } = createRequire(import.meta.url)('../package.json') as { name: string; version: string };

/**
 * Typed with ESLint's own types (not typescript-eslint's `FlatConfig`), so that the plugin and its
 * configs drop into `defineConfig()` of an `eslint.config.ts` without a cast.
 */
export interface VfsCompliancePlugin extends ESLint.Plugin {
  readonly meta: { readonly name: string; readonly version: string };
  readonly rules: NonNullable<ESLint.Plugin['rules']>;
  readonly configs: {
    readonly recommended: Linter.Config;
    readonly strict: Linter.Config;
  };
}

const configs = {} as { recommended: Linter.Config; strict: Linter.Config };

const plugin: VfsCompliancePlugin = {
  meta: { name, version },
  // typescript-eslint's RuleModule and ESLint's differ only in how they spell the same shapes.
  rules: rules as unknown as NonNullable<ESLint.Plugin['rules']>,
  configs,
};

configs.recommended = createRecommendedConfig(plugin);
configs.strict = createStrictConfig(plugin);

export default plugin;
