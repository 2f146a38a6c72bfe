import 'server-only';
import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { orgsBffRoutes } from '@/lib/contract/orgs/bff-routes';
import { timezone } from '@/lib/contract/text';
import { TZ_COOKIE } from '@/lib/hooks/tz-cookie';
import { bffRouter, on } from '../../route';
import type { SessionOrg } from '@/lib/contract/auth/bff';
import { orgNameForm, orgUpdateForm, orgUuidParam, selectOrgBody } from '@/lib/contract/orgs/bff';
import {
  checkOrgAuth,
  createMasterOrg,
  createOrg,
  deleteOrg,
  listOrgs,
  renameOrg,
  type Organisation,
} from '@/lib/contract';
import { messages } from '@/lib/messages';
import { updateSessionOrg } from '@/server/auth/session-store';
import { ProviderError, type ProviderClient } from '@/server/provider-client';
import { parseBody, parseParams } from '../../context';
import { withCookies } from '../../cookies';
import { BffError, refuseAs } from '../../errors';
import { requireSession } from '../../guards';
import { deleteOrgRefusals, masterOrgRefusals } from './refusals';

export const orgRoutes = bffRouter('/api/orgs');
orgRoutes.use('*', requireSession);

function toSessionOrg(org: Organisation): SessionOrg {
  return { uuid: org.uuid, name: org.name, role: org.role, isMailingEnabled: org.isMailingEnabled };
}

/** The user's organisations; 404 NO_ORGANISATION sends the screen to /orgs/create. */
export function loadOrgs(provider: ProviderClient) {
  return provider.call(listOrgs);
}

on(orgRoutes, orgsBffRoutes.listOrgs, async (c) => c.json(await loadOrgs(c.var.provider)));

/** Whether the user may create and delete organisations (super administrator). */
on(orgRoutes, orgsBffRoutes.orgPermissions, async (c) => {
  try {
    await c.var.provider.call(checkOrgAuth);
    return c.json({ canManage: true });
  } catch (error) {
    if (error instanceof ProviderError && error.code === 'NOT_SUPERADMIN')
      return c.json({ canManage: false });
    throw error;
  }
});

/** The creator's browser zone (the tz cookie) becomes the new organisation's zone when valid. */
function creatorTimeZone(c: Context): string | undefined {
  const zone = timezone.safeParse(getCookie(c, TZ_COOKIE));
  return zone.success ? zone.data : undefined;
}

on(orgRoutes, orgsBffRoutes.createOrg, async (c) => {
  const body = { ...(await parseBody(c, orgNameForm)), timeZone: creatorTimeZone(c) };
  const org = await c.var.provider.call(createOrg, { body });
  return c.json(org, 201);
});

/** A user in no organisation creates a master organisation. */
on(orgRoutes, orgsBffRoutes.createMasterOrg, async (c) => {
  const body = { ...(await parseBody(c, orgNameForm)), timeZone: creatorTimeZone(c) };
  refuseAs(c, masterOrgRefusals);
  const org = await c.var.provider.call(createMasterOrg, { body });
  return c.json(org, 201);
});

/** Stores the chosen organisation in the session; parking-only accounts land on meters. */
on(orgRoutes, orgsBffRoutes.selectOrg, async (c) => {
  const session = c.get('session');
  const { uuid } = await parseBody(c, selectOrgBody);
  const { organizations } = await c.var.provider.call(listOrgs);
  const org = organizations.find((o) => o.uuid === uuid);
  if (!org) throw new BffError(404, 'NOT_FOUND', messages.notFound);
  const sessionOrg = toSessionOrg(org);
  const cookies = await updateSessionOrg(c.req.raw, sessionOrg);
  const redirectTo = session.user.isParkingOnly ? '/meter/types' : '/overview';
  return withCookies(c.json({ redirectTo, org: sessionOrg }), cookies);
});

on(orgRoutes, orgsBffRoutes.renameOrg, async (c) => {
  const session = c.get('session');
  const { uuid } = parseParams(c, orgUuidParam);
  const body = await parseBody(c, orgUpdateForm);
  const org = await c.var.provider.call(renameOrg, { params: { id: uuid }, body });
  const res = c.json(org);
  // Keep the header greeting right when the chosen organisation is renamed.
  if (session.org?.uuid === uuid)
    return withCookies(res, await updateSessionOrg(c.req.raw, toSessionOrg(org)));
  return res;
});

on(orgRoutes, orgsBffRoutes.deleteOrg, async (c) => {
  const session = c.get('session');
  const { uuid } = parseParams(c, orgUuidParam);
  refuseAs(c, deleteOrgRefusals);
  await c.var.provider.call(deleteOrg, { params: { id: uuid } });
  const res = c.json({ ok: true });
  if (session.org?.uuid === uuid) return withCookies(res, await updateSessionOrg(c.req.raw, null));
  return res;
});
