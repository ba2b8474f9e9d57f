/**
 * The crash sweep: lints real third-party code from node_modules with every rule of the plugin on
 * (`recommended` and `strict`, with odd but valid settings) and reports every rule exception.
 * Findings are fine; an exception (a rule that throws aborts the user's whole lint run) is a
 * failure. Files a parser rejects are counted and skipped: that is the parser's business.
 *
 * Kinds of file: JavaScript (.js/.mjs/.cjs) with espree; TypeScript sources and declarations
 * (.ts/.mts/.cts, .d.ts/.d.mts/.d.cts) with typescript-eslint's parser without a program; and a
 * typed sample of the TypeScript files, linted with one TypeScript program built over them.
 *
 *   npm run sweep                 every file of node_modules
 *   npm run sweep -- --sample     the fixed sample `npm run test:e2e` runs (tests/e2e/sweep.test.ts)
 *
 * The sample is deterministic: the files of packages `npm ci` always installs, sorted by path,
 * every n-th one.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { Linter } from 'eslint';
import * as espree from 'espree';
import ts from 'typescript';
import tseslint from 'typescript-eslint';

import type { VfsCompliancePlugin } from '../src/index.js';

export type FileKind = 'javascript' | 'typescript' | 'declaration' | 'typed';

export interface SweepException {
  readonly file: string;
  readonly kind: FileKind;
  readonly config: string;
  readonly message: string;
}

export interface SweepResult {
  /** Files linted, by kind (a typed file is also counted under its untyped kind). */
  readonly files: Record<FileKind, number>;
  /** Files the parser rejected, by kind. */
  readonly unparsed: Record<FileKind, number>;
  readonly findings: number;
  /** Typed files that were linted without their program after all (must be 0: proves the typed part is typed). */
  readonly typedWithoutProgram: number;
  readonly exceptions: readonly SweepException[];
  readonly milliseconds: number;
}

export interface SweepOptions {
  /** The plugin under test: `src/` in the test, the build (`dist/`) from the command line. */
  readonly plugin: VfsCompliancePlugin;
  readonly root: string;
  /** Every n-th file of the always-installed packages, or every file of node_modules. */
  readonly mode: 'sample' | 'full';
  /** How many files the sample aims at (untyped; the typed sample is a tenth of the TypeScript part). */
  readonly sampleSize?: number;
  /** Files above this size are left out of the sample (minified bundles cost seconds each). */
  readonly sampleMaxBytes?: number;
  readonly onProgress?: (done: number, total: number) => void;
}

const DEFAULT_SAMPLE_SIZE = 2500;

/** Packages a clean install of this project always has (direct dependencies and their core). */
export const SAMPLE_PACKAGES = [
  '@eslint',
  '@types/node',
  '@typescript-eslint',
  '@vitest',
  'acorn',
  'ajv',
  'chai',
  'eslint',
  'eslint-scope',
  'espree',
  'fast-check',
  'js-yaml',
  'semver',
  'typescript',
  'vite',
  'vitest',
] as const;

const JS_EXTENSIONS = ['.js', '.mjs', '.cjs'];
const DECLARATION_PATTERN = /\.d\.[cm]?ts$/u;
const TS_PATTERN = /\.[cm]?ts$/u;

function getKind(file: string): Exclude<FileKind, 'typed'> | undefined {
  if (DECLARATION_PATTERN.test(file)) return 'declaration';
  if (TS_PATTERN.test(file)) return 'typescript';
  if (JS_EXTENSIONS.includes(path.extname(file))) return 'javascript';
  return undefined;
}

/** Every lintable file below `folder`, without following symbolic links. */
function listFiles(folder: string, files: string[] = []): string[] {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return files;
  }
  for (const entry of entries) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) listFiles(full, files);
    else if (entry.isFile() && getKind(entry.name)) files.push(full);
  }
  return files;
}

/** `size` items spread evenly over the list (all of them when it is shorter). */
function stride<T>(items: readonly T[], size: number): T[] {
  const count = Math.min(items.length, Math.round(size));
  return Array.from({ length: count }, (_, k) => items[Math.floor((k * items.length) / count)]!);
}

