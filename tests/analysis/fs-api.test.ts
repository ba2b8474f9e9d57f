/**
 * The fs table must classify every export of Node's fs modules, as the installed @types/node
 * declares them and as the running Node exports them, so that a new Node version cannot add an
 * operation the plugin silently ignores. Unknown names are already reported (fail closed); this
 * test makes them visible to maintainers so the table can give them the right code and wording.
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
} from '../../src/analysis/fs-api.js';
import { fixturesDir } from '../rule-tester.js';

const FS_MODULES = ['fs', 'fs/promises'] as const;

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

describe('the fs API table', () => {
  for (const moduleName of FS_MODULES) {
    it(`classifies every value export @types/node declares for '${moduleName}'`, () => {
      const exports = getDeclaredValueExports(moduleName);
      expect(exports.length).toBeGreaterThan(moduleName === 'fs' ? 90 : 25);
      expect(exports.filter((name) => !isClassified(name))).toEqual([]);
    });

    it(`classifies every function the running Node exports from '${moduleName}'`, () => {
      const runtime = createRequire(import.meta.url)(moduleName) as Record<string, unknown>;
      const functions = Object.keys(runtime).filter((name) => typeof runtime[name] === 'function' && !name.startsWith('_'));
      expect(functions.filter((name) => !isClassified(name))).toEqual([]);
    });
  }

  it('treats an export it does not know as ORKVFS001 (fail closed)', () => {
    expect(getOperationInfo('someFutureOperation')).toMatchObject({ known: false, group: { code: 'ORKVFS001' } });
    expect(getOperationInfo('_toUnixTimestamp')?.group.code).toBe('ORKVFS001');
  });

  it('classifies the examples DESIGN names with their codes', () => {
    const codes = Object.fromEntries(
      ['readFileSync', 'appendFile', 'statfs', 'futimes', 'fstatSync', 'mkdtemp', 'cpSync', 'glob', 'openAsBlob', 'opendirSync', 'watchFile', 'createWriteStream', 'ReadStream'].map(
        (name) => [name, getOperationInfo(name)?.group.code],
      ),
    );
    expect(codes).toEqual({
      readFileSync: 'ORKVFS001',
      appendFile: 'ORKVFS001',
      statfs: 'ORKVFS001',
      futimes: 'ORKVFS001',
      fstatSync: 'ORKVFS001',
      mkdtemp: 'ORKVFS002',
      cpSync: 'ORKVFS002',
      glob: 'ORKVFS002',
      openAsBlob: 'ORKVFS003',
      opendirSync: 'ORKVFS003',
      watchFile: 'ORKVFS005',
      createWriteStream: 'ORKVFS006',
      ReadStream: 'ORKVFS006',
    });
  });

  it('never classifies the module, constants or result classes as operations', () => {
    for (const name of ['promises', 'constants', 'F_OK', 'Stats', 'Dirent', 'Dir']) expect(getOperationInfo(name)).toBeUndefined();
    expect([...constructedOperationNames].sort()).toEqual(['FileReadStream', 'FileWriteStream', 'ReadStream', 'WriteStream']);
  });
});
