/**
 * Applied suggestions, type-checked with the real compiler as files of tests/fixtures (so they
 * import its modules and use its tsconfig): each file's diagnostics, as readable text.
 */
import path from 'node:path';

import ts from 'typescript';

import { fixturesDir } from './rule-tester.js';

export interface CompiledOutput {
  readonly title: string;
  readonly output: string;
}

/** The diagnostics of each output, keyed by its index, with the title and code they belong to. */
export function getTypeErrors(
  outputs: readonly CompiledOutput[],
  prefix: string,
  extraOptions: ts.CompilerOptions = {},
): { index: number; codes: number[]; text: string[] }[] {
  const configFile = ts.readConfigFile(path.join(fixturesDir, 'tsconfig.json'), (file) => ts.sys.readFile(file));
  const options = { ...ts.parseJsonConfigFileContent(configFile.config, ts.sys, fixturesDir).options, ...extraOptions };
  const virtual = new Map(outputs.map((entry, index) => [path.join(fixturesDir, `${prefix}-${index}.ts`), entry]));
  const host = ts.createCompilerHost(options);
  host.fileExists = (file) => virtual.has(file) || ts.sys.fileExists(file);
  host.readFile = (file) => virtual.get(file)?.output ?? ts.sys.readFile(file);
  const program = ts.createProgram({ rootNames: [...virtual.keys()], options, host });
  return [...virtual.entries()].map(([file, entry], index) => {
    const diagnostics = ts.getPreEmitDiagnostics(program, program.getSourceFile(file));
    return {
      index,
      codes: diagnostics.map((diagnostic) => diagnostic.code),
      text: diagnostics.map(
        (diagnostic) =>
          `${entry.title}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}\n${entry.output}`,
      ),
    };
  });
}
