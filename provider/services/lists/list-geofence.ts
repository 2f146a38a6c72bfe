import { eq } from 'drizzle-orm';
import type { Geofence } from '../../../lib/contract';
import { geofences, type GeofenceRow } from '../../db/schema';
import { fail } from '../../../platform/errors';
import { boundingBox, type LatLngPair } from './geofence-geometry';
import { recordOrgAudit, type OrgContext } from '../access';
import { listIn } from './list-access';

/** How far (degrees) a sent bounding box may differ from the one computed from its points. */
const BOX_TOLERANCE = 1e-6;

const toGeofence = (row: GeofenceRow): Geofence => ({
  listUUID: row.listUuid,
  latitude: row.latitude,
  longitude: row.longitude,
  zoom: row.zoom,
  coords: row.coords,
  latMin: row.latMin,
  latMax: row.latMax,
  lngMin: row.lngMin,
  lngMax: row.lngMax,
});

export async function getGeofenceOf(ctx: OrgContext, listUuid: string) {
  const list = await listIn(ctx, listUuid);
  const [row] = await ctx.db.select().from(geofences).where(eq(geofences.listUuid, list.uuid));
  return { geofence: row ? toGeofence(row) : null };
}

/**
 * Saves (replaces) the list's geofence. The bounding box is computed from the points; a sent box
 * that disagrees with them is refused (400).
 */
export async function saveGeofenceOf(ctx: OrgContext, input: Geofence) {
  const list = await listIn(ctx, input.listUUID);
  const coords = input.coords.map(([lat, lng]) => [lat, lng] as LatLngPair);
  const distinct = new Set(coords.map(([lat, lng]) => `${lat},${lng}`));
  const box = boundingBox(coords);
  if (!box || distinct.size < 3) throw fail.badRequest('A geofence needs at least three points.');
  const off =
    Math.abs(box.latMin - input.latMin) > BOX_TOLERANCE ||
    Math.abs(box.latMax - input.latMax) > BOX_TOLERANCE ||
    Math.abs(box.lngMin - input.lngMin) > BOX_TOLERANCE ||
    Math.abs(box.lngMax - input.lngMax) > BOX_TOLERANCE;
  if (off) throw fail.badRequest("The geofence's bounding box does not match its points.");
  if (box.latMin === box.latMax || box.lngMin === box.lngMax) {
    throw fail.badRequest('The geofence points must enclose an area.');
  }
  const values = {
    latitude: input.latitude,
    longitude: input.longitude,
    zoom: input.zoom,
    coords,
    ...box,
  };
  const row = await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ coords: geofences.coords })
      .from(geofences)
      .where(eq(geofences.listUuid, list.uuid));
    const [saved] = await tx
      .insert(geofences)
      .values({ listUuid: list.uuid, ...values })
      .onConflictDoUpdate({ target: geofences.listUuid, set: values })
      .returning();
    await recordOrgAudit(tx, ctx, {
      action: 'geofence.saved',
      targetUuid: list.uuid,
      detail: {
        list: list.name,
        points: { from: before?.coords.length ?? null, to: coords.length },
      },
    });
    return saved;
  });
  return { geofence: toGeofence(row) };
}

export async function deleteGeofenceOf(ctx: OrgContext, listUuid: string) {
  const list = await listIn(ctx, listUuid);
  await ctx.db.transaction(async (tx) => {
    const gone = await tx
      .delete(geofences)
      .where(eq(geofences.listUuid, list.uuid))
      .returning({ listUuid: geofences.listUuid });
    if (gone.length === 0) return;
    await recordOrgAudit(tx, ctx, {
      action: 'geofence.deleted',
      targetUuid: list.uuid,
      detail: { list: list.name },
    });
  });
  return { ok: true as const };
}
