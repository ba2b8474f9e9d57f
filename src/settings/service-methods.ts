/**
 * `serviceMethods`: the project's file-system service API, as messages name it and suggestions
 * call it. A key is an fs operation (`readFile` for every form, `readFileSync` for one), a group
 * of the fs API table (`read`, `directory`), `path` or `path.<function>`; its value lists the
 * service's methods, each a bare name (named in messages only) or a template that says how a
 * call becomes a service call: `readFile(path, 'utf8') -> readAllText(path)`.
 */
import {
  additionalPathFunctions,
  knownOperationNames,
  operationGroups,
  unmappedInstead,
} from '../analysis/knowledge/fs-api.js';

/** One argument of a template: a hole (`path`), a literal (`'utf8'`, `true`), or an object of literals. */
export type ArgumentPattern =
  | { readonly kind: 'hole'; readonly name: string }
  | { readonly kind: 'value'; readonly value: string | number | boolean | null; readonly raw: string }
  | { readonly kind: 'object'; readonly properties: ReadonlyMap<string, ArgumentPattern>; readonly raw: string };

/** A mapping the rules can turn into a suggestion: which call, and the service call it becomes. */
export interface CallTemplate {
  /** As written in the settings, for messages and docs. */
  readonly source: string;
  /** The fs operation or path function on the left: `readFile` (every form) or `readFileSync` (one). */
  readonly operation: string;
  readonly from: readonly ArgumentPattern[];
  readonly method: string;
  readonly to: readonly ArgumentPattern[];
  /** The service method returns a promise (the seed's methods do): a sync call becomes `await …`. */
  readonly async: boolean;
}

/** What one key maps to: the methods in message order, and the templates among them. */
export interface ServiceMapping {
  readonly methods: readonly string[];
  readonly templates: readonly CallTemplate[];
}

/** `null` for a key mapped to nothing on purpose: its messages say so. */
export type ServiceMethods = Readonly<Record<string, ServiceMapping | null>>;

export class TemplateError extends Error {}

const TOKEN = /\s*(?:(->)|([A-Za-z_$][\w$]*)|('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")|(-?\d+(?:\.\d+)?)|([(){}:,]))/uy;

type Token =
  | { readonly type: 'arrow' | 'punct'; readonly text: string }
  | { readonly type: 'name'; readonly text: string }
  | { readonly type: 'string'; readonly text: string; readonly value: string }
  | { readonly type: 'number'; readonly text: string; readonly value: number };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/u.test(text.slice(TOKEN.lastIndex))) break;
    const start = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (!match) throw new TemplateError(`cannot read it from ${JSON.stringify(text.slice(start).trim())}`);
    const [, arrow, name, string, number, punct] = match;
    if (arrow) tokens.push({ type: 'arrow', text: arrow });
    else if (name) tokens.push({ type: 'name', text: name });
    else if (string) tokens.push({ type: 'string', text: string, value: readString(string) });
    else if (number) tokens.push({ type: 'number', text: number, value: Number(number) });
    else tokens.push({ type: 'punct', text: punct ?? '' });
  }
  return tokens;
}

function readString(text: string): string {
  return text.slice(1, -1).replace(/\\(.)/gu, '$1');
}

const KEYWORDS: Readonly<Record<string, boolean | null>> = { true: true, false: false, null: null };

class TemplateReader {
  private index = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  private next(): Token {
    const token = this.tokens[this.index++];
    if (!token) throw new TemplateError('ends too early');
    return token;
  }

  private expect(text: string): void {
    const token = this.next();
    if (token.text !== text) throw new TemplateError(`expected '${text}' but found '${token.text}'`);
  }

  isAt(text: string): boolean {
    return this.peek()?.text === text;
  }

  isDone(): boolean {
    return this.index >= this.tokens.length;
  }

  readCall(): { name: string; args: ArgumentPattern[] } {
    const name = this.next();
    if (name.type !== 'name') throw new TemplateError(`expected a function name but found '${name.text}'`);
    this.expect('(');
    const args = this.readList(')', () => this.readArgument(true));
    return { name: name.text, args };
  }

  readArrow(): void {
    this.expect('->');
  }

  private readList<T>(close: string, read: () => T): T[] {
    const items: T[] = [];
    while (!this.isAt(close)) {
      items.push(read());
      if (!this.isAt(close)) this.expect(',');
    }
    this.expect(close);
    return items;
  }

