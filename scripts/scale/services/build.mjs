import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { run } from '../lib/processes.mjs';

/**
 * Uses the existing builds; builds a workspace only when its dist is missing. SCALE_API_ONLY=true
 * skips the front end (the checks only use the API; the replicas then serve no SPA).
 */
export async function ensureBuilt(root, { apiOnly }) {
  const workspaces = apiOnly ? ['backend'] : ['frontend', 'backend'];
  for (const workspace of workspaces) {
    if (existsSync(join(root, workspace, 'dist'))) continue;
    console.log(`${workspace}/dist is missing: building it`);
    await run('npm', ['run', 'build', '-w', workspace], { cwd: root });
  }
}
