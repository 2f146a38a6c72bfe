/** Business constants of the auth and organisation area. */
export const SESSION_HOURS = 12;
export const RESET_CODE_MINUTES = 30;
export const TRIAL_DAYS = 30;
/** An invitation link works for this many days after it was last sent (created or resent). */
export const INVITATION_VALID_DAYS = 14;
export const DAY_MS = 24 * 60 * 60 * 1000;

export const addMinutes = (date: Date, minutes: number) =>
  new Date(date.getTime() + minutes * 60_000);
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** Invitations sent (created or resent) after this moment still work and hold a seat. */
export const invitationValidSince = (now = new Date()) => addDays(now, -INVITATION_VALID_DAYS);
