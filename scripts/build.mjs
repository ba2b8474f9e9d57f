// Builds dist/ from src/ unless dist/ is already newer than everything it is built from: tsc
// (`tsc -p tsconfig.build.json`, into an emptied folder) type-checks and emits the JavaScript and
// the declarations, then rolldown bundles that JavaScript into a few files (bundle() below says
// which and why) and tsc's own .js files are deleted. `npm test`, `lint`, `docs:check`, `demo` and
// the end-to-end tests each need dist/ and each ask for it here, so a run of them builds once at
// most. `--force` rebuilds anyway (`prepack`: what is published is built from scratch). `prepare`
// runs it too, so `npm ci` and a git install (`npm i github:…`, which runs `prepare`, not
// `prepack`) leave a built plugin.
//
//   node scripts/build.mjs [--force]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
/** What the build reads: the sources, the compiler options and this script (a dist/ built another way is stale). */
const inputs = ['src', 'tsconfig.json', 'tsconfig.build.json', 'package.json', 'scripts/build.mjs'];

/**
 * The modification times of `target` and, for a folder, of everything below it. Folders count:
 * deleting or renaming a source changes its folder's time, and leaves a stale output behind.
 */
function getTimes(target) {
  const times = [statSync(target).mtimeMs];
  if (!statSync(target).isDirectory()) return times;
  for (const entry of readdirSync(target, { recursive: true, withFileTypes: true })) {
    times.push(statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return times;
}

function isUpToDate() {
  if (!existsSync(path.join(dist, 'index.js'))) return false;
  const oldestOutput = Math.min(
    ...readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => statSync(path.join(entry.parentPath, entry.name)).mtimeMs),
  );
  const newestInput = Math.max(...inputs.flatMap((input) => getTimes(path.join(root, input))));
  return oldestOutput >= newestInput;
}

/** The .js files below `folder`. */
function listScripts(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The entries, by their place in dist/. `index` is the plugin (package.json "exports"),
 * `audit/cli` the audit's bin, `audit/eslint-options` the options module the audit hands ESLint by
 * URL (src/audit/collect.ts). These three run code when loaded, so each keeps its own module in
 * its own file. `audit/command` and `audit/formats` are there for the tests that call the audit
 * in process; they only re-export.
 */
const entries = ['index', 'audit/cli', 'audit/eslint-options', 'audit/command', 'audit/formats'];
const runOnLoad = new Set(['index', 'audit/cli', 'audit/eslint-options'].map((name) => path.join(dist, `${name}.js`)));

/**
 * Whether a module finds a file by its own place (`createRequire(import.meta.url)('../package.json')`,
 * `new URL('./eslint-options.js', import.meta.url)`): it must keep that place in the bundle.
 */
function findsByPlace(ts, file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const isRelative = (node) =>
    node !== undefined &&
    (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) &&
    /^\.\.?\//u.test(ts.isTemplateExpression(node) ? node.head.text : node.text);
  let found = false;
  const visit = (node) => {
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isMetaProperty(node.expression) &&
      node.expression.keywordToken === ts.SyntaxKind.ImportKeyword &&
      node.name.text === 'url'
    ) {
      const user = node.parent;
      // `new URL('./x', import.meta.url)`, `createRequire(import.meta.url)('../x')`
      if (ts.isNewExpression(user) && isRelative(user.arguments?.[0])) found = true;
      if (ts.isCallExpression(user) && ts.isCallExpression(user.parent) && user.parent.expression === user)
        found ||= isRelative(user.parent.arguments[0]);
    }
    if (!found) ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Bundles tsc's JavaScript in dist/ in place: ESLint then loads the plugin as two files, not a
 * hundred modules (about 70 ms less on every lint run; docs/architecture.md). Every module ends
 * up in exactly one file, so the audit, which lints with the user's configuration and so with the
 * plugin, shares the plugin's per-file and per-program caches: `plugin.js` holds everything
 * outside src/audit/ but the entry, `audit/shared.js` the audit's modules but the two that run on
 * load. Every package (anything not a relative path: the dependencies, the peers, `node:`) stays
 * an import. No source map: tsc emits none either (tsconfig.build.json), and the bundle is neither
 * minified nor renamed beyond a clashing local, with each module under a `//#region` comment.
 */
async function bundle() {
  const { rolldown } = await import('rolldown');
  const { default: ts } = await import('typescript');
  const isAudit = (id) => id.startsWith(path.join(dist, 'audit') + path.sep);
  const build = await rolldown({
    cwd: root,
    input: Object.fromEntries(entries.map((name) => [name, path.join(dist, `${name}.js`)])),
    platform: 'node',
    external: (id) => !id.startsWith('.') && !path.isAbsolute(id),
  });
  const { output } = await build.generate({
    format: 'esm',
    entryFileNames: '[name].js',
    chunkFileNames: '[name].js',
    codeSplitting: {
      groups: [
        { name: 'plugin', test: (id) => !isAudit(id) && !runOnLoad.has(id), priority: 2 },
        { name: 'audit/shared', test: (id) => isAudit(id) && !runOnLoad.has(id), priority: 1 },
      ],
    },
  });
  await build.close();

  const problems = [];
  const chunkOf = new Map();
  for (const chunk of output) {
    if (chunk.type !== 'chunk') {
      problems.push(`${chunk.fileName}: an asset, which nothing here should emit`);
      continue;
    }
    for (const id of chunk.moduleIds) {
      if (chunkOf.has(id)) problems.push(`${path.relative(dist, id)} is in ${chunkOf.get(id)} and ${chunk.fileName}`);
      chunkOf.set(id, chunk.fileName);
      const place = path.dirname(path.relative(dist, id));
      if (path.dirname(chunk.fileName) !== place.split(path.sep).join('/') && findsByPlace(ts, id))
        problems.push(`${path.relative(dist, id)} finds a file by its place, but is bundled into ${chunk.fileName}`);
    }
  }
  // tsc's `export {};` of a module of types only has nothing to bundle; any other file left over
  // is code no entry reaches (a new module loaded by URL needs an entry above).
  const unreached = listScripts(dist).filter(
    (file) => !chunkOf.has(file) && readFileSync(file, 'utf8').trim() !== 'export {};',
  );
  if (unreached.length > 0)
    problems.push(`no entry reaches ${unreached.map((file) => path.relative(dist, file)).join(', ')}`);
  if (problems.length > 0) throw new Error(`the bundle of dist/ is wrong:\n  ${problems.join('\n  ')}`);
  for (const file of listScripts(dist)) rmSync(file);
  for (const chunk of output) {
    const file = path.join(dist, chunk.fileName);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, chunk.code);
  }
}

if (!process.argv.includes('--force') && isUpToDate()) {
  console.log('dist/ is up to date with src/');
} else {
  rmSync(dist, { recursive: true, force: true });
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) {
    // tsc emits despite type errors: a dist/ that failed to build must not pass for up to date.
    rmSync(dist, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
  try {
    await bundle();
  } catch (error) {
    rmSync(dist, { recursive: true, force: true });
    throw error;
  }
}
