/** Path spellings shared by the policy and the analysis, so both read a path the same way. */

/** A path written with `/`, whatever the host wrote. */
export function toSlashes(path: string): string {
  return path.replaceAll('\\', '/');
}

/**
 * Whether a file (absolute, any slashes) belongs to an installed package: its own folder under
 * `node_modules`, or its DefinitelyTyped twin (`@types/scope__name` for `@scope/name`).
 */
export function isInstalledPackageFile(fileName: string, packageName: string): boolean {
  const file = toSlashes(fileName);
  const typesName = packageName.replace(/^@([^/]+)\//u, '$1__');
  return file.includes(`/node_modules/${packageName}/`) || file.includes(`/node_modules/@types/${typesName}/`);
}
