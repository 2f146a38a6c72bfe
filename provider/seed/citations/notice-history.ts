import { CITATION_LOG, type CitationLogType } from '../../../lib/rules/citations/log-types';
import { eq } from 'drizzle-orm';
import {
  citationAppeals,
  citationImages,
  citationLogs,
  citations,
  portalPayments,
  type CitationRow,
  type UserRow,
} from '../../db/schema';
import type { Db } from '../../db/types';
import { storeFile, type FileStorage } from '../../services/files';
import { emailOf, person } from '../world/people';
import { Rng } from '../world/random';
import { APPEAL_REASONS, EVIDENCE_PNG } from './demo-data';
import { type AppealPlan } from './history';

/**
 * What happened to the demo's notices after issue: portal payments, status changes, appeals
 * and evidence photos (the seeder in index.ts issues them first).
 */

const IMAGED = 160;
const DAY = 86_400_000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A portal_payments row (kind 'citation') for every notice paid on the portal. */
export async function seedPayments(tx: Tx, entityUuid: string, issued: CitationRow[]) {
  const paid = issued.filter((c) => c.paymentStatus === 'paid');
  for (let i = 0; i < paid.length; i += 1_000) {
    await tx.insert(portalPayments).values(
      paid.slice(i, i + 1_000).map((c) => ({
        entityUuid,
        kind: 'citation',
        idempotencyKey: `seed-citation-${c.uuid}`,
        referenceUuid: c.uuid,
        subtotal: c.paidNet,
        convenienceFee: c.paidTotalFees,
        total: c.paidTotal,
        net: c.paidNet,
        currency: c.currency,
        createdAt: c.datePaid ?? c.issuedAt,
      })),
    );
  }
}

/** A log entry for every later change of a notice (payment, status, void). */
export async function seedStatusLogs(
  tx: Tx,
  entityUuid: string,
  issued: CitationRow[],
  admin: UserRow | null,
) {
  const staff = { createdByUuid: admin?.uuid ?? null, createdByName: admin?.fullname ?? 'Staff' };
  const values = issued.flatMap((c): Array<typeof citationLogs.$inferInsert> => {
    const base = { entityUuid, citationUuid: c.uuid };
    if (c.voidDate) {
      return [
        {
          ...base,
          ...staff,
          type: CITATION_LOG.void,
          note: c.updateMessage,
          createdAt: c.voidDate,
        },
      ];
    }
    if (c.paymentStatus === 'paid' && c.datePaid) {
      return [
        {
          ...base,
          createdByUuid: null,
          createdByName: 'Violation portal',
          type: CITATION_LOG.paid,
          note: 'Paid on the violation portal.',
          createdAt: c.datePaid,
        },
      ];
    }
    if (c.paymentStatus === 'paid off platform' || c.paymentStatus === 'uncollectable') {
      const at = c.datePaid ?? new Date(c.issuedAt.getTime() + 60 * DAY);
      return [
        { ...base, ...staff, type: CITATION_LOG.status, note: c.updateMessage, createdAt: at },
      ];
    }
    return [];
  });
  for (let i = 0; i < values.length; i += 1_000) {
    await tx.insert(citationLogs).values(values.slice(i, i + 1_000));
  }
}

export async function seedAppeals(
  tx: Tx,
  entityUuid: string,
  issued: CitationRow[],
  appeals: AppealPlan[],
  rng: Rng,
) {
  const taken = new Set<string>();
  const values = appeals.map((a) => {
    const c = issued[a.index];
    const p = person(rng);
    return {
      entityUuid,
      citationUuid: c.uuid,
      name: p.name,
      email: emailOf(p, 'mail.example.com', taken),
      phoneNumber: `(734) 555-${String(rng.int(1000, 9999))}`,
      address: `${rng.int(100, 4999)} ${rng.pick(['Maple', 'Huron', 'State', 'Packard', 'Division'])} St, Northgate MI`,
      reason: rng.pick(APPEAL_REASONS),
      submissionDate: a.submittedAt,
      responseDate: a.respondedAt,
      status: a.outcome === 'waiting' ? null : a.outcome === 'closed' ? 'Responded' : null,
      isApproved: a.outcome === 'approved' ? true : a.outcome === 'rejected' ? false : null,
      createdAt: a.submittedAt,
    };
  });
  await tx.insert(citationAppeals).values(values);
  for (const v of values) {
    await tx
      .update(citations)
      .set({ appealName: v.name })
      .where(eq(citations.uuid, v.citationUuid));
  }
  const logs = appeals.flatMap((a, i) => {
    const c = issued[a.index];
    const entries: Array<typeof citationLogs.$inferInsert & { type: CitationLogType }> = [
      {
        entityUuid,
        citationUuid: c.uuid,
        type: CITATION_LOG.appealSubmitted,
        note: `Appeal submitted by ${values[i].name}.`,
        createdByUuid: null,
        createdByName: values[i].name,
        createdAt: a.submittedAt,
      },
    ];
    if (a.respondedAt && a.outcome !== 'waiting') {
      entries.push({
        entityUuid,
        citationUuid: c.uuid,
        type:
          a.outcome === 'approved'
            ? CITATION_LOG.appealApproved
            : a.outcome === 'rejected'
              ? CITATION_LOG.appealRejected
              : CITATION_LOG.appealClosed,
        note:
          a.outcome === 'approved'
            ? 'Appeal approved; notice voided.'
            : a.outcome === 'rejected'
              ? 'Appeal rejected.'
              : 'Appeal closed.',
        createdByUuid: null,
        createdByName: 'Staff',
        createdAt: a.respondedAt,
      });
    }
    return entries;
  });
  await tx.insert(citationLogs).values(logs);
}

/** Evidence photos on some recent notices (each its own stored copy of a small PNG). */
export async function seedImages(
  tx: Tx,
  storage: FileStorage,
  entityUuid: string,
  issued: CitationRow[],
  rng: Rng,
) {
  const recent = issued.slice(-2_000);
  const chosen = rng.sample(recent, IMAGED);
  const images: { citationUuid: string; fileUuid: string; position: number }[] = [];
  for (const c of chosen) {
    const count = rng.int(1, 3);
    for (let position = 0; position < count; position++) {
      const file = await storeFile(tx, storage, {
        entityUuid,
        bytes: EVIDENCE_PNG,
        contentType: 'image/png',
      });
      images.push({ citationUuid: c.uuid, fileUuid: file.uuid, position });
    }
  }
  await tx.insert(citationImages).values(images);
}
