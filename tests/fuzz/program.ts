/**
 * Generated programs for the fuzz test: the import forms, aliases, escapes and suppression
 * comments of DESIGN.md ("What counts as a reference", "Suppression comments"), put together at
 * random, with random valid settings.
 *
 * A program is data (`ProgramSpec`, what fast-check generates and shrinks) rendered to source text
 * with a map of its lines: which blank line leads which statement, which lines hold code. The
 * suppression property needs that map to say, without asking `src/`, what a comment covers:
 * every statement has a blank line of its own before it (a comment written there leads it, and
 * writing it there moves no finding), and no two statements share a line.
 */
import { code, UnitRenderer, type Stmt } from './render-unit.js';
import type { Language, ProgramSpec, Wrapper } from './units.js';

export interface Slot {
  /** 1-based line of the blank line. */
  readonly line: number;
  /** The lines of the statement the slot leads (first, last), or `undefined` when it leads nothing. */
  readonly covers: readonly [number, number] | undefined;
  /** The slot sits between a decorator and its class. */
  readonly afterDecorator: boolean;
  /** The slot is between JSX children: a comment there is written `{/* … *\/}`. */
  readonly jsx: boolean;
}

export interface RenderedProgram {
  readonly code: string;
  readonly lines: readonly string[];
  readonly slots: readonly Slot[];
  /** 1-based lines that hold code (where a trailing comment can go). */
  readonly codeLines: readonly number[];
  /** Code lines that are JSX children: a trailing comment there is written `{/* … *\/}`. */
  readonly jsxLines: ReadonlySet<number>;
  /** 1-based lines of `path.resolve`-like calls whose arguments are all constants (typed may drop ORKVFS004 there). */
  readonly typedConstantLines: ReadonlySet<number>;
}

/** Wraps body statements in the unit's wrapper (a function, a method, a decorated class…). */
/** Statements that can be a JSX child `{…}` instead: one-line expression statements. */
const STATEMENT_KEYWORD =
  /^(?:const|let|export|exports\.|module\.|import|function|class|interface|type|enum|return|if|for)\b/u;

function toJsxChild(stmt: Stmt): string | undefined {
  if (stmt.kind !== 'code' || stmt.lines.length !== 1) return undefined;
  const [line] = stmt.lines;
  return line?.endsWith(';') && !STATEMENT_KEYWORD.test(line) ? `{${line.slice(0, -1)}}` : undefined;
}

function wrap(language: Language, index: number, wrapper: Wrapper, body: Stmt[], header: Stmt[]): Stmt[] {
  const ts = language !== 'js';
  const p = ts ? 'p: string' : 'p';
  switch (wrapper) {
    case 'top':
      return body;
    case 'function':
      return [{ kind: 'block', head: `export function wrap${index}(${p}) {`, body, close: '}' }];
    case 'arrow':
      return [{ kind: 'block', head: `export const wrap${index} = async (${p}) => {`, body, close: '};' }];
    case 'method':
      return [
        {
          kind: 'block',
          head: `export class Wrap${index} {`,
          body: [{ kind: 'block', head: `run(${p}) {`, body, close: '}' }],
          close: '}',
        },
      ];
    case 'decoratedClass':
      header.push(code(`function dec${index}(..._args${ts ? ': unknown[]' : ''}) {}`));
      return [
        {
          kind: 'block',
          decorators: [`@dec${index}()`],
          head: `export class Wrap${index} {`,
          body: [{ kind: 'block', head: `run(${p}) {`, body, close: '}' }],
          close: '}',
        },
      ];
    case 'if':
      return [{ kind: 'block', head: 'if (process.argv.length > 2) {', body, close: '}' }];
    case 'nested':
      return [
        {
          kind: 'block',
          head: `export function wrap${index}(${p}) {`,
          body: [{ kind: 'block', head: 'for (const item of [p]) {', body: [code('void item;'), ...body], close: '}' }],
          close: '}',
        },
      ];
    case 'component': {
      const children = body.map(toJsxChild);
      return [
        {
          kind: 'block',
          head: `export function Wrap${index}(${p}) {`,
          body: [
            ...body.filter((_, position) => children[position] === undefined),
            { kind: 'jsx', children: children.filter((child) => child !== undefined) },
          ],
          close: '}',
        },
      ];
    }
  }
}

