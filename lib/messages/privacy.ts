/** A person's data on request (issue 30 item 5): the screen's and the refusals' texts. */
export const privacyMessages = {
  dataRequestDenied: 'Only super administrators of the organisation may answer data requests.',
  dataRequestNeedsOne: 'Enter a plate or a customer email address, not both.',
  dataRequestPlateMissing: 'Please enter a plate.',
  dataRequestEmailMissing: 'Please enter an email address.',
  dataRequestEmailInvalid: 'Please enter a valid email address.',
  dataRequestNothingHeld: 'This organization holds no records about it.',
} as const;
