/**
 * Requests for every operation of an OpenAPI document that name real rows of one organisation
 * (the seeded Northgate): path parameters, query and body ids filled from the database by the
 * path segment before them or the field's name, the rest drawn from the operation's schemas. A new
 * operation is covered as long as its ids are named like its neighbours' (no list of operations).
 */
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Provider } from '@/provider';
import {
  alerts,
  citationAppeals,
  citationLocations,
  citations,
  citationTypes,
  invitations,
  listPlates,
  lists,
  memberships,
  meterRates,
  meters,
  permitBusinessAccounts,
  permitCustomers,
  permitProducts,
  permitsIssued,
  permitVehicles,
  reportShares,
  scans,
} from '@/provider/db/schema';
import { valid, type JsonSchema } from '../fuzz/arbitrary';
import type { FuzzRequest, Op } from '../fuzz/openapi-fuzz';

/** One real id per kind of row of the organisation. */
export type RowIds = Record<string, string | undefined>;

export async function rowIdsOf(provider: Provider, entity: string): Promise<RowIds> {
  const db = provider.db;
  const first = async (rows: Promise<Array<{ id: string }>>) => (await rows)[0]?.id;
  const list = await first(
    db.select({ id: lists.uuid }).from(lists).where(eq(lists.entityUuid, entity)).limit(1),
  );
  return {
    entity,
    list,
    integration: await first(
      db
        .select({ id: lists.uuid })
        .from(lists)
        .where(and(eq(lists.entityUuid, entity), eq(lists.type, 4)))
        .limit(1),
    ),
    plate: await first(
      db
        .select({ id: listPlates.uuid })
        .from(listPlates)
        .innerJoin(lists, eq(lists.uuid, listPlates.listUuid))
        .where(and(eq(lists.entityUuid, entity), sql`${lists.type} in (0, 1, 2)`))
        .limit(1),
    ),
    scan: await first(
      db.select({ id: scans.uuid }).from(scans).where(eq(scans.entityUuid, entity)).limit(1),
    ),
    alert: await first(
      db.select({ id: alerts.scanUuid }).from(alerts).where(eq(alerts.entityUuid, entity)).limit(1),
    ),
    user: await first(
      db
        .select({ id: memberships.userUuid })
        .from(memberships)
        .where(and(eq(memberships.entityUuid, entity), eq(memberships.role, 'patrol')))
        .limit(1),
    ),
    invitation: await first(
      db
        .select({ id: invitations.uuid })
        .from(invitations)
        .where(eq(invitations.entityUuid, entity))
        .limit(1),
    ),
    share: await first(
      db
        .select({ id: reportShares.uuid })
        .from(reportShares)
        .where(eq(reportShares.entityUuid, entity))
        .limit(1),
    ),
    product: await first(
      db
        .select({ id: permitProducts.uuid })
        .from(permitProducts)
        .where(eq(permitProducts.entityUuid, entity))
        .limit(1),
    ),
    permit: await first(
      db
        .select({ id: permitsIssued.uuid })
        .from(permitsIssued)
        .where(eq(permitsIssued.entityUuid, entity))
        .limit(1),
    ),
    customer: await first(
      db
        .select({ id: permitCustomers.uuid })
        .from(permitCustomers)
        .where(eq(permitCustomers.entityUuid, entity))
        .limit(1),
    ),
    vehicle: await first(
      db
        .select({ id: permitVehicles.uuid })
        .from(permitVehicles)
        .innerJoin(permitCustomers, eq(permitCustomers.uuid, permitVehicles.customerUuid))
        .where(eq(permitCustomers.entityUuid, entity))
        .limit(1),
    ),
    business: await first(
      db
        .select({ id: permitBusinessAccounts.uuid })
        .from(permitBusinessAccounts)
        .where(eq(permitBusinessAccounts.entityUuid, entity))
        .limit(1),
    ),
    citationType: await first(
      db
        .select({ id: citationTypes.uuid })
        .from(citationTypes)
        .where(eq(citationTypes.entityUuid, entity))
        .limit(1),
    ),
    location: await first(
      db
        .select({ id: citationLocations.uuid })
        .from(citationLocations)
        .where(eq(citationLocations.entityUuid, entity))
        .limit(1),
    ),
    citation: await first(
      db
        .select({ id: citations.uuid })
        .from(citations)
        .where(eq(citations.entityUuid, entity))
        .limit(1),
    ),
    appeal: await first(
      db
        .select({ id: citationAppeals.citationUuid })
        .from(citationAppeals)
        .where(eq(citationAppeals.entityUuid, entity))
        .limit(1),
    ),
    meter: await first(
      db.select({ id: meters.uuid }).from(meters).where(eq(meters.entityUuid, entity)).limit(1),
    ),
    rate: await first(
      db
        .select({ id: meterRates.uuid })
        .from(meterRates)
        .where(eq(meterRates.entityUuid, entity))
        .limit(1),
    ),
  };
}

