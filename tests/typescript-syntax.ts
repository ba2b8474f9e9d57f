/**
 * What the TypeScript the tests run on parses: the peer run (`npm run test:peer`) uses the lowest
 * TypeScript of the peer range, which rejects syntax later versions accept.
 */
import ts from 'typescript';

const [major = 0, minor = 0] = ts.versionMajorMinor.split('.').map(Number);

/** A string module export name (`import { 'a' as b }`, `export * as 'c' from`) parses from TypeScript 5.6 on. */
export const parsesStringExportNames = major * 100 + minor >= 506;
