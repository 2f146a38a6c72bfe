import { ApiError } from './errors';

/**
 * How long a streamed request body may go without a byte, and how long it may take in all.
 * Nothing is held open for the client meanwhile (no transaction waits on a body), but a request
 * that never ends would still keep its reader, its buffers and its temporary file.
 */
export const BODY_IDLE_TIMEOUT_MS = 30_000;
export const BODY_TOTAL_TIMEOUT_MS = 5 * 60_000;

export interface BodyReadOptions {
  /** No byte for this long: 408 (default BODY_IDLE_TIMEOUT_MS). */
  idleMs?: number;
  /** The whole body not read in this long: 408 (default BODY_TOTAL_TIMEOUT_MS). */
  totalMs?: number;
  /** More bytes than this: `tooLarge()` (default: 413 'The request body is too large.'). */
  maxBytes?: number;
  tooLarge?: () => ApiError;
  /** The text of a body stream that fails (the client went away …): 400. */
  broken?: string;
}

export const BODY_BROKEN = 'The upload broke off before it ended; nothing was changed.';

const duration = (ms: number) =>
  ms >= 60_000 && ms % 60_000 === 0
    ? `${ms / 60_000} minutes`
    : ms >= 1000
      ? `${Math.round(ms / 1000)} seconds`
      : `${ms} ms`;

export const idleTimeoutText = (ms: number) =>
  `The upload stalled: nothing arrived for ${duration(ms)}; nothing was changed.`;
export const totalTimeoutText = (ms: number) =>
  `The upload took longer than ${duration(ms)}; nothing was changed.`;

export const requestTimeout = (message: string) => new ApiError(408, 'REQUEST_TIMEOUT', message);
export const payloadTooLarge = (message: string) => new ApiError(413, 'PAYLOAD_TOO_LARGE', message);

/**
 * The chunks of a request body as they arrive, with an idle and a total timeout (408) and an
 * optional byte cap (413). A stream that fails is 400 (`broken`); an ApiError the stream itself
 * raises (the body-limit middleware's 413) passes through. Stopping early cancels the body.
 */
export async function* timedChunks(
  body: ReadableStream<Uint8Array> | null,
  options: BodyReadOptions = {},
): AsyncGenerator<Uint8Array> {
  if (!body) return;
  const idleMs = options.idleMs ?? BODY_IDLE_TIMEOUT_MS;
  const totalMs = options.totalMs ?? BODY_TOTAL_TIMEOUT_MS;
  const deadline = Date.now() + totalMs;
  const reader = body.getReader();
  let total = 0;
  try {
    for (;;) {
      const left = deadline - Date.now();
      if (left <= 0) throw requestTimeout(totalTimeoutText(totalMs));
      const wait = Math.min(idleMs, left);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), wait);
      });
      let chunk: ReadableStreamReadResult<Uint8Array> | 'timeout';
      try {
        chunk = await Promise.race([reader.read(), timeout]);
      } catch (error) {
        if (error instanceof ApiError) throw error;
        const cause = (error as { cause?: unknown } | null)?.cause;
        if (cause instanceof ApiError) throw cause;
        throw new ApiError(400, 'BAD_REQUEST', options.broken ?? BODY_BROKEN);
      } finally {
        clearTimeout(timer);
      }
      if (chunk === 'timeout') {
        throw requestTimeout(wait < idleMs ? totalTimeoutText(totalMs) : idleTimeoutText(idleMs));
      }
      if (chunk.done) return;
      total += chunk.value.byteLength;
      if (options.maxBytes !== undefined && total > options.maxBytes) {
        throw options.tooLarge?.() ?? payloadTooLarge('The request body is too large.');
      }
      yield chunk.value;
    }
  } finally {
    // Stopped early (a bad line, a timeout, too large): stop the sender too.
    await reader.cancel().catch(() => undefined);
  }
}

/** The whole body as bytes, read with timedChunks (cap, timeouts). */
export async function readBodyBytes(
  body: ReadableStream<Uint8Array> | null,
  options: BodyReadOptions = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of timedChunks(body, options)) {
    chunks.push(chunk);
    total += chunk.byteLength;
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
