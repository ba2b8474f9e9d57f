/**
 * A client for the ESLint language server that VS Code's ESLint extension runs
 * (`vscode-eslint-language-server --stdio` from vscode-langservers-extracted): it starts the
 * server as a child process, speaks LSP over stdio, and answers the server's requests the way
 * the extension does. The server lives at most `lifetimeMs`; `stop()` ends it in every case.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import {
  ApplyWorkspaceEditRequest,
  ConfigurationRequest,
  createProtocolConnection,
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  RegistrationRequest,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  WorkDoneProgressCreateRequest,
  type ApplyWorkspaceEditParams,
  type ConfigurationItem,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
} from 'vscode-languageserver-protocol/node';

const require = createRequire(import.meta.url);
const serverBin = path.join(
  path.dirname(require.resolve('vscode-langservers-extracted/package.json')),
  'bin/vscode-eslint-language-server',
);

/** The server's `eslint/status` notification: the outcome and the time of one validation. */
export interface EslintStatus {
  readonly uri: string;
  readonly state: number;
  readonly validationTime?: number;
}

export interface EslintLanguageServer {
  readonly connection: ProtocolConnection;
  readonly statuses: EslintStatus[];
  /** `publishDiagnostics` notifications; the server answers pull requests instead, so none. */
  readonly pushed: PublishDiagnosticsParams[];
  /** `workspace/applyEdit` requests, which the handler given to `start` applies. */
  readonly appliedEdits: ApplyWorkspaceEditParams[];
  /** Everything the server wrote to stderr. */
  readonly stderr: () => string;
  stop(): Promise<void>;
}

/**
 * What VS Code's ESLint extension sends for a document of a validated language with the
 * default settings (its `readConfiguration`): flat config is detected from the config file.
 */
function getVsCodeSettings(workspaceFolder: string, item: ConfigurationItem): unknown {
  if (item.section !== undefined && item.section !== '') return null;
  return {
    validate: 'on',
    packageManager: 'npm',
    useESLintClass: false,
    experimental: { useFlatConfig: false },
    codeActionOnSave: { mode: 'all' },
    format: false,
    quiet: false,
    onIgnoredFiles: 'off',
    options: {},
    rulesCustomizations: [],
    run: 'onType',
    problems: { shortenToSingleLine: false },
    nodePath: null,
    workspaceFolder: { name: path.basename(workspaceFolder), uri: pathToFileURL(workspaceFolder).href },
    codeAction: {
      disableRuleComment: { enable: true, location: 'separateLine', commentStyle: 'line' },
      showDocumentation: { enable: true },
    },
  };
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Starts the server for `workspaceFolder`, initializes it with the client capabilities that
 * matter here (pull diagnostics, code action literals, applyEdit, configuration) and returns
 * once it is initialized. `onApplyEdit` decides the answer to `workspace/applyEdit`.
 */
export async function startEslintLanguageServer(
  workspaceFolder: string,
  { lifetimeMs, onApplyEdit }: { lifetimeMs: number; onApplyEdit: (params: ApplyWorkspaceEditParams) => boolean },
): Promise<EslintLanguageServer> {
  const child = spawn(process.execPath, [serverBin, '--stdio'], {
    cwd: workspaceFolder,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  // Whatever happens to the test, the server does not outlive its time.
  const killer = setTimeout(() => child.kill('SIGKILL'), lifetimeMs);
  killer.unref();
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (stderr += chunk));

  const connection = createProtocolConnection(
    new StreamMessageReader(child.stdout),
    new StreamMessageWriter(child.stdin),
  );
  const statuses: EslintStatus[] = [];
  const pushed: PublishDiagnosticsParams[] = [];
  const appliedEdits: ApplyWorkspaceEditParams[] = [];
  connection.onRequest(ConfigurationRequest.type, (params) =>
    params.items.map((item) => getVsCodeSettings(workspaceFolder, item)),
  );
  connection.onRequest(RegistrationRequest.type, () => undefined);
  connection.onRequest(WorkDoneProgressCreateRequest.type, () => undefined);
  connection.onRequest('workspace/diagnostic/refresh', () => undefined);
  connection.onRequest(ApplyWorkspaceEditRequest.type, (params) => {
    appliedEdits.push(params);
    return { applied: onApplyEdit(params) };
  });
  connection.onNotification(PublishDiagnosticsNotification.method, (params: PublishDiagnosticsParams) => {
    pushed.push(params);
  });
  connection.onNotification('eslint/status', (params: EslintStatus) => {
    statuses.push(params);
  });
  connection.listen();

  const stop = async (): Promise<void> => {
    try {
      if (child.exitCode === null && child.signalCode === null) {
        await Promise.race([
          (async () => {
            await connection.sendRequest(ShutdownRequest.type);
            await connection.sendNotification(ExitNotification.type);
          })(),
          new Promise((resolve) => setTimeout(resolve, 2000)),
        ]);
      }
    } catch {
      // A server that no longer answers is killed below.
    } finally {
      if (!(await waitForExit(child, 2000))) child.kill('SIGKILL');
      await waitForExit(child, 2000);
      clearTimeout(killer);
      connection.dispose();
    }
  };

  try {
    const folderUri = pathToFileURL(workspaceFolder).href;
    await connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      rootUri: folderUri,
      workspaceFolders: [{ uri: folderUri, name: path.basename(workspaceFolder) }],
      capabilities: {
        workspace: {
          configuration: true,
          workspaceFolders: true,
          applyEdit: true,
          diagnostics: { refreshSupport: true },
        },
        window: { workDoneProgress: true },
        textDocument: {
          synchronization: { didSave: true },
          diagnostic: { dynamicRegistration: false, relatedDocumentSupport: false },
          publishDiagnostics: { codeDescriptionSupport: true },
          codeAction: {
            codeActionLiteralSupport: {
              codeActionKind: { valueSet: ['', 'quickfix', 'refactor', 'source', 'source.fixAll'] },
            },
            isPreferredSupport: true,
          },
        },
      },
    });
    await connection.sendNotification(InitializedNotification.type, {});
  } catch (error) {
    await stop();
    throw error;
  }
  return { connection, statuses, pushed, appliedEdits, stderr: () => stderr, stop };
}
