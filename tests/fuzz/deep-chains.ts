/**
 * Deep chains for the fuzzer (issue 20, item 10): a value handed through hundreds to thousands of
 * bindings — an fs module object, a module specifier, a key, a constant, a lexical path — each
 * link spelled at random (a plain alias, parentheses, a concatenation with `''`, a template), and
 * used at the end where the finding it earns at depth 1 is known: the same finding must come out,
 * at the last line.
 */
import fc from 'fast-check';

export type ChainKind = 'module' | 'specifier' | 'key' | 'constant' | 'lexical';

export interface DeepChainSpec {
  readonly kind: ChainKind;
  /** How each link spells the previous binding (0: `p`, 1: `(p)`, 2: `p + ''`, 3: `` `${p}` ``). */
  readonly links: readonly number[];
}

export interface RenderedChain {
  readonly code: string;
  /** The code of the one finding the chain's end earns, and its line (column 1 after the indent). */
  readonly code_: string;
  readonly line: number;
  readonly column: number;
}

/** Module objects and operations take no string spelling: their links are aliases or parentheses. */
const STRING_KINDS: ReadonlySet<ChainKind> = new Set(['specifier', 'key', 'constant', 'lexical']);

export const deepChainArbitrary: fc.Arbitrary<DeepChainSpec> = fc
  .constantFrom<ChainKind>('module', 'specifier', 'key', 'constant', 'lexical')
  .chain((kind) =>
    fc.record({
      kind: fc.constant(kind),
      links: fc.array(fc.integer({ min: 0, max: STRING_KINDS.has(kind) ? 3 : 1 }), {
        minLength: 400,
        maxLength: 3000,
      }),
    }),
  );

function spell(previous: string, link: number): string {
  return [previous, `(${previous})`, `${previous} + ''`, `\`\${${previous}}\``][link] ?? previous;
}

export function renderDeepChain(spec: DeepChainSpec): RenderedChain {
  const start: Record<ChainKind, readonly string[]> = {
    module: ["const fs = require('fs');", 'const c0 = fs;'],
    specifier: ["const c0 = 'node:fs';"],
    key: ["const fs = require('fs');", "const c0 = 'rmSync';"],
    constant: ["const path = require('path');", "const c0 = '/srv/data';"],
    lexical: ["const path = require('path');", 'function check(root, input) {', '  const c0 = path.join(root, input);'],
  };
  const indent = spec.kind === 'lexical' ? '  ' : '';
  const lines = [...start[spec.kind]];
  spec.links.forEach((link, index) => lines.push(`${indent}const c${index + 1} = ${spell(`c${index}`, link)};`));
  const last = `c${spec.links.length}`;
  const end: Record<ChainKind, { text: string; code: string; column: number }> = {
    module: { text: `${last}.readFileSync('a');`, code: 'ORKVFS001', column: 1 },
    specifier: { text: `require(${last}).rmSync('a');`, code: 'ORKVFS002', column: 1 },
    key: { text: `fs[${last}]('a');`, code: 'ORKVFS002', column: 1 },
    // A constant resolved alone is silent; with an input it is reported.
    constant: { text: `path.resolve(${last}, process.argv[2]);`, code: 'ORKVFS004', column: 1 },
    lexical: { text: `  return ${last}.startsWith(root);`, code: 'ORKVFS008', column: 10 },
  };
  const use = end[spec.kind];
  lines.push(use.text);
  const line = lines.length;
  if (spec.kind === 'constant') lines.push(`path.resolve(${last});`);
  if (spec.kind === 'lexical') lines.push('}', 'check(process.argv[2], process.argv[3]);');
  return { code: lines.join('\n'), code_: use.code, line, column: use.column };
}
