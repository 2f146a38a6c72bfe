import { z } from 'zod';
import { privacyMessages } from '../../messages/privacy';
import { LOOKUP_REASON_TEXT_MAX, LOOKUP_REASONS } from '../../rules/privacy/lookup-reason';
import { callsOf, entityParams } from '../define-call';
import { plainText } from '../text';

/**
 * Audited plate look-ups (issue 30 item 2). Every call that names a plate (Plate 360, the plate
 * search, the plate history, a scan or alert, a plate's scan report) records who looked it up,
 * when and from where; an organisation may require a reason first. The reason travels as two
 * query fields of each such call, `reason` and `reasonText` (lib/rules/privacy/lookup-reason.ts
 * says what is accepted).
 */
export const lookupReasonFields = {
  /** Why the plate is looked up; required when the organisation says so (lookupReason). */
  reason: z.enum(LOOKUP_REASONS, { message: privacyMessages.lookupReasonInvalid }).optional(),
  /** The reason in words: required with 'other'. */
  reasonText: plainText({
    label: 'Reason',
    max: LOOKUP_REASON_TEXT_MAX,
    tooLong: privacyMessages.lookupReasonTextTooLong,
  }).optional(),
};

/** The query of a look-up call that takes nothing else. */
export const lookupReasonQuery = z.object(lookupReasonFields);
export type LookupReasonInput = z.infer<typeof lookupReasonQuery>;

/** The organisation's look-up policy (Settings → Privacy). */
export const lookupPolicy = z.object({
  /** A reason is required before any plate look-up runs. */
  reasonRequired: z.boolean(),
});
export type LookupPolicy = z.infer<typeof lookupPolicy>;

/** What a super administrator saves (the BFF's body and the provider call's). */
export const lookupPolicyBody = z.object({
  reasonRequired: z.boolean({ message: privacyMessages.lookupPolicyInvalid }),
});

export { LOOKUP_REASON_REFUSAL } from './constants';

const call = callsOf('privacy');

export const getLookupPolicy = call.get('getLookupPolicy', {
  path: '/api/v2/dashboard/{entity}/privacy/lookups',
  summary: 'Whether the organisation requires a reason before a plate look-up runs.',
  params: entityParams,
  response: lookupPolicy,
  errors: { 403: 'Not a member of the organisation.' },
});

export const updateLookupPolicy = call.put('updateLookupPolicy', {
  path: '/api/v2/dashboard/{entity}/privacy/lookups',
  summary:
    'Turns the reason requirement of plate look-ups on or off (super administrators); recorded in the audit log.',
  params: entityParams,
  body: lookupPolicyBody,
  response: lookupPolicy,
  errors: { 403: privacyMessages.privacySuperAdminOnly },
});
