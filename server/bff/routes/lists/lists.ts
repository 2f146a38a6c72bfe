import 'server-only';
import { listsBffRoutes } from '@/lib/contract/lists/bff-routes';
import { bffRouter, on } from '../../route';
import { z } from 'zod';
import {
  addPlate,
  createList,
  deleteList,
  deletePlate,
  getIntegrationInfo,
  getIntegrationPlates,
  getList,
  LIST_PLATES_RENDER_LIMIT,
  listPlates,
  replaceListPlatesStream,
  replacePlatesLine,
  searchListPlates,
  updateList,
  updatePlate,
  verifyIntegrationPlate,
  LIST_TYPE,
} from '@/lib/contract';
import {
  addPlateBody,
  createListBody,
  editPlateBody,
  integrationQuery,
  PLATE_CSV_MAX_BYTES,
  plateSearchQuery,
  updateListBody,
  type IntegrationResponse,
  type ListPlatesResponse,
  type PlateSearchResponse,
  type UploadResponse,
} from '@/lib/contract/lists/bff';
import { messages } from '@/lib/messages';
import { csvFileName } from '@/lib/rules/lists/plates';
import { parseBody, parseParams } from '../../context';
import {
  reportingErrors,
  PLATE_CSV_TOO_LARGE,
  plateCsvTemplate,
  plateRowsOfCsv,
  platesCsvStream,
  type CsvTally,
} from './plates-csv';
import { BffError } from '../../errors';
import { requireOrg, requireSession } from '../../guards';
import { parseQuery } from '../../parse-query';
import { forgetList, listParam, loadList, loadLists, orgList, ownList } from '../../views/lists';

/**
 * /api/lists: the Lists screen and the list detail (plates, search, add/edit/delete, CSV upload
 * and download, integration lists). The organisation is always the session's: every route on a
 * list first checks the list belongs to it (404 otherwise).
 */
export const listsRoutes = bffRouter('/api/lists');
listsRoutes.use('*', requireSession, requireOrg);

const plateParams = listParam.extend({ plateUuid: z.uuid({ message: messages.notFound }) });
const UNSUPPORTED_FILE = messages.unsupportedFileType;
const ONE_FILE = messages.csvOneFile;
const TOO_LARGE = PLATE_CSV_TOO_LARGE;
const NO_UPLOAD = messages.csvNotOffered;
const CSV_TYPES = new Set(['', 'text/csv', 'application/csv', 'application/vnd.ms-excel']);

/** Allow, hot, permit and integration lists with plate counts (time-limit lists are hidden). */
on(listsRoutes, listsBffRoutes.listLists, async (c) => c.json(await loadLists(c.var.caller)));

on(listsRoutes, listsBffRoutes.createList, async (c) => {
  const p = c.var.caller;
  const { name, type } = await parseBody(c, createListBody);
  const list = await p.call(createList, { body: { name, type, entityUUID: p.entity } });
  return c.json(list, 201);
});

/** The upload template: the header row only. */
on(listsRoutes, listsBffRoutes.plateTemplate, () => {
  return new Response(plateCsvTemplate(), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="plates-template.csv"',
    },
  });
});

on(listsRoutes, listsBffRoutes.getList, async (c) =>
  c.json(await loadList(c.var.caller, parseParams(c, listParam).uuid)),
);

on(listsRoutes, listsBffRoutes.renameList, async (c) => {
  const p = c.var.caller;
  const { uuid, type } = await orgList(p, parseParams(c, listParam).uuid);
  const { name } = await parseBody(c, updateListBody);
  const list = await p.call(updateList, { body: { uuid, name, type } });
  return c.json(list);
});

on(listsRoutes, listsBffRoutes.deleteList, async (c) => {
  const p = c.var.caller;
  const { uuid } = parseParams(c, listParam);
  await ownList(p, uuid);
  const deleted = await p.call(deleteList, { params: { uuid } });
  forgetList(uuid);
  return c.json(deleted);
});

/** At most 2,500 plates, newest first, and the count of all. */
on(listsRoutes, listsBffRoutes.listPlates, async (c) => {
  const p = c.var.caller;
  const { uuid } = parseParams(c, listParam);
  await ownList(p, uuid);
  const result = await p.call(listPlates, {
    params: { uuid },
    query: { limit: LIST_PLATES_RENDER_LIMIT },
  });
  return c.json<ListPlatesResponse>({
    plates: result.plates.slice(0, LIST_PLATES_RENDER_LIMIT),
    count: result.count,
    limit: LIST_PLATES_RENDER_LIMIT,
  });
});

/** Plates whose plate or name contains q (upper-cased). */
on(listsRoutes, listsBffRoutes.searchPlates, async (c) => {
  const p = c.var.caller;
  const { q } = parseQuery(c, plateSearchQuery);
  const { uuid } = parseParams(c, listParam);
  await ownList(p, uuid);
  const result = await p.call(searchListPlates, { params: { uuid, query: q } });
  return c.json<PlateSearchResponse>({ plates: result.plates });
});

