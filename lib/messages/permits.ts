import { SUPPORT_EMAIL } from './support';

/** Permits and the permit portal (spec 2 §2, §8), exactly as the product writes them. */
export const permitsMessages = {
  permitUpdateFailed: `An error occurred while trying to update your permit. Please contact ${SUPPORT_EMAIL} for help.`,
  permitDeleteFailed: `An error occurred while trying to delete your permit. Please contact ${SUPPORT_EMAIL} for help.`,
  /** Permit create or manual issue failure (typo 'occured' is the product's). */
  permitCreateFailed: `An error occured while trying to create the permit. Please try again or contact ${SUPPORT_EMAIL} for help.`,
  permitStatusFailed: `An error occurred while trying to update the status for this permit. For more help contact ${SUPPORT_EMAIL}.`,
  permitStatusUpdated: 'Permit status successfully updated.',
  activationFailed: `An issue occurred. Please contact ${SUPPORT_EMAIL} for assistance.`,
  portalSaved: 'Your portal settings have been successfully updated.',
  portalSaveFailed: `There was a problem in updating your portal settings. For more help contact ${SUPPORT_EMAIL}.`,
  imageRemovalFailed: `A server error occurred. Please contact ${SUPPORT_EMAIL} for assistance.`,
  /** Typo 'Notifcation' is the product's. */
  notificationEmailSet: 'Notifcation email has been set.',
  permitPriceTooHigh: 'Permit price exceeds allowed amount.',
  invalidImage: 'Please select a valid image file.',
  subdomainTaken: 'This subdomain is already in use.',
  customerEmailExists: `This permit holder email already exists. For more help, please contact ${SUPPORT_EMAIL}.`,
  customerCreateFailed:
    'Your Permit Portal and subdomain must be activated by Vert before you can create customers...',
  customerEmailTaken:
    'This email already exists for another customer. Please try a different email address.',
  invalidCustomer: 'This is an invalid customer.',
  creatingPermit: 'Creating permit...',
  activatingPermits: 'Activating permits...',
  loadingSecurePortal: 'Loading secure portal...',
  noPermitTypes: 'No permits created yet.',
  noPendingApprovals: 'There are no pending permits to approve.',
  noPermitsIssued: 'No permits issued.',
  noPermitsIssuedOrApplied: 'No permits issued or applied for.',
  noImages: 'No images',
  noCustomers: 'No customers created yet.',
  noBusinessAccounts: 'There are no business accounts set up yet.',
  subdomainAvailable: 'Available (save to confirm)',
  subdomainUnavailable: 'Unavailable',
} as const;
