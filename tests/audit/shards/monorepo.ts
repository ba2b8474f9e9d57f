/**
 * A generated multi-package project for the shard and merge proofs: three workspace packages
 * with violations of most codes, valid, unused, invalid and retired-category suppressions, an
 * exempt folder, bulk-suppressed (historic) violations and budgets. It is written to a temporary
 * folder with two configs, typed (projectService) and untyped, both on the built plugin.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { root } from '../../e2e/run-eslint.js';

const service = `export interface IFileSystemService {
  readAllText(path: string): Promise<string>;
}
`;

/** Per package, its files; every package also gets a clean index and an exempt test helper. */
const packages: Record<string, Record<string, string>> = {
  core: {
    'src/loader.ts': `import fs from 'node:fs';

export function load(file: string): string {
  return fs.readFileSync(file, 'utf8');
}
`,
    'src/boot.ts': `import { mkdirSync } from 'node:fs';

// vfs-suppress: EXCEPTION-BOOTSTRAP: the mount folder exists before the service does
mkdirSync('/var/app', { recursive: true });
`,
    'src/resolve.ts': `import path from 'node:path';

export function locate(input: string): string {
  return path.resolve(input);
}
`,
    'src/service.ts': service,
    // Only the checker sees that \`io\` is the fs module: one violation more in the typed run.
    'src/injected.ts': `export function size(io: typeof import('node:fs'), file: string): number {
  return io.statSync(file).size;
}
`,
  },
  cli: {
    'src/watch.ts': `import fs from 'node:fs';

// vfs-suppress(ORKVFS005): EXCEPTION-WATCHER-BRIDGE: the bridge feeds the service's change events
export const watcher = fs.watch('.', () => fs.readFileSync('x'));
`,
    'src/legacy.ts': `import fs from 'node:fs';

// vfs-suppress: EXCEPTION-BACKCOMPAT: kept for old callers
export const present = fs.existsSync('/etc/app');
`,
    'src/probe.ts': `// vfs-suppress: OUT-OF-SCOPE: nothing here touches the disk any more
export const probe = (): number => 1;
`,
    'src/mistake.ts': `import fs from 'node:fs';

// vfs-suppress: NOT-A-CATEGORY: typo
export const size = fs.statSync('/tmp').size;
`,
  },
  web: {
    'src/stream.ts': `import { createReadStream } from 'node:fs';

export const open = (file: string) => createReadStream(file);
`,
    'src/needs-service.ts': `import type { IFileSystemService } from './service.js';

export class Page {
  constructor(private readonly files?: IFileSystemService) {}
}
`,
    'src/historic.ts': `import fs from 'node:fs';

export const a = fs.readFileSync('a');
export const b = fs.readFileSync('b');
`,
    'src/host.ts': `import fs from 'node:fs';

export const git = fs.existsSync('/usr/bin/git'); // vfs-suppress: OUT-OF-SCOPE: looks for git on the host
`,
    'src/service.ts': service,
  },
};

const settings = {
  budgets: { violations: 5, 'EXCEPTION-BOOTSTRAP': 1, historic: 2 },
};

const bulkSuppressions = {
  'packages/web/src/historic.ts': { 'vfs-compliance/no-direct-file-access': { count: 2 } },
};

function config(typed: boolean): string {
  const require = createRequire(path.join(root, 'package.json'));
  const plugin = pathToFileURL(path.join(root, 'dist/index.js')).href;
  const tseslint = pathToFileURL(require.resolve('typescript-eslint')).href;
  const parserOptions = typed ? '{ projectService: true, tsconfigRootDir: import.meta.dirname }' : '{}';
  return `import vfsCompliance from ${JSON.stringify(plugin)};
import tseslint from ${JSON.stringify(tseslint)};

export default [
  { ignores: ['**/*.js'] },
  { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser, parserOptions: ${parserOptions} } },
  vfsCompliance.configs.recommended,
  { settings: { 'vfs-compliance': ${JSON.stringify(settings)} } },
];
`;
}

const tsconfig = {
  compilerOptions: {
    strict: true,
    module: 'nodenext',
    target: 'es2022',
    noEmit: true,
    typeRoots: [path.join(root, 'node_modules/@types')],
    types: ['node'],
  },
  include: ['packages'],
};

export const PACKAGES = Object.keys(packages);

/** Writes the project; returns its folder. The caller removes it. */
// vfs-suppress: OUT-OF-SCOPE: a test writes its fixture to the host's temporary folder
export async function writeMonorepo(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vfs-audit-monorepo-'));
  const files: Record<string, string> = {
    'eslint.typed.config.js': config(true),
    'eslint.untyped.config.js': config(false),
    'tsconfig.json': JSON.stringify(tsconfig, null, 2),
    'eslint-suppressions.json': JSON.stringify(bulkSuppressions, null, 2),
  };
  for (const [name, sources] of Object.entries(packages)) {
    files[`packages/${name}/src/index.ts`] = `export const name = '${name}';\n`;
    files[`packages/${name}/tests/helper.ts`] =
      `import fs from 'node:fs';\n\nexport const read = (f: string) => fs.readFileSync(f);\n`;
    for (const [file, text] of Object.entries(sources)) files[`packages/${name}/${file}`] = text;
  }
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return dir;
}
