/**
 * The ESLint options of an audit run, as a module. ESLint's worker threads (`--concurrency`)
 * cannot receive the internal plugin object (functions do not clone), so every thread imports
 * this module instead (`ESLint.fromOptionsModule`). What the command line decided reaches it
 * through one environment variable, which ESLint shares with its workers.
 *
 * The override (`auditConfig`) turns the internal audit rule on above the user's own configuration.
 */
import type { ESLint } from 'eslint';

import { auditConfig } from './audit-rule.js';
import { OPTIONS_ENV, type AuditEslintRequest } from './records.js';

function readRequest(): AuditEslintRequest {
  const raw = process.env[OPTIONS_ENV];
  if (raw === undefined)
    throw new Error(`${OPTIONS_ENV} is not set: this module is loaded by vfs-compliance-audit only.`);
  return JSON.parse(raw) as AuditEslintRequest;
}

const request = readRequest();

const options: ESLint.Options = {
  cwd: request.cwd,
  overrideConfigFile: request.overrideConfigFile,
  overrideConfig: auditConfig,
  concurrency: request.concurrency,
};

export default options;
