import 'server-only';
import { reportsBffRoutes } from '@/lib/contract/reports/bff-routes';
import { bffRouter, on } from '../../route';
import { z } from 'zod';
import { getSharedReport, plainText, TEXT_MAX } from '@/lib/contract';
import type { ReportRow, SharedReportResponse } from '@/lib/contract/reports/bff';
import { messages } from '@/lib/messages';
import { plateFileBase, reportFileBase, safeTimeZone } from '@/lib/rules/reports/report-columns';
import { displayedRows, REPORT_FULL_DISPLAY_MAX } from '@/lib/rules/reports/report-rows';
import { openShareToken, type ShareToken } from '@/server/auth/share-token';
import { callProvider, ProviderError } from '@/server/provider-client';
import { firstRows } from '@/server/reports/report-pages';
import { reportError, streamReport } from '@/server/reports/report-response';
import { tableReportSource, type RowAccess } from '@/server/reports/report-sources';
import type { BffContext } from '../../context';
import { BffError } from '../../errors';
import { parseQuery } from '../../parse-query';

/**
 * /api/shared/reports/:token — share links opened by outside parties without a session. The
 * token is the credential: its seal is checked here (forged → 404), then the provider checks
 * the share's secret, revocation (410) and expiry (410) on every call and answers only that
 * report's rows. Read-only: there is no mutation here.
 */
export const sharedReportRoutes = bffRouter('/api/shared');

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

/** What the shared page shows (its BFF route and its page's first view): organisation, title, dates, the rows (spec 1 §9 4,000/1,000). */
export async function loadSharedReport(raw: string): Promise<SharedReportResponse<ReportRow>> {
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

on(sharedReportRoutes, reportsBffRoutes.sharedReport, async (c) =>
  c.json(await loadSharedReport(c.req.param('token') ?? ''), 200, noIndex),
);

const tzQuery = z.object({
  tz: plainText({ label: 'Time zone', max: TEXT_MAX.timezone }).optional(),
});

async function sharedDownload(c: BffContext, kind: 'csv' | 'pdf') {
  const { tz } = parseQuery(c, tzQuery);
  const { meta, source, fetchPage } = await openShare(c.req.param('token') ?? '');
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

on(sharedReportRoutes, reportsBffRoutes.sharedReportCsv, (c) => sharedDownload(c, 'csv'));
on(sharedReportRoutes, reportsBffRoutes.sharedReportPdf, (c) => sharedDownload(c, 'pdf'));
