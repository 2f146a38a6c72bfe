/** The Edit meter form (spec 3 §5: the meter's firstFreeMin is sent as a number). */

export interface MeterEditInput {
  name: string;
  description: string;
  /** As typed. */
  firstFreeMin: string;
}

export interface MeterEditBody {
  name: string;
  description: string | null;
  firstFreeMin: number;
}

/** Field errors, and the body to send when there are none (blank first free minutes: 0). */
export function meterEditProblems(input: MeterEditInput): {
  errors: Partial<Record<keyof MeterEditInput, string>>;
  body: MeterEditBody | null;
} {
  const errors: Partial<Record<keyof MeterEditInput, string>> = {};
  const name = input.name.trim();
  if (!name) errors.name = 'Please enter a name for the meter.';
  const raw = input.firstFreeMin.trim();
  const minutes = raw === '' ? 0 : Number(raw);
  if (!Number.isInteger(minutes))
    errors.firstFreeMin = 'First free minutes must be a whole number.';
  else if (minutes < 0) errors.firstFreeMin = 'First free minutes cannot be negative.';
  else if (minutes > 1440) errors.firstFreeMin = 'First free minutes are at most 1440 (a day).';
  if (Object.keys(errors).length > 0) return { errors, body: null };
  return {
    errors,
    body: { name, description: input.description.trim() || null, firstFreeMin: minutes },
  };
}
