// The project's own lint: typescript-eslint (type-checked) on the TypeScript sources and tests,
// eslint-plugin-eslint-plugin on the rules, and this plugin's own rules on its source: the plugin
// touches no files through Node's fs (package.json comes in through createRequire, a module load;
// ORKVFS007 reads package.json files through TypeScript's own ts.sys, the checker's host).
// Uses the built plugin: `npm run lint` builds it first.
import eslintPlugin from 'eslint-plugin-eslint-plugin';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

import vfsCompliance from './dist/index.js';

export default defineConfig(
  globalIgnores([
    'dist/',
    'build/',
    'coverage/',
    'scratch/',
    'fixtures/',
    'tests/fixtures/',
    'bench/corpus/',
    'bench/results/',
    '.stryker-tmp/',
    'reports/',
  ]),
  {
    name: 'typescript',
    files: ['**/*.ts'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // `node.type === 'CallExpression'` compares TSESTree's string enum with its literal value;
      // TypeScript already rejects a literal that is not a member (TS2367), so the rule only
      // asks to spell every node type as `AST_NODE_TYPES.X`.
      '@typescript-eslint/no-unsafe-enum-comparison': 'off',
    },
  },
  {
    name: 'javascript',
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.recommended],
  },
  {
    name: 'rules',
    files: ['src/rules/**/*.ts', 'src/util/operation-rule.ts'],
    extends: [eslintPlugin.configs.recommended],
  },
  {
    name: 'dogfood',
    files: ['src/**/*.ts'],
    extends: [vfsCompliance.configs.recommended],
  },
);
