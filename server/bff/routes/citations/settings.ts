import 'server-only';
import {
  appealNotifEmailBody,
  citationLocationBody,
  citationPortalSettingsBody,
  citationProductSettingsBody,
  createCitationLocation,
  deleteCitationLocation,
  putAppealNotifEmail,
  putCitationPortalSettings,
  putCitationProductSettings,
} from '@/lib/contract';
import { citationLocationBffParams } from '@/lib/contract/citations/bff';
import { citationsBffRoutes as r } from '@/lib/contract/citations/bff-routes';
import { messages } from '@/lib/messages';
import { type BffContext, parseBody } from '../../context';
import { BffError, refuseAs } from '../../errors';
import { orgGuards } from '../../guards';
import { bffRouter, on } from '../../route';
import {
  citationPortalViewOf,
  loadCitationPortal,
  loadViolationSettings,
} from '../../views/citations/settings';
import { citationPortalRefusals, violationSettingsRefusals } from './settings-refusals';

/** /api/citations/settings: violation settings: locations, ticket copy, appeal window, and the violation portal's own settings. */
export const citationSettingsRoutes = bffRouter('/api/citations/settings');

const originOf = (c: BffContext) => new URL(c.req.url).origin;

on(citationSettingsRoutes, r.violationSettings, ...orgGuards, async (c) => {
  refuseAs(c, violationSettingsRefusals);
  return c.json(await loadViolationSettings(c.var.caller));
});

on(citationSettingsRoutes, r.addCitationLocation, ...orgGuards, async (c) => {
  const p = c.var.caller;
  const body = await parseBody(c, citationLocationBody);
  refuseAs(c, violationSettingsRefusals);
  return c.json(await p.call(createCitationLocation, { params: { entity: p.entity }, body }), 201);
});

on(citationSettingsRoutes, r.deleteCitationLocation, ...orgGuards, async (c) => {
  const parsed = citationLocationBffParams.safeParse(c.req.param());
  if (!parsed.success) throw new BffError(404, 'NOT_FOUND', messages.notFound);
  const p = c.var.caller;
  refuseAs(c, violationSettingsRefusals);
  await p.call(deleteCitationLocation, { params: { entity: p.entity, uuid: parsed.data.uuid } });
  return c.json({ ok: true as const });
});

on(citationSettingsRoutes, r.saveAppealWindow, ...orgGuards, async (c) => {
  const p = c.var.caller;
  const body = await parseBody(c, citationProductSettingsBody);
  refuseAs(c, violationSettingsRefusals);
  return c.json(await p.call(putCitationProductSettings, { params: { entity: p.entity }, body }));
});

on(citationSettingsRoutes, r.saveAppealEmail, ...orgGuards, async (c) => {
  const p = c.var.caller;
  const body = await parseBody(c, appealNotifEmailBody);
  refuseAs(c, violationSettingsRefusals);
  return c.json(await p.call(putAppealNotifEmail, { params: { entity: p.entity }, body }));
});

on(citationSettingsRoutes, r.citationPortalSettings, ...orgGuards, async (c) => {
  refuseAs(c, citationPortalRefusals);
  return c.json(await loadCitationPortal(c.var.caller, originOf(c)));
});

on(citationSettingsRoutes, r.saveCitationPortalSettings, ...orgGuards, async (c) => {
  const p = c.var.caller;
  const body = await parseBody(c, citationPortalSettingsBody);
  refuseAs(c, citationPortalRefusals);
  const saved = await p.call(putCitationPortalSettings, { params: { entity: p.entity }, body });
  return c.json(await citationPortalViewOf(p, saved, originOf(c)));
});
