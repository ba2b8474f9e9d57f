/** Renders one unit of a generated program to statements (see `units.ts` for what a unit is). */
import {
  INPUT_ARGS,
  type LOOK_ALIKES,
  type ModuleBinding,
  type ModuleEscape,
  type SERVICE_FORMS,
  type UNVERIFIABLE,
  type UnitSpec,
  type ValueEscape,
  type Language,
} from './units.js';

/** Longer than the value analysis recurses before it settles a chain iteratively (issue 20, item 10). */
const DEEP_ALIAS_LENGTH = 600;

/** A statement: its lines, or a block with statements of its own. */
export type Stmt =
  | { kind: 'code'; lines: string[] }
  | {
      kind: 'block';
      /** Lines before the slot that leads the block's head (decorators): part of the block. */
      decorators?: string[];
      head: string;
      body: Stmt[];
      close: string;
    }
  /** `return (<div>…</div>);` with one JSX child per line (a JSX comment leads the next child). */
  | { kind: 'jsx'; children: string[] };

export interface RenderedUnit {
  /** Top-level statements the unit needs first (imports, declarations). */
  setup: Stmt[];
  /** The statements that use what the setup bound; wrapped unless `topOnly`. */
  body: Stmt[];
  /** The body holds exports: it stays at the top level. */
  topOnly?: boolean;
}

export const code = (...lines: string[]): Stmt => ({ kind: 'code', lines });

export class UnitRenderer {
  readonly ts: boolean;
  /** Markers put on lines whose ORKVFS004 may go away with types (removed from the output). */
  static readonly TYPED_CONSTANT = '\u0000typed-constant';

  constructor(
    readonly language: Language,
    readonly index: number,
    readonly inFunction: boolean,
    /** Statements several units share, declared once at the top, by key. */
    readonly shared: Map<string, Stmt>,
  ) {
    this.ts = language !== 'js';
  }

  name(base: string): string {
    return `${base}${this.index}`;
  }

  /** `as` casts and annotations only in TypeScript. */
  t(text: string): string {
    return this.ts ? text : '';
  }

  arg(kind: 'literal' | 'input' | 'param'): string {
    if (kind === 'literal') return "'data.txt'";
    if (kind === 'param' && this.inFunction) return 'p';
    return 'process.argv[2]';
  }

  /** Statements that bind the module object of `source` to `m`; returns its name. */
  bindModule(source: string, binding: ModuleBinding, setup: Stmt[]): string {
    const m = this.name('m');
    const q = `'${source}'`;
    const builtin = !source.includes('-') && !source.startsWith('@');
    switch (binding) {
      case 'default':
        setup.push(code(`import ${m} from ${q};`));
        break;
      case 'namespace':
        setup.push(code(`import * as ${m} from ${q};`));
        break;
      case 'require':
        setup.push(code(`const ${m} = require(${q});`));
        break;
      case 'importEquals':
        setup.push(code(`import ${m} = require(${q});`));
        break;
      case 'createRequire':
        setup.push(code(`import { createRequire as ${this.name('cr')} } from 'node:module';`));
        setup.push(code(`const ${m} = ${this.name('cr')}(import.meta.url)(${q});`));
        break;
      case 'getBuiltinModule':
        setup.push(code(`const ${m} = process.getBuiltinModule(${builtin ? q : "'fs'"});`));
        break;
      case 'awaitImport':
        setup.push(code(`const ${m} = await import(${q});`));
        break;
      case 'constSpecifier':
        setup.push(code(`const ${this.name('spec')} = ${q};`));
        setup.push(code(`const ${m} = require(${this.name('spec')});`));
        break;
      case 'moduleRequire':
        setup.push(code(`const ${m} = module.require(${q});`));
        break;
      case 'mainModuleRequire':
        setup.push(code(`const ${m} = process.mainModule${this.t('!')}.require(${q});`));
        break;
      case 'requireCall':
        setup.push(code(`const ${m} = require.call(null, ${q});`));
        break;
      case 'importConstSpecifier':
        setup.push(code(`const ${this.name('spec')} = ${q};`));
        setup.push(code(`const ${m} = await import(${this.name('spec')});`));
        break;
      case 'deepAlias': {
        setup.push(code(`const ${m}_0 = require(${q});`));
        for (let link = 1; link <= DEEP_ALIAS_LENGTH; link += 1)
          setup.push(code(`const ${m}_${link} = ${m}_${link - 1};`));
        return `${m}_${DEEP_ALIAS_LENGTH}`;
      }
    }
    return m;
  }

