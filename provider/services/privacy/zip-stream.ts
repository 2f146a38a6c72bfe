import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** One file of a streamed ZIP: its bytes come as they are read, chunk after chunk. */
export interface ZipEntry {
  name: string;
  modified: Date;
  /** false for files that are already compressed (images): stored as they are. */
  compress: boolean;
  data: AsyncIterable<Uint8Array>;
}

/**
 * The ZIP of `entries` as chunks (fflate's streaming Zip): each entry's chunks are pushed into
 * the archive as they come and the archive's output is handed on after each push, so the whole
 * archive is never held — only the chunk being written and what deflate keeps of its window.
 * The consumer pulls: the next entry or chunk is read only when the previous output was taken.
 */
export async function* zipChunks(entries: AsyncIterable<ZipEntry>): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else out.push(chunk);
  });
  function* drain() {
    if (failure) throw failure;
    while (out.length) yield out.shift()!;
  }
  for await (const entry of entries) {
    const file = entry.compress
      ? new ZipDeflate(entry.name, { level: 6 })
      : new ZipPassThrough(entry.name);
    file.mtime = entry.modified;
    zip.add(file);
    for await (const chunk of entry.data) {
      file.push(chunk);
      yield* drain();
    }
    file.push(new Uint8Array(0), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}

/**
 * Chunks as a byte stream read on demand: a chunk is produced when the reader asks for one
 * (highWaterMark 0), and a reader that goes away ends the producer (its finally blocks run).
 */
export function pulledStream(chunks: AsyncGenerator<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}
