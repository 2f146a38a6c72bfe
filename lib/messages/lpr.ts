/** Scans, alerts and the overview (spec 1 §2, §8). */
export const lprMessages = {
  scanNotFound: 'There are no records for this plate.',
  /** Overview 'Latest Activity' with no items (spec 1 §2, §8). */
  noRecentActivity: 'No recent activity.',
  /** Scans with no rows (spec 1 §2, §8). */
  noScans: 'No scans generated yet',
  /** Alerts with no rows (spec 1 §2). */
  noAlerts: "No scans generated yet from the product's plate-recognition service.",
  /** Confirmation of deleting selected scans or alerts (spec 1 §2). */
  deleteConfirm: 'Are you sure you want to delete?',
  imageKindInvalid: 'The image kind is full or plate.',
  /** A Last-Event-ID (or cursor) that the live alerts never sent. */
  alertCursorInvalid: 'The alert cursor is not valid.',
  /** The live alerts' sound switch (issue 29 item 4). */
  alertSoundLabel: 'Sound for hot-list matches',
  /** Evidence digests (issue 30 item 4). */
  evidenceBeforeDigests: 'Recorded before evidence digests',
  evidenceLoadFailed: 'The evidence digests could not be loaded.',
  evidenceVerifyFailed: 'The evidence could not be verified. Please try again.',
  evidenceNoImages: 'No stored images: nothing to verify but the read.',
  evidenceNoCitationImages: 'No evidence images to verify.',
} as const;
