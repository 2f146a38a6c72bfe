import 'server-only';
import {
  getList,
  LIST_TYPE,
  listPlates,
  replaceListPlatesStream,
  replacePlatesLine,
} from '@/lib/contract';
import { PLATE_CSV_MAX_BYTES, uploadResponse } from '@/lib/contract/lists/bff';
import { listsBffRoutes as routes } from '@/lib/contract/lists/bff-routes';
import { messages } from '@/lib/messages';
import { csvFileName } from '@/lib/rules/lists/plates';
import { endpoint } from '../../endpoint';
import { BffError } from '../../errors';
import { LIST_ERRORS, listParam, orgList, ownList } from './org-lists';
import {
  PLATE_CSV_TOO_LARGE,
  plateCsvTemplate,
  plateRowsOfCsv,
  platesCsvStream,
  reportingErrors,
  type CsvTally,
} from './plates-csv';

/** The CSV endpoints of a list: the upload template, the upload (replace all) and the download. */

const CSV_TYPES = new Set(['', 'text/csv', 'application/csv', 'application/vnd.ms-excel']);

const csvHeaders = (fileName: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${fileName}"`,
});

/** The upload template: the header row only. */
export const plateTemplate = endpoint(routes.plateTemplate, {
  handler: () => new Response(plateCsvTemplate(), { headers: csvHeaders('plates-template.csv') }),
});

/** The one CSV file of a multipart upload (field name free), else a 400 or 413 with its text. */
async function oneCsvFile(req: Request): Promise<File> {
  const contentType = req.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw new BffError(400, 'BAD_REQUEST', messages.csvOneFile);
  }
  const form = await req.formData().catch(() => {
    throw new BffError(400, 'BAD_REQUEST', messages.csvOneFile);
  });
  const files = [...form.values()].filter((v): v is File => typeof v !== 'string');
  if (files.length !== 1) throw new BffError(400, 'BAD_REQUEST', messages.csvOneFile);
  const [file] = files;
  const isCsv =
    file.name.toLowerCase().endsWith('.csv') &&
    CSV_TYPES.has(file.type.split(';')[0].trim().toLowerCase());
  if (!isCsv) throw new BffError(400, 'UNSUPPORTED_FILE_TYPE', messages.unsupportedFileType);
  if (file.size > PLATE_CSV_MAX_BYTES) {
    throw new BffError(413, 'FILE_TOO_LARGE', PLATE_CSV_TOO_LARGE);
  }
  return file;
}

/**
 * Replaces all plates of the list with one CSV file (multipart, exactly one file, at most 10 MB;
 * the 10 MB cap of the whole request is the BFF body limit's, server/bff/body-limit.ts): parsed
 * as a stream, then one provider call.
 */
export const uploadPlates = endpoint(routes.uploadPlates, {
  summary: 'Replaces all plates of the list with one CSV file (at most 10 MB).',
  params: listParam,
  response: uploadResponse,
  errors: { ...LIST_ERRORS, 413: 'The file is larger than 10 MB.' },
  handler: async ({ caller, params, c }) => {
    const { uuid, type } = await orgList(caller, params.uuid);
    if (type === LIST_TYPE.permit || type === LIST_TYPE.integration) {
      throw new BffError(400, 'UPLOAD_NOT_OFFERED', messages.csvNotOffered);
    }
    const file = await oneCsvFile(c.req.raw);
    // CSV rows stream through to the provider as NDJSON, which inserts them in chunks inside
    // one transaction: neither tier holds the whole list. A bad row stops the stream (the
    // provider then keeps the old plates) and is the error the user sees.
    const tally: CsvTally = { skipped: 0 };
    let csvError: unknown;
    const rows = reportingErrors(plateRowsOfCsv(file, tally), (error) => {
      csvError ??= error;
    });
    let result: { count: number };
    try {
      result = await caller.call(replaceListPlatesStream, {
        params: { uuid },
        ndjson: rows,
        ndjsonValidatedWith: replacePlatesLine,
      });
    } catch (error) {
      throw csvError ?? error;
    }
    if (csvError) throw csvError;
    return { count: result.count, skipped: tally.skipped };
  },
});

/** All plates of the list as a CSV download named after the list. */
export const downloadPlates = endpoint(routes.downloadPlates, {
  summary: 'All plates of the list as a CSV download.',
  params: listParam,
  errors: LIST_ERRORS,
  handler: async ({ caller, params: { uuid } }) => {
    await ownList(caller, uuid);
    const [list, result] = await Promise.all([
      caller.call(getList, { params: { uuid } }),
      caller.call(listPlates, { params: { uuid }, query: { limit: 200_000 } }),
    ]);
    return new Response(platesCsvStream(result.plates), {
      headers: csvHeaders(csvFileName(list.name)),
    });
  },
});
