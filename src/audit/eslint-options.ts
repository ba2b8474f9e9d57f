/**
 * The ESLint options of an audit run, as a module. ESLint's worker threads (`--concurrency`)
 * cannot receive the internal plugin object (functions do not clone), so every thread imports
 * this module instead (`ESLint.fromOptionsModule`). What the command line decided reaches it
 * through one environment variable, which ESLint shares with its workers.
 *
 * The override turns on the internal audit rule on top of the user's own configuration, and
 * turns off inline configuration so that no `eslint-disable` or `/* eslint … *\/` comment can
 * hide or switch off its records: what a comment may do to the rules' reports, it may not do to
 * the audit's numbers. (`/* global *\/` comments go too; the analysis treats a declared global
 * like an undeclared one, so nothing the audit counts depends on them.)
 */
import type { ESLint, Linter } from 'eslint';

import { auditRules } from './audit-rule.js';
import { AUDIT_PLUGIN_NAME, AUDIT_RULE_ID, OPTIONS_ENV, type AuditEslintRequest } from './records.js';


export const auditConfig: Linter.Config = {
  name: `${AUDIT_PLUGIN_NAME}/override`,
  plugins: { [AUDIT_PLUGIN_NAME]: { rules: auditRules as unknown as NonNullable<ESLint.Plugin['rules']> } },
  rules: { [AUDIT_RULE_ID]: 'warn' },
  linterOptions: { noInlineConfig: true },
};

function readRequest(): AuditEslintRequest {
  const raw = process.env[OPTIONS_ENV];
  if (raw === undefined) throw new Error(`${OPTIONS_ENV} is not set: this module is loaded by vfs-compliance-audit only.`);
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
