/** Privacy (issue 30): retention, plate look-ups and the reason an organisation may require for them, a person's data on request. */
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
  // A person's data on request (issue 30 item 5): the screen's and the refusals' texts.
  dataRequestDenied: 'Only super administrators of the organisation may answer data requests.',
  dataRequestNeedsOne: 'Enter a plate or a customer email address, not both.',
  dataRequestPlateMissing: 'Please enter a plate.',
  dataRequestEmailMissing: 'Please enter an email address.',
  dataRequestEmailInvalid: 'Please enter a valid email address.',
  dataRequestNothingHeld: 'This organization holds no records about it.',
  // Retention per kind of data (issue 30 item 1).
  privacyDenied:
    'Access denied. Only super administrators of the organisation can change privacy settings.',
  retentionLoadFailed: 'The privacy settings could not be loaded. Please try again.',
  retentionPreviewFailed: 'The records to remove could not be counted. Please try again.',
  retentionSaveFailed: 'The privacy settings could not be saved. Please try again.',
  retentionSaved: 'Privacy settings saved.',
} as const;
