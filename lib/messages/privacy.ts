/** Privacy (issue 30): plate look-ups and the reason an organisation may require for them. */
export const privacyMessages = {
  /** A look-up refused because the organisation requires a reason and none was given. */
  lookupReasonRequired: 'Give a reason for this plate look-up.',
  /** The reason "Other" without its words. */
  lookupReasonTextRequired: 'Say in a few words why you look up this plate.',
  lookupReasonTextTooLong: 'The reason is at most 200 characters.',
  lookupReasonInvalid: 'Choose a reason for this plate look-up.',
  lookupReasonSaved: 'Saved.',
  /** Settings → Privacy is changed by super administrators only. */
  privacySuperAdminOnly: 'Only super administrators may change the privacy settings.',
  lookupPolicyInvalid: 'Say whether a reason is required.',
} as const;
