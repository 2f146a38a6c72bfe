import { normalizePlate } from '../plate';

/**
 * Look-alike characters (issue 29, item 3): OCR confuses 0/O/D/Q, 1/I/L, 2/Z, 5/S, 8/B and 6/G.
 * A list with "Also match look-alike characters" on matches a scan whose plate differs from a
 * list plate only within these classes. Matching goes through one key per plate: every character
 * of a class becomes the class's representative (its digit), so two plates look alike exactly
 * when their keys are equal. The key keeps the plate's length: position i of the key is
 * position i of the (normalised) plate.
 */
export const LOOKALIKE_CLASSES: readonly string[] = ['0ODQ', '1IL', '2Z', '5S', '8B', '6G'];

/** The letters that become a digit, and that digit, position by position (SQL's translate takes them). */
export const LOOKALIKE_FROM = LOOKALIKE_CLASSES.map((c) => c.slice(1)).join('');
export const LOOKALIKE_TO = LOOKALIKE_CLASSES.map((c) => c[0].repeat(c.length - 1)).join('');

const REPRESENTATIVE = new Map<string, string>();
for (const cls of LOOKALIKE_CLASSES) for (const ch of cls) REPRESENTATIVE.set(ch, cls[0]);

/** The look-alike key of a plate: normalised ('abc-123' → 'ABC123'), then each class to its digit. */
export function lookalikeKey(plate: string): string {
  let key = '';
  for (const ch of normalizePlate(plate)) key += REPRESENTATIVE.get(ch) ?? ch;
  return key;
}

/** true when the two plates differ only in look-alike characters (equal plates too). */
export const looksAlike = (a: string, b: string) => lookalikeKey(a) === lookalikeKey(b);

/**
 * Why a read plate matched a list plate: each read character that differs from the list plate's,
 * as '8 read as B' (the scan's 8 taken for the list's B), in plate order, each pair once,
 * joined with ', '. '' when the plates are equal; null when they do not look alike.
 */
export function lookalikeWhy(readPlate: string, listPlate: string): string | null {
  const read = normalizePlate(readPlate);
  const listed = normalizePlate(listPlate);
  if (lookalikeKey(read) !== lookalikeKey(listed)) return null;
  const reasons: string[] = [];
  for (let i = 0; i < read.length; i++) {
    if (read[i] === listed[i]) continue;
    const reason = `${read[i]} read as ${listed[i]}`;
    if (!reasons.includes(reason)) reasons.push(reason);
  }
  return reasons.join(', ');
}

/** A scan's near match as the scan and alert show it. */
export interface NearMatch {
  /** The list plate the scan matched. */
  plate: string;
  /** '8 read as B' … (lookalikeWhy). */
  why: string;
}

/** 'Matched ABC123 on Stolen vehicles: 8 read as B'. */
export function nearMatchText(near: NearMatch, listName: string | null): string {
  const name = listName?.trim() || 'list';
  return `Matched ${near.plate} on ${name}: ${near.why}`;
}
