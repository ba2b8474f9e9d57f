// The mechanical share of a migration (issue 22): how many ORKVFS001–006 findings of a project carry
// a suggested service call, and whether the project still type-checks once every one is applied
// (eslint-interactive's Core, as docs/migration.md shows, then the TypeScript compiler). Works on a
// copy under the repository (so configs resolve the plugin by name); deterministic, no timing.
//
//   npm run build && node bench/suggestions.mjs fixtures/sample-project bench/corpus/gen-200 …
//   --service    first give every file a required module-level service (`const __vfs`), for a
//                project that has none: then every finding has a service in scope
//   --with-007   apply ORKVFS007's suggestions first (an optional service made required)
//   --keep       leave the copies (printed) for a look at the diff
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

import { Core } from 'eslint-interactive';
import tseslint from 'typescript-eslint';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { default: plugin } = await import(pathToFileURL(path.join(root, 'dist/index.js')).href);

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { service: { type: 'boolean' }, 'with-007': { type: 'boolean' }, keep: { type: 'boolean' } },
});

const CODES = ['ORKVFS001', 'ORKVFS002', 'ORKVFS003', 'ORKVFS004', 'ORKVFS005', 'ORKVFS006'];
const RULES = {
  'vfs-compliance/no-direct-file-access': 'ORKVFS001',
  'vfs-compliance/no-direct-directory-access': 'ORKVFS002',
  'vfs-compliance/no-direct-handle-open': 'ORKVFS003',
  'vfs-compliance/no-path-resolve-on-input': 'ORKVFS004',
  'vfs-compliance/no-direct-watcher': 'ORKVFS005',
  'vfs-compliance/no-path-based-stream': 'ORKVFS006',
};
const OPTIONAL_RULE = 'vfs-compliance/no-optional-file-system-service';
const SERVICE_FILE = '__vfs-service.ts';
const SERVICE = `// Added by bench/suggestions.mjs --service: the seed's service, required, for every file.
export interface IFileSystemService {
  readAllText(path: string): Promise<string>;
  tryReadAllBytes(path: string): Promise<Uint8Array | undefined>;
  writeAllText(path: string, text: string): Promise<void>;
  exists(path: string): Promise<boolean>;
  createDirectory(path: string): Promise<void>;
  delete(path: string, options?: { readonly recursive?: boolean }): Promise<void>;
  enumerateFiles(path: string): Promise<string[]>;
  openReadStream(path: string): Promise<NodeJS.ReadableStream>;
  openWriteStream(path: string): Promise<NodeJS.WritableStream>;
  tryGetEntry(path: string): Promise<{ readonly size: number } | undefined>;
  copy(from: string, to: string): Promise<void>;
  move(from: string, to: string): Promise<void>;
  resolveAndValidate(path: string): string;
}
export declare function getFileSystemService(): IFileSystemService;
`;

function listTs(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.ts$/u.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.split(path.sep).includes('node_modules'))
    .sort();
}

/** A required module-level service after the file's last import: every call in the file can reach it. */
function addService(dir) {
  const serviceDir = existsSync(path.join(dir, 'src')) ? path.join(dir, 'src') : dir;
  const files = listTs(dir);
  writeFileSync(path.join(serviceDir, SERVICE_FILE), SERVICE);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const imports = source.statements.filter((s) => ts.isImportDeclaration(s) || ts.isImportEqualsDeclaration(s));
    const at = imports.length > 0 ? imports[imports.length - 1].end : 0;
    let specifier = path.relative(path.dirname(file), path.join(serviceDir, '__vfs-service.js')).replaceAll('\\', '/');
    if (!specifier.startsWith('.')) specifier = `./${specifier}`;
    const added = `\nimport { getFileSystemService as __getVfs, type IFileSystemService as __IVfs } from '${specifier}';\nconst __vfs: __IVfs = __getVfs();\n`;
    // A file-wide suppression must stay the first thing in the file: insert after a leading comment block.
    const offset = at === 0 ? (ts.getLeadingCommentRanges(text, 0)?.at(-1)?.end ?? 0) : at;
    writeFileSync(file, `${text.slice(0, offset)}${added}${text.slice(offset)}`);
  }
}

function createCore(dir) {
  const ownConfig = existsSync(path.join(dir, 'eslint.config.js'));
  return new Core({
    cwd: dir,
    patterns: ['.'],
    ...(ownConfig
      ? {}
      : {
          overrideConfigFile: true,
          overrideConfig: [
            {
              files: ['**/*.ts'],
              languageOptions: {
                parser: tseslint.parser,
                parserOptions: { projectService: true, tsconfigRootDir: dir },
              },
            },
            plugin.configs.recommended,
          ],
        }),
  });
}

function count(results) {
  const findings = Object.fromEntries(CODES.map((code) => [code, { found: 0, suggested: 0 }]));
  for (const result of results) {
    for (const message of result.messages) {
      const code = RULES[message.ruleId];
      if (!code) continue;
      findings[code].found += 1;
      if (message.suggestions?.length) findings[code].suggested += 1;
    }
  }
  const total = Object.values(findings).reduce(
    (sum, row) => ({ found: sum.found + row.found, suggested: sum.suggested + row.suggested }),
    { found: 0, suggested: 0 },
  );
  return { findings, total };
}

function typeErrors(dir) {
  const configPath = path.join(dir, 'tsconfig.json');
  if (!existsSync(configPath)) return [];
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, dir);
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const file = diagnostic.file ? path.relative(dir, diagnostic.file.fileName) : '';
    return `${file}: TS${diagnostic.code} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
  });
}

for (const target of positionals) {
  const source = path.resolve(target);
  const dir = mkdtempSync(path.join(root, '.tmp-suggestions-'));
  cpSync(source, dir, { recursive: true, filter: (file) => !file.split(path.sep).includes('node_modules') });
  if (args.service) addService(dir);
  if (args['with-007']) {
    const core = createCore(dir);
    await core.applySuggestions(await core.lint(), [OPTIONAL_RULE], (suggestions) => suggestions[0]);
  }
  const errorsBefore = typeErrors(dir);
  const core = createCore(dir);
  const before = count(await core.lint());
  for (const rule of Object.keys(RULES)) {
    await core.applySuggestions(await core.lint(), [rule], (suggestions) => suggestions[0]);
  }
  const after = count(await createCore(dir).lint());
  const errorsAfter = typeErrors(dir);
  const remaining = [...errorsBefore];
  const newErrors = errorsAfter.filter((error) => {
    const index = remaining.indexOf(error);
    if (index < 0) return true;
    remaining.splice(index, 1);
    return false;
  });
  const share = before.total.found ? ((100 * before.total.suggested) / before.total.found).toFixed(1) : '-';
  console.log(
    `\n${target}${args.service ? ' (+ synthetic service)' : ''}${args['with-007'] ? ' (ORKVFS007 applied first)' : ''}: ${listTs(dir).length} files`,
  );
  for (const code of CODES)
    console.log(
      `  ${code}  ${String(before.findings[code].found).padStart(4)} findings  ${String(before.findings[code].suggested).padStart(4)} suggested`,
    );
  console.log(
    `  total      ${String(before.total.found).padStart(4)} findings  ${String(before.total.suggested).padStart(4)} suggested (${share} %)`,
  );
  console.log(
    `  after applying every suggestion: ${after.total.found} findings left, ${after.total.suggested} with a suggestion`,
  );
  console.log(`  tsc: ${errorsBefore.length} errors before, ${errorsAfter.length} after, ${newErrors.length} new`);
  for (const error of newErrors) console.log(`    ${error}`);
  if (args.keep) console.log(`  copy kept in ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
