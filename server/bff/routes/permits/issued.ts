import 'server-only';
import { z } from 'zod';
import {
  issuedPermit,
  listIssuedPermits,
  setPermitDates,
  setPermitStatus,
  setPermitVehicle,
  updateCustomerVehicle,
} from '@/lib/contract';
import {
  holderVehiclesResponse,
  issuedDatesBody,
  issuedListQuery,
  issuedListResponse,
  issuedStatusBody,
  issuedVehicleBody,
  permitParam,
} from '@/lib/contract/permits/bff';
import { permitIssuedBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { permitsMessages } from '@/lib/messages/permits';
import { manualStatusToSend } from '@/lib/rules/permits/permit-rules';
import { endpoint } from '../../endpoint';
import { BffError, PROVIDER_FAILED, PROVIDER_FAILED_STATUS, type RefusalTable } from '../../errors';
import { streamPermitImage } from './issued-image';
import { forBrowser, loadHolderVehicles, loadIssued } from './issued-views';

/**
 * /api/permits/issued: the issued permits list (paged from 0, holder search) and the issued
 * permit detail with its status, vehicle and dates changes. The organisation is the session's;
 * another organisation's permits are 404.
 */

/** Two staff decided (or changed) the same permit at once: the one who lost reads this. */
export const ALREADY_DECIDED =
  'This permit was already decided or changed by someone else. Reload to see its status.';

export const NOT_HOLDERS_VEHICLE = "Not one of the holder's vehicles.";

export const PERMIT_ERRORS = { 404: 'No such permit (or not of this organisation).' };
export const STATUS_ERRORS = {
  ...PERMIT_ERRORS,
  409: 'The permit was already decided or changed by someone else.',
  502: 'The status could not be updated (the catalogue text).',
};

/** Approve / Reject and the manual status change: the catalogue's status failure (spec 2 §8). */
export const statusRefusals: RefusalTable = {
  BAD_REQUEST: { message: permitsMessages.permitStatusFailed },
  PERMIT_ALREADY_DECIDED: { message: ALREADY_DECIDED },
  [PROVIDER_FAILED]: {
    status: PROVIDER_FAILED_STATUS,
    message: permitsMessages.permitStatusFailed,
  },
};

/** The vehicle and dates dialogs: the catalogue's permit update failure (spec 2 §8). */
const updateRefusals: RefusalTable = {
  [PROVIDER_FAILED]: {
    status: PROVIDER_FAILED_STATUS,
    message: permitsMessages.permitUpdateFailed,
  },
};

export const issuedEndpoints = [
  /** /permits/issued: newest first, 100 a page from page 0; blank search: none. */
  endpoint(routes.listIssued, {
    summary:
      'Issued permits of every type, newest first, 100 a page from page 0; `search` (upper-cased) finds a permit holder.',
    query: issuedListQuery,
    response: issuedListResponse,
    handler: async ({ caller, query: { page = 0, search } }) => {
      const answer = await caller.call(listIssuedPermits, {
        params: { entity: caller.entity },
        query: search ? { page, search } : { page },
      });
      return { ...answer, permits: answer.permits.map(forBrowser), search: search || null };
    },
  }),

  endpoint(routes.getIssued, {
    summary: 'One issued permit with every field of its detail.',
    params: permitParam,
    response: issuedPermit,
    errors: PERMIT_ERRORS,
    handler: ({ caller, params }) => loadIssued(caller, params.uuid),
  }),

  endpoint(routes.holderVehicles, {
    summary: "The vehicles of the permit's holder, for the vehicle dialog.",
    params: permitParam,
    response: holderVehiclesResponse,
    errors: PERMIT_ERRORS,
    handler: async ({ caller, params }) =>
      loadHolderVehicles(caller, await loadIssued(caller, params.uuid)),
  }),

  /** A registration image of the permit, streamed from the provider. */
  endpoint(routes.registrationImage, {
    summary: 'One registration image of an issued permit (regImgUrls point here).',
    params: permitParam.extend({ file: z.uuid({ message: 'No such image.' }) }),
    errors: { 404: 'No such permit or image (or not of this organisation).' },
    handler: ({ caller, params }) => streamPermitImage(caller, params),
  }),

  /** Manual status change: paid on a priced permit is sent as incomplete (spec 2 §4). */
  endpoint(routes.setStatus, {
    summary:
      'Manual status change of a permit not waiting (paid, incomplete, expired, rejected); paid on a priced permit is sent as incomplete.',
    params: permitParam,
    body: issuedStatusBody,
    response: issuedPermit,
    errors: STATUS_ERRORS,
    refusals: statusRefusals,
    handler: async ({ caller, params: { uuid }, body: { status, message } }) => {
      const permit = await loadIssued(caller, uuid);
      const changed = await caller.call(setPermitStatus, {
        params: { entity: caller.entity, uuid },
        body: { status: manualStatusToSend(status, permit.amount), message, isApproval: false },
      });
      return forBrowser(changed);
    },
  }),

  /**
   * The vehicle dialog: one of the holder's vehicles becomes the permit's, with the details as
   * edited (upper-cased). Nothing is written unless the vehicle is the holder's.
   */
  endpoint(routes.setVehicle, {
    summary:
      "Makes one of the holder's vehicles the permit's vehicle and saves its details (upper-cased).",
    params: permitParam,
    body: issuedVehicleBody,
    response: issuedPermit,
    errors: { ...PERMIT_ERRORS, 409: "Not one of the holder's vehicles." },
    refusals: updateRefusals,
    handler: async ({ caller, params: { uuid }, body: { vehicleUUID, ...details } }) => {
      const params = { entity: caller.entity, uuid };
      const permit = await loadIssued(caller, uuid);
      const { vehicles } = await loadHolderVehicles(caller, permit);
      const chosen = vehicles.find((v) => v.uuid === vehicleUUID);
      if (!chosen) throw new BffError(409, 'NOT_HOLDERS_VEHICLE', NOT_HOLDERS_VEHICLE);
      const edited = (['plate', 'state', 'make', 'model', 'color'] as const).some(
        (k) => chosen[k] !== details[k],
      );
      if (edited) {
        await caller.call(updateCustomerVehicle, {
          params: { entity: caller.entity, uuid: vehicleUUID },
          body: details,
        });
      }
      if (permit.vehicle?.uuid !== vehicleUUID || !permit.isPrimaryVehicleActive) {
        return forBrowser(await caller.call(setPermitVehicle, { params, body: { vehicleUUID } }));
      }
      return loadIssued(caller, uuid);
    },
  }),

  endpoint(routes.setDates, {
    summary: 'Sets the start and expiry of an issued permit.',
    params: permitParam,
    body: issuedDatesBody,
    response: issuedPermit,
    errors: PERMIT_ERRORS,
    refusals: updateRefusals,
    handler: async ({ caller, params: { uuid }, body }) =>
      forBrowser(
        await caller.call(setPermitDates, { params: { entity: caller.entity, uuid }, body }),
      ),
  }),
];
