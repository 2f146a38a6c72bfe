import { createHash } from 'node:crypto';
import { LIST_TYPE, type ListPlate } from '../../../../lib/contract';
import type { ListRow } from '../../../db/schema';
import { fail } from '../../../../platform/errors';
import type { OrgContext } from '../../access';
import { listIn, paidStatus } from '../../lists';
import { demoParkMobile } from './demo-vendor';
import type { IntegrationVendor, VendorSession } from './vendor';
import { normalizePlate } from '../../../../lib/rules/plate';

/** Registered vendors by lists.integration_entity. */
const VENDORS = new Map<string, IntegrationVendor>([[demoParkMobile.key, demoParkMobile]]);

const NO_SUCH_INTEGRATION = 'No such integration list.';

async function integrationList(ctx: OrgContext, listUuid: string) {
  const list = await listIn(ctx, listUuid);
  if (list.type !== LIST_TYPE.integration) throw fail.notFound(NO_SUCH_INTEGRATION);
  const vendor = VENDORS.get(list.integrationEntity ?? '');
  if (!vendor) throw fail.notFound(NO_SUCH_INTEGRATION);
  return { list, vendor };
}

/** A stable uuid-shaped id for a vendor session (sessions have no row of their own). */
function sessionUuid(list: ListRow, s: VendorSession): string {
  const h = createHash('sha1')
    .update(`${list.uuid}|${s.plate}|${s.startedAt.toISOString()}`)
    .digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function toPlate(list: ListRow, vendor: IntegrationVendor, s: VendorSession, now: Date): ListPlate {
  const expiresAt = s.expiresAt;
  return {
    uuid: sessionUuid(list, s),
    plate: s.plate,
    name: '',
    email: '',
    label: '',
    label2: '',
    labelHex: '',
    make: '',
    model: '',
    color: '',
    expiresAt: expiresAt.toISOString(),
    createdAt: s.startedAt.toISOString(),
    paidStatus: paidStatus({ plate: s.plate, expiresAt }, now),
    vendorName: vendor.name,
    vendorLocationCode: s.locationCode,
    vendorLocationDescription: s.locationDescription,
    type: LIST_TYPE.integration,
  };
}

export async function integrationPlatesOf(ctx: OrgContext, listUuid: string) {
  const { list, vendor } = await integrationList(ctx, listUuid);
  const now = new Date();
  const sessions = await vendor.sessions(list, now);
  sessions.sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime());
  return { plates: sessions.map((s) => toPlate(list, vendor, s, now)) };
}

export async function integrationInfoOf(ctx: OrgContext, listUuid: string) {
  const { list, vendor } = await integrationList(ctx, listUuid);
  const locations = await vendor.locations(list);
  return {
    vendor: vendor.name,
    isCheckEach: list.isCheckEach,
    vendors: locations.map((l) => ({
      name: vendor.name,
      locationCode: l.locationCode,
      description: l.description,
    })),
  };
}

export async function verifyIntegrationPlateOf(ctx: OrgContext, listUuid: string, plate: string) {
  const { list, vendor } = await integrationList(ctx, listUuid);
  if (!list.isCheckEach) throw fail.badRequest('This integration list is not check-each.');
  const now = new Date();
  const wanted = normalizePlate(plate);
  const sessions = wanted ? await vendor.verifyPlate(list, wanted, now) : [];
  return { plates: sessions.map((s) => toPlate(list, vendor, s, now)) };
}