function byPath(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function selectFiles(options: SweepOptions): { untyped: string[]; typed: string[] } {
  const modules = path.join(options.root, 'node_modules');
  if (options.mode === 'full') {
    const untyped = listFiles(modules).sort(byPath);
    const typeScript = untyped.filter((file) => getKind(file) !== 'javascript');
    return { untyped, typed: stride(typeScript, 400) };
  }
  const maxBytes = options.sampleMaxBytes ?? 256 * 1024;
  const all = SAMPLE_PACKAGES.flatMap((name) => listFiles(path.join(modules, name)))
    .filter((file) => statSync(file).size <= maxBytes)
    .sort(byPath);
  // Each kind strided on its own: packages alternate `x.js` / `x.d.ts`, and one stride over both
  // would keep one kind and drop the other.
  const size = options.sampleSize ?? DEFAULT_SAMPLE_SIZE;
  const ofKind = (kind: FileKind) => all.filter((file) => getKind(file) === kind);
  const typeScript = ofKind('typescript');
  const declarations = ofKind('declaration');
  const untyped = [
    ...stride(ofKind('javascript'), Math.round(size * 0.55)),
    ...stride(declarations, Math.round(size * 0.4)),
    ...stride(typeScript, Math.round(size * 0.05)),
  ];
  return { untyped, typed: [...stride(typeScript, size / 100), ...stride(declarations, size / 40)] };
}

/**
 * Odd but valid settings: every list set, fs-like and watcher modules that are real packages,
 * every extra path function, a qualified service type, no accepted category at all.
 */
const oddSettings = {
  exemptFolders: ['/no-such-folder/'],
  exemptFiles: ['no/such/file.ts'],
  serviceTypes: ['IFileSystemService', 'FileSystemService', 'typescript#Program', 'Node'],
  fsModules: ['fs-extra', 'graceful-fs', 'fs.realpath', '@scope/fs'],
  watcherModules: ['chokidar', 'watchpack', 'fsevents'],
  pathFunctions: ['join', 'normalize', 'relative', 'dirname', 'format', 'toNamespacedPath'],
  categories: [],
  retiredCategories: ['EXCEPTION-BACKCOMPAT'],
  allowFileSuppressions: false,
};

interface SweepConfig {
  readonly name: string;
  readonly configs: Linter.Config[];
}

function getSweepConfigs(plugin: VfsCompliancePlugin, typed: boolean): SweepConfig[] {
  // A required program would stop every untyped file at the missing-program error: the analysis
  // would not run at all. Untyped files get the fallback in both configs.
  const requireTypeInformation = typed;
  return [
    {
      name: 'recommended',
      configs: [plugin.configs.recommended, { settings: { 'vfs-compliance': { requireTypeInformation } } }],
    },
    {
      name: 'strict+odd',
      configs: [plugin.configs.strict, { settings: { 'vfs-compliance': { ...oddSettings, requireTypeInformation } } }],
    },
  ];
}

function getLanguageOptions(file: string, kind: FileKind, program: ts.Program | undefined): Linter.LanguageOptions[] {
  if (kind === 'typed') return [{ parser: tseslint.parser, parserOptions: { programs: [program] } }];
  if (kind !== 'javascript') return [{ parser: tseslint.parser }];
  const extension = path.extname(file);
  const module: Linter.LanguageOptions = { parser: espree, ecmaVersion: 'latest', sourceType: 'module' };
  const commonjs: Linter.LanguageOptions = { parser: espree, ecmaVersion: 'latest', sourceType: 'commonjs' };
  // A .js file is either; try the other when the first does not parse.
  return extension === '.cjs' ? [commonjs] : extension === '.mjs' ? [module] : [module, commonjs];
}

function createProgram(files: readonly string[]): ts.Program {
  return ts.createProgram({
    rootNames: [...files],
    options: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      allowJs: false,
      noEmit: true,
      skipLibCheck: true,
      types: ['node'],
    },
  });
}

