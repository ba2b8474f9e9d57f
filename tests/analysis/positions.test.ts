/**
 * The fence fails closed by construction: every node type a parser can put above a value is
 * classified as a position where the value stays, passes on, or escapes. A node type a future
 * parser adds (to `AST_NODE_TYPES` or to the visitor keys ESLint walks) fails here until someone
 * decides where a value under it goes; until then the plugin treats it as an escape.
 */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { visitorKeys } from '@typescript-eslint/visitor-keys';
import { KEYS as espreeKeys } from 'eslint-visitor-keys';
import { describe, expect, it } from 'vitest';

import { getPosition, POSITIONS } from '../../src/analysis/syntax/positions.js';

const VERDICTS = ['stays', 'escapes', 'passes'];

describe('every node type is a classified position', () => {
  it.each(Object.values(AST_NODE_TYPES))('%s', (type) => {
    const decide = (POSITIONS as Record<string, unknown>)[type];
    expect(decide, `${type} has no entry in POSITIONS`).toBeDefined();
    if (typeof decide === 'string') expect(VERDICTS).toContain(decide);
    else expect(typeof decide).toBe('function');
  });

  it('the node types of the parsers ESLint walks (typescript-eslint, espree) are all in AST_NODE_TYPES', () => {
    const known = new Set<string>(Object.values(AST_NODE_TYPES));
    const walked = [...Object.keys(visitorKeys), ...Object.keys(espreeKeys)];
    // Types the parsers no longer produce (kept in the key tables for old ASTs) are listed by name.
    const retired = new Set(['ExperimentalRestProperty', 'ExperimentalSpreadProperty']);
    expect(walked.filter((type) => !known.has(type) && !retired.has(type))).toEqual([]);
  });

  it('a node type the table does not know is an escape', () => {
    const child = { type: AST_NODE_TYPES.Identifier, name: 'fs' };
    expect(getPosition({ type: 'FutureExpression', value: child } as never, child as never)).toBe('escapes');
  });
});