export function renderProgram(spec: ProgramSpec): RenderedProgram {
  const top: Stmt[] = [];
  const header: Stmt[] = [];
  const rest: Stmt[] = [];
  const shared = new Map<string, Stmt>();
  spec.units.forEach(({ unit, wrapper }, index) => {
    const inFunction = wrapper !== 'top' && wrapper !== 'if';
    const rendered = new UnitRenderer(spec.language, index, inFunction, shared).render(unit);
    top.push(...rendered.setup);
    const effective = rendered.topOnly ? 'top' : wrapper;
    rest.push(...wrap(spec.language, index, effective, rendered.body, header));
  });
  const statements = [...shared.values(), ...top, ...header, ...rest];

  const lines: string[] = [];
  const slots: Slot[] = [];
  const codeLines: number[] = [];
  const typedConstantLines = new Set<number>();
  const jsxLines = new Set<number>();
  const push = (text: string, indent: number): number => {
    let line = text;
    if (line.includes(UnitRenderer.TYPED_CONSTANT)) {
      line = line.replace(UnitRenderer.TYPED_CONSTANT, '');
      typedConstantLines.add(lines.length + 1);
    }
    lines.push(line === '' ? '' : '  '.repeat(indent) + line);
    return lines.length;
  };
  const emitList = (list: readonly Stmt[], indent: number): void => {
    for (const stmt of list) {
      const slotLine = push('', indent);
      const slotIndex = slots.length;
      slots.push({ line: slotLine, covers: undefined, afterDecorator: false, jsx: false });
      const first = lines.length + 1;
      if (stmt.kind === 'code') {
        for (const text of stmt.lines) codeLines.push(push(text, indent));
      } else if (stmt.kind === 'jsx') {
        codeLines.push(push('return (', indent), push('<div>', indent + 1));
        for (const child of stmt.children) {
          const childSlot = push('', indent + 2);
          const childLine = push(child, indent + 2);
          slots.push({ line: childSlot, covers: [childLine, childLine], afterDecorator: false, jsx: true });
          codeLines.push(childLine);
          jsxLines.add(childLine);
        }
        // Before the closing tag: leads nothing.
        slots.push({ line: push('', indent + 2), covers: undefined, afterDecorator: false, jsx: true });
        codeLines.push(push('</div>', indent + 1), push(');', indent));
      } else {
        for (const decorator of stmt.decorators ?? []) codeLines.push(push(decorator, indent));
        let innerSlot: number | undefined;
        if (stmt.decorators) {
          innerSlot = slots.length;
          slots.push({ line: push('', indent), covers: undefined, afterDecorator: true, jsx: false });
        }
        const headLine = lines.length + 1;
        codeLines.push(push(stmt.head, indent));
        emitList(stmt.body, indent + 1);
        // A comment before the closing brace leads nothing.
        slots.push({ line: push('', indent + 1), covers: undefined, afterDecorator: false, jsx: false });
        codeLines.push(push(stmt.close, indent));
        if (innerSlot !== undefined) {
          const slot = slots[innerSlot]!;
          slots[innerSlot] = { ...slot, covers: [headLine, lines.length] };
        }
      }
      slots[slotIndex] = { line: slotLine, covers: [first, lines.length], afterDecorator: false, jsx: false };
    }
  };
  emitList(statements, 0);
  // After the last statement: leads nothing.
  slots.push({ line: push('', 0), covers: undefined, afterDecorator: false, jsx: false });
  return { code: `${lines.join('\n')}\n`, lines, slots, codeLines, jsxLines, typedConstantLines };
}
