/**
 * A bad setting through ESLint's Node API, what editor integrations use: the lint run rejects
 * with the plugin's VfsSettingsError, which names the entry at fault. (What the CLI prints for one
 * is tests/e2e/policy.test.ts.)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

import plugin from '../../src/index.js';
import { VfsSettingsError } from '../../src/settings/settings.js';

const project = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/policy-project');

describe('a bad setting through the ESLint class', () => {
  it('rejects the lint run, with a stack-less error whose key names the entry', async () => {
    const eslint = new ESLint({
      cwd: project,
      overrideConfigFile: true,
      overrideConfig: [plugin.configs.recommended, { settings: { 'vfs-compliance': { watcherModules: [42] } } }],
    });
    const error = await eslint.lintFiles(['scripts/clean.js']).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(VfsSettingsError);
    // The documented `key` property names the entry at fault.
    expect((error as VfsSettingsError).key).toBe('watcherModules[0]');
    expect((error as Error).message).toMatch(
      /^Invalid settings\['vfs-compliance'\]\.watcherModules\[0\]: expected a non-empty string, got a number/u,
    );
    expect((error as Error).stack).not.toMatch(/\n\s+at /u);
  });
});
