/**
 * ORKVFS007's reports as its case tables state them: the underlined text, the message data, and
 * the suggestion with the code after it, all written in the test.
 */
import type { MessageIds } from '../../../src/rules/no-optional-file-system-service.js';
import { getTypeErrors } from '../../type-check.js';
import type { Case, ExpectedError, Mode } from '../case-table.js';

export interface OptionalReport {
  /** The underlined text: its first occurrence (after `after`, or its `nth`). */
  readonly span: string;
  readonly after?: string;
  readonly nth?: number;
  readonly name: string;
  /** The service type the message names: `IFileSystemService` when left out. */
  readonly service?: string;
  readonly how: string;
  /** The suggestion: the name it makes required (when not `name`), what it changes, the code after it. Absent: none. */
  readonly suggestion?: { readonly name?: string; readonly change: string; readonly output: string };
}

/** An optional service reported, with its suggestion (or none), in `modes` (every mode when left out). */
export function optional(report: OptionalReport, modes?: readonly Mode[]): ExpectedError<MessageIds> {
  const { span, after, nth, name, how, suggestion } = report;
  const service = report.service ?? 'IFileSystemService';
  return {
    messageId: 'optional',
    data: { name, service, how },
    span,
    ...(after === undefined ? {} : { after }),
    ...(nth === undefined ? {} : { nth }),
    ...(modes ? { modes } : {}),
    suggestions: suggestion
      ? [
          {
            messageId: 'makeRequired',
            data: { name: suggestion.name ?? name, service, change: suggestion.change },
            output: suggestion.output,
          },
        ]
      : [],
  };
}

/** Each report of `reports`, in `modes` (every mode when left out). */
export function optionals(reports: readonly OptionalReport[], modes?: readonly Mode[]): ExpectedError<MessageIds>[] {
  return reports.map((report) => optional(report, modes));
}

/** TS2564: a required property that is never assigned. */
const NOT_DEFINITELY_ASSIGNED = 2564;

export interface CompiledSuggestions {
  /** How many suggestion outputs the cases hold. */
  readonly count: number;
  /** Each TypeScript error in an output, but TS2564 where the suggestion announces the assignment. */
  readonly problems: readonly string[];
  /** How many outputs lack the assignment (TS2564). */
  readonly unassigned: number;
}

/**
 * Every suggestion output of `cases`, compiled with the fixtures' tsconfig. A suggestion never adds
 * `!` (that compiles, and leaves the service undefined at run time). A property nothing assigns
 * keeps TypeScript's TS2564 after the fix, which is the work left to do; the suggestion announces
 * it ("then assign it in the constructor"). Any other error is a bug.
 */
export function compileSuggestions(
  cases: readonly Case<MessageIds>[],
  { prefix, decorators = false }: { readonly prefix: string; readonly decorators?: boolean },
): CompiledSuggestions {
  const outputs = cases.flatMap((item) =>
    (item.errors ?? []).flatMap((error) =>
      (error.suggestions ?? []).map((suggestion) => ({
        title: item.title,
        output: suggestion.output,
        announcesAssignment: String(suggestion.data?.['change']).endsWith('then assign it in the constructor'),
      })),
    ),
  );
  // Parameter decorators (`@Optional()`, `@Inject()`) exist only as TypeScript's legacy decorators.
  const errors = getTypeErrors(outputs, prefix, decorators ? { experimentalDecorators: true } : {});
  return {
    count: outputs.length,
    problems: errors.flatMap(({ index, codes, text }) =>
      text.filter((_, at) => !(outputs[index]?.announcesAssignment && codes[at] === NOT_DEFINITELY_ASSIGNED)),
    ),
    unassigned: errors.filter(({ codes }) => codes.includes(NOT_DEFINITELY_ASSIGNED)).length,
  };
}
