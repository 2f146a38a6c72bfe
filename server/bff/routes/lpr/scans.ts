import 'server-only';
import { z } from 'zod';
import {
  deleteScans,
  getPlateHistory,
  getScan,
  listMemberScansPage,
  listScansPage,
  listTeamUsers,
  scan,
  searchScans,
  updateScanPlate,
} from '@/lib/contract';
import {
  deleteRowsBody,
  deleteRowsResponse,
  editPlateBody,
  plateHistoryResponse,
  plateText,
  scanListQuery,
  scanListResponse as scanListAnswer,
  scanMembersResponse,
} from '@/lib/contract/lpr/bff';
import { lprBffRoutes as routes } from '@/lib/contract/lpr/bff-routes';
import { lookupReasonQuery } from '@/lib/contract/privacy';
import { messages } from '@/lib/messages';
import { reasonFieldsOf } from '@/lib/rules/privacy/lookup-reason';
import { normalizePlate } from '@/lib/rules/plate';
import { endpoint } from '../../endpoint';
import { BffError } from '../../errors';
import {
  asScanNotFound,
  loadScan,
  SCAN_ERRORS,
  scanListResponse,
  scanParam,
  streamScanImage,
  toPlateHistoryItem,
  toScanView,
} from './scan-view';

/**
 * /api/scans: the Scans screen (all, per member, search), the scan detail (scan, plate history,
 * edit plate, delete) and the scans' images. The organisation is always the session's.
 */

const imageParams = scanParam.extend({
  kind: z.enum(['full', 'plate'], { message: messages.imageKindInvalid }),
});

export const scanEndpoints = [
  /** One page of all scans or of one member's, or every search result (q, upper-cased). */
  endpoint(routes.listScans, {
    summary: 'One page of scans (by member), or all search results.',
    query: scanListQuery,
    response: scanListAnswer,
    handler: async ({ caller, query: { page, member, q, ...why } }) => {
      const { entity } = caller;
      if (q) {
        const result = await caller.call(searchScans, {
          params: { entity, term: q },
          query: { alert: 'false', ...reasonFieldsOf(why) },
        });
        return scanListResponse(result, 'search', 1);
      }
      if (member) {
        const result = await caller.call(listMemberScansPage, {
          params: { entity, user: member, n: page - 1 },
        });
        return scanListResponse(result, 'member', page);
      }
      const result = await caller.call(listScansPage, {
        params: { entity, n: page - 1 },
        query: { alert: 'false' },
      });
      return scanListResponse(result, 'all', page);
    },
  }),

  /** The team members of the filter chips, sorted by full name. */
  endpoint(routes.scanMembers, {
    summary: 'The member filter chips of /scans.',
    response: scanMembersResponse,
    handler: async ({ caller }) => {
      const { users } = await caller.call(listTeamUsers, { params: { entity: caller.entity } });
      const members = users
        .map(({ uuid, fullname }) => ({ uuid, fullname }))
        .sort((a, b) => a.fullname.localeCompare(b.fullname, 'en', { sensitivity: 'base' }));
      return { members };
    },
  }),

  /** Scans of exactly this plate, newest first. */
  endpoint(routes.plateHistory, {
    summary: 'The scans of one plate, newest first.',
    params: z.object({ plate: plateText }),
    query: lookupReasonQuery,
    response: plateHistoryResponse,
    handler: async ({ caller, params: { plate }, query }) => {
      const result = await caller.call(getPlateHistory, {
        params: { entity: caller.entity, plate },
        query,
      });
      return {
        plate: normalizePlate(plate), // as the provider matches it
        plates: result.plates.map(toPlateHistoryItem),
      };
    },
  }),

  /** Deletes the selected scans (and their alerts); other organisations' uuids change nothing. */
  endpoint(routes.deleteScans, {
    summary: 'Deletes the selected scans.',
    body: deleteRowsBody,
    response: deleteRowsResponse,
    handler: async ({ caller, body: { uuids } }) => {
      const result = await caller.call(deleteScans, {
        query: { entityUUID: caller.entity },
        body: uuids,
      });
      return { deleted: result.deleted };
    },
  }),

  endpoint(routes.getScan, {
    summary: 'One scan (the scan detail).',
    params: scanParam,
    query: lookupReasonQuery,
    response: scan,
    errors: SCAN_ERRORS,
    handler: ({ caller, params: { uuid }, query }) => loadScan(caller, uuid, 'scans', query),
  }),

  /** Corrects the plate of a scan (upper-cased); answers the scan as it is now. */
  endpoint(routes.updateScan, {
    summary: "Edits a scan's plate.",
    params: scanParam,
    body: editPlateBody,
    response: scan,
    errors: SCAN_ERRORS,
    handler: async ({ caller, params: { uuid }, body: { plate } }) => {
      const { entity } = caller;
      try {
        const result = await caller.call(updateScanPlate, {
          body: { uuid, plate, isDelete: false, entityUUID: entity },
        });
        const scan =
          'uuid' in result ? result : await caller.call(getScan, { params: { entity, uuid } });
        return toScanView(scan);
      } catch (error) {
        throw asScanNotFound(error);
      }
    },
  }),

  endpoint(routes.deleteScan, {
    summary: 'Deletes one scan.',
    params: scanParam,
    response: deleteRowsResponse,
    errors: SCAN_ERRORS,
    handler: async ({ caller, params: { uuid } }) => {
      const result = await caller.call(deleteScans, {
        query: { entityUUID: caller.entity },
        body: [uuid],
      });
      if (result.deleted === 0) throw new BffError(404, 'SCAN_NOT_FOUND', messages.scanNotFound);
      return { deleted: result.deleted };
    },
  }),

  /** The scan's full image or plate crop, streamed from the provider. */
  endpoint(routes.scanImage, {
    summary: "A scan's full or plate image.",
    params: imageParams,
    errors: { ...SCAN_ERRORS, 502: 'The image store did not answer.' },
    handler: ({ caller, params }) => streamScanImage(caller, params),
  }),
];
