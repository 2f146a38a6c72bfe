import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { formatDateTime, formatMoney } from '@/lib/format';
import { openReceipt } from '@/server/portal/violations/notice-token';
import { portalRequest } from '@/server/portal/page-context';

export const metadata: Metadata = {
  title: 'Your receipt',
  referrer: 'no-referrer',
};

/** The payment's receipt, from the sealed result in the link (no public read of payments). */
export default async function NoticeReceiptPage({
  params,
  searchParams,
}: {
  params: Promise<{ subdomain: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { subdomain, id } = await params;
  const raw = (await searchParams).r;
  const receipt = await openReceipt(Array.isArray(raw) ? raw[0] : raw);
  if (!receipt || receipt.subdomain !== subdomain.toLowerCase() || receipt.uuid !== id) notFound();
  const { basePath } = await portalRequest(receipt.subdomain);
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
          ['Paid', `${formatDateTime(receipt.paidAt, '', 'UTC')} UTC`],
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
        <a href={`${basePath}/citations`} className="text-gray-900 underline">
          Look up another notice
        </a>
      </p>
    </section>
  );
}
