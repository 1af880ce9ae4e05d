// Generates the browser's API types from the server's OpenAPI description.
//   node scripts/api-types/generate.mjs          rewrite frontend/src/api/schema.gen.ts
//   node scripts/api-types/generate.mjs --check  fail when the committed file is stale
// The backend must be built first (npm run build -w backend); --build does that here.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const target = join(root, 'frontend/src/api/schema.gen.ts');
const args = new Set(process.argv.slice(2));

const HEADER = `// Generated from the server's OpenAPI description by scripts/api-types/generate.mjs.
// Do not edit: change the server's DTOs and views, then run \`npm run api:types\`.
`;

if (args.has('--build')) execFileSync('npm', ['run', 'build', '-w', 'backend'], { cwd: root, stdio: 'inherit' });

const workDir = mkdtempSync(join(tmpdir(), 'api-types-'));
let generated;
try {
  const documentPath = join(workDir, 'openapi.json');
  execFileSync(process.execPath, [join(root, 'backend/dist/openapi/write-openapi.cli.js'), documentPath], { cwd: root, stdio: 'inherit' });
  const document = JSON.parse(readFileSync(documentPath, 'utf8'));
  generated = HEADER + astToString(await openapiTS(document, { exportType: true, alphabetize: true, defaultNonNullable: false }));
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

if (args.has('--check')) {
  let committed = '';
  try {
    committed = readFileSync(target, 'utf8');
  } catch {
    // A missing file is as stale as an old one.
  }
  if (committed !== generated) {
    console.error('frontend/src/api/schema.gen.ts is out of date with the server: run `npm run api:types` and commit the result.');
    process.exit(1);
  }
  console.log('API types are up to date.');
} else {
  writeFileSync(target, generated);
  console.log(`Wrote ${target}`);
}
