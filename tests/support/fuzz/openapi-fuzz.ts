/**
 * A property-based fuzzer over any OpenAPI 3 document and a "send a Request" function: every
 * operation of the document gets schema-generated valid and invalid requests (fast-check), and every
 * answer must be below 500, of a status and media type the operation documents, with a body its
 * schema accepts (ajv, JSON Schema 2020-12 as OpenAPI 3.1 writes it), within the time limit.
 *
 * The provider's document (provider/openapi.ts) is walked by tests/provider/core/contract-fuzz.test.ts;
 * the BFF's document plugs in the same way, e.g.
 *
 *   const bff: FuzzTarget = {
 *     origin: 'http://localhost:3000',
 *     send: handleBffRequest,
 *     headers: () => ({ cookie, origin: 'http://localhost:3000' }),
 *   };
 *   for (const op of operationsOf(bffDocument))
 *     expect(await fuzzOperation(bff, op, new ResponseChecker(), { seed, numRuns })).toBeNull();
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import {
  BAD_PATH_SEGMENTS,
  everyText,
  invalidFrom,
  NASTY_STRINGS,
  valid,
  type JsonSchema,
} from './arbitrary';

type Content = Record<string, { schema?: JsonSchema }>;

export interface OpenApiOperation {
  operationId?: string;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { required?: boolean; content?: Content };
  responses: Record<string, { content?: Content }>;
  security?: unknown[];
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
}

/** One operation of a document. */
export interface Op {
  id: string;
  method: string;
  path: string;
  operation: OpenApiOperation;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Every operation of the document, in document order. */
export function operationsOf(doc: OpenApiDocument): Op[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => {
        const op = operation as OpenApiOperation;
        return {
          id: op.operationId ?? `${method} ${path}`,
          method: method.toUpperCase(),
          path,
          operation: op,
        };
      }),
  );
}

export interface FuzzTarget {
  /** The origin requests are addressed to, e.g. 'http://provider'. */
  origin: string;
  /** Hands one request to the server under test. */
  send: (request: Request) => Promise<Response>;
  /** Headers of every request of an operation (the bearer token, cookies …). */
  headers?: (op: Op) => Record<string, string>;
  /** A real value for a path parameter (an id that exists), else one generated from its schema. */
  pathValue?: (op: Op, name: string) => string | undefined;
  /** Replaces generated body or query fields by real values (the organisation's id …). */
  refine?: (op: Op, value: unknown) => unknown;
  /** An answer slower than this fails (ms; default 2000). */
  maxMs?: number;
}

export interface FuzzRequest {
  how: string;
  params: Record<string, string>;
  query: Record<string, string>;
  /** A JSON body (undefined: none). */
  body?: unknown;
  /** A body sent as is (invalid JSON). */
  raw?: string;
}

function objectSchemaOf(op: Op, where: 'path' | 'query'): JsonSchema {
  const params = (op.operation.parameters ?? []).filter((p) => p.in === where);
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema ?? { type: 'string' }])),
    required: params.filter((p) => p.required || where === 'path').map((p) => p.name),
  };
}

const bodySchemaOf = (op: Op): JsonSchema | undefined =>
  op.operation.requestBody?.content?.['application/json']?.schema;

const asQuery = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries((value && typeof value === 'object' ? value : {}) as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );

