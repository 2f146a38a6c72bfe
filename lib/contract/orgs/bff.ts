import { z } from 'zod';
import { sessionOrg } from '../auth/bff';
import { timezone } from '../text';
import { orgName } from './organisations';

/** POST /api/orgs, PUT /api/orgs/:uuid, POST /api/orgs/master */
export const orgNameForm = z.object({ name: orgName });

/** PUT /api/orgs/:uuid: the name, and optionally the organisation's time zone. */
export const orgUpdateForm = orgNameForm.extend({ timeZone: timezone.optional() });

/** POST /api/orgs/select → { redirectTo } */
export const selectOrgBody = z.object({ uuid: z.uuid() });

export const selectOrgResponse = z.object({ redirectTo: z.string(), org: sessionOrg });
