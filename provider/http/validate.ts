import type { z } from 'zod';
import { fail } from '../../platform/errors';

/** The first issue as one readable sentence; generic type errors get the field name in front. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is invalid.';
  const field = issue.path.map(String).join('.');
  return issue.code === 'invalid_type' && field ? `${field}: ${issue.message}` : issue.message;
}

/** Parses with a contract schema; a failure becomes 400 BAD_REQUEST. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw fail.badRequest(describeIssue(result.error));
  return result.data;
}
