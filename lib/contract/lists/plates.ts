import { z } from 'zod';
import { callsOf, isoDate, okBody } from '../define-call';
import { plainText, searchText, TEXT_MAX } from '../text';
import { listType, listUuidParams } from './entities';
import { normalizePlate } from '../../rules/plate';

/** List plate (spec 1 §3). */
export const listPlate = z.object({
  uuid: z.string(),
  plate: z.string(),
  name: z.string(),
  email: z.string(),
  label: z.string(),
  label2: z.string(),
  labelHex: z.string(),
  make: z.string(),
  model: z.string(),
  color: z.string(),
  expiresAt: isoDate.nullable(),
  createdAt: isoDate,
  paidStatus: z.enum(['Valid', 'Expired', 'Invalid']),
  vendorName: z.string().nullable(),
  vendorLocationCode: z.string().nullable(),
  vendorLocationDescription: z.string().nullable(),
  type: listType,
});

export type ListPlate = z.infer<typeof listPlate>;

export { LIST_PLATES_RENDER_LIMIT } from '@/lib/rules/lists/list-plates';

/** Plates one CSV upload may carry (the replace is one transaction). */
export const LIST_PLATES_UPLOAD_MAX = 100_000;

/**
 * The largest body of a plate replace (NDJSON stream or JSON array): LIST_PLATES_UPLOAD_MAX rows
 * of a 10 MB CSV with every field named, with room to spare. A larger one is 413.
 */
export const LIST_PLATES_STREAM_MAX_BYTES = 32 * 1024 * 1024;

const text = (label: string, max: number) => plainText({ label, max }).default('');

/** Built once: a schema per row made 50,000-row uploads slow. */
const emailFormat = z.email();

const HEX6 = /^[0-9A-Fa-f]{6}$/;

/** Fields of a plate as the add/edit dialogs and the CSV upload send them. */
export const plateFields = z.object({
  /** Non-alphanumerics are stripped and the plate upper-cased on create (spec 1 §5). */
  plate: plainText({ label: 'Plate', max: 64 })
    .transform(normalizePlate)
    .pipe(z.string().min(1, { message: 'Please enter a plate.' }).max(16)),
  name: text('Name', TEXT_MAX.name),
  email: plainText({ label: 'Email', max: TEXT_MAX.email })
    .default('')
    .refine((v) => v === '' || emailFormat.safeParse(v).success, {
      message: 'Please enter a valid email address.',
    }),
  label: text('Label 1', TEXT_MAX.label),
  label2: text('Label 2', TEXT_MAX.label),
  /** Six hex digits; a leading # is removed (spec 1 §5). */
  labelHex: plainText({ label: 'Label colour', max: 7 })
    .default('')
    .transform((v) => v.replace(/^#/, ''))
    .refine((v) => v === '' || HEX6.test(v), {
      message: 'The colour needs exactly six hex digits.',
    }),
  make: text('Make', 60),
  model: text('Model', 60),
  color: text('Colour', 40),
  /** Optional; must not be in the past (checked against the server clock). */
  expiresAt: isoDate.nullable().default(null),
});

export type PlateFields = z.infer<typeof plateFields>;

const call = callsOf('lists');

export const listPlates = call.get('listPlates', {
  path: '/api/v1/lists/{uuid}/plates',
  summary: 'Plates of a list, newest first; `limit` (default 2500) caps the rows, `count` is all.',
  params: listUuidParams,
  query: z.object({ limit: z.coerce.number().int().min(1).max(200_000).default(2500) }),
  response: z.object({ plates: z.array(listPlate), count: z.number().int() }),
  errors: { 403: 'Not a member.', 404: 'No such list.' },
});

export const searchListPlates = call.get('searchListPlates', {
  path: '/api/v1/dashboard/list/{uuid}/plate/{query}',
  summary: 'Plates of a list whose plate or name contains the query (plate upper-cased).',
  params: listUuidParams.extend({ query: searchText().min(1) }),
  response: z.object({ plates: z.array(listPlate) }),
  errors: { 403: 'Not a member.', 404: 'No such list.' },
});

export const addPlate = call.post('addPlate', {
  path: '/api/v1/plates',
  summary:
    'Adds a plate to an allow, hot or time-limit list (permit and integration lists are kept elsewhere: 400).',
  body: plateFields.extend({ listId: z.uuid() }),
  response: listPlate,
  errors: {
    400: 'Plate missing, expiry in the past, or a permit or integration list.',
    403: 'Not an administrator.',
    404: 'No such list.',
  },
});

export const updatePlate = call.put('updatePlate', {
  path: '/api/v1/plate/uuid',
  summary: 'Edits a plate of a list (not of a permit or integration list: 400).',
  body: plateFields.extend({ listId: z.uuid(), uuid: z.uuid() }),
  response: listPlate,
  errors: {
    400: 'Invalid, or a permit or integration list.',
    403: 'Not an administrator.',
    404: 'No such plate.',
  },
});

export const deletePlate = call.delete('deletePlate', {
  path: '/api/v1/plate/uuid/{uuid}',
  summary: 'Deletes a plate of a list (not of a permit or integration list: 400).',
  params: listUuidParams,
  response: okBody,
  errors: {
    400: 'A permit or integration list.',
    403: 'Not an administrator.',
    404: 'No such plate.',
  },
});

/** One line of a streamed replace (replaceListPlatesStream): a plate as the CSV upload sends it. */
export const replacePlatesLine = plateFields.extend({
  expiresAt: isoDate.nullable().default(null),
});

export const replaceListPlatesStream = call.post('replaceListPlatesStream', {
  path: '/api/v1/dashboard/lists/{uuid}/plates/replace',
  summary:
    'Replaces all plates of a list from a stream (the CSV upload): the body is NDJSON (Content-Type application/x-ndjson), one plate per line with the fields of replacePlatesLine. The whole body is read and validated first (held packed, bounded by the 10 MB upload cap), then the plates are replaced in one short transaction: no transaction waits on the client. A bad line, no plates at all, too many lines, a broken or stalled stream leaves the old plates.',
  params: listUuidParams,
  response: z.object({ count: z.number().int() }),
  errors: {
    400: 'A line that is not JSON or not a valid plate (named by its line number), no plates at all, more than LIST_PLATES_UPLOAD_MAX lines, a broken stream, or a permit/integration list.',
    403: 'Not an administrator.',
    404: 'No such list.',
    408: 'The stream stalled (30 seconds without a byte) or took longer than 5 minutes.',
    413: 'The body is larger than LIST_PLATES_STREAM_MAX_BYTES.',
  },
});

export const replaceListPlates = call.post('replaceListPlates', {
  path: '/api/v1/dashboard/listplates',
  summary:
    'Replaces all plates of a list in one transaction (CSV upload); rows without a plate are skipped by the caller. A failure leaves the old plates.',
  body: z.object({
    listUUID: z.uuid(),
    plates: z.array(replacePlatesLine).max(LIST_PLATES_UPLOAD_MAX),
  }),
  response: z.object({ count: z.number().int() }),
  errors: {
    400: 'Invalid rows, or a permit/integration list.',
    403: 'Not an administrator.',
    404: 'No such list.',
  },
});
