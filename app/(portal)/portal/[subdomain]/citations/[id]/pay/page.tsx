import { randomUUID } from 'node:crypto';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PayForm } from '@/components/citations/portal/PayForm';
import { PortalNotice } from '@/components/portal/customer/PortalNotice';
import { formatMoney } from '@/lib/format';
import { payNoticeAction } from '@/server/portal/violations/actions';
import { readNoticePage } from '@/server/portal/violations/notice-page';

export const metadata: Metadata = {
  title: 'Pay a violation notice',
  // 'same-origin', not 'no-referrer': with no-referrer a form post without script sends
  // `Origin: null`, which the form's action must refuse. Other sites still get no referrer.
  referrer: 'same-origin',
};

type Props = {
  params: Promise<{ subdomain: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** /citations/{id}/pay: what is due today (computed by the provider) and the payment form. */
export default async function PayNoticePage({ params, searchParams }: Props) {
  const { subdomain, id } = await params;
  const page = await readNoticePage(subdomain, id, await searchParams);
  if (!page.ok) return <PortalNotice title="Please wait a moment">{page.message}</PortalNotice>;
  const { notice, theme, basePath, keyQuery } = page;
  if (!notice.payable) redirect(`${basePath}/citations/${notice.uuid}${keyQuery}`);
  const money = (cents: number) => formatMoney(cents, { currency: notice.currency });
  return (
    <section
      aria-labelledby="pay-title"
      className="rounded-lg bg-white p-5 shadow-card ring-1 ring-gray-200"
    >
      <h1 id="pay-title" className="text-xl font-semibold text-gray-900">
        Pay notice #{notice.citationNumber}
      </h1>
      <dl className="mt-3 divide-y divide-gray-200 text-sm">
        {[
          ['Amount due today', money(notice.amountDue)],
          ['Convenience fee', money(notice.convenienceFee)],
          ['Total', money(notice.totalDue)],
        ].map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 py-2">
            <dt className="text-gray-700">{term}</dt>
            <dd className="font-medium text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-1 text-xs text-gray-700">The service fee is charged by the platform.</p>
      <div className="mt-4">
        <PayForm
          subdomain={page.subdomain}
          uuid={notice.uuid}
          plate={page.plate}
          idempotencyKey={randomUUID()}
          payLabel={`Pay ${money(notice.totalDue)}`}
          theme={theme}
          action={payNoticeAction}
        />
      </div>
      <p className="mt-4 text-center text-sm">
        <a
          href={`${basePath}/citations/${notice.uuid}${keyQuery}`}
          className="text-gray-900 underline"
        >
          Back to the notice
        </a>
      </p>
    </section>
  );
}
