import 'server-only';
import {
  archiveCitationType,
  citationTypeArchiveBody,
  citationTypeBody,
  citationTypeDeleteBody,
  citationTypeUpdateBody,
  createCitationType,
  createPayoutsAccount,
  deleteCitationType,
  getPayoutsSetupUrl,
  updateCitationType,
} from '@/lib/contract';
import { citationTypeBffParams } from '@/lib/contract/citations/bff';
import { citationsBffRoutes as r } from '@/lib/contract/citations/bff-routes';
import { messages } from '@/lib/messages';
import { type BffContext, parseBody } from '../../context';
import { BffError, refuseAs } from '../../errors';
import { orgGuards } from '../../guards';
import { bffRouter, on } from '../../route';
import {
  loadCitationPayouts,
  loadCitationType,
  loadCitationTypes,
} from '../../views/citations/types';
import {
  changeCitationTypeRefusals,
  citationActivationRefusals,
  createCitationTypeRefusals,
} from './types-refusals';

/** /api/citations/types: violation types (list, create, edit, archive, delete) and the Vert Violations activation. */
export const citationTypesRoutes = bffRouter('/api/citations/types');

/** The :uuid of a type; a malformed one is a type that does not exist (404). */
function typeUuid(c: BffContext): string {
  const parsed = citationTypeBffParams.safeParse(c.req.param());
  if (!parsed.success) throw new BffError(404, 'NOT_FOUND', messages.notFound);
  return parsed.data.uuid;
}

on(citationTypesRoutes, r.citationTypes, ...orgGuards, async (c) =>
  c.json(await loadCitationTypes(c.var.caller)),
);

/** 'Activate Vert Violations': creates the connected account, then the status is read again. */
on(citationTypesRoutes, r.citationActivate, ...orgGuards, async (c) => {
  const p = c.var.caller;
  refuseAs(c, citationActivationRefusals);
  await p.call(createPayoutsAccount, { params: { entity: p.entity } });
  return c.json(await loadCitationPayouts(p));
});

/** 'Verify business': the provider's setup URL, which the browser goes to. */
on(citationTypesRoutes, r.citationVerify, ...orgGuards, async (c) => {
  const p = c.var.caller;
  refuseAs(c, citationActivationRefusals);
  const { url } = await p.call(getPayoutsSetupUrl, { params: { entity: p.entity } });
  return c.json({ url });
});

on(citationTypesRoutes, r.createCitationType, ...orgGuards, async (c) => {
  const p = c.var.caller;
  const body = await parseBody(c, citationTypeBody);
  refuseAs(c, createCitationTypeRefusals);
  const type = await p.call(createCitationType, { params: { entity: p.entity }, body });
  return c.json({ type }, 201);
});

on(citationTypesRoutes, r.citationType, ...orgGuards, async (c) =>
  c.json(await loadCitationType(c.var.caller, typeUuid(c))),
);

on(citationTypesRoutes, r.updateCitationType, ...orgGuards, async (c) => {
  const uuid = typeUuid(c);
  const p = c.var.caller;
  const body = await parseBody(c, citationTypeUpdateBody);
  refuseAs(c, changeCitationTypeRefusals);
  const type = await p.call(updateCitationType, { params: { entity: p.entity, uuid }, body });
  return c.json({ type });
});

on(citationTypesRoutes, r.archiveCitationType, ...orgGuards, async (c) => {
  const uuid = typeUuid(c);
  const p = c.var.caller;
  const body = await parseBody(c, citationTypeArchiveBody);
  refuseAs(c, changeCitationTypeRefusals);
  const type = await p.call(archiveCitationType, { params: { entity: p.entity, uuid }, body });
  return c.json({ type });
});

/** 'Delete' (spec 3 §7 "POST delete citation, body is the citation type."). */
on(citationTypesRoutes, r.deleteCitationType, ...orgGuards, async (c) => {
  const p = c.var.caller;
  const type = await parseBody(c, citationTypeDeleteBody);
  refuseAs(c, changeCitationTypeRefusals);
  await p.call(deleteCitationType, { params: { entity: p.entity }, body: type });
  return c.json({ ok: true as const });
});
