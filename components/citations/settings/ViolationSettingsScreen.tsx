'use client';

import { PageHeader } from '@/components/shell/PageHeader';
import { Alert } from '@/components/ui/Alert';
import { Card } from '@/components/ui/Card';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { citationsMessages as cm } from '@/lib/messages/citations';
import { AppealWindowCard } from './AppealWindowCard';
import { LocationsCard } from './LocationsCard';

function CopyBlock({ label, text }: { label: string; text: string | null }) {
  return (
    <div>
      <h3 className="text-sm font-medium text-gray-800">{label}</h3>
      <p className="mt-1 rounded-md border border-gray-200 bg-gray-50 p-3 text-sm whitespace-pre-line text-gray-900">
        {text ?? 'Not set.'}
      </p>
    </div>
  );
}

/**
 * /citations/violation-settings (spec 3 §2, §8): ticket locations, the read-only ticket header
 * and footer copy (edits go through support) and the appeal window. Without a subdomain or a
 * brand title: the §8 subscription message.
 */
export function ViolationSettingsScreen() {
  const { data, error, mutate } = useEndpoint(routes.violationSettings);
  return (
    <>
      <PageHeader
        title="Violation Settings"
        description="Ticket locations, the printed ticket's copy and the appeal window."
      />
      {error ? (
        <RetryAlert onRetry={() => void mutate()}>
          {error.status >= 500 ? cm.ticketSettingsLoadFailed : error.message}
        </RetryAlert>
      ) : !data ? (
        <div
          className="h-64 animate-pulse rounded-lg border border-gray-200 bg-white"
          aria-busy="true"
        />
      ) : !data.canEdit ? (
        <Alert tone="warning">{cm.ticketSettingsNeedSubdomain}</Alert>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <LocationsCard locations={data.locations} onChanged={() => void mutate()} />
          <div className="flex flex-col gap-6">
            <Card
              title="Ticket copy"
              description="Printed on every ticket. To change it, contact support."
              headingLevel={2}
            >
              <div className="space-y-4">
                <CopyBlock label="Header" text={data.ticketHeader} />
                <CopyBlock label="Footer" text={data.ticketFooter} />
              </div>
            </Card>
            <AppealWindowCard appealWindow={data.appealWindow} />
          </div>
        </div>
      )}
    </>
  );
}
