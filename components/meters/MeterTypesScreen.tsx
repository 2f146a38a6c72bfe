'use client';

import { Card } from '@/components/ui/Card';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { PageHeader } from '@/components/shell/PageHeader';
import { useDisplayTimeZone } from '@/lib/hooks/first-view-tz';
import { metersBffRoutes as routes } from '@/lib/contract/meters/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { metersMessages } from '@/lib/messages/meters';
import { SUPPORT_EMAIL } from '@/lib/messages/support';
import { MetersTable } from './table/MetersTable';
import { SessionStatsCards } from './table/SessionStatsCards';

/**
 * /meter/types (spec 3 §2): the session stats cards, the meters table with its counts and net
 * earnings (counted in the display zone), and the contact-support text for a new meter.
 */
export function MeterTypesScreen() {
  const tz = useDisplayTimeZone() ?? 'UTC';
  const { data, error, isLoading, mutate } = useEndpoint(
    routes.meterTableOverview,
    { query: { tz } },
    { keepPreviousData: true },
  );
  return (
    <>
      <PageHeader
        title="Parking Meters"
        description="Digital meters, their rate schedules and paid parking sessions."
      />
      {error ? (
        <RetryAlert onRetry={() => void mutate()}>{error.message}</RetryAlert>
      ) : isLoading || !data ? (
        <div
          className="h-64 animate-pulse rounded-lg border border-gray-200 bg-white"
          aria-busy="true"
        />
      ) : (
        <div className="space-y-6">
          <SessionStatsCards stats={data.stats} />
          <MetersTable meters={data.meters} />
        </div>
      )}
      <Card title="Activate a digital meter" headingLevel={2} className="mt-6">
        <p className="text-sm text-gray-700">
          {metersMessages.activateMeterText}{' '}
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {SUPPORT_EMAIL}
          </a>
        </p>
      </Card>
    </>
  );
}
