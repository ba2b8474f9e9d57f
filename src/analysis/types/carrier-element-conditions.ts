/**
 * What a declaration of the program may hold behind an index signature or as array elements, and
 * what a type held so may denote, for the carrier index (carrier-names.ts): the `element` and
 * `held` spaces of its conditions, read from syntax alone.
 */
import type * as ts from 'typescript';

import { skipWrappers } from './declarations.js';
import { getDeclaredType } from './jsdoc.js';
import { TypeScopeReader } from './carrier-scope.js';
import {
  combine,
  getAssertedType,
  getInitializer,
  getImportedName,
  getRightmostName,
  isAssignmentDeclaration,
  isExportsAlias,
  type Condition,
} from './carrier-forms.js';

/**
 * Generic types of TypeScript's library that index none of their type arguments: they keep an
 * argument's index signatures (`Partial<Record<string, Fs>>`) or read a part of it (`ReturnType<F>`).
 * (`Record`, `Array`, `ReadonlyArray` index theirs.)
 */
const ELEMENT_PRESERVING_TYPES: ReadonlySet<string> = new Set([
  'Awaited',
  'ConstructorParameters',
  'Exclude',
  'Extract',
  'InstanceType',
  'NonNullable',
  'Omit',
  'Parameters',
  'Partial',
  'Pick',
  'Promise',
  'PromiseLike',
  'Readonly',
  'Required',
  'ReturnType',
]);

export class ElementReader extends TypeScopeReader {
  /**
   * Whether the declaration may hold an object whose index signature or array elements hold a
   * tracked value, so that `x.anyName` reads one (`classifyType` of the element, value-resolution.ts).
   */
  getElementCondition(node: ts.Node): Condition {
    const { ts } = this;
    const imported = getImportedName(ts, node);
    if (imported !== undefined) return imported === null || [{ space: 'element', name: imported }];
    if (ts.isBindingElement(node)) {
      const key = node.propertyName ?? node.name;
      return ts.isIdentifier(key) || ts.isStringLiteral(key) ? [{ space: 'element', name: key.text }] : true;
    }
    if (ts.isShorthandPropertyAssignment(node)) return [{ space: 'element', name: node.name.text }];
    // A type: its index signatures and what it extends; a type parameter: its constraint.
    if (ts.isTypeAliasDeclaration(node)) return this.getElementTypeCondition(node.type);
    if (ts.isInterfaceDeclaration(node) || ts.isClassLike(node)) return this.getOwnElementCondition(node);
    // A type parameter is read where it is used, through its constraint (`getParameterCondition`).
    if (ts.isTypeParameterDeclaration(node)) return false;
    // `obj.x = v`: the property's type is its JSDoc type, or else what is assigned (an alias's,
    // `exports.x = y`, is what `y` names, whatever its JSDoc says).
    if (isAssignmentDeclaration(ts, node) && ts.isBinaryExpression(node)) {
      const annotation = isExportsAlias(ts, node) ? undefined : getDeclaredType(ts, node);
      return annotation ? this.getElementTypeCondition(annotation) : this.getElementInitializerCondition(node.right);
    }
    const annotation = getDeclaredType(ts, node);
    if (annotation) return this.getElementTypeCondition(annotation);
    const initializer = getInitializer(ts, node);
    return initializer ? this.getElementInitializerCondition(initializer) : false;
  }

  /** An interface's or class's index signatures and what it extends or implements. */
  protected getOwnElementCondition(node: ts.InterfaceDeclaration | ts.ClassLikeDeclaration): Condition {
    const { ts } = this;
    {
      const indexed = node.members
        .filter((member) => ts.isIndexSignatureDeclaration(member))
        .map((member) => this.getHeldCondition(member.type));
      const inherited = (node.heritageClauses ?? []).flatMap((clause) =>
        clause.types.map((type) =>
          combine([
            [{ space: 'element', name: getRightmostName(ts, type.expression) }],
            ...(type.typeArguments ?? []).map((argument) => this.getHeldCondition(argument)),
          ]),
        ),
      );
      return combine([...indexed, ...inherited]);
    }
  }

  /** Whether a declared type name may denote a tracked value: an alias of one, an import of such a name. */
  getHeldDeclarationCondition(node: ts.Node): Condition {
    const { ts } = this;
    if (ts.isTypeAliasDeclaration(node)) return this.getHeldTypeCondition(node.type);
    if (ts.isJSDocTypedefTag(node)) {
      const type = getDeclaredType(ts, node);
      return type ? this.getHeldTypeCondition(type) : false;
    }
    const imported = getImportedName(ts, node);
    return imported === undefined ? false : imported === null || [{ space: 'held', name: imported }];
  }

