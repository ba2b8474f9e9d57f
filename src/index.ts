import { createRequire } from 'node:module';

import type { TSESLint } from '@typescript-eslint/utils';

import { createRecommendedConfig } from './configs/recommended.js';
import { createStrictConfig } from './configs/strict.js';
import { rules } from './rules/index.js';

const { name, version } = createRequire(import.meta.url)('../package.json') as { name: string; version: string };

interface VfsCompliancePlugin extends TSESLint.FlatConfig.Plugin {
  readonly meta: { readonly name: string; readonly version: string };
  readonly rules: typeof rules;
  readonly configs: {
    readonly recommended: TSESLint.FlatConfig.Config;
    readonly strict: TSESLint.FlatConfig.Config;
  };
}

const configs = {} as { recommended: TSESLint.FlatConfig.Config; strict: TSESLint.FlatConfig.Config };

const plugin: VfsCompliancePlugin = {
  meta: { name, version },
  rules,
  configs,
};

configs.recommended = createRecommendedConfig(plugin);
configs.strict = createStrictConfig(plugin);

export default plugin;
