import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  NOTICE_ALREADY_PAID,
  type noticePayBody,
  type noticePayResult,
} from '../../../lib/contract';
import { formatMoney, currencyOf } from '../../../lib/format';
import { citations } from '../../db/schema';
import type { Db } from '../../db/types';
import { ApiError } from '../../../platform/errors';
import { LIMITS, limitAttempt } from '../access';
import { queueMail } from '../mail';
import {
  chargeTestMode,
  claimPurchaseKey,
  keyReused,
  paymentByKey,
  paymentView,
  purchaseOf,
  requirePaymentsActive,
} from '../payments';
import { brandOf } from '../portal';
import { CITATION_LOG } from '../../../lib/rules/citations/log-types';
import { logCitation } from './appeal-mail';
import { dueNow, noticeView, portalNotice } from './portal-notice';
import { citationTimeZone } from './time-zone';

/**
 * Paying a notice on the violation portal in local test mode. The amount is the provider's
 * (due today with late fees, plus the notice's convenience fee). The key is claimed first for
 * this notice (a key used for anything else is refused, payments/purchase-keys.ts); the notice
 * row is locked for the payment: a double submit with the same key waits, then answers the
 * first payment (one charge); another key then finds the notice paid (409).
 */
export async function payNotice(
  db: Db,
  subdomain: string,
  uuid: string,
  body: z.output<typeof noticePayBody>,
  address: string,
): Promise<z.input<typeof noticePayResult>> {
  const attempt = await limitAttempt(db, LIMITS.portalCheckout, { account: body.email, address });
  const { org } = await portalNotice(db, subdomain, uuid, body.plate);
  const timeZone = await citationTimeZone(db, org.uuid);
  const paymentId = await db.transaction(async (tx) => {
    await claimPurchaseKey(tx, org.uuid, body.idempotencyKey, purchaseOf.notice(uuid));
    const [row] = await tx.select().from(citations).where(eq(citations.uuid, uuid)).for('update');
    const earlier = await paymentByKey(tx, org.uuid, body.idempotencyKey);
    if (earlier) {
      if (earlier.kind !== 'citation' || earlier.referenceUuid !== uuid) throw keyReused();
      return earlier.idempotencyKey;
    }
    const now = new Date();
    const due = dueNow(row, now, timeZone);
    if (row.paymentStatus === 'paid' || row.paymentStatus === 'paid off platform') {
      throw new ApiError(409, 'NOTICE_ALREADY_PAID', NOTICE_ALREADY_PAID);
    }
    if (!due.payable) {
      throw new ApiError(409, 'NOTICE_NOT_PAYABLE', 'This notice cannot be paid online.');
    }
    requirePaymentsActive(org, due.amountDue);
    const payment = await chargeTestMode(tx, {
      entityUuid: org.uuid,
      kind: 'citation',
      idempotencyKey: body.idempotencyKey,
      amount: due.amountDue,
      convenienceFee: due.fee,
      currency: row.currency,
      referenceUuid: row.uuid,
    });
    await tx
      .update(citations)
      .set({
        paymentStatus: 'paid',
        paidTotal: payment.total,
        paidTotalFees: payment.convenienceFee,
        paidNet: payment.net,
        datePaid: now,
      })
      .where(eq(citations.uuid, row.uuid));
    const money = (cents: number) => formatMoney(cents, { currency: currencyOf(row.currency) });
    await logCitation(
      tx,
      org.uuid,
      row.uuid,
      { name: 'Violation portal' },
      CITATION_LOG.paid,
      `Paid ${money(payment.total)} on the violation portal (test mode), receipt to ${body.email}.`,
    );
    const title = (await brandOf(tx, org.uuid))?.brandTitle ?? org.name;
    await queueMail(tx, {
      entityUuid: org.uuid,
      to: body.email,
      subject: `Your receipt for violation notice #${row.citationNumber}`,
      text: [
        `Thank you. Your payment of violation notice #${row.citationNumber} to ${title} was received.`,
        `Plate: ${row.plate}`,
        `Violation: ${row.citationName}`,
        `Amount: ${money(payment.subtotal)}`,
        `Convenience fee: ${money(payment.convenienceFee)}`,
        `Total paid: ${money(payment.total)} (test mode)`,
        `Payment reference: ${payment.uuid}`,
      ].join('\n'),
      kind: 'citation_receipt',
    });
    return payment.idempotencyKey;
  });
  await attempt.succeeded();
  const payment = await paymentByKey(db, org.uuid, paymentId);
  const [row] = await db.select().from(citations).where(eq(citations.uuid, uuid));
  return { notice: await noticeView(db, row), payment: paymentView(payment!) };
}
