import 'server-only';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { SessionToken } from '@/server/auth/session-token';
import type { SessionOrg } from '@/lib/contract/auth/bff';
import type { OrgProviderClient, ProviderClient } from '@/server/provider-client';
import { BffError, coreRefusals, type RefusalTable } from './errors';

/**
 * Who calls on an organisation's screen: the provider client bound to the session's token, the
 * chosen organisation and the client's address, with the session and organisation themselves.
 * The organisation guard puts it on the request context; the first view builds the same
 * (server/first-view.ts), so a screen's loader takes it from either.
 */
export interface OrgCaller extends OrgProviderClient {
  readonly session: SessionToken;
  readonly org: SessionOrg;
}

/** What the guards and the area middleware put on the request context. */
export interface BffEnv {
  Variables: {
    session: SessionToken;
    org: SessionOrg;
    /** The provider client bound by requireSession (token, client address); requireOrg adds the organisation. */
    provider: ProviderClient;
    /** Set by requireOrg: the client bound to the organisation too, with the session and organisation. */
    caller: OrgCaller;
    /** The provider refusals' texts of the area (and action) answering: see errors.ts. */
    refusals: RefusalTable;
  };
}

export type BffContext = Context<BffEnv>;

/** The first readable message of a zod failure. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    const field = String(issue.path.at(-1) ?? 'value')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase();
    return `${field.charAt(0).toUpperCase()}${field.slice(1)} is required.`;
  }
  return issue.message;
}

/** Parses a JSON body with a schema; 400 with a readable message when it does not fit. */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const raw: unknown = await c.req.json().catch(() => undefined);
  if (raw === undefined) throw new BffError(400, 'BAD_REQUEST', 'The request body must be JSON.');
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new BffError(400, 'BAD_REQUEST', firstIssue(parsed.error));
  return parsed.data;
}

/** Parses path parameters with a schema. */
export function parseParams<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.param());
  if (!parsed.success) throw new BffError(400, 'BAD_REQUEST', firstIssue(parsed.error));
  return parsed.data;
}

/** The refusal table of this request (the core table outside any area). */
export function refusalsOf(c: BffContext): RefusalTable {
  return c.get('refusals') ?? coreRefusals;
}
