/**
 * ORKVFS001 on members of what a call returns, which the typed layer looks up in declared return
 * types before it asks the checker (src/analysis/types/declared-results.ts): each case reaches an
 * fs function where that lookup must leave the question to the checker.
 */
import rule from '../../../src/rules/no-direct-file-access.js';
import { runCaseTable } from '../case-table.js';
import { getOperationTable, type OperationCase } from '../operation-cases.js';

const invalid: OperationCase[] = [
  {
    title: 'a result whose declared type is the module, holds its member, is a mapped type or a type parameter',
    code: [
      "import * as fs from 'node:fs';",
      'declare function zqModule(): typeof fs;',
      'declare function zqHolder(): { readFileSync: typeof fs.readFileSync };',
      "declare function zqMapped(): Record<'statSync', typeof fs.statSync>;",
      'declare function zqSame<T>(): T;',
      'export async function run() {',
      "  zqModule().readFileSync('a');",
      "  zqHolder().readFileSync('b');",
      "  zqMapped().statSync('c');",
      "  zqSame<typeof fs>().writeFileSync('e', '');",
      '  const zqKept = zqModule();',
      "  zqKept.copyFileSync('f', 'g');",
      '}',
    ].join('\n'),
    ts: true,
    typed: true,
    errors: [
      { span: "zqModule().readFileSync('a')", name: 'fs.readFileSync' },
      { span: "zqHolder().readFileSync('b')", name: 'fs.readFileSync' },
      { span: "zqMapped().statSync('c')", name: 'fs.statSync' },
      { span: "zqSame<typeof fs>().writeFileSync('e', '')", name: 'fs.writeFileSync' },
      { span: "zqKept.copyFileSync('f', 'g')", name: 'fs.copyFileSync' },
    ],
  },
  {
    title: 'this as the subclass a method was called on, an awaited promise, a member of a field, a union of methods',
    code: [
      "import * as fs from 'node:fs';",
      'class ZqBase {',
      '  zqSelf(): this {',
      '    return this;',
      '  }',
      '}',
      'class ZqSub extends ZqBase {',
      '  readFileSync = fs.readFileSync;',
      '}',
      'declare function zqLater(): Promise<{ statSync: typeof fs.statSync }>;',
      'declare function zqEither(): { unlinkSync(): typeof fs.unlinkSync } | { unlinkSync(): void };',
      'class ZqOwner {',
      '  constructor(private readonly zqMake: () => { truncateSync: typeof fs.truncateSync }) {}',
      '  run() {',
      "    this.zqMake().truncateSync('d');",
      '  }',
      '}',
      'export async function run() {',
      "  new ZqSub().zqSelf().readFileSync('a');",
      "  (await zqLater()).statSync('b');",
      "  zqEither().unlinkSync('c');",
      '}',
    ].join('\n'),
    ts: true,
    errors: [
      { span: 'fs.readFileSync', after: 'readFileSync = ', name: 'fs.readFileSync', form: 'escape' },
      { span: "this.zqMake().truncateSync('d')", name: 'fs.truncateSync', typed: true },
      { span: "new ZqSub().zqSelf().readFileSync('a')", name: 'fs.readFileSync', typed: true },
      { span: "(await zqLater()).statSync('b')", name: 'fs.statSync', typed: true },
      { span: "zqEither().unlinkSync('c')", name: 'fs.unlinkSync', typed: true },
    ],
  },
];

await runCaseTable(
  'no-direct-file-access: members of a call result',
  rule,
  getOperationTable('ORKVFS001', {
    valid: [
      {
        title: 'methods of an interface a chain of calls returns, under fs names',
        ts: true,
        code: [
          'interface ZqInjector {',
          '  zqProvide(token: string, value: unknown): ZqInjector;',
          '  readFileSync(token: string): unknown;',
          '}',
          'declare function zqCreate(): ZqInjector;',
          "const zqScope = zqCreate().zqProvide('a', 1).zqProvide('b', 2);",
          "zqScope.readFileSync('a');",
          "zqCreate().readFileSync('b');",
        ].join('\n'),
      },
    ],
    invalid,
  }),
);
