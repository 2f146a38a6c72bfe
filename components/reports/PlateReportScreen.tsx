'use client';

import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { LookupReasonGate, needsLookupReason } from '@/components/privacy/LookupReasonGate';
import { PageHeader } from '@/components/shell/PageHeader';
import { Button } from '@/components/ui/Button';
import { LinkButton } from '@/components/ui/LinkButton';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { useTimeZone } from '@/lib/hooks/first-view-tz';
import { reportsBffRoutes } from '@/lib/contract/reports/bff-routes';
import { lprMessages } from '@/lib/messages/lpr';
import type { LookupReasonParams } from '@/lib/rules/privacy/lookup-reason';
import { plateReportParams } from '@/lib/rules/reports/report-query';
import { ReportDownloads } from './ReportDownloads';
import { reportReads } from './report-reads';
import { ScanReportBody } from './ScanReportBody';
import { lazyPart } from '@/components/ui/lazy-part';

const ShareReportDialog = lazyPart(() =>
  import('./ShareReportDialog').then((m) => m.ShareReportDialog),
);

/** /report/plate/{plate}: the scan history of one plate, a PDF named after it, a share link. */
export function PlateReportScreen({
  plate,
  why = {},
  serverTimeZone = null,
}: {
  plate: string;
  /** The look-up's reason the page was opened with (issue 30 item 2), passed on to each read. */
  why?: LookupReasonParams;
  /** The browser's zone as the server knew it (the tz cookie): dates render in it on the server. */
  serverTimeZone?: string | null;
}) {
  const { mutate: mutateAll } = useSWRConfig();
  const { data, error, isLoading, mutate } = useEndpoint(
    reportsBffRoutes.plateReport,
    { params: { plate }, query: why },
    reportReads,
  );
  const [sharing, setSharing] = useState(false);
  const timeZone = useTimeZone(serverTimeZone);
  const empty = data && data.rows.length === 0;
  return (
    <>
      <PageHeader
        title={
          <>
            Plate history <span className="font-mono">{plate}</span>
          </>
        }
        description="Every scan of this plate in the organization, newest first."
        actions={
          <>
            <LinkButton href="/reports" variant="ghost">
              Report log
            </LinkButton>
            <ReportDownloads
              csvHref={endpointUrl(reportsBffRoutes.plateReportCsv, { plate }, why)}
              pdfHref={endpointUrl(
                reportsBffRoutes.plateReportPdf,
                { plate },
                { tz: timeZone, ...why },
              )}
              what={`plate history of ${plate}`}
            />
            <Button onClick={() => setSharing(true)} disabled={Boolean(empty)}>
              Share link
            </Button>
          </>
        }
      />
      {needsLookupReason(error) ? (
        <LookupReasonGate
          message={error!.message}
          action={`/report/plate/${encodeURIComponent(plate)}`}
        />
      ) : null}
      <ScanReportBody
        data={data}
        error={error}
        onRetry={() => void mutate()}
        loading={isLoading}
        caption={`Scans of plate ${plate}`}
        emptyText={lprMessages.scanNotFound}
        timeZone={timeZone}
        unit="scan"
      />
      <ShareReportDialog
        open={sharing}
        onClose={() => setSharing(false)}
        params={plateReportParams(plate)}
        onShared={() => void mutateAll(endpointUrl(reportsBffRoutes.reportLog))}
      />
    </>
  );
}
