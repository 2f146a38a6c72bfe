import 'server-only';
import { z } from 'zod';
import { acceptInvitation, getInvitation } from '@/lib/contract';
import { acceptInvitationBody } from '@/lib/contract/team/bff';
import { teamBffRoutes as routes } from '@/lib/contract/team/bff-routes';
import { messages } from '@/lib/messages';
import { endpoint } from '../../endpoint';
import { BffError, type RefusalTable } from '../../errors';

/**
 * /api/team/accept/:uuid: the public invitation page (no session; the uuid is the credential).
 */

/**
 * The accept link's id. A malformed one is an invitation that does not exist: it parses to ''
 * and the handler answers 404 with the 'no longer valid' text (not 400). The fallback sits on
 * the object, so the documented path parameter stays a uuid.
 */
const acceptParam = z.object({ uuid: z.uuid() }).catch({ uuid: '' });

function validLink(uuid: string): string {
  if (!uuid) throw new BffError(404, 'NOT_FOUND', messages.invitationGone);
  return uuid;
}

const GONE = { 404: 'The invitation is no longer valid.' };

const acceptRefusals: RefusalTable = {
  NOT_FOUND: { message: messages.invitationGone },
  INVALID_CREDENTIALS: { status: 403, message: messages.wrongPassword },
};

export const acceptEndpoints = [
  endpoint(routes.getInvitation, {
    summary: 'The invitation behind an accept link (the uuid is the credential).',
    params: acceptParam,
    response: getInvitation.response,
    errors: GONE,
    refusals: acceptRefusals,
    handler: ({ caller, params }) =>
      caller.provider.call(getInvitation, { params: { uuid: validLink(params.uuid) } }),
  }),

  // An existing account confirms with its password here: the provider limits wrong guesses
  // with the sign-in's counters (429 RATE_LIMITED with Retry-After, mapped in errors.ts).
  endpoint(routes.acceptInvitation, {
    summary: 'Accepts an invitation.',
    params: acceptParam,
    body: acceptInvitationBody,
    response: acceptInvitation.response,
    errors: {
      ...GONE,
      401: messages.wrongPassword,
      429: 'Too many attempts.',
    },
    refusals: acceptRefusals,
    handler: ({ caller, params, body }) =>
      caller.provider.call(acceptInvitation, { body: { uuid: validLink(params.uuid), ...body } }),
  }),
];
