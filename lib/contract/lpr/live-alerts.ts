import { z } from 'zod';
import { lprMessages } from '../../messages/lpr';
import { callsOf, entityParams } from '../define-call';
import { ALERT_CURSOR_PATTERN } from './constants';
import { scan } from './scans';

/** The most alerts one read of the live alerts answers (the next read goes on from its cursor). */
export const NEW_ALERTS_LIMIT = 100;

/** A position in the organisation's alerts (constants.ts: ALERT_CURSOR_PATTERN). */
export const alertCursor = z
  .string()
  .regex(ALERT_CURSOR_PATTERN, { message: lprMessages.alertCursorInvalid });

export const newAlerts = z.object({
  /** The alerts after the cursor asked with, oldest first, each with the cursor after it. */
  alerts: z.array(z.object({ cursor: alertCursor, alert: scan })),
  /** Where the next read goes on: the last alert's cursor, or the one asked with; without one, now. */
  cursor: alertCursor,
});

export type NewAlerts = z.infer<typeof newAlerts>;

const call = callsOf('scans');

export const listNewAlerts = call.get('listNewAlerts', {
  path: '/api/v2/dashboard/{entity}/alerts/new',
  summary:
    "The organisation's alerts written after the cursor (oldest first, at most limit); without a cursor none, and the cursor of now. A cursor only goes forward, and an alert shows once its transaction and every one before it has ended.",
  params: entityParams,
  query: z.object({
    after: alertCursor.optional(),
    limit: z.coerce.number().int().min(1).max(NEW_ALERTS_LIMIT).default(NEW_ALERTS_LIMIT),
  }),
  response: newAlerts,
  errors: { 403: 'Not a member of the organisation.' },
});
