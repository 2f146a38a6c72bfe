import { formatDateTime, formatMoney } from '@/lib/format';

/** What the receipt shows of a payment (the sealed receipt in its link). */
export interface NoticeReceiptView {
  citationNumber: number;
  citationName: string;
  plate: string;
  subtotal: number;
  convenienceFee: number;
  total: number;
  currency: 'USD' | 'CAD';
  email: string;
  paidAt: string;
  paymentId: string;
}

/** A violation payment's receipt; its time in the organisation's zone, as every portal time. */
export function NoticeReceipt({
  receipt,
  timeZone,
  lookupHref,
}: {
  receipt: NoticeReceiptView;
  timeZone: string;
  lookupHref: string;
}) {
  const money = (cents: number) => formatMoney(cents, { currency: receipt.currency });
  return (
    <section className="rounded-lg bg-white p-5 shadow-card ring-1 ring-gray-200">
      <h1 className="text-xl font-semibold text-gray-900">Payment received</h1>
      <p className="mt-1 text-sm text-gray-700">A receipt was sent to {receipt.email}.</p>
      <dl className="mt-4 divide-y divide-gray-200 text-sm">
        {[
          ['Notice', `#${receipt.citationNumber}`],
          ['Violation', receipt.citationName],
          ['License plate', receipt.plate],
          ['Amount', money(receipt.subtotal)],
          ['Convenience fee', money(receipt.convenienceFee)],
          ['Total paid', `${money(receipt.total)} (test mode)`],
          ['Paid', formatDateTime(receipt.paidAt, '', timeZone)],
          ['Reference', receipt.paymentId],
        ].map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 py-2">
            <dt className="text-gray-700">{term}</dt>
            <dd
              className="text-right font-medium break-all text-gray-900"
              data-testid={`receipt-${term}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-center text-sm">
        <a href={lookupHref} className="text-gray-900 underline">
          Look up another notice
        </a>
      </p>
    </section>
  );
}
