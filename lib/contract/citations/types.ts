import { z } from 'zod';
import { type CallDefinition, callsOf, entityParams, isoDate, okBody } from '../define-call';
import { plainText } from '../text';
import { citationTypeBasicsProblem, citationTypeProblem } from '../../rules/citations/type-rules';

/** Provider calls of citations: violation types (list, create, edit, archive, delete) and the Vert Violations activation. */

/** A violation (citation) type, spec 3 §3. Money in cents. */
export const citationType = z.object({
  uuid: z.string(),
  name: z.string(),
  citationCode: z.string().nullable(),
  citationDescription: z.string(),
  citationCodeUUID: z.string(),
  amount: z.number().int(),
  currency: z.enum(['USD', 'CAD']),
  lateAmount1: z.number().int().nullable(),
  lateDays1: z.number().int().nullable(),
  lateAmount2: z.number().int().nullable(),
  lateDays2: z.number().int().nullable(),
  convenienceFee: z.number().int(),
  entityUUID: z.string(),
  isUsed: z.boolean(),
  isArchived: z.boolean(),
  createdBy: z.string().nullable(),
  createdOn: isoDate,
  appealWindow: z.number().int().nullable(),
});
export type CitationType = z.infer<typeof citationType>;

const money = z.coerce
  .number({ message: 'Amounts are whole cents.' })
  .int({ message: 'Amounts are whole cents.' })
  .min(-100_000_000)
  .max(100_000_000);
const lateMoney = money.nullable().default(null);
const days = z.coerce
  .number({ message: 'Days are whole numbers.' })
  .int({ message: 'Days are whole numbers.' })
  .min(-100_000)
  .max(100_000)
  .nullable()
  .default(null);
/** Days a notice of this type may be appealed; null: any time. */
export const appealWindowDays = z.coerce
  .number({ message: 'The appeal window is a whole number of days.' })
  .int({ message: 'The appeal window is a whole number of days.' })
  .min(1, { message: 'The appeal window is at least 1 day.' })
  .max(3650, { message: 'The appeal window is at most 3650 days.' })
  .nullable();
export const appealWindowField = appealWindowDays.default(null);

const typeFields = {
  name: plainText({ label: 'The code or title', max: 120 }),
  citationCode: plainText({ label: 'The code', max: 40 })
    .nullable()
    .default(null)
    .transform((s) => (s ? s : null)),
  citationDescription: plainText({ label: 'The description', max: 2000, multiline: true }),
  appealWindow: appealWindowField,
};

/** Create body: the §5 rules are checked here too (the first failing rule's text is the 400). */
export const citationTypeBody = z
  .object({
    ...typeFields,
    amount: money,
    currency: z.enum(['USD', 'CAD']).default('USD'),
    lateAmount1: lateMoney,
    lateDays1: days,
    lateAmount2: lateMoney,
    lateDays2: days,
  })
  .superRefine((body, ctx) => {
    const problem = citationTypeProblem(body);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type CitationTypeBody = z.input<typeof citationTypeBody>;

/** Edit body: prices cannot change after creation, so none are taken. */
export const citationTypeUpdateBody = z.object(typeFields).superRefine((body, ctx) => {
  const problem = citationTypeBasicsProblem(body);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
});
export type CitationTypeUpdateBody = z.input<typeof citationTypeUpdateBody>;

export const citationTypeArchiveBody = z.object({ isArchived: z.boolean() });

/**
 * The delete call's body (spec 3 §7 "POST delete citation, body is the citation type."): the
 * citation type as listed; only its uuid is read (the other fields are accepted and ignored).
 */
export const citationTypeDeleteBody = z.object({
  uuid: z.uuid({ message: 'No such violation type.' }),
});
export type CitationTypeDeleteBody = z.input<typeof citationTypeDeleteBody>;

/** Connected account status as the citation screens read it (spec 3 §3). */
export const citationConnectStatus = z.object({
  accountExists: z.boolean(),
  accountActive: z.boolean(),
  portalActive: z.boolean(),
  citationProductsExist: z.boolean(),
});
export type CitationConnectStatus = z.infer<typeof citationConnectStatus>;

export const citationTypeParams = z.object({ entity: z.uuid(), uuid: z.uuid() });

const errors = {
  403: 'Not a member of the organisation.',
  404: 'No such violation type.',
};

const call = callsOf('citations');

export const listCitationTypes = call.get('listCitationTypes', {
  path: '/api/v1/citations/{entity}/types',
  summary: 'Violation types of the organisation, active and archived (newest first), with isUsed.',
  params: entityParams,
  response: z.array(citationType),
  errors: { 403: errors[403] },
});

export const getCitationType = call.get('getCitationType', {
  path: '/api/v1/citations/{entity}/type/{uuid}',
  summary: 'One violation type.',
  params: citationTypeParams,
  response: citationType,
  errors,
});

export const createCitationType = call.post('createCitationType', {
  path: '/api/v1/citations/{entity}/types',
  summary:
    'Creates a violation type (spec 3 §5 rules; a zero late amount clears it and its days). A price above 0 needs a payouts account (409 VIOLATIONS_NOT_ACTIVATED without one, 402 PRICE_NOT_ALLOWED while it is not active).',
  params: entityParams,
  body: citationTypeBody,
  response: citationType,
  errors: {
    400: 'A §5 rule failed (its text).',
    402: 'The payouts account is not active yet: only $0 types.',
    403: errors[403],
    409: 'Vert Violations is not activated (no payouts account).',
  },
});

export const updateCitationType = call.put('updateCitationType', {
  path: '/api/v1/citations/{entity}/types/{uuid}',
  summary: 'Edits name, code, description and appeal window; prices cannot change after creation.',
  params: citationTypeParams,
  body: citationTypeUpdateBody,
  response: citationType,
  errors: { ...errors, 400: 'A §5 rule failed (its text).' },
});

export const archiveCitationType = call.put('archiveCitationType', {
  path: '/api/v1/citations/{entity}/types/{uuid}/archive',
  summary:
    'Archives (isArchived true) or unarchives a violation type; archived types cannot be issued.',
  params: citationTypeParams,
  body: citationTypeArchiveBody,
  response: citationType,
  errors,
});

export const deleteCitationType = call.post('deleteCitationType', {
  path: '/api/v1/citations/{entity}/types/delete',
  summary:
    'Deletes a violation type that was never used (409 TYPE_IN_USE otherwise: archive it). The body is the citation type (spec 3 §7); its uuid names it.',
  params: entityParams,
  body: citationTypeDeleteBody,
  response: okBody,
  errors: { ...errors, 409: 'The type has been used; archive it instead.' },
});

export const getCitationConnectStatus = call.get('getCitationConnectStatus', {
  path: '/api/v1/citations/{entity}/connect/status',
  summary:
    'Payouts account status as the citation screens read it, with citationProductsExist (any violation type exists).',
  params: entityParams,
  response: citationConnectStatus,
  errors: { 403: errors[403] },
});

/** This group's calls, for the provider router and the OpenAPI document. */
export const citationTypesCalls: CallDefinition[] = [
  listCitationTypes,
  getCitationType,
  createCitationType,
  updateCitationType,
  archiveCitationType,
  deleteCitationType,
  getCitationConnectStatus,
];
