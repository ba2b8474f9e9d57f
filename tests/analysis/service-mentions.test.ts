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

  it('answers per set of names', () => {
    const program = createMemoryProgram({ '/a.ts': 'export interface VirtualDisk {}' });
    expect(mayMentionService(program, NAMES)).toBe(false);
    expect(mayMentionService(program, ['VirtualDisk'])).toBe(true);
  });
});
