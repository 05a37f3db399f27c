/** Every (method, path) an Express app registers, read from its router: for tests that must cover every route. */
import type { Express } from 'express';

export interface RegisteredRoute {
  method: string;
  /** The path as registered (`/api/prayers/:id/complete`), or a RegExp's source for regex routes. */
  path: string;
}

const joinPath = (a: string, b: string) => {
  const p = `${a}/${b}`.replace(/\/+/g, '/');
  return p.length > 1 ? p.replace(/\/$/, '') : p;
};

/** Every (method, path) of the app: routes of the app and of every router mounted in it, at any depth. */
export function registeredRoutes(root: Express): RegisteredRoute[] {
  const found = new Map<string, RegisteredRoute>();
  const walk = (stack: any[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const raw = layer.route.path;
        const path = raw instanceof RegExp ? `${prefix}${raw.source}` : joinPath(prefix, String(raw));
        for (const m of Object.keys(layer.route.methods)) {
          const method = m === '_all' ? 'ALL' : m.toUpperCase();
          found.set(`${method} ${path}`, { method, path });
        }
      } else if (Array.isArray(layer.handle?.stack)) {
        const mount = typeof layer.rawPath === 'string' ? layer.rawPath : '/';
        walk(layer.handle.stack, joinPath(prefix, mount));
      }
    }
  };
  walk((root as any).router.stack, '');
  return [...found.values()];
}
