/** The heading anchor each coded rule's docs URL ends in (`#ork-vfs-00N`), keyed by rule name. */
export const ruleAnchors: Readonly<Record<string, string>> = {
  'no-direct-file-access': 'ork-vfs-001',
  'no-direct-directory-access': 'ork-vfs-002',
  'no-direct-handle-open': 'ork-vfs-003',
  'no-path-resolve-on-input': 'ork-vfs-004',
  'no-direct-watcher': 'ork-vfs-005',
  'no-path-based-stream': 'ork-vfs-006',
  'no-optional-file-system-service': 'ork-vfs-007',
  'no-lexical-containment': 'ork-vfs-008',
};
