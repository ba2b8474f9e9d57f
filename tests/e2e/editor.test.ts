/**
 * The editor, through the real ESLint language server of VS Code's ESLint extension
 * (`vscode-eslint-language-server` from vscode-langservers-extracted). The test plays VS Code:
 * it answers the server's configuration requests with the extension's defaults, opens a file of
 * fixtures/editor (typed flat config), pulls its diagnostics (`textDocument/diagnostic`; the
 * server pushes none), types a new violation, and applies ORKVFS007's suggestion as a quick fix.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CodeActionRequest,
  DidChangeTextDocumentNotification,
  DidOpenTextDocumentNotification,
  DocumentDiagnosticRequest,
  ExecuteCommandRequest,
  type CodeAction,
  type Diagnostic,
  type TextDocumentContentChangeEvent,
} from 'vscode-languageserver-protocol/node';
import { TextDocument } from 'vscode-languageserver-textdocument';

import { startEslintLanguageServer, type EslintLanguageServer } from './language-server.js';
import { root } from './run-eslint.js';

const workspace = path.join(root, 'fixtures/editor');
const filePath = path.join(workspace, 'src/import-job.ts');
const uri = pathToFileURL(filePath).href;
const docs = 'https://github.com/orkeon/eslint-plugin-vfs-compliance/blob/main/docs/rules';

/** LSP 3.18 allows markup in a diagnostic's message; ESLint's server sends plain text. */
function getMessage(diagnostic: Diagnostic): string {
  return typeof diagnostic.message === 'string' ? diagnostic.message : diagnostic.message.value;
}

/**
 * One readable line per diagnostic: `line:column-endLine:endColumn code rule href`. LSP counts
 * from 0; the range is written here as the user sees it in the editor (Ln 7, Col 32) and as the
 * CLI prints it, 1-based, so the underline can be checked against the file by eye.
 */
function summarize(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.map((diagnostic) => {
    const { start, end } = diagnostic.range;
    const code = /^ORKVFS\d{3}(?=: )/u.exec(getMessage(diagnostic))?.[0] ?? '-';
    const range = `${start.line + 1}:${start.character + 1}-${end.line + 1}:${end.character + 1}`;
    return `${range} ${code} ${String(diagnostic.code)} ${diagnostic.codeDescription?.href ?? 'no href'}`;
  });
}

