import 'server-only';
import {
  deleteCitationImage,
  getCitationImage,
  issuedCitation,
  overrideCitationAmount,
  setCitationStatus,
  voidCitation,
} from '@/lib/contract';
import {
  citationActivityResponse,
  citationImageParam,
  citationListQuery,
  citationListResponse,
  citationOverrideRequest,
  citationParam,
  citationStatusRequest,
  citationSummaryResponse,
  citationVoidRequest,
  tzQuery,
} from '@/lib/contract/citations/bff';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { citationsMessages } from '@/lib/messages/citations';
import { STATUS_OPTION_TARGET } from '@/lib/rules/citations/status-actions';
import { streamProviderImage } from '@/server/provider-client';
import { endpoint } from '../../endpoint';
import { PROVIDER_FAILED, PROVIDER_FAILED_STATUS } from '../../errors';
import {
  forBrowser,
  loadCitation,
  loadCitationActivity,
  loadCitationList,
  loadCitationSummary,
} from './issued-reads';

/**
 * /api/citations/issued: the issued violations list (page from 0, location or All, search),
 * its summary cards, the detail with its logs and images, and the staff actions (void/unvoid,
 * status, override, image removal). The organisation is the session's; another organisation's
 * notices are 404.
 */

const CITATION = { 404: 'No such citation (or not of this organisation).' };
const ACTION = { ...CITATION, 400: 'The citation cannot take this action in its status.' };

/** Removing an evidence image: the catalogue's image removal failure (spec 3 §8), whatever failed. */
const imageRemovalFailed = { message: citationsMessages.imageRemovalFailed };
const imageRemovalRefusals = {
  BAD_REQUEST: imageRemovalFailed,
  NOT_FOUND: imageRemovalFailed,
  [PROVIDER_FAILED]: { ...imageRemovalFailed, status: PROVIDER_FAILED_STATUS },
};

export const citationIssuedEndpoints = [
  endpoint(routes.citationList, {
    summary:
      'Issued violations newest first, 50 a page from page 0, at a location or All; `search` (upper-cased) finds a notice number or plate instead. Amounts due in the zone `tz`.',
    query: citationListQuery,
    response: citationListResponse,
    handler: ({ caller, query }) => loadCitationList(caller, query),
  }),

  endpoint(routes.citationSummary, {
    summary: 'The summary cards (citation stats in the zone `tz`) and the location filter choices.',
    query: tzQuery,
    response: citationSummaryResponse,
    handler: ({ caller, query }) => loadCitationSummary(caller, query.tz),
  }),

  endpoint(routes.citationDetail, {
    summary: 'One issued violation, its amount due today (late fees included) and images.',
    params: citationParam,
    query: tzQuery,
    response: issuedCitation,
    errors: CITATION,
    handler: ({ caller, params, query }) => loadCitation(caller, params.uuid, query.tz),
  }),

  endpoint(routes.citationActivity, {
    summary: "The notice's citation log and its verify log (the plate's scans).",
    params: citationParam,
    response: citationActivityResponse,
    errors: CITATION,
    handler: ({ caller, params }) => loadCitationActivity(caller, params.uuid),
  }),

  /** An evidence image, streamed from the provider (which checks it is the notice's). */
  endpoint(routes.citationImage, {
    summary: 'One evidence image of the notice, streamed from the provider.',
    params: citationImageParam,
    errors: { 404: 'No such citation or image (or not of this organisation).' },
    handler: ({ caller, params: { uuid, file } }) =>
      streamProviderImage({
        path: getCitationImage.path
          .replace('{entity}', encodeURIComponent(caller.entity))
          .replace('{uuid}', encodeURIComponent(uuid))
          .replace('{file}', encodeURIComponent(file)),
        token: caller.token,
        call: getCitationImage.id,
      }),
  }),

  endpoint(routes.citationDeleteImage, {
    summary: 'Removes one evidence image of the notice (logged).',
    params: citationImageParam,
    query: tzQuery,
    response: issuedCitation,
    errors: { 404: 'No such citation or image.', 502: 'The image removal failure text.' },
    refusals: imageRemovalRefusals,
    handler: async ({ caller, params: { uuid, file }, query: { tz } }) =>
      forBrowser(
        await caller.call(deleteCitationImage, {
          params: { entity: caller.entity },
          query: { timezone: tz },
          body: { citationUUID: uuid, imageURL: file },
        }),
      ),
  }),

  endpoint(routes.citationVoid, {
    summary: 'Void (void: true, voidDate now) or Unvoid (void: false) with an optional message.',
    params: citationParam,
    query: tzQuery,
    body: citationVoidRequest,
    response: issuedCitation,
    errors: ACTION,
    handler: async ({ caller, params: { uuid }, query: { tz }, body }) =>
      forBrowser(
        await caller.call(voidCitation, {
          params: { entity: caller.entity, uuid },
          query: { timezone: tz },
          body: {
            voidDate: body.void ? new Date().toISOString() : null,
            updateMessage: body.message,
          },
        }),
      ),
  }),

  endpoint(routes.citationStatus, {
    summary:
      'The status menu: Paid (paid off platform), Uncollectable or Reopen (open) with an optional message; Void is the void route.',
    params: citationParam,
    query: tzQuery,
    body: citationStatusRequest,
    response: issuedCitation,
    errors: ACTION,
    handler: async ({ caller, params: { uuid }, query: { tz }, body }) =>
      forBrowser(
        await caller.call(setCitationStatus, {
          params: { entity: caller.entity, uuid },
          query: { timezone: tz },
          body: { paymentStatus: STATUS_OPTION_TARGET[body.option], updateMessage: body.message },
        }),
      ),
  }),

  endpoint(routes.citationOverride, {
    summary: 'Overrides the amount due (cents) with a note.',
    params: citationParam,
    query: tzQuery,
    body: citationOverrideRequest,
    response: issuedCitation,
    errors: ACTION,
    handler: async ({ caller, params: { uuid }, query: { tz }, body }) =>
      forBrowser(
        await caller.call(overrideCitationAmount, {
          params: { entity: caller.entity },
          query: { timezone: tz },
          body: { uuid, amount: body.amount, note: body.note },
        }),
      ),
  }),
];