/** The valid parts of an operation's requests. */
function partsOf(target: FuzzTarget, op: Op) {
  const refine = (v: unknown) => (target.refine ? target.refine(op, v) : v);
  const pathSchema = objectSchemaOf(op, 'path');
  const names = Object.keys(pathSchema.properties ?? {});
  const goodParams = fc.record(
    Object.fromEntries(
      names.map((n) => {
        const real = target.pathValue?.(op, n);
        return [
          n,
          real !== undefined ? fc.constant(real) : valid(pathSchema.properties![n]).map(String),
        ];
      }),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
  const querySchema = objectSchemaOf(op, 'query');
  const goodQuery = valid(querySchema).map(refine);
  const bodySchema = bodySchemaOf(op);
  const goodBody = bodySchema ? valid(bodySchema).map(refine) : fc.constant(undefined);
  const good = fc.record({ params: goodParams, query: goodQuery, body: goodBody });
  return { names, querySchema, bodySchema, good };
}

/** Texts every free-text field, query parameter and path segment is tried with first. */
export const EDGE_TEXTS = ['a\u0000b', '\u202Eevil\u202C', 'x'.repeat(10_000), '', '😀👨‍👩‍👧‍👦', 'مرحبا'];
const EDGE_SEGMENTS = ['', '..', 'not-a-uuid', 'a\u0000b'];

/**
 * The requests tried before the random ones: from one valid request (drawn with `seed`), every
 * free-text field of the body, every query parameter and every path segment set to each edge text.
 */
export function edgeCasesFor(target: FuzzTarget, op: Op, seed: number): FuzzRequest[] {
  const { names, good } = partsOf(target, op);
  const [base] = fc.sample(good, { seed, numRuns: 1 });
  const query = asQuery(base.query);
  const cases: FuzzRequest[] = [];
  for (const text of EDGE_TEXTS) {
    if (base.body !== undefined && everyText(base.body, text) !== base.body)
      cases.push({
        how: `edge: every text field ${JSON.stringify(text.slice(0, 12))}`,
        ...base,
        query,
        body: everyText(base.body, text),
      });
    if (Object.keys(query).length)
      cases.push({
        how: `edge: every query parameter ${JSON.stringify(text.slice(0, 12))}`,
        ...base,
        query: asQuery(everyText(query, text)),
      });
  }
  for (const name of names)
    for (const bad of EDGE_SEGMENTS)
      cases.push({
        how: `edge: path parameter ${name} ${JSON.stringify(bad)}`,
        ...base,
        query,
        params: { ...base.params, [name]: bad },
      });
  return cases;
}

/** Valid and invalid requests for one operation. */
export function requestsFor(target: FuzzTarget, op: Op): fc.Arbitrary<FuzzRequest> {
  const { names, querySchema, bodySchema, good } = partsOf(target, op);
  const variants: Array<{ weight: number; arbitrary: fc.Arbitrary<FuzzRequest> }> = [
    {
      weight: 3,
      arbitrary: good.map((r) => ({ how: 'valid', ...r, query: asQuery(r.query) })),
    },
  ];
  if (names.length)
    variants.push({
      weight: 1,
      arbitrary: fc
        .tuple(good, fc.constantFrom(...names), fc.constantFrom(...BAD_PATH_SEGMENTS))
        .map(([r, name, bad]) => ({
          how: `bad path parameter ${name}`,
          ...r,
          query: asQuery(r.query),
          params: { ...r.params, [name]: bad },
        })),
    });
  if (Object.keys(querySchema.properties ?? {}).length)
    variants.push({
      weight: 2,
      arbitrary: good.chain((r) =>
        invalidFrom(r.query).map((bad) => ({
          how: `query: ${bad.how}`,
          ...r,
          query: asQuery(bad.value),
        })),
      ),
    });
  if (bodySchema)
    variants.push(
      {
        weight: 4,
        arbitrary: good.chain((r) =>
          invalidFrom(r.body).map((bad) => ({
            how: `body: ${bad.how}`,
            ...r,
            query: asQuery(r.query),
            body: bad.value,
          })),
        ),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(
            good,
            fc.constantFrom('', '{"a":', 'null', '[]', '"\u0000"', '{"__proto__":{"x":1}}'),
          )
          .map(([r, raw]) => ({
            how: 'raw body',
            ...r,
            query: asQuery(r.query),
            body: undefined,
            raw,
          })),
      },
    );
  else if (op.method !== 'GET')
    variants.push({
      weight: 1,
      arbitrary: fc
        .tuple(good, fc.constantFrom(...NASTY_STRINGS.slice(0, 6)))
        .map(([r, s]) => ({ how: 'unexpected body', ...r, query: asQuery(r.query), body: [s] })),
    });
  return fc.oneof(...variants);
}

/** The URL of a request: path parameters percent-encoded (so '..' alone stays a traversal). */
export function urlOf(target: FuzzTarget, op: Op, r: FuzzRequest): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, n: string) =>
    encodeURIComponent(r.params[n] ?? ''),
  );
  const qs = new URLSearchParams(r.query).toString();
  return `${target.origin}${path}${qs ? `?${qs}` : ''}`;
}

export interface Answer {
  status: number;
  type: string;
  text: string;
  /** Until the status and headers arrived (a streamed body may still be coming). */
  ms: number;
}

export async function exchange(target: FuzzTarget, op: Op, r: FuzzRequest): Promise<Answer> {
  const headers: Record<string, string> = { ...target.headers?.(op) };
  let body: string | undefined;
  if (op.method !== 'GET' && (r.raw !== undefined || r.body !== undefined)) {
    body = r.raw ?? JSON.stringify(r.body);
    headers['content-type'] = 'application/json';
  }
  const started = performance.now();
  const res = await target.send(
    new Request(urlOf(target, op, r), { method: op.method, headers, body }),
  );
  // The time to the answer, not to its last byte: a streamed report of a long window may take
  // seconds to finish, and what a client waits on is the headers and the first rows.
  const ms = performance.now() - started;
  // An event stream does not end by itself: its headers are the answer, the body is let go.
  const streamed = res.headers.get('content-type')?.startsWith('text/event-stream');
  const text = streamed ? (await res.body?.cancel(), '') : await res.text();
  return {
    status: res.status,
    type: (res.headers.get('content-type') ?? '').split(';')[0].trim(),
    text,
    ms,
  };
}

