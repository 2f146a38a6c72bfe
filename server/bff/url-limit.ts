import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { messages } from '@/lib/messages';
import type { BffEnv } from './context';
import { errorResponse } from './errors';
import { URL_MAX_CHARS } from './limits';

/** A URL longer than URL_MAX_CHARS is 414 with the error shape, before any guard or route reads it. */
export const urlLimit: MiddlewareHandler<BffEnv> = async (c, next) => {
  const url = c.req.url;
  // Only the path and query count: the origin is the server's own, not the client's choice.
  const length = url.length - new URL(url).origin.length;
  if (length > URL_MAX_CHARS) return errorResponse(414, 'URI_TOO_LONG', messages.urlTooLong);
  await next();
};
