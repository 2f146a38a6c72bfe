import { z } from 'zod';

/**
 * The one text schema of every text field the provider and the BFF take (params, query, body):
 * a NUL or another control character never reaches a query, a name others see carries no
 * direction override, and every field has a maximum length. A refusal is a 400 whose message
 * names the field (`label`).
 *
 * - Control characters: C0 (U+0000–U+001F, NUL included), DEL and C1 (U+007F–U+009F). Tab, line
 *   feed and carriage return only in multi-line fields; U+2028/U+2029 (line and paragraph
 *   separators) only there too.
 * - Direction overrides and isolates: U+202A–U+202E and U+2066–U+2069, refused everywhere (they
 *   make a name others see read differently from what it is).
 * - Lone UTF-16 surrogates (from a JSON `\ud800`): not text; refused.
 * Emoji, right-to-left letters, accents and every other printable character are text.
 */

/** C0 (without tab, LF, CR), DEL and C1 control characters: never part of any text. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Tab, line breaks and the Unicode line/paragraph separators: only in multi-line fields. */
const LINE_BREAK = /[\t\n\r\u2028\u2029]/;

/** Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). */
const BIDI = /[\u202a-\u202e\u2066-\u2069]/;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Any character one of the checks below is about (surrogates of valid pairs included). */
const SUSPECT = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]/;

/** Caps of the text fields (spec 1 where it gives one, else sensible). */
export const TEXT_MAX = {
  /** RFC 5321: a forward path is at most 256 octets with its brackets. */
  email: 254,
  /** Full names of people, organisation names, list and rule names. */
  name: 120,
  /** Report-log and share descriptions. */
  description: 300,
  /** Free notes and comments (multi-line). */
  note: 2000,
  /** Search terms (list plate search, address lookup). */
  search: 120,
  /** A plate as typed, before its normaliser removes spaces and dashes. */
  plate: 16,
  /** Plate labels, vehicle make/model/colour, vendor names. */
  label: 120,
  /** Officer ids. */
  officerId: 40,
  /** Opaque tokens (reset codes, cursors, share tokens). */
  token: 200,
  /** IANA time-zone names. */
  timezone: 64,
} as const;

export interface TextProblemOptions {
  /** Tab and line breaks allowed (notes, comments). */
  multiline?: boolean;
}

/**
 * What is wrong with `value` as text, or null: 'control', 'line' (a tab or line break in a
 * single-line field), 'bidi' or 'encoding'.
 */
export function textProblem(
  value: string,
  options: TextProblemOptions = {},
): 'control' | 'line' | 'bidi' | 'encoding' | null {
  // Nearly every value has none of these characters: one pass decides (uploads check 500,000
  // fields); the named checks below run only for a value that has one.
  if (!SUSPECT.test(value)) return null;
  if (CONTROL.test(value)) return 'control';
  if (!options.multiline && LINE_BREAK.test(value)) return 'line';
  if (BIDI.test(value)) return 'bidi';
  if (LONE_SURROGATE.test(value)) return 'encoding';
  return null;
}

/** The readable refusal of a problem, naming the field. */
export function textProblemMessage(
  label: string,
  problem: NonNullable<ReturnType<typeof textProblem>>,
): string {
  switch (problem) {
    case 'control':
      return `${label} contains a control character (such as NUL); please remove it.`;
    case 'line':
      return `${label} must be one line: remove tabs and line breaks.`;
    case 'bidi':
      return `${label} contains a text-direction control character; please remove it.`;
    case 'encoding':
      return `${label} contains an invalid character; please remove it.`;
  }
}

export interface PlainTextOptions extends TextProblemOptions {
  /** The field's name in messages ('List name', 'Email'). */
  label: string;
  /** Longest value (after trimming). */
  max: number;
  /** The message of a longer value (default: "<label> is at most <max> characters."). */
  tooLong?: string;
  /** Trim surrounding white space first (default true). */
  trim?: boolean;
}

function refineText<S extends z.ZodString>(schema: S, label: string, options: TextProblemOptions) {
  return schema.check((ctx) => {
    const problem = textProblem(ctx.value, options);
    if (problem) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        message: textProblemMessage(label, problem),
      });
    }
  });
}

/**
 * A text field: trimmed, at most `max` characters, no control characters (tab and line breaks
 * only when `multiline`), no direction overrides. Chain `.min(1, …)` for a required field.
 */
export function plainText(options: PlainTextOptions): z.ZodString {
  const { label, max, multiline = false, trim = true } = options;
  const base = z.string({ message: `${label} must be text.` });
  const trimmed = trim ? base.trim() : base;
  const capped = trimmed.max(max, {
    message: options.tooLong ?? `${label} is at most ${max} characters.`,
  });
  return refineText(capped, label, { multiline });
}

/** A search term (one line, at most TEXT_MAX.search characters unless told). */
export function searchText(options: { label?: string; max?: number; tooLong?: string } = {}) {
  return plainText({
    label: options.label ?? 'Search',
    max: options.max ?? TEXT_MAX.search,
    tooLong: options.tooLong,
  });
}

export const EMAIL_TOO_LONG = `Email addresses are at most ${TEXT_MAX.email} characters.`;

/**
 * An e-mail address as typed: trimmed, at most 254 characters, no control or direction
 * characters. The format is not checked here (sign-in looks up what was typed); `email` in
 * define-call.ts adds the format check.
 */
export function emailText(label = 'Email'): z.ZodString {
  return plainText({ label, max: TEXT_MAX.email, tooLong: EMAIL_TOO_LONG });
}

/**
 * A password: kept exactly as typed (no trimming, every character allowed) except NUL, which no
 * database text column stores; at most `max` characters.
 */
export function passwordText(options: { max: number; tooLong: string; label?: string }) {
  const label = options.label ?? 'Password';
  return z
    .string({ message: `${label} must be text.` })
    .max(options.max, { message: options.tooLong })
    .refine((v) => !v.includes('\u0000'), {
      message: `${label} contains a NUL character; please remove it.`,
    });
}

/** An opaque token (reset code, cursor): one line of printable characters, capped. */
export function tokenText(label: string, max: number = TEXT_MAX.token): z.ZodString {
  return plainText({ label, max, trim: false });
}

/** Zones already found valid: building a formatter costs 0.1–0.3 ms, on every request. */
const knownZones = new Set<string>();

/** An IANA time zone such as America/New_York (sent URL-encoded in paths). */
export const timezone = plainText({ label: 'Time zone', max: TEXT_MAX.timezone, trim: false })
  .min(1)
  .refine(
    (tz) => {
      if (knownZones.has(tz)) return true;
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: tz });
        if (knownZones.size < 1000) knownZones.add(tz);
        return true;
      } catch {
        return false;
      }
    },
    { message: 'Unknown time zone.' },
  );

/**
 * ?tz= of a screen counted in the browser's zone: an IANA name; absent or empty (`?tz=`) is UTC,
 * an unknown one a 400 ('Unknown time zone.').
 */
export const zoneQuery = z.object({
  tz: z.preprocess((value) => (value === '' ? undefined : value), timezone.default('UTC')),
});
