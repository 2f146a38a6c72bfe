import { randomBytes } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { MAILING_AGE_DAYS, type MailingCount, type MailingLogEntry } from '../../../lib/contract';
import { CITATION_LOG } from '../../../lib/rules/citations/log-types';
import {
  citationMailings,
  citations,
  type CitationMailingRow,
  type OrganisationRow,
} from '../../db/schema';
import { array } from '../../db/sql-arrays';
import { rowsOf, type DbOrTx } from '../../db/types';
import { ApiError } from '../../../platform/errors';
import { recordAudit } from '../access';
import { citationTimeZone } from './time-zone';
import { mailingCandidateSql } from './status-sql';
import type { OrgContext } from '../access';

/**
 * Violation mailing (spec 3 §2, §4 Mailing flow, §9): only for mailing organisations
 * (organisations.is_mailing_enabled; others: 401 MAILING_NOT_ENABLED, spec §8), the candidates
 * are unpaid violations (open, not void) more than 30 days past the notice date. The vendor is a
 * local test mode: it records the job with a transaction id; each citation mailed is logged.
 */
export const MAILING_VENDOR = 'Test-mode mailing vendor';
export const MAILING_DESCRIPTION = `Unpaid violations more than ${MAILING_AGE_DAYS} days past the notice date`;

export const mailingNotEnabled = () =>
  new ApiError(
    401,
    'MAILING_NOT_ENABLED',
    'This organisation is not set up with violation mailing.',
  );

/** Mailing is for the organisations set up with it (409 MAILING_NOT_ENABLED otherwise). */
function requireMailingEnabled(org: OrganisationRow) {
  if (!org.isMailingEnabled) throw mailingNotEnabled();
}

/**
 * The candidates' condition: the organisation's notices the status rule calls payable, more than
 * MAILING_AGE_DAYS calendar days (of the organisation's zone) past their notice date.
 */
async function candidates(db: DbOrTx, entityUuid: string, at: Date) {
  const timeZone = await citationTimeZone(db, entityUuid);
  return sql`${citations.entityUuid} = ${entityUuid} and ${mailingCandidateSql({ at, timeZone })}`;
}

const entryOf = (r: CitationMailingRow): MailingLogEntry => ({
  uuid: r.uuid,
  createdAt: new Date(r.createdAt).toISOString(),
  description: r.description,
  count: r.count,
  requestedBy: r.requestedBy,
  email: r.email,
  vendor: r.vendor,
  transactionId: r.transactionId,
});

export async function mailingLogFor(ctx: OrgContext): Promise<MailingLogEntry[]> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  requireMailingEnabled(ctx.org);
  const rows = await db
    .select()
    .from(citationMailings)
    .where(eq(citationMailings.entityUuid, entityUuid))
    .orderBy(desc(citationMailings.createdAt), desc(citationMailings.uuid))
    .limit(500);
  return rows.map(entryOf);
}

export async function mailingCountFor(ctx: OrgContext, at = new Date()): Promise<MailingCount> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  requireMailingEnabled(ctx.org);
  const where = await candidates(db, entityUuid, at);
  // Each candidate's last mailing (its MAILED log, by the logs' per-citation index): a second
  // submission of the same notices is warned with the date of the last one.
  const [row] = rowsOf<{ n: number; mailed: number; last: string | null }>(
    await db.execute(sql`
      select count(*)::int as n, count(x.last)::int as mailed, to_char(max(x.last) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last
      from (
        select (select max(l.created_at) from citation_logs l
                where l.citation_uuid = ${citations.uuid} and l.type = ${CITATION_LOG.mailed}) as last
        from ${citations} where ${where}
      ) x`),
  );
  return {
    count: Number(row?.n ?? 0),
    alreadyMailed: Number(row?.mailed ?? 0),
    lastMailedAt: row?.last ?? null,
  };
}

/**
 * Sends the candidates to the vendor in one transaction: the job (with the vendor's transaction
 * id), a log entry on each citation mailed, an audit record. Two submits at once are serialised
 * by a transaction lock per organisation (each job records what it mailed).
 */
export async function sendMailingFor(ctx: OrgContext, at = new Date()): Promise<MailingLogEntry> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
  requireMailingEnabled(ctx.org);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('citation_mailing'), hashtext(${entityUuid}))`,
    );
    const where = await candidates(tx, entityUuid, at);
    const mailed = rowsOf<{ uuid: string }>(
      await tx.execute(sql`select ${citations.uuid} from ${citations} where ${where} for update`),
    );
    if (mailed.length === 0) {
      throw new ApiError(409, 'NOTHING_TO_MAIL', 'No violations to mail.');
    }
    const transactionId = `tm_${randomBytes(12).toString('hex')}`;
    const [job] = await tx
      .insert(citationMailings)
      .values({
        entityUuid,
        description: MAILING_DESCRIPTION,
        count: mailed.length,
        requestedByUuid: user.uuid,
        requestedBy: user.fullname,
        email: user.email,
        vendor: MAILING_VENDOR,
        transactionId,
      })
      .returning();
    await tx.execute(sql`
      insert into citation_logs (entity_uuid, citation_uuid, type, note, created_by_uuid, created_by_name)
      select ${entityUuid}, c.uuid, ${CITATION_LOG.mailed},
        ${`Sent to ${MAILING_VENDOR} (transaction ${transactionId}).`}, ${user.uuid}, ${user.fullname}
      from unnest(${array(mailed.map((m) => m.uuid))}::uuid[]) as c(uuid)`);
    await recordAudit(tx, {
      entityUuid,
      actor: user,
      action: 'citation.mailing_sent',
      targetUuid: job.uuid,
      detail: { count: mailed.length, transactionId },
    });
    return entryOf(job);
  });
}
