import { routesOf } from '../../define-endpoint';
import type { MailingLogEntry } from '../mailing';
import type { MailingCountResponse, MailingLogResponse, MailingSubmitBody } from '../bff/mailing';

const route = routesOf('citations');

/** The BFF routes of citations: violation mailing: count, submit, log (plain data: see define-endpoint.ts). */
export const citationMailingBffRoutes = {
  mailingLog: route.get<MailingLogResponse>()(
    'citationMailingLog',
    '/api/citations/mailing',
    'org',
  ),
  mailingCount: route.get<MailingCountResponse>()(
    'citationMailingCount',
    '/api/citations/mailing/count',
    'org',
  ),
  mailingSubmit: route.post<MailingLogEntry, MailingSubmitBody>()(
    'citationMailingSubmit',
    '/api/citations/mailing',
    'org',
  ),
};
