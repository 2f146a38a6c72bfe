import { sql } from 'drizzle-orm';
import { citationAppealImages, citationAppeals, citationImages, citations } from '../../db/schema';
import { rowsOf } from '../../db/types';
import { deleteStoredFileRows } from '../files';
import { array } from '../../db/sql-arrays';
import { countOf, ts, type PurgeKind, type PurgeScope } from './purge-support';

/**
 * The enforcement kinds of the retention job. A citation is a financial record and stays; once
 * it has been settled (paid, paid off platform or void) for the horizon and no appeal of it waits
 * for a decision, its evidence images go and its personal fields (the appellant's name, e-mail,
 * phone and address; the notice's appeal name) are cleared. An unsettled citation, or one under
 * appeal, keeps everything. An appeal's files go once the appeal has been decided for the horizon.
 */

/** Settled for the horizon, not under appeal, and still holding evidence or personal fields. */
const expiredCitations = (s: PurgeScope) => sql`
  select c.uuid from ${citations} c
  where c.entity_uuid = ${s.entityUuid}::uuid
    and c.issued_at < ${ts(s.cutoff)}
    and (c.void_date is not null or c.payment_status in ('paid', 'paid off platform'))
    and coalesce(c.void_date, c.date_paid, c.issued_at) < ${ts(s.cutoff)}
    and not exists (
      select 1 from ${citationAppeals} w where w.citation_uuid = c.uuid and w.response_date is null
    )
    and (
      c.appeal_name is not null
      or exists (select 1 from ${citationImages} i where i.citation_uuid = c.uuid)
      or exists (
        select 1 from ${citationAppeals} a
        where a.citation_uuid = c.uuid
          and (a.name <> '' or a.email <> '' or a.phone_number is not null or a.address is not null)
      )
    )`;

export const citationEvidenceKind: PurgeKind = {
  count: (db, s) => countOf(db, expiredCitations(s)),
  batch: (db, s, limit) =>
    db.transaction(async (tx) => {
      const taken = rowsOf<{ uuid: string }>(
        await tx.execute(sql`${expiredCitations(s)} limit ${limit} for update of c skip locked`),
      ).map((r) => r.uuid);
      if (taken.length === 0) return { removed: 0, fileKeys: [] };
      const list = sql`(select unnest(${array(taken)}::uuid[]))`;
      const images = rowsOf<{ file_uuid: string }>(
        await tx.execute(
          sql`select file_uuid from ${citationImages} where citation_uuid in ${list}`,
        ),
      );
      const fileKeys = await deleteStoredFileRows(
        tx,
        images.map((r) => r.file_uuid),
      );
      await tx.execute(sql`update ${citations} set appeal_name = null where uuid in ${list}`);
      await tx.execute(sql`
        update ${citationAppeals}
        set name = '', email = '', phone_number = null, address = null
        where citation_uuid in ${list}`);
      return { removed: taken.length, fileKeys };
    }),
};

/** Files of appeals decided before the horizon. */
const expiredAppealFiles = (s: PurgeScope) => sql`
  select f.file_uuid from ${citationAppealImages} f
  join ${citationAppeals} a on a.uuid = f.appeal_uuid
  where a.entity_uuid = ${s.entityUuid}::uuid
    and a.response_date is not null
    and a.response_date < ${ts(s.cutoff)}`;

export const appealFilesKind: PurgeKind = {
  count: (db, s) => countOf(db, expiredAppealFiles(s)),
  batch: (db, s, limit) =>
    db.transaction(async (tx) => {
      const files = rowsOf<{ file_uuid: string }>(
        await tx.execute(sql`${expiredAppealFiles(s)} limit ${limit} for update of f skip locked`),
      ).map((r) => r.file_uuid);
      // The stored file's row takes its citation_appeal_images row with it (on delete cascade).
      const fileKeys = await deleteStoredFileRows(tx, files);
      return { removed: fileKeys.length, fileKeys };
    }),
};
