import { z } from 'zod';
import { type CallDefinition, callsOf, entityParams, isoDate } from '../define-call';
import { plainText } from '../text';
import { STATUS_TARGETS } from '../../rules/citations/status-actions';
import {
  citationEntityUuid,
  citationErrors,
  getCitation,
  getCitationImage,
  getCitationLogs,
  getCitationStats,
  getVerifyLogs,
  issuedCitation,
  listCitations,
  searchCitations,
  citationZoneQuery,
} from './issued';

/** Provider calls of citations: the actions on an issued violation: void, status, override, image removal. */

const updateMessage = plainText({ label: 'The message', max: 1000 })
  .nullable()
  .default(null)
  .transform((m) => (m ? m : null));

/** PUT void: voidDate now (void) or null (unvoid), with an optional message. */
export const citationVoidBody = z.object({
  voidDate: isoDate.nullable(),
  updateMessage,
});

/** PUT status: the stored status to set (paid off platform, uncollectable, open). */
export const citationStatusBody = z.object({
  paymentStatus: z.enum(STATUS_TARGETS, { message: 'Not a status a citation can be set to.' }),
  updateMessage,
});

/** PUT override amount: the notice's uuid, the amount in cents and a note. */
export const citationOverrideBody = z.object({
  uuid: z.uuid(),
  amount: z.coerce
    .number()
    .int({ message: 'Amounts are whole cents.' })
    .min(0, { message: 'The amount must be 0 or more.' })
    .max(100_000_000),
  note: plainText({ label: 'The note', max: 1000 }).min(1, {
    message: 'Please enter a note for the override.',
  }),
});

/** PUT delete image: the notice and the image's address (its last segment is the file). */
export const citationImageDeleteBody = z.object({
  citationUUID: z.uuid(),
  imageURL: plainText({ label: 'The image address', max: 1000 }).min(1),
});

const actionErrors = {
  ...citationErrors,
  400: 'The citation cannot take this action in its status.',
};

const call = callsOf('citations');

export const voidCitation = call.put('voidCitation', {
  path: '/api/v1/citations/{entity}/citation/{uuid}/void',
  summary: 'Voids (voidDate: now) or unvoids (voidDate: null) a notice; logged and audited.',
  params: citationEntityUuid,
  query: citationZoneQuery,
  body: citationVoidBody,
  response: issuedCitation,
  errors: actionErrors,
});

export const setCitationStatus = call.put('setCitationStatus', {
  path: '/api/v1/citations/{entity}/citation/{uuid}/status',
  summary:
    'Sets the payment status (paid off platform, uncollectable, open) of a notice that is open, past due, paid off platform or uncollectable and not void; logged and audited.',
  params: citationEntityUuid,
  query: citationZoneQuery,
  body: citationStatusBody,
  response: issuedCitation,
  errors: actionErrors,
});

export const overrideCitationAmount = call.put('overrideCitationAmount', {
  path: '/api/v1/citations/{entity}/override',
  summary: 'Overrides the amount due of a notice still to be paid (cents, with a note); logged.',
  params: entityParams,
  query: citationZoneQuery,
  body: citationOverrideBody,
  response: issuedCitation,
  errors: actionErrors,
});

export const deleteCitationImage = call.put('deleteCitationImage', {
  path: '/api/v1/citations/{entity}/image/delete',
  summary: 'Removes one evidence image of a notice; logged.',
  params: entityParams,
  query: citationZoneQuery,
  body: citationImageDeleteBody,
  response: issuedCitation,
  errors: { ...citationErrors, 404: 'No such citation or image.' },
});

/** This group's calls, for the provider router and the OpenAPI document. */
export const citationIssuedCalls: CallDefinition[] = [
  listCitations,
  getCitationStats,
  searchCitations,
  getCitation,
  getCitationLogs,
  getVerifyLogs,
  voidCitation,
  setCitationStatus,
  overrideCitationAmount,
  deleteCitationImage,
  getCitationImage,
];
