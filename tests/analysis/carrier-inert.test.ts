/**
 * The carrier index leaves out a declaration `ConditionReader.isInert` calls inert, without reading
 * its conditions. That is sound only while every condition of such a declaration is `false`: read
 * here against the conditions themselves, on every declaration of real declaration files (Node's,
 * TypeScript's), of this project's sources and of the JavaScript fixtures. A new condition that a
 * form `isInert` passes could make hold fails this test instead of dropping the declaration.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type * as ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { ConditionReader } from '../../src/analysis/types/carrier-conditions.js';
import { isAssignmentDeclaration } from '../../src/analysis/types/carrier-forms.js';
import { NAMED, getKindWork } from '../../src/analysis/types/carrier-kinds.js';
import { getTypeScript } from '../../src/analysis/types/declarations.js';

const typescript = getTypeScript();

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function filesUnder(folder: string, pattern: RegExp): string[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function parse(fileName: string, text: string): ts.SourceFile {
  const kind = /\.[cm]?js$/u.test(fileName) ? typescript.ScriptKind.JS : typescript.ScriptKind.TS;
  return typescript.createSourceFile(fileName, text, typescript.ScriptTarget.Latest, true, kind);
}

/**
 * Every declaration the index's walk records (a kind it reads names of), JSDoc tags included, and
 * in JavaScript the properties declared by assignment.
 */
