/**
 * The package as users get it: `npm pack`, then the tarball installed with its peers into new
 * projects outside the repository, each with its own node_modules and no link back into this
 * one, linted by the ESLint CLI with a plain config that imports the plugin by name.
 *
 * - an ESM project (`"type": "module"`) with ESLint 10 and `eslint.config.js`;
 * - the project `npm init -y` writes (`"type": "commonjs"`) with ESLint 9 and
 *   `eslint.config.mjs`, the name the README gives for it (an ESM `eslint.config.js` there is a
 *   syntax error, which the test shows too).
 *
 * The install prefers npm's cache, which `npm ci` filled with these exact versions; npm still
 * fetches package metadata it has not cached. The ESM project also runs the bulk-suppression
 * migration of docs/ci.md: `--suppress-all`, a new violation, `--prune-suppressions`.
 */
import { execFile } from 'node:child_process';
import { cpSync, lstatSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { npm, pack } from './npm.js';
import { root, runEslint as runEslintIn, type CliResult } from './run-eslint.js';
import { sampleProjectFindings, summarize } from './summarize.js';

const execFileAsync = promisify(execFile);
const sampleProject = path.join(root, 'fixtures/sample-project');
const repository = 'https://github.com/orkeon/eslint-plugin-vfs-compliance';

/** The exact versions this repository's lock file pins, so that npm finds them in its cache. */
function getPinnedVersion(name: string): string {
  const { devDependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  const spec = devDependencies[name];
  if (spec === undefined) throw new Error(`package.json pins no ${name}`);
  return spec.replace(/^npm:eslint@/u, '');
}

/** Named when the file loads, made in beforeAll and removed in afterAll. */
const temporary = path.join(os.tmpdir(), `vfs-compliance-packed-${process.pid}-${Date.now()}`);
const esmProject = path.join(temporary, 'esm-project');
const commonjsProject = path.join(temporary, 'commonjs-project');
let tarballFiles: string[] = [];
let tarballScripts: Record<string, string> = {};
const installs: Record<string, string> = {};

/** Copies the sample project's sources and tsconfig, then installs the tarball and the peers. */
async function createProject(folder: string, config: string, eslintVersion: string, tarball: string): Promise<void> {
  for (const entry of ['src', 'tests', 'tsconfig.json'])
    cpSync(path.join(sampleProject, entry), path.join(folder, entry), { recursive: true });
  cpSync(path.join(sampleProject, 'eslint.config.js'), path.join(folder, config));
  const { stderr } = await npm(folder, [
    'install',
    '--prefer-offline',
    '--no-audit',
    '--no-fund',
    '--save-dev',
    tarball,
    `eslint@${eslintVersion}`,
    `typescript-eslint@${getPinnedVersion('typescript-eslint')}`,
    `typescript@${getPinnedVersion('typescript')}`,
    `@types/node@${getPinnedVersion('@types/node')}`,
  ]);
  installs[folder] = stderr;
}

beforeAll(async () => {
  mkdirSync(temporary);
  const packed = await pack(temporary);
  tarballFiles = packed.files;
  const tarball = path.join(temporary, packed.filename);
  const { stdout: manifest } = await execFileAsync('tar', ['-xOzf', tarball, 'package/package.json']);
  tarballScripts = (JSON.parse(manifest) as { scripts?: Record<string, string> }).scripts ?? {};

  mkdirSync(esmProject);
  writeFileSync(
    path.join(esmProject, 'package.json'),
    `${JSON.stringify({ name: 'esm-project', version: '1.0.0', private: true, type: 'module' }, null, 2)}\n`,
  );
  mkdirSync(commonjsProject);
  await npm(commonjsProject, ['init', '-y']);
  await Promise.all([
    createProject(esmProject, 'eslint.config.js', getPinnedVersion('eslint'), tarball),
    createProject(commonjsProject, 'eslint.config.mjs', getPinnedVersion('eslint-v9'), tarball),
  ]);
}, 300_000);

afterAll(() => {
  rmSync(temporary, { recursive: true, force: true });
});

/** The project's own ESLint CLI, from its node_modules. */
function runEslint(project: string, args: readonly string[]): Promise<CliResult> {
  return runEslintIn(project, args, {}, path.join(project, 'node_modules/eslint/bin/eslint.js'));
}

describe('the tarball', () => {
  it('holds the built code, its types, README, CHANGELOG, LICENSE and docs, and no sources, tests, fixtures or contributor docs', () => {
    const unexpected = tarballFiles.filter(
      (file) =>
        !/^(?:dist\/.+\.(?:js|d\.ts)|docs\/.+\.md|docs\/audit\.schema\.json|README\.md|CHANGELOG\.md|LICENSE|package\.json)$/u.test(
          file,
        ),
    );
    expect(unexpected).toEqual([]);
    expect(tarballFiles).toEqual(
      expect.arrayContaining([
        'CHANGELOG.md',
        'LICENSE',
        'README.md',
        'package.json',
        'dist/index.js',
        'dist/index.d.ts',
        'dist/audit/cli.js',
        'docs/ci.md',
        'docs/audit.schema.json',
        'docs/editor.md',
        'docs/settings.md',
        'docs/suppressions.md',
        'docs/rules/valid-suppression.md',
      ]),
    );
    // How the project measures its tests and how its source is layered: nothing a user of the package reads.
    expect(tarballFiles).not.toContain('docs/mutation.md');
    expect(tarballFiles).not.toContain('docs/architecture.md');
  });

  it('holds the declarations of the entry point and of what they import, and of no internal module', () => {
    const reached = new Set<string>();
    const queue = ['dist/index.d.ts'];
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      if (reached.has(file)) continue;
      reached.add(file);
      const text = readFileSync(path.join(esmProject, 'node_modules/eslint-plugin-vfs-compliance', file), 'utf8');
      for (const [, specifier = ''] of text.matchAll(/\bfrom '(\.{1,2}\/[^']+)\.js'/gu)) {
        queue.push(path.posix.join(path.posix.dirname(file), `${specifier}.d.ts`));
      }
    }
    expect(tarballFiles.filter((file) => file.endsWith('.d.ts'))).toEqual([...reached].sort());
  });

  it('runs no script when installed: prepare is for a git install, which has the sources to build', () => {
    const installScripts = ['preinstall', 'install', 'postinstall'].filter((name) => name in tarballScripts);
    expect(installScripts).toEqual([]);
    expect(tarballScripts.prepare).toBe('node scripts/build.mjs');
    expect(tarballFiles.filter((file) => file.startsWith('scripts/') || file.startsWith('src/'))).toEqual([]);
    // npm 11 lists a dependency's `prepare` among the scripts awaiting approval (allowScripts),
    // though it runs `prepare` only for git and folder installs: that notice is the one mention.
    const mentions = Object.values(installs).flatMap((stderr) =>
      stderr.split('\n').filter((line) => line.includes('eslint-plugin-vfs-compliance')),
    );
    expect(
      mentions.filter((line) => !line.endsWith('eslint-plugin-vfs-compliance@0.1.0 (prepare: node scripts/build.mjs)')),
    ).toEqual([]);
  });

  it('has no README or docs link that leads out of the package, except absolute links to the repository', () => {
    const broken: string[] = [];
    for (const file of tarballFiles.filter((name) => name.endsWith('.md'))) {
      const text = readFileSync(path.join(esmProject, 'node_modules/eslint-plugin-vfs-compliance', file), 'utf8');
      // Code spans are no links (`ops[k](p)` in a table of docs/limitations.md).
      const prose = text.replace(/`[^`\n]*`/gu, '');
      for (const [, target = ''] of prose.matchAll(/\]\(([^)\s]+)\)/gu)) {
        if (/^(?:https?:|mailto:|#)/u.test(target)) continue;
        const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target.replace(/#.*$/u, '')));
        if (
          !tarballFiles.some((packed) => packed === resolved || packed.startsWith(`${resolved.replace(/\/$/u, '')}/`))
        ) {
          broken.push(`${file}: ${target}`);
        }
      }
    }
    expect(broken).toEqual([]);
    const readme = readFileSync(path.join(esmProject, 'node_modules/eslint-plugin-vfs-compliance/README.md'), 'utf8');
    expect(readme).toContain(`](${repository}/tree/main/fixtures/sample-project)`);
  });
});

describe.each([
  { name: 'an ESM project with ESLint 10 and eslint.config.js', project: esmProject, eslintVersion: 'v10.15.0' },
  {
    name: 'a CommonJS project (npm init -y) with ESLint 9 and eslint.config.mjs',
    project: commonjsProject,
    eslintVersion: 'v9.39.5',
  },
])('$name', { timeout: 120_000 }, ({ project, eslintVersion }) => {
  it('has the package as a real folder of its own, not a link into the repository', async () => {
    const installed = path.join(project, 'node_modules/eslint-plugin-vfs-compliance');
    expect(lstatSync(installed).isSymbolicLink()).toBe(false);
    expect(realpathSync(installed).startsWith(realpathSync(temporary))).toBe(true);
    const { stdout } = await execFileAsync(
      process.execPath,
      ['--input-type=module', '-e', "console.log(import.meta.resolve('eslint-plugin-vfs-compliance'))"],
      {
        cwd: project,
      },
    );
    expect(stdout.trim()).toBe(`file://${realpathSync(installed)}/dist/index.js`);
    expect((await runEslint(project, ['--version'])).stdout.trim()).toBe(eslintVersion);
  });

  it('finds every violation of the sample, typed, and exits 1', async () => {
    const result = await runEslint(project, ['--format', 'json', '.']);
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(1);
    expect(summarize(project, result.stdout)).toEqual(sampleProjectFindings);
  });
});

