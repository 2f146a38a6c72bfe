import 'server-only';
import { z } from 'zod';
import { getSharedReport } from '@/lib/contract';
import {
  reportTzQuery,
  sharedReportResponse,
  type ReportRow,
  type SharedReportResponse,
} from '@/lib/contract/reports/bff';
import { reportsBffRoutes as routes } from '@/lib/contract/reports/bff-routes';
import { messages } from '@/lib/messages';
import { plateFileBase, reportFileBase, safeTimeZone } from '@/lib/rules/reports/report-columns';
import { displayedRows, REPORT_FULL_DISPLAY_MAX } from '@/lib/rules/reports/report-rows';
import { openShareToken, type ShareToken } from '@/server/auth/share-token';
import { callProvider, ProviderError } from '@/server/provider-client';
import { firstRows } from '@/server/reports/report-pages';
import { reportError, streamReport } from '@/server/reports/report-response';
import { tableReportSource, type RowAccess } from '@/server/reports/report-sources';
import { endpoint } from '../../endpoint';
import { BffError } from '../../errors';

/**
 * /api/shared/reports/:token — share links opened by outside parties without a session. The
 * token is the credential: its seal is checked here (forged → 404), then the provider checks
 * the share's secret, revocation (410) and expiry (410) on every call and answers only that
 * report's rows. Read-only: there is no mutation here.
 */
type RefusalCode = 'SHARE_NOT_FOUND' | 'SHARE_EXPIRED' | 'SHARE_REVOKED';

const refusals: Record<RefusalCode, { status: number; message: string }> = {
  SHARE_NOT_FOUND: { status: 404, message: messages.shareNotFound },
  SHARE_EXPIRED: { status: 410, message: messages.shareExpired },
  SHARE_REVOKED: { status: 410, message: messages.shareRevoked },
};

/**
 * The provider's refusals of a share and what the shared page answers: a secret it does not
 * take, a share it does not know or a share id it cannot read all mean "this link is not valid"
 * (SHARE_NOT_FOUND, the code the shared page shows its not-found state for).
 */
const providerRefusals: Record<string, RefusalCode> = {
  SHARE_NOT_FOUND: 'SHARE_NOT_FOUND',
  SHARE_EXPIRED: 'SHARE_EXPIRED',
  SHARE_REVOKED: 'SHARE_REVOKED',
  UNAUTHENTICATED: 'SHARE_NOT_FOUND',
  NOT_FOUND: 'SHARE_NOT_FOUND',
  BAD_REQUEST: 'SHARE_NOT_FOUND',
};

function refused(code: RefusalCode): never {
  const { status, message } = refusals[code];
  throw new BffError(status, code, message);
}

/** A share's refusal by the provider as this route's status and text. */
function shareError(error: unknown): never {
  if (error instanceof ProviderError && Object.hasOwn(providerRefusals, error.code)) {
    refused(providerRefusals[error.code]);
  }
  return reportError(error);
}

async function openToken(raw: string): Promise<ShareToken> {
  const opened = await openShareToken(raw);
  if (!opened.ok) refused(opened.reason === 'expired' ? 'SHARE_EXPIRED' : 'SHARE_NOT_FOUND');
  return opened.token;
}

async function openShare(raw: string) {
  const token = await openToken(raw);
  const meta = await callProvider(getSharedReport, {
    token: token.secret,
    params: { share: token.share },
  }).catch(shareError);
  const source = tableReportSource(meta.params.reportType);
  if (!source) refused('SHARE_NOT_FOUND');
  const access: RowAccess = { kind: 'share', share: token.share, secret: token.secret };
  return { token, meta, source, fetchPage: source.pages(access, meta.params) };
}

const noIndex = { 'x-robots-tag': 'noindex, nofollow', 'referrer-policy': 'no-referrer' };

/** What the shared page shows: organisation, title, dates, the rows (spec 1 §9 4,000/1,000). */
async function sharedReport(raw: string): Promise<SharedReportResponse<ReportRow>> {
  const { meta, source, fetchPage } = await openShare(raw);
  const rows = await firstRows(fetchPage, REPORT_FULL_DISPLAY_MAX + 1).catch(shareError);
  const shown = displayedRows(rows);
  const links = { origin: null };
  return {
    organisationName: meta.organisation.name,
    description: meta.description,
    params: meta.params,
    createdAt: meta.createdAt,
    expiresAt: meta.expiresAt,
    rows: shown.rows.map((r) => source.present(r, links)),
    truncated: shown.truncated,
  };
}

async function sharedDownload(kind: 'csv' | 'pdf', token: string, tz: string | undefined) {
  const { meta, source, fetchPage } = await openShare(token);
  const p = meta.params;
  const res = await streamReport(kind, {
    source,
    fetchPage: (cursor, limit) => fetchPage(cursor, limit).catch(shareError),
    params: p,
    format: { timeZone: safeTimeZone(tz) },
    links: { origin: null },
    organisationName: meta.organisation.name,
    fileBase: p.plate
      ? plateFileBase(p.plate)
      : reportFileBase(p.reportType, p.rawStartDate, p.rawEndDate),
  });
  for (const [k, v] of Object.entries(noIndex)) res.headers.set(k, v);
  return res;
}

const tokenParam = z.object({ token: z.string() });
const SHARE_GONE = {
  404: 'The link is not valid (SHARE_NOT_FOUND).',
  410: 'The link has expired or was revoked (SHARE_EXPIRED, SHARE_REVOKED).',
};

const sharedDownloadEndpoint = (
  route: typeof routes.sharedReportCsv | typeof routes.sharedReportPdf,
  kind: 'csv' | 'pdf',
) =>
  endpoint(route, {
    summary: `A shared report as a ${kind.toUpperCase()} download.`,
    params: tokenParam,
    query: reportTzQuery,
    errors: SHARE_GONE,
    handler: ({ params: { token }, query: { tz } }) => sharedDownload(kind, token, tz),
  });

export const sharedReportEndpoints = [
  endpoint(routes.sharedReport, {
    summary: 'A shared report (the sealed token is the credential).',
    params: tokenParam,
    response: sharedReportResponse,
    errors: SHARE_GONE,
    handler: async ({ params: { token }, c }) => c.json(await sharedReport(token), 200, noIndex),
  }),
  sharedDownloadEndpoint(routes.sharedReportCsv, 'csv'),
  sharedDownloadEndpoint(routes.sharedReportPdf, 'pdf'),
];