/** The kind of row a `{uuid}` names, by the path segment before it. */
const KIND_BY_SEGMENT: Record<string, string> = {
  list: 'list',
  lists: 'list',
  integrations: 'integration',
  uuid: 'plate', // /api/v1/plate/uuid/{uuid}
  plate: 'scan', // /api/v2/dashboard/{entity}/plate/{uuid}
  scans: 'scan',
  alert: 'alert',
  user: 'user',
  invitation: 'invitation',
  share: 'share',
  product: 'product',
  permit: 'permit',
  customer: 'customer',
  vehicle: 'vehicle',
  'business-account': 'business',
  type: 'citationType',
  types: 'citationType',
  locations: 'location',
  citation: 'citation',
  meter: 'meter',
  rate: 'rate',
};

/** The kind of row a named parameter or body/query field holds, by its name. */
const KIND_BY_NAME: Record<string, string> = {
  entity: 'entity',
  entityuuid: 'entity',
  listuuid: 'list',
  listid: 'list',
  user: 'user',
  useruuid: 'user',
  meter: 'meter',
  meteruuid: 'meter',
  citation: 'appeal',
  citationuuid: 'citation',
  typeuuid: 'citationType',
  locationuuid: 'location',
  permitproductuuid: 'product',
  productuuid: 'product',
  vehicleuuid: 'vehicle',
  customeruuid: 'customer',
};

function pathValue(op: Op, name: string, ids: RowIds): string | undefined {
  if (name === 'id' && op.path.includes('/orgs/{id}')) return ids.entity;
  const byName = KIND_BY_NAME[name.toLowerCase()];
  if (byName) return ids[byName];
  if (name === 'uuid') {
    const segments = op.path.split('/');
    return ids[KIND_BY_SEGMENT[segments[segments.indexOf('{uuid}') - 1]]];
  }
  if (name === 'timezone') return 'America/Detroit';
  if (name === 'n') return '0';
  if (name === 'kind') return 'plate';
  return undefined;
}

/** A body's `uuid` by the operation's area: a plate, a team member, an invitation, a scan. */
function bodyUuid(op: Op, ids: RowIds): string | undefined {
  const area = (op.operation as { tags?: string[] }).tags?.[0];
  if (/invitation/i.test(op.id)) return ids.invitation;
  if (area === 'team') return ids.user;
  if (area === 'lists') return ids.plate;
  if (area === 'scans') return ids.scan;
  return undefined;
}

function refine(op: Op, value: unknown, ids: RowIds): unknown {
  if (Array.isArray(value)) {
    // A list of ids (scans or alerts to delete): the organisation's own.
    return value.every((v) => typeof v === 'string') && ids.scan ? [ids.scan] : value;
  }
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => {
      const kind = KIND_BY_NAME[key.toLowerCase()];
      const real = kind ? ids[kind] : key === 'uuid' ? bodyUuid(op, ids) : undefined;
      return [key, real ?? v];
    }),
  );
}

const objectSchemaOf = (op: Op, where: 'path' | 'query'): JsonSchema => {
  const params = (op.operation.parameters ?? []).filter((p) => p.in === where);
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema ?? { type: 'string' }])),
    required: params.filter((p) => p.required || where === 'path').map((p) => p.name),
  };
};

const asQuery = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries((value ?? {}) as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );

/** `count` schema-valid requests of an operation naming the organisation's real rows. */
export function requestsNaming(op: Op, ids: RowIds, count: number, seed: number): FuzzRequest[] {
  const pathSchema = objectSchemaOf(op, 'path');
  const params = fc.record(
    Object.fromEntries(
      Object.entries(pathSchema.properties ?? {}).map(([name, schema]) => {
        const real = pathValue(op, name, ids);
        return [name, real !== undefined ? fc.constant(real) : valid(schema).map(String)];
      }),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
  const bodySchema = op.operation.requestBody?.content?.['application/json']?.schema;
  const arbitrary = fc.record({
    params,
    query: valid(objectSchemaOf(op, 'query')).map((q) => asQuery(refine(op, q, ids))),
    body: bodySchema ? valid(bodySchema).map((b) => refine(op, b, ids)) : fc.constant(undefined),
  });
  return fc.sample(arbitrary, { seed, numRuns: count }).map((r) => ({ how: 'valid', ...r }));
}
