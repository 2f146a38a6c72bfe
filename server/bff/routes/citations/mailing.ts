import 'server-only';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { mailingSubmitBody } from '@/lib/contract/citations/bff';
import { parseBody } from '../../context';
import { refusals } from '../../errors';
import { orgGuards } from '../../guards';
import { bffRouter, on } from '../../route';
import { loadMailingCount, loadMailingLog, submitMailing } from '../../views/citations/mailing';
import { mailingRefusals } from './mailing-refusals';

/** /api/citations/mailing: violation mailing: count, submit, log (mailing organisations only). */
export const citationMailingRoutes = bffRouter('/api/citations/mailing');

citationMailingRoutes.use('*', refusals(mailingRefusals));

on(citationMailingRoutes, routes.mailingLog, ...orgGuards, async (c) =>
  c.json(await loadMailingLog(c.var.caller)),
);

on(citationMailingRoutes, routes.mailingCount, ...orgGuards, async (c) =>
  c.json(await loadMailingCount(c.var.caller)),
);

on(citationMailingRoutes, routes.mailingSubmit, ...orgGuards, async (c) => {
  await parseBody(c, mailingSubmitBody);
  return c.json(await submitMailing(c.var.caller));
});
