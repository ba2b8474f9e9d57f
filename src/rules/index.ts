import noDirectDirectoryAccess from './no-direct-directory-access.js';
import noDirectFileAccess from './no-direct-file-access.js';
import noDirectHandleOpen from './no-direct-handle-open.js';
import noDirectWatcher from './no-direct-watcher.js';
import noLexicalContainment from './no-lexical-containment.js';
import noOptionalFileSystemService from './no-optional-file-system-service.js';
import noPathBasedStream from './no-path-based-stream.js';
import noPathResolveOnInput from './no-path-resolve-on-input.js';
import validSuppression from './valid-suppression.js';

export const rules = {
  'no-direct-file-access': noDirectFileAccess,
  'no-direct-directory-access': noDirectDirectoryAccess,
  'no-direct-handle-open': noDirectHandleOpen,
  'no-path-resolve-on-input': noPathResolveOnInput,
  'no-direct-watcher': noDirectWatcher,
  'no-path-based-stream': noPathBasedStream,
  'no-optional-file-system-service': noOptionalFileSystemService,
  'no-lexical-containment': noLexicalContainment,
  'valid-suppression': validSuppression,
};
