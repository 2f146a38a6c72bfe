import 'server-only';
import { cache } from 'react';
import { notFound, redirect } from 'next/navigation';
import { portalNotFound } from './not-found';
import {
  addMeterTime,
  getMeterReceipt,
  getPublicMeter,
  meterZoneId,
  payMeterSession,
  portalSubdomain,
  type MeterPayBody,
  type MeterReceipt,
  type PublicMeter,
} from '@/lib/contract';
import { busyPath } from './busy';
import { portalCaller, portalFailure } from './customer';
import { portalRequest } from './page-context';

/**
 * The public meter page's server code (issue 14): the pages and their form actions call the
 * provider's public meter calls in-process, bound to no token and the driver's address (the
 * provider counts every call per address). A refusal is shown as text; too many requests
 * answers a real 429 (the busy route), an unknown portal, zone or session the 404 page.
 */

export interface MeterPageRead<T> {
  data: T;
  basePath: string;
  subdomain: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The busy page (429) of a portal (server/portal/busy.ts), for the meter pages' callers. */
export { busyPath };

async function read<T>(
  rawSubdomain: string,
  back: (basePath: string) => string,
  load: (clientIp: string, subdomain: string) => Promise<T>,
): Promise<MeterPageRead<T>> {
  const parsed = portalSubdomain.safeParse(rawSubdomain);
  if (!parsed.success) notFound();
  const subdomain = parsed.data;
  const { clientIp, basePath } = await portalRequest(subdomain);
  let data: T;
  try {
    data = await load(clientIp, subdomain);
  } catch (error) {
    const failure = await portalFailure(error);
    if (failure.status === 404 || failure.status === 400) return portalNotFound();
    if (failure.status === 429) redirect(busyPath(basePath, back(basePath)));
    throw error;
  }
  return { data, basePath, subdomain };
}

export const readMeter = cache(
  async (rawSubdomain: string, rawZoneId: string): Promise<MeterPageRead<PublicMeter>> => {
    const zone = meterZoneId.safeParse(decodeURIComponent(rawZoneId));
    if (!zone.success) return portalNotFound();
    return read(
      rawSubdomain,
      (base) => `${base}/meter/${encodeURIComponent(zone.data)}`,
      (clientIp, subdomain) =>
        portalCaller(clientIp).call(getPublicMeter, { params: { subdomain, zoneId: zone.data } }),
    );
  },
);

export const readReceipt = cache(
  async (rawSubdomain: string, rawId: string | undefined): Promise<MeterPageRead<MeterReceipt>> => {
    if (!rawId || !UUID.test(rawId)) return portalNotFound();
    const uuid = rawId.toLowerCase();
    return read(
      rawSubdomain,
      (base) => `${base}/session/receipt?id=${uuid}`,
      (clientIp, subdomain) =>
        portalCaller(clientIp).call(getMeterReceipt, { params: { subdomain, uuid } }),
    );
  },
);

export async function payMeter(
  clientIp: string,
  subdomain: string,
  zoneId: string,
  body: MeterPayBody,
): Promise<MeterReceipt> {
  return portalCaller(clientIp).call(payMeterSession, { params: { subdomain, zoneId }, body });
}

export async function addTime(
  clientIp: string,
  subdomain: string,
  uuid: string,
  body: { idempotencyKey: string; minutes: number },
): Promise<MeterReceipt> {
  return portalCaller(clientIp).call(addMeterTime, { params: { subdomain, uuid }, body });
}
