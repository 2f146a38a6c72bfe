import 'server-only';

/** Rows per chunk of an NDJSON body: small enough to stay flat, large enough to be quick. */
const NDJSON_ROWS_PER_CHUNK = 500;

/**
 * The rows as an NDJSON body (one JSON value per line), produced only as fast as the receiver
 * reads it. If the rows fail (a bad CSV row), `onError` gets the error and the body errors, so
 * the receiver stops and keeps nothing.
 */
export function ndjsonBody<T>(rows: AsyncIterable<T>): ReadableStream<Uint8Array> {
  const iterator = rows[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          let text = '';
          for (let n = 0; n < NDJSON_ROWS_PER_CHUNK; n += 1) {
            const next = await iterator.next();
            if (next.done) {
              if (text) controller.enqueue(encoder.encode(text));
              controller.close();
              return;
            }
            text += `${JSON.stringify(next.value)}\n`;
          }
          controller.enqueue(encoder.encode(text));
        } catch (error) {
          controller.error(error);
        }
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}
