import 'server-only';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { batchedStream } from './web-stream';
import { errorFields, logger } from '@/platform/log';

export interface CsvColumn<R> {
  header: string;
  value: (row: R) => string | number;
}

/**
 * A report as a CSV byte stream (csv-stringify): header row, then every row of every page as
 * the reader takes them. Node's pipe carries backpressure from the response to the page
 * generator, so the next provider page is fetched only when the stringifier has room. Cells
 * that start like a formula (= + - @ tab CR) are escaped (escape_formulas). A `notice` (the
 * retention policy removed records of the report's period) is the last record, in the first cell.
 */
export function csvStream<R>(
  columns: readonly CsvColumn<R>[],
  pages: AsyncIterable<R[]>,
  notice?: string | null,
): ReadableStream<Uint8Array> {
  async function* records() {
    for await (const page of pages) {
      for (const row of page) {
        const record = new Array<string | number>(columns.length);
        for (let i = 0; i < columns.length; i += 1) record[i] = columns[i].value(row);
        yield record;
      }
    }
    if (notice) yield [notice, ...new Array<string>(columns.length - 1).fill('')];
  }
  const source = Readable.from(records(), { objectMode: true, highWaterMark: 1000 });
  const stringifier = stringify({
    header: true,
    columns: columns.map((c) => c.header),
    escape_formulas: true,
  });
  // A page that fails mid-download (the provider, a cell) ends the download and is logged, as
  // the PDF's is: the reader only sees a cut-off file.
  source.on('error', (error) => {
    logger.error('CSV generation failed', errorFields(error));
    stringifier.destroy(error);
  });
  return batchedStream(source.pipe(stringifier));
}
