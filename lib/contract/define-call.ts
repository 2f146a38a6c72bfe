import { z } from 'zod';
import { emailText } from './text';

/** HTTP methods used by the provider API. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the provider API: its method, path (with `{param}` placeholders, exactly as the
 * spec writes it), the schemas of what goes in and what comes out, and the statuses it may answer
 * besides 200. The provider validates with these, the BFF's provider client is typed by them and
 * GET /api/openapi.json publishes them.
 */
export interface CallDefinition<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  id: string;
  area: string;
  method: HttpMethod;
  path: string;
  summary: string;
  /** false for login, reset e-mail and reset password: no bearer token. */
  auth: boolean;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** Statuses other than 200 and what they mean. */
  errors?: Record<number, string>;
  /** Media types of the 200 answer when it is not JSON (images); `response` is then not checked. */
  mediaTypes?: string[];
  /** The body of those statuses when it is not errorBody (health checks answer their report). */
  errorResponse?: z.ZodType;
}

/** What a call declares besides its id, method and area; `auth` is true unless it says false. */
type CallSpec<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
> = Omit<CallDefinition<P, Q, B, R>, 'id' | 'area' | 'method' | 'auth'> & { auth?: boolean };

/**
 * The calls of one area, each declared with its method and id on its first line:
 *
 *   const call = callsOf('meters');
 *   export const meterTableGetInfo = call.get('meterTableGetInfo', {
 *     path: '/api/v1/meters/{entity}/meter/{uuid}',
 *     summary: 'One meter: zone id, name, description, first free minutes.',
 *     params: meterTableParams,
 *     response: meterTableInfo,
 *   });
 */
export function callsOf(area: string) {
  const declare =
    (method: HttpMethod) =>
    <
      P extends z.ZodType = z.ZodUndefined,
      Q extends z.ZodType = z.ZodUndefined,
      B extends z.ZodType = z.ZodUndefined,
      R extends z.ZodType = z.ZodType,
    >(
      id: string,
      { path, summary, auth = true, ...rest }: CallSpec<P, Q, B, R>,
    ): CallDefinition<P, Q, B, R> => ({ id, area, method, path, summary, auth, ...rest });
  return {
    get: declare('GET'),
    post: declare('POST'),
    put: declare('PUT'),
    delete: declare('DELETE'),
  };
}

/** The error body every provider and BFF failure answers with. */
export const errorBody = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});

export type ErrorBody = z.infer<typeof errorBody>;

/** A uuid path parameter. */
export const uuid = z.uuid({ message: 'Must be a valid identifier.' });

/** Standard address format (spec 1 §5). */
export const email = emailText()
  .min(1, { message: 'Please enter an email address.' })
  .pipe(z.email({ message: 'Please enter a valid email address.' }));

/**
 * A timestamp as an ISO-8601 string in UTC, from 1900 on (PostgreSQL has no year 0000: a date
 * before the Common Era reached the database and answered 500).
 */
const EARLIEST_DATE = Date.UTC(1900, 0, 1);
export const isoDate = z.iso
  .datetime({ offset: true })
  // Every answer's timestamps pass here: a year after 1900 needs no parse (an offset moves a
  // time by at most a day).
  .refine((v) => Number(v.slice(0, 4)) > 1900 || Date.parse(v) >= EARLIEST_DATE, {
    message: 'The date is out of range.',
  });

export const okBody = z.object({ ok: z.literal(true) });

export const entityParams = z.object({ entity: z.uuid() });
