import 'server-only';
import {
  dataRequestQuery,
  dataRequestSummary,
  exportDataRequest,
  getDataRequestSummary,
  type DataRequestQuery,
} from '@/lib/contract';
import { dataRequestBffRoutes as routes } from '@/lib/contract/privacy/bff-routes';
import { privacyMessages } from '@/lib/messages/privacy';
import { streamProviderDownload } from '@/server/provider-client';
import { endpoint } from '../../endpoint';

/**
 * /api/data-requests: a person's data on request in the session's organisation (super
 * administrators: the provider refuses anyone else). The counts first, then the ZIP, streamed
 * from the provider as it produces it (the BFF holds none of it).
 */

const REFUSALS = {
  400: 'No plate or e-mail address, both, or one that is not valid.',
  403: privacyMessages.dataRequestDenied,
};

/** The provider's export path with the request's plate or e-mail. */
function exportPath(entity: string, query: DataRequestQuery): string {
  const search = new URLSearchParams(
    query.plate !== undefined ? { plate: query.plate } : { email: query.email ?? '' },
  );
  return `${exportDataRequest.path.replace('{entity}', encodeURIComponent(entity))}?${search}`;
}

const fileNameOf = (query: DataRequestQuery, at: Date) =>
  `data-request-${query.plate ?? 'email'}-${at.toISOString().slice(0, 10)}.zip`;

export const dataRequestEndpoints = [
  endpoint(routes.dataRequestSummary, {
    summary:
      'What the organisation holds about one plate or one customer e-mail: records per kind and image files.',
    query: dataRequestQuery,
    response: dataRequestSummary,
    errors: REFUSALS,
    handler: ({ caller, query }) =>
      caller.call(getDataRequestSummary, { params: { entity: caller.entity }, query }),
  }),

  endpoint(routes.dataRequestExport, {
    summary:
      'Everything the organisation holds about one plate or one customer e-mail as a ZIP (CSV per kind, images, README.txt), streamed; written to the audit log.',
    query: dataRequestQuery,
    errors: REFUSALS,
    handler: ({ caller, query }) =>
      streamProviderDownload({
        path: exportPath(caller.entity, query),
        token: caller.token,
        call: exportDataRequest.id,
        mediaType: 'application/zip',
        fileName: fileNameOf(query, new Date()),
      }),
  }),
];
