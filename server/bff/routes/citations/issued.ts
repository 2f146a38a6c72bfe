import 'server-only';
import {
  deleteCitationImage,
  overrideCitationAmount,
  setCitationStatus,
  voidCitation,
  getCitationImage,
} from '@/lib/contract';
import {
  citationImageParam,
  citationListQuery,
  citationOverrideRequest,
  citationParam,
  citationStatusRequest,
  citationVoidRequest,
  tzQuery,
} from '@/lib/contract/citations/bff';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { STATUS_OPTION_TARGET } from '@/lib/rules/citations/status-actions';
import { streamProviderImage } from '@/server/provider-client';
import { parseBody, parseParams } from '../../context';
import { refuseAs } from '../../errors';
import { orgGuards } from '../../guards';
import { parseQuery } from '../../parse-query';
import { bffRouter, on } from '../../route';
import {
  forBrowser,
  loadCitation,
  loadCitationActivity,
  loadCitationList,
  loadCitationSummary,
} from '../../views/citations/issued';
import { imageRemovalRefusals } from './issued-refusals';

/**
 * /api/citations/issued: the issued violations list (page from 0, location or All, search),
 * its summary cards, the detail with its logs and images, and the staff actions (void/unvoid,
 * status, override, image removal). The organisation is the session's; another organisation's
 * notices are 404.
 */
export const citationIssuedRoutes = bffRouter('/api/citations/issued');

on(citationIssuedRoutes, routes.citationList, ...orgGuards, async (c) => {
  const { tz, ...query } = parseQuery(c, citationListQuery);
  return c.json(await loadCitationList(c.var.caller, { ...query, tz }));
});

on(citationIssuedRoutes, routes.citationSummary, ...orgGuards, async (c) =>
  c.json(await loadCitationSummary(c.var.caller, parseQuery(c, tzQuery).tz)),
);

on(citationIssuedRoutes, routes.citationDetail, ...orgGuards, async (c) => {
  const { uuid } = parseParams(c, citationParam);
  return c.json(await loadCitation(c.var.caller, uuid, parseQuery(c, tzQuery).tz));
});

on(citationIssuedRoutes, routes.citationActivity, ...orgGuards, async (c) => {
  const { uuid } = parseParams(c, citationParam);
  return c.json(await loadCitationActivity(c.var.caller, uuid));
});

/** An evidence image, streamed from the provider (which checks it is the notice's). */
on(citationIssuedRoutes, routes.citationImage, ...orgGuards, async (c) => {
  const { uuid, file } = parseParams(c, citationImageParam);
  const p = c.var.caller;
  return streamProviderImage({
    path: getCitationImage.path
      .replace('{entity}', encodeURIComponent(p.entity))
      .replace('{uuid}', encodeURIComponent(uuid))
      .replace('{file}', encodeURIComponent(file)),
    token: p.token,
    call: getCitationImage.id,
  });
});

on(citationIssuedRoutes, routes.citationDeleteImage, ...orgGuards, async (c) => {
  const { uuid, file } = parseParams(c, citationImageParam);
  const { tz } = parseQuery(c, tzQuery);
  refuseAs(c, imageRemovalRefusals);
  const p = c.var.caller;
  const changed = await p.call(deleteCitationImage, {
    params: { entity: p.entity },
    query: { timezone: tz },
    body: { citationUUID: uuid, imageURL: file },
  });
  return c.json(forBrowser(changed));
});

on(citationIssuedRoutes, routes.citationVoid, ...orgGuards, async (c) => {
  const { uuid } = parseParams(c, citationParam);
  const { tz } = parseQuery(c, tzQuery);
  const body = await parseBody(c, citationVoidRequest);
  const p = c.var.caller;
  const changed = await p.call(voidCitation, {
    params: { entity: p.entity, uuid },
    query: { timezone: tz },
    body: { voidDate: body.void ? new Date().toISOString() : null, updateMessage: body.message },
  });
  return c.json(forBrowser(changed));
});

on(citationIssuedRoutes, routes.citationStatus, ...orgGuards, async (c) => {
  const { uuid } = parseParams(c, citationParam);
  const { tz } = parseQuery(c, tzQuery);
  const body = await parseBody(c, citationStatusRequest);
  const p = c.var.caller;
  const changed = await p.call(setCitationStatus, {
    params: { entity: p.entity, uuid },
    query: { timezone: tz },
    body: { paymentStatus: STATUS_OPTION_TARGET[body.option], updateMessage: body.message },
  });
  return c.json(forBrowser(changed));
});

on(citationIssuedRoutes, routes.citationOverride, ...orgGuards, async (c) => {
  const { uuid } = parseParams(c, citationParam);
  const { tz } = parseQuery(c, tzQuery);
  const body = await parseBody(c, citationOverrideRequest);
  const p = c.var.caller;
  const changed = await p.call(overrideCitationAmount, {
    params: { entity: p.entity },
    query: { timezone: tz },
    body: { uuid, amount: body.amount, note: body.note },
  });
  return c.json(forBrowser(changed));
});
