import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createTestApp, TestApp } from './test-app';

/** The app serving a stand-in frontend/dist made of the given files (paths relative to dist). */
export async function createAppWithFrontend(files: Record<string, string | Buffer>): Promise<TestApp> {
  const dist = mkdtempSync(join(tmpdir(), 'rental-dist-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), content);
  }
  const app = await createTestApp({ FRONTEND_DIST: dist });
  return {
    ...app,
    close: async () => {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}
