/** Reports and share links (spec 1 §8). */
export const reportsMessages = {
  reportFailed: 'An error occurred generating your report. Please contact support for help.',
  /** Reports: share links for outside parties and report types whose area is not there yet. */
  shareNotFound: 'This link is not valid. Ask the person who shared it for a new link.',
  shareExpired: 'This link has expired. Ask the person who shared it for a new link.',
  shareRevoked: 'This link has been revoked. Ask the person who shared it for a new link.',
  reportDatesInvalid: 'Please choose a valid start and end date.',
  /** A PDF report past server/reports/pdf-row-cap.ts's row cap (issue 25 item 15). */
  pdfTooManyRows: 'Too many rows for a PDF: download the CSV',
} as const;
