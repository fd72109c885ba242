// `npm run lint:api`: lints every API document and every shared fragment with Redocly and fails
// on any problem, warnings included; then checks what Redocly cannot see across documents:
// redocly.yaml lists exactly the APIs the generator knows, operationIds are unique overall, and
// each bundled document passes the OpenAPI schema check the services' request validator runs.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
// Deep import, pinned by the exact express-openapi-validator version in package.json: the class
// the middleware uses to reject an invalid document at start-up (stricter than Redocly on some
// points, e.g. `bearerFormat` only with scheme `bearer`).
import { OpenAPISchemaValidator } from 'express-openapi-validator/dist/framework/openapi.schema.validator.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APIS, redocly, repoRoot, runRedocly } from './generate.ts';

interface LintProblem {
  ruleId: string;
  severity: string;
  message: string;
  location: { source: { ref: string }; start?: { line: number; col: number }; pointer?: string }[];
}
interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: LintProblem[];
}

/** Redocly prints one JSON report per API, back to back; split them without a streaming parser. */
function parseReports(text: string): LintReport[] {
  const reports: LintReport[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i += 1;
      else if (ch === '"') inString = false;
    } else if (ch === '"') {
      inString = true;
    } else if (ch === '{') {
      if (depth === 0) start = i;
      depth += 1;
    } else if (ch === '}') {
      depth -= 1;
      if (depth === 0) reports.push(JSON.parse(text.slice(start, i + 1)) as LintReport);
    }
  }
  return reports;
}

/** Lints; the JSON reports say everything (warnings exit 0). Missing reports mean Redocly gave up. */
function runLint(args: readonly string[], expected: number): { reports: LintReport[]; failures: string[] } {
  const result = runRedocly(['lint', ...args, '--format=json', '--max-problems=100000', '--lint-config=error']);
  const reports = parseReports(result.stdout);
  const failures: string[] = [];
  if (reports.length !== expected) {
    failures.push(`redocly lint ${args.join(' ') || '(all APIs)'}: expected ${expected} reports, got ${reports.length}:\n${result.stderr.trim()}`);
  }
  for (const report of reports) {
    failures.push(...report.problems.map(describe));
    if (report.totals.ignored > 0) failures.push(`${report.totals.ignored} problem(s) hidden by an ignore file; fix them instead`);
  }
  return { reports, failures };
}

function describe(problem: LintProblem): string {
  const where = problem.location[0];
  const at = where ? `${where.source.ref}:${where.start?.line ?? '?'}:${where.start?.col ?? '?'}` : '(unknown)';
  return `${problem.severity.padEnd(7)} ${problem.ruleId}  ${at}  ${problem.message}`;
}

/** The API names and roots in redocly.yaml, read with a pattern (the file is ours and regular). */
function configuredApis(): Map<string, string> {
  const text = readFileSync(join(repoRoot, 'redocly.yaml'), 'utf8');
  const apis = new Map<string, string>();
  for (const match of text.matchAll(/^ {2}([a-z0-9-]+):\n {4}root: (\S+)$/gm)) {
    if (match[1] && match[2]) apis.set(match[1], match[2]);
  }
  return apis;
}

function checkConfig(): string[] {
  const problems: string[] = [];
  const apis = configuredApis();
  for (const api of APIS) {
    const root = apis.get(api);
    if (root === undefined) problems.push(`redocly.yaml does not list API '${api}'`);
    else if (root !== `openapi/${api}.yaml`) problems.push(`redocly.yaml: API '${api}' must have root openapi/${api}.yaml, not ${root}`);
  }
  for (const api of apis.keys()) {
    if (!(APIS as readonly string[]).includes(api)) problems.push(`redocly.yaml lists '${api}', which scripts/generate.ts does not know`);
  }
  return problems;
}

type Doc = { paths?: Record<string, Record<string, { operationId?: string } | unknown>> };
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

function checkBundles(): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'vert-lint-api-'));
  try {
    redocly(['bundle', ...APIS, '--dereferenced', '--ext', 'json', '-o', dir]);
    const seen = new Map<string, string>();
    const problems: string[] = [];
    const schemaValidator = new OpenAPISchemaValidator({ version: '3.1.0', validateApiSpec: true });
    for (const api of APIS) {
      const doc = JSON.parse(readFileSync(join(dir, `${api}.json`), 'utf8')) as Doc;
      const { errors } = schemaValidator.validate(doc as Parameters<OpenAPISchemaValidator['validate']>[0]);
      for (const e of errors ?? []) problems.push(`${api}: not a valid OpenAPI 3.1 document at ${e.instancePath || '/'}: ${e.message ?? e.keyword}`);

      for (const [path, item] of Object.entries(doc.paths ?? {})) {
        for (const [method, op] of Object.entries(item)) {
          if (!METHODS.has(method)) continue;
          const id = (op as { operationId?: string }).operationId;
          const here = `${api} ${method.toUpperCase()} ${path}`;
          if (!id) {
            problems.push(`${here}: no operationId`);
            continue;
          }
          const before = seen.get(id);
          if (before) problems.push(`operationId '${id}' is used twice: ${before} and ${here}`);
          else seen.set(id, here);
        }
      }
    }
    console.log(`operationIds: ${seen.size} across ${APIS.length} documents`);
    return problems;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function main(): void {
  const failures: string[] = [...checkConfig()];

  const fragments = readdirSync(join(repoRoot, 'openapi', 'components'))
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => `openapi/components/${f}`);
  failures.push(...runLint([], APIS.length).failures);
  // Fragments hold components for other documents and serve nothing themselves, so "unused
  // component" and "no servers" do not apply; every other rule does.
  failures.push(...runLint([...fragments, '--skip-rule=no-unused-components', '--skip-rule=no-empty-servers'], fragments.length).failures);
  console.log(`redocly: ${APIS.length} APIs and ${fragments.length} fragments linted`);

  try {
    failures.push(...checkBundles());
  } catch (error) {
    failures.push(error instanceof Error ? error.message : String(error));
  }

  if (failures.length > 0) {
    console.error(failures.join('\n'));
    console.error(`\nlint:api failed with ${failures.length} problem(s) (warnings count).`);
    process.exitCode = 1;
    return;
  }
  console.log('lint:api: no problems.');
}

main();
