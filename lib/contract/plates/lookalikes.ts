import { z } from 'zod';
import { callsOf, entityParams, isoDate } from '../define-call';
import { lookupReasonFields } from '../privacy';
import { plate360Text } from './plate360';

/**
 * Plate 360's near matches (issue 29 items 1 and 3): the organisation's other plates that differ
 * from the one asked only in look-alike characters (0/O/D/Q, 1/I/L, 2/Z, 5/S, 8/B, 6/G), as the
 * plate search offers them below the exact one — a misread or mistyped plate leads to the right one.
 */

/** At most this many near matches (the most recently scanned first). */
export const PLATE_LOOKALIKES_CAP = 10;

export const plateSeenIn = z.enum(['scans', 'permits', 'lists']);
export type PlateSeenIn = z.infer<typeof plateSeenIn>;

export const plateLookalike = z.object({
  plate: z.string(),
  /** How it differs, as a misread of the plate asked: '8 read as B' (its 8 where the plate asked has B). */
  why: z.string(),
  /** Where the organisation holds it: scans, permit vehicles, list entries. */
  seenIn: z.array(plateSeenIn),
  /** Its latest scan, if it was scanned. */
  lastScan: isoDate.nullable(),
});
export type PlateLookalike = z.infer<typeof plateLookalike>;

export const plateLookalikes = z.object({
  plate: z.string(),
  plates: z.array(plateLookalike),
});
export type PlateLookalikes = z.infer<typeof plateLookalikes>;

const call = callsOf('plates');

export const getPlateLookalikes = call.get('getPlateLookalikes', {
  path: '/api/v2/dashboard/{entity}/plate360/{plate}/lookalikes',
  summary: `The organisation's plates (scanned, on a permit, on a list) that differ from the plate (normalised) only in look-alike characters, the most recently scanned first (at most ${PLATE_LOOKALIKES_CAP}).`,
  params: entityParams.extend({ plate: plate360Text }),
  // Part of Plate 360: an audited look-up of the plate like the page's other reads.
  query: z.object(lookupReasonFields),
  response: plateLookalikes,
  errors: { 403: 'Not a member of the organisation.' },
});
