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
import { callProvider } from '@/server/provider-client';
import { type BffContext, parseBody, parseParams } from '../../context';
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
import { listParam, loadList, loadLists, orgListOf } from '../../views/lists';
import { whoOf } from '../../views/who';

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

const who = whoOf;

/** The list's uuid and type, once it is known to be the session organisation's (else 404). */
function orgList(c: BffContext): Promise<{ uuid: string; type: number }> {
  return orgListOf(who(c), parseParams(c, listParam).uuid);
}

/** Allow, hot, permit and integration lists with plate counts (time-limit lists are hidden). */
on(listsRoutes, listsBffRoutes.listLists, async (c) => c.json(await loadLists(who(c))));

on(listsRoutes, listsBffRoutes.createList, async (c) => {
  const { token, entity } = who(c);
  const { name, type } = await parseBody(c, createListBody);
  const list = await callProvider(createList, { token, body: { name, type, entityUUID: entity } });
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
  c.json(await loadList(who(c), parseParams(c, listParam).uuid)),
);

on(listsRoutes, listsBffRoutes.renameList, async (c) => {
  const { token } = who(c);
  const { uuid, type } = await orgList(c);
  const { name } = await parseBody(c, updateListBody);
  const list = await callProvider(updateList, {
    token,
    body: { uuid, name, type: type as 0 | 1 | 2 | 3 | 4 },
  });
  return c.json(list);
});

on(listsRoutes, listsBffRoutes.deleteList, async (c) => {
  const { token } = who(c);
  const { uuid } = await orgList(c);
  return c.json(await callProvider(deleteList, { token, params: { uuid } }));
});

/** At most 2,500 plates, newest first, and the count of all. */
on(listsRoutes, listsBffRoutes.listPlates, async (c) => {
  const { token } = who(c);
  const { uuid } = await orgList(c);
  const result = await callProvider(listPlates, {
    token,
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
  const { token } = who(c);
  const { q } = parseQuery(c, plateSearchQuery);
  const { uuid } = await orgList(c);
  const result = await callProvider(searchListPlates, { token, params: { uuid, query: q } });
  return c.json<PlateSearchResponse>({ plates: result.plates });
});

on(listsRoutes, listsBffRoutes.addPlate, async (c) => {
  const { token } = who(c);
  const { uuid } = await orgList(c);
  const body = await parseBody(c, addPlateBody);
  const plate = await callProvider(addPlate, { token, body: { ...body, listId: uuid } });
  return c.json(plate, 201);
});

on(listsRoutes, listsBffRoutes.editPlate, async (c) => {
  const { token } = who(c);
  const { plateUuid } = parseParams(c, plateParams);
  const { uuid } = await orgList(c);
  const body = await parseBody(c, editPlateBody);
  const plate = await callProvider(updatePlate, {
    token,
    body: { ...body, listId: uuid, uuid: plateUuid },
  });
  return c.json(plate);
});

on(listsRoutes, listsBffRoutes.deletePlate, async (c) => {
  const { token } = who(c);
  const { plateUuid } = parseParams(c, plateParams);
  await orgList(c);
  return c.json(await callProvider(deletePlate, { token, params: { uuid: plateUuid } }));
});

/** An integration list: vendor info and plates; with ?plate= asks the vendor (check-each lists). */
on(listsRoutes, listsBffRoutes.integration, async (c) => {
  const { token } = who(c);
  const { plate } = parseQuery(c, integrationQuery);
  const { uuid, type } = await orgList(c);
  if (type !== LIST_TYPE.integration) {
    throw new BffError(400, 'NOT_INTEGRATION_LIST', messages.notIntegrationList);
  }
  const info = await callProvider(getIntegrationInfo, { token, params: { uuid } });
  if (plate) {
    if (!info.isCheckEach) {
      throw new BffError(400, 'NOT_CHECK_EACH', messages.notCheckEach);
    }
    const result = await callProvider(verifyIntegrationPlate, {
      token,
      query: { listuuid: uuid, plate },
    });
    return c.json<IntegrationResponse>({ ...info, plates: result.plates });
  }
  const result = await callProvider(getIntegrationPlates, { token, params: { uuid } });
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
    const { token } = who(c);
    const { uuid, type } = await orgList(c);
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
      result = await callProvider(replaceListPlatesStream, {
        token,
        params: { uuid },
        ndjson: rows,
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
  const { token } = who(c);
  const { uuid } = await orgList(c);
  const [list, result] = await Promise.all([
    callProvider(getList, { token, params: { uuid } }),
    callProvider(listPlates, { token, params: { uuid }, query: { limit: 200_000 } }),
  ]);
  const name = csvFileName(list.name);
  return new Response(platesCsvStream(result.plates), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
    },
  });
});
