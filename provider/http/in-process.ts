/**
 * One-process mode: the dashboard calls the provider's Request → Response handler directly (no
 * socket). A request marked here as coming from that in-process client gets its JSON answer as
 * the validated object itself, attached to the Response, instead of a serialised body: the
 * object is already exactly the contract's JSON shape (strings, numbers, booleans, null), so
 * stringifying it here and parsing it again in the BFF would only cost time.
 *
 * The mark is a symbol property on the Request object, which nothing outside this process can
 * set: requests arriving over HTTP (the patrol app on /api/v1/**) always get a normal body.
 */
const IN_PROCESS = Symbol.for('vert.provider.inProcessRequest');
const PAYLOAD = Symbol.for('vert.provider.payload');
const ROWS = Symbol.for('vert.provider.rows');

type Marked = { [IN_PROCESS]?: true };
type WithPayload = { [PAYLOAD]?: unknown };
type WithRows = { [ROWS]?: AttachedRows };

/** Rows handed over in one process, and the contract schema each was already validated with. */
export interface AttachedRows {
  rows: AsyncIterable<unknown>;
  /**
   * The schema object the caller validated every row with (its output is what it hands over). A
   * provider route that validates with this very schema takes the rows as they are: the check
   * already ran once in this process. Any other schema validates again.
   */
  validatedWith?: object;
}

/** Marks a Request built by the in-process client (server/provider-client). */
export function markInProcess(req: Request): Request {
  (req as Marked)[IN_PROCESS] = true;
  return req;
}

/**
 * A Request rebuilt from another (a middleware wrapping its body) keeps every mark of this
 * process on it: in-process origin, client address. Symbol properties do not survive
 * `new Request(req)`, so whoever rebuilds one passes it through here.
 */
export function carryMarks(from: Request, to: Request): Request {
  for (const key of Object.getOwnPropertySymbols(from)) {
    if (!Symbol.keyFor(key)?.startsWith('vert.provider.')) continue;
    (to as unknown as Record<symbol, unknown>)[key] = (from as unknown as Record<symbol, unknown>)[
      key
    ];
  }
  return to;
}

export function isInProcess(req: Request): boolean {
  return (req as Marked)[IN_PROCESS] === true;
}

/**
 * A JSON answer carrying its object. Its body is made (the object serialised) only when someone
 * reads it: the in-process client takes the object and never does, so no body stream is built
 * per answer (a ReadableStream per call cost ~0.1 ms of a 3 ms page).
 */
class PayloadResponse extends Response {
  readonly #data: unknown;
  #made: Response | undefined;

  constructor(data: unknown, status: number) {
    super(null, { status, headers: { 'content-type': 'application/json' } });
    this.#data = data;
  }

  #withBody(): Response {
    this.#made ??= new Response(JSON.stringify(this.#data), {
      status: this.status,
      headers: this.headers,
    });
    return this.#made;
  }

  override get body() {
    return this.#withBody().body;
  }
  override get bodyUsed() {
    return this.#made?.bodyUsed ?? false;
  }
  override arrayBuffer() {
    return this.#withBody().arrayBuffer();
  }
  override blob() {
    return this.#withBody().blob();
  }
  override formData() {
    return this.#withBody().formData();
  }
  override json() {
    return this.#withBody().json();
  }
  override text() {
    return this.#withBody().text();
  }
  override async bytes() {
    return new Uint8Array(await this.#withBody().arrayBuffer());
  }
  override clone() {
    return this.#withBody().clone();
  }
}

/** A JSON answer carrying its object; a body is still there for anything that reads it. */
export function payloadResponse(data: unknown, status: number): Response {
  const res = new PayloadResponse(data, status);
  (res as WithPayload)[PAYLOAD] = data;
  return res;
}

/** The object of a payloadResponse, or `none` for an ordinary Response. */
export function payloadOf(res: Response): { found: true; data: unknown } | { found: false } {
  return PAYLOAD in res ? { found: true, data: (res as WithPayload)[PAYLOAD] } : { found: false };
}

/**
 * A streamed upload's values handed over as objects (the in-process twin of payloadResponse):
 * the BFF attaches the rows it is about to serialise as NDJSON, and an in-process provider takes
 * them as they are instead of a JSON text it would only parse back. The provider validates every
 * value with the contract, unless the caller says it validated them with that very schema
 * (`validatedWith`): then the check is not run twice in one process.
 * Over HTTP (or on a request not marked in-process) the body is read as usual.
 */
export function attachRows(
  req: Request,
  rows: AsyncIterable<unknown>,
  validatedWith?: object,
): Request {
  (req as WithRows)[ROWS] = { rows, validatedWith };
  return req;
}

/** The rows attached by the in-process client, or undefined: then read the body. */
export function attachedRows(req: Request): AttachedRows | undefined {
  return isInProcess(req) ? (req as WithRows)[ROWS] : undefined;
}
