/** The reports area's constants, without zod: the browser imports these, the schemas build on them. */

/** Share links live this long unless the creator chooses otherwise. */
export const SHARE_DEFAULT_DAYS = 30;

export const SHARE_MAX_DAYS = 365;

/** Choices of the share dialog (days). */
export const SHARE_DAY_CHOICES = [1, 7, 30, 90] as const;
