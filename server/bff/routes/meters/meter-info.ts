import 'server-only';
import { getBrandDetails, meterTableGetInfo, type MeterTableInfo } from '@/lib/contract';
import type { MeterTableLinks, MeterTableMeterResponse } from '@/lib/contract/meters/bff';
import { metersMessages } from '@/lib/messages/meters';
import { portalRootUrl } from '@/server/portal/portal-url';
import type { OrgCaller } from '../../context';
import type { RefusalTable } from '../../errors';

/** A meter of the session organisation: its header and public page (read, edit, sign). */

/** A malformed meter id is a meter that does not exist (404 'No such meter.'). */
export const METER_PARAM = { uuid: { code: 'NOT_FOUND', message: metersMessages.meterNotFound } };

/** The meters and sessions screens (spec 3 §2): another organisation's meter reads as no such meter. */
export const meterRefusals: RefusalTable = {
  NOT_FOUND: { status: 404, message: metersMessages.meterNotFound },
};

/** What a meter endpoint documents besides its kind's statuses. */
export const METER_ERRORS = { 404: 'No such meter (or another organisation’s).' };

/** The meter's public new-session page on the portal host: `{root}/meter/{zoneId}`. */
function meterLinksOf(
  meter: Pick<MeterTableInfo, 'zoneId'>,
  brand: { subdomain: string | null; brandTitle: string | null },
  requestOrigin: string,
): MeterTableLinks {
  const root = portalRootUrl(brand.subdomain, requestOrigin);
  return {
    newSession: root ? `${root}/meter/${encodeURIComponent(meter.zoneId)}` : null,
    subdomain: brand.subdomain,
    brandTitle: brand.brandTitle,
  };
}

/** The meter header with its public page (the provider answers 404 for another organisation's). */
export async function loadMeterInfo(
  caller: OrgCaller,
  uuid: string,
  requestOrigin: string,
): Promise<MeterTableMeterResponse> {
  const [meter, brand] = await Promise.all([
    caller.call(meterTableGetInfo, { params: { entity: caller.entity, uuid } }),
    caller.call(getBrandDetails, { params: { entity: caller.entity } }),
  ]);
  return { meter, links: meterLinksOf(meter, brand, requestOrigin) };
}
