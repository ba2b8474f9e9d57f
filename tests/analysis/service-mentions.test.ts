/**
 * The program index of ORKVFS007's typed layer (`mayMentionService`): a program whose files never
 * spell a service name has no service for the checker to find, so the typed layer is skipped; one
 * spelling is enough to keep it, a Unicode escape included.
 */
import { describe, expect, it } from 'vitest';

import { mayMentionService } from '../../src/analysis/types/service-types.js';
import { createMemoryProgram } from '../memory-program.js';

const NAMES = ['IFileSystemService', 'FileSystemService'];

describe('mayMentionService', () => {
  it('is false when no file spells a service name', () => {
    const program = createMemoryProgram({
      '/a.ts': 'export interface ILogger { log(text: string): void }',
      '/b.ts': "export const text = 'no service here \\u0041';",
    });
    expect(mayMentionService(program, NAMES)).toBe(false);
  });

  it('is true when one file spells one, in a type, a comment or a Unicode escape', () => {
    expect(
      mayMentionService(
        createMemoryProgram({ '/a.ts': 'export {}', '/b.ts': 'interface FileSystemService {}' }),
        NAMES,
      ),
    ).toBe(true);
    expect(mayMentionService(createMemoryProgram({ '/a.ts': '// IFileSystemService is injected' }), NAMES)).toBe(true);
    expect(
      mayMentionService(createMemoryProgram({ '/a.ts': 'export interface IFileSystem\\u0053ervice {}' }), NAMES),
    ).toBe(true);
  });

  it('finds an escaped spelling deep in a file among other escapes, in an identifier or a literal', () => {
    const around = [
      'const digits = /\\d+/u;',
      "export const a = '\\u0041\\n';",
      'export function f(x: number) {',
      '  if (x > 1) {',
    ];
    const after = ['  }', '  return digits;', '}'];
    const identifier = [...around, '    interface IFileSystemSer\\u{76}ice {}', ...after].join('\n');
    const literal = [...around, "    const key = 'FileSystem\\x53ervice';", ...after].join('\n');
    const neither = [...around, "    const key = 'FileSystem\\x53erver';", ...after].join('\n');
    expect(mayMentionService(createMemoryProgram({ '/a.ts': identifier }), NAMES)).toBe(true);
    expect(mayMentionService(createMemoryProgram({ '/a.ts': literal }), NAMES)).toBe(true);
    expect(mayMentionService(createMemoryProgram({ '/a.ts': neither }), NAMES)).toBe(false);
    // A file whose only escape is no `\u`: `\x53` is an `S` in a literal.
    expect(
      mayMentionService(createMemoryProgram({ '/a.ts': "export const key = 'FileSystem\\x53ervice';" }), NAMES),
    ).toBe(true);
  });

  it("searches the program's own files before its libraries, which it reads only when those spell nothing", () => {
    const library = {
      '/node_modules/vfs/package.json': '{ "name": "vfs", "types": "index.d.ts" }',
      '/node_modules/vfs/index.d.ts': 'export interface IFileSystemService {}\nexport interface Clock {}',
    };
    const own = createMemoryProgram({ ...library, '/a.ts': "import type { IFileSystemService } from 'vfs';" }, [
      '/a.ts',
    ]);
    const other = createMemoryProgram({ ...library, '/a.ts': "import type { Clock } from 'vfs';" }, ['/a.ts']);
    const reads = [own, other].map((program) => {
      const file = program.getSourceFile('/node_modules/vfs/index.d.ts')!;
      expect(program.isSourceFileFromExternalLibrary(file)).toBe(true);
      const { text } = file;
      let count = 0;
      Object.defineProperty(file, 'text', {
        get() {
          count += 1;
          return text;
        },
      });
      expect(mayMentionService(program, NAMES)).toBe(true);
      return count;
    });
    expect(reads).toEqual([0, 1]);
  });

  it('walks a file with backslashes only when its text may spell a name with escapes', () => {
    const walks = (code: string): { readonly mentions: boolean; readonly walked: boolean } => {
      const program = createMemoryProgram({ '/a.ts': code });
      const file = program.getSourceFile('/a.ts')!;
      const { statements } = file;
      let walked = false;
      Object.defineProperty(file, 'statements', {
        get() {
          walked = true;
          return statements;
        },
      });
      return { mentions: mayMentionService(program, NAMES), walked };
    };
    const escapes = "export const a = /\\d+\\s*/u, b = '\\u0041\\n', c = 'FileSystem\\x53erver';";
    expect(walks(escapes)).toEqual({ mentions: false, walked: false });
    expect(walks(`${escapes}\nexport const d = 'FileSystem\\x53ervice';`)).toEqual({ mentions: true, walked: true });
    // Escaped data can match without spelling a name: the walk then decides.
    expect(
      walks(
        "export const e = '\\x00\\x01\\x02\\x03\\x04\\x05\\x06\\x07\\x08\\x09\\x0a\\x0b\\x0c\\x0d\\x0e\\x0f\\x10\\x11';",
      ),
    ).toEqual({
      mentions: false,
      walked: true,
    });
  });

  it("finds an escaped spelling in a JavaScript file's JSDoc `@typedef`, which names a type", () => {
    const typedef = '/** @typedef {{ readAllText(path: string): string }} IFileSystem\\u0053ervice */\nexport {};';
    expect(mayMentionService(createMemoryProgram({ '/a.js': typedef }), NAMES)).toBe(true);
    expect(mayMentionService(createMemoryProgram({ '/a.js': typedef.replace('0053', '0054') }), NAMES)).toBe(false);
  });

  it('finds a name TypeScript reads from an identifier whose escapes JavaScript reads otherwise', () => {
    const program = createMemoryProgram({ '/a.ts': 'export interface IFileSystem\\u0053x\\u{65}rvice {}' });
    expect(mayMentionService(program, NAMES)).toBe(true);
  });

  it('answers per set of names', () => {
    const program = createMemoryProgram({ '/a.ts': 'export interface VirtualDisk {}' });
    expect(mayMentionService(program, NAMES)).toBe(false);
    expect(mayMentionService(program, ['VirtualDisk'])).toBe(true);
  });
});
