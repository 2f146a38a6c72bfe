/**
 * fast-check arbitraries from a JSON Schema (as `z.toJSONSchema` and OpenAPI 3.1 write it): values
 * the schema accepts, and the bad variants the fuzz suite sends (wrong types, missing and extra
 * fields, empty and huge strings, NUL, RTL and emoji, out-of-range numbers and dates).
 *
 * No maintained JSON-Schema → fast-check library installs and works with zod 4 here (checked
 * 2026-11: json-schema-fast-check 0.0.6 fails to install, a dependency is gone from the registry;
 * zod-fast-check 0.10.1 is zod 3 and fast-check < 4 only; @traversable/zod 0.0.57 ships no
 * arbitraries), so this maps the keywords the contract uses onto fast-check's own arbitraries.
 */
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

/** Text no field should choke on: empty, blank, huge, NUL, other controls, bidi overrides, RTL, emoji, traversal, injection. */
export const NASTY_STRINGS = [
  '',
  ' ',
  'x'.repeat(10_000),
  'x'.repeat(300_000),
  '\u0000',
  'a\u0000b',
  'line\r\nbreak\ttab\u0007bell\u001b[31m',
  '\u202Eevil\u202C',
  '\u2066isolate\u2069',
  'مرحبا بالعالم',
  'שלום',
  '😀👨‍👩‍👧‍👦🅿️',
  '\uFEFFbom',
  '\uD800',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '%00',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
];

/** Path segments that name nothing, or try to leave the route. */
export const BAD_PATH_SEGMENTS = [
  '',
  ' ',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-4fff-bfff-ffffffffffff',
  '..',
  '../..',
  '../../../../etc/passwd',
  '%2e%2e',
  '\u0000',
  'a\u0000b',
  '\u202Eevil',
  '😀',
  'x'.repeat(5_000),
  '-1',
  '99999999999999999999',
  '1e308',
];

/** Numbers out of any sensible range. */
export const BAD_NUMBERS = [
  -1,
  0,
  0.5,
  -0.0001,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** Dates that are impossible or far out of range. */
export const BAD_DATES = [
  '2026-02-30T00:00:00Z',
  '2026-13-01T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '1900-01-01T00:00:00Z',
  '2026-01-01',
  '2026-01-01T25:61:61Z',
  'yesterday',
  '',
  '+275760-09-13T00:00:00.000Z',
];

/** Values of the wrong JSON type for any field. */
export const WRONG_TYPES: unknown[] = [
  null,
  true,
  12345,
  -1.5,
  'twelve',
  [],
  ['x'],
  {},
  { $ne: 1 },
  { __proto__: { admin: true } },
];

const WORDS = ['Staff', 'North lot', 'ABC123', 'Visitor', 'Zoë', 'P-42', 'Gate 3', 'Ünïcødé'];

/** Candidates tried against a pattern fast-check cannot generate from (lookaheads …). */
const PATTERN_CANDIDATES = ['Parking@2026', 'Abcdef1!', 'ABC123', 'web_fuzz-session-0001'];

type Arb = fc.Arbitrary<unknown>;

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace(/^#\/\$defs\//, '');
  return root.$defs?.[name] ?? {};
}

const pad = (s: string, min: number, max: number) =>
  (s.length < min ? s + 'x'.repeat(min - s.length) : s).slice(0, Math.max(min, max));

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  switch (s.format) {
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'email':
      return fc.nat(1e6).map((n) => `fuzz${n}@demo.test`);
    case 'date-time':
      return fc
        .date({ min: new Date('2024-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2024-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
  }
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? 40, Math.max(min, 60));
  if (s.pattern) {
    const re = new RegExp(s.pattern);
    const known = PATTERN_CANDIDATES.filter((c) => re.test(c));
    if (known.length) return fc.constantFrom(...known);
    try {
      return fc
        .stringMatching(re)
        .filter((x) => x.length >= min && x.length <= (s.maxLength ?? Infinity));
    } catch {
      return fc.constant(pad('x', min, max));
    }
  }
  return fc.oneof(
    fc.constantFrom(...WORDS).map((w) => pad(w, min, max)),
    fc.string({ minLength: min, maxLength: max }),
  );
}

function numberArb(s: JsonSchema, integer: boolean): Arb {
  const lo = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1e-6 : -1000);
  const hi = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1e-6 : 1e6);
  if (integer)
    return fc.integer({
      min: Math.ceil(Math.max(lo, Number.MIN_SAFE_INTEGER)),
      max: Math.floor(Math.min(hi, Number.MAX_SAFE_INTEGER)),
    });
  return fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
}

