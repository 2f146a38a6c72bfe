import { bffRoute } from '../../define-endpoint';
import type { MailingLogEntry } from '../mailing';
import type { MailingCountResponse, MailingLogResponse, MailingSubmitBody } from '../bff/mailing';

/** The BFF routes of citations: violation mailing: count, submit, log (plain data: see define-endpoint.ts). */
export const citationMailingBffRoutes = {
  mailingLog: bffRoute<MailingLogResponse>()({
    id: 'citationMailingLog',
    area: 'citations',
    method: 'GET',
    path: '/api/citations/mailing',
    access: 'org',
    summary:
      'The violation mailing log, newest first; a non-mailing organisation: 403 MAILING_NOT_ENABLED with the catalogue text.',
  }),
  mailingCount: bffRoute<MailingCountResponse>()({
    id: 'citationMailingCount',
    area: 'citations',
    method: 'GET',
    path: '/api/citations/mailing/count',
    access: 'org',
    summary: 'The search: how many unpaid violations are more than 30 days past the notice date.',
  }),
  mailingSubmit: bffRoute<MailingLogEntry, MailingSubmitBody>()({
    id: 'citationMailingSubmit',
    area: 'citations',
    method: 'POST',
    path: '/api/citations/mailing',
    access: 'org',
    summary: 'Submits the mailing job to the vendor (body {}); answers its log entry.',
  }),
};
