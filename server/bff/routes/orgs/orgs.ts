import 'server-only';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import type { SessionOrg } from '@/lib/contract/auth/bff';
import { okBody } from '@/lib/contract/define-call';
import {
  orgNameForm,
  orgUpdateForm,
  selectOrgBody,
  selectOrgResponse,
} from '@/lib/contract/orgs/bff';
import { orgsBffRoutes as routes } from '@/lib/contract/orgs/bff-routes';
import { timezone } from '@/lib/contract/text';
import {
  checkOrgAuth,
  createMasterOrg,
  createOrg,
  deleteOrg,
  listOrgs,
  organisation,
  renameOrg,
  type Organisation,
} from '@/lib/contract';
import { messages } from '@/lib/messages';
import { TZ_COOKIE } from '@/lib/hooks/tz-cookie';
import { updateSessionOrg } from '@/server/auth/session-store';
import { ProviderError } from '@/server/provider-client';
import type { BffContext } from '../../context';
import { withCookies } from '../../cookies';
import { endpoint } from '../../endpoint';
import { BffError } from '../../errors';

/**
 * /api/orgs: the organisations screen (/orgs) and /orgs/create. A session is enough: choosing
 * the organisation is what these routes are for.
 */

/** Path parameter of PUT and DELETE /api/orgs/:uuid. */
const orgUuidParam = z.object({ uuid: z.uuid({ message: messages.unknownOrganisation }) });

function toSessionOrg(org: Organisation): SessionOrg {
  return { uuid: org.uuid, name: org.name, role: org.role, isMailingEnabled: org.isMailingEnabled };
}

/** The creator's browser zone (the tz cookie) becomes the new organisation's zone when valid. */
function creatorTimeZone(c: BffContext): string | undefined {
  const zone = timezone.safeParse(getCookie(c, TZ_COOKIE));
  return zone.success ? zone.data : undefined;
}

export const orgEndpoints = [
  /** The user's organisations; 404 NO_ORGANISATION sends the screen to /orgs/create. */
  endpoint(routes.listOrgs, {
    summary: "The user's organisations (404 NO_ORGANISATION: none yet).",
    response: listOrgs.response,
    errors: { 404: 'The user is in no organisation yet (NO_ORGANISATION).' },
    handler: ({ caller }) => caller.provider.call(listOrgs),
  }),

  /** Whether the user may create and delete organisations (super administrator). */
  endpoint(routes.orgPermissions, {
    summary: 'Whether the user may create and delete organisations.',
    response: z.object({ canManage: z.boolean() }),
    handler: async ({ caller }) => {
      try {
        await caller.provider.call(checkOrgAuth);
        return { canManage: true };
      } catch (error) {
        if (error instanceof ProviderError && error.code === 'NOT_SUPERADMIN')
          return { canManage: false };
        throw error;
      }
    },
  }),

  endpoint(routes.createOrg, {
    summary: 'Creates an organisation (super administrators).',
    body: orgNameForm,
    response: organisation,
    errors: { 403: 'Only super administrators create organisations.' },
    handler: ({ caller, body, c }) =>
      caller.provider.call(createOrg, { body: { ...body, timeZone: creatorTimeZone(c) } }),
  }),

  /** A user in no organisation creates a master organisation. */
  endpoint(routes.createMasterOrg, {
    summary: 'A user in no organisation creates a master organisation.',
    body: orgNameForm,
    response: organisation,
    errors: { 403: 'The user is already in an organisation.' },
    // Any refusal of the provider's reads as the spec's text.
    refusals: { FORBIDDEN: { message: messages.masterOrgDenied } },
    handler: ({ caller, body, c }) =>
      caller.provider.call(createMasterOrg, { body: { ...body, timeZone: creatorTimeZone(c) } }),
  }),

  /** Stores the chosen organisation in the session; parking-only accounts land on meters. */
  endpoint(routes.selectOrg, {
    summary: 'Stores the chosen organisation in the session.',
    body: selectOrgBody,
    response: selectOrgResponse,
    errors: { 404: 'Not one of the user’s organisations.' },
    handler: async ({ caller, body: { uuid }, c }) => {
      const { organizations } = await caller.provider.call(listOrgs);
      const org = organizations.find((o) => o.uuid === uuid);
      if (!org) throw new BffError(404, 'NOT_FOUND', messages.notFound);
      const sessionOrg = toSessionOrg(org);
      const cookies = await updateSessionOrg(c.req.raw, sessionOrg);
      const redirectTo = caller.session.user.isParkingOnly ? '/meter/types' : '/overview';
      return withCookies(c.json({ redirectTo, org: sessionOrg }), cookies);
    },
  }),

  endpoint(routes.renameOrg, {
    summary: 'Renames an organisation and, with timeZone, sets its time zone.',
    params: orgUuidParam,
    body: orgUpdateForm,
    response: organisation,
    errors: { 403: 'The user may not rename it.', 404: 'Unknown organisation.' },
    handler: async ({ caller, params: { uuid }, body, c }) => {
      const org = await caller.provider.call(renameOrg, { params: { id: uuid }, body });
      const res = c.json(org);
      // Keep the header greeting right when the chosen organisation is renamed.
      if (caller.session.org?.uuid === uuid)
        return withCookies(res, await updateSessionOrg(c.req.raw, toSessionOrg(org)));
      return res;
    },
  }),

  endpoint(routes.deleteOrg, {
    summary: 'Deletes an organisation (super administrators).',
    params: orgUuidParam,
    response: okBody,
    errors: { 403: 'The user may not delete it.', 404: 'Unknown organisation.' },
    // Deleting an organisation as someone other than a super administrator.
    refusals: { FORBIDDEN: { message: messages.deleteOrgNotSuperAdmin } },
    handler: async ({ caller, params: { uuid }, c }) => {
      await caller.provider.call(deleteOrg, { params: { id: uuid } });
      const res = c.json({ ok: true });
      if (caller.session.org?.uuid === uuid)
        return withCookies(res, await updateSessionOrg(c.req.raw, null));
      return res;
    },
  }),
];
