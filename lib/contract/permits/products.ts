import { z } from 'zod';
import { PERMIT_FORM_TEXTS } from '../../rules/permits/permit-form';
import { callsOf, entityParams, isoDate, okBody } from '../define-call';
import {
  billingPeriod,
  billingType,
  cents,
  currency,
  durationUnit,
  entityUuidParams,
  requiredText,
  safeText,
  timeSelectionType,
} from './fields';

/** Permit product (permit type), spec 2 §3. */
export const permitProduct = z.object({
  uuid: z.string(),
  name: z.string(),
  description: z.string(),
  amount: z.number().int(),
  currency,
  /** Cents charged on top of a priced permit (the default 20 is $0.20), never dollars. */
  convenienceFee: z.number(),
  billingType,
  billingPeriod,
  permitDuration: z.number().int(),
  permitDurationUnit: durationUnit,
  isAutoApproved: z.boolean(),
  isRegImgRequired: z.boolean(),
  maxCount: z.number().int().nullable(),
  isEmailVerify: z.boolean(),
  timeSelectionType,
  chosenDate: isoDate.nullable(),
  chosenEndDate: isoDate.nullable(),
  timeZone: z.string(),
  isCustomerEntityOnly: z.boolean(),
  isCustomerEntityAll: z.boolean(),
  isPrivate: z.boolean(),
  entityUUID: z.string(),
  createdOn: isoDate,
  createdBy: z.string().nullable(),
  permitCount: z.number().int(),
  totalCount: z.number().int(),
  approvalCount: z.number().int(),
});
export type PermitProduct = z.infer<typeof permitProduct>;

/** Create and edit body (defaults of spec 2 §3; rules of §5 applied by the provider). */
export const permitProductBody = z.object({
  name: requiredText(120, 'Name', PERMIT_FORM_TEXTS.name),
  description: requiredText(2000, 'Description', PERMIT_FORM_TEXTS.description),
  amount: cents,
  currency: currency.default('USD'),
  /** Cents (20 = $0.20); the form's field is in dollars and converts. */
  convenienceFee: z.coerce.number().min(0).max(100_000).default(20),
  billingType: billingType.default('ONE TIME'),
  billingPeriod: billingPeriod.default('NONE'),
  permitDuration: z.coerce.number().int().max(100_000).default(1),
  permitDurationUnit: durationUnit.default('DAY'),
  isAutoApproved: z.boolean().default(true),
  isRegImgRequired: z.boolean().default(false),
  maxCount: z.coerce.number().int().max(1_000_000).nullable().default(null),
  isEmailVerify: z.boolean().default(true),
  timeSelectionType: timeSelectionType.default(1),
  chosenDate: isoDate.nullable().default(null),
  chosenEndDate: isoDate.nullable().default(null),
  timeZone: safeText(64, 'Time zone').default('UTC'),
  isCustomerEntityOnly: z.boolean().default(false),
  isCustomerEntityAll: z.boolean().default(false),
  isPrivate: z.boolean().default(true),
});
export type PermitProductBody = z.input<typeof permitProductBody>;

export const permitGraph = z.object({
  activeCount: z.array(z.number().int()),
  waitingCount: z.array(z.number().int()),
  last7Days: z.array(z.string()),
});

const errors = {
  400: 'Invalid permit type, or a fixed period without both dates.',
  402: 'Permit price exceeds allowed amount.',
  403: 'Not a member of the organisation.',
  404: 'No such permit type.',
};

const call = callsOf('permits');

export const listPermitProducts = call.get('listPermitProducts', {
  path: '/api/v1/permits/{entity}/products',
  summary: 'Permit types of the organisation with their counts (archived ones left out).',
  params: entityParams,
  response: z.array(permitProduct),
  errors: { 403: errors[403] },
});

export const getPermitProduct = call.get('getPermitProduct', {
  path: '/api/v1/permits/{entity}/product/{uuid}',
  summary: 'One permit type.',
  params: entityUuidParams,
  response: permitProduct,
  errors: { 403: errors[403], 404: errors[404] },
});

export const createPermitProduct = call.post('createPermitProduct', {
  path: '/api/v1/permits/{entity}/products',
  summary:
    'Creates a permit type. Needs an activated permit account (409); a price above 0 needs an active payouts account (402).',
  params: entityParams,
  body: permitProductBody,
  response: permitProduct,
  errors: { ...errors, 409: 'Permits are not activated for the organisation.' },
});

export const updatePermitProduct = call.put('updatePermitProduct', {
  path: '/api/v1/permits/{entity}/product/{uuid}',
  summary: 'Edits a permit type; price and currency cannot change (kept as they are).',
  params: entityUuidParams,
  body: permitProductBody,
  response: permitProduct,
  errors,
});

export const archivePermitProduct = call.put('archivePermitProduct', {
  path: '/api/v1/permits/{entity}/product/{uuid}/archive',
  summary: 'Archives the permit type and cancels the permits held under it.',
  params: entityUuidParams,
  response: okBody,
  errors: { 403: errors[403], 404: errors[404] },
});

export const getPermitGraph = call.get('getPermitGraph', {
  path: '/api/v1/permits/{entity}/graph',
  summary: 'Active and waiting permits on each of the last 7 days plus today (oldest first).',
  params: entityParams,
  response: permitGraph,
  errors: { 403: errors[403] },
});
