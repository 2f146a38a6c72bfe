'use client';

import { useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { PageHeader } from '@/components/shell/PageHeader';
import { Alert, Button } from '@/components/ui';
import { LinkButton } from '@/components/ui/LinkButton';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { generateQueryString, paramsOfQuery, reportQuery } from '@/lib/contract/reports/bff';
import { reportsBffRoutes } from '@/lib/contract/reports/bff-routes';
import { browserTimeZone, REPORT_LOG_KEY, useReportRows } from '@/lib/hooks/reports/use-reports';
import { messages } from '@/lib/messages';
import {
  REPORT_TYPE_OPTIONS,
  reportDates,
  reportTypeLabel,
} from '@/lib/rules/reports/report-columns';
import { ReportDownloads } from './ReportDownloads';
import { ScanReportBody } from './ScanReportBody';
import { ShareReportDialog } from './ShareReportDialog';

export interface GenerateReportScreenProps {
  /** The page's query (reportType&startDate&endDate&listUUID&listName&rawStartDate&rawEndDate&paidSort). */
  query: Record<string, string>;
}

/** /reports/generate: the generated report's table (spec 1 §9: 4,000/1,000), CSV, PDF, share. */
export function GenerateReportScreen({ query }: GenerateReportScreenProps) {
  const { mutate: mutateAll } = useSWRConfig();
  const parsed = useMemo(() => reportQuery.safeParse(query), [query]);
  const typeAvailable = REPORT_TYPE_OPTIONS.some((o) => o.type === query.reportType && o.available);
  const params = parsed.success && typeAvailable ? paramsOfQuery(parsed.data) : null;
  const qs = params ? generateQueryString(params) : null;
  const { data, error, isLoading, mutate } = useReportRows(qs);
  const [sharing, setSharing] = useState(false);
  const timeZone = useMemo(() => browserTimeZone(), []);

  // A type that is unknown or not offered (spec 1 §8): the failure text alone, no table or actions.
  if (!typeAvailable || error?.code === 'REPORT_TYPE_UNAVAILABLE') {
    return (
      <>
        <PageHeader title="Report" />
        <Alert tone="error">{messages.reportFailed}</Alert>
      </>
    );
  }

  if (!params || !qs) {
    return (
      <>
        <PageHeader title="Report" />
        <Alert
          tone="error"
          actions={
            <LinkButton href="/reports" variant="secondary" size="sm">
              Back to reports
            </LinkButton>
          }
        >
          {parsed.success ? messages.reportFailed : parsed.error.issues[0]?.message}
        </Alert>
      </>
    );
  }

  const label = reportTypeLabel(params.reportType);
  const dates = reportDates(params, timeZone);
  const tz = `tz=${encodeURIComponent(timeZone)}`;
  // The list as the organisation names it (from the rows' answer), not the URL's listName.
  const listText = !params.listUUID ? 'All scans' : data?.listName ? `List: ${data.listName}` : '';
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
        emptyText={'No scans in this report.'}
        timeZone={timeZone}
        unit="row"
        linkPlates
      />
      <ShareReportDialog
        open={sharing}
        onClose={() => setSharing(false)}
        params={params}
        onShared={() => void mutateAll(REPORT_LOG_KEY)}
      />
    </>
  );
}
