import { createRequire } from 'node:module';

/** The package's own name and version, read as `src/index.ts` reads them: a module load, not a file read. */
export const { name: PACKAGE_NAME, version: PACKAGE_VERSION } = createRequire(import.meta.url)(
  '../../package.json',
) as {
  name: string;
  version: string;
};