describe('the CommonJS project', () => {
  it('is what npm init -y writes', () => {
    expect(JSON.parse(readFileSync(path.join(commonjsProject, 'package.json'), 'utf8'))).toMatchObject({
      type: 'commonjs',
    });
  });

  it('cannot load the ESM config under a .js name, which is why the README says eslint.config.mjs', async () => {
    cpSync(path.join(commonjsProject, 'eslint.config.mjs'), path.join(commonjsProject, 'esm.config.js'));
    const result = await runEslint(commonjsProject, ['--config', 'esm.config.js', 'src']);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain('SyntaxError: Cannot use import statement outside a module');
  });
});

describe(
  'adopting the plugin on an existing codebase with bulk suppressions (docs/ci.md)',
  { timeout: 120_000 },
  () => {
    const suppressionsFile = path.join(esmProject, 'eslint-suppressions.json');
    const readSuppressions = (): unknown => JSON.parse(readFileSync(suppressionsFile, 'utf8'));
    const newTool = path.join(esmProject, 'src/tools/new-tool.ts');

    it('--suppress-all records every violation of today, and the gate then passes', async () => {
      const suppressed = await runEslint(esmProject, ['--suppress-all', '.']);
      expect(suppressed).toEqual({ exitCode: 0, stdout: '', stderr: '' });
      const count1 = { count: 1 };
      expect(readSuppressions()).toEqual({
        'src/bootstrap/mount-bootstrapper.ts': {
          'vfs-compliance/no-direct-file-access': count1,
          'vfs-compliance/valid-suppression': count1,
        },
        'src/platform/node-fs.ts': { 'vfs-compliance/no-direct-file-access': count1 },
        'src/tools/legacy-import-tool.ts': {
          'vfs-compliance/no-direct-directory-access': count1,
          'vfs-compliance/no-direct-file-access': { count: 2 },
          'vfs-compliance/no-direct-handle-open': count1,
          'vfs-compliance/no-direct-watcher': count1,
          'vfs-compliance/no-optional-file-system-service': count1,
          'vfs-compliance/no-path-based-stream': count1,
          'vfs-compliance/no-path-resolve-on-input': count1,
        },
      });
      expect(await runEslint(esmProject, ['.'])).toEqual({ exitCode: 0, stdout: '', stderr: '' });
    });

    it('fails on a new violation, and only on it', async () => {
      writeFileSync(
        newTool,
        "import { rmSync } from 'node:fs';\n\nexport function clean(folder: string): void {\n  rmSync(folder, { recursive: true });\n}\n",
      );
      const result = await runEslint(esmProject, ['--format', 'json', '.']);
      expect(result.exitCode).toBe(1);
      expect(summarize(esmProject, result.stdout)).toEqual([
        'src/tools/new-tool.ts:4:3-4:38 no-direct-directory-access ORKVFS002',
      ]);
      rmSync(newTool);
    });

    it('reports every violation of a rule in a file that has one more than recorded', async () => {
      const platform = path.join(esmProject, 'src/platform/node-fs.ts');
      writeFileSync(
        platform,
        `${readFileSync(platform, 'utf8')}import { statSync } from 'node:fs';\nexport const size = (file: string): number => statSync(file).size;\n`,
      );
      const result = await runEslint(esmProject, ['--format', 'json', '.']);
      expect(result.exitCode).toBe(1);
      expect(summarize(esmProject, result.stdout)).toEqual([
        'src/platform/node-fs.ts:2:10-2:18 no-direct-file-access ORKVFS001',
        // `statSync(file)`
        'src/platform/node-fs.ts:4:47-4:61 no-direct-file-access ORKVFS001',
      ]);
    });

    it('fails while a fixed violation is still recorded, until --prune-suppressions drops its entry', async () => {
      writeFileSync(
        path.join(esmProject, 'src/platform/node-fs.ts'),
        '// Migrated: every caller now receives IFileSystemService.\nexport {};\n',
      );
      const stale = await runEslint(esmProject, ['.']);
      expect(stale.exitCode).toBe(2);
      expect(stale.stdout + stale.stderr).toContain('There are suppressions left that do not occur anymore.');
      expect(await runEslint(esmProject, ['--prune-suppressions', '.'])).toEqual({
        exitCode: 0,
        stdout: '',
        stderr: '',
      });
      expect(Object.keys(readSuppressions() as object)).toEqual([
        'src/bootstrap/mount-bootstrapper.ts',
        'src/tools/legacy-import-tool.ts',
      ]);
      expect(await runEslint(esmProject, ['.'])).toEqual({ exitCode: 0, stdout: '', stderr: '' });
    });
  },
);
