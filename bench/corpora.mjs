// The corpora the benchmark lints, each prepared once into a git-ignored folder bench/corpus/<id>/
// with its own tsconfig.json (the typed configurations' project) and one ESLint config file per
// configuration (config files, not in-memory configs, because ESLint's --concurrency workers load
// their configuration themselves and cannot receive plugin objects).
//
//   eslint-lib     eslint's own lib/ (CommonJS JavaScript), typed through allowJs
//   vite-node      vite's dist/node (bundled ES module JavaScript), typed through allowJs
//   ts-installed   the TypeScript sources installed packages ship (not .d.ts)
//   ts-mongodb     the MongoDB Node driver's src/ (a devDependency pinned for this): real
//                  TypeScript of a Node library that reads files, as typed users lint it
//   gen-200        the generated TypeScript corpus, about 200 files
//   gen-2000       the same generator, about 2,000 files
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { writeGeneratedCorpus } from './generate.mjs';

export const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const root = path.dirname(benchDir);
export const corpusRoot = path.join(benchDir, 'corpus');
const nodeModules = path.join(root, 'node_modules');

/** Every file under a folder whose name passes the test, relative to it. */
function listFiles(folder, test) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && test(entry.name))
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

function copyInto(dir, from, files) {
  for (const file of files) {
    const target = path.join(dir, 'src', file);
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(path.join(from, file), target);
  }
}

const isJs = (name) => /\.[cm]?js$/u.test(name);
const isTsSource = (name) => /\.[cm]?ts$/u.test(name) && !/\.d\.[cm]?ts$/u.test(name);

function tsconfig(options) {
  return `${JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        skipLibCheck: true,
        noEmit: true,
        types: ['node'],
        ...options,
      },
      include: ['src'],
    },
    null,
    2,
  )}\n`;
}

/**
 * Packages whose sources are larger than this are left out of ts-installed: one of them (zod's
 * 88k lines of type-level code, rxjs) would be most of the corpus and most of the run.
 */
const MAX_PACKAGE_FILES = 150;

/** Packages that are a corpus of their own, not part of ts-installed. */
const OWN_CORPUS_PACKAGES = new Set(['mongodb']);

/** Installed TypeScript sources: `<package>/src/**.ts`, one folder per package. */
function findInstalledTsSources() {
  const found = [];
  const visit = (folder, name) => {
    const source = path.join(folder, 'src');
    if (existsSync(source) && statSync(source).isDirectory()) {
      const files = listFiles(source, isTsSource);
      if (files.length > 0 && files.length <= MAX_PACKAGE_FILES && !OWN_CORPUS_PACKAGES.has(name))
        found.push({ name, source, files });
    }
  };
  for (const entry of readdirSync(nodeModules)) {
    if (entry.startsWith('.')) continue;
    if (entry.startsWith('@'))
      for (const scoped of readdirSync(path.join(nodeModules, entry)))
        visit(path.join(nodeModules, entry, scoped), `${entry}/${scoped}`);
    else visit(path.join(nodeModules, entry), entry);
  }
  return found;
}

function packageVersion(name) {
  return JSON.parse(readFileSync(path.join(nodeModules, name, 'package.json'), 'utf8')).version;
}

/** Copies a real corpus unless the stamp says this exact version is already there. */
function prepareCopied(id, stamp, fill) {
  const dir = path.join(corpusRoot, id);
  const stampFile = path.join(dir, '.stamp');
  if (!(existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp)) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    fill(dir);
    writeFileSync(stampFile, stamp);
  }
  return dir;
}

export const corpusIds = ['eslint-lib', 'vite-node', 'ts-installed', 'ts-mongodb', 'gen-200', 'gen-2000'];

