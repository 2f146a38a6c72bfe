/** Settings → Privacy (issue 30 item 1): retention per kind of data. */
export const privacyMessages = {
  privacyDenied:
    'Access denied. Only super administrators of the organisation can change privacy settings.',
  retentionLoadFailed: 'The privacy settings could not be loaded. Please try again.',
  retentionPreviewFailed: 'The records to remove could not be counted. Please try again.',
  retentionSaveFailed: 'The privacy settings could not be saved. Please try again.',
  retentionSaved: 'Privacy settings saved.',
} as const;
