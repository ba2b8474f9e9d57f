/**
 * `strict` sees code evaluation however it is reached (issue 20, item 9): the `Function`
 * constructor through any function's `constructor` or a prototype, `Reflect.apply` /
 * `Reflect.construct` of an evaluator, and the inspector protocol's `Runtime.evaluate`. Each is
 * ORKVFS001's unverifiable finding at the call, next to look-alikes that run nothing.
 */
import type { InvalidTestCase } from '@typescript-eslint/rule-tester';

import rule from '../../src/rules/no-direct-file-access.js';
import type { MessageIds } from '../../src/util/operation-rule.js';
import { range } from '../position.js';
import { createJavaScriptRuleTester, createTypedRuleTester, createUntypedRuleTester } from '../rule-tester.js';

const strict = { 'vfs-compliance': { reportUnverifiableLoads: true } };
const CODE = 'runs code it is given as text';

interface Expected {
  /** The whole call the editor underlines. */
  readonly at: string;
  readonly after?: string;
  readonly name: string;
}

const code = [
  'export function run(source, session) {',
  '  (function () {}).constructor(source);',
  '  (async () => {}).constructor(source)();',
  '  function local() {}',
  '  local.constructor(source);',
  '  Function.prototype.constructor(source);',
  '  const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor;',
  '  new AsyncFunction(source);',
  '  const GeneratorFunction = Reflect.getPrototypeOf(function* () {}).constructor;',
  '  GeneratorFunction(source);',
  '  Reflect.apply(eval, null, [source]);',
  '  Reflect.construct(Function, [source]);',
  "  session.post('Runtime.evaluate', { expression: source });",
  "  session?.post('Runtime.compileScript', { expression: source });",
  "  session.post('Debugger.evaluateOnCallFrame', { expression: source });",
  '}',
].join('\n');

const errors: Expected[] = [
  { at: '(function () {}).constructor(source)', name: 'Function' },
  { at: '(async () => {}).constructor(source)', name: 'Function' },
  { at: 'local.constructor(source)', name: 'Function' },
  { at: 'Function.prototype.constructor(source)', name: 'Function' },
  { at: 'new AsyncFunction(source)', name: 'Function' },
  { at: 'GeneratorFunction(source)', after: '.constructor;\n', name: 'Function' },
  { at: 'Reflect.apply(eval, null, [source])', name: 'eval' },
  { at: 'Reflect.construct(Function, [source])', name: 'Function' },
  { at: "session.post('Runtime.evaluate', { expression: source })", name: "post('Runtime.evaluate')" },
  { at: "session?.post('Runtime.compileScript', { expression: source })", name: "post('Runtime.compileScript')" },
  {
    at: "session.post('Debugger.evaluateOnCallFrame', { expression: source })",
    name: "post('Debugger.evaluateOnCallFrame')",
  },
];

const invalid: InvalidTestCase<MessageIds, []>[] = [
  {
    name: 'code evaluation reached through constructors, Reflect and the inspector',
    code,
    settings: strict,
    errors: errors.map((error) => ({
      messageId: 'unverifiable',
      data: { name: error.name, what: CODE },
      ...range(code, error.at, error.after === undefined ? {} : { after: error.after }),
    })),
  },
];

const bound = [
  'export function run(source) {',
  '  Function.bind(null, source)();',
  '  const later = Function.bind(undefined, source);',
  '  later();',
  '  eval.bind(globalThis, source)();',
  '  new (Function.bind(null, source))();',
  '  const empty = Function.bind(null);',
  '  empty();',
  '}',
].join('\n');

invalid.push({
  name: 'code bound to an evaluator: judged at the call when called at once, at the bind when kept',
  code: bound,
  settings: strict,
  errors: [
    { at: 'Function.bind(null, source)()', name: 'Function' },
    { at: 'Function.bind(undefined, source)', name: 'Function' },
    { at: 'eval.bind(globalThis, source)()', name: 'eval' },
    { at: 'new (Function.bind(null, source))()', name: 'Function' },
  ].map((error) => ({
    messageId: 'unverifiable' as const,
    data: { name: error.name, what: CODE },
    ...range(bound, error.at),
  })),
});

const valid = [
  {
    name: 'look-alikes: other members and protocol methods, a constructor of no function, no setting',
    code: [
      'export function run(source, session, value) {',
      '  (function () {}).call(null, source);',
      '  value.constructor(source);',
      '  Object.getPrototypeOf(value).constructor(source);',
      '  Reflect.apply(Math.max, null, [1, 2]);',
      '  Reflect.construct(Date, [source]);',
      "  session.post('Runtime.enable');",
      "  session.post('Profiler.start', { expression: source });",
      '}',
    ].join('\n'),
    settings: strict,
  },
  { name: 'recommended does not report evaluation', code },
];

createTypedRuleTester().run('strict code evaluation (typed)', rule, { valid, invalid });
createUntypedRuleTester().run('strict code evaluation (untyped TypeScript)', rule, { valid, invalid });
const javaScript = await createJavaScriptRuleTester();
javaScript.run('strict code evaluation (JavaScript, espree)', rule, {
  valid: valid.map((item) => ({ ...item, filename: 'file.js' })),
  invalid: invalid.map((item) => ({ ...item, filename: 'file.js' })),
});
