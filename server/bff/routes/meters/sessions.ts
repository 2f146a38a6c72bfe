import 'server-only';
import { meterSessionsBffQuery, meterSessionsUuidParams } from '@/lib/contract/meters/bff';
import { metersBffRoutes as r } from '@/lib/contract/meters/bff-routes';
import { metersMessages } from '@/lib/messages/meters';
import { type BffContext, firstIssue } from '../../context';
import { BffError, refusals } from '../../errors';
import { orgGuards } from '../../guards';
import { bffRouter, on } from '../../route';
import {
  loadAllSessions,
  loadMeterSessions,
  type SessionsInput,
} from '../../views/meters/sessions';
import { meterSessionsRefusals } from './sessions-refusals';

/** /api/meter-sessions: paid parking sessions: per meter, all, plate search. */
export const meterSessionsRoutes = bffRouter('/api/meter-sessions');
meterSessionsRoutes.use('*', refusals(meterSessionsRefusals));

/** ?page= (from 0) and ?plate= (upper-cased; blank: no search); 400 with the field's text. */
function inputOf(c: BffContext): SessionsInput {
  const parsed = meterSessionsBffQuery.safeParse(c.req.query());
  if (!parsed.success) throw new BffError(400, 'BAD_REQUEST', firstIssue(parsed.error));
  return { page: parsed.data.page ?? 0, plate: parsed.data.plate ?? null };
}

const originOf = (c: BffContext) => new URL(c.req.url).origin;

on(meterSessionsRoutes, r.meterSessionsAll, ...orgGuards, async (c) =>
  c.json(await loadAllSessions(c.var.caller, inputOf(c), originOf(c))),
);

on(meterSessionsRoutes, r.meterSessionsOfMeter, ...orgGuards, async (c) => {
  const parsed = meterSessionsUuidParams.safeParse(c.req.param());
  if (!parsed.success) throw new BffError(404, 'NOT_FOUND', metersMessages.meterNotFound);
  return c.json(await loadMeterSessions(c.var.caller, parsed.data.uuid, inputOf(c), originOf(c)));
});
