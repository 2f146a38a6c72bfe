import { z } from 'zod';
import { defineEndpoint, type EndpointDefinition } from '../../define-endpoint';
import { citationTypesBffRoutes as r } from '../bff-routes/types';
import {
  citationConnectStatus,
  citationType,
  citationTypeArchiveBody,
  citationTypeBody,
  citationTypeDeleteBody,
  citationTypeUpdateBody,
} from '../types';

/** The answers and inputs of the BFF's citations routes: violation types (list, create, edit, archive, delete) and the Vert Violations activation. */

/** GET /api/citations/types */
export const citationTypesResponse = z.object({
  types: z.array(citationType),
  payouts: citationConnectStatus,
});
export type CitationTypesResponse = z.infer<typeof citationTypesResponse>;

/** One type (create, get, edit, archive). */
export const citationTypeResponse = z.object({ type: citationType });
export type CitationTypeResponse = z.infer<typeof citationTypeResponse>;

export const citationTypeBffParams = z.object({
  uuid: z.uuid({ message: 'No such violation type.' }),
});

const TYPE = { 404: 'No such violation type (or another organisation’s).' };

/** This group's endpoints (schemas of every route in ../bff-routes/types.ts). */
export const citationTypesEndpoints: EndpointDefinition[] = [
  defineEndpoint(r.citationTypes, {
    summary:
      'The violation types (active and archived, with isUsed) and the payouts status the screens read (with citationProductsExist).',
    response: citationTypesResponse,
  }),
  defineEndpoint(r.citationActivate, {
    summary:
      "'Activate Vert Violations': creates the connected account, then reads the status again.",
    response: citationConnectStatus,
    errors: {
      403: 'Only super administrators activate payments.',
      409: 'No subdomain yet.',
    },
  }),
  defineEndpoint(r.citationVerify, {
    summary: "'Verify business': the payouts account's setup URL the browser goes to.",
    response: z.object({ url: z.string() }),
    errors: { 403: 'Only super administrators verify the business.', 409: 'No account yet.' },
  }),
  defineEndpoint(r.createCitationType, {
    summary: 'Creates a violation type (spec 3 §5 rules).',
    body: citationTypeBody,
    response: citationTypeResponse,
    errors: {
      402: 'The payouts account is not active yet: only $0 types.',
      409: 'Please activate Vert Violations before creating a citation type.',
    },
  }),
  defineEndpoint(r.citationType, {
    summary: 'One violation type (the edit form).',
    params: citationTypeBffParams,
    response: citationTypeResponse,
    errors: TYPE,
  }),
  defineEndpoint(r.updateCitationType, {
    summary: 'Edits a violation type; prices cannot change after creation.',
    params: citationTypeBffParams,
    body: citationTypeUpdateBody,
    response: citationTypeResponse,
    errors: TYPE,
  }),
  defineEndpoint(r.archiveCitationType, {
    summary: 'Archives or unarchives a violation type.',
    params: citationTypeBffParams,
    body: citationTypeArchiveBody,
    response: citationTypeResponse,
    errors: TYPE,
  }),
  defineEndpoint(r.deleteCitationType, {
    summary:
      'Deletes a never-used violation type (409 otherwise); the body is the citation type (spec 3 §7).',
    body: citationTypeDeleteBody,
    response: z.object({ ok: z.literal(true) }),
    errors: { ...TYPE, 409: 'The type has been used: archive it instead.' },
  }),
];