  private readArgument(holes: boolean): ArgumentPattern {
    const token = this.next();
    if (token.type === 'string' || token.type === 'number') {
      return { kind: 'value', value: token.value, raw: token.text };
    }
    if (token.type === 'name') {
      if (token.text in KEYWORDS) return { kind: 'value', value: KEYWORDS[token.text] ?? null, raw: token.text };
      if (!holes) throw new TemplateError(`an object may hold only literals, not '${token.text}'`);
      return { kind: 'hole', name: token.text };
    }
    if (token.text === '{') {
      const properties = new Map<string, ArgumentPattern>();
      this.readList('}', () => {
        const key = this.next();
        if (key.type !== 'name' && key.type !== 'string')
          throw new TemplateError(`expected a key, found '${key.text}'`);
        this.expect(':');
        properties.set(key.type === 'string' ? key.value : key.text, this.readArgument(false));
      });
      const raw = `{ ${[...properties].map(([key, value]) => `${key}: ${getArgumentText(value)}`).join(', ')} }`;
      return { kind: 'object', properties, raw: properties.size === 0 ? '{}' : raw };
    }
    throw new TemplateError(`expected an argument but found '${token.text}'`);
  }
}

/** An argument as a service call writes it: a hole by its name, a literal as written. */
export function getArgumentText(arg: ArgumentPattern): string {
  return arg.kind === 'hole' ? arg.name : arg.raw;
}

function getHoles(args: readonly ArgumentPattern[]): string[] {
  return args.flatMap((arg) => (arg.kind === 'hole' ? [arg.name] : []));
}

/** Reads `op(args) -> method(args)`; throws `TemplateError` saying what is wrong. */
export function parseTemplate(source: string, async: boolean): CallTemplate {
  const reader = new TemplateReader(tokenize(source));
  const from = reader.readCall();
  reader.readArrow();
  const to = reader.readCall();
  if (!reader.isDone()) throw new TemplateError('has text after the service call');
  const holes = getHoles(from.args);
  const duplicate = holes.find((hole, index) => holes.indexOf(hole) !== index);
  if (duplicate) throw new TemplateError(`names the argument '${duplicate}' twice on the left`);
  const unknown = getHoles(to.args).find((hole) => !holes.includes(hole));
  if (unknown) throw new TemplateError(`uses '${unknown}', which the left side does not name`);
  return { source, operation: from.name, from: from.args, method: to.name, to: to.args, async };
}

const METHOD_NAME = /^[A-Za-z_$][\w$]*$/u;

/** The keys a mapping may have besides operation names: the table's groups and the path functions. */
const PATH_FUNCTIONS = ['resolve', ...additionalPathFunctions];

/** The operation names a key's templates may start with, or `undefined` for an unknown key. */
export function getKeyOperations(key: string): readonly string[] | undefined {
  if (key in operationGroups) {
    return operationGroups[key as keyof typeof operationGroups].names.flatMap((name) => [name, `${name}Sync`]);
  }
  if (knownOperationNames.has(key)) return [key, ...(key.endsWith('Sync') ? [] : [`${key}Sync`])];
  if (key === 'path') return PATH_FUNCTIONS;
  if (key.startsWith('path.') && PATH_FUNCTIONS.includes(key.slice('path.'.length))) return [key.slice(5)];
  return undefined;
}

export const SERVICE_METHODS_SHAPE =
  "an object from an fs operation (readFile), a group (read, directory, …) or 'path' to a method name, a template 'readFile(path, \"utf8\") -> readAllText(path)', { template, async }, an array of these, or null";

/** Reads one key's value; returns what is wrong with it as `[where, problem]`, or the mapping. */
export function readServiceMapping(key: string, value: unknown): ServiceMapping | null | [string, string] {
  const operations = getKeyOperations(key);
  if (!operations) {
    return [
      key,
      `is not an fs operation of Node's fs API, a group (${Object.keys(operationGroups).join(', ')}), 'path' or 'path.<function>'.`,
    ];
  }
  if (value === null) return null;
  const entries: readonly unknown[] = Array.isArray(value) ? value : [value];
  const methods: string[] = [];
  const templates: CallTemplate[] = [];
  for (const [index, entry] of entries.entries()) {
    const where = Array.isArray(value) ? `${key}[${index}]` : key;
    const source = typeof entry === 'object' && entry !== null ? (entry as { template?: unknown }).template : entry;
    const asyncValue = typeof entry === 'object' && entry !== null ? (entry as { async?: unknown }).async : undefined;
    if (typeof entry === 'object' && entry !== null) {
      const extra = Object.keys(entry).find((name) => name !== 'template' && name !== 'async');
      if (extra) return [where, `has the unknown key '${extra}'; an object takes { template, async }.`];
      if (asyncValue !== undefined && typeof asyncValue !== 'boolean') return [where, 'async must be true or false.'];
    }
    if (typeof source !== 'string' || source.trim() === '') {
      return [where, `expected a method name or a template, got ${JSON.stringify(entry) ?? String(entry)}.`];
    }
    const text = source.trim();
    if (METHOD_NAME.test(text)) {
      if (!methods.includes(text)) methods.push(text);
      continue;
    }
    try {
      const template = parseTemplate(text, asyncValue !== false);
      if (!operations.includes(template.operation)) {
        return [
          where,
          `${JSON.stringify(text)} starts with '${template.operation}', which is not an operation of '${key}'.`,
        ];
      }
      templates.push(template);
      if (!methods.includes(template.method)) methods.push(template.method);
    } catch (error) {
      if (!(error instanceof TemplateError)) throw error;
      return [
        where,
        `${JSON.stringify(text)} is not a template: it ${error.message}. Write 'readFile(path, "utf8") -> readAllText(path)'.`,
      ];
    }
  }
  return { methods, templates };
}

