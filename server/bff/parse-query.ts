import 'server-only';
import type { Context } from 'hono';
import type { z } from 'zod';
import { firstIssue } from './context';
import { BffError } from './errors';

/** Parses the query string with a schema; 400 with a readable message when it does not fit. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw new BffError(400, 'BAD_REQUEST', firstIssue(parsed.error));
  return parsed.data;
}
