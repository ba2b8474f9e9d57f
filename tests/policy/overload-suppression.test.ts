/**
 * A suppression comment above the first signature of an overload set covers the set and its
 * implementation (issue 20, item 8), for functions (exported or not) and methods; above a lone
 * signature-less function it covers that function only, and the next one stays reported.
 */
import rule from '../../src/rules/no-direct-file-access.js';
import { range } from '../position.js';
import { createTypedRuleTester, createUntypedRuleTester } from '../rule-tester.js';

const header = "import * as fs from 'node:fs';\n";

const valid = [
  {
    name: 'an exported overload set: signatures, then the implementation',
    code: `${header}// vfs-suppress: OUT-OF-SCOPE: reads the host's own configuration\nexport function read(path: string): string;\nexport function read(path: string, raw: true): Buffer;\nexport function read(path: string, raw?: boolean): string | Buffer {\n  return raw ? fs.readFileSync(path) : fs.readFileSync(path, 'utf8');\n}`,
  },
  {
    name: 'a method overload set, static or not',
    code: `${header}export class Host {\n  // vfs-suppress(ORKVFS001): OUT-OF-SCOPE: host probe\n  probe(path: string): boolean;\n  probe(path: string, deep: true): boolean;\n  probe(path: string, deep?: boolean): boolean {\n    return deep ? fs.existsSync(path) : fs.statSync(path).isFile();\n  }\n  // vfs-suppress: OUT-OF-SCOPE: host probe\n  static find(path: string): boolean;\n  static find(path: string): boolean {\n    return fs.existsSync(path);\n  }\n}`,
  },
];

const unrelated = `${header}// vfs-suppress: OUT-OF-SCOPE: host probe\nexport function read(path: string): string;\nexport function read(path: string): string {\n  return fs.readFileSync(path, 'utf8');\n}\nexport function other(path: string): boolean {\n  return fs.existsSync(path);\n}\nexport class Host {\n  // vfs-suppress: OUT-OF-SCOPE: host probe\n  probe(path: string): boolean;\n  probe(path: string): boolean {\n    return fs.existsSync(path);\n  }\n  find(path: string): boolean {\n    return fs.existsSync(path);\n  }\n}`;

const invalid = [
  {
    name: 'the set ends at its implementation: the next function and method stay reported',
    code: unrelated,
    errors: [
      {
        messageId: 'call' as const,
        data: { name: 'fs.existsSync', verb: 'inspects the disk directly', instead: '`exists()` / `tryGetEntry()`' },
        ...range(unrelated, 'fs.existsSync(path)', { after: 'other(' }),
      },
      {
        messageId: 'call' as const,
        data: { name: 'fs.existsSync', verb: 'inspects the disk directly', instead: '`exists()` / `tryGetEntry()`' },
        ...range(unrelated, 'fs.existsSync(path)', { after: 'find(' }),
      },
    ],
  },
];

createTypedRuleTester().run('overload suppression (typed)', rule, { valid, invalid });
createUntypedRuleTester().run('overload suppression (untyped TypeScript)', rule, { valid, invalid });
