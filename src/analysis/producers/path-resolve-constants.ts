/**
 * The one notion of "compile-time constant" producers share (DESIGN, "Constant for ORKVFS004"):
 * what the file itself shows (`constant-values.ts`), then, with a TypeScript program, a value's
 * origin in other files (`typed-constants.ts`). One test per file, memoised, so ORKVFS004 and any
 * other producer asking about the same nodes pay once.
 */
import type { TSESTree } from '@typescript-eslint/utils';

import { ConstantEvaluator } from '../syntax/constant-values.js';
import type { FileAnalysis } from './file-analysis.js';
import { TypedConstantEvaluator } from '../types/constants.js';

export interface ConstantTest {
  /** Whether the expression's value is fixed by the program text, never by input. */
  isConstant(node: TSESTree.Node): boolean;
  /** With a program, the string a constant holds, read at its origin in any file; null without one. */
  getConstantText(node: TSESTree.Node): string | null;
}

type ConstantAnalysis = Pick<FileAnalysis, 'sourceCode' | 'values' | 'typeServices'>;

const tests = new WeakMap<ConstantAnalysis, ConstantTest>();

export function getConstantTest(analysis: ConstantAnalysis): ConstantTest {
  const known = tests.get(analysis);
  if (known) return known;
  const syntactic = new ConstantEvaluator(analysis.sourceCode, analysis.values);
  const isLocalConstant = (node: TSESTree.Node): boolean => syntactic.isConstant(node);
  const typed = analysis.typeServices
    ? new TypedConstantEvaluator(analysis.typeServices, analysis.values, isLocalConstant)
    : undefined;
  // The checker only for what the file alone could not show to be constant.
  const test: ConstantTest = {
    isConstant: (node) => isLocalConstant(node) || (typed?.isConstant(node) ?? false),
    getConstantText: (node) => typed?.getConstantText(node) ?? null,
  };
  tests.set(analysis, test);
  return test;
}
