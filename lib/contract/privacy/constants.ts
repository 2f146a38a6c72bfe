/** The error code of a look-up refused for want of a (valid) reason (issue 30 item 2). */
export const LOOKUP_REASON_REFUSAL = 'LOOKUP_REASON_REQUIRED';
