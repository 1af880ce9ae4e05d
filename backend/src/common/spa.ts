import { NextFunction, Request, Response } from 'express';
import express from 'express';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { readRoutePreloads, withPreloads } from './route-preloads';

/** Built React app: backend/dist/common -> frontend/dist (same depth from src/ under ts-jest). */
export const DEFAULT_FRONTEND_DIST = resolve(__dirname, '../../../frontend/dist');

/**
 * Serves the built SPA: hashed assets are cached for a year, and every other GET outside /api
 * returns index.html so deep links and reloads work. Unknown /api paths still reach Nest (JSON 404).
 * For the pages the build names in route-preloads.json (the customer's / and /vehicles), the HTML
 * also preloads that page's screen, so its scripts are fetched while the HTML is parsed instead of
 * after the entry has run. index.html and the map are read per request, like sendFile did: a new
 * build in place is served at once.
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
    const path = request.path.length > 1 ? request.path.replace(/\/+$/, '') : request.path;
    readRoutePreloads(distDir)
      .then(async (preloads) => {
        const tags = preloads.get(path);
        if (!tags) return response.sendFile(indexFile);
        response.type('html').send(withPreloads(await readFile(indexFile, 'utf8'), tags));
      })
      .catch(next);
  };
  return [assets, fallback];
}
