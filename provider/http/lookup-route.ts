import type { Hono } from 'hono';
import type { z } from 'zod';
import type { GivenLookupReason } from '../../lib/rules/privacy/lookup-reason';
import { lookupReasonOrRefuse, recordLookup, type LookupKind } from '../services/access';
import { clientAddressOf } from './client-address';
import type { ProviderEnv } from './env';
import { isInProcess } from './in-process';
import type { InOrganisation } from './route-access';
import type { Call, RouteInput, RouteResult } from './route-input';

/**
 * A route's look-up declaration (issue 30 item 2), said once where the route is mounted
 * (`staff.lookup(call, { what, plateOf }, handler)`, provider/routes/org-routes.ts): the route
 * wrapper checks the reason the organisation may require before the handler runs (a refusal
 * records nothing) and records the look-up once the handler has answered.
 */
export interface LookupDeclaration<C extends Call> {
  /** What kind of look-up the audit log calls it. */
  what: LookupKind | ((input: RouteInput<C>) => LookupKind);
  /**
   * The plate the call names in its input (normalised); null or '': this call names none (a
   * report by dates), so it is no look-up: no reason asked, nothing recorded.
   */
  plateOf?: (input: RouteInput<C>) => string | null | undefined;
  /** Or the plate of the record it answers (a scan's): the reason is asked first either way. */
  answerPlate?: (answer: z.input<C['response']>) => { plate: string; targetUuid: string };
}

const lookupTables = new WeakMap<Hono<ProviderEnv>, Map<string, LookupKind | 'by-input'>>();

/** The calls an app has mounted as look-ups (tests walk them). */
export function lookupTableOf(
  app: Hono<ProviderEnv>,
): ReadonlyMap<string, LookupKind | 'by-input'> {
  return lookupTables.get(app) ?? new Map();
}

/** A look-up call's query must take the reason fields (lib/contract/privacy/lookups.ts). */
function takesReason(call: Call): boolean {
  const shape = (call.query as { shape?: Record<string, unknown> } | undefined)?.shape;
  return Boolean(shape && 'reason' in shape && 'reasonText' in shape);
}

/** Wraps an organisation route's handler with its look-up declaration. */
export function lookupHandler<C extends Call>(
  app: Hono<ProviderEnv>,
  call: C,
  declaration: LookupDeclaration<C>,
  handler: (input: RouteInput<C> & InOrganisation) => RouteResult<C>,
) {
  if (!takesReason(call)) throw new Error(`${call.id}: a look-up's query takes reason fields`);
  if (!declaration.plateOf === !declaration.answerPlate) {
    throw new Error(`${call.id}: a look-up names its plate by input or by answer`);
  }
  const table = lookupTables.get(app) ?? new Map();
  lookupTables.set(app, table);
  table.set(call.id, typeof declaration.what === 'string' ? declaration.what : 'by-input');

  return async (input: RouteInput<C> & InOrganisation) => {
    const named = declaration.plateOf ? declaration.plateOf(input) : undefined;
    if (declaration.plateOf && !named) return handler(input);
    const reason = lookupReasonOrRefuse(input.ctx, input.query as GivenLookupReason);
    const answer = await handler(input);
    const found = declaration.answerPlate?.(answer);
    const plate = named ?? found?.plate;
    if (!plate) return answer;
    const req = input.c.req.raw;
    await recordLookup(input.ctx, {
      what: typeof declaration.what === 'string' ? declaration.what : declaration.what(input),
      plate,
      reason,
      clientAddress: clientAddressOf(req),
      via: isInProcess(req) ? 'dashboard' : 'api',
      targetUuid: found?.targetUuid ?? null,
    });
    return answer;
  };
}
