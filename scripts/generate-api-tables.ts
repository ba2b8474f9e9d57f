/**
 * Writes the table of reported fs operations into each fs rule's page, between
 * `<!-- begin auto-generated api table -->` and `<!-- end auto-generated api table -->`, from the
 * one data table src/analysis/knowledge/fs-api.ts. `--check` writes nothing and exits 1 when a page is stale.
 *
 * Run through `npm run docs` / `npm run docs:check` (compiled by tsconfig.scripts.json into build/).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import {
  builtinFsModules,
  builtinFsPromisesModules,
  knownOperationNames,
  operationGroups,
  unknownOperationGroup,
  watcherLibraryOperations,
  type OperationGroup,
} from '../src/analysis/knowledge/fs-api.js';
import { CODE_RULES, OPERATION_CODES, type OperationCode } from '../src/analysis/knowledge/codes.js';

export const BEGIN_MARKER = '<!-- begin auto-generated api table -->';
export const END_MARKER = '<!-- end auto-generated api table -->';

/** The fs operation rules and their codes, from the one list of codes. */
export function getOperationRules(): { rule: string; code: OperationCode }[] {
  return OPERATION_CODES.map((code) => ({ rule: CODE_RULES[code], code }));
}

function code(name: string): string {
  return `\`${name}\``;
}

function listFunctions(group: OperationGroup): string {
  const names = group.names.flatMap((name) =>
    knownOperationNames.has(`${name}Sync`) ? [name, `${name}Sync`] : [name],
  );
  const constructed = (group.constructs ?? []).map((name) => `new ${name}(…)`);
  return [...names, ...constructed].map(code).join(', ');
}

function escapeCell(text: string): string {
  return text.replaceAll('|', '\\|');
}

/** The Markdown between the markers (markers excluded) for one operation code. */
export function renderApiTable(operationCode: OperationCode): string {
  const rows = Object.values(operationGroups)
    .filter((group) => group.code === operationCode)
    .map((group) => [group.verb, listFunctions(group), group.instead]);
  if (operationCode === unknownOperationGroup.code) {
    rows.push([
      'any other function an fs module exports (fail closed: a new Node release opens no hole)',
      '—',
      unknownOperationGroup.instead,
    ]);
  }
  if (operationCode === 'ORKVFS005') {
    rows.push([
      'watches the disk through a library listed in `watcherModules`',
      [...watcherLibraryOperations].map(code).join(', '),
      'the VFS watcher abstraction (`watch()`)',
    ]);
  }
  const modules = [...builtinFsModules, ...builtinFsPromisesModules].map(code).join(', ');
  return [
    '| The call | Functions | Use instead (`IFileSystemService`) |',
    '| :-- | :-- | :-- |',
    ...rows.map((cells) => `| ${cells.map(escapeCell).join(' | ')} |`),
    '',
    `Every form is reported: the callback, \`Sync\` and promise functions of ${modules} and \`fs.promises\`, ` +
      'and the same names exported by a module listed in `fsModules`.',
  ].join('\n');
}

/** Replaces what lies between the markers; throws when the page has no (or broken) markers. */
export function replaceApiTable(page: string, table: string, pageName = 'page'): string {
  const begin = page.indexOf(BEGIN_MARKER);
  const end = page.indexOf(END_MARKER);
  if (begin < 0 || end < begin) {
    throw new Error(`${pageName}: add the markers ${BEGIN_MARKER} and ${END_MARKER} where the API table goes.`);
  }
  return `${page.slice(0, begin + BEGIN_MARKER.length)}\n\n${table}\n\n${page.slice(end)}`;
}

function main(): void {
  const check = process.argv.includes('--check');
  // npm runs scripts from the package root.
  const root = process.cwd();
  const stale: string[] = [];
  for (const { rule, code: operationCode } of getOperationRules()) {
    const file = path.join(root, 'docs', 'rules', `${rule}.md`);
    const page = readFileSync(file, 'utf8');
    const updated = replaceApiTable(page, renderApiTable(operationCode), path.relative(root, file));
    if (updated === page) continue;
    stale.push(path.relative(root, file));
    if (!check) writeFileSync(file, updated);
  }
  if (check && stale.length > 0) {
    console.error(`API tables are out of date in: ${stale.join(', ')}. Run \`npm run docs\`.`);
    process.exitCode = 1;
  } else if (!check) {
    console.log(stale.length > 0 ? `Updated API tables in: ${stale.join(', ')}.` : 'API tables are up to date.');
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
