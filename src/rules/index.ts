import noDirectDirectoryAccess from './no-direct-directory-access.js';
import noDirectFileAccess from './no-direct-file-access.js';
import noDirectHandleOpen from './no-direct-handle-open.js';
import noDirectWatcher from './no-direct-watcher.js';
import noPathBasedStream from './no-path-based-stream.js';

export const rules = {
  'no-direct-file-access': noDirectFileAccess,
  'no-direct-directory-access': noDirectDirectoryAccess,
  'no-direct-handle-open': noDirectHandleOpen,
  'no-direct-watcher': noDirectWatcher,
  'no-path-based-stream': noPathBasedStream,
};

export type RuleName = keyof typeof rules;
