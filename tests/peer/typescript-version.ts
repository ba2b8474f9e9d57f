/**
 * The peer run is worth something only if both the parser and the plugin load the TypeScript it
 * names: fail every test file at once if either resolves another one.
 */
import { createRequire } from 'node:module';

const expected = process.env.VFS_PEER_TYPESCRIPT;
if (!expected)
  throw new Error('tests/peer/vitest.config.ts is run by `npm run test:peer`, which sets VFS_PEER_TYPESCRIPT');
const require = createRequire(import.meta.url);
const loaders = {
  plugin: new URL('../../src/analysis/types/declarations.ts', import.meta.url).pathname,
  parser: require.resolve('@typescript-eslint/typescript-estree'),
};
for (const [who, from] of Object.entries(loaders)) {
  const { version } = createRequire(from)('typescript') as { version: string };
  if (version !== expected) throw new Error(`the ${who} loads typescript ${version}, not ${expected}`);
}
