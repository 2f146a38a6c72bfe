import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { PLATE_CSV_MAX_BYTES } from '@/lib/contract/lists/bff';
import { REG_IMAGE_MAX_BYTES } from '@/lib/contract';
import { BODY_BROKEN, timedChunks } from '@/platform/body-stream';
import { ApiError } from '@/platform/errors';
import type { BffEnv } from './context';
import { PLATE_CSV_TOO_LARGE } from './routes/lists';
import { BffError, errorResponse } from './errors';

/** The largest body of an ordinary BFF call (JSON): sign-in, forms, dialogs. */
export const BFF_BODY_MAX_BYTES = 1024 * 1024;

/** Routes that take larger bodies, with their own cap and text (the CSV upload: 10 MB). */
const LARGER_BODIES: Array<{ method: string; path: RegExp; bytes: number; message: string }> = [
  {
    method: 'POST',
    path: /^\/api\/lists\/[^/]+\/upload\/?$/,
    // The multipart envelope around the file: the file itself is checked against 10 MB.
    bytes: PLATE_CSV_MAX_BYTES + 64 * 1024,
    message: PLATE_CSV_TOO_LARGE,
  },
  {
    // A registration image of the customer permit portal (5 MB; the provider checks its type).
    method: 'POST',
    path: /^\/api\/portal\/[^/]+\/permits\/[^/]+\/images\/?$/,
    bytes: REG_IMAGE_MAX_BYTES + 64 * 1024,
    message: 'Please select a valid image file.',
  },
];

export const BFF_BODY_TOO_LARGE = 'The request is too large: it may be at most 1 MB.';

function limitOf(method: string, pathname: string) {
  const own = LARGER_BODIES.find((l) => l.method === method && l.path.test(pathname));
  return own
    ? { bytes: own.bytes, code: 'FILE_TOO_LARGE', message: own.message }
    : { bytes: BFF_BODY_MAX_BYTES, code: 'PAYLOAD_TOO_LARGE', message: BFF_BODY_TOO_LARGE };
}

/**
 * The body limit of every BFF route, the sign-in included (mounted once on the whole app): a
 * Content-Length over the cap is 413 before anything is read; a body without one (or with a
 * wrong one) is counted as the route reads it and cut off past the cap. A body that stalls (30 s
 * without a byte) or takes over 5 minutes is cut off too (408). Whatever the route made of the
 * cut-off body, the answer is then the 413 or 408 with its readable text.
 */
export const bodyLimit: MiddlewareHandler<BffEnv> = async (c, next) => {
  const req = c.req.raw;
  const limit = limitOf(req.method, new URL(req.url).pathname);
  const length = Number(req.headers.get('content-length') ?? NaN);
  if (Number.isFinite(length) && length > limit.bytes) {
    return errorResponse(413, limit.code, limit.message);
  }
  if (!req.body) return next();

  let failure: BffError | undefined;
  const chunks = timedChunks(req.body, {
    maxBytes: limit.bytes,
    tooLarge: () => new ApiError(413, limit.code, limit.message),
  });
  const counted = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        } catch (error) {
          // A BffError, so a route that lets it through answers it as it is (not as a 500).
          const cause = error instanceof ApiError ? error : null;
          const refused =
            cause && (cause.status === 408 || cause.status === 413)
              ? new BffError(cause.status, cause.code, cause.message)
              : new BffError(400, 'BAD_REQUEST', BODY_BROKEN);
          if (refused.status !== 400) failure = refused;
          controller.error(refused);
        }
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
  c.req.raw = new Request(req, { body: counted, duplex: 'half' } as RequestInit);
  await next();
  if (failure) {
    await c.res.body?.cancel().catch(() => undefined);
    c.res = undefined; // replaced whole: none of the route's headers carry over
    c.res = errorResponse(failure.status, failure.code, failure.message);
  }
};
