'use client';

import { useMemo } from 'react';
import { Logo } from '@/components/shell/Logo';
import { formatDate } from '@/lib/format';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { reportsBffRoutes as routes } from '@/lib/contract/reports/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { reportsMessages } from '@/lib/messages/reports';
import { reportDates, reportTypeLabel } from '@/lib/rules/reports/report-columns';
import { ReportDownloads } from './ReportDownloads';
import { ScanReportBody } from './ScanReportBody';
import { browserTimeZone, useDisplayTimeZone } from '@/lib/hooks/first-view-tz';
import { reportReads } from './report-reads';

const REFUSALS = new Set(['SHARE_NOT_FOUND', 'SHARE_EXPIRED', 'SHARE_REVOKED']);

/** An invalid, expired or revoked share link: a page that says so. */
function SharedLinkRefused({ notFound, message }: { notFound: boolean; message: string }) {
  return (
    <div className="flex w-full max-w-lg flex-col items-center gap-6">
      <Logo />
      <section
        aria-labelledby="shared-refused"
        className="w-full max-w-lg rounded-lg border border-gray-200 bg-white p-8 text-center shadow-card"
      >
        <h1 id="shared-refused" className="text-lg font-semibold text-gray-900">
          {notFound ? 'Link not found' : 'Link no longer available'}
        </h1>
        <p className="mt-2 text-sm text-gray-600">{message}</p>
      </section>
    </div>
  );
}

/**
 * /shared/reports/{token}: a report shared with outside parties — organisation, title, dates,
 * table, CSV and PDF — or, for an invalid, expired or revoked link, a page that says so.
 */
export function SharedReportScreen({ token }: { token: string }) {
  const zone = useDisplayTimeZone();
  const params = { token };
  const { data, error, isLoading, mutate } = useEndpoint(
    routes.sharedReport,
    { params },
    reportReads,
  );
  const timeZone = useMemo(() => browserTimeZone(), []);

  if (error && REFUSALS.has(error.code)) {
    return (
      <SharedLinkRefused notFound={error.code === 'SHARE_NOT_FOUND'} message={error.message} />
    );
  }

  const p = data?.params;
  const title = p?.plate
    ? `Plate history ${p.plate}`
    : p
      ? `${reportTypeLabel(p.reportType)} report`
      : 'Shared report';
  const dates = p ? reportDates(p, timeZone) : '';
  return (
    <div className="w-full max-w-7xl self-start">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-2 border-b border-gray-200 pb-4">
        <Logo />
        <p className="text-xs text-gray-600">Shared report · read-only</p>
      </div>
      <header className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-brand-700">{data?.organisationName ?? '\u00a0'}</p>
          <h1 className="text-xl font-semibold tracking-tight text-gray-900">{title}</h1>
          <p className="mt-1 text-sm text-gray-600">
            {[
              dates,
              p?.listName ? `List: ${p.listName}` : null,
              data ? `Link expires ${formatDate(data.expiresAt, '', zone)}` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        {data ? (
          <div className="flex flex-wrap gap-2">
            <ReportDownloads
              csvHref={endpointUrl(routes.sharedReportCsv, params)}
              pdfHref={endpointUrl(routes.sharedReportPdf, params, { tz: timeZone })}
              what={title}
            />
          </div>
        ) : null}
      </header>
      <ScanReportBody
        data={data}
        error={error ? { message: error.message || reportsMessages.reportFailed } : undefined}
        onRetry={() => void mutate()}
        loading={isLoading}
        caption={`${title} rows`}
        emptyText={
          p?.reportType === 'permits' || p?.reportType === 'meters'
            ? undefined
            : 'No scans in this report.'
        }
        timeZone={timeZone}
        unit="row"
        reportType={p?.reportType ?? 'scans'}
      />
    </div>
  );
}
