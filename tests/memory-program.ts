/**
 * A TypeScript program of in-memory files, without the default library: for the program-wide
 * indexes (`mayMentionService`, `getCarrierNames`), asked directly.
 */
import ts from 'typescript';

export function createMemoryProgram(files: Record<string, string>): ts.Program {
  const options: ts.CompilerOptions = { noLib: true, noEmit: true, types: [] };
  const host = ts.createCompilerHost(options);
  host.fileExists = (name) => name in files;
  host.readFile = (name) => files[name];
  host.getSourceFile = (name, version) =>
    name in files ? ts.createSourceFile(name, files[name] ?? '', version) : undefined;
  return ts.createProgram(Object.keys(files), options, host);
}
