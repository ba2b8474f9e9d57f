/**
 * `serviceMethods`: the default is the seed's service, a value replaces it, and a bad key or
 * template stops the run with an error naming the key.
 */
import { describe, expect, it } from 'vitest';

import { parseSettings } from '../../src/settings/settings.js';

function summarize(serviceMethods: unknown) {
  return Object.fromEntries(
    Object.entries(parseSettings({ serviceMethods }).serviceMethods).map(([key, mapping]) => [
      key,
      mapping && { methods: mapping.methods, templates: mapping.templates.map((template) => template.source) },
    ]),
  );
}

describe('serviceMethods', () => {
  it("defaults to the seed's IFileSystemService, every method async but resolveAndValidate", () => {
    const { serviceMethods } = parseSettings(undefined);
    expect(Object.fromEntries(Object.entries(serviceMethods).map(([key, mapping]) => [key, mapping?.methods]))).toEqual(
      {
        read: ['tryReadAllBytes', 'readAllText'],
        write: ['writeAllText', 'writeAllBytes'],
        copyMove: ['copy', 'move', 'delete'],
        link: ['copy', 'move'],
        probe: ['exists', 'tryGetEntry'],
        descriptor: ['openReadStream', 'openWriteStream'],
        directory: ['createDirectory', 'delete', 'enumerateFiles'],
        handle: ['openReadStream', 'openWriteStream', 'tryGetEntry'],
        watcher: ['watch'],
        stream: ['openReadStream', 'openWriteStream'],
        path: ['resolveAndValidate'],
      },
    );
    expect(serviceMethods['path']?.templates.map(({ source, async }) => [source, async])).toEqual([
      ['resolve(input) -> resolveAndValidate(input)', false],
      ['resolve(base, input) -> resolveAndValidate(input)', false],
    ]);
    expect(serviceMethods['read']?.templates.every((template) => template.async)).toBe(true);
  });

  it('reads names, templates, { template, async }, arrays and null; a value replaces the default', () => {
    expect(
      summarize({
        readFile: 'readText',
        directory: [
          'mkdir(p, { recursive: true }) -> mkdirp(p)',
          { template: 'readdirSync(p) -> list(p)', async: false },
        ],
        chmod: null,
        'path.resolve': 'resolve(base, input) -> validate(input)',
      }),
    ).toEqual({
      readFile: { methods: ['readText'], templates: [] },
      directory: {
        methods: ['mkdirp', 'list'],
        templates: ['mkdir(p, { recursive: true }) -> mkdirp(p)', 'readdirSync(p) -> list(p)'],
      },
      chmod: null,
      'path.resolve': { methods: ['validate'], templates: ['resolve(base, input) -> validate(input)'] },
    });
  });

  it.each([
    [{ readFiles: 'readText' }, /serviceMethods\.readFiles: is not an fs operation of Node's fs API, a group/u],
    [
      { read: 'writeFile(p, d) -> write(p, d)' },
      /serviceMethods\.read: "writeFile\(p, d\) -> write\(p, d\)" starts with 'writeFile', which is not an operation of 'read'/u,
    ],
    [
      { read: ['readText', 'readFile(p -> x(p)'] },
      /serviceMethods\.read\[1\]: "readFile\(p -> x\(p\)" is not a template: it expected ',' but found '->'/u,
    ],
    [
      { read: 'readFile(p) -> readAll(q)' },
      /serviceMethods\.read: .* is not a template: it uses 'q', which the left side does not name/u,
    ],
    [{ read: 'readFile(p, p) -> readAll(p)' }, /names the argument 'p' twice on the left/u],
    [{ read: 'readFile(p, { encoding: e }) -> readAll(p)' }, /an object may hold only literals, not 'e'/u],
    [{ read: { template: 'readFile(p) -> r(p)', sync: true } }, /serviceMethods\.read: has the unknown key 'sync'/u],
    [{ read: 42 }, /serviceMethods\.read: expected a method name or a template, got 42/u],
    [['read'], /serviceMethods: expected an object from an fs operation/u],
  ])('%j is an error naming the key', (serviceMethods, message) => {
    expect(() => parseSettings({ serviceMethods })).toThrow(message);
  });
});
