import { z } from 'zod';
import { HOLDER_FORM_TEXTS } from '../../rules/permits/holder-forms';
import { callsOf, entityParams, isoDate } from '../define-call';
import {
  billingPeriod,
  billingType,
  durationUnit,
  entityUuidParams,
  holderSearch,
  manualStatus,
  pageQuery,
  paidStatus,
  permitEmail,
  requiredText,
  safeText,
  vehicle,
} from './fields';

export const permitHolder = z.object({
  label: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string().nullable(),
  phonenumber: z.string().nullable(),
  buildingBusiness: z.string().nullable(),
  lotName: z.string().nullable(),
  emergencyName: z.string().nullable(),
  emergencyEmail: z.string().nullable(),
  emergencyNumber: z.string().nullable(),
});
export type PermitHolder = z.infer<typeof permitHolder>;

/** Issued permit (spec 2 §3). */
export const issuedPermit = z.object({
  uuid: z.string(),
  productUUID: z.string(),
  customerUUID: z.string(),
  customerPermitId: z.string(),
  permitName: z.string(),
  permitDescription: z.string(),
  amount: z.number().int(),
  paidStatus,
  message: z.string().nullable(),
  paidSubtotal: z.number().int(),
  paidTotalFees: z.number().int(),
  paidTotal: z.number().int(),
  paidNet: z.number().int(),
  billingType,
  billingPeriod,
  permitDuration: z.number().int(),
  permitDurationUnit: durationUnit,
  createdOn: isoDate,
  issuedOn: isoDate.nullable(),
  expiresAt: isoDate.nullable(),
  signupCode: z.string().nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  vehicle: vehicle.nullable(),
  secondaryVehicles: z.array(vehicle.extend({ isActive: z.boolean() })),
  isPrimaryVehicleActive: z.boolean(),
  regImgUrls: z.array(z.string()),
  issuedBy: z.string().nullable(),
  permitHolder,
});
export type IssuedPermit = z.infer<typeof issuedPermit>;

/** Permit approval (spec 2 §3): a waiting or rejected request. */
export const permitApproval = z.object({
  uuid: z.string(),
  productUUID: z.string(),
  customerPermitId: z.string(),
  permitName: z.string(),
  paidStatus: z.enum(['waiting', 'rejected']),
  amount: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  vehicle: vehicle.nullable(),
  createdOn: isoDate,
});
export type PermitApproval = z.infer<typeof permitApproval>;

export const issuedPage = z.object({
  permits: z.array(issuedPermit),
  page: z.number().int(),
  hasNext: z.boolean(),
});

export const approvalsPage = z.object({
  approvals: z.array(permitApproval),
  page: z.number().int(),
  count: z.number().int(),
  pages: z.number().int(),
});

export const statusBody = z.object({
  status: z.union([manualStatus, z.literal('approve'), z.literal('reject')]),
  /** Optional; blank is sent as null. */
  message: safeText(1000, 'The message')
    .nullable()
    .default(null)
    .transform((m) => (m ? m : null)),
  isApproval: z.boolean().default(false),
});

export const datesBody = z.object({ issuedAt: isoDate, expiresAt: isoDate });

export const vehicleChoiceBody = z.object({ vehicleUUID: z.uuid() });

const holderText = safeText(200).nullable().default(null);

/** Manual-issue payload (spec 2 §3). */
export const manualIssueBody = z.object({
  customerUUID: z.uuid(),
  permitProductUUID: z.uuid(),
  vehicleUUID: z.uuid(),
  holderName: requiredText(120, 'Holder name', HOLDER_FORM_TEXTS.holderName),
  holderEmail: permitEmail,
  holderAddress1: holderText,
  holderAddress2: holderText,
  holderCity: holderText,
  holderState: holderText,
  holderZip: holderText,
  holderCountry: holderText,
});
export type ManualIssueBody = z.input<typeof manualIssueBody>;

const statusErrors = {
  403: 'Not a member of the organisation.',
  404: 'No such permit.',
};

const call = callsOf('permits');

export const listIssuedPermits = call.get('listIssuedPermits', {
  path: '/api/v1/permits/{entity}/issued',
  summary:
    'Issued permits of every type, newest first, paged from 0; `search` (upper-cased) matches the holder name, e-mail, permit id or plate.',
  params: entityParams,
  query: pageQuery.extend({ search: holderSearch().optional() }),
  response: issuedPage,
  errors: { 403: statusErrors[403] },
});

