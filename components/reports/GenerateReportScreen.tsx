'use client';

import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { PageHeader } from '@/components/shell/PageHeader';
import { Button } from '@/components/ui/Button';
import { LinkButton } from '@/components/ui/LinkButton';
import { generateQuery, generateQueryString } from '@/lib/rules/reports/report-query';
import type { ReportParams } from '@/lib/contract/reports';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { useTimeZone } from '@/lib/hooks/first-view-tz';
import { reportsBffRoutes } from '@/lib/contract/reports/bff-routes';
import { reportsMessages } from '@/lib/messages/reports';
import { reportDates, reportTypeLabel } from '@/lib/rules/reports/report-columns';
import { ReportDownloads } from './ReportDownloads';
import { ReportProblem } from './ReportProblem';
import { reportReads } from './report-reads';
import { ScanReportBody } from './ScanReportBody';
import { lazyPart } from '@/components/ui/lazy-part';

const ShareReportDialog = lazyPart(() =>
  import('./ShareReportDialog').then((m) => m.ShareReportDialog),
);

export interface GenerateReportScreenProps {
  /**
   * The report of the page's query (reportType&startDate&endDate&listUUID&listName&rawStartDate&
   * rawEndDate&paidSort), checked on the server; null when it does not fit, with `problem` saying why.
   */
  params: ReportParams | null;
  problem?: string;
  /** The query names a report type that is unknown or not offered yet (spec 1 §8). */
  unavailable?: boolean;
  /** The browser's zone as the server knew it (the tz cookie): dates render in it on the server. */
  serverTimeZone?: string | null;
}

/** /reports/generate: the generated report's table (spec 1 §9: 4,000/1,000), CSV, PDF, share. */
export function GenerateReportScreen({
  params,
  problem,
  unavailable = false,
  serverTimeZone = null,
}: GenerateReportScreenProps) {
  const { mutate: mutateAll } = useSWRConfig();
  const qs = params ? generateQueryString(params) : null;
  const { data, error, isLoading, mutate } = useEndpoint(
    reportsBffRoutes.reportRows,
    params ? { query: generateQuery(params) } : null,
    reportReads,
  );
  const [sharing, setSharing] = useState(false);
  const timeZone = useTimeZone(serverTimeZone);

  // A type that is unknown or not offered (spec 1 §8): the failure text alone, no table or actions.
  if (unavailable || error?.code === 'REPORT_TYPE_UNAVAILABLE') {
    return <ReportProblem text={reportsMessages.reportFailed} />;
  }
  if (!params || !qs) return <ReportProblem text={problem ?? reportsMessages.reportFailed} back />;

  const label = reportTypeLabel(params.reportType);
  const dates = reportDates(params, timeZone);
  const tz = `tz=${encodeURIComponent(timeZone)}`;
  // The list as the organisation names it (from the rows' answer), not the URL's listName.
  const isScans = params.reportType === 'scans';
  const listText = !isScans
    ? ''
    : !params.listUUID
      ? 'All scans'
      : data?.listName
        ? `List: ${data.listName}`
        : '';
  return (
    <>
      <PageHeader
        title={`${label} report`}
        description={[dates, listText].filter(Boolean).join(' · ')}
        actions={
          <>
            <LinkButton href="/reports" variant="ghost">
              Report log
            </LinkButton>
            <ReportDownloads
              csvHref={`${endpointUrl(reportsBffRoutes.exportCsv)}?${qs}&${tz}`}
              pdfHref={`${endpointUrl(reportsBffRoutes.exportPdf)}?${qs}&${tz}`}
              what={`${label} report`}
            />
            <Button onClick={() => setSharing(true)}>Share link</Button>
          </>
        }
      />
      <ScanReportBody
        data={data}
        error={error}
        onRetry={() => void mutate()}
        loading={isLoading}
        caption={`${label} report rows`}
        emptyText={isScans ? 'No scans in this report.' : undefined}
        timeZone={timeZone}
        unit="row"
        linkPlates
        reportType={params.reportType}
      />
      <ShareReportDialog
        open={sharing}
        onClose={() => setSharing(false)}
        params={params}
        onShared={() => void mutateAll(endpointUrl(reportsBffRoutes.reportLog))}
      />
    </>
  );
}
