import 'server-only';
import { Hono, type Handler, type MiddlewareHandler } from 'hono';
import type { AnyRoute } from '@/lib/contract';
import type { BffEnv } from './context';

/** Where each BFF router is mounted, so a route's path can be made relative to it. */
const mountedAt = new WeakMap<Hono<BffEnv>, string>();

/**
 * A router of BFF routes mounted at `prefix` (the full path, '/api/lists'); its area's index
 * mounts it there. Routes go on it with `on`, from their definitions (lib/contract/<area>/bff-routes.ts).
 */
export function bffRouter(prefix: string): Hono<BffEnv> {
  const app = new Hono<BffEnv>();
  mountedAt.set(app, prefix);
  return app;
}

/**
 * Mounts a handler (after any guards) on a router at its definition's method and path, so the
 * path a handler serves is the one documented and the one the browser builds.
 */
export function on(
  app: Hono<BffEnv>,
  route: AnyRoute,
  ...handlers: [...MiddlewareHandler<BffEnv>[], Handler<BffEnv>]
): void {
  const prefix = mountedAt.get(app);
  if (prefix === undefined || !(route.path === prefix || route.path.startsWith(`${prefix}/`))) {
    throw new Error(`${route.id}: ${route.path} is not under the router's prefix ${prefix}`);
  }
  app.on(route.method, [route.path.slice(prefix.length) || '/'], ...handlers);
}