export const listProductIssued = call.get('listProductIssued', {
  path: '/api/v1/permits/{entity}/product/{uuid}/permits',
  summary: 'Issued permits of one type, newest first (at most 500).',
  params: entityUuidParams,
  query: z.object({ search: holderSearch().optional() }),
  response: z.array(issuedPermit),
  errors: { 403: statusErrors[403], 404: 'No such permit type.' },
});

export const getIssuedPermit = call.get('getIssuedPermit', {
  path: '/api/v1/permits/{entity}/permit/{uuid}',
  summary: 'One issued permit.',
  params: entityUuidParams,
  response: issuedPermit,
  errors: statusErrors,
});

export const setPermitStatus = call.put('setPermitStatus', {
  path: '/api/v1/permits/{entity}/permit/{uuid}/status',
  summary:
    'Approval decision (isApproval: approve/reject of a waiting permit; a priced approval becomes incomplete; the registrant is e-mailed) or manual status change of a permit not waiting (paid on a priced permit becomes incomplete).',
  params: entityUuidParams,
  body: statusBody,
  response: issuedPermit,
  errors: {
    ...statusErrors,
    400: 'Not a status this permit can take.',
    409: 'The permit was already decided or changed by someone else.',
  },
});

export const setPermitDates = call.put('setPermitDates', {
  path: '/api/v1/permits/{entity}/permit/{uuid}/dates',
  summary: 'Sets the start (issuedAt) and expiry of an issued permit.',
  params: entityUuidParams,
  body: datesBody,
  response: issuedPermit,
  errors: { ...statusErrors, 400: 'The expiry must be after the start.' },
});

export const setPermitVehicle = call.put('setPermitVehicle', {
  path: '/api/v1/permits/{entity}/permit/{uuid}/vehicle',
  summary: "Makes one of the holder's vehicles the permit's primary vehicle.",
  params: entityUuidParams,
  body: vehicleChoiceBody,
  response: issuedPermit,
  errors: { ...statusErrors, 400: "Not one of the holder's vehicles." },
});

export const manualIssuePermit = call.post('manualIssuePermit', {
  path: '/api/v1/permits/{entity}/issue',
  summary:
    'Issues a permit by hand to a customer (valid at once; free of charge to collect later).',
  params: entityParams,
  body: manualIssueBody,
  response: issuedPermit,
  errors: {
    403: statusErrors[403],
    404: 'No such customer, permit type or vehicle.',
    409: 'The permit type reached its maximum count.',
  },
});

export const listApprovals = call.get('listApprovals', {
  path: '/api/v1/permits/{entity}/approvals',
  summary: 'Waiting approvals of every type, oldest first, 100 a page from page 1, with the count.',
  params: entityParams,
  query: pageQuery,
  response: approvalsPage,
  errors: { 403: statusErrors[403] },
});

export const listProductApprovals = call.get('listProductApprovals', {
  path: '/api/v1/permits/{entity}/product/{uuid}/approvals',
  summary: 'Waiting approvals of one permit type, 100 a page from page 1.',
  params: entityUuidParams,
  query: pageQuery,
  response: approvalsPage,
  errors: { 403: statusErrors[403], 404: 'No such permit type.' },
});

export const getApprovalCount = call.get('getApprovalCount', {
  path: '/api/v1/permits/{entity}/approvals/count',
  summary: 'How many approvals wait, and the pages of 100.',
  params: entityParams,
  response: z.object({ count: z.number().int(), pages: z.number().int() }),
  errors: { 403: statusErrors[403] },
});

/** A registration image of an issued permit (regImgUrls point here). */
export const permitImagePath = (entity: string, permit: string, file: string) =>
  `/api/v1/permits/${entity}/permit/${permit}/images/${file}`;

export const getPermitImage = call.get('getPermitImage', {
  path: '/api/v1/permits/{entity}/permit/{uuid}/images/{file}',
  summary:
    "One registration image of an issued permit, from the provider's file storage (image bytes, not JSON).",
  params: entityUuidParams.extend({ file: z.uuid() }),
  response: z.unknown(),
  mediaTypes: ['image/jpeg', 'image/png', 'image/webp'],
  errors: { 403: statusErrors[403], 404: 'No such permit or image.' },
});
