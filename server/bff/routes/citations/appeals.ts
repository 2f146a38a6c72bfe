import 'server-only';
import { getCitationAppealImage, putAppealNotifEmail } from '@/lib/contract';
import {
  appealListQuerySchema,
  appealMessageInput,
  appealNotifEmailInput,
  appealParam,
  appealRespondInput,
} from '@/lib/contract/citations/bff';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { z } from 'zod';
import { streamProviderImage } from '@/server/provider-client';
import { parseBody, parseParams } from '../../context';
import { refusals } from '../../errors';
import { orgGuards } from '../../guards';
import { parseQuery } from '../../parse-query';
import { bffRouter, on } from '../../route';
import {
  closeAppeal,
  loadAppeal,
  loadAppealList,
  messageAppeal,
  respondAppeal,
} from '../../views/citations/appeals';
import { appealRefusals } from './appeals-refusals';

/**
 * /api/citations/appeals: appeals: list, detail, respond, message, close, images. The
 * organisation is the session's; another organisation's appeals are 404.
 */
export const citationAppealsRoutes = bffRouter('/api/citations/appeals');
citationAppealsRoutes.use('*', refusals(appealRefusals));

on(citationAppealsRoutes, routes.listAppeals, ...orgGuards, async (c) =>
  c.json(await loadAppealList(c.var.caller, parseQuery(c, appealListQuerySchema))),
);

/** The Violation Appeals notification e-mail (the settings group's provider call). */
on(citationAppealsRoutes, routes.setAppealNotifEmail, ...orgGuards, async (c) => {
  const { email } = await parseBody(c, appealNotifEmailInput);
  const p = c.var.caller;
  const saved = await p.call(putAppealNotifEmail, {
    params: { entity: p.entity },
    body: { email },
  });
  return c.json({ appealNotifEmail: saved.appealNotifEmail });
});

on(citationAppealsRoutes, routes.getAppeal, ...orgGuards, async (c) => {
  const { citation } = parseParams(c, appealParam);
  return c.json(await loadAppeal(c.var.caller, citation));
});

on(citationAppealsRoutes, routes.respondAppeal, ...orgGuards, async (c) => {
  const { citation } = parseParams(c, appealParam);
  const body = await parseBody(c, appealRespondInput);
  return c.json(await respondAppeal(c.var.caller, citation, body));
});

on(citationAppealsRoutes, routes.messageAppeal, ...orgGuards, async (c) => {
  const { citation } = parseParams(c, appealParam);
  const { responseMessage } = await parseBody(c, appealMessageInput);
  return c.json(await messageAppeal(c.var.caller, citation, responseMessage));
});

on(citationAppealsRoutes, routes.closeAppeal, ...orgGuards, async (c) => {
  const { citation } = parseParams(c, appealParam);
  return c.json(await closeAppeal(c.var.caller, citation));
});

on(citationAppealsRoutes, routes.appealImage, ...orgGuards, async (c) => {
  const { citation, file } = parseParams(
    c,
    appealParam.extend({ file: z.uuid({ message: 'No such image.' }) }),
  );
  const p = c.var.caller;
  return streamProviderImage({
    path: getCitationAppealImage.path
      .replace('{entity}', encodeURIComponent(p.entity))
      .replace('{citation}', encodeURIComponent(citation))
      .replace('{file}', encodeURIComponent(file)),
    token: p.token,
    call: getCitationAppealImage.id,
  });
});
