import 'server-only';
import { Readable, Transform } from 'node:stream';
import { BffError } from '../../errors';
import { messages } from '@/lib/messages';

/**
 * An uploaded CSV's bytes as text: binary files refused, the encoding found once (UTF-8, else
 * Windows-1252) and every chunk decoded in it.
 */

export const CSV_NOT_TEXT = messages.csvNotText;

/** Magic bytes of files that are often renamed .csv: gzip, zip (xlsx, ods), PDF, OLE (xls). */
const BINARY_SIGNATURES = [
  [0x1f, 0x8b],
  [0x50, 0x4b, 0x03, 0x04],
  [0x25, 0x50, 0x44, 0x46, 0x2d],
  [0xd0, 0xcf, 0x11, 0xe0],
];

/**
 * Passes the file's bytes on unchanged, refusing (CSV_NOT_TEXT) a file that starts like a
 * compressed or binary one or holds a NUL byte anywhere (no CSV text does; UTF-16 text does).
 */
export function textOnly(): Transform {
  let first = true;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const binary =
        (first && BINARY_SIGNATURES.some((sig) => sig.every((b, i) => chunk[i] === b))) ||
        chunk.includes(0);
      first = false;
      if (binary) done(new BffError(400, 'CSV_NOT_TEXT', CSV_NOT_TEXT));
      else done(null, chunk);
    },
  });
}

/** What Windows-1252 maps bytes 0x80–0x9F to (WHATWG; the five unassigned bytes stay C1). */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * Windows-1252 bytes as text. Written out because Node 20's TextDecoder('windows-1252') decodes
 * 0x80–0x9F as Latin-1 control characters (so '€' and curly quotes would be lost).
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) {
    text += b >= 0x80 && b < 0xa0 ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b);
  }
  return text;
}

/** The text encodings of plate CSVs: UTF-8 (with or without BOM), else Windows-1252. */
export type CsvEncoding = 'utf-8' | 'windows-1252';

/**
 * UTF-8 when every byte sequence of the file is valid UTF-8, else Windows-1252: what Excel on
 * Windows writes for 'CSV (Comma delimited)'. Read once, before the parse, so that no row is
 * decoded one way and the next another, and no replacement character is ever stored.
 */
export async function encodingOf(file: Blob): Promise<CsvEncoding> {
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of Readable.fromWeb(
      file.stream() as import('node:stream/web').ReadableStream,
    )) {
      utf8.decode(chunk as Uint8Array, { stream: true });
    }
    utf8.decode();
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/** Bytes in, text out, in the file's encoding (a UTF-8 BOM is dropped). */
export function decodeText(encoding: CsvEncoding): Transform {
  const utf8 = new TextDecoder('utf-8');
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(
        null,
        encoding === 'utf-8' ? utf8.decode(chunk, { stream: true }) : decodeWindows1252(chunk),
      );
    },
    flush(done) {
      done(null, encoding === 'utf-8' ? utf8.decode() : '');
    },
  });
}

/** The file's bytes as a stream of text in its encoding. */
export function textOf(file: Blob, encoding: CsvEncoding): Readable {
  return Readable.fromWeb(file.stream() as import('node:stream/web').ReadableStream).pipe(
    decodeText(encoding),
  );
}
