/**
 * A suppression between a declaration's decorators and the declaration (`@Injectable()` /
 * comment / `export class …`, `@Get()` / comment / `async load() {…}`), where NestJS and Angular
 * code puts it, covers the declaration from the comment on. Seen through no-direct-file-access
 * (the finding is hidden or stays) and valid-suppression (the comment is used, unused or leads
 * nothing), typed and untyped. JavaScript is not run: espree does not parse decorators.
 */
import tsParser from '@typescript-eslint/parser';
import type { InvalidTestCase, RuleTester, ValidTestCase } from '@typescript-eslint/rule-tester';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

import vfsCompliance from '../../src/index.js';
import noDirectFileAccess from '../../src/rules/no-direct-file-access.js';
import validSuppression, { type MessageIds, type Options } from '../../src/rules/valid-suppression.js';
import { createTypedRuleTester, createUntypedRuleTester } from '../rule-tester.js';

const header = "import * as fs from 'fs';\n";

interface Position {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

interface SuppressedCase {
  readonly title: string;
  readonly code: string;
  /** How many fs findings the code has without its suppressions. */
  readonly findings: number;
}

interface ReportedCase {
  readonly title: string;
  readonly code: string;
  /** The ORKVFS001 finding that stays (`fs.readFileSync` or `fs.existsSync`). */
  readonly finding: Position & { readonly name: string; readonly verb: string; readonly instead: string };
  /** What valid-suppression says of the comment. */
  readonly comment: Position &
    (
      | { readonly messageId: 'noTarget' }
      | { readonly messageId: 'unused'; readonly violation: string; readonly scope: string }
    );
  readonly category: string;
}

const suppressed: readonly SuppressedCase[] = [
  {
    title: 'between the decorator and an exported class',
    code: `${header}declare const Injectable: () => ClassDecorator;\n@Injectable()\n// vfs-suppress: EXCEPTION-BOOTSTRAP: registers mounts before DI\nexport class Mounts {\n  load() {\n    return fs.readFileSync('mounts.json');\n  }\n}`,
    findings: 1,
  },
  {
    title: 'between the decorator and a class that is not exported',
    code: `${header}declare const Injectable: () => ClassDecorator;\n@Injectable()\n// vfs-suppress: EXCEPTION-BOOTSTRAP: registers mounts before DI\nclass Mounts {\n  load() {\n    return fs.readFileSync('mounts.json');\n  }\n}\nexport { Mounts };`,
    findings: 1,
  },
  {
    title: 'between the decorator and export default class',
    code: `${header}declare const Injectable: () => ClassDecorator;\n@Injectable()\n// vfs-suppress: EXCEPTION-BOOTSTRAP: registers mounts before DI\nexport default class {\n  load() {\n    return fs.readFileSync('mounts.json');\n  }\n}`,
    findings: 1,
  },
  {
    title: 'between the decorator and an abstract class, exported or not',
    code: `${header}declare const Injectable: () => ClassDecorator;\n@Injectable()\n// vfs-suppress: EXCEPTION-BOOTSTRAP: registers mounts before DI\nabstract class Base {\n  load() {\n    return fs.readFileSync('mounts.json');\n  }\n}\n@Injectable()\n// vfs-suppress: EXCEPTION-BOOTSTRAP: registers mounts before DI\nexport abstract class Mounts extends Base {\n  reload() {\n    return fs.readFileSync('mounts.json');\n  }\n}`,
    findings: 2,
  },
  {
    title: 'between two decorators of a class that is not exported',
    code: `${header}declare const Injectable: () => ClassDecorator;\ndeclare const Scope: (scope: string) => ClassDecorator;\n@Injectable()\n// vfs-suppress: EXCEPTION-BOOTSTRAP: registers mounts before DI\n@Scope('request')\nclass Mounts {\n  load() {\n    return fs.readFileSync('mounts.json');\n  }\n}\nexport { Mounts };`,
    findings: 1,
  },
  {
    title: 'between the decorator and the class, decorators after export',
    code: `${header}declare const Injectable: () => ClassDecorator;\nexport @Injectable()\n// vfs-suppress: EXCEPTION-BOOTSTRAP: registers mounts before DI\nclass Mounts {\n  load() {\n    return fs.readFileSync('mounts.json');\n  }\n}`,
    findings: 1,
  },
  {
    title: 'between the decorator and a method',
    code: `${header}declare const Get: () => MethodDecorator;\nexport class Controller {\n  @Get()\n  // vfs-suppress: OUT-OF-SCOPE: serves the host's git version\n  async load() {\n    return fs.readFileSync('/usr/bin/git');\n  }\n}`,
    findings: 1,
  },
  {
    title:
      'between the decorator and a property, a static property, an accessor property and a getter (line and block comments)',
    code: `${header}declare const Inject: () => PropertyDecorator & MethodDecorator;\nexport class Config {\n  @Inject()\n  /* vfs-suppress: EXCEPTION-BOOTSTRAP: read before DI */\n  readonly raw = fs.readFileSync('config.json');\n  @Inject()\n  // vfs-suppress: EXCEPTION-BOOTSTRAP: read before DI\n  static shared = fs.readFileSync('shared.json');\n  @Inject()\n  // vfs-suppress: EXCEPTION-BOOTSTRAP: read before DI\n  accessor extra = fs.readFileSync('extra.json');\n  @Inject()\n  /**\n   * vfs-suppress: EXCEPTION-BOOTSTRAP: read before DI\n   */\n  get value() {\n    return fs.readFileSync('value.json');\n  }\n}`,
    findings: 4,
  },
  {
    title: 'between the decorator and a parameter property or a parameter',
    code: `${header}declare const Optional: () => ParameterDecorator;\nexport class Tool {\n  constructor(\n    @Optional()\n    // vfs-suppress: EXCEPTION-BOOTSTRAP: read before DI\n    private readonly raw = fs.readFileSync('a'),\n  ) {}\n  run(\n    @Optional()\n    // vfs-suppress: EXCEPTION-BOOTSTRAP: read before DI\n    raw = fs.readFileSync('b'),\n  ) {\n    return raw;\n  }\n}`,
    findings: 2,
  },
  {
    title: 'after a multi-line decorator and another comment',
    code: `${header}declare const Component: (options: object) => ClassDecorator;\n@Component({\n  selector: 'app-git',\n})\n// Shows the host's git version.\n// vfs-suppress: OUT-OF-SCOPE: reads the host's git version\nexport class GitVersion {\n  version = fs.readFileSync('/usr/share/git/VERSION', 'utf8');\n}`,
    findings: 1,
  },
];

const READ = {
  name: 'fs.readFileSync',
  verb: 'reads a file directly',
  instead: '`tryReadAllBytes()` / `readAllText()`',
};
const PROBE = { name: 'fs.existsSync', verb: 'inspects the disk directly', instead: '`exists()` / `tryGetEntry()`' };

const reported: readonly ReportedCase[] = [
  {
    title: 'not the argument of a decorator before the comment',
    code: `${header}declare const Config: (raw: unknown) => ClassDecorator;\n@Config(fs.readFileSync('config.json'))\n// vfs-suppress: EXCEPTION-BOOTSTRAP: before DI\nclass A {}\nexport { A };`,
    finding: { ...READ, line: 3, column: 9, endLine: 3, endColumn: 39 },
    category: 'EXCEPTION-BOOTSTRAP',
    comment: {
      messageId: 'unused',
      violation: 'VFS compliance violation',
      scope: 'in the declaration it leads',
      line: 4,
      column: 1,
      endLine: 4,
      endColumn: 48,
    },
  },
  {
    title: 'not the next member',
    code: `${header}declare const Get: () => MethodDecorator;\nexport class Controller {\n  @Get()\n  // vfs-suppress: OUT-OF-SCOPE: serves the host's git version\n  version() {\n    return 'git';\n  }\n  load() {\n    return fs.readFileSync('/usr/bin/git');\n  }\n}`,
    finding: { ...READ, line: 10, column: 12, endLine: 10, endColumn: 43 },
    category: 'OUT-OF-SCOPE',
    comment: {
      messageId: 'unused',
      violation: 'VFS compliance violation',
      scope: 'in the declaration it leads',
      line: 5,
      column: 3,
      endLine: 5,
      endColumn: 63,
    },
  },
  {
    title: 'not another code',
    code: `${header}declare const Get: () => MethodDecorator;\nexport class Controller {\n  @Get()\n  // vfs-suppress(ORKVFS004): OUT-OF-SCOPE: resolves the host's git\n  load() {\n    return fs.readFileSync('/usr/bin/git');\n  }\n}`,
    finding: { ...READ, line: 7, column: 12, endLine: 7, endColumn: 43 },
    category: 'OUT-OF-SCOPE',
    comment: {
      messageId: 'unused',
      violation: 'ORKVFS004 violation',
      scope: 'in the declaration it leads',
      line: 5,
      column: 3,
      endLine: 5,
      endColumn: 68,
    },
  },
  {
    title: 'not from before a superclass: it leads nothing',
    code: `${header}declare class Base {}\nexport class A extends\n  // vfs-suppress: OUT-OF-SCOPE: probes\n  Base {\n  probe = fs.existsSync('a');\n}`,
    finding: { ...PROBE, line: 6, column: 11, endLine: 6, endColumn: 29 },
    category: 'OUT-OF-SCOPE',
    comment: { messageId: 'noTarget', line: 4, column: 3, endLine: 4, endColumn: 40 },
  },
  {
    title: "not the method when trailing the decorator's line: that line only",
    code: `${header}declare const Get: () => MethodDecorator;\nexport class Controller {\n  @Get() // vfs-suppress: OUT-OF-SCOPE: serves the host's git version\n  load() {\n    return fs.readFileSync('/usr/bin/git');\n  }\n}`,
    finding: { ...READ, line: 6, column: 12, endLine: 6, endColumn: 43 },
    category: 'OUT-OF-SCOPE',
    comment: {
      messageId: 'unused',
      violation: 'VFS compliance violation',
      scope: 'on its line',
      line: 4,
      column: 10,
      endLine: 4,
      endColumn: 70,
    },
  },
];

function toValid<O extends readonly unknown[]>({ title, code }: { title: string; code: string }): ValidTestCase<O> {
  return { name: title, code };
}

function toFindingCase({ title, code, finding }: ReportedCase): InvalidTestCase<'call', []> {
  const { name, verb, instead, ...position } = finding;
  return { name: title, code, errors: [{ messageId: 'call', data: { name, verb, instead }, ...position }] };
}

function toCommentCase(
  { title, code, category, comment }: ReportedCase,
  typed: boolean,
): InvalidTestCase<MessageIds, Options> {
  const position = {
    line: comment.line,
    column: comment.column,
    endLine: comment.endLine,
    endColumn: comment.endColumn,
  };
  if (comment.messageId === 'noTarget')
    return { name: title, code, errors: [{ messageId: 'noTarget', data: { category }, ...position }] };
  return {
    name: title,
    code,
    errors: [
      {
        messageId: typed ? 'unusedSuppression' : 'unusedSuppressionWithoutTypes',
        data: { category, violation: comment.violation, scope: comment.scope },
        ...position,
      },
    ],
  };
}

function run(tester: RuleTester, label: string, typed: boolean): void {
  tester.run(`a suppression among decorators, through no-direct-file-access (${label})`, noDirectFileAccess, {
    valid: suppressed.map((item) => toValid<[]>(item)),
    invalid: reported.map(toFindingCase),
  });
  tester.run(`a suppression among decorators, through valid-suppression (${label})`, validSuppression, {
    valid: suppressed.map((item) => toValid<Options>(item)),
    invalid: reported.map((item) => toCommentCase(item, typed)),
  });
}

run(createTypedRuleTester(), 'typed', true);
run(createUntypedRuleTester(), 'untyped', false);

describe('the suppressed cases have findings to suppress', () => {
  it.each(suppressed)('$title', ({ code, findings }) => {
    // The same code with every suppression turned into a plain comment.
    const unsuppressed = code.replaceAll('vfs-suppress', 'note');
    const messages = new Linter({ configType: 'flat' }).verify(
      unsuppressed,
      [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tsParser },
          plugins: { 'vfs-compliance': vfsCompliance },
          rules: { 'vfs-compliance/no-direct-file-access': 'error' },
        },
      ],
      'file.ts',
    );
    expect(messages.map((message) => message.messageId)).toEqual(Array.from({ length: findings }, () => 'call'));
  });
});

describe('JavaScript', () => {
  it('is not run: espree does not parse decorators', () => {
    const messages = new Linter({ configType: 'flat' }).verify(
      '@Injectable()\n// vfs-suppress: OUT-OF-SCOPE: probes\nexport class A {}',
      [{ files: ['**/*.js'], languageOptions: { sourceType: 'module', ecmaVersion: 'latest' } }],
      'file.js',
    );
    expect(messages).toMatchObject([
      { fatal: true, line: 1, column: 1, message: "Parsing error: Unexpected character '@'" },
    ]);
  });
});
