// Does loading the plugin load `typescript`? Imports only the built plugin (by its package name) in
// this fresh process, with a module hook that records every module resolved, CommonJS or ESM, and
// prints one line of JSON: the typescript modules seen and how many modules were loaded in all.
import { register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';

const hook = `
let port;
export function initialize(data) { port = data.port; }
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  port.postMessage(resolved.url);
  return resolved;
}`;
const { port1, port2 } = new MessageChannel();
const seen = new Set();
port1.on('message', (url) => seen.add(url));
port1.unref();
register(`data:text/javascript,${encodeURIComponent(hook)}`, { data: { port: port2 }, transferList: [port2] });

// Another specifier as argument checks the check itself (typescript-eslint does load typescript).
await import(process.argv[2] ?? 'eslint-plugin-vfs-compliance');
const { createRequire } = await import('node:module');
const cjs = Object.keys(createRequire(import.meta.url).cache);
await new Promise((resolve) => setTimeout(resolve, 100));

const all = [...seen, ...cjs.map((file) => `file://${file}`)];
const typescript = [...new Set(all.filter((url) => /[\\/]node_modules[\\/]typescript[\\/]/u.test(url)))];
process.stdout.write(`${JSON.stringify({ modules: new Set(all).size, typescript })}\n`);
