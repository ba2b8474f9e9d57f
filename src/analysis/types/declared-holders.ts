/**
 * Whether a binding of the linted file may hold a tracked value (or tracked elements), read from
 * its own declarations: the program's index (carrier-names.ts) answers by name, for every
 * declaration that bears it, so one `const options = a ? b : c` anywhere in the program makes
 * every `options` of every file worth a question. A binding whose declarations the file holds
 * entirely is answered by those declarations' conditions instead — the same conditions the index
 * reads (carrier-conditions.ts), checked against the index's names.
 *
 * Why no finding is lost. references.ts classifies a bare name by the checker's symbol for it (or,
 * for an alias `const x = a.b`, `const { b: x } = a`, `const x = y`, by the symbol of `b` or `y`).
 * The index's argument (carrier-names.ts, "A bare name") is that this symbol classifies only when
 * one of its declarations meets its condition; the index then holds the name, which is all
 * `mayHold` asks. Here the condition of each declaration of the symbol is asked directly, which
 * holds whenever the index's answer for that declaration would. That needs the file's declarations
 * of the binding to be all of the symbol's: true of a binding of a function, block, class, catch or
 * `for` scope, and of a module's top level when TypeScript reads the file as a module (an `import`
 * or `export`). Everything else is answered by name, as before:
 * - a script's top level (`var x` there is a global, which declarations of other files merge into),
 *   a CommonJS file's (TypeScript reads a JavaScript file as a script unless it imports or exports),
 *   a namespace's or `declare global`'s (merged across declarations), an ambient declaration;
 * - a name the file does not declare (a global, `arguments`), and a file of a tracked package
 *   (where every declaration of a module is one of its exports, indexed as such);
 * - a declaration the scope manager names but TypeScript's tree does not map (parsers embedding
 *   TypeScript), or one whose name is not its declaration's own (`declare`d forms this file skips).
 * A `let` assigned later holds what its assignments store, which references.ts asks separately
 * (`holdsAssignedCandidate`), as it did.
 *
 * Cost: per binding of the file and space, once: the conditions of its declarations (no question
 * to the checker, no walk beyond the declarations' ancestors for their type parameters).
 */
import type { ParserServicesWithTypeInformation, TSESLint } from '@typescript-eslint/utils';
import type * as ts from 'typescript';

import { ConditionReader } from './carrier-conditions.js';
import { combine, type Condition } from './carrier-forms.js';
import type { CarrierNames } from './carrier-names.js';

type TypeScript = typeof ts;
type Variable = TSESLint.Scope.Variable;

/** `value`: the binding may hold a tracked value; `element`: an object whose index or elements hold one. */
export type HolderSpace = 'value' | 'element';

/** Scopes whose bindings no declaration outside them joins (the top level of a file is decided apart). */
const CLOSED_SCOPES: ReadonlySet<string> = new Set([
  'block',
  'catch',
  'class',
  'class-field-initializer',
  'class-static-block',
  'for',
  'function',
  'function-expression-name',
  'module',
  'switch',
]);

export class DeclaredHolders {
  private readonly verdicts = new Map<Variable, Partial<Record<HolderSpace, boolean>>>();
  private readonly reader: ConditionReader;
  /** Whether the linted file belongs to a tracked package, found at its first declaration. */
  private trackedFile: boolean | undefined;

  constructor(
    private readonly ts: TypeScript,
    private readonly services: ParserServicesWithTypeInformation,
    private readonly carriers: CarrierNames,
  ) {
    this.reader = new ConditionReader(ts, carriers.trackedModules);
  }

  /**
   * Whether the binding an identifier reads may hold a tracked value (`value`) or tracked elements
   * (`element`); `undefined` when its own declarations cannot tell (the caller asks the index by name).
   */
  mayHold(variable: Variable | null | undefined, space: HolderSpace): boolean | undefined {
    if (!variable || variable.defs.length === 0) return undefined;
    let verdicts = this.verdicts.get(variable);
    if (!verdicts) {
      verdicts = {};
      this.verdicts.set(variable, verdicts);
    }
    if (!(space in verdicts)) verdicts[space] = this.compute(variable, space);
    return verdicts[space];
  }

  private compute(variable: Variable, space: HolderSpace): boolean | undefined {
    const { ts } = this;
    if (!CLOSED_SCOPES.has(variable.scope.type)) return undefined;
    let holds = false;
    for (const definition of variable.defs) {
      const name = this.services.esTreeNodeToTSNodeMap.get(definition.name);
      const declaration = name?.parent as ts.Node | undefined;
      if (!name || !declaration || (declaration as { name?: ts.Node }).name !== name) return undefined;
      if (hasDeclareModifier(ts, declaration)) return undefined;
      // A file of a tracked package: its module-level declarations are exports, indexed as such.
      this.trackedFile ??= this.carriers.isTrackedFile(name.getSourceFile().fileName);
      if (this.trackedFile) return undefined;
      // The top level of a file TypeScript reads as a script: its bindings are globals.
      if (isTopLevel(variable) && !ts.isExternalModule(name.getSourceFile())) return undefined;
      if (!holds && this.carriers.meets(this.getCondition(declaration, space))) holds = true;
    }
    return holds;
  }

  private getCondition(declaration: ts.Node, space: HolderSpace): Condition {
    const { reader } = this;
    // The type parameters in scope where the declaration is, as the index's walk has them there:
    // each node's own, from the file down to the declaration.
    const path: ts.Node[] = [];
    for (let node: ts.Node | undefined = declaration; node; node = node.parent) path.push(node);
    const outer = reader.enterTypeParameters(path.pop() ?? declaration);
    for (let node = path.pop(); node; node = path.pop()) reader.enterTypeParameters(node);
    try {
      return space === 'value'
        ? combine([reader.getCondition(declaration), reader.getHeldDeclarationCondition(declaration)])
        : reader.getElementCondition(declaration);
    } finally {
      reader.leaveTypeParameters(outer);
    }
  }
}

/**
 * Whether a declaration is `declare`d, itself or through its variable statement: what
 * `getCombinedModifierFlags` reports as `Ambient`, read from the syntax alone. That function also
 * reads, in a JavaScript file, every JSDoc comment above the declaration for `@private` and the
 * like, which cost more than the rest of this module on the bench's JavaScript.
 */
function hasDeclareModifier(ts: TypeScript, declaration: ts.Node): boolean {
  let node = declaration;
  while (ts.isBindingElement(node) || ts.isObjectBindingPattern(node) || ts.isArrayBindingPattern(node))
    node = node.parent;
  const declares = (modified: ts.Node): boolean =>
    ts.canHaveModifiers(modified) &&
    (ts.getModifiers(modified)?.some((modifier) => modifier.kind === ts.SyntaxKind.DeclareKeyword) ?? false);
  if (declares(node)) return true;
  const list = ts.isVariableDeclaration(node) ? node.parent : undefined;
  return list !== undefined && ts.isVariableDeclarationList(list) && declares(list.parent);
}

/** A binding of the file's own top level (an ES module's scope, or CommonJS's function scope around the file). */
function isTopLevel(variable: Variable): boolean {
  return variable.scope.block.type === 'Program';
}