/** An arbitrary of values `schema` accepts (as far as its keywords tell). */
export function valid(
  schema: JsonSchema | undefined,
  root: JsonSchema = schema ?? {},
  depth = 0,
): Arb {
  if (!schema || depth > 8) return fc.constant(null);
  const s = resolve(schema, root);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alts = s.anyOf ?? s.oneOf;
  if (alts) return fc.oneof(...alts.map((a) => valid(a, root, depth + 1)));
  if (s.allOf) return valid(s.allOf[0], root, depth + 1);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return stringArb(s);
    case 'integer':
      return numberArb(s, true);
    case 'number':
      return numberArb(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (s.prefixItems) return fc.tuple(...s.prefixItems.map((p) => valid(p, root, depth + 1)));
      const minLength = s.minItems ?? 0;
      return fc.array(valid(s.items, root, depth + 1), {
        minLength,
        maxLength: Math.min(s.maxItems ?? minLength + 3, minLength + 3),
      });
    }
    case 'object':
      return objectArb(s, root, depth);
    default:
      return s.properties ? objectArb(s, root, depth) : fc.jsonValue({ maxDepth: 2 });
  }
}

function objectArb(s: JsonSchema, root: JsonSchema, depth: number): Arb {
  const props = s.properties ?? {};
  const required = s.required ?? [];
  const model = Object.fromEntries(
    Object.entries(props).map(([k, v]) => [k, valid(v, root, depth + 1)]),
  );
  return fc.record(model, {
    requiredKeys: required.filter((k) => k in props),
  }) as Arb;
}

type Path = Array<string | number>;

/** Every leaf of a JSON value with its path. */
export function leaves(value: unknown, path: Path = []): Array<{ path: Path; value: unknown }> {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...path, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  return [{ path, value }];
}

/** A copy of `value` with the node at `path` replaced (`undefined`: removed). */
export function setAt(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (next === undefined && rest.length === 0) copy.splice(Number(head), 1);
    else copy[Number(head)] = setAt(copy[Number(head)], rest, next);
    return copy;
  }
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    if (next === undefined && rest.length === 0) delete copy[String(head)];
    else copy[String(head)] = setAt(copy[String(head)], rest, next);
    return copy;
  }
  return value;
}

const ISO = /^\d{4}-\d{2}-\d{2}/;

/** Identifiers, e-mails, dates and session tokens: kept when every free-text leaf is replaced. */
const FORMATTED = /^([0-9a-f]{8}-[0-9a-f]{4}-|fuzz\d+@|\d{4}-\d{2}-\d{2}|web_)/i;

/** `value` with every free-text string leaf replaced by `text` (so the text reaches the service). */
export function everyText(value: unknown, text: string): unknown {
  return leaves(value)
    .filter((l) => typeof l.value === 'string' && !FORMATTED.test(l.value))
    .reduce((v, l) => setAt(v, l.path, text), value);
}

/** What can go wrong with one leaf, given what it holds. */
function badLeaf(leaf: unknown): fc.Arbitrary<unknown> {
  const wrong = fc.constantFrom(...WRONG_TYPES);
  if (typeof leaf === 'number') return fc.oneof(fc.constantFrom(...BAD_NUMBERS), wrong);
  if (typeof leaf === 'string' && ISO.test(leaf))
    return fc.oneof(fc.constantFrom(...BAD_DATES), wrong);
  if (typeof leaf === 'string')
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
      { weight: 1, arbitrary: wrong },
    );
  return wrong;
}

/** A bad variant of a valid value: one leaf broken, a field missing, an extra field, or a wrong shape. */
export function invalidFrom(value: unknown): fc.Arbitrary<{ how: string; value: unknown }> {
  const all = leaves(value);
  const keys = all.filter((l) => l.path.length > 0);
  const options: Array<fc.Arbitrary<{ how: string; value: unknown }>> = [
    fc
      .constantFrom(...WRONG_TYPES)
      .map((v) => ({ how: 'wrong type for the whole value', value: v })),
    fc
      .tuple(
        fc.constantFrom('unexpectedField', 'isAdmin', 'constructor', 'entityUuid', 'role'),
        fc.constantFrom<unknown>('x', 1, true, null, '\u0000', { $gt: '' }),
      )
      .map(([k, v]) => ({
        how: `extra field ${k}`,
        value:
          value && typeof value === 'object' && !Array.isArray(value)
            ? { ...(value as object), [k]: v }
            : value,
      })),
  ];
  if (all.length)
    options.push(
      fc.nat(all.length - 1).chain((i) =>
        badLeaf(all[i].value).map((bad) => ({
          how: `bad ${JSON.stringify(all[i].path)}`,
          value: setAt(value, all[i].path, bad),
        })),
      ),
    );
  if (keys.length)
    options.push(
      fc.nat(keys.length - 1).map((i) => ({
        how: `missing ${JSON.stringify(keys[i].path)}`,
        value: setAt(value, keys[i].path, undefined),
      })),
    );
  return fc.oneof(...options);
}
