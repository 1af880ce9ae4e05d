#!/usr/bin/env node
/**
 * `npm run migration:generate -- AddSomething`: diffs the entities against the configured database
 * and writes src/database/migrations/<timestamp>-AddSomething.ts. Add the new class to
 * src/database/migrations/index.ts (the list is explicit so builds and tests load the same set).
 */
const { spawnSync } = require('node:child_process');
const { join } = require('node:path');

const name = process.argv[2];
if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
  console.error('Usage: npm run migration:generate -- PascalCaseName');
  process.exit(2);
}
const backend = join(__dirname, '..');
const result = spawnSync(
  'npx',
  ['typeorm', 'migration:generate', '-d', 'dist/database/data-source.js', '--pretty', join('src/database/migrations', name)],
  { cwd: backend, stdio: 'inherit' },
);
if (result.status === 0) console.log(`\nNow add the new class to src/database/migrations/index.ts (MIGRATIONS).`);
process.exit(result.status ?? 1);
