import 'server-only';

/** Bytes gathered into one chunk of the response (fewer, larger chunks: less per-chunk cost). */
const BATCH_BYTES = 64 * 1024;
/** A started batch leaves after this long even if small, so slow sources still flow. */
const BATCH_MS = 20;

const TIMEOUT = Symbol('timeout');

/**
 * A Node stream (or any async iterable of bytes/strings) as a web ReadableStream of chunks of
 * up to ~64 kB, pulled only when the response's reader asks (highWaterMark 0: nothing is read
 * ahead). The first bytes leave at once; later chunks gather for at most 20 ms. Unlike
 * Readable.toWeb, whose queue counts chunks rather than bytes, memory stays bounded.
 */
export function batchedStream(source: AsyncIterable<Buffer | string>): ReadableStream<Uint8Array> {
  const iterator = source[Symbol.asyncIterator]();
  let pending: Promise<IteratorResult<Buffer | string>> | null = null;
  let done = false;
  let first = true;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const parts: Buffer[] = [];
        let size = 0;
        let timeout: Promise<typeof TIMEOUT> | null = null;
        let timer: NodeJS.Timeout | undefined;
        try {
          while (!done && size < BATCH_BYTES) {
            pending ??= iterator.next();
            let next: IteratorResult<Buffer | string> | typeof TIMEOUT;
            if (size === 0) {
              next = await pending;
            } else {
              timeout ??= new Promise((resolve) => {
                timer = setTimeout(resolve, BATCH_MS, TIMEOUT);
              });
              next = await Promise.race([pending, timeout]);
              if (next === TIMEOUT) break;
            }
            pending = null;
            if (next.done) {
              done = true;
              break;
            }
            const chunk = typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
            parts.push(chunk);
            size += chunk.length;
            if (first) break;
          }
        } finally {
          clearTimeout(timer);
        }
        first = false;
        if (size > 0) controller.enqueue(new Uint8Array(Buffer.concat(parts, size)));
        if (done) controller.close();
      },
      async cancel(reason) {
        done = true;
        await iterator.return?.(reason);
      },
    },
    { highWaterMark: 0 },
  );
}
