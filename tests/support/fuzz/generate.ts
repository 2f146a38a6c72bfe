/**
 * A small deterministic generator of values from a JSON Schema (as `z.toJSONSchema` writes it),
 * for the contract fuzz suite: "good-looking" input shaped by the contract, and bad variants.
 */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
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
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** mulberry32: a tiny seeded PRNG, so every run sends the same inputs. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomUuid(rand: () => number): string {
  const hex = () => Math.floor(rand() * 16).toString(16);
  const part = (n: number) => Array.from({ length: n }, hex).join('');
  return `${part(8)}-${part(4)}-4${part(3)}-a${part(3)}-${part(12)}`;
}

const WORDS = ['Staff', 'North lot', 'ABC123', 'Visitor', 'Zoë', 'P-42', 'Gate 3'];

function genString(s: JsonSchema, rand: () => number): string {
  switch (s.format) {
    case 'uuid':
      return randomUuid(rand);
    case 'email':
      return `fuzz${Math.floor(rand() * 1e6)}@demo.test`;
    case 'date-time':
      return new Date(Date.UTC(2026, 0, 1) + Math.floor(rand() * 3e10)).toISOString();
    case 'date':
      return '2026-03-01';
  }
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 40;
  let out = WORDS[Math.floor(rand() * WORDS.length)];
  while (out.length < min) out += 'x';
  return out.slice(0, Math.max(max, min));
}

function genNumber(s: JsonSchema, rand: () => number, integer: boolean): number {
  const lo = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 0);
  const hi = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : lo + 100);
  const v = lo + rand() * (Math.min(hi, lo + 1e6) - lo);
  return integer ? Math.floor(v) : v;
}

/** A value the schema accepts (as far as a small generator can tell). */
export function generate(s: JsonSchema | undefined, rand: () => number, depth = 0): unknown {
  if (!s || depth > 6) return null;
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[Math.floor(rand() * s.enum.length)];
  const alts = s.anyOf ?? s.oneOf;
  if (alts) return generate(alts[Math.floor(rand() * alts.length)], rand, depth + 1);
  if (s.allOf) return generate(s.allOf[0], rand, depth + 1);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return genString(s, rand);
    case 'integer':
      return genNumber(s, rand, true);
    case 'number':
      return genNumber(s, rand, false);
    case 'boolean':
      return rand() < 0.5;
    case 'null':
      return null;
    case 'array': {
      const n = Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 1 + Math.floor(rand() * 3)));
      return Array.from({ length: n }, () => generate(s.items, rand, depth + 1));
    }
    case 'object':
    default: {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) {
        if ((s.required ?? []).includes(k) || rand() < 0.5) out[k] = generate(v, rand, depth + 1);
      }
      return out;
    }
  }
}

/** Replaces every leaf of a generated value by what `leaf` makes of it (keys stay). */
export function mapLeaves(value: unknown, leaf: (v: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => mapLeaves(v, leaf));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapLeaves(v, leaf)]));
  return leaf(value);
}
