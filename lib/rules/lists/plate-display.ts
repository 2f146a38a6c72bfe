/**
 * What the plates table shows of a plate: its label colour and vehicle cell. Apart from the
 * other plate rules (lib/rules/lists/plates.ts, which re-exports them) so the table's first load
 * does not carry the dialog's and the upload's rules.
 */

/** A label colour without its leading # ('#FF00aa' → 'FF00aa'). */
export function stripHex(value: string): string {
  return value.trim().replace(/^#/, '');
}

/** Whether a colour has exactly six hex digits (after the # is removed). */
export function isHexColour(value: string): boolean {
  return /^[0-9A-Fa-f]{6}$/.test(stripHex(value));
}

/** The CSS colour of a valid hex label, or null. */
export function hexSwatch(value: string): string | null {
  return isHexColour(value) ? `#${stripHex(value).toUpperCase()}` : null;
}

/** The vehicle cell: colour, make and model, blanks left out. */
export function vehicleText(plate: { color: string; make: string; model: string }): string {
  return [plate.color, plate.make, plate.model].filter((part) => part.trim() !== '').join(' ');
}
