import { messages } from '../../../lib/messages';
import { citationsMessages } from '../../../lib/messages/citations';

/** At most `limit` counted attempts per window of `windowSeconds`. */
export interface LimitRule {
  limit: number;
  windowSeconds: number;
}

/** One limited action: its limits per account, per address and per account+address. */
export interface LimitPolicy {
  /** Prefix of its counters' keys. */
  id: string;
  /** The 429 text. */
  message: string;
  accountAddress?: LimitRule;
  account?: LimitRule;
  address?: LimitRule;
  /**
   * The per-account limit does not refuse an attempt from an address with no other counted
   * attempt in its per-address window (needs `address`): a guesser spread over many addresses
   * cannot lock the account's owner out, yet each of its addresses gets one try per window.
   */
  accountSparesCleanAddresses?: boolean;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * The provider's limits. Password guesses count failures only; mails count every request.
 * Per address is the loosest (an office behind one address), per account stops a guesser
 * rotating addresses, per account+address is the tightest.
 */
export const LIMITS = {
  /**
   * Password guesses (failures only) on an account: dashboard sign-in and accepting an invitation
   * with an existing account's password share these counters (both check the same password).
   * 10 per account from one address, 50 per address (any accounts), 30 per account from all
   * addresses, which an address without failures in its window still passes (no lock-out).
   */
  password: {
    id: 'password',
    message: messages.loginRateLimited,
    accountAddress: { limit: 10, windowSeconds: 15 * MINUTE },
    account: { limit: 30, windowSeconds: 15 * MINUTE },
    address: { limit: 50, windowSeconds: 15 * MINUTE },
    accountSparesCleanAddresses: true,
  },
  /** Unknown, used or expired reset codes tried from one address. */
  resetCode: {
    id: 'reset-code',
    message: 'Too many password reset attempts. Please wait a few minutes and try again.',
    address: { limit: 20, windowSeconds: 10 * MINUTE },
  },
  /** Reset mails asked for (known or unknown address alike, so the answer tells nothing). */
  resetMail: {
    id: 'reset-mail',
    message: 'Too many password reset e-mails were requested. Please wait a while and try again.',
    accountAddress: { limit: 3, windowSeconds: 15 * MINUTE },
    account: { limit: 5, windowSeconds: HOUR },
    address: { limit: 20, windowSeconds: HOUR },
  },
  /** Invitation mails sent again: per invited address and per sender's address. */
  invitationMail: {
    id: 'invitation-mail',
    message: 'This invitation was sent too many times recently. Please wait a while and try again.',
    account: { limit: 3, windowSeconds: HOUR },
    address: { limit: 30, windowSeconds: HOUR },
  },
  /** Public portal reads (portal, permit type pages): against enumeration of subdomains and ids. */
  portalRead: {
    id: 'portal-read',
    message: 'Too many requests. Please wait a minute and try again.',
    address: { limit: 120, windowSeconds: MINUTE },
  },
  /** Portal e-mail verification codes: per e-mail address and per client address. */
  portalCode: {
    id: 'portal-code',
    message: 'Too many verification codes were requested. Please wait a while and try again.',
    account: { limit: 5, windowSeconds: 15 * MINUTE },
    address: { limit: 30, windowSeconds: HOUR },
  },
  /** Code mails to one e-mail address a day, from anywhere (no flooding one inbox). */
  portalCodeDaily: {
    id: 'portal-code-day',
    message:
      'Too many verification codes were sent to this e-mail address today. Please try again tomorrow.',
    account: { limit: 10, windowSeconds: 24 * HOUR },
  },
  /** Portal checkouts (code guesses count: a failed code is a counted attempt). */
  portalCheckout: {
    id: 'portal-checkout',
    message: 'Too many attempts. Please wait a few minutes and try again.',
    accountAddress: { limit: 10, windowSeconds: 10 * MINUTE },
    account: { limit: 20, windowSeconds: 10 * MINUTE },
    address: { limit: 60, windowSeconds: 10 * MINUTE },
  },
  /** Violation portal look-ups by notice number + plate: against guessing plates of notices. */
  citationLookup: {
    id: 'citation-lookup',
    message: citationsMessages.noticeLookupBusy,
    address: { limit: 30, windowSeconds: 10 * MINUTE },
  },
} as const satisfies Record<string, LimitPolicy>;
