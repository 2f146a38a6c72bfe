import 'server-only';
import { z } from 'zod';
import {
  addPlate,
  createList,
  deleteList,
  deletePlate,
  getIntegrationInfo,
  getIntegrationPlates,
  LIST_PLATES_RENDER_LIMIT,
  LIST_TYPE,
  listPlate,
  listPlates,
  plateList,
  searchListPlates,
  updateList,
  updatePlate,
  verifyIntegrationPlate,
} from '@/lib/contract';
import { okBody } from '@/lib/contract/define-call';
import {
  addPlateBody,
  createListBody,
  editPlateBody,
  integrationQuery,
  integrationResponse,
  listPlatesResponse,
  listsResponse,
  plateSearchQuery,
  plateSearchResponse,
  updateListBody,
} from '@/lib/contract/lists/bff';
import { listsBffRoutes as routes } from '@/lib/contract/lists/bff-routes';
import { messages } from '@/lib/messages';
import { endpoint } from '../../endpoint';
import { BffError } from '../../errors';
import {
  forgetList,
  LIST_ERRORS,
  listParam,
  loadList,
  loadLists,
  orgList,
  ownList,
} from './org-lists';
import { downloadPlates, plateTemplate, uploadPlates } from './plates-csv-endpoints';

/**
 * /api/lists: the Lists screen and the list detail (plates, search, add/edit/delete, CSV upload
 * and download, integration lists). The organisation is always the session's: every route on a
 * list first checks the list belongs to it (404 otherwise).
 */

const plateParams = listParam.extend({ plateUuid: z.uuid({ message: messages.notFound }) });

export const listsEndpoints = [
  endpoint(routes.listLists, {
    summary: 'Allow, hot, permit and integration lists with plate counts.',
    response: listsResponse,
    handler: ({ caller }) => loadLists(caller),
  }),

  endpoint(routes.createList, {
    summary: 'Creates an allow or hot list (optionally matching look-alike characters).',
    body: createListBody,
    response: createList.response,
    handler: ({ caller, body: { name, type, matchLookalikes } }) =>
      caller.call(createList, { body: { name, type, matchLookalikes, entityUUID: caller.entity } }),
  }),

  plateTemplate,

  endpoint(routes.getList, {
    summary: 'One list.',
    params: listParam,
    response: plateList,
    errors: LIST_ERRORS,
    handler: ({ caller, params }) => loadList(caller, params.uuid),
  }),

  endpoint(routes.renameList, {
    summary: 'Renames a list and sets its look-alike matching.',
    params: listParam,
    body: updateListBody,
    response: plateList,
    errors: LIST_ERRORS,
    handler: async ({ caller, params, body }) => {
      const { uuid, type } = await orgList(caller, params.uuid);
      const { name, matchLookalikes } = body;
      return caller.call(updateList, { body: { uuid, name, type, matchLookalikes } });
    },
  }),

  endpoint(routes.deleteList, {
    summary: 'Deletes a list.',
    params: listParam,
    response: okBody,
    errors: LIST_ERRORS,
    handler: async ({ caller, params: { uuid } }) => {
      await ownList(caller, uuid);
      const deleted = await caller.call(deleteList, { params: { uuid } });
      forgetList(uuid);
      return deleted;
    },
  }),

  endpoint(routes.listPlates, {
    summary: 'At most 2,500 plates, newest first, and the count of all.',
    params: listParam,
    response: listPlatesResponse,
    errors: LIST_ERRORS,
    handler: async ({ caller, params: { uuid } }) => {
      await ownList(caller, uuid);
      const result = await caller.call(listPlates, {
        params: { uuid },
        query: { limit: LIST_PLATES_RENDER_LIMIT },
      });
      return {
        plates: result.plates.slice(0, LIST_PLATES_RENDER_LIMIT),
        count: result.count,
        limit: LIST_PLATES_RENDER_LIMIT,
      };
    },
  }),

  endpoint(routes.searchPlates, {
    summary: 'Plates whose plate or name contains q.',
    params: listParam,
    query: plateSearchQuery,
    response: plateSearchResponse,
    errors: LIST_ERRORS,
    handler: async ({ caller, params: { uuid }, query: { q } }) => {
      await ownList(caller, uuid);
      const result = await caller.call(searchListPlates, { params: { uuid, query: q } });
      return { plates: result.plates };
    },
  }),

  endpoint(routes.addPlate, {
    summary: 'Adds a plate to a list.',
    params: listParam,
    body: addPlateBody,
    response: listPlate,
    errors: LIST_ERRORS,
    handler: async ({ caller, params: { uuid }, body }) => {
      await ownList(caller, uuid);
      return caller.call(addPlate, { body: { ...body, listId: uuid } });
    },
  }),

  endpoint(routes.editPlate, {
    summary: 'Edits a plate of a list.',
    params: plateParams,
    body: editPlateBody,
    response: listPlate,
    errors: LIST_ERRORS,
    handler: async ({ caller, params: { uuid, plateUuid }, body }) => {
      await ownList(caller, uuid);
      return caller.call(updatePlate, { body: { ...body, listId: uuid, uuid: plateUuid } });
    },
  }),

  endpoint(routes.deletePlate, {
    summary: 'Deletes a plate of a list.',
    params: plateParams,
    response: okBody,
    errors: LIST_ERRORS,
    handler: async ({ caller, params: { uuid, plateUuid } }) => {
      await ownList(caller, uuid);
      return caller.call(deletePlate, { params: { uuid: plateUuid } });
    },
  }),

  /** An integration list: vendor info and plates; with ?plate= asks the vendor (check-each lists). */
  endpoint(routes.integration, {
    summary: 'An integration list: vendor info and plates (?plate= asks the vendor).',
    params: listParam,
    query: integrationQuery,
    response: integrationResponse,
    errors: LIST_ERRORS,
    handler: async ({ caller, params, query: { plate } }) => {
      const { uuid, type } = await orgList(caller, params.uuid);
      if (type !== LIST_TYPE.integration) {
        throw new BffError(400, 'NOT_INTEGRATION_LIST', messages.notIntegrationList);
      }
      const info = await caller.call(getIntegrationInfo, { params: { uuid } });
      if (!plate) {
        const result = await caller.call(getIntegrationPlates, { params: { uuid } });
        return { ...info, plates: result.plates };
      }
      if (!info.isCheckEach) throw new BffError(400, 'NOT_CHECK_EACH', messages.notCheckEach);
      const result = await caller.call(verifyIntegrationPlate, {
        query: { listuuid: uuid, plate },
      });
      return { ...info, plates: result.plates };
    },
  }),

  uploadPlates,
  downloadPlates,
];
