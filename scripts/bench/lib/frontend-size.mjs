import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { run } from '../../scale/lib/processes.mjs';

/**
 * First-load JavaScript per route, measured by the front end's own size script (its ROUTES and
 * measure()) on frontend/dist, or on a private Vite build when there is none.
 */
export async function firstLoadJs(root, workDir) {
  const { ROUTES, gzipBytes, measure } = await import(pathToFileURL(join(root, 'frontend/scripts/size.mjs')).href);
  let distDir = join(root, 'frontend/dist');
  if (!existsSync(join(distDir, '.vite/manifest.json'))) {
    distDir = join(workDir, 'frontend-dist');
    await run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'], {
      cwd: join(root, 'frontend'),
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipBytes(readFileSync(join(distDir, file))));
    return sizes.get(file);
  };
  return measure(manifest, ROUTES, sizeOf).map((row) => ({
    route: row.path,
    gzippedBytes: row.bytes,
    budget: row.budget,
    files: row.files.length,
    withinBudget: !row.over,
  }));
}
