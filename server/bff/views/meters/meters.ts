import 'server-only';
import {
  getBrandDetails,
  meterTableEarnings,
  meterTableGetInfo,
  meterTableList,
  meterTableStats,
  type MeterTableInfo,
} from '@/lib/contract';
import type {
  MeterTableLinks,
  MeterTableMeterResponse,
  MeterTableResponse,
} from '@/lib/contract/meters/bff';
import { meterTableUuidParams } from '@/lib/contract/meters/bff';
import { metersMessages } from '@/lib/messages/meters';
import { portalRootUrl } from '@/server/portal/portal-url';
import type { OrgCaller } from '../../context';
import { BffError } from '../../errors';

/** A meter id from a URL; a malformed one is a meter that does not exist (404). */
export function meterUuidOf(raw: string): string {
  const parsed = meterTableUuidParams.safeParse({ uuid: raw });
  if (!parsed.success) throw new BffError(404, 'NOT_FOUND', metersMessages.meterNotFound);
  return parsed.data.uuid;
}

/** The loaders of the meters screens: called by their BFF routes and their pages. */

/** /meter/types: the stats cards and the meters with their counts and earnings, in zone `tz`. */
export async function loadMeterTable(p: OrgCaller, tz: string): Promise<MeterTableResponse> {
  const params = { entity: p.entity };
  const query = { timezone: tz };
  const [meters, earnings, stats] = await Promise.all([
    p.call(meterTableList, { params, query }),
    p.call(meterTableEarnings, { params, query }),
    p.call(meterTableStats, { params, query }),
  ]);
  const byMeter = new Map(earnings.map((e) => [e.meterUUID, e]));
  return {
    stats,
    timeZone: tz,
    meters: meters.map((m) => {
      const e = byMeter.get(m.uuid);
      return {
        ...m,
        dailyNet: e?.dailyTotal ?? 0,
        monthlyNet: e?.monthlyTotal ?? 0,
        annualNet: e?.annualTotal ?? 0,
      };
    }),
  };
}

/** The meter's public new-session page on the portal host: `{root}/meter/{zoneId}`. */
export function meterLinksOf(
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
  p: OrgCaller,
  uuid: string,
  requestOrigin: string,
): Promise<MeterTableMeterResponse> {
  const [meter, brand] = await Promise.all([
    p.call(meterTableGetInfo, { params: { entity: p.entity, uuid: meterUuidOf(uuid) } }),
    p.call(getBrandDetails, { params: { entity: p.entity } }),
  ]);
  return { meter, links: meterLinksOf(meter, brand, requestOrigin) };
}
