import { z } from 'zod';
import { lookupReasonFields } from '../privacy';
import { plateCursor, plate360Text, PLATE_TIMELINE_MAX, PLATE_TIMELINE_PAGE } from './plate360';

/** Plate 360's BFF inputs: the plate as typed (normalised), a timeline page, the PDF's zone. */
export const plateParam = z.object({ plate: plate360Text });

export const plateTimelineQuery = z.object({
  ...lookupReasonFields,
  before: plateCursor.optional(),
  limit: z.coerce
    .number({ message: 'The page size must be a number.' })
    .int()
    .min(1)
    .max(PLATE_TIMELINE_MAX)
    .default(PLATE_TIMELINE_PAGE),
});
