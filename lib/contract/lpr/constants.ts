import type { Scan } from './scans';

/**
 * The live alerts' event stream (GET /api/alerts/stream), zod-free for the browser: each new
 * alert of the organisation is an event named LIVE_ALERT_EVENT whose data is the alert as the
 * screens get it (a Scan, images on the BFF) and whose `id:` is the cursor after it, so an
 * EventSource that reconnects sends it back as Last-Event-ID and resumes without duplicates.
 */
export const LIVE_ALERT_EVENT = 'alert';

/** A new alert as the stream sends it (the event's data). */
export type LiveAlert = Scan;

/**
 * A cursor: the transaction id that wrote the alert and the alert's scan uuid,
 * `<xid8 as decimal>:<uuid>` (see provider/services/lpr/new-alerts.ts). The decimal is written
 * without leading zeros, as the provider writes it: PostgreSQL reads '0…' as octal (the contract
 * fuzz found '03628' answered 500).
 */
export const ALERT_CURSOR_PATTERN =
  /^(?:0|[1-9][0-9]{0,18}):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
