/**
 * The spec's message catalogue (spec 1 §8, spec 3 §8), exactly as the product writes them,
 * typos included. Screens and the BFF use these constants, never their own wording.
 */
export const SUPPORT_EMAIL = 'support@vertparking.com';

export const messages = {
  loginForbidden:
    'This user account is unauthorized for admin dashboard access. For more help contact your team superadmin or support',
  loginFailed: 'Username or password is incorrect. For more help contact support',
  loginRateLimited: 'Too many failed sign-in attempts. Please wait a minute and try again.',
  forgotPassword:
    'If the email account exists, we will send a reset link. The link will expire in 30 minutes.',
  resetFailed: 'As issue occurred while trying to save your password. Please try again.',
  resetSuccess: 'You password has been successfully reset.',
  resetEmpty: 'Please input a new password.',
  resetMismatch: 'Your passwords do not match.',
  resetWeak: 'Your password is missing one or more of the following criteria listed below.',
  createOrgDenied:
    'Access denied. Only SuperAdmins can create new organizations. Please contact your SuperAdmin to continue.',
  deleteOrgDenied:
    'This organization cannot be deleted, because it is the original organization belonging to the SuperAdmin.',
  deleteOrgNotSuperAdmin:
    'Access denied. Only SuperAdmins can delete organizations. Please contact your SuperAdmin to continue.',
  masterOrgDenied:
    'Unable to create a new master organization. Only new users who are not part of any organizations can create new organizations.',
  orgNameRequired: 'Please enter an organization name.',
  billingDenied:
    'Access denied. Only SuperAdmins can access billing settings. Please contact your SuperAdmin to continue.',
  trialEnded: 'Your free trial period has ended.',
  scanNotFound: 'There are no records for this plate.',
  reportFailed: 'An error occurred generating your report. Please contact support for help.',
  /** Reports: share links for outside parties and report types whose area is not there yet. */
  shareNotFound: 'This link is not valid. Ask the person who shared it for a new link.',
  shareExpired: 'This link has expired. Ask the person who shared it for a new link.',
  shareRevoked: 'This link has been revoked. Ask the person who shared it for a new link.',
  reportTypeUnavailable: 'This report type is not available yet.',
  listFailed: `An error has occurred. For more help contact ${SUPPORT_EMAIL}.`,
  sessionExpired: 'Your session has ended. Please sign in again.',
  forbiddenOrigin: 'This request came from another site and was refused.',
  serverError: `Something went wrong on our side. Please try again, or contact ${SUPPORT_EMAIL}.`,
  providerUnavailable: 'The service is not answering right now. Please try again in a moment.',
  notFound: 'This item could not be found.',
  noOrganisationSelected: 'Please choose an organization first.',
  /** Overview 'Latest Activity' with no items (spec 1 §2, §8). */
  noRecentActivity: 'No recent activity.',
  /** Scans with no rows (spec 1 §2, §8). */
  noScans: 'No scans generated yet',
  /** Alerts with no rows (spec 1 §2). */
  noAlerts: "No scans generated yet from the product's plate-recognition service.",
  /** Confirmation of deleting selected scans or alerts (spec 1 §2). */
  deleteConfirm: 'Are you sure you want to delete?',
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
  /** Add user: progress, success, failure; seat check 401 (spec 1 §8). */
  addUserProgress: 'Creating user..',
  addUserSuccess: 'User successfully added.',
  addUserFailed: `Email exists already or has been perviously deacitvated. For more help contact ${SUPPORT_EMAIL}.`,
  seatsMaxed:
    'You have maxed out your number of paid seats. Please contact sales to unlock more seats.',
} as const;

/** 'You are on the free Trial Mode... N day(s) remaining' (spec 1 §8). */
export function trialBannerText(daysLeft: number): string {
  return `You are on the free Trial Mode... ${daysLeft} day(s) remaining`;
}

export const VERSION_LABEL = 'v2.59.2';
