// Prints a development access token from the built-in dev issuer, and nothing else, so that
// TOKEN=$(npm run -s token -- --env demo --scope "vert:ledger:accounts:read") works.
import { parseArgs } from 'node:util';
import { DevIssuer } from '../src/platform/auth/dev-issuer.ts';
import { loadConfig } from '../src/platform/config.ts';
import { devIssuerUrl } from '../src/platform/runtime.ts';

const DEFAULT_AUDIENCE = ['vert-fdx', 'vert-ledger', 'vert-payments', 'vert-risk'];
const USAGE = `usage: npm run -s token -- --env <envId> --scope "<scopes>" [--sub demo-teller] [--aud "<aud ...>"] [--ttl 3600] [--jkt <thumbprint>] [--client <id>]
       npm run -s token -- --m2m [--sub <service>] [--scope "platform:internal ..."] [--env <envId>]`;

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        env: { type: 'string' },
        scope: { type: 'string' },
        sub: { type: 'string' },
        aud: { type: 'string', multiple: true },
        ttl: { type: 'string' },
        jkt: { type: 'string' },
        client: { type: 'string' },
        m2m: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }));
  } catch (e) {
    fail((e as Error).message);
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const m2m = values.m2m ?? false;
  if (!m2m && values.env === undefined) fail('--env is required for user tokens');
  if (!m2m && values.scope === undefined) fail('--scope is required for user tokens');
  const ttlSeconds = values.ttl === undefined ? 3600 : Number(values.ttl);
  if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1 || ttlSeconds > 86_400) fail('--ttl must be whole seconds in 1..86400');

  const dataDir = process.env.DATA_DIR ?? '.data';
  // A memory issuer would sign with a key no running server knows, so the token could never verify.
  if (dataDir.startsWith('memory')) fail(`DATA_DIR=${dataDir} keeps no dev issuer key; point it at a directory`);
  const issuer = await DevIssuer.load(dataDir, { issuer: devIssuerUrl(loadConfig()) });
  const split = (value: string) => value.split(/\s+/).filter((s) => s.length > 0);
  const audience = values.aud === undefined ? DEFAULT_AUDIENCE : values.aud.flatMap(split);

  const token = await issuer.mint({
    // A member of staff by default; `--sub alice` acts as the demo customer (sees only her accounts).
    subject: values.sub ?? (m2m ? 'dev-service' : 'demo-teller'),
    scopes: split(values.scope ?? (m2m ? 'platform:internal' : '')),
    audience,
    ttlSeconds,
    ...(values.env !== undefined ? { envId: values.env } : {}),
    ...(values.client !== undefined ? { clientId: values.client } : {}),
    ...(values.jkt !== undefined ? { jkt: values.jkt } : {}),
    ...(m2m ? { tokenUse: 'm2m' as const } : {}),
  });
  process.stdout.write(`${token}\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
