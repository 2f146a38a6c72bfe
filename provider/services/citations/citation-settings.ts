import { and, asc, eq } from 'drizzle-orm';
import type {
  CitationLocation,
  CitationPortalSettings,
  CitationProductSettings,
  CitationTicketCopy,
} from '../../../lib/contract';
import {
  citationLocations,
  citationSettings,
  type CitationSettingsRow,
  type UserRow,
} from '../../db/schema';
import type { Db, DbOrTx } from '../../db/types';
import { fail } from '../../../platform/errors';
import { recordAudit, ROLES } from '../access';
import { requireCitationStaff } from './citation-types';

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

export async function listCitationLocationsFor(
  db: Db,
  user: UserRow,
  entityUuid: string,
): Promise<CitationLocation[]> {
  await requireCitationStaff(db, user, entityUuid, ROLES.member);
  return db
    .select({ uuid: citationLocations.uuid, name: citationLocations.name })
    .from(citationLocations)
    .where(eq(citationLocations.entityUuid, entityUuid))
    .orderBy(asc(citationLocations.name), asc(citationLocations.uuid));
}

export async function createCitationLocationFor(
  db: Db,
  user: UserRow,
  entityUuid: string,
  name: string,
): Promise<CitationLocation> {
  await requireCitationStaff(db, user, entityUuid);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(citationLocations)
      .values({ entityUuid, name })
      .returning({ uuid: citationLocations.uuid, name: citationLocations.name });
    await recordAudit(tx, {
      entityUuid,
      actor: user,
      action: 'citation_location.created',
      targetUuid: row.uuid,
      detail: { name },
    });
    return row;
  });
}

export async function deleteCitationLocationFor(
  db: Db,
  user: UserRow,
  entityUuid: string,
  uuid: string,
): Promise<{ ok: true }> {
  await requireCitationStaff(db, user, entityUuid);
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

export async function getCitationProductSettingsFor(db: Db, user: UserRow, entityUuid: string) {
  await requireCitationStaff(db, user, entityUuid);
  return productSettingsView(await citationSettingsOf(db, entityUuid));
}

export async function putCitationProductSettingsFor(
  db: Db,
  user: UserRow,
  entityUuid: string,
  appealWindow: number | null,
): Promise<CitationProductSettings> {
  await requireCitationStaff(db, user, entityUuid);
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
  db: Db,
  user: UserRow,
  entityUuid: string,
  email: string,
): Promise<CitationProductSettings> {
  await requireCitationStaff(db, user, entityUuid);
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

export async function getCitationTicketCopyFor(
  db: Db,
  user: UserRow,
  entityUuid: string,
): Promise<CitationTicketCopy> {
  await requireCitationStaff(db, user, entityUuid, ROLES.member);
  const row = await citationSettingsOf(db, entityUuid);
  return { ticketHeader: row?.ticketHeader ?? null, ticketFooter: row?.ticketFooter ?? null };
}

export async function getCitationPortalSettingsFor(db: Db, user: UserRow, entityUuid: string) {
  await requireCitationStaff(db, user, entityUuid);
  return portalSettingsView(await citationSettingsOf(db, entityUuid));
}

export async function putCitationPortalSettingsFor(
  db: Db,
  user: UserRow,
  entityUuid: string,
  body: CitationPortalSettings,
): Promise<CitationPortalSettings> {
  await requireCitationStaff(db, user, entityUuid);
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