on(listsRoutes, listsBffRoutes.addPlate, async (c) => {
  const p = c.var.caller;
  const { uuid } = parseParams(c, listParam);
  await ownList(p, uuid);
  const body = await parseBody(c, addPlateBody);
  const plate = await p.call(addPlate, { body: { ...body, listId: uuid } });
  return c.json(plate, 201);
});

on(listsRoutes, listsBffRoutes.editPlate, async (c) => {
  const p = c.var.caller;
  const { uuid, plateUuid } = parseParams(c, plateParams);
  await ownList(p, uuid);
  const body = await parseBody(c, editPlateBody);
  const plate = await p.call(updatePlate, {
    body: { ...body, listId: uuid, uuid: plateUuid },
  });
  return c.json(plate);
});

on(listsRoutes, listsBffRoutes.deletePlate, async (c) => {
  const p = c.var.caller;
  const { uuid, plateUuid } = parseParams(c, plateParams);
  await ownList(p, uuid);
  return c.json(await p.call(deletePlate, { params: { uuid: plateUuid } }));
});

/** An integration list: vendor info and plates; with ?plate= asks the vendor (check-each lists). */
on(listsRoutes, listsBffRoutes.integration, async (c) => {
  const p = c.var.caller;
  const { plate } = parseQuery(c, integrationQuery);
  const { uuid, type } = await orgList(p, parseParams(c, listParam).uuid);
  if (type !== LIST_TYPE.integration) {
    throw new BffError(400, 'NOT_INTEGRATION_LIST', messages.notIntegrationList);
  }
  const info = await p.call(getIntegrationInfo, { params: { uuid } });
  if (plate) {
    if (!info.isCheckEach) {
      throw new BffError(400, 'NOT_CHECK_EACH', messages.notCheckEach);
    }
    const result = await p.call(verifyIntegrationPlate, {
      query: { listuuid: uuid, plate },
    });
    return c.json<IntegrationResponse>({ ...info, plates: result.plates });
  }
  const result = await p.call(getIntegrationPlates, { params: { uuid } });
  return c.json<IntegrationResponse>({ ...info, plates: result.plates });
});

/**
 * Replaces all plates of the list with one CSV file (multipart, field name free, exactly one
 * file, at most 10 MB): parsed as a stream, then one provider call.
 */
on(
  listsRoutes,
  listsBffRoutes.uploadPlates, // The 10 MB cap of the whole request is the BFF body limit's (server/bff/body-limit.ts).
  async (c) => {
    const p = c.var.caller;
    const { uuid, type } = await orgList(p, parseParams(c, listParam).uuid);
    if (type === LIST_TYPE.permit || type === LIST_TYPE.integration) {
      throw new BffError(400, 'UPLOAD_NOT_OFFERED', NO_UPLOAD);
    }
    const contentType = c.req.header('content-type') ?? '';
    if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
      throw new BffError(400, 'BAD_REQUEST', ONE_FILE);
    }
    const form = await c.req.raw.formData().catch(() => {
      throw new BffError(400, 'BAD_REQUEST', ONE_FILE);
    });
    const files = [...form.values()].filter((v): v is File => typeof v !== 'string');
    if (files.length !== 1) throw new BffError(400, 'BAD_REQUEST', ONE_FILE);
    const [file] = files;
    const isCsv =
      file.name.toLowerCase().endsWith('.csv') &&
      CSV_TYPES.has(file.type.split(';')[0].trim().toLowerCase());
    if (!isCsv) throw new BffError(400, 'UNSUPPORTED_FILE_TYPE', UNSUPPORTED_FILE);
    if (file.size > PLATE_CSV_MAX_BYTES) throw new BffError(413, 'FILE_TOO_LARGE', TOO_LARGE);

    // CSV rows stream through to the provider as NDJSON, which inserts them in chunks inside
    // one transaction: neither tier holds the whole list. A bad row stops the stream (the
    // provider then keeps the old plates) and is the error the user sees.
    const tally: CsvTally = { skipped: 0 };
    let csvError: unknown;
    const onCsvError = (error: unknown) => {
      csvError ??= error;
    };
    const rows = reportingErrors(plateRowsOfCsv(file, tally), onCsvError);
    let result: { count: number };
    try {
      result = await p.call(replaceListPlatesStream, {
        params: { uuid },
        ndjson: rows,
        ndjsonValidatedWith: replacePlatesLine,
      });
    } catch (error) {
      throw csvError ?? error;
    }
    if (csvError) throw csvError;
    return c.json<UploadResponse>({ count: result.count, skipped: tally.skipped });
  },
);

/** All plates of the list as a CSV download named after the list. */
on(listsRoutes, listsBffRoutes.downloadPlates, async (c) => {
  const p = c.var.caller;
  const { uuid } = parseParams(c, listParam);
  await ownList(p, uuid);
  const [list, result] = await Promise.all([
    p.call(getList, { params: { uuid } }),
    p.call(listPlates, { params: { uuid }, query: { limit: 200_000 } }),
  ]);
  const name = csvFileName(list.name);
  return new Response(platesCsvStream(result.plates), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
    },
  });
});
