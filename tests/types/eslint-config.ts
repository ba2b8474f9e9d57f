/**
 * Type-level test, checked by `npm run typecheck`: the plugin and its configs drop into an
 * `eslint.config.ts` built with ESLint's `defineConfig()` and typescript-eslint's `config()`
 * without a cast.
 */
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

import vfsCompliance from '../../src/index.js';

export const withDefineConfig = defineConfig(
  { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
  vfsCompliance.configs.recommended,
  vfsCompliance.configs.strict,
  { plugins: { 'vfs-compliance': vfsCompliance }, rules: { 'vfs-compliance/no-direct-file-access': 'warn' } },
);

export const withTypescriptEslint = tseslint.config(vfsCompliance.configs.recommended, {
  plugins: { 'vfs-compliance': vfsCompliance },
});