function mapping(key: string, ...entries: (string | { template: string; async: boolean })[]): ServiceMapping {
  const read = readServiceMapping(key, entries);
  if (read === null || Array.isArray(read)) throw new Error('bug: a default serviceMethods entry is invalid');
  return read;
}

/** The seed's `IFileSystemService`: camelCase, every method async but `resolveAndValidate`. */
export const defaultServiceMethods: ServiceMethods = Object.freeze({
  read: mapping(
    'read',
    'readFile(path) -> tryReadAllBytes(path)',
    "readFile(path, 'utf8') -> readAllText(path)",
    "readFile(path, 'utf-8') -> readAllText(path)",
    "readFile(path, { encoding: 'utf8' }) -> readAllText(path)",
  ),
  write: mapping('write', 'writeFile(path, text) -> writeAllText(path, text)', 'writeAllBytes'),
  copyMove: mapping(
    'copyMove',
    'copyFile(from, to) -> copy(from, to)',
    'rename(from, to) -> move(from, to)',
    'unlink(path) -> delete(path)',
  ),
  link: mapping('link', 'copy', 'move'),
  probe: mapping('probe', 'exists(path) -> exists(path)', 'stat(path) -> tryGetEntry(path)'),
  descriptor: mapping('descriptor', 'openReadStream', 'openWriteStream'),
  directory: mapping(
    'directory',

    'mkdir(path, { recursive: true }) -> createDirectory(path)',
    'rm(path, { recursive: true, force: true }) -> delete(path, { recursive: true })',
    'readdir(path) -> enumerateFiles(path)',
  ),
  handle: mapping('handle', 'openReadStream', 'openWriteStream', 'tryGetEntry'),
  watcher: mapping('watcher', 'watch'),
  stream: mapping(
    'stream',
    'createReadStream(path) -> openReadStream(path)',
    'createWriteStream(path) -> openWriteStream(path)',
  ),
  path: mapping(
    'path',
    { template: 'resolve(input) -> resolveAndValidate(input)', async: false },
    { template: 'resolve(base, input) -> resolveAndValidate(input)', async: false },
  ),
});

/** The mapping of one operation: its own key first, then its group's; `undefined` when none is. */
export function getServiceMapping(
  methods: ServiceMethods,
  name: string | undefined,
  group: string | undefined,
): ServiceMapping | undefined {
  const keys = [name, name?.endsWith('Sync') ? name.slice(0, -4) : undefined, group];
  for (const key of keys) {
    if (key !== undefined && Object.hasOwn(methods, key)) return methods[key] ?? undefined;
  }
  return undefined;
}

/** The templates of a mapping that apply to an operation (`readFile` ones apply to `readFileSync`). */
export function getTemplates(mapping: ServiceMapping | undefined, name: string): readonly CallTemplate[] {
  return (mapping?.templates ?? []).filter(
    (template) => template.operation === name || `${template.operation}Sync` === name,
  );
}

/** Groups whose methods are named inside a phrase: the stream, not the method, replaces a descriptor. */
const GROUP_WORDING: Readonly<Record<string, (methods: string) => string>> = {
  descriptor: (methods) => `the stream returned by ${methods}`,
  watcher: (methods) => `the VFS watcher abstraction (${methods})`,
  stream: (methods) => `${methods} and wrap the returned stream`,
};

/** The methods of a mapping in backticks (`` `readAllText()` / `tryReadAllBytes()` ``), or `undefined`. */
export function describeMethods(mapping: ServiceMapping | undefined): string | undefined {
  if (!mapping || mapping.methods.length === 0) return undefined;
  return mapping.methods.map((method) => `\`${method}()\``).join(' / ');
}

/** What a message of an fs operation tells to use instead: the mapped methods, or that none is. */
export function getInsteadText(mapping: ServiceMapping | undefined, group: string | undefined): string {
  const methods = describeMethods(mapping);
  if (methods === undefined) return unmappedInstead;
  const wording = group === undefined ? undefined : GROUP_WORDING[group];
  return wording ? wording(methods) : methods;
}
