import type { z } from 'zod';
import { BODY_BROKEN, timedChunks, type BodyReadOptions } from '../../platform/body-stream';
import { fail } from '../../platform/errors';
import { attachedRows } from './in-process';
import { describeIssue } from './validate';

/** One value of an NDJSON body and its line number (1-based, blank lines counted). */
export interface NdjsonLine {
  line: number;
  value: unknown;
  /** In one process: the schema the value was already validated with (in-process.ts). */
  validatedWith?: object;
}

/**
 * Reads a newline-delimited JSON body (application/x-ndjson) value by value as it arrives, so
 * the whole body is never held: only the current chunk and an unfinished line. Blank lines are
 * skipped; a line that is not JSON is 400 naming it; a body stream that fails is 400 too; a body
 * that stalls (no byte for `idleMs`) or takes longer than `totalMs` is 408; more than `maxBytes`
 * is 413 (platform/body-stream.ts).
 */
export async function* ndjsonLines(
  body: ReadableStream<Uint8Array> | null,
  options: BodyReadOptions = {},
): AsyncGenerator<NdjsonLine> {
  const decoder = new TextDecoder();
  let pending = '';
  let line = 0;
  const parse = (text: string): NdjsonLine | null => {
    line += 1;
    if (text.trim() === '') return null;
    try {
      return { line, value: JSON.parse(text) };
    } catch {
      throw fail.badRequest(`Line ${line} is not valid JSON.`);
    }
  };
  for await (const chunk of timedChunks(body, options)) {
    pending += decoder.decode(chunk, { stream: true });
    let newline = pending.indexOf('\n');
    let start = 0;
    while (newline !== -1) {
      const item = parse(pending.slice(start, newline));
      if (item) yield item;
      start = newline + 1;
      newline = pending.indexOf('\n', start);
    }
    pending = pending.slice(start);
  }
  const last = parse(pending + decoder.decode());
  if (last) yield last;
}

/**
 * The values of a streamed upload: the rows the in-process client attached (no JSON round trip,
 * provider/http/in-process.ts) or the NDJSON body. A failing row source is 400, as a broken body is.
 */
export async function* requestLines(
  req: Request,
  options: BodyReadOptions = {},
): AsyncGenerator<NdjsonLine> {
  const attached = attachedRows(req);
  if (!attached) {
    yield* ndjsonLines(req.body, options);
    return;
  }
  const { rows, validatedWith } = attached;
  let line = 0;
  const iterator = rows[Symbol.asyncIterator]();
  try {
    for (;;) {
      let next: IteratorResult<unknown>;
      try {
        next = await iterator.next();
      } catch {
        throw fail.badRequest(options.broken ?? BODY_BROKEN);
      }
      if (next.done) return;
      line += 1;
      yield { line, value: next.value, validatedWith };
    }
  } finally {
    await iterator.return?.();
  }
}

/**
 * Each value validated with `schema` as it passes; the first invalid one is 400 naming its line.
 * A value this process already validated with this same schema passes as it is.
 */
export async function* validatedLines<S extends z.ZodType>(
  lines: AsyncIterable<NdjsonLine>,
  schema: S,
): AsyncGenerator<z.output<S>> {
  for await (const { line, value, validatedWith } of lines) {
    if (validatedWith === schema) {
      yield value as z.output<S>;
      continue;
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw fail.badRequest(`Line ${line}: ${describeIssue(parsed.error)}`);
    yield parsed.data;
  }
}