describe('the VS Code ESLint language server with the plugin (typed flat config)', { timeout: 60_000 }, () => {
  let server: EslintLanguageServer;
  let document = TextDocument.create(uri, 'typescript', 1, readFileSync(filePath, 'utf8'));

  /** Sends VS Code's incremental change event and keeps the client's copy in step. */
  async function change(changes: TextDocumentContentChangeEvent[]): Promise<void> {
    document = TextDocument.update(document, changes, document.version + 1);
    await server.connection.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri, version: document.version },
      contentChanges: changes,
    });
  }

  async function pullDiagnostics(): Promise<Diagnostic[]> {
    const report = await server.connection.sendRequest(DocumentDiagnosticRequest.type, { textDocument: { uri } });
    expect(report.kind).toBe('full');
    return report.kind === 'full' ? report.items : [];
  }

  beforeAll(async () => {
    server = await startEslintLanguageServer(workspace, {
      lifetimeMs: 55_000,
      // The editor applies the server's edit if it targets the version it has.
      onApplyEdit: (params) =>
        (params.edit.documentChanges ?? []).every(
          (item) => 'textDocument' in item && item.textDocument.version === document.version,
        ),
    });
    await server.connection.sendNotification(DidOpenTextDocumentNotification.type, {
      textDocument: { uri, languageId: 'typescript', version: document.version, text: document.getText() },
    });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('pulls the typed diagnostics of an opened file, each with its code, range and documentation link', async () => {
    const diagnostics = await pullDiagnostics();
    expect(summarize(diagnostics)).toEqual([
      `7:32-7:58 ORKVFS007 vfs-compliance/no-optional-file-system-service ${docs}/no-optional-file-system-service.md#ork-vfs-007`,
      `10:12-10:46 ORKVFS001 vfs-compliance/no-direct-file-access ${docs}/no-direct-file-access.md#ork-vfs-001`,
      // Only the type checker sees that this `readFile` is Node's: the editor lints with types.
      `14:12-14:49 ORKVFS001 vfs-compliance/no-direct-file-access ${docs}/no-direct-file-access.md#ork-vfs-001`,
    ]);
    expect(diagnostics.map((diagnostic) => [diagnostic.source, diagnostic.severity])).toEqual(
      Array(3).fill(['eslint', 1]),
    );
    expect(diagnostics[1] && getMessage(diagnostics[1])).toBe(
      "ORKVFS001: `fs.readFileSync` reads a file directly, bypassing the virtual file system's mounts, access rights and path validation. Inject a required `IFileSystemService` and use `tryReadAllBytes()` / `readAllText()` instead.",
    );
    expect(server.statuses).toEqual([{ uri, state: 1, validationTime: expect.any(Number) as unknown }]);
  });

  it('reports a violation typed into the file once the change reaches the server', async () => {
    await change([
      {
        range: { start: { line: 0, character: 9 }, end: { line: 0, character: 21 } },
        text: 'readdirSync, readFileSync',
      },
      {
        range: { start: { line: 10, character: 3 }, end: { line: 10, character: 3 } },
        text: '\n\n  listInbox(inbox: string): string[] {\n    return readdirSync(inbox);\n  }',
      },
    ]);
    expect(document.getText().split('\n').slice(10, 16)).toEqual([
      '  }',
      '',
      '  listInbox(inbox: string): string[] {',
      '    return readdirSync(inbox);',
      '  }',
      '',
    ]);
    expect(summarize(await pullDiagnostics())).toEqual([
      `7:32-7:58 ORKVFS007 vfs-compliance/no-optional-file-system-service ${docs}/no-optional-file-system-service.md#ork-vfs-007`,
      `10:12-10:46 ORKVFS001 vfs-compliance/no-direct-file-access ${docs}/no-direct-file-access.md#ork-vfs-001`,
      `14:12-14:30 ORKVFS002 vfs-compliance/no-direct-directory-access ${docs}/no-direct-directory-access.md#ork-vfs-002`,
      `18:12-18:49 ORKVFS001 vfs-compliance/no-direct-file-access ${docs}/no-direct-file-access.md#ork-vfs-001`,
    ]);
  });

  it("offers ORKVFS007's suggestion as a quick fix that makes the service required", async () => {
    const diagnostic = (await pullDiagnostics()).find((item) => getMessage(item).startsWith('ORKVFS007: '));
    expect(diagnostic).toBeDefined();
    if (!diagnostic) return;
    const actions = (await server.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri },
      range: diagnostic.range,
      context: { diagnostics: [diagnostic], triggerKind: 1 },
    })) as CodeAction[] | null;
    expect(actions?.map((action) => `${action.kind ?? '-'} ${action.title}`)).toEqual([
      'quickfix Make `files` a required `IFileSystemService`: remove `?`. (vfs-compliance/no-optional-file-system-service)',
      'quickfix Disable vfs-compliance/no-optional-file-system-service for this line',
      'quickfix Disable vfs-compliance/no-optional-file-system-service for the entire file',
      'quickfix Show documentation for vfs-compliance/no-optional-file-system-service',
    ]);

    // Choosing the quick fix: the command makes the server send the edit back (workspace/applyEdit),
    // which the editor applies to the buffer and reports as a change.
    const command = actions?.[0]?.command;
    expect(command?.command).toBe('eslint.applySuggestion');
    if (!command) return;
    await server.connection.sendRequest(ExecuteCommandRequest.type, {
      command: command.command,
      arguments: command.arguments ?? [],
    });
    const edit = { range: { start: { line: 6, character: 36 }, end: { line: 6, character: 37 } }, newText: '' };
    expect(server.appliedEdits).toEqual([
      { edit: { documentChanges: [{ textDocument: { uri, version: document.version }, edits: [edit] }] } },
    ]);
    await change([{ range: edit.range, text: edit.newText }]);
    expect(document.getText().split('\n')[6]).toBe('  constructor(private readonly files: IFileSystemService) {}');
    expect(summarize(await pullDiagnostics())).toEqual([
      `10:12-10:46 ORKVFS001 vfs-compliance/no-direct-file-access ${docs}/no-direct-file-access.md#ork-vfs-001`,
      `14:12-14:30 ORKVFS002 vfs-compliance/no-direct-directory-access ${docs}/no-direct-directory-access.md#ork-vfs-002`,
      `18:12-18:49 ORKVFS001 vfs-compliance/no-direct-file-access ${docs}/no-direct-file-access.md#ork-vfs-001`,
    ]);
  });

  it('never pushes diagnostics, writes nothing to stderr, and leaves the file on disk alone', () => {
    expect(server.pushed).toEqual([]);
    expect(server.stderr()).toBe('');
    expect(readFileSync(filePath, 'utf8')).toContain('private readonly files?: IFileSystemService');
  });
});
