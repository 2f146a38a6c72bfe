import { privacyMessages } from '../../messages/privacy';

/**
 * Why a staff member looks up a plate (issue 30 item 2). An organisation may require one before
 * any look-up that names a plate runs (Settings → Privacy); the audit log records it with the
 * look-up either way.
 */
export const LOOKUP_REASONS = [
  'patrol',
  'appeal_review',
  'law_enforcement',
  'customer_request',
  'other',
] as const;
export type LookupReasonChoice = (typeof LOOKUP_REASONS)[number];

export const LOOKUP_REASON_LABELS: Record<LookupReasonChoice, string> = {
  patrol: 'Patrol',
  appeal_review: 'Appeal review',
  law_enforcement: 'Law-enforcement request',
  customer_request: 'Customer request',
  other: 'Other',
};

/** The longest free text of a reason. */
export const LOOKUP_REASON_TEXT_MAX = 200;

/** A reason as a look-up call carries it (query fields `reason` and `reasonText`). */
export interface GivenLookupReason {
  reason?: string | null;
  reasonText?: string | null;
}

/** The reason recorded with a look-up. */
export interface LookupReason {
  choice: LookupReasonChoice;
  /** The words given (required for 'other', optional otherwise); null when none. */
  text: string | null;
}

export type LookupReasonOutcome =
  { ok: true; reason: LookupReason | null } | { ok: false; message: string };

const isChoice = (value: string): value is LookupReasonChoice =>
  (LOOKUP_REASONS as readonly string[]).includes(value);

/**
 * The reason rule: with the requirement on, a look-up needs a choice ('other' with words);
 * without it, a reason given is still checked and recorded. Words alone count as 'other'.
 */
export function resolveLookupReason(
  required: boolean,
  given: GivenLookupReason,
): LookupReasonOutcome {
  const text = (given.reasonText ?? '').trim();
  const choice = (given.reason ?? '').trim();
  if (text.length > LOOKUP_REASON_TEXT_MAX) {
    return { ok: false, message: privacyMessages.lookupReasonTextTooLong };
  }
  if (choice === '' && text === '') {
    return required
      ? { ok: false, message: privacyMessages.lookupReasonRequired }
      : { ok: true, reason: null };
  }
  if (choice === '') return { ok: true, reason: { choice: 'other', text } };
  if (!isChoice(choice)) return { ok: false, message: privacyMessages.lookupReasonInvalid };
  if (choice === 'other' && text === '') {
    return { ok: false, message: privacyMessages.lookupReasonTextRequired };
  }
  return { ok: true, reason: { choice, text: text === '' ? null : text } };
}

/** The query fields of a reason (for a URL), empty when there is none. */
export function lookupReasonQuery(reason: LookupReason | null): {
  reason?: string;
  reasonText?: string;
} {
  if (!reason) return {};
  return reason.text
    ? { reason: reason.choice, reasonText: reason.text }
    : { reason: reason.choice };
}

/** The reason fields of a look-up's query (the BFF routes' and the provider calls'). */
export type LookupReasonParams = { reason?: string; reasonText?: string };

/** Only the reason fields of a query, to pass a look-up's reason on. */
export function reasonFieldsOf<R extends string>(query: {
  reason?: R;
  reasonText?: string;
}): { reason?: R; reasonText?: string } {
  const picked: { reason?: R; reasonText?: string } = {};
  if (query.reason) picked.reason = query.reason;
  if (query.reasonText) picked.reasonText = query.reasonText;
  return picked;
}

/** The reason fields of a page's search parameters (the first value of each), as typed. */
export function reasonOfSearch(
  search: Record<string, string | string[] | undefined>,
): LookupReasonParams {
  const first = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value)?.slice(0, LOOKUP_REASON_TEXT_MAX + 1);
  const picked: LookupReasonParams = {};
  const reason = first(search.reason);
  const reasonText = first(search.reasonText);
  if (reason) picked.reason = reason;
  if (reasonText) picked.reasonText = reasonText;
  return picked;
}

/** A page's path with the look-up's reason as its query (a link that looks the plate up again). */
export function withReason(path: string, why: LookupReasonParams): string {
  const query = new URLSearchParams();
  if (why.reason) query.set('reason', why.reason);
  if (why.reasonText) query.set('reasonText', why.reasonText);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
