import { z } from 'zod';
import { callsOf, isoDate, uuid } from '../define-call';
import { description, reportParams } from './params';

import { SHARE_DEFAULT_DAYS, SHARE_MAX_DAYS } from './constants';

export * from './constants';

export const shareStatus = z.enum(['active', 'expired', 'revoked']);

export type ShareStatus = z.infer<typeof shareStatus>;

export const reportShare = z.object({
  uuid: z.string(),
  createdAt: isoDate,
  expiresAt: isoDate,
  revokedAt: isoDate.nullable(),
  status: shareStatus,
});

export type ReportShare = z.infer<typeof reportShare>;

const call = callsOf('reports');

export const createReportShare = call.post('createReportShare', {
  path: '/api/v1/dashboard/reports/share',
  summary:
    'Creates a share link record (and its REPORT_LINK / REPORT_PLATE_LINK log entry) in one transaction; answers the secret once.',
  body: z.object({
    entityUUID: z.uuid(),
    description,
    params: reportParams,
    expiresInDays: z.coerce.number().int().min(1).max(SHARE_MAX_DAYS).default(SHARE_DEFAULT_DAYS),
  }),
  response: z.object({
    share: reportShare,
    /** Bearer secret of the public share calls; stored only as a hash, never answered again. */
    secret: z.string(),
    /** The organisation's portal subdomain (share links open on the portal host when set). */
    portalSubdomain: z.string().nullable(),
  }),
  errors: { 400: 'Invalid share.', 403: 'Not a member of the organisation.' },
});

export const revokeReportShare = call.put('revokeReportShare', {
  path: '/api/v1/dashboard/reports/share/{uuid}/revoke',
  summary: 'Revokes a share link of the organisation (idempotent).',
  params: z.object({ uuid }),
  query: z.object({ entityUUID: z.uuid() }),
  response: reportShare,
  errors: { 403: 'Not a member.', 404: 'No such share in this organisation.' },
});

export const shareParams = z.object({ share: z.uuid({ message: 'This link is not valid.' }) });

export const shareErrors = {
  401: 'Share secret missing.',
  404: 'Unknown share or wrong secret (SHARE_NOT_FOUND).',
  410: 'Share revoked (SHARE_REVOKED) or expired (SHARE_EXPIRED).',
};

export const getSharedReport = call.get('getSharedReport', {
  path: '/api/v1/reports/shared/{share}',
  summary:
    'Public (Authorization: Bearer <share secret>): what a share shows — organisation name, description, report parameters, expiry.',
  auth: false,
  params: shareParams,
  response: z.object({
    organisation: z.object({ name: z.string() }),
    description: z.string(),
    params: reportParams,
    createdAt: isoDate,
    expiresAt: isoDate,
  }),
  errors: shareErrors,
});
