#!/usr/bin/env node
// The `vfs-compliance-audit` bin (package.json "bin"); everything it does is in command.ts.
import { main } from './command.js';

process.exitCode = await main(process.argv.slice(2));