  /** `callee(args)`, on one line or spread over three. */
  call(callee: string, args: string, multiline: boolean): string[] {
    return multiline ? [`${callee}(`, `  ${args},`, ');'] : [`${callee}(${args});`];
  }

  render(unit: UnitSpec): RenderedUnit {
    const setup: Stmt[] = [];
    const body: Stmt[] = [];
    switch (unit.kind) {
      case 'call': {
        const m = this.bindModule(unit.source, unit.binding, setup);
        const a = this.arg(unit.arg);
        const { op } = unit;
        const local = this.name('a');
        const call = (callee: string) => body.push(code(...this.call(callee, a, unit.multiline)));
        switch (unit.access) {
          case 'dot':
            call(`${m}.${op}`);
            break;
          case 'bracket':
            call(`${m}['${op}']`);
            break;
          case 'constKey':
            body.push(code(`const ${this.name('k')} = '${op}';`));
            call(`${m}[${this.name('k')}]`);
            break;
          case 'optionalCall':
            call(`${m}.${op}?.`);
            break;
          case 'optionalMember':
            call(`${m}?.${op}`);
            break;
          case 'callMethod':
            body.push(code(...this.call(`${m}.${op}.call`, `null, ${a}`, unit.multiline)));
            break;
          case 'applyMethod':
            body.push(code(...this.call(`${m}.${op}.apply`, `null, [${a}]`, unit.multiline)));
            break;
          case 'asCast':
            call(`(${m} as typeof ${m}).${op}`);
            break;
          case 'nonNull':
            call(`${m}!.${op}`);
            break;
          case 'satisfies':
            call(`(${m} satisfies object).${op}`);
            break;
          case 'reflectGet':
            call(`Reflect.get(${m}, '${op}')`);
            break;
          case 'destructure':
            body.push(code(`const { ${op}: ${local} } = ${m};`));
            call(local);
            break;
          case 'destructureStringKey':
            body.push(code(`const { '${op}': ${local} } = ${m};`));
            call(local);
            break;
          case 'destructureNested':
            body.push(code(`const { promises: { readFile: ${local} } } = ${m};`));
            call(local);
            break;
          case 'alias':
            body.push(code(`const ${local} = ${m}.${op};`));
            call(local);
            break;
          case 'moduleAlias':
            body.push(code(`const ${local} = ${m};`));
            call(`${local}.${op}`);
            break;
          case 'newStream':
            body.push(code(`new ${m}.${op}(${a});`));
            break;
          case 'promisesMember':
            call(`${m}.promises.readFile`);
            break;
          case 'tupleKey':
            body.push(code(`const ${this.name('keys')} = ['${op}'] as const;`));
            call(`${m}[${this.name('keys')}[0]]`);
            break;
          case 'destructureDefault':
            body.push(code(`const { ${op}: ${local} = undefined } = ${m};`));
            call(local);
            break;
        }
        return { setup, body };
      }
      case 'named': {
        const local = this.name('f');
        setup.push(code(`import { ${unit.op} as ${local} } from '${unit.source}';`));
        if (unit.use === 'call') body.push(code(...this.call(local, this.arg('input'), unit.multiline)));
        else body.push(code(...this.call('console.log', local, unit.multiline)));
        return { setup, body };
      }
      case 'valueEscape': {
        const m = this.bindModule(unit.source, unit.binding, setup);
        const value = `${m}.${unit.op}`;
        return { setup, ...this.escape(unit.escape, value, setup) };
      }
      case 'moduleEscape': {
        const m = this.bindModule(unit.source, unit.binding, setup);
        return { setup, ...this.moduleEscape(unit.escape, m) };
      }
      case 'lazyImport':
        body.push(
          unit.then
            ? code(`void import('${unit.source}').then((${this.name('mod')}) => ${this.name('mod')}.default);`)
            : code(`const ${this.name('lazy')} = () => import('${unit.source}');`, `void ${this.name('lazy')};`),
        );
        return { setup, body };
      case 'reexport': {
        const q = `'${unit.source}'`;
        const text = {
          star: `export * from ${q};`,
          named: `export { ${unit.op} as ${this.name('r')} } from ${q};`,
          starAs: `export * as ${this.name('ns')} from ${q};`,
          defaultAs: `export { default as ${this.name('d')} } from ${q};`,
        }[unit.form];
        return { setup, body: [code(text)], topOnly: true };
      }
      case 'path':
        return this.renderPath(unit, setup, body);
      case 'service':
        return { setup, body: this.renderService(unit.form, unit.type), topOnly: true };
      case 'watcher': {
        const w = this.name('w');
        setup.push(code(`import ${w} from '${unit.module}';`));
        body.push(code(`${w}.watch(${this.arg(unit.arg)});`));
        return { setup, body };
      }
      case 'lookAlike':
        return this.renderLookAlike(unit.form, setup, body);
      case 'unverifiable':
        return this.renderUnverifiable(unit.form, setup, body);
      case 'typedDeps': {
        const d = this.name('deps');
        const a = this.arg('input');
        setup.push(code(`import { deps as ${d}, storage as ${this.name('st')} } from '../../fixtures/fs-wrapper.js';`));
        const local = this.name('load');
        switch (unit.form) {
          case 'member':
            body.push(code(`${d}.fs.readFileSync(${a});`));
            break;
          case 'renamedDestructure':
            body.push(code(`const { readFileSync: ${local} } = ${d}.fs;`), code(`${local}(${a});`));
            break;
          case 'propertyValue':
            body.push(code(`const ${local} = ${d}.read;`), code(`${local}(${a});`));
            break;
          case 'promisifyValue':
            setup.push(code(`import { promisify as ${this.name('pr')} } from 'node:util';`));
            body.push(code(`void ${this.name('pr')}(${d}.fs.readFile);`));
            break;
          case 'storage':
            body.push(code(`${this.name('st')}.fs.mkdirSync(${a});`));
            break;
        }
        return { setup, body };
      }
    }
  }

