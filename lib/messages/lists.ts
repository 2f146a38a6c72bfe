import { SUPPORT_EMAIL } from './support';

/** Lists, plates, time limits and geofences (spec 1 §4, §8). */
export const listsMessages = {
  listFailed: `An error has occurred. For more help contact ${SUPPORT_EMAIL}.`,
  /** Time limit above 4320 minutes (spec 1 §4, §8; the heading says Max 72HR). */
  timeLimitTooLarge: 'Time limits must be under 24 HR.',
  /** Time limit saved, shown for 2 seconds (spec 1 §8). */
  timeLimitUpdated: 'Time limit updated.',
  /** Geofence saved (spec 1 §8). */
  geofenceSaved: 'Your geofence has been successfully saved and activated.',
  /** Digital chalking rules with no rows (spec 1 §2, §8). */
  noTimeLimitRules: 'No digital chalking rules created yet.',
  /** Lists with no rows (spec 1 §2, §8). */
  noLists: 'No lists created yet.',
  /** A plate search on a list with no result (spec 1 §8). */
  noPlateFound: 'No plate found on this list.',
  /** CSV upload in progress, done, and a wrong file in the drop zone (spec 1 §8). */
  uploadingPlates: 'Uploading plates to list...',
  platesUploaded: 'Plates successfully uploaded.',
  unsupportedFileType: 'This is not a supported file type.',
  /** The list of a geofence or plate route does not exist (or is another organisation's). */
  listNotFound: 'This list could not be found.',
  ruleNotFound: 'This rule could not be found.',
  /** The geofence address search (spec 1 §4, §9). */
  addressRequired: 'Please enter an address.',
  addressTooShort: 'Please enter more than 5 characters.',
  addressTooLong: 'Addresses are at most 200 characters.',
  geofenceNotDrawn: 'Please draw a geofence on the map first.',
  geofenceTooFewPoints: 'A geofence needs at least three points.',
  geofenceTooManyPoints: 'A geofence has at most 500 points.',
  plateTooLong: 'Plates are at most 16 characters.',
  /** The CSV upload of a list. */
  csvOneFile: 'Please upload exactly one CSV file.',
  csvNotOffered: 'Plates of permit and integration lists cannot be uploaded.',
  csvNoPlates:
    'The CSV has no plates: put one plate per row under the header row. The list was left unchanged.',
  csvNotText:
    'This file is not a CSV text file (it looks compressed or binary). Save it as CSV (comma separated values) and upload that file.',
  /** Plate checks of integration lists. */
  notIntegrationList: 'This is not an integration list.',
  notCheckEach: 'This integration list cannot be searched.',
} as const;
