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
  }),
  mailingCount: bffRoute<MailingCountResponse>()({
    id: 'citationMailingCount',
    area: 'citations',
    method: 'GET',
    path: '/api/citations/mailing/count',
    access: 'org',
  }),
  mailingSubmit: bffRoute<MailingLogEntry, MailingSubmitBody>()({
    id: 'citationMailingSubmit',
    area: 'citations',
    method: 'POST',
    path: '/api/citations/mailing',
    access: 'org',
  }),
};