  escape(form: ValueEscape, value: string, setup: Stmt[]): Omit<RenderedUnit, 'setup'> {
    const n = this.name('e');
    switch (form) {
      case 'argument':
        return { body: [code(`console.log(${value});`)] };
      case 'exportConst':
        return { body: [code(`export const ${n} = ${value};`)], topOnly: true };
      case 'object':
        return { body: [code(`const ${n} = {`, `  io: ${value},`, '};'), code(`void ${n};`)] };
      case 'returned':
        return {
          body: [
            { kind: 'block', head: `function ${n}() {`, body: [code(`return ${value};`)], close: '}' },
            code(`void ${n};`),
          ],
        };
      case 'defaultParam':
        return {
          body: [
            {
              kind: 'block',
              head: `function ${n}(q${this.t(': unknown')}, impl = ${value}) {`,
              body: [code('return [q, impl];')],
              close: '}',
            },
            code(`void ${n};`),
          ],
        };
      case 'timer':
        return { body: [code(`setImmediate(${value}, 'data.txt');`)] };
      case 'promisify':
        setup.push(code(`import { promisify as ${this.name('pr')} } from 'node:util';`));
        return { body: [code(`void ${this.name('pr')}(${value});`)] };
      case 'array':
        return { body: [code(`const ${n} = [${value}];`), code(`void ${n};`)] };
      case 'commonjsExport':
        return { body: [code(`exports.${n} = ${value};`)] };
    }
  }

  moduleEscape(form: ModuleEscape, m: string): Omit<RenderedUnit, 'setup'> {
    const n = this.name('x');
    switch (form) {
      case 'exportDefault':
        // One default export per file: only the first unit may have it.
        return this.index === 0
          ? { body: [code(`export default ${m};`)], topOnly: true }
          : { body: [code(`export { ${m} as ${n} };`)], topOnly: true };
      case 'exportNamed':
        return { body: [code(`export { ${m} as ${n} };`)], topOnly: true };
      case 'exportConst':
        return { body: [code(`export const ${n} = ${m};`)], topOnly: true };
      case 'argument':
        return { body: [code(`console.log(${m});`)] };
      case 'spread':
        return { body: [code(`const ${n} = { ...${m} };`), code(`void ${n};`)] };
      case 'returned':
        return {
          body: [
            { kind: 'block', head: `function ${n}() {`, body: [code(`return ${m};`)], close: '}' },
            code(`void ${n};`),
          ],
        };
      case 'field':
        return {
          body: [
            { kind: 'block', head: `class ${n.toUpperCase()} {`, body: [code(`io = ${m};`)], close: '}' },
            code(`void ${n.toUpperCase()};`),
          ],
        };
      case 'objectProperty':
        return { body: [code(`const ${n} = { io: ${m} };`), code(`void ${n};`)] };
      case 'defaultParam':
        return {
          body: [
            { kind: 'block', head: `function ${n}(io = ${m}) {`, body: [code('return io;')], close: '}' },
            code(`void ${n};`),
          ],
        };
      case 'commonjsExports':
        return { body: [code('module.exports = {', `  ${n}: ${m},`, '};')] };
    }
  }

