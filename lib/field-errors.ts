import { flattenError, type ZodError } from 'zod';

/** A form's field errors: the first message of each field that failed. */
export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/**
 * The field errors of a failed zod check, for the form's inputs: zod's flattened errors, the
 * first message of each field. Only forms that already load their zod schema (dialogs loaded with
 * `lazyPart`) import it: zod is never part of a first load.
 */
export function fieldErrorsOf<T>(error: ZodError<T>): FieldErrors<T> {
  const found: FieldErrors<T> = {};
  const { fieldErrors } = flattenError(error);
  for (const [field, messages] of Object.entries(fieldErrors) as Array<[string, unknown]>) {
    const first = Array.isArray(messages) ? messages[0] : undefined;
    if (typeof first === 'string') found[field as keyof T & string] = first;
  }
  return found;
}
