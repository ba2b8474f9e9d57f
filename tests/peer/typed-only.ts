/**
 * The peer run asks one question: does the typed layer work on this TypeScript? A rule test
 * without a TypeScript program (espree, or the parser without a program) runs the same
 * syntactic analysis on every TypeScript, and `npm test` has run it already. So in this run a
 * RuleTester keeps only the cases that get a program, from its own config or from the case's,
 * and shows the rest as skipped.
 */
import type { RuleTesterConfig, RunTests } from '@typescript-eslint/rule-tester';
import type { RuleModule } from '@typescript-eslint/utils/ts-eslint';
import { describe, it, vi } from 'vitest';

interface WithLanguageOptions {
  readonly languageOptions?: {
    readonly parserOptions?: { readonly projectService?: unknown; readonly project?: unknown };
  };
}

function hasProgram(options: WithLanguageOptions | undefined): boolean {
  const parserOptions = options?.languageOptions?.parserOptions;
  return Boolean(parserOptions?.projectService ?? parserOptions?.project);
}

vi.mock('@typescript-eslint/rule-tester', async (importOriginal) => {
  const original = await importOriginal<typeof import('@typescript-eslint/rule-tester')>();
  class TypedOnlyRuleTester extends original.RuleTester {
    readonly #typed: boolean;

    constructor(config?: RuleTesterConfig) {
      super(config);
      this.#typed = hasProgram(config);
    }

    override run<MessageIds extends string, Options extends readonly unknown[]>(
      name: string,
      rule: RuleModule<MessageIds, Options>,
      tests: RunTests<MessageIds, Options>,
    ): void {
      if (this.#typed) {
        super.run(name, rule, tests);
        return;
      }
      const valid = tests.valid.filter((item) => typeof item !== 'string' && hasProgram(item));
      const invalid = tests.invalid.filter((item) => hasProgram(item));
      if (valid.length + invalid.length === 0) {
        describe.skip(name, () => {
          it('has no TypeScript program: npm test runs it', () => undefined);
        });
        return;
      }
      super.run(name, rule, { valid, invalid });
    }
  }
  return { ...original, RuleTester: TypedOnlyRuleTester };
});