  renderPath(unit: Extract<UnitSpec, { kind: 'path' }>, setup: Stmt[], body: Stmt[]): RenderedUnit {
    const p = this.name('path');
    const q = `'${unit.source}'`;
    const args: string[] = [];
    const typedConstant = unit.args.every((kind) => !INPUT_ARGS.has(kind));
    unit.args.forEach((kind, position) => {
      const c = `${this.name('c')}_${position}`;
      switch (kind) {
        case 'literal':
          args.push("'cache'");
          break;
        case 'template':
          args.push('`cache`');
          break;
        case 'dirname':
          args.push('__dirname');
          break;
        case 'metaDirname':
          args.push('import.meta.dirname');
          break;
        case 'sep':
          setup.push(code(`import { sep as ${c} } from 'node:path';`));
          args.push(c);
          break;
        case 'constBinding':
          setup.push(code(`const ${c} = 'cache';`));
          args.push(c);
          break;
        case 'concat':
          args.push("'ca' + 'che'");
          break;
        case 'enumMember':
          setup.push(code(`enum ${c.toUpperCase()} {`, "  A = 'cache',", '}'));
          args.push(`${c.toUpperCase()}.A`);
          break;
        case 'asConstMember':
          setup.push(code(`const ${c.toUpperCase()} = { a: 'cache' } as const;`));
          args.push(`${c.toUpperCase()}.a`);
          break;
        case 'importedConst':
          setup.push(code(`import { FOLDER as ${c} } from './constants.js';`));
          args.push(c);
          break;
        case 'importedEnum':
          setup.push(code(`import { Folder as ${c} } from './constants.js';`));
          args.push(`${c}.Logs`);
          break;
        case 'importedAsConst':
          setup.push(code(`import { FOLDERS as ${c} } from './constants.js';`));
          args.push(`${c}.tmp`);
          break;
        case 'input':
          args.push('process.argv[2]');
          break;
        case 'env':
          args.push("process.env.HOME ?? ''");
          break;
        case 'param':
          args.push(this.inFunction ? 'p' : 'process.cwd()');
          break;
        case 'asserted':
          args.push("(process.argv[2] as 'cache' | 'logs')");
          break;
        case 'spreadInput':
          args.push('...process.argv');
          break;
        case 'interfaceProperty':
          // A literal type, but the value is whatever the request said: input (DESIGN).
          setup.push(code(`interface ${c.toUpperCase()} {`, "  folder: 'cache' | 'logs';", '}'));
          setup.push(code(`const ${c}: ${c.toUpperCase()} = JSON.parse(process.argv[2] ?? '{}');`));
          args.push(`${c}.folder`);
          break;
      }
    });
    const argText = args.join(', ');
    // Marks the line of the call (its first line), where ORKVFS004 lands.
    const mark = typedConstant ? UnitRenderer.TYPED_CONSTANT : '';
    let callee: string;
    switch (unit.call) {
      case 'method':
        setup.push(code(`import ${p} from ${q};`));
        callee = `${p}.${unit.fn}`;
        break;
      case 'posix':
      case 'win32':
        setup.push(code(`import * as ${p} from 'node:path';`));
        callee = `${p}.${unit.call}.${unit.fn}`;
        break;
      case 'named':
        setup.push(code(`import { ${unit.fn} as ${p} } from ${q};`));
        callee = p;
        break;
      case 'destructure':
        setup.push(code(`const { ${unit.fn}: ${p} } = require(${q});`));
        callee = p;
        break;
      case 'escape':
        setup.push(code(`const ${p} = require(${q});`));
        body.push(
          code(`const ${this.name('parts')} = [${args[0] ?? "'a'"}].map(${p}.${unit.fn});`),
          code(`void ${this.name('parts')};`),
        );
        return { setup, body };
    }
    body.push(code(...this.call(`void ${callee}${mark}`, argText, unit.multiline)));
    return { setup, body };
  }

