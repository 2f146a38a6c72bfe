import { and, asc, eq } from 'drizzle-orm';
import type {
  CitationLocation,
  CitationPortalSettings,
  CitationProductSettings,
  CitationTicketCopy,
} from '../../../lib/contract';
import { citationLocations, citationSettings, type CitationSettingsRow } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { fail } from '../../../platform/errors';
import { changedFields, recordAudit } from '../access';
import type { OrgContext } from '../access';

/**
 * Violation settings (spec 3 §2 Violation settings, §7): ticket locations, the appeal window, the
 * read-only ticket copy, the appeal notification e-mail and the violation portal's own settings.
 * One citation_settings row per organisation, made on first write.
 */

export async function citationSettingsOf(
  db: DbOrTx,
  entityUuid: string,
): Promise<CitationSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(citationSettings)
    .where(eq(citationSettings.entityUuid, entityUuid));
  return row;
}

/** Upserts some settings columns and answers the row. */
async function saveSettings(
  tx: DbOrTx,
  entityUuid: string,
  values: Partial<Omit<CitationSettingsRow, 'entityUuid' | 'lastCitationNumber' | 'createdAt'>>,
): Promise<CitationSettingsRow> {
  const set = { ...values, updatedAt: new Date() };
  const [row] = await tx
    .insert(citationSettings)
    .values({ entityUuid, ...set })
    .onConflictDoUpdate({ target: citationSettings.entityUuid, set })
    .returning();
  return row;
}

const productSettingsView = (row: CitationSettingsRow | undefined): CitationProductSettings => ({
  appealWindow: row?.appealWindow ?? null,
  appealNotifEmail: row?.appealNotifEmail ?? null,
});

const portalSettingsView = (row: CitationSettingsRow | undefined): CitationPortalSettings => ({
  isPrivate: row?.isPortalPrivate ?? false,
  header1: row?.header1 ?? null,
  header2: row?.header2 ?? null,
});

export async function listCitationLocationsFor(ctx: OrgContext): Promise<CitationLocation[]> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  return db
    .select(locationColumns)
    .from(citationLocations)
    .where(eq(citationLocations.entityUuid, entityUuid))
    .orderBy(asc(citationLocations.name), asc(citationLocations.uuid));
}

const locationColumns = {
  uuid: citationLocations.uuid,
  name: citationLocations.name,
  latitude: citationLocations.latitude,
  longitude: citationLocations.longitude,
};

export async function createCitationLocationFor(
  ctx: OrgContext,
  location: { name: string; latitude: number | null; longitude: number | null },
): Promise<CitationLocation> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(citationLocations)
      .values({ entityUuid, ...location })
      .returning(locationColumns);
    await recordAudit(tx, {
      entityUuid,
      actor: user,
      action: 'citation_location.created',
      targetUuid: row.uuid,
      detail: location,
    });
    return row;
  });
}

/** Sets or clears where a location is; the audit record holds the coordinates before and after. */
export async function updateCitationLocationFor(
  ctx: OrgContext,
  uuid: string,
  place: { latitude: number | null; longitude: number | null },
): Promise<CitationLocation> {
  const entityUuid = ctx.org.uuid;
  return ctx.db.transaction(async (tx) => {
    const where = and(
      eq(citationLocations.entityUuid, entityUuid),
      eq(citationLocations.uuid, uuid),
    );
    const [before] = await tx
      .select(locationColumns)
      .from(citationLocations)
      .where(where)
      .for('update');
    if (!before) throw fail.notFound('No such location.');
    const [row] = await tx
      .update(citationLocations)
      .set(place)
      .where(where)
      .returning(locationColumns);
    await recordAudit(tx, {
      entityUuid,
      actor: ctx.actor.user,
      action: 'citation_location.updated',
      targetUuid: uuid,
      detail: { name: row.name, ...changedFields(before, place) },
    });
    return row;
  });
}

export async function deleteCitationLocationFor(
  ctx: OrgContext,
  uuid: string,
): Promise<{ ok: true }> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(citationLocations)
      .where(and(eq(citationLocations.entityUuid, entityUuid), eq(citationLocations.uuid, uuid)))
      .returning();
    if (!row) throw fail.notFound('No such location.');
    await recordAudit(tx, {
      entityUuid,
      actor: user,
      action: 'citation_location.deleted',
      targetUuid: uuid,
      detail: { name: row.name },
    });
  });
  return { ok: true };
}

export async function getCitationProductSettingsFor(ctx: OrgContext) {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  return productSettingsView(await citationSettingsOf(db, entityUuid));
}

export async function putCitationProductSettingsFor(
  ctx: OrgContext,
  appealWindow: number | null,
): Promise<CitationProductSettings> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
  return db.transaction(async (tx) => {
    const row = await saveSettings(tx, entityUuid, { appealWindow });
    await recordAudit(tx, {
      entityUuid,
      actor: user,
      action: 'citation_settings.updated',
      detail: { appealWindow },
    });
    return productSettingsView(row);
  });
}

export async function putAppealNotifEmailFor(
  ctx: OrgContext,
  email: string,
): Promise<CitationProductSettings> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
  return db.transaction(async (tx) => {
    const row = await saveSettings(tx, entityUuid, { appealNotifEmail: email });
    await recordAudit(tx, {
      entityUuid,
      actor: user,
      action: 'citation_settings.updated',
      detail: { appealNotifEmail: email },
    });
    return productSettingsView(row);
  });
}

export async function getCitationTicketCopyFor(ctx: OrgContext): Promise<CitationTicketCopy> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const row = await citationSettingsOf(db, entityUuid);
  return { ticketHeader: row?.ticketHeader ?? null, ticketFooter: row?.ticketFooter ?? null };
}

export async function getCitationPortalSettingsFor(ctx: OrgContext) {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  return portalSettingsView(await citationSettingsOf(db, entityUuid));
}

export async function putCitationPortalSettingsFor(
  ctx: OrgContext,
  body: CitationPortalSettings,
): Promise<CitationPortalSettings> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
  return db.transaction(async (tx) => {
    const row = await saveSettings(tx, entityUuid, {
      isPortalPrivate: body.isPrivate,
      header1: body.header1,
      header2: body.header2,
    });
    await recordAudit(tx, {
      entityUuid,
      actor: user,
      action: 'citation_portal.updated',
      detail: { ...body },
    });
    return portalSettingsView(row);
  });
}
