// node --test scripts/docs-references.test.mjs: comments and texts in the repository say the reason
// themselves. They never send the reader to a document the repository does not hold (the product and
// design notes kept elsewhere, their section numbers, or an issue tracker's numbers), because a reader
// of the code cannot follow such a pointer and it goes stale without anyone noticing.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join, relative, sep } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(import.meta.url);
const root = join(dirname(here), '..');

/** Folders never read anywhere: installed, built and generated files. */
const SKIPPED_NAMES = new Set(['node_modules', '.git', 'dist', 'coverage', 'data', 'test-results', 'playwright-report', '.artifacts']);
/** Top-level folders not read: docs/ is the repository's own documentation and may name its sources. */
const SKIPPED_TOP = new Set(['docs']);
const TEXT_EXTENSIONS = new Set([
  '.ts',
  '.tsx',
  '.js',
  '.mjs',
  '.cjs',
  '.json',
  '.hbs',
  '.html',
  '.md',
  '.yml',
  '.yaml',
  '.css',
  '.sh',
  '.sql',
  '.conf',
  '.example',
]);
const TEXT_NAMES = new Set(['Dockerfile', '.env.example', '.dockerignore', '.gitignore']);
/** Too large to be worth reading, and written by npm. */
const SKIPPED_FILES = new Set(['package-lock.json']);

// The document names are put together here so that this file does not cite them itself.
const DOCUMENTS = ['SPEC', 'DESIGN', 'STYLE'].join('|');
const CITATIONS = [
  { why: 'names a document outside the repository', pattern: new RegExp(`\\b(?:${DOCUMENTS})(?:\\.md\\b|'s\\b)`) },
  { why: 'points at a numbered section', pattern: /\b[Ss]ections? \d+\b|\u00a7/ },
  { why: "points at an issue tracker's number", pattern: /\b[Ii]ssues? #?\d+\b/ },
];

/** Why `line` sends the reader elsewhere, or null when it does not. */
export function citationIn(line) {
  for (const { why, pattern } of CITATIONS) if (pattern.test(line)) return why;
  return null;
}

function isText(name) {
  return TEXT_NAMES.has(name) || TEXT_EXTENSIONS.has(extname(name));
}

function* textFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Symbolic links (a worktree's node_modules, say) lead outside what the repository holds.
    if (entry.isSymbolicLink()) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (SKIPPED_NAMES.has(entry.name)) continue;
      if (dir === root && SKIPPED_TOP.has(entry.name)) continue;
      yield* textFiles(path);
    } else if (entry.isFile() && isText(entry.name) && !SKIPPED_FILES.has(entry.name) && path !== here) {
      yield path;
    }
  }
}

test('the check catches each kind of pointer and lets ordinary text through', () => {
  const doc = (name) => `${name}.md`;
  for (const line of [
    `/** Staff may not see the IC image (${doc('SPEC')}, ${'section'} 6). */`,
    `// See ${doc('DESIGN')}: confirm before destroy.`,
    `// Written as ${doc('STYLE')} asks.`,
    `/** ${'SPEC'}'s one-step sign-in. */`,
    ` * The whole schema of ${'section'} 3.`,
    ' * Faults (issue 13, point 4): what the API does.',
    '/* Issue 8: the language of each customer. */',
    ' * Back to the staff dashboard (\u00a7 2).',
  ]) {
    assert.notEqual(citationIn(line), null, line);
  }
  for (const line of [
    'const code = await this.codes.issue(email, customer.id);',
    'return result.success ? [] : result.error.issues.map((issue) => issue.message);',
    "forcePathStyle: reader.boolean('S3_FORCE_PATH_STYLE', false),",
    "testRegex: '.*\\\\.spec\\\\.ts$',",
    "/** What every storage driver must do alike; each driver's spec runs this against its own store. */",
    '// Every control is at least 44 x 44 px (WCAG 2.5.5).',
    'See docs/architecture.md for the layers.',
  ]) {
    assert.equal(citationIn(line), null, line);
  }
});

test('no file outside docs/ sends the reader to a document the repository does not hold', () => {
  const found = [];
  let read = 0;
  for (const path of textFiles(root)) {
    read += 1;
    const lines = readFileSync(path, 'utf8').split('\n');
    lines.forEach((line, index) => {
      const why = citationIn(line);
      if (why) found.push(`${relative(root, path).split(sep).join('/')}:${index + 1}: ${why}: ${line.trim()}`);
    });
  }
  // A walk that read nothing (run from the wrong place, say) would pass without checking anything.
  assert.ok(read > 100, `only ${read} files were read from ${root}`);
  assert.deepEqual(found, [], `Say the reason in the comment itself instead:\n${found.join('\n')}`);
});
