'use client';

import { useSWRConfig } from 'swr';
import { PageHeader } from '@/components/shell/PageHeader';
import { Alert } from '@/components/ui/Alert';
import { useToast } from '@/components/ui/Toast';
import type { BillingOverview } from '@/lib/contract/billing';
import { formatDate } from '@/lib/format';
import { billingBffRoutes as routes } from '@/lib/contract/billing/bff-routes';
import { teamBffRoutes } from '@/lib/contract/team/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { retryOnlyServerFailures } from '@/lib/hooks/use-api';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { BillingLoadError } from './BillingLoadError';
import { SubscriptionForm } from './SubscriptionForm';
import { useDisplayTimeZone } from '@/lib/hooks/first-view-tz';

function Summary({ overview }: { overview: BillingOverview }) {
  const zone = useDisplayTimeZone();
  const { subscription: sub, usedSeatCount } = overview;
  const rows: [string, string][] =
    sub.type === 'paid'
      ? [
          ['Plan', 'Paid subscription'],
          ['Paid seats', String(sub.paidSeatCount)],
          ['Seats in use', String(usedSeatCount)],
          ['Renews', sub.subEndDate ? formatDate(sub.subEndDate, '', zone) : 'No end date'],
          ['Status', sub.isActive ? 'Active' : 'Ended'],
        ]
      : [
          ['Plan', 'Free trial'],
          ['Seats in use', String(usedSeatCount)],
          [
            'Trial',
            sub.trialDaysLeft < 0 || !sub.isActive
              ? 'Ended'
              : `${sub.trialDaysLeft} day(s) remaining`,
          ],
        ];
  return (
    <section
      aria-labelledby="subscription-heading"
      className="rounded-lg border border-gray-200 bg-white p-4"
    >
      <h2 id="subscription-heading" className="text-sm font-semibold text-gray-900">
        {sub.orgName}
      </h2>
      <dl className="mt-2 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-[10rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-600">{label}</dt>
            <dd className="font-medium text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * /billing (spec 3 §2): where a super administrator sets up the subscription, e.g. after the
 * trial has ended. Everyone else reads the 'Access denied…' text.
 */
export interface BillingScreenProps {
  /** The most seats a subscription may have (MAX_PAID_SEATS). */
  maxSeats: number;
}

export function BillingScreen({ maxSeats }: BillingScreenProps) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const {
    data,
    error,
    isLoading,
    mutate: reload,
  } = useEndpoint(routes.getBilling, {}, retryOnlyServerFailures);

  return (
    <>
      <PageHeader
        title="Billing"
        description="Your subscription and paid seats. Adding users is limited by paid seats."
      />
      {error ? (
        <BillingLoadError error={error} onRetry={() => void reload()} />
      ) : isLoading || !data ? (
        <div className="h-64 animate-pulse rounded-lg border border-gray-200 bg-white" />
      ) : (
        <div className="max-w-3xl space-y-4">
          {data.testMode ? <Alert tone="info">Test mode: no card is charged.</Alert> : null}
          <Summary overview={data} />
          <SubscriptionForm
            key={`${data.subscription.type}-${data.subscription.paidSeatCount}`}
            overview={data}
            maxSeats={maxSeats}
            onSaved={(saved) => {
              void mutate(endpointUrl(routes.getBilling), saved, { revalidate: false });
              void mutate(endpointUrl(routes.getSubscription));
              void mutate(endpointUrl(teamBffRoutes.seats));
              toast.show({
                message: `Subscription active: ${saved.subscription.paidSeatCount} paid seats.`,
                tone: 'success',
              });
            }}
          />
        </div>
      )}
    </>
  );
}
