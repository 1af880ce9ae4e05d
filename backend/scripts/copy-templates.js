#!/usr/bin/env node
/**
 * The compiler copies no .hbs files, yet each domain keeps its handlebars templates beside the
 * code that fills them, and the server loads them relative to its own compiled files. This copies
 * every template under src/ to the same place under the output folder (dist/ unless told).
 */
const { cpSync, readdirSync } = require('node:fs');
const { join, relative, resolve } = require('node:path');

const source = resolve(__dirname, '../src');
const output = resolve(process.argv[2] ?? join(__dirname, '../dist'));

function* templates(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* templates(path);
    else if (entry.name.endsWith('.hbs')) yield path;
  }
}

let count = 0;
for (const file of templates(source)) {
  const target = join(output, relative(source, file));
  cpSync(file, target);
  count += 1;
}
if (count === 0) throw new Error(`No templates found under ${source}`);
console.log(`Copied ${count} templates to ${relative(process.cwd(), output) || '.'}`);
