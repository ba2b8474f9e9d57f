/**
 * ORKVFS004's reports as its case tables state them: the argument the message names and the whole
 * call the editor underlines, both written in the test.
 */
import type { MessageIds } from '../../../src/rules/no-path-resolve-on-input.js';
import type { ExpectedError, Mode } from '../case-table.js';

/** A call of `name` reported for `argument`; `span` is the whole call the editor underlines. */
export function nonConstant(argument: string, span: string, name = 'path.resolve'): ExpectedError<MessageIds> {
  return { messageId: 'nonConstant', data: { name, argument, instead: '`resolveAndValidate()`' }, span };
}

/** Reported only without a program: with types the checker proves the argument constant. */
export const withoutProgram: readonly Mode[] = ['untyped', 'javascript'];