  renderService(form: (typeof SERVICE_FORMS)[number], type: string): Stmt[] {
    const n = this.name('S');
    this.shared.set(
      'service-import',
      code("import type { IFileSystemService } from '../../fixtures/file-system-service.js';"),
    );
    this.shared.set(
      'service-class',
      code('interface FileSystemService {', '  readAllText(path: string): Promise<string>;', '}'),
    );
    const typeOf = type;
    switch (form) {
      case 'optionalParameterProperty':
        return [
          {
            kind: 'block',
            head: `export class ${n} {`,
            body: [code(`constructor(private readonly svc?: ${typeOf}) {}`)],
            close: '}',
          },
        ];
      case 'undefinedField':
        return [
          { kind: 'block', head: `export class ${n} {`, body: [code(`svc: ${typeOf} | undefined;`)], close: '}' },
        ];
      case 'nullParameter':
        return [
          {
            kind: 'block',
            head: `export function ${n}(svc: ${typeOf} | null) {`,
            body: [code('return svc;')],
            close: '}',
          },
        ];
      case 'optionalInterfaceProperty':
        return [{ kind: 'block', head: `export interface ${n} {`, body: [code(`svc?: ${typeOf};`)], close: '}' }];
      case 'intersectionAlias':
        return [code(`export type ${n} = { svc: (${typeOf} & { dispose(): void }) | undefined };`)];
      case 'partialDeps':
        return [code(`export type ${n} = Partial<{ svc: ${typeOf} }>;`)];
      case 'assertsGuard':
        return [
          {
            kind: 'block',
            head: `export function ${n}(svc: ${typeOf} | undefined): asserts svc is ${typeOf} {`,
            body: [code("if (!svc) throw new Error('no service');")],
            close: '}',
          },
        ];
      case 'typeGuard':
        return [code(`export const ${n} = (svc: ${typeOf} | null): svc is ${typeOf} => svc !== null;`)];
      case 'definiteNull':
        return [{ kind: 'block', head: `export class ${n} {`, body: [code(`svc: ${typeOf} = null!;`)], close: '}' }];
      case 'requiredField':
        return [
          {
            kind: 'block',
            head: `export class ${n} {`,
            body: [code(`constructor(readonly svc: ${typeOf}) {}`)],
            close: '}',
          },
        ];
    }
  }

  renderUnverifiable(form: (typeof UNVERIFIABLE)[number], setup: Stmt[], body: Stmt[]): RenderedUnit {
    const input = this.arg('input');
    const n = this.name('u');
    switch (form) {
      case 'requireInput':
        body.push(code(`void require(${input});`));
        break;
      case 'importInput':
        body.push(code(`void import(${input});`));
        break;
      case 'createRequireInput':
        setup.push(code(`import { createRequire as ${n} } from 'node:module';`));
        body.push(code(`void ${n}(import.meta.url)(${input});`));
        break;
      case 'eval':
        body.push(code(`void eval(${input});`));
        break;
      case 'newFunction':
        body.push(code(`void new Function(${input});`));
        break;
      case 'processBinding':
        body.push(code(`void (process${this.t(' as any')}).binding('fs');`));
        break;
      case 'linkedBinding':
        body.push(code(`void (process${this.t(' as any')})._linkedBinding(${input});`));
        break;
      case 'vm':
        setup.push(code(`import ${n} from 'node:vm';`));
        body.push(code(`void ${n}.runInThisContext(${input});`));
        break;
    }
    return { setup, body };
  }

  renderLookAlike(form: (typeof LOOK_ALIKES)[number], setup: Stmt[], body: Stmt[]): RenderedUnit {
    const n = this.name('l');
    switch (form) {
      case 'localModule':
        setup.push(code(`import { readFileSync as ${n}, resolve as ${n}r } from '../../fixtures/look-alike.js';`));
        body.push(code(`${n}(${this.arg('input')});`), code(`${n}r(${this.arg('input')});`));
        break;
      case 'localObject':
        body.push(
          code(`const ${n} = { readFileSync: (q${this.t(': string')}) => q };`),
          code(`${n}.readFileSync('a');`),
        );
        break;
      case 'promiseResolve':
        body.push(code(`void Promise.resolve(${this.arg('input')});`));
        break;
      case 'constants':
        setup.push(code(`import ${n} from 'node:fs';`));
        body.push(code(`console.log(${n}.constants.R_OK);`));
        break;
      case 'typeOnlyImport':
        if (this.ts)
          setup.push(
            code(`import type * as ${n} from 'node:fs';`),
            code(`export type ${n.toUpperCase()} = ${n}.Stats;`),
          );
        else body.push(code(`void 0;`));
        break;
      case 'typeofOperation':
        if (this.ts) setup.push(code(`export type ${n.toUpperCase()} = typeof import('node:fs').readFileSync;`));
        else body.push(code(`void 0;`));
        break;
      case 'requireResolve':
        body.push(code(`void require.resolve(${this.arg('input')});`));
        break;
      case 'shadowed':
        // A parameter that shadows an fs binding is not fs.
        setup.push(code(`import ${n} from 'node:fs';`));
        body.push({
          kind: 'block',
          head: `const ${n}s = (${n}${this.t(': { readFileSync(p: string): string }')}) => {`,
          body: [code(`return ${n}.readFileSync('a');`)],
          close: '};',
        });
        body.push(code(`void ${n}s;`));
        break;
    }
    return { setup, body };
  }
}