/** ESLint ignores node_modules by default, and would lint nothing there. */
const unignoreDependencies: Linter.Config = { ignores: ['!**/node_modules/'] };

function emptyCounts(): Record<FileKind, number> {
  return { javascript: 0, typescript: 0, declaration: 0, typed: 0 };
}

export function runSweep(options: SweepOptions): SweepResult {
  const started = performance.now();
  const { untyped, typed } = selectFiles(options);
  const program = typed.length > 0 ? createProgram(typed) : undefined;
  const jobs: { file: string; kind: FileKind }[] = [
    ...untyped.map((file) => ({ file, kind: getKind(file)! })),
    ...typed.map((file) => ({ file, kind: 'typed' as const })),
  ];
  const files = emptyCounts();
  const unparsed = emptyCounts();
  const exceptions: SweepException[] = [];
  let findings = 0;
  let typedWithoutProgram = 0;
  const linter = new Linter({ cwd: options.root });
  jobs.forEach(({ file, kind }, index) => {
    options.onProgress?.(index, jobs.length);
    const text = readFileSync(file, 'utf8');
    const relative = path.relative(options.root, file);
    let parsed = false;
    for (const languageOptions of getLanguageOptions(file, kind, program)) {
      for (const { name, configs } of getSweepConfigs(options.plugin, kind === 'typed')) {
        try {
          const messages = linter.verify(
            text,
            [unignoreDependencies, ...configs, { files: ['**/*'], languageOptions }],
            file,
          );
          if (messages.some((message) => message.fatal === true)) break;
          parsed = true;
          findings += messages.filter((message) => message.ruleId?.startsWith('vfs-compliance/')).length;
          if (kind === 'typed' && messages.some((message) => message.messageId === 'missingTypeInformation'))
            typedWithoutProgram++;
        } catch (error) {
          parsed = true;
          exceptions.push({
            file: relative,
            kind,
            config: name,
            message: error instanceof Error ? error.message : String(error),
          });
        }
      }
      if (parsed) break;
    }
    if (parsed) files[kind]++;
    else unparsed[kind]++;
  });
  return {
    files,
    unparsed,
    findings,
    typedWithoutProgram,
    exceptions,
    milliseconds: Math.round(performance.now() - started),
  };
}

export function formatResult(result: SweepResult): string {
  const kinds = Object.keys(result.files) as FileKind[];
  const lines = [
    `files linted: ${kinds.map((kind) => `${kind} ${result.files[kind]}`).join(', ')}`,
    `not parsed (skipped): ${kinds.map((kind) => `${kind} ${result.unparsed[kind]}`).join(', ')}`,
    `findings: ${result.findings}`,
    `typed files linted without their program: ${result.typedWithoutProgram}`,
    `rule exceptions: ${result.exceptions.length}`,
    `time: ${(result.milliseconds / 1000).toFixed(1)} s`,
  ];
  for (const exception of result.exceptions) {
    lines.push(
      `  ${exception.file} (${exception.kind}, ${exception.config}): ${exception.message.split('\n').slice(0, 3).join(' | ')}`,
    );
  }
  return lines.join('\n');
}

async function main(argv: readonly string[]): Promise<number> {
  // Compiled into build/scripts/: the project root is two folders up, the built plugin in dist/.
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const { default: plugin } = (await import(pathToFileURL(path.join(root, 'dist/index.js')).href)) as {
    default: VfsCompliancePlugin;
  };
  const mode = argv.includes('--sample') ? 'sample' : 'full';
  let last = 0;
  const result = runSweep({
    plugin,
    root,
    mode,
    onProgress: (done, total) => {
      const now = Date.now();
      if (now - last > 5000) {
        last = now;
        process.stderr.write(`sweep: ${done}/${total}\n`);
      }
    },
  });
  console.log(`sweep (${mode}) of ${path.join(root, 'node_modules')}\n${formatResult(result)}`);
  return result.exceptions.length > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
