/**
 * The audit command's own functions, from the built dist/ (the audit hands ESLint the URL of its
 * options module, which must be JavaScript), called in this process: parse a command line, run
 * it, get the report object. What the CLI would print is `formatReport` of the same object.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { root } from '../../e2e/run-eslint.js';

type Command = typeof import('../../../src/audit/command.js');
export type AuditReport = import('../../../src/audit/report.js').AuditReport;

const command = (await import(pathToFileURL(path.join(root, 'dist/audit/command.js')).href)) as Command;

export async function runAuditInProcess(args: readonly string[], cwd: string): Promise<AuditReport> {
  const parsed = command.parseCommandLine(args);
  if (parsed.kind !== 'audit') throw new Error(`not an audit: ${args.join(' ')}`);
  return (await command.audit(parsed.options, cwd)).report;
}

/** Runs the audit and writes its report where a CI job would upload it from. */
// vfs-suppress: OUT-OF-SCOPE: a test writes a report to the host's temporary folder
export async function writeReport(
  args: readonly string[],
  cwd: string,
  file: string,
): Promise<{ file: string; report: AuditReport }> {
  const report = await runAuditInProcess([...args, '--format', 'json'], cwd);
  await writeFile(path.join(cwd, file), `${JSON.stringify(report, null, 2)}\n`);
  return { file, report };
}
