// `npm run mock -- <api> [--port N]`: Prism mock server for one API, answering from the examples
// in its generated document, so partners can integrate before (or without) a running service.
// CORS stays off, as on the real provider routes.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { APIS, isApiName, repoRoot } from './generate.ts';

/** Mock ports sit apart from the services (4000-4004): 4010 for the first API, then one each. */
const defaultPort = (index: number): number => 4010 + index;

function usage(): string {
  return [
    'usage: npm run mock -- <api> [--port N]',
    '',
    'APIs (default port):',
    ...APIS.map((api, i) => `  ${api.padEnd(14)} ${defaultPort(i)}`),
  ].join('\n');
}

function main(): void {
  const args = process.argv.slice(2);
  const api = args.find((a) => !a.startsWith('--'));
  if (api === undefined || !isApiName(api)) {
    if (api !== undefined) console.error(`unknown API '${api}'\n`);
    console.error(usage());
    process.exitCode = 2;
    return;
  }
  const portFlag = args.indexOf('--port');
  const port = portFlag >= 0 ? Number(args[portFlag + 1]) : defaultPort(APIS.indexOf(api));
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`invalid port '${args[portFlag + 1] ?? ''}'`);
    process.exitCode = 2;
    return;
  }
  const document = join(repoRoot, 'generated', 'openapi', `${api}.json`);
  if (!existsSync(document)) {
    console.error(`${document} is missing: run \`npm run generate\` first`);
    process.exitCode = 1;
    return;
  }

  const prism = spawn(join(repoRoot, 'node_modules', '.bin', 'prism'), ['mock', document, '--host', '127.0.0.1', '--port', String(port), '--cors=false'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  // Stop Prism with us; it exits on the forwarded signal and we exit with its status.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => prism.kill(signal));
  }
  prism.on('exit', (code, signal) => {
    process.exitCode = code ?? (signal ? 0 : 1);
  });
}

main();
