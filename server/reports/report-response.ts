import 'server-only';
import type { ReportParams } from '@/lib/contract';
import { messages } from '@/lib/messages';
import {
  reportDates,
  reportDescription,
  zonedDateTime,
  type ReportFormat,
} from '@/lib/rules/reports/report-columns';
import { ProviderError } from '@/server/provider-client';
import { BffError, PROVIDER_FAILED_STATUS } from '../bff/errors';
import { csvStream } from './csv-stream';
import { pdfStream } from './pdf-stream';
import { refuseOversizedPdf } from './pdf-row-cap';
import { FIRST_PAGE_ROWS, reportPages, type FetchPage } from './report-pages';
import type { ReportLinks, ReportSource } from './report-sources';
import { errorFields, logger } from '@/platform/log';

/**
 * Report failures read as the spec's 'An error occurred generating your report…' (spec 1 §8),
 * except a 400 (its own readable message) and an ended session (the usual 401).
 */
export function reportError(error: unknown): never {
  if (error instanceof BffError) throw error;
  if (error instanceof ProviderError) {
    if (error.endsSession) throw error;
    if (error.status === 400) throw new BffError(400, error.code, error.message);
    // 503 only for a provider that did not answer; one that answered 5xx is 502 (errors.ts).
    const status =
      error.status === 403 || error.status === 404
        ? error.status
        : error.code === 'PROVIDER_UNAVAILABLE'
          ? 503
          : PROVIDER_FAILED_STATUS;
    throw new BffError(status, 'REPORT_FAILED', messages.reportFailed);
  }
  logger.error('report failed', errorFields(error));
  throw new BffError(500, 'REPORT_FAILED', messages.reportFailed);
}

export interface StreamRequest<R> {
  source: ReportSource<R>;
  fetchPage: FetchPage<R>;
  params: ReportParams;
  format: ReportFormat;
  links: ReportLinks;
  organisationName: string;
  fileBase: string;
  /** The retention notice the report prints (records of its period were removed); null: none. */
  notice?: string | null;
  /** Runs once the download is accepted (after the PDF row cap), before any byte is sent. */
  onAccepted?: () => Promise<void>;
}

function attachment(kind: 'csv' | 'pdf', fileBase: string): HeadersInit {
  const name = `${fileBase.replace(/[^A-Za-z0-9._-]/g, '-')}.${kind}`;
  return {
    'content-type': kind === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf',
    'content-disposition': `attachment; filename="${name}"`,
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  };
}

/**
 * A report download as a streamed Response. The first page is fetched before answering, so a
 * refusal (another organisation, a revoked share, a bad window, a PDF of too many rows) is still
 * a JSON error; the rest streams as the browser reads.
 */
export async function streamReport<R>(
  kind: 'csv' | 'pdf',
  req: StreamRequest<R>,
): Promise<Response> {
  const first = await req.fetchPage(null, FIRST_PAGE_ROWS).catch(reportError);
  const present = (rows: R[]) => rows.map((row) => req.source.present(row, req.links));
  async function* pages() {
    for await (const rows of reportPages(req.fetchPage, first)) yield present(rows);
  }
  if (kind === 'csv') {
    return new Response(csvStream(req.source.definition.csvColumns, pages(), req.notice), {
      headers: attachment('csv', req.fileBase),
    });
  }
  await refuseOversizedPdf(req.fetchPage, first).catch(reportError);
  await req.onAccepted?.();
  const tz = req.format.timeZone;
  const subtitle = [
    req.organisationName,
    reportDates(req.params, tz) || (req.params.plate ? `Plate ${req.params.plate}` : ''),
    req.params.listName ? `List: ${req.params.listName}` : '',
    `Generated ${zonedDateTime(new Date().toISOString(), tz)} (${tz})`,
    req.notice ?? '',
  ].filter(Boolean);
  const body = pdfStream(
    req.source.definition,
    pages(),
    {
      title: reportDescription(
        {
          ...req.params,
          startDate: null,
          endDate: null,
          rawStartDate: null,
          rawEndDate: null,
          listName: null,
        },
        tz,
      ),
      subtitle,
    },
    req.format,
  );
  return new Response(body, { headers: attachment('pdf', req.fileBase) });
}