/**
 * Whether a request's path left the operation: a '.' or '..' path parameter is resolved by the
 * URL (as every client and proxy does), so `/api/permits/products/../issued` is a request to
 * `/api/permits/issued`, another route with another answer. Such a request is held only to the
 * rules that hold everywhere (no 5xx, nothing stored and echoed), not to this operation's schemas.
 */
export function leavesOperation(op: Op, r: FuzzRequest): boolean {
  return Object.values(r.params).some((v) => v === '.' || v === '..') && op.path.includes('{');
}

/** Checks answers against a document's responses. */
export class ResponseChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  private readonly compiled = new Map<object, ReturnType<Ajv2020['compile']>>();

  constructor() {
    addFormats(this.ajv);
  }

  /** What is wrong with an answer, or null when the document describes it. */
  problem(op: Op, answer: Answer, maxMs = 2000): string | null {
    if (answer.status >= 500) return `answered ${answer.status}`;
    if (answer.ms > maxMs) return `answered after ${Math.round(answer.ms)} ms (limit ${maxMs} ms)`;
    const documented =
      op.operation.responses[String(answer.status)] ??
      op.operation.responses[`${String(answer.status)[0]}XX`] ??
      op.operation.responses.default;
    if (!documented) return `answered ${answer.status}, which the document does not list`;
    const content = documented.content ?? {};
    const types = Object.keys(content);
    if (types.length === 0) return null;
    if (!types.includes(answer.type))
      return `answered ${answer.status} as ${answer.type || 'no media type'}, documented ${types.join(', ')}`;
    const schema = content[answer.type]?.schema;
    if (!schema || answer.type !== 'application/json') return null;
    let json: unknown;
    try {
      json = JSON.parse(answer.text);
    } catch {
      return `answered ${answer.status} with a body that is not JSON`;
    }
    let validate = this.compiled.get(schema);
    if (!validate) {
      validate = this.ajv.compile(schema);
      this.compiled.set(schema, validate);
    }
    if (!validate(json))
      return `answered ${answer.status} with a body its schema refuses: ${this.ajv.errorsText(validate.errors)}`;
    return null;
  }
}

/** JSON, CSV and other text answers (where a stored NUL or bidi character would show). */
const isText = (type: string) => /^(text\/|application\/(json|.*\+json))/i.test(type);

/** Text that was sent and must never come back stored in an accepted answer. */
const ECHOED = /\\u0000|\u0000|\u202e|\u2066/i;

export interface FuzzOptions {
  seed: number;
  numRuns: number;
  /** How to replay a failure (default: the seed fast-check ran with). */
  replay?: string;
  /** Try edgeCasesFor(…) first. */
  edgeCases?: boolean;
}

/**
 * Runs one operation's property; resolves to a readable failure (with the seed that replays it),
 * or null. No shrinking: each try is a real request.
 */
export async function fuzzOperation(
  target: FuzzTarget,
  op: Op,
  checker: ResponseChecker,
  options: FuzzOptions,
  onAnswer?: (answer: Answer, request: FuzzRequest) => void,
): Promise<string | null> {
  let last: { request: FuzzRequest; answer: Answer; problem: string } | undefined;
  const result = await fc.check(
    fc.asyncProperty(requestsFor(target, op), async (request) => {
      const answer = await exchange(target, op, request);
      onAnswer?.(answer, request);
      const sentNasty = ECHOED.test(JSON.stringify(request));
      const problem =
        // Text answers only: a PDF or an image holds NUL bytes of its own.
        answer.status < 300 && sentNasty && isText(answer.type) && ECHOED.test(answer.text)
          ? `answered ${answer.status} with the NUL or bidi text stored`
          : leavesOperation(op, request)
            ? answer.status >= 500
              ? `answered ${answer.status}`
              : null
            : checker.problem(op, answer, target.maxMs);
      if (problem) last = { request, answer, problem };
      return problem === null;
    }),
    {
      seed: options.seed,
      numRuns: options.numRuns,
      endOnFailure: true,
      examples: options.edgeCases
        ? edgeCasesFor(target, op, options.seed).map((r) => [r] as [FuzzRequest])
        : [],
    },
  );
  if (!result.failed) return null;
  if (!last) return `${op.id}: ${String(result.errorInstance ?? 'failed')} (seed ${options.seed})`;
  const input = JSON.stringify({
    url: urlOf(target, op, last.request),
    body: last.request.raw ?? last.request.body,
  });
  return [
    `${op.method} ${op.path} (${op.id}) [${last.request.how}] ${last.problem}`,
    `  replay: ${options.replay ?? `seed ${options.seed}`} (run ${result.numRuns} of this operation)`,
    `  input: ${input.length > 400 ? `${input.slice(0, 400)}…` : input}`,
    `  answer: ${last.answer.text.slice(0, 300)}`,
  ].join('\n');
}
