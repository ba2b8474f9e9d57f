/**
 * The three ways every rule is tested: typed (a TypeScript program from tests/fixtures),
 * untyped TypeScript (the parser without a program) and plain JavaScript (espree).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { RuleTester } from '@typescript-eslint/rule-tester';

export const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

export function createTypedRuleTester(settings?: Record<string, unknown>): RuleTester {
  return new RuleTester({
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: fixturesDir,
      },
    },
    ...(settings ? { settings } : {}),
  });
}

export function createUntypedRuleTester(settings?: Record<string, unknown>): RuleTester {
  return new RuleTester({ ...(settings ? { settings } : {}) });
}

export async function createJavaScriptRuleTester(settings?: Record<string, unknown>): Promise<RuleTester> {
  const espree = await import('espree');
  return new RuleTester({
    languageOptions: { parser: espree as never, sourceType: 'module', ecmaVersion: 'latest' },
    ...(settings ? { settings } : {}),
  });
}
