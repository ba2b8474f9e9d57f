/** A usage or configuration error: the command exits 2 with this one line, never a stack trace. */
export class AuditUsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AuditUsageError';
  }
}

/**
 * The one line to print for any error. ESLint appends where it happened on later lines
 * ("Occurred while linting src/a.ts:1", "Rule: …"); the file is worth keeping, the rest is noise.
 */
export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const [first = '', ...rest] = message.split('\n').map((line) => line.trim());
  const where = rest.find((line) => line.startsWith('Occurred while linting '));
  return where ? `${first} (${where.charAt(0).toLowerCase()}${where.slice(1)})` : first;
}
