// Contract-first generator: openapi/*.yaml -> generated/ (dereferenced JSON for the runtime
// validator, openapi-typescript types, an index). Output is byte-deterministic and committed;
// `npm run generate:check` regenerates into a temp dir and fails on any drift.
//
//   tsx scripts/generate.ts            write generated/
//   tsx scripts/generate.ts --check    compare a fresh generation with generated/, exit 1 on drift
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Every API surface, in the order of redocly.yaml. Names equal the document basenames. */
export const APIS = [
  'fdx-v6',
  'fdx-recipient',
  'fdx-consent',
  'fdx-admin',
  'ledger',
  'payments',
  'risk',
  'bff',
] as const;
export type ApiName = (typeof APIS)[number];

export const isApiName = (name: string): name is ApiName => (APIS as readonly string[]).includes(name);

/** The paths of generated/ this generator owns; the drift check compares exactly these. */
const OWNED = ['openapi', 'types', 'index.ts'] as const;

const JSON_BANNER = 'DO NOT EDIT — run npm run generate';
const tsBanner = (source: string): string =>
  `// DO NOT EDIT — generated from ${source} by \`npm run generate\`; edit the OpenAPI document instead.\n`;

/** Runs the Redocly CLI with telemetry and update checks off, whatever its exit status. */
export function runRedocly(args: readonly string[]): { status: number; stdout: string; stderr: string } {
  const result = spawnSync(join(repoRoot, 'node_modules', '.bin', 'redocly'), [...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
  });
  if (result.error) throw result.error;
  return { status: result.status ?? 1, stdout: result.stdout, stderr: stripNodeBanner(result.stderr) };
}

/** Runs the Redocly CLI and returns its stdout; prints its output and throws when it fails. */
export function redocly(args: readonly string[]): string {
  const result = runRedocly(args);
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`redocly ${args.join(' ')} failed (exit ${result.status})`);
  }
  return result.stdout;
}

/** Redocly 2.x prints a boxed Node 20 deprecation notice on every run; it is noise here. */
export function stripNodeBanner(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/[╔╚║]/.test(line))
    .join('\n');
}

/** Bundles every API twice: fully dereferenced (runtime) and with named components (types). */
function bundleAll(workDir: string): { dereferenced: string; named: string } {
  const dereferenced = join(workDir, 'dereferenced');
  const named = join(workDir, 'named');
  const common = ['--ext', 'json', '--component-renaming-conflicts-severity', 'error'];
  redocly(['bundle', ...APIS, '--dereferenced', ...common, '-o', dereferenced]);
  redocly(['bundle', ...APIS, ...common, '-o', named]);
  return { dereferenced, named };
}

async function generate(outDir: string): Promise<void> {
  const workDir = mkdtempSync(join(tmpdir(), 'vert-generate-'));
  try {
    const bundles = bundleAll(workDir);
    for (const part of OWNED) rmSync(join(outDir, part), { recursive: true, force: true });
    mkdirSync(join(outDir, 'openapi'), { recursive: true });
    mkdirSync(join(outDir, 'types'), { recursive: true });

    for (const api of APIS) {
      const source = `openapi/${api}.yaml`;

      // (a) the dereferenced document the request validator loads; the marker goes first.
      const dereferenced = JSON.parse(readFileSync(join(bundles.dereferenced, `${api}.json`), 'utf8')) as object;
      const marked = { 'x-generated': JSON_BANNER, ...dereferenced };
      writeFileSync(join(outDir, 'openapi', `${api}.json`), `${JSON.stringify(marked, null, 2)}\n`);

      // (b) types from the bundle that keeps component names, so schemas stay named types.
      const named = JSON.parse(readFileSync(join(bundles.named, `${api}.json`), 'utf8')) as Parameters<typeof openapiTS>[0];
      const ast = await openapiTS(named, { alphabetize: true, silent: true });
      writeFileSync(join(outDir, 'types', `${api}.ts`), tsBanner(source) + astToString(ast));
    }

    // (c) the index: document locations and the types as namespaces.
    writeFileSync(join(outDir, 'index.ts'), renderIndex());
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

const namespaceOf = (api: ApiName): string =>
  api
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

function renderIndex(): string {
  const lines = [
    tsBanner('openapi/*.yaml').trimEnd(),
    '// Where each API document lives and its types. Services load `apiDocuments[name]` into the',
    '// request validator; handlers and SDKs use the namespaces (`FdxV6.operations[...]`).',
    "import { fileURLToPath } from 'node:url';",
    '',
    `export const apiNames = [${APIS.map((a) => `'${a}'`).join(', ')}] as const;`,
    'export type ApiName = (typeof apiNames)[number];',
    '',
    '/** Absolute path of each API\'s fully dereferenced OpenAPI document (JSON). */',
    'export const apiDocuments: { readonly [name in ApiName]: string } = {',
    ...APIS.map((a) => `  '${a}': fileURLToPath(new URL('./openapi/${a}.json', import.meta.url)),`),
    '};',
    '',
    ...APIS.map((a) => `export type * as ${namespaceOf(a)} from './types/${a}.ts';`),
    '',
  ];
  return lines.join('\n');
}

/** Relative paths of every file under `dir` (restricted to the owned parts), sorted. */
function listOwned(dir: string): string[] {
  const files: string[] = [];
  const walk = (path: string): void => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path).sort()) walk(join(path, entry));
    } else {
      files.push(relative(dir, path));
    }
  };
  for (const part of OWNED) walk(join(dir, part));
  return files.sort();
}

async function check(): Promise<boolean> {
  const committed = join(repoRoot, 'generated');
  const fresh = mkdtempSync(join(tmpdir(), 'vert-generate-check-'));
  try {
    await generate(fresh);
    const want = listOwned(fresh);
    const have = listOwned(committed);
    const drift = [
      ...want.filter((f) => !have.includes(f)).map((f) => `missing:  generated/${f}`),
      ...have.filter((f) => !want.includes(f)).map((f) => `extra:    generated/${f}`),
      ...want
        .filter((f) => have.includes(f))
        .filter((f) => !readFileSync(join(fresh, f)).equals(readFileSync(join(committed, f))))
        .map((f) => `changed:  generated/${f}`),
    ];
    if (drift.length === 0) {
      console.log(`generated/ is up to date (${want.length} files).`);
      return true;
    }
    console.error(drift.join('\n'));
    console.error('generated/ is stale: run `npm run generate` and commit the result');
    return false;
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--check')) {
    process.exitCode = (await check()) ? 0 : 1;
    return;
  }
  await generate(join(repoRoot, 'generated'));
  console.log(`generated/: ${APIS.length} APIs (openapi/*.json, types/*.ts, index.ts)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
