import 'server-only';
import { getCookie } from 'hono/cookie';
import {
  createMeterRate,
  deleteMeterRate,
  listMeterRates,
  meterRate,
  meterRateFields,
  meterRatesAnswer,
  timezone,
  updateMeterRate,
} from '@/lib/contract';
import { okBody } from '@/lib/contract/define-call';
import { meterRateParams, meterRatesParams } from '@/lib/contract/meters/bff';
import { metersBffRoutes as r } from '@/lib/contract/meters/bff-routes';
import { TZ_COOKIE } from '@/lib/hooks/tz-cookie';
import { metersMessages as m } from '@/lib/messages/meters';
import { checkRateSlot } from '@/lib/rules/meters/rate-slot';
import { bffArea, endpoint } from '../../endpoint';
import { BffError, PROVIDER_FAILED, PROVIDER_FAILED_STATUS } from '../../errors';

/** /api/meter-rates: the weekly rate schedule (time rates). */

/** A malformed meter or slot id is one that does not exist (404 with its text). */
const RATE_PARAMS = {
  meter: { code: 'METER_NOT_FOUND', message: m.rateNoSuchMeter },
  uuid: { code: 'RATE_NOT_FOUND', message: m.rateNoSuchRate },
};

const NOT_FOUND = { 404: 'No such meter or slot (or another organisation’s).' };
const RULES = {
  400: 'A rate slot rule is broken: the text says which.',
  409: 'The slot overlaps another slot of the meter.',
  ...NOT_FOUND,
};

/** Saving a slot (create, edit, move, resize): its failure text. */
const saveRefusals = {
  [PROVIDER_FAILED]: { status: PROVIDER_FAILED_STATUS, message: m.rateSaveFailed },
};

/** A time zone name, or UTC when missing or not one. */
function rateTimeZone(value: string | undefined): string {
  const parsed = timezone.safeParse(value);
  return parsed.success && parsed.data ? parsed.data : 'UTC';
}

/** The slot with the §5 rules checked here too (400 with the rule's text before any call). */
function checkedSlot<T extends Parameters<typeof checkRateSlot>[0]>(body: T): T {
  const checked = checkRateSlot(body);
  if (!checked.ok) throw new BffError(400, 'BAD_REQUEST', checked.message);
  return body;
}

const rateEndpoints = [
  /** The meter's weekly schedule, in the browser's zone (its cookie; UTC until it told). */
  endpoint(r.meterRates, {
    summary:
      "The meter's weekly rate schedule (time rates by start, in week minutes), the meter and the time zone.",
    params: meterRatesParams,
    notFound: RATE_PARAMS,
    response: meterRatesAnswer,
    errors: NOT_FOUND,
    handler: ({ caller, params: { meter }, c }) =>
      caller.call(listMeterRates, {
        params: { entity: caller.entity, meter },
        query: { timezone: rateTimeZone(getCookie(c, TZ_COOKIE)) },
      }),
  }),

  endpoint(r.createMeterRate, {
    summary:
      'Saves a new slot (the §5 rules; an overlap with another slot of the meter is refused, 409).',
    params: meterRatesParams,
    notFound: RATE_PARAMS,
    body: meterRateFields,
    response: meterRate,
    errors: RULES,
    refusals: saveRefusals,
    handler: ({ caller, params: { meter }, body }) =>
      caller.call(createMeterRate, {
        params: { entity: caller.entity },
        body: { ...checkedSlot(body), meterUuid: meter },
      }),
  }),

  endpoint(r.updateMeterRate, {
    summary: 'Edits, moves or resizes a slot (the same rules; overlaps refused, 409).',
    params: meterRateParams,
    notFound: RATE_PARAMS,
    body: meterRateFields,
    response: meterRate,
    errors: RULES,
    refusals: saveRefusals,
    handler: ({ caller, params: { meter, uuid }, body }) =>
      caller.call(updateMeterRate, {
        params: { entity: caller.entity, uuid },
        body: { ...checkedSlot(body), meterUuid: meter },
      }),
  }),

  endpoint(r.deleteMeterRate, {
    summary: 'Removes a slot.',
    params: meterRateParams,
    notFound: RATE_PARAMS,
    response: okBody,
    errors: NOT_FOUND,
    refusals: {
      [PROVIDER_FAILED]: { status: PROVIDER_FAILED_STATUS, message: m.rateRemoveFailed },
    },
    handler: async ({ caller, params: { uuid } }) => {
      await caller.call(deleteMeterRate, { params: { entity: caller.entity, uuid } });
      return { ok: true as const };
    },
  }),
];

/**
 * The rate schedule's refusals: an unknown meter or slot (another organisation's too) is 404 with
 * its own text; a broken §5 rule (400) and an overlap (409) keep the provider's clear text.
 */
export const meterRateEndpoints = bffArea(
  {
    METER_NOT_FOUND: { message: m.rateNoSuchMeter },
    RATE_NOT_FOUND: { message: m.rateNoSuchRate },
  },
  rateEndpoints,
);
