import { SUPPORT_EMAIL } from './support';

/** Shared by every area: refusals and failures of the BFF itself. */
export const coreMessages = {
  forbiddenOrigin: 'This request came from another site and was refused.',
  serverError: `Something went wrong on our side. Please try again, or contact ${SUPPORT_EMAIL}.`,
  providerUnavailable: 'The service is not answering right now. Please try again in a moment.',
  notFound: 'This item could not be found.',
  /** A URL past server/bff/url-limit.ts's length (issue 25 item 15). */
  urlTooLong: 'The web address is too long. Shorten the search or the filters and try again.',
} as const;

export const VERSION_LABEL = 'v2.59.2';
