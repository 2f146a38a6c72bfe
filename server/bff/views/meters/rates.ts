import 'server-only';
import { listMeterRates, timezone, type MeterRatesAnswer } from '@/lib/contract';
import type { OrgCaller } from '../../context';

/** The loader of the rates screen: called by its BFF route and its page. */

/** A time zone name, or UTC when missing or not one. */
export function rateTimeZone(value: string | null | undefined): string {
  const parsed = timezone.safeParse(value ?? undefined);
  return parsed.success && parsed.data ? parsed.data : 'UTC';
}

/** /meter/[id]/rates: the meter's weekly schedule (time rates by start). */
export async function loadMeterRates(
  p: OrgCaller,
  meter: string,
  timeZone: string | null = null,
): Promise<MeterRatesAnswer> {
  return p.call(listMeterRates, {
    params: { entity: p.entity, meter },
    query: { timezone: rateTimeZone(timeZone) },
  });
}