/** Prepares one corpus; returns what the children need to lint it. */
export function prepareCorpus(id) {
  let dir;
  let language;
  let description;
  if (id === 'eslint-lib') {
    const from = path.join(nodeModules, 'eslint/lib');
    const version = packageVersion('eslint');
    language = 'js';
    description = `eslint ${version} lib/ (CommonJS JavaScript)`;
    dir = prepareCopied(id, `eslint@${version} v2`, (target) => {
      copyInto(target, from, listFiles(from, isJs));
      writeFileSync(
        path.join(target, 'tsconfig.json'),
        tsconfig({ allowJs: true, checkJs: false, module: 'NodeNext' }),
      );
      // Inside src/: a package.json at the corpus root would hide the plugin's package name.
      writeFileSync(path.join(target, 'src/package.json'), '{ "type": "commonjs" }\n');
    });
  } else if (id === 'vite-node') {
    const from = path.join(nodeModules, 'vite/dist/node');
    const version = packageVersion('vite');
    language = 'js';
    description = `vite ${version} dist/node (bundled ES modules)`;
    dir = prepareCopied(id, `vite@${version} v2`, (target) => {
      copyInto(target, from, listFiles(from, isJs));
      writeFileSync(path.join(target, 'tsconfig.json'), tsconfig({ allowJs: true, checkJs: false }));
      writeFileSync(path.join(target, 'src/package.json'), '{ "type": "module" }\n');
    });
  } else if (id === 'ts-mongodb') {
    const from = path.join(nodeModules, 'mongodb/src');
    const version = packageVersion('mongodb');
    language = 'ts';
    description = `mongodb ${version} src/ (the Node driver's TypeScript sources)`;
    dir = prepareCopied(id, `mongodb@${version} v1`, (target) => {
      copyInto(target, from, listFiles(from, isTsSource));
      writeFileSync(
        path.join(target, 'tsconfig.json'),
        tsconfig({ module: 'ESNext', moduleResolution: 'Bundler', strict: false }),
      );
    });
  } else if (id === 'ts-installed') {
    const sources = findInstalledTsSources();
    language = 'ts';
    description = `TypeScript sources shipped in node_modules: ${sources.map((source) => source.name).join(', ')}`;
    dir = prepareCopied(
      id,
      JSON.stringify(sources.map((source) => [source.name, packageVersion(source.name), source.files.length])),
      (target) => {
        for (const source of sources) {
          for (const file of source.files) {
            const to = path.join(target, 'src', source.name, file);
            mkdirSync(path.dirname(to), { recursive: true });
            cpSync(path.join(source.source, file), to);
          }
        }
        writeFileSync(
          path.join(target, 'tsconfig.json'),
          tsconfig({ module: 'ESNext', moduleResolution: 'Bundler', strict: false }),
        );
      },
    );
  } else {
    const size = Number(/^gen-(\d+)$/u.exec(id)?.[1]);
    if (!(size > 0)) throw new Error(`unknown corpus ${id}; known: ${corpusIds.join(', ')}`);
    dir = path.join(corpusRoot, id);
    writeGeneratedCorpus(dir, size);
    language = 'ts';
    description = `generated TypeScript, ${size} modules + 3 shared`;
  }
  writeConfigFiles(dir, language, id === 'eslint-lib' ? 'commonjs' : 'module');
  const extensions = language === 'js' ? isJs : isTsSource;
  const files = listFiles(path.join(dir, 'src'), extensions);
  const lines = files.reduce(
    (sum, file) => sum + readFileSync(path.join(dir, 'src', file), 'utf8').split('\n').length,
    0,
  );
  return {
    id,
    dir,
    language,
    description,
    files: files.length,
    lines,
    fileList: files.map((file) => path.join('src', file)),
  };
}

// ---------------------------------------------------------------------------------------------
// Configurations, as config files inside each corpus (so the plugin resolves by its package name,
// as in a user's project, and --concurrency workers can load them).

export const configurations = {
  floor: 'untyped parsing + one no-op rule (the floor)',
  plugin: 'floor + vfs-compliance recommended',
  security: 'floor + security/detect-non-literal-fs-filename',
  'typed-floor': 'typed parsing (projectService) + one no-op rule',
  'typed-plugin': 'typed floor + vfs-compliance recommended',
  'typed-bound': 'typed floor + the inference bound (`bench/inference-bound.mjs`)',
  rtc: "typescript-eslint's recommendedTypeChecked",
  'rtc-plugin': 'recommendedTypeChecked + vfs-compliance recommended',
  'rtc-bound': 'recommendedTypeChecked + the inference bound',
};

export function configFile(dir, configuration) {
  return path.join(dir, `eslint.${configuration}.config.mjs`);
}

function writeConfigFiles(dir, language, sourceType = 'module') {
  const files = language === 'js' ? "['**/*.js', '**/*.cjs', '**/*.mjs']" : "['**/*.ts', '**/*.mts', '**/*.cts']";
  const untypedParser = language === 'js' ? `sourceType: '${sourceType}'` : 'parser: tseslint.parser';
  const common = `// Generated by bench/corpora.mjs.
import security from 'eslint-plugin-security';
import vfsCompliance from 'eslint-plugin-vfs-compliance';
import tseslint from 'typescript-eslint';

import { inferenceBound } from '../../inference-bound.mjs';

// The floor: ESLint computes every file's traversal and code path analysis whatever the rules are;
// one rule with one listener that does nothing makes the run pay exactly what any real config pays.
const noop = { meta: { type: 'problem', schema: [] }, create: () => ({ Program() {} }) };
const floorRule = { plugins: { bench: { rules: { noop } } }, rules: { 'bench/noop': 'error' } };
const files = ${files};
const untyped = { files, languageOptions: { ${untypedParser} } };
const typed = {
  files,
  languageOptions: { sourceType: '${sourceType}', parser: tseslint.parser, parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
};
const onFiles = (configs) => configs.map((config) => ({ ...config, files }));
const plugin = { ...vfsCompliance.configs.recommended, files };
const securityFs = { files, plugins: { security }, rules: { 'security/detect-non-literal-fs-filename': 'error' } };
const bound = { files, plugins: { bound: { rules: { inference: inferenceBound } } }, rules: { 'bound/inference': 'error' } };
`;
  const bodies = {
    floor: '[untyped, floorRule]',
    plugin: '[untyped, floorRule, plugin]',
    security: '[untyped, floorRule, securityFs]',
    'typed-floor': '[typed, floorRule]',
    'typed-plugin': '[typed, floorRule, plugin]',
    'typed-bound': '[typed, floorRule, bound]',
    rtc: '[...onFiles(tseslint.configs.recommendedTypeChecked), typed]',
    'rtc-plugin': '[...onFiles(tseslint.configs.recommendedTypeChecked), typed, plugin]',
    'rtc-bound': '[...onFiles(tseslint.configs.recommendedTypeChecked), typed, bound]',
  };
  for (const [id, body] of Object.entries(bodies))
    writeFileSync(configFile(dir, id), `${common}\nexport default ${body};\n`);
}
