import 'server-only';
import { z } from 'zod';
import {
  archiveCitationType,
  citationConnectStatus,
  citationTypeArchiveBody,
  citationTypeBody,
  citationTypeDeleteBody,
  citationTypeUpdateBody,
  createCitationType,
  deleteCitationType,
  updateCitationType,
} from '@/lib/contract';
import {
  citationTypeBffParams,
  citationTypeResponse,
  citationTypesResponse,
} from '@/lib/contract/citations/bff';
import { citationsBffRoutes as r } from '@/lib/contract/citations/bff-routes';
import { citationsMessages as cm } from '@/lib/messages/citations';
import { endpoint, NOTHING_THERE } from '../../endpoint';
import { PROVIDER_FAILED, PROVIDER_FAILED_STATUS, type RefusalTable } from '../../errors';
import { payoutsEndpoints } from '../payouts';
import { loadCitationPayouts, loadCitationType, loadCitationTypes } from './types-reads';

/** /api/citations/types: violation types (list, create, edit, archive, delete) and the Vert Violations activation. */

const TYPE = { 404: 'No such violation type (or another organisation’s).' };

/** Create: no payouts account → the activation text; a failure → the create failure text. */
const createRefusals: RefusalTable = {
  VIOLATIONS_NOT_ACTIVATED: { message: cm.activateViolationsFirst },
  [PROVIDER_FAILED]: { status: PROVIDER_FAILED_STATUS, message: cm.citationCreateFailed },
};

/** Edit, archive and delete: the create/update failure text (spec 3 §8 "Citation create failure"). */
const changeTypeRefusals: RefusalTable = {
  [PROVIDER_FAILED]: { status: PROVIDER_FAILED_STATUS, message: cm.citationCreateFailed },
};

export const citationTypesEndpoints = [
  endpoint(r.citationTypes, {
    summary:
      'The violation types (active and archived, with isUsed) and the payouts status the screens read (with citationProductsExist).',
    response: citationTypesResponse,
    handler: ({ caller }) => loadCitationTypes(caller),
  }),

  ...payoutsEndpoints({
    activate: r.citationActivate,
    verify: r.citationVerify,
    activateSummary:
      "'Activate Vert Violations': creates the connected account, then reads the status again.",
    status: citationConnectStatus,
    loadStatus: loadCitationPayouts,
    failed: cm.activationFailed,
  }),

  endpoint(r.createCitationType, {
    summary: 'Creates a violation type (spec 3 §5 rules).',
    body: citationTypeBody,
    response: citationTypeResponse,
    errors: {
      402: 'The payouts account is not active yet: only $0 types.',
      409: 'Please activate Vert Violations before creating a citation type.',
    },
    refusals: createRefusals,
    handler: async ({ caller, body }) => ({
      type: await caller.call(createCitationType, { params: { entity: caller.entity }, body }),
    }),
  }),

  endpoint(r.citationType, {
    summary: 'One violation type (the edit form).',
    params: citationTypeBffParams,
    notFound: NOTHING_THERE,
    response: citationTypeResponse,
    errors: TYPE,
    handler: ({ caller, params }) => loadCitationType(caller, params.uuid),
  }),

  endpoint(r.updateCitationType, {
    summary: 'Edits a violation type; prices cannot change after creation.',
    params: citationTypeBffParams,
    notFound: NOTHING_THERE,
    body: citationTypeUpdateBody,
    response: citationTypeResponse,
    errors: TYPE,
    refusals: changeTypeRefusals,
    handler: async ({ caller, params: { uuid }, body }) => ({
      type: await caller.call(updateCitationType, {
        params: { entity: caller.entity, uuid },
        body,
      }),
    }),
  }),

  endpoint(r.archiveCitationType, {
    summary: 'Archives or unarchives a violation type.',
    params: citationTypeBffParams,
    notFound: NOTHING_THERE,
    body: citationTypeArchiveBody,
    response: citationTypeResponse,
    errors: TYPE,
    refusals: changeTypeRefusals,
    handler: async ({ caller, params: { uuid }, body }) => ({
      type: await caller.call(archiveCitationType, {
        params: { entity: caller.entity, uuid },
        body,
      }),
    }),
  }),

  /** 'Delete' (spec 3 §7 "POST delete citation, body is the citation type."). */
  endpoint(r.deleteCitationType, {
    summary:
      'Deletes a never-used violation type (409 otherwise); the body is the citation type (spec 3 §7).',
    body: citationTypeDeleteBody,
    response: z.object({ ok: z.literal(true) }),
    errors: { ...TYPE, 409: 'The type has been used: archive it instead.' },
    refusals: changeTypeRefusals,
    handler: async ({ caller, body }) => {
      await caller.call(deleteCitationType, { params: { entity: caller.entity }, body });
      return { ok: true as const };
    },
  }),
];