  /** A type held in an element or an index signature: tracked itself, or holding tracked elements in turn. */
  protected getHeldCondition(type: ts.TypeNode): Condition {
    return combine([this.getHeldTypeCondition(type), this.getElementTypeCondition(type)]);
  }

  /**
   * Whether an element's type may be a tracked value itself: the reading of `getTypeCondition`,
   * narrowed to what such a type can name — a value or type by name (`typeof fs`, `Fs`), a member
   * by its key (`typeof fs.readFileSync`, `Deps['read']`), `typeof import('fs')`. A key (`keyof`),
   * a keyword, a literal, a function or object type is never one.
   */
  protected getHeldTypeCondition(type: ts.TypeNode): Condition {
    const { ts } = this;
    if (ts.isParenthesizedTypeNode(type)) return this.getHeldTypeCondition(type.type);
    if (ts.isUnionTypeNode(type) || ts.isIntersectionTypeNode(type))
      return combine(type.types.map((member) => this.getHeldTypeCondition(member)));
    if (ts.isTypeOperatorNode(type))
      return type.operator === ts.SyntaxKind.ReadonlyKeyword && this.getHeldTypeCondition(type.type);
    // An element is classified by its type (`classifyType`), and the type of `x` may be inferred.
    if (ts.isTypeQueryNode(type)) return true;
    if (ts.isIndexedAccessTypeNode(type)) {
      const index = type.indexType;
      if (ts.isLiteralTypeNode(index) && ts.isStringLiteral(index.literal))
        return [{ space: 'carrier', name: index.literal.text }];
      // `T[K]`: a member or element of `T`.
      return combine([this.getHeldTypeCondition(type.objectType), this.getElementTypeCondition(type.objectType)]);
    }
    if (ts.isTypeReferenceNode(type)) {
      return this.getParameterCondition(
        type,
        (constraint) => this.getHeldTypeCondition(constraint),
        () =>
          combine([
            [{ space: 'held', name: getRightmostName(ts, type.typeName) }],
            ...(type.typeArguments ?? []).map((argument) => this.getHeldTypeCondition(argument)),
          ]),
      );
    }
    if (ts.isImportTypeNode(type)) {
      // A module object is no function, unless the module is tracked (a configured module declared as one).
      if (!type.qualifier) return type.isTypeOf && this.isTrackedModuleType(type);
      return [{ space: type.isTypeOf ? 'carrier' : 'held', name: getRightmostName(ts, type.qualifier) }];
    }
    if (ts.isConditionalTypeNode(type))
      return combine([this.getHeldTypeCondition(type.trueType), this.getHeldTypeCondition(type.falseType)]);
    if (ts.isJSDocNullableType(type) || ts.isJSDocNonNullableType(type) || ts.isJSDocOptionalType(type))
      return this.getHeldTypeCondition(type.type);
    return false;
  }

  /** A type whose index signatures or elements may hold a tracked value. */
  getElementTypeCondition(type: ts.TypeNode): Condition {
    const { ts } = this;
    if (ts.isParenthesizedTypeNode(type)) return this.getElementTypeCondition(type.type);
    // `readonly T[]`; a key (`keyof T`) holds nothing.
    if (ts.isTypeOperatorNode(type))
      return type.operator === ts.SyntaxKind.ReadonlyKeyword && this.getElementTypeCondition(type.type);
    if (ts.isUnionTypeNode(type) || ts.isIntersectionTypeNode(type))
      return combine(type.types.map((member) => this.getElementTypeCondition(member)));
    if (ts.isArrayTypeNode(type)) return this.getHeldCondition(type.elementType);
    if (ts.isTupleTypeNode(type)) {
      return combine(
        type.elements.map((element) =>
          this.getHeldCondition(
            ts.isNamedTupleMember(element) || ts.isRestTypeNode(element) || ts.isOptionalTypeNode(element)
              ? element.type
              : element,
          ),
        ),
      );
    }
    if (ts.isTypeLiteralNode(type)) {
      return combine(
        type.members
          .filter((member) => ts.isIndexSignatureDeclaration(member))
          .map((member) => this.getHeldCondition(member.type)),
      );
    }
    // A mapped type that renames its keys (`[K in keyof X as \`get${K}\`]`) gives its properties
    // names no literal of the program spells, and no declarations: its values count as elements,
    // whatever its template reads (`X[K]` is any member of whatever `X` becomes).
    if (ts.isMappedTypeNode(type))
      return type.nameType !== undefined || (type.type ? this.getHeldCondition(type.type) : false);
    if (ts.isTypeReferenceNode(type)) {
      return this.getParameterCondition(
        type,
        (constraint) => this.getElementTypeCondition(constraint),
        () => this.getNamedElementCondition(type),
      );
    }
    if (ts.isTypeQueryNode(type)) return [{ space: 'element', name: getRightmostName(ts, type.exprName) }];
    if (ts.isImportTypeNode(type))
      return type.qualifier ? [{ space: 'element', name: getRightmostName(ts, type.qualifier) }] : false;
    if (ts.isConditionalTypeNode(type))
      return combine([this.getElementTypeCondition(type.trueType), this.getElementTypeCondition(type.falseType)]);
    // `() => Fs[]`: what `ReturnType` reads.
    if (ts.isFunctionTypeNode(type) || ts.isConstructorTypeNode(type)) return this.getElementTypeCondition(type.type);
    // JSDoc's `?T`, `!T`, `T=`.
    if (ts.isJSDocNullableType(type) || ts.isJSDocNonNullableType(type) || ts.isJSDocOptionalType(type))
      return this.getElementTypeCondition(type.type);
    // An indexed access names a member's type: `Deps['tables']` the member `tables`, `Fs[][number]` an element of `Fs[][]`.
    if (ts.isIndexedAccessTypeNode(type)) {
      const index = type.indexType;
      if (ts.isLiteralTypeNode(index) && ts.isStringLiteral(index.literal))
        return [{ space: 'element', name: index.literal.text }];
      return combine([this.getElementTypeCondition(type.objectType), this.getHeldTypeCondition(type.objectType)]);
    }
    return false;
  }

