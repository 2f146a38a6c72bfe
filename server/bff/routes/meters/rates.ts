import 'server-only';
import { getCookie } from 'hono/cookie';
import { createMeterRate, deleteMeterRate, meterRateFields, updateMeterRate } from '@/lib/contract';
import { metersBffRoutes as r } from '@/lib/contract/meters/bff-routes';
import { meterRateParams, meterRatesParams } from '@/lib/contract/meters/bff';
import { metersMessages } from '@/lib/messages/meters';
import { TZ_COOKIE } from '@/lib/hooks/tz-cookie';
import { checkRateSlot } from '@/lib/rules/meters/rate-slot';
import { type BffContext, parseBody } from '../../context';
import { BffError, refusals, refuseAs } from '../../errors';
import { orgGuards } from '../../guards';
import { bffRouter, on } from '../../route';
import { loadMeterRates } from '../../views/meters/rates';
import {
  meterRateRemoveRefusals,
  meterRateSaveRefusals,
  meterRatesRefusals,
} from './rates-refusals';

/** /api/meter-rates: the weekly rate schedule (time rates). */
export const meterRatesRoutes = bffRouter('/api/meter-rates');
meterRatesRoutes.use('*', refusals(meterRatesRefusals));

/** The :meter (and :uuid) of the path; a malformed one is one that does not exist (404). */
function meterOf(c: BffContext): string {
  const parsed = meterRatesParams.safeParse(c.req.param());
  if (!parsed.success) throw new BffError(404, 'METER_NOT_FOUND', metersMessages.rateNoSuchMeter);
  return parsed.data.meter;
}

function rateOf(c: BffContext): { meter: string; uuid: string } {
  const meter = meterOf(c);
  const parsed = meterRateParams.safeParse(c.req.param());
  if (!parsed.success) throw new BffError(404, 'RATE_NOT_FOUND', metersMessages.rateNoSuchRate);
  return { meter, uuid: parsed.data.uuid };
}

/** The body with the §5 rules checked here too (400 with the rule's text before any call). */
async function slotBody(c: BffContext) {
  const body = await parseBody(c, meterRateFields);
  const checked = checkRateSlot(body);
  if (!checked.ok) throw new BffError(400, 'BAD_REQUEST', checked.message);
  return body;
}

on(meterRatesRoutes, r.meterRates, ...orgGuards, async (c) =>
  c.json(await loadMeterRates(c.var.caller, meterOf(c), getCookie(c, TZ_COOKIE))),
);

on(meterRatesRoutes, r.createMeterRate, ...orgGuards, async (c) => {
  const meter = meterOf(c);
  const body = await slotBody(c);
  const p = c.var.caller;
  refuseAs(c, meterRateSaveRefusals);
  const rate = await p.call(createMeterRate, {
    params: { entity: p.entity },
    body: { ...body, meterUuid: meter },
  });
  return c.json(rate, 201);
});

on(meterRatesRoutes, r.updateMeterRate, ...orgGuards, async (c) => {
  const { meter, uuid } = rateOf(c);
  const body = await slotBody(c);
  const p = c.var.caller;
  refuseAs(c, meterRateSaveRefusals);
  const rate = await p.call(updateMeterRate, {
    params: { entity: p.entity, uuid },
    body: { ...body, meterUuid: meter },
  });
  return c.json(rate);
});

on(meterRatesRoutes, r.deleteMeterRate, ...orgGuards, async (c) => {
  const { uuid } = rateOf(c);
  const p = c.var.caller;
  refuseAs(c, meterRateRemoveRefusals);
  await p.call(deleteMeterRate, { params: { entity: p.entity, uuid } });
  return c.json({ ok: true as const });
});
