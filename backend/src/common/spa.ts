import { NextFunction, Request, Response } from 'express';
import express from 'express';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Built React app: backend/dist/common -> frontend/dist (same depth from src/ under ts-jest). */
export const DEFAULT_FRONTEND_DIST = resolve(__dirname, '../../../frontend/dist');

/**
 * Serves the built SPA: hashed assets are cached for a year, and every other GET outside /api
 * returns index.html so deep links and reloads work. Unknown /api paths still reach Nest (JSON 404).
 */
export function spaMiddleware(distDir: string): express.RequestHandler[] {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  const assets = express.static(distDir, {
    index: false,
    setHeaders: (response, path) => {
      const isHashedAsset = path.includes(`${join(distDir, 'assets')}`);
      response.setHeader('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const fallback = (request: Request, response: Response, next: NextFunction) => {
    const isApi = request.path === '/api' || request.path.startsWith('/api/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(indexFile);
  };
  return [assets, fallback];
}
