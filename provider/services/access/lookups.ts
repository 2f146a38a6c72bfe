import { eq, sql } from 'drizzle-orm';
import { LOOKUP_REASON_REFUSAL, type LookupPolicy } from '../../../lib/contract/privacy';
import {
  resolveLookupReason,
  type GivenLookupReason,
  type LookupReason,
} from '../../../lib/rules/privacy/lookup-reason';
import { ApiError } from '../../../platform/errors';
import { organisations } from '../../db/schema';
import { recordAudit } from './audit';
import type { OrgContext } from './role-table';

/**
 * Audited plate look-ups (issue 30 item 2): the reason an organisation may require before one
 * runs, and the one audit record each writes. Routes declare a look-up where they mount it
 * (provider/http/lookup-route.ts); nothing else writes these records, and nothing changes them.
 */

/** What was looked up: the audit log's words for each kind of call. */
export type LookupKind =
  | 'plate_360'
  | 'plate_timeline'
  | 'plate_pdf'
  | 'plate_search'
  | 'alert_search'
  | 'plate_history'
  | 'scan_detail'
  | 'alert_detail'
  | 'plate_report';

export const LOOKUP_ACTION = 'plate.looked_up';

/**
 * Repeats of the same look-up (same person, plate, kind and reason) within this window are one
 * record: a page's first view and the browser's revalidation of it, a timeline's next pages, a
 * report's pages are not separate look-ups.
 */
export const LOOKUP_REPEAT_SECONDS = 60;

/** The reason the call gave, checked against the organisation's policy; else the 400 refusal. */
export function lookupReasonOrRefuse(
  ctx: OrgContext,
  given: GivenLookupReason,
): LookupReason | null {
  const outcome = resolveLookupReason(ctx.org.lookupReasonRequired, given);
  if (!outcome.ok) throw new ApiError(400, LOOKUP_REASON_REFUSAL, outcome.message);
  return outcome.reason;
}

export interface LookupRecord {
  what: LookupKind;
  /** The plate looked up, normalised (a search: the term searched). */
  plate: string;
  reason: LookupReason | null;
  /** The client's address as the provider resolved it (the BFF forwards the browser's). */
  clientAddress: string;
  /** 'dashboard': asked through the dashboard in this process; 'api': over the provider's API. */
  via: 'dashboard' | 'api';
  /** The record the look-up opened (a scan), when it named one. */
  targetUuid?: string | null;
}

/**
 * Records one look-up: one INSERT, on its own (never inside a long transaction), which writes
 * nothing when the same look-up was recorded within LOOKUP_REPEAT_SECONDS.
 */
export async function recordLookup(ctx: OrgContext, record: LookupRecord): Promise<void> {
  const { user } = ctx.actor;
  const detail = {
    what: record.what,
    reason: record.reason?.choice ?? null,
    reasonText: record.reason?.text ?? null,
    clientAddress: record.clientAddress,
    via: record.via,
  };
  await ctx.db.execute(sql`
    insert into audit_events
      (entity_uuid, actor_uuid, actor_name, actor_email, action, target_uuid, plate, detail)
    select ${ctx.org.uuid}, ${user.uuid}, ${user.fullname}, ${user.email}, ${LOOKUP_ACTION},
      ${record.targetUuid ?? null}, ${record.plate}, ${JSON.stringify(detail)}::jsonb
    where not exists (
      select 1 from audit_events
      where entity_uuid = ${ctx.org.uuid}
        and plate = ${record.plate}
        and created_at > now() - make_interval(secs => ${LOOKUP_REPEAT_SECONDS})
        and action = ${LOOKUP_ACTION}
        and actor_uuid = ${user.uuid}
        and detail->>'what' = ${record.what}
        and coalesce(detail->>'reason', '') = ${detail.reason ?? ''}
        and coalesce(detail->>'reasonText', '') = ${detail.reasonText ?? ''}
        and coalesce(target_uuid::text, '') = ${record.targetUuid ?? ''}
    )`);
}

/** The organisation's look-up policy. */
export const lookupPolicyOf = (ctx: OrgContext): LookupPolicy => ({
  reasonRequired: ctx.org.lookupReasonRequired,
});

/** Turns the reason requirement on or off, with its audit record, in one transaction. */
export async function updateLookupPolicy(
  ctx: OrgContext,
  next: LookupPolicy,
): Promise<LookupPolicy> {
  const before = ctx.org.lookupReasonRequired;
  if (before === next.reasonRequired) return next;
  await ctx.db.transaction(async (tx) => {
    await ctx.recheck(tx);
    await tx
      .update(organisations)
      .set({ lookupReasonRequired: next.reasonRequired })
      .where(eq(organisations.uuid, ctx.org.uuid));
    await recordAudit(tx, {
      entityUuid: ctx.org.uuid,
      actor: ctx.actor.user,
      action: 'privacy.lookup_policy_updated',
      detail: { reasonRequired: { from: before, to: next.reasonRequired } },
    });
  });
  return next;
}