function getDeclarations(file: ts.SourceFile): ts.Node[] {
  const work = getKindWork(typescript);
  const found: ts.Node[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ((work[node.kind] ?? 0) & NAMED) !== 0 ||
      typescript.isJSDocTypedefTag(node) ||
      typescript.isJSDocPropertyLikeTag(node) ||
      isAssignmentDeclaration(typescript, node)
    )
      found.push(node);
    for (const comment of (node as { jsDoc?: readonly ts.Node[] }).jsDoc ?? []) visit(comment);
    typescript.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The conditions an inert declaration must not have, each read with its own type parameters in scope. */
function getConditions(reader: ConditionReader, node: ts.Node): unknown[] {
  const path: ts.Node[] = [];
  for (let current: ts.Node | undefined = node; current; current = current.parent) path.push(current);
  const outer = reader.enterTypeParameters(path.pop() as ts.Node);
  for (let current = path.pop(); current; current = path.pop()) reader.enterTypeParameters(current);
  try {
    return [reader.getCondition(node), reader.getHeldDeclarationCondition(node), reader.getElementCondition(node)];
  } finally {
    reader.leaveTypeParameters(outer);
  }
}

/** `combine` of conditions none of which needs anything: no need to meet, as `false`. */
function isEmpty(condition: unknown): boolean {
  return Array.isArray(condition) && condition.length === 0;
}

describe('ConditionReader.isInert', () => {
  it('calls a declaration inert only when each of its conditions is false', () => {
    const files = [
      ...filesUnder(path.join(root, 'node_modules/@types/node'), /\.d\.ts$/u),
      path.join(root, 'node_modules/typescript/lib/typescript.d.ts'),
      ...filesUnder(path.join(root, 'src'), /\.ts$/u),
      ...filesUnder(path.join(root, 'tests/fixtures'), /\.(?:[cm]?[jt]s|tsx)$/u),
    ];
    const reader = new ConditionReader(typescript, new Set(['fs', 'node:fs', 'path', 'node:path']));
    let inert = 0;
    const wrong: string[] = [];
    for (const fileName of files) {
      const file = parse(fileName, fs.readFileSync(fileName, 'utf8'));
      for (const node of getDeclarations(file)) {
        if (!reader.isInert(node)) continue;
        inert += 1;
        if (getConditions(reader, node).some((condition) => condition !== false && !isEmpty(condition))) {
          const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
          wrong.push(`${path.relative(root, fileName)}:${line + 1} ${node.getText(file).slice(0, 60)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // Not a vacuous pass: Node's and TypeScript's declarations alone hold tens of thousands.
    expect(inert).toBeGreaterThan(10_000);
  });

  it('reads the forms it is sure of, and keeps every other', () => {
    const source = parse(
      '/a.ts',
      [
        'interface Node<T> {',
        '  name: string;',
        "  type: 'Identifier' | 'Literal' | (null);",
        '  visit(): void;',
        '  child: Node<T>;',
        '  children: string[];',
        '  value: T;',
        '}',
        'let pending;',
        'const count = 1;',
        "import { readFileSync } from 'fs';",
        'const { read } = io;',
        'const deps = { readFileSync };',
      ].join('\n'),
    );
    const reader = new ConditionReader(typescript, new Set(['fs']));
    const verdicts: Record<string, boolean> = {};
    for (const node of getDeclarations(source)) {
      const text = node.getText(source).split(/[:(;=\n]/u)[0] ?? '';
      verdicts[text.trim()] = reader.isInert(node);
    }
    expect(verdicts).toEqual({
      'interface Node<T> {': false,
      T: true,
      name: true,
      type: true,
      visit: true,
      child: false,
      children: false,
      value: false,
      pending: true,
      count: false,
      '{ readFileSync }': false,
      readFileSync: false,
      '{ read }': false,
      read: false,
      deps: false,
    });
  });

  it('keeps an export assignment, a class expression and a typedef, whatever their written type says', () => {
    // By its written type alone (a keyword, or none) each would read as inert. An export assignment
    // is what it exports and a class holds the elements of what it extends, so their conditions are
    // not all false; a typedef's are here, and it is kept as every type is, read by its members.
    const source = parse(
      '/a.js',
      [
        '/**',
        ' * @typedef {Object} Deps',
        " * @property {typeof import('fs').readFileSync} read",
        ' */',
        '/** @typedef {string} Name */',
        'const Box = class Named extends Base {};',
        '/** @type {string} */',
        'export default io;',
      ].join('\n'),
    );
    const reader = new ConditionReader(typescript, new Set(['fs']));
    const kinds = new Set([
      typescript.SyntaxKind.JSDocTypedefTag,
      typescript.SyntaxKind.ClassExpression,
      typescript.SyntaxKind.ExportAssignment,
    ]);
    const verdicts: Record<string, unknown> = {};
    for (const node of getDeclarations(source)) {
      if (!kinds.has(node.kind)) continue;
      const name = (node as { name?: ts.Node }).name?.getText(source) ?? 'default';
      verdicts[`${typescript.SyntaxKind[node.kind]} ${name}`] = {
        inert: reader.isInert(node),
        conditions: getConditions(reader, node),
      };
    }
    expect(verdicts).toEqual({
      'JSDocTypedefTag Deps': { inert: false, conditions: [false, false, false] },
      'JSDocTypedefTag Name': { inert: false, conditions: [false, false, false] },
      'ClassExpression Named': { inert: false, conditions: [false, false, [{ space: 'element', name: 'Base' }]] },
      'ExportAssignment default': { inert: false, conditions: [true, false, false] },
    });
  });

  it('reads a property JavaScript declares by assignment by its JSDoc type, or else by what it is assigned', () => {
    const source = parse(
      '/a.js',
      [
        'class Box {',
        '  constructor(io, table) {',
        '    /** @type {string} */',
        '    this.name = io.name;',
        '    this.count = 0;',
        '    this.make = () => io;',
        '    this.data = { a: 1 };',
        '    this.io = io;',
        '    this.table = table.all;',
        "    /** @type {typeof import('fs').readFileSync} */",
        '    this.read = null;',
        '    /** @type {number} */',
        '    this.size;',
        '    this.other;',
        '  }',
        '}',
        "exports.stat = require('fs').statSync;",
        'exports.copy = copy;',
        "/** @type {Record<string, typeof import('fs').readFileSync>} */",
        'exports.list = null;',
      ].join('\n'),
    );
    const reader = new ConditionReader(typescript, new Set(['fs']));
    const verdicts: Record<string, boolean> = {};
    for (const node of getDeclarations(source)) {
      if (!isAssignmentDeclaration(typescript, node)) continue;
      const inert = reader.isInert(node);
      verdicts[node.getText(source).split('=')[0]?.trim() ?? ''] = inert;
      if (inert)
        expect(getConditions(reader, node).every((condition) => condition === false || isEmpty(condition))).toBe(true);
    }
    expect(verdicts).toEqual({
      'this.name': true,
      'this.count': true,
      'this.make': true,
      'this.data': true,
      'this.io': false,
      'this.table': false,
      'this.read': false,
      'this.size': true,
      'this.other': true,
      'exports.stat': false,
      'exports.copy': false,
      'exports.list': false,
    });
  });
});
