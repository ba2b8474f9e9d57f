/**
 * The fs table must classify every export of Node's fs modules, as the installed @types/node
 * declares them and as the running Node exports them, so that a new Node version cannot add an
 * operation the plugin silently ignores. The expected code and wording of each export are the
 * hand-written ones of tests/rules/fs-operations.ts: a new export, or an operation moved to
 * another code or reworded, fails here and the reviewer reads the change in that table.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import {
  constructedOperationNames,
  getOperationInfo,
  knownOperationNames,
  nonOperationExports,
} from '../../src/analysis/knowledge/fs-api.js';
import { fixturesDir } from '../rule-tester.js';
import {
  fsNonOperations,
  fsOperations,
  fsPromisesNonOperations,
  fsPromisesOperations,
  newerNodeOperations,
  runtimeOnlyOperations,
  wording,
  type Operation,
} from '../rules/fs-operations.js';

const FS_MODULES = [
  { moduleName: 'fs', operations: fsOperations, nonOperations: fsNonOperations },
  { moduleName: 'fs/promises', operations: fsPromisesOperations, nonOperations: fsPromisesNonOperations },
] as const;

function getDeclaredValueExports(moduleName: string): string[] {
  const fileName = path.join(fixturesDir, '__fs-api-probe__.ts');
  const source = `import * as probe from '${moduleName}';\nexport { probe };\n`;
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    types: ['node'],
    noEmit: true,
  };
  const host = ts.createCompilerHost(options);
  const original = host.getSourceFile.bind(host);
  host.getSourceFile = (name, languageVersion, ...rest) =>
    name === fileName ? ts.createSourceFile(name, source, languageVersion) : original(name, languageVersion, ...rest);
  const program = ts.createProgram([fileName], options, host);
  const checker = program.getTypeChecker();
  const sourceFile = program.getSourceFile(fileName);
  const declaration = sourceFile?.statements.find(ts.isImportDeclaration);
  const moduleSymbol = declaration && checker.getSymbolAtLocation(declaration.moduleSpecifier);
  if (!moduleSymbol) throw new Error(`@types/node does not declare '${moduleName}'`);
  return checker
    .getExportsOfModule(moduleSymbol)
    .filter((symbol) => {
      const resolved = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return (resolved.flags & ts.SymbolFlags.Value) !== 0;
    })
    .map((symbol) => symbol.name)
    .sort();
}

function isClassified(name: string): boolean {
  return nonOperationExports.has(name) || knownOperationNames.has(name);
}

/** What the plugin says of `name`: its code and wording, or `null` when it is not an operation. */
function getClassification(name: string): string | null {
  const info = getOperationInfo(name);
  return info ? `${info.group.code}: ${info.group.verb}; use ${info.group.instead}` : null;
}

/** What tests/rules/fs-operations.ts states of an operation, in the same form. */
function getStatedClassification([code, id]: Operation): string {
  return `${code}: ${wording[id].verb}; use ${wording[id].instead}`;
}

describe('the fs API table', () => {
  for (const { moduleName, operations, nonOperations } of FS_MODULES) {
    it(`states a code for exactly the value exports @types/node declares for '${moduleName}'`, () => {
      const declared = getDeclaredValueExports(moduleName);
      const stated = Object.keys(operations).filter(
        (name) => !newerNodeOperations.has(name) && !runtimeOnlyOperations.has(name),
      );
      expect(declared).toEqual([...stated, ...nonOperations].sort());
      // The plugin knows every declared name too (unknown names are reported, but under a vaguer message).
      expect(declared.filter((name) => !isClassified(name))).toEqual([]);
    });

    it(`classifies every operation of '${moduleName}' with the code and wording the tests state`, () => {
      const names = Object.keys(operations);
      expect(Object.fromEntries(names.map((name) => [name, getClassification(name)]))).toEqual(
        Object.fromEntries(names.map((name) => [name, getStatedClassification(operations[name] as Operation)])),
      );
      expect(Object.fromEntries(nonOperations.map((name) => [name, getClassification(name)]))).toEqual(
        Object.fromEntries(nonOperations.map((name) => [name, null])),
      );
    });

    it(`states every function the running Node exports from '${moduleName}'`, () => {
      const runtime = createRequire(import.meta.url)(moduleName) as Record<string, unknown>;
      const functions = Object.keys(runtime).filter(
        (name) => typeof runtime[name] === 'function' && !name.startsWith('_'),
      );
      expect(functions.filter((name) => !Object.hasOwn(operations, name) && !nonOperations.includes(name))).toEqual([]);
      expect(functions.filter((name) => !isClassified(name))).toEqual([]);
    });
  }

  it('names exactly the stated operations, for the docs and the candidate filters', () => {
    expect([...knownOperationNames].sort()).toEqual(Object.keys(fsOperations).sort());
    expect(Object.keys(fsPromisesOperations).filter((name) => !Object.hasOwn(fsOperations, name))).toEqual([]);
  });

  it('treats an export it does not know as ORKVFS001 (fail closed)', () => {
    const unknown = `ORKVFS001: ${wording.unknown.verb}; use ${wording.unknown.instead}`;
    expect(getOperationInfo('someFutureOperation')?.known).toBe(false);
    expect(getClassification('someFutureOperation')).toBe(unknown);
    expect(getClassification('_toUnixTimestamp')).toBe(unknown);
  });

  it('never classifies the module, constants or result classes as operations', () => {
    for (const name of [
      'promises',
      'constants',
      'F_OK',
      'R_OK',
      'W_OK',
      'X_OK',
      'Stats',
      'BigIntStats',
      'StatsFs',
      'BigIntStatsFs',
      'Dirent',
      'Dir',
      'FileHandle',
      'default',
    ]) {
      expect(getOperationInfo(name)).toBeUndefined();
    }
    expect([...constructedOperationNames].sort()).toEqual([
      'FileReadStream',
      'FileWriteStream',
      'ReadStream',
      'WriteStream',
    ]);
  });
});
