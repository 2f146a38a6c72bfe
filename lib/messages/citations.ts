import { SUPPORT_EMAIL } from './support';

/**
 * Enforcement and the violation portal (spec 3 §2, §5, §8), exactly as the product writes them
 * (typos included). One section per group of screens: add a group's own texts in its section.
 */
export const citationsMessages = {
  // Violation types (spec 3 §5, §8)
  citationNameRequired: 'Please enter a code or title for the citation.',
  citationDescriptionRequired: 'Please enter a description for the citation.',
  citationAmountInvalid:
    'Please enter a price amount greater than or equal to $0 for the citation.',
  lateFee1BelowBase: 'The late penalty fee is lower than the original citation amount.',
  lateDays1Required: 'You must input the number of days that will incur the first late penalty.',
  lateFee2BelowLateFee1:
    'The second late penalty amount is lower than the first late penalty amount.',
  lateDays2Required: 'You must input the number of days that will incur the second late penalty.',
  lateFee1First: 'You must input a first late penalty first.',
  /** Typo 'occured' is the product's. */
  citationCreateFailed: `An error occured while trying to create the citation. Please try again or contact ${SUPPORT_EMAIL} for help.`,
  creatingCitation: 'Creating citation...',
  updatingCitation: 'Updating citation...',
  activateViolationsFirst: 'Please activate Vert Violations before creating a citation type.',
  activationFailed: `An issue occurred. Please contact ${SUPPORT_EMAIL} for assistance.`,

  // Settings
  /** Typo 'occured' is the product's. */
  ticketSettingsLoadFailed: `An error occured. Please contact ${SUPPORT_EMAIL} for help.`,
  ticketSettingsNeedSubdomain: `A subscription requires an activated subdomain to edit ticket settings. Please contact ${SUPPORT_EMAIL} for help.`,

  // Issued violations
  noCitationsIssued: 'No citations issued.',
  noImages: 'No images',
  imageRemovalFailed: `A server error occurred. Please contact ${SUPPORT_EMAIL} for assistance.`,
  invalidImage: 'Please select a valid image file.',

  // Appeals
  /**
   * Where the appeal window is set: a violation type's own window wins over Violation Settings'
   * (provider: the type's days, else the organisation's, else any time). Said on both screens.
   */
  appealWindowTypeHint:
    "This type's window wins over the one in Violation Settings. Empty: the Violation Settings window applies (any time when that is empty too).",
  appealWindowSettingsHint:
    'For every violation type without its own window (a window set on a type wins). Empty: appealable at any time.',
  appealEmailMissing: 'Please setup your notification email in the Violation Appeals section.',
  /** Typo 'Notifcation' is the product's. */
  notificationEmailSet: 'Notifcation email has been set.',
  /** Not in the spec: the notification e-mail field's error and the list's texts. */
  notificationEmailInvalid: 'Please enter a valid email address.',
  notificationEmailExplained:
    'Appellants can reply to this address: it is included in every message you send them.',
  noAppeals: 'No appeals.',
  appealMessageRequired: 'Please enter a message.',
  appealActionDone: {
    approved: 'The appeal was approved and the citation voided. The appellant was emailed.',
    rejected: 'The appeal was rejected. The appellant was emailed.',
    message: 'Your message was emailed to the appellant.',
    closed: 'The appeal was closed.',
  },

  // Mailing
  mailingNotSetUp:
    'This organization is not set up with violation mailing. Please contact support for more info.',
  mailingSubmitted: 'Mailing job has been submitted.',
  /** The info message when the search finds nothing (its text is not given by the spec). */
  mailingNothingFound:
    'There are no unpaid violations more than 30 days past the notice date to mail.',

  // Portal branding
  portalSaved: 'Your portal settings have been successfully updated.',
  portalSaveFailed: `There was a problem in updating your portal settings. For more help contact ${SUPPORT_EMAIL}.`,
  subdomainTaken: 'This subdomain is already in use.',

  // The public violation portal
  noticeLookupTitle: 'Find your violation notice',
  noticeNotFound:
    'No notice matches this notice number and plate. Please check both and try again.',
  noticeLookupBusy: 'Too many look-ups. Please wait a few minutes and try again.',
  appealAlreadySubmitted: 'An appeal was already submitted for this notice.',
  appealSubmitted: 'Your appeal was submitted. We will email you once it has been reviewed.',
  /** Private mode, on the portal's look-up and in the branding preview (issue 27 item 14). */
  portalPrivateNote:
    'This portal is private: no notices are listed and links do not open them. Enter your notice number and license plate to find yours.',
  portalPrivateLinkNote:
    'To open this notice, enter its notice number and your license plate: this portal opens notices only by look-up.',
  portalPublicPreview:
    'Public: a notice opens from its link (the QR code on the ticket) or by its number and plate.',
} as const;
