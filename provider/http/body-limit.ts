import type { MiddlewareHandler } from 'hono';
import {
  CITATION_PHOTO_MAX_BYTES,
  CITATION_PHOTOS_MAX,
  ingestScan,
  issueCitation,
  LIST_PLATES_STREAM_MAX_BYTES,
  replaceListPlates,
  replaceListPlatesStream,
  SCAN_IMAGE_MAX_BYTES,
  REG_IMAGE_MAX_BYTES,
  uploadPermitRegImage,
  appealCitationNotice,
  APPEAL_IMAGE_MAX_BYTES,
  APPEAL_IMAGES_MAX,
  type CallDefinition,
} from '../../lib/contract';
import type { ProviderEnv } from './env';
import { ApiError } from '../../platform/errors';
import { carryMarks } from './in-process';
import { honoPath } from './route';

/** The largest body of an ordinary call (JSON). */
export const BODY_MAX_BYTES = 1024 * 1024;

/**
 * Calls that take larger bodies, each with its own cap: the route checks its own cap with its
 * own text (the scan image's 400); this limit sits above it, so only a body far past the route's
 * cap is cut off here.
 */
const LARGER_BODIES: Array<{ call: CallDefinition; bytes: number }> = [
  { call: ingestScan, bytes: SCAN_IMAGE_MAX_BYTES + 1024 * 1024 },
  { call: replaceListPlatesStream, bytes: LIST_PLATES_STREAM_MAX_BYTES },
  { call: replaceListPlates, bytes: LIST_PLATES_STREAM_MAX_BYTES },
  { call: uploadPermitRegImage, bytes: REG_IMAGE_MAX_BYTES + 1024 * 1024 },
  { call: appealCitationNotice, bytes: APPEAL_IMAGES_MAX * APPEAL_IMAGE_MAX_BYTES + 1024 * 1024 },
  { call: issueCitation, bytes: CITATION_PHOTOS_MAX * CITATION_PHOTO_MAX_BYTES + 1024 * 1024 },
];

const mb = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export const bodyTooLargeText = (bytes: number) =>
  `The request body is too large: this call takes at most ${mb(bytes)}.`;

/** '/api/v1/x/:uuid/y' → /^\/api\/v1\/x\/[^/]+\/y$/ */
const pathPattern = (path: string) =>
  new RegExp(
    `^${honoPath(path)
      .split(/(:\w+)/)
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('')}/?$`,
  );

const larger = LARGER_BODIES.map(({ call, bytes }) => ({
  method: call.method,
  pattern: pathPattern(call.path),
  bytes,
}));

/** The cap of a request's body: its call's own, else BODY_MAX_BYTES. */
export function bodyLimitOf(method: string, pathname: string): number {
  return (
    larger.find((l) => l.method === method && l.pattern.test(pathname))?.bytes ?? BODY_MAX_BYTES
  );
}

/**
 * Every provider route's body limit (mounted once for the whole app): a Content-Length over the
 * call's cap is 413 before anything is read, and a body without one (chunked, in-process) is
 * counted as it is read, so a missing or lying Content-Length cannot get past it. Whatever the
 * route made of the cut-off body, the answer is 413 with a readable text.
 */
export function bodyLimit(): MiddlewareHandler<ProviderEnv> {
  return async (c, next) => {
    const req = c.req.raw;
    const limit = bodyLimitOf(req.method, new URL(req.url).pathname);
    const tooLarge = () =>
      c.json({ error: { code: 'PAYLOAD_TOO_LARGE', message: bodyTooLargeText(limit) } }, 413);
    const length = Number(req.headers.get('content-length') ?? NaN);
    if (Number.isFinite(length) && length > limit) return tooLarge();
    if (!req.body) return next();

    let seen = 0;
    let exceeded = false;
    const counted = req.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen += chunk.byteLength;
          if (seen > limit) {
            exceeded = true;
            controller.error(new ApiError(413, 'PAYLOAD_TOO_LARGE', bodyTooLargeText(limit)));
            return;
          }
          controller.enqueue(chunk);
        },
      }),
    );
    const wrapped = new Request(req, { body: counted, duplex: 'half' } as RequestInit);
    c.req.raw = carryMarks(req, wrapped);
    await next();
    if (exceeded) {
      await c.res.body?.cancel().catch(() => undefined);
      c.res = undefined; // replaced whole: none of the route's headers carry over
      c.res = tooLarge();
    }
  };
}
