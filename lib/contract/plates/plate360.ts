import { z } from 'zod';
import { normalizePlate } from '../../rules/plate';
import { callsOf, entityParams, isoDate } from '../define-call';
import { lookupReasonFields } from '../privacy';
import { plainText, TEXT_MAX } from '../text';

/**
 * Plate 360 (issue 29 item 1): one plate's picture in one organisation. Two provider calls: what
 * holds now (valid permits, running paid sessions, list entries, open citations with what is due,
 * an appeal in progress) and the timeline of every record about the plate, newest first, paged by
 * a keyset cursor (time with microseconds, then the event id).
 */

/** Timeline events per page unless the caller asks for fewer. */
export const PLATE_TIMELINE_PAGE = 50;
/** The most events one timeline page may ask for. */
export const PLATE_TIMELINE_MAX = 100;

/** A plate as typed (up to 16 characters), normalised: upper-cased, spaces and dashes dropped. */
export const plate360Text = plainText({
  label: 'Plate',
  max: TEXT_MAX.plate,
  tooLong: 'Plates are at most 16 characters.',
})
  .transform(normalizePlate)
  .pipe(z.string().min(1, { message: 'Please enter a plate.' }));

/** What a timeline event is about; the screen picks its icon, words and link from it. */
export const plateEventKinds = [
  'scan',
  'alert',
  'list',
  'permit',
  'permit-change',
  'session',
  'time-add',
  'citation',
  'citation-change',
  'appeal',
  'appeal-response',
] as const;
export const plateEventKind = z.enum(plateEventKinds);
export type PlateEventKind = z.infer<typeof plateEventKind>;

/**
 * One event. `id` is `<kind>:<record>` (unique across kinds: the cursor's tie-break); `recordUuid`
 * is what its detail page opens, `parentUuid` what that page's path also names (the permit's
 * type, the citation of a log or appeal, the meter of a session, the list of an entry).
 */
export const plateEvent = z.object({
  id: z.string(),
  kind: plateEventKind,
  at: isoDate,
  recordUuid: z.string(),
  parentUuid: z.string().nullable(),
  /** List name, permit type, meter name, violation type. */
  title: z.string().nullable(),
  /** Alert status, permit status or action, log type, appeal status. */
  status: z.string().nullable(),
  /** The citation's notice number. */
  number: z.number().int().nullable(),
  /** The officer, the member who acted, the appellant. */
  actor: z.string().nullable(),
  /** A log note, a citation's location, a meter's zone, the change made. */
  note: z.string().nullable(),
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  /** A session's end, a permit's or list entry's expiry. */
  until: isoDate.nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** A scan's previous sighting of the plate (digital chalk). */
  lastSeen: isoDate.nullable(),
});
export type PlateEvent = z.infer<typeof plateEvent>;

export const plateTimeline = z.object({
  plate: z.string(),
  events: z.array(plateEvent),
  /** The cursor of the next (older) page; null on the last page. */
  next: z.string().nullable(),
});
export type PlateTimeline = z.infer<typeof plateTimeline>;

const CURSOR_GONE = 'This page of the timeline is no longer available. Please reload.';
// Each field in its range, so the shape alone nearly makes a real instant (the refine below
// catches the 30th of February).
const CURSOR_SHAPE =
  /^(19[7-9]\d|2\d{3})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):([0-5]\d):([0-5]\d)\.\d{6}Z~[a-z]+:[0-9a-f-]{1,40}$/;

/** A real instant: every field in range (a 13th month or a 61st second is no cursor). */
function isCursorTime(text: string): boolean {
  const m = CURSOR_SHAPE.exec(text);
  if (!m) return false;
  const [y, mo, d, h, mi, se] = m.slice(1).map(Number);
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi, se));
  return (
    y >= 1970 &&
    at.getUTCFullYear() === y &&
    at.getUTCMonth() === mo - 1 &&
    at.getUTCDate() === d &&
    at.getUTCHours() === h &&
    at.getUTCMinutes() === mi &&
    at.getUTCSeconds() === se
  );
}

