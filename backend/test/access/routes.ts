import { INestApplication } from '@nestjs/common';
import { METHODS } from 'node:http';

export interface RouteKey {
  method: string;
  path: string;
}

interface RouterLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/**
 * Every route the running app's Express router holds, as 'METHOD /path' (Nest registers each
 * controller handler there), so a suite built on this list cannot miss a route added later.
 */
export function routesOf(app: INestApplication): RouteKey[] {
  const express = app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } };
  const keys: RouteKey[] = [];
  for (const layer of express.router.stack) {
    if (!layer.route) continue;
    const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
    const methods = Object.keys(layer.route.methods).filter((method) => method !== '_all');
    // Middleware bound to every path (the request logger) is registered once per Node method.
    const everyMethod = METHODS.every((method) => methods.includes(method.toLowerCase()));
    for (const path of paths) {
      if (everyMethod) keys.push({ method: 'ALL', path });
      else for (const method of methods) keys.push({ method: method.toUpperCase(), path });
    }
  }
  return keys;
}

/** 'METHOD /path'; 'ALL /path' for a path bound for every method. */
export const routeName = (route: RouteKey) => `${route.method} ${route.path}`;
