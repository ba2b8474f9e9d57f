/**
 * A TypeScript program of in-memory files, without the default library: for the program-wide
 * indexes (`mayMentionService`, `getCarrierNames`), asked directly.
 */
import ts from 'typescript';

/**
 * `roots`: the files the program starts from (all of them unless given); the others are found by
 * its imports. A JavaScript file (`.js`) is read as one (`allowJs`).
 */
export function createMemoryProgram(files: Record<string, string>, roots = Object.keys(files)): ts.Program {
  const options: ts.CompilerOptions = { noLib: true, noEmit: true, types: [], allowJs: true };
  const host = ts.createCompilerHost(options);
  host.fileExists = (name) => name in files;
  host.readFile = (name) => files[name];
  host.directoryExists = (name) => Object.keys(files).some((file) => file.startsWith(`${name}/`));
  host.realpath = (name) => name;
  host.getSourceFile = (name, version) =>
    name in files ? ts.createSourceFile(name, files[name] ?? '', version) : undefined;
  return ts.createProgram(roots, options, host);
}