/** A keyset cursor: the last event's time (ISO, microseconds) and id, joined by '~'. */
export const plateCursor = z
  .string()
  .max(200)
  .regex(CURSOR_SHAPE, { message: CURSOR_GONE })
  .refine(isCursorTime, { message: CURSOR_GONE });

export const permitNow = z.object({
  uuid: z.string(),
  productUuid: z.string(),
  typeName: z.string(),
  customerPermitId: z.string(),
  holderName: z.string(),
  issuedOn: isoDate.nullable(),
  expiresAt: isoDate.nullable(),
});

export const sessionNow = z.object({
  uuid: z.string(),
  meterUuid: z.string(),
  zoneId: z.string(),
  meterName: z.string(),
  startTime: isoDate,
  endTime: isoDate,
});

export const listEntryNow = z.object({
  uuid: z.string(),
  listUuid: z.string(),
  listName: z.string(),
  /** 0 allow, 1 hot, 2 time limit. */
  listType: z.number().int(),
  label: z.string(),
  expiresAt: isoDate.nullable(),
  expired: z.boolean(),
});

export const citationNow = z.object({
  uuid: z.string(),
  citationNumber: z.number().int(),
  citationName: z.string(),
  issuedAt: isoDate,
  status: z.string(),
  amountDue: z.number().int(),
  currency: z.string(),
});

export const appealNow = z.object({
  citationUuid: z.string(),
  citationNumber: z.number().int(),
  submissionDate: isoDate,
  name: z.string(),
  status: z.string(),
});

export const plateNow = z.object({
  plate: z.string(),
  at: isoDate,
  permits: z.array(permitNow),
  sessions: z.array(sessionNow),
  lists: z.array(listEntryNow),
  citations: z.array(citationNow),
  /** Cents due on the open citations today (late fees included). */
  totalDue: z.number().int(),
  appeals: z.array(appealNow),
  lastScan: z
    .object({
      uuid: z.string(),
      capturedAt: isoDate,
      latitude: z.number(),
      longitude: z.number(),
      isAlert: z.boolean(),
    })
    .nullable(),
});
export type PlateNow = z.infer<typeof plateNow>;

const plateParams = entityParams.extend({ plate: plate360Text });

/**
 * A Plate 360 read is an audited look-up: the reason (lookupReasonFields) and what it is for
 * (`view`: 'pdf' when the answer is printed, so the audit log says a PDF was made).
 */
const plateLookupFields = {
  ...lookupReasonFields,
  view: z.enum(['screen', 'pdf'], { message: 'The view is screen or pdf.' }).optional(),
};

const call = callsOf('plates');

export const getPlateNow = call.get('getPlateNow', {
  path: '/api/v2/dashboard/{entity}/plate360/{plate}',
  summary:
    'What holds now for the plate (normalised) in the organisation: valid permits, running paid sessions, allow/hot/time-limit list entries, open citations with what is due, appeals in progress, the last scan.',
  params: plateParams,
  query: z.object(plateLookupFields),
  response: plateNow,
  errors: { 403: 'Not a member of the organisation.' },
});

export const getPlateTimeline = call.get('getPlateTimeline', {
  path: '/api/v2/dashboard/{entity}/plate360/{plate}/timeline',
  summary:
    "Every event about the plate in the organisation, newest first: scans and alerts, list entries, permits and their changes, meter sessions and time-adds, citations and their changes, appeals and responses. Keyset-paged: `before` is the previous page's `next`.",
  params: plateParams,
  query: z.object({
    ...plateLookupFields,
    before: plateCursor.optional(),
    limit: z.coerce.number().int().min(1).max(PLATE_TIMELINE_MAX).default(PLATE_TIMELINE_PAGE),
  }),
  response: plateTimeline,
  errors: { 403: 'Not a member of the organisation.' },
});