  /** A named type's elements: a generic's own, and what its arguments pass in. */
  protected getNamedElementCondition(type: ts.TypeReferenceNode): Condition {
    const name = getRightmostName(this.ts, type.typeName);
    const typeArguments = type.typeArguments ?? [];
    // `Partial<T>`, `Pick<T, K>`, `ReturnType<F>`: the library's own types keep (or read) the
    // elements of their arguments, and index none of them.
    if (ELEMENT_PRESERVING_TYPES.has(name))
      return combine(typeArguments.map((argument) => this.getElementTypeCondition(argument)));
    // `Record<string, T>`, `Array<T>`, a generic of the program (`Dict<T>`): may index what its arguments pass in.
    return combine([[{ space: 'element', name }], ...typeArguments.map((argument) => this.getHeldCondition(argument))]);
  }

  /**
   * An initializer whose value may hold tracked elements: a name or member that does, an element of
   * one, an assertion, either side of `?:`, `||`, `??`, an array or a spread of them.
   */
  protected getElementInitializerCondition(initializer: ts.Expression): Condition {
    const { ts } = this;
    const asserted = getAssertedType(ts, initializer);
    if (asserted) return this.getElementTypeCondition(asserted);
    const source = skipWrappers(ts, initializer);
    if (ts.isIdentifier(source) || ts.isPropertyAccessExpression(source))
      return [{ space: 'element', name: getRightmostName(ts, source) }];
    if (ts.isElementAccessExpression(source)) {
      // `tables[0]`: an element of what holds elements.
      const holder = skipWrappers(ts, source.expression);
      if (ts.isIdentifier(holder) || ts.isPropertyAccessExpression(holder))
        return [{ space: 'element', name: getRightmostName(ts, holder) }];
      // An element of what a call returned came out of the call, where what entered it was reported.
      return !ts.isCallExpression(holder) && !ts.isNewExpression(holder);
    }
    if (ts.isConditionalExpression(source))
      return combine([source.whenTrue, source.whenFalse].map((part) => this.getElementInitializerCondition(part)));
    if (ts.isBinaryExpression(source)) {
      const operator = source.operatorToken.kind;
      const { SyntaxKind } = ts;
      if (
        operator === SyntaxKind.BarBarToken ||
        operator === SyntaxKind.QuestionQuestionToken ||
        operator === SyntaxKind.AmpersandAmpersandToken
      )
        return combine([source.left, source.right].map((part) => this.getElementInitializerCondition(part)));
      // An assignment or a comma hands on its right side; arithmetic and comparisons give primitives.
      return operator >= SyntaxKind.FirstAssignment && operator <= SyntaxKind.LastAssignment
        ? this.getElementInitializerCondition(source.right)
        : operator === SyntaxKind.CommaToken && this.getElementInitializerCondition(source.right);
    }
    // `[table]`, `{ ...tables }`: the literal holds what its elements or spreads hold.
    if (ts.isArrayLiteralExpression(source)) {
      return combine(
        source.elements.map((element) =>
          this.getElementInitializerCondition(ts.isSpreadElement(element) ? element.expression : element),
        ),
      );
    }
    if (ts.isObjectLiteralExpression(source)) {
      return combine(
        source.properties
          .filter((property) => ts.isSpreadAssignment(property))
          .map((property) => this.getElementInitializerCondition(property.expression)),
      );
    }
    return false;
  }
}
