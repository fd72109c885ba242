// Worker threads whose entry is TypeScript: tsx's loader is registered inside the worker before
// its entry is imported, as it is for the process itself (`tsx src/main.ts`). tsx's ESM API is
// found through createRequire, which works under every loader (import.meta.resolve does not under
// vitest's).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

let tsxApi: string | undefined;

/** URL of tsx's ESM API (the `import` export of `tsx/esm/api`). */
function tsxEsmApi(): string {
  if (tsxApi) return tsxApi;
  const require = createRequire(import.meta.url);
  const manifest = require('tsx/package.json') as { exports: Record<string, { import: { default: string } }> };
  tsxApi = pathToFileURL(join(dirname(require.resolve('tsx/package.json')), manifest.exports['./esm/api']!.import.default)).href;
  return tsxApi;
}

/** Starts a worker thread running the TypeScript module at `entry` with `workerData`. */
export function startTypeScriptWorker(entry: URL, workerData: unknown): Worker {
  const boot = `import(${JSON.stringify(tsxEsmApi())}).then((api) => { api.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(boot, { eval: true, workerData });
}
