/**
 * Every rule is wired the same way: exported by the plugin, on at `error` in every config,
 * documented under its own name with its code's anchor, tested under its own name, and its
 * messages lead with its code. Adding a rule without one of these fails here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import plugin from '../src/index.js';
import { rules } from '../src/rules/index.js';
import { CODE_RULES, getCodeAnchor, type VfsCode } from '../src/analysis/knowledge/codes.js';
import { policyMessages } from '../src/util/vfs-rule.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
};

const ruleNames = Object.keys(rules).sort();

/**
 * Messages that are not diagnostics, so they need no code: the titles of suggestions (shown in
 * the editor's quick-fix menu under the diagnostic, which carries the code).
 */
const suggestionMessageIds: Readonly<Record<string, readonly string[]>> = {
  'no-optional-file-system-service': ['makeRequired'],
  'no-direct-file-access': ['useService'],
  'no-direct-directory-access': ['useService'],
  'no-direct-handle-open': ['useService'],
  'no-direct-watcher': ['useService'],
  'no-path-based-stream': ['useService'],
  'no-path-resolve-on-input': ['useService'],
};
const PREFIX = 'vfs-compliance';

function listNames(folder: string, suffix: string): string[] {
  return readdirSync(path.join(root, folder))
    .filter((file) => file.endsWith(suffix))
    .map((file) => file.slice(0, -suffix.length))
    .sort();
}

/**
 * The rules tests/rules tests: a `<rule>.test.ts` file or a `<rule>/` folder of them, and no name
 * twice. `operations/` holds what the five fs-operation rules share (their messages, the fs table).
 */
function listTestedRules(): string[] {
  const entries = readdirSync(path.join(root, 'tests/rules'), { withFileTypes: true });
  return [
    ...entries
      .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
      .map((entry) => entry.name.slice(0, -8)),
    ...entries.filter((entry) => entry.isDirectory() && entry.name !== 'operations').map((entry) => entry.name),
  ].sort();
}

/** Each coded rule's code, written here (DESIGN's table), not read from src/: a renumbered rule fails. */
const codes: Readonly<Record<string, string>> = {
  'no-direct-file-access': 'ORKVFS001',
  'no-direct-directory-access': 'ORKVFS002',
  'no-direct-handle-open': 'ORKVFS003',
  'no-path-resolve-on-input': 'ORKVFS004',
  'no-direct-watcher': 'ORKVFS005',
  'no-path-based-stream': 'ORKVFS006',
  'no-optional-file-system-service': 'ORKVFS007',
  'no-lexical-containment': 'ORKVFS008',
};

/** `ORKVFS001` for no-direct-file-access; undefined for uncoded rules (valid-suppression). */
function getCode(ruleName: string): string | undefined {
  return codes[ruleName];
}

describe('the plugin object', () => {
  it('carries the package name and version', () => {
    expect(plugin.meta).toEqual({ name: packageJson.name, version: packageJson.version });
  });

  it('exports exactly the rules of src/rules/index.ts', () => {
    expect(Object.keys(plugin.rules).sort()).toEqual(ruleNames);
  });

  it('has no rule file outside src/rules/index.ts', () => {
    const files = listNames('src/rules', '.ts').filter((name) => name !== 'index');
    expect(files).toEqual(ruleNames);
  });

  it('has a rule for every code of the list of codes, and each anchor is its code', () => {
    expect(Object.values(CODE_RULES).filter((name) => !(name in rules))).toEqual([]);
    expect(Object.fromEntries(Object.entries(CODE_RULES).map(([code, name]) => [name, code]))).toEqual(codes);
    expect(getCodeAnchor('ORKVFS004' satisfies VfsCode)).toBe('ork-vfs-004');
    expect(ruleNames.filter((name) => !(name in codes))).toEqual(['valid-suppression']);
  });

  it('has a docs page and a test file for each rule and for nothing else', () => {
    expect(listNames('docs/rules', '.md')).toEqual(ruleNames);
    expect(listTestedRules()).toEqual(ruleNames);
  });

  it("is configured at error, rule by rule, in docs/oxlint.md's .oxlintrc.json, which says it lists every rule", () => {
    const page = readFileSync(path.join(root, 'docs/oxlint.md'), 'utf8');
    const json = /^```json\n(?<json>[^`]*)^```$/mu.exec(page)?.groups?.json ?? '{}';
    const { rules: configured = {} } = JSON.parse(json) as { rules?: Record<string, string> };
    expect(configured).toEqual(Object.fromEntries(ruleNames.map((name) => [`${PREFIX}/${name}`, 'error'])));
  });
});

describe.each(ruleNames)('%s', (name) => {
  const rule = rules[name as keyof typeof rules];
  const code = getCode(name);
  const docsPath = path.join(root, 'docs/rules', `${name}.md`);

  it('is the rule the plugin exports', () => {
    expect(plugin.rules[name]).toBe(rule);
  });

  it('is on at error in configs.recommended and in every other config', () => {
    expect(plugin.configs.recommended.rules?.[`${PREFIX}/${name}`]).toBe('error');
    for (const [configName, config] of Object.entries(plugin.configs)) {
      expect(config.rules?.[`${PREFIX}/${name}`], `configs.${configName}`).toBe('error');
    }
  });

  it('has a kebab-case name and a docs description that starts with a verb', () => {
    expect(name).toMatch(/^[a-z]+(?:-[a-z]+)*$/u);
    expect(rule.meta.docs?.description).toMatch(/^(?:Disallow|Require|Enforce|Report) .*[^.]$/u);
  });

  it('runs without type information and has a schema', () => {
    expect((rule.meta.docs as { requiresTypeChecking?: boolean } | undefined)?.requiresTypeChecking).not.toBe(true);
    expect(rule.meta.schema).toBeDefined();
  });

  it('links to its docs page (and its code anchor)', () => {
    const expected = `https://github.com/orkeon/eslint-plugin-vfs-compliance/blob/main/docs/rules/${name}.md${code ? `#ork-vfs-${code.slice(-3)}` : ''}`;
    expect(rule.meta.docs?.url).toBe(expected);
  });

  it('has a docs page with the anchor its url points to', () => {
    expect(existsSync(docsPath), `docs/rules/${name}.md`).toBe(true);
    const page = readFileSync(docsPath, 'utf8');
    expect(page).toContain(`# ${PREFIX}/${name}\n`);
    if (code) expect(page).toContain(`<a id="ork-vfs-${code.slice(-3)}"></a>`);
  });

  it('has a test file or folder', () => {
    const file = path.join(root, 'tests/rules', `${name}.test.ts`);
    const folder = path.join(root, 'tests/rules', name);
    expect(
      existsSync(file) || (existsSync(folder) && readdirSync(folder).some((entry) => entry.endsWith('.test.ts'))),
      `tests/rules/${name}.test.ts or tests/rules/${name}/`,
    ).toBe(true);
  });

  it.runIf(code)('starts every diagnostic message with its code', () => {
    const all = rule.meta.messages as Record<string, string>;
    for (const id of suggestionMessageIds[name] ?? []) expect(Object.keys(all), 'suggestionMessageIds').toContain(id);
    // The policy's own messages (a missing TypeScript program) are shared by every rule.
    const exempt = new Set<string>([...Object.keys(policyMessages), ...(suggestionMessageIds[name] ?? [])]);
    const messages = Object.entries(all).filter(([id]) => !exempt.has(id));
    expect(messages.length).toBeGreaterThan(0);
    for (const [id, message] of messages) expect(message, id).toMatch(new RegExp(`^${code}: `, 'u'));
  });
});
