import { z } from 'zod';
import { messages } from '@/lib/messages';
import { okBody } from '../define-call';
import { defineEndpoint, type EndpointDefinition } from '../define-endpoint';
import { sessionOrg } from '../auth/bff';
import { timezone } from '../text';
import { listOrgs, organisation, orgName } from './organisations';
import { orgsBffRoutes } from './bff-routes';

/** POST /api/orgs, PUT /api/orgs/:uuid, POST /api/orgs/master */
export const orgNameForm = z.object({ name: orgName });

/** PUT /api/orgs/:uuid: the name, and optionally the organisation's time zone. */
export const orgUpdateForm = orgNameForm.extend({ timeZone: timezone.optional() });

/** POST /api/orgs/select → { redirectTo } */
export const selectOrgBody = z.object({ uuid: z.uuid() });

export const selectOrgResponse = z.object({ redirectTo: z.string(), org: sessionOrg });

/** Path parameter of PUT and DELETE /api/orgs/:uuid. */
export const orgUuidParam = z.object({ uuid: z.uuid({ message: messages.unknownOrganisation }) });

/** The BFF endpoints of the organisation screens. */
export const orgsEndpoints: EndpointDefinition[] = [
  defineEndpoint(orgsBffRoutes.listOrgs, {
    summary: "The user's organisations (404 NO_ORGANISATION: none yet).",
    response: listOrgs.response,
    errors: { 404: 'The user is in no organisation yet (NO_ORGANISATION).' },
  }),
  defineEndpoint(orgsBffRoutes.orgPermissions, {
    summary: 'Whether the user may create and delete organisations.',
    response: z.object({ canManage: z.boolean() }),
  }),
  defineEndpoint(orgsBffRoutes.createOrg, {
    summary: 'Creates an organisation (super administrators).',
    body: orgNameForm,
    response: organisation,
    errors: { 403: 'Only super administrators create organisations.' },
  }),
  defineEndpoint(orgsBffRoutes.createMasterOrg, {
    summary: 'A user in no organisation creates a master organisation.',
    body: orgNameForm,
    response: organisation,
    errors: { 403: 'The user is already in an organisation.' },
  }),
  defineEndpoint(orgsBffRoutes.selectOrg, {
    summary: 'Stores the chosen organisation in the session.',
    body: selectOrgBody,
    response: selectOrgResponse,
    errors: { 404: 'Not one of the user’s organisations.' },
  }),
  defineEndpoint(orgsBffRoutes.renameOrg, {
    summary: 'Renames an organisation and, with timeZone, sets its time zone.',
    params: orgUuidParam,
    body: orgUpdateForm,
    response: organisation,
    errors: { 403: 'The user may not rename it.', 404: 'Unknown organisation.' },
  }),
  defineEndpoint(orgsBffRoutes.deleteOrg, {
    summary: 'Deletes an organisation (super administrators).',
    params: orgUuidParam,
    response: okBody,
    errors: { 403: 'The user may not delete it.', 404: 'Unknown organisation.' },
  }),
];
