import { z } from 'zod';
import { type CallDefinition, callsOf, entityParams, okBody } from '../define-call';
import { timezone } from '../lpr';
import { DAY_MINUTES, RATE_CURRENCIES, WEEK_MINUTES } from '../../rules/meters/rate-slot';

/** Provider calls of meters: the weekly rate schedule (time rates). */

/** A whole number the user may leave empty (null); the §5 rules decide what ≤ 0 means. */
const optionalWhole = (max: number, label: string) =>
  z
    .number({ message: `${label} must be a number.` })
    .int({ message: `${label} must be a whole number.` })
    .min(-max, { message: `${label} is out of range.` })
    .max(max, { message: `${label} is out of range.` })
    .nullable()
    .default(null);

/** Minutes of the week; an end may run on past the week's end (up to a week after the start). */
const weekMinute = (label: string, max = WEEK_MINUTES) =>
  z
    .number({ message: `${label} must be a number.` })
    .int({ message: `${label} must be a whole number of minutes.` })
    .min(0, { message: `${label} must lie within the week.` })
    .max(max, { message: `${label} must lie within the week.` });

export const rateCurrency = z.enum(RATE_CURRENCIES, { message: 'The currency is USD or CAD.' });

/**
 * A time rate (spec 3 §3) as stored: week minutes in the organisation's zone (0 = Sunday 00:00;
 * an end past 10080 runs on over the week's end into Sunday), amounts in cents.
 */
export const meterRate = z.object({
  uuid: z.string(),
  meterUuid: z.string(),
  entityUuid: z.string(),
  currency: rateCurrency,
  startMinute: z.number().int(),
  endMinute: z.number().int(),
  isFlatRate: z.boolean(),
  isIncrement: z.boolean(),
  isOvernight: z.boolean(),
  amount: z.number().int().nullable(),
  incrementValue: z.number().int().nullable(),
  maxIncrementTime: z.number().int().nullable(),
  firstFreeMin: z.number().int().nullable(),
  flatRateAmount: z.number().int().nullable(),
  flatRateDuration: z.number().int().nullable(),
  flatRateEndTime: z.number().int().nullable(),
  overnightAmount: z.number().int().nullable(),
  overnightEndTime: z.number().int().nullable(),
});
export type MeterRate = z.infer<typeof meterRate>;

/**
 * Create and edit body: the slot's values (the §5 rules are applied by the provider: values ≤ 0
 * become empty, kinds that are off are stored empty) and the flat-rate expiry type.
 */
export const meterRateFields = z.object({
  currency: rateCurrency.default('USD'),
  startMinute: weekMinute('The start'),
  endMinute: weekMinute('The end', 2 * WEEK_MINUTES),
  isFlatRate: z.boolean().default(false),
  isIncrement: z.boolean().default(false),
  isOvernight: z.boolean().default(false),
  amount: optionalWhole(100_000_000, 'The price per hour'),
  incrementValue: optionalWhole(WEEK_MINUTES, 'The increment'),
  maxIncrementTime: optionalWhole(WEEK_MINUTES, 'The max session time'),
  firstFreeMin: optionalWhole(WEEK_MINUTES, 'First free minutes'),
  flatRateAmount: optionalWhole(100_000_000, 'The flat rate'),
  flatRateExpiry: z.enum(['time', 'duration']).optional(),
  flatRateDuration: optionalWhole(WEEK_MINUTES, 'The flat rate duration'),
  flatRateEndTime: optionalWhole(DAY_MINUTES, 'The flat rate end time'),
  overnightAmount: optionalWhole(100_000_000, 'The overnight rate'),
  overnightEndTime: optionalWhole(DAY_MINUTES, 'The overnight end time'),
});
export type MeterRateFields = z.input<typeof meterRateFields>;

/** POST body: the slot and its meter (spec 3 §3 "On save also: entityuuid, meteruuid"). */
export const meterRateBody = meterRateFields.extend({
  meterUuid: z.uuid({ message: 'No such meter.' }),
});
export type MeterRateBody = z.input<typeof meterRateBody>;

export const meterRatesAnswer = z.object({
  meter: z.object({
    uuid: z.string(),
    zoneId: z.string(),
    name: z.string(),
    firstFreeMin: z.number().int(),
  }),
  /**
   * The organisation's zone: the schedule's week minutes are in it, and the calendar shows and
   * saves times in it whatever the browser's zone.
   */
  timeZone: z.string(),
  rates: z.array(meterRate),
});
export type MeterRatesAnswer = z.infer<typeof meterRatesAnswer>;

const errors = {
  400: 'A rate slot rule is broken (the text says which).',
  403: 'Not a member of the organisation.',
  404: 'No such meter or time rate (or another organisation’s).',
};

const call = callsOf('meters');

export const listMeterRates = call.get('listMeterRates', {
  path: '/api/v1/meters/{entity}/meter/{meter}/rates',
  summary:
    "The time rates of a meter (ordered by start), with the meter and the organisation's time zone the rates are in (the timezone query, the spec's, does not change them).",
  params: entityParams.extend({ meter: z.uuid({ message: 'No such meter.' }) }),
  query: z.object({ timezone: timezone.default('UTC') }),
  response: meterRatesAnswer,
  errors: { 403: errors[403], 404: errors[404] },
});

export const createMeterRate = call.post('createMeterRate', {
  path: '/api/v1/meters/{entity}/rates',
  summary:
    'Creates a time rate of the meter. A slot overlapping another of the meter is refused (409, decided under a lock on the meter).',
  params: entityParams,
  body: meterRateBody,
  response: meterRate,
  errors: { ...errors, 409: 'The slot overlaps another slot of the meter.' },
});

export const updateMeterRate = call.put('updateMeterRate', {
  path: '/api/v1/meters/{entity}/rate/{uuid}',
  summary:
    'Edits (or moves) a time rate; the body names its meter. An overlap with another slot is refused (409).',
  params: entityParams.extend({ uuid: z.uuid({ message: 'No such time rate.' }) }),
  body: meterRateBody,
  response: meterRate,
  errors: { ...errors, 409: 'The slot overlaps another slot of the meter.' },
});

export const deleteMeterRate = call.delete('deleteMeterRate', {
  path: '/api/v1/meters/{entity}/rate/{uuid}',
  summary: 'Removes a time rate, by organisation and rate uuid.',
  params: entityParams.extend({ uuid: z.uuid({ message: 'No such time rate.' }) }),
  response: okBody,
  errors: { 403: errors[403], 404: errors[404] },
});

/** This group's calls, for the provider router and the OpenAPI document. */
export const meterRatesCalls: CallDefinition[] = [
  listMeterRates,
  createMeterRate,
  updateMeterRate,
  deleteMeterRate,
];
