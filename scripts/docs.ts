// `npm run docs`: static API reference site in dist/docs/ (one self-contained Redoc page per API
// plus an index). The Redoc bundle is inlined, so the pages work offline and need no CDN.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APIS, redocly, repoRoot } from './generate.ts';

const outDir = join(repoRoot, 'dist', 'docs');

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Title and version from the document's info block (our YAML keeps them on fixed lines). */
function infoOf(api: string): { title: string; version: string } {
  const text = readFileSync(join(repoRoot, 'openapi', `${api}.yaml`), 'utf8');
  const title = /^ {2}title: (.+)$/m.exec(text)?.[1] ?? api;
  const version = /^ {2}version: (.+)$/m.exec(text)?.[1] ?? '';
  return { title: title.replace(/^['"]|['"]$/g, ''), version: version.replace(/^['"]|['"]$/g, '') };
}

function main(): void {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  const entries: string[] = [];
  for (const api of APIS) {
    const { title, version } = infoOf(api);
    const file = `${api}.html`;
    // Redoc's in-browser telemetry stays off (also implied by `telemetry: off` in redocly.yaml).
    redocly(['build-docs', api, '--inlineBundle', '--openapi.disableTelemetry=true', '--title', title, '-o', join(outDir, file)]);
    const html = readFileSync(join(outDir, file), 'utf8');
    // Offline guarantee: no external script may be referenced.
    if (/<script[^>]+src=["']https?:/i.test(html)) {
      throw new Error(`${file} loads a script from the network; build-docs must inline the Redoc bundle`);
    }
    if (!html.includes('"disableTelemetry":true')) throw new Error(`${file}: Redoc telemetry is not disabled`);
    entries.push(
      `      <li><a href="${file}">${escapeHtml(title)}</a> <small>${escapeHtml(version)} · <code>openapi/${api}.yaml</code></small></li>`,
    );
    console.log(`dist/docs/${file}`);
  }

  const index = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>API reference</title>
    <style>
      body { font-family: system-ui, sans-serif; max-width: 48rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.6; }
      small { color: #555; }
    </style>
  </head>
  <body>
    <h1>API reference</h1>
    <p>One page per API surface, built from <code>openapi/*.yaml</code> by <code>npm run docs</code>.</p>
    <ul>
${entries.join('\n')}
    </ul>
  </body>
</html>
`;
  writeFileSync(join(outDir, 'index.html'), index);
  console.log('dist/docs/index.html');
}

main();
