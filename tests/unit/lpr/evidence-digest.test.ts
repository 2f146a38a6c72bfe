import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import {
  canonicalRead,
  compareDigest,
  READ_DIGEST_VERSION,
  type ScanRead,
} from '@/lib/rules/lpr/evidence-digest';

const base: ScanRead = {
  plate: 'ABC123',
  confidence: 0.94,
  capturedAt: '2026-11-29T08:00:00.000Z',
  latitude: 51.5072,
  longitude: -0.1276,
  uploaderUuid: '0B6F6A3E-8D1F-4C3A-9E7B-2F4D5C6B7A81',
};

const text = (lines: string[]) => lines.join('\n');
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('canonicalRead (version 1)', () => {
  const cases: [string, Partial<ScanRead>, string[]][] = [
    [
      'a read, every field in its fixed form',
      {},
      [
        'vert-scan-read/1',
        'plate=ABC123',
        'confidence=0.940000',
        'captured_at=2026-11-29T08:00:00.000Z',
        'latitude=51.5072',
        'longitude=-0.1276',
        'uploader=0b6f6a3e-8d1f-4c3a-9e7b-2f4d5c6b7a81',
      ],
    ],
    [
      'the float4 value read back from the database gives the same confidence',
      { confidence: Math.fround(0.94) },
      ['confidence=0.940000'],
    ],
    [
      'a time with an offset or as a Date is the same UTC instant',
      { capturedAt: new Date('2026-11-29T09:00:00+01:00') },
      ['captured_at=2026-11-29T08:00:00.000Z'],
    ],
    ['no uploader', { uploaderUuid: null }, ['uploader=-']],
    ['negative zero is zero', { latitude: -0, longitude: 0 }, ['latitude=0', 'longitude=0']],
    [
      'coordinates keep every digit the double holds',
      { latitude: 12.123456789012, longitude: 1e-7 },
      ['latitude=12.123456789012', 'longitude=1e-7'],
    ],
    ['full and zero confidence', { confidence: 1 }, ['confidence=1.000000']],
    ['zero confidence', { confidence: 0 }, ['confidence=0.000000']],
  ];

  it.each(cases)('%s', (_name, change, lines) => {
    const out = canonicalRead({ ...base, ...change }).split('\n');
    expect(out).toHaveLength(7);
    expect(out[0]).toBe(`vert-scan-read/${READ_DIGEST_VERSION}`);
    for (const line of lines) expect(out).toContain(line);
  });

  it('is a different text when any field differs', () => {
    const one = canonicalRead(base);
    const changes: Partial<ScanRead>[] = [
      { plate: 'ABC128' },
      { confidence: 0.95 },
      { capturedAt: '2026-11-29T08:00:00.001Z' },
      { latitude: 51.5073 },
      { longitude: -0.1277 },
      { uploaderUuid: null },
    ];
    for (const change of changes) expect(canonicalRead({ ...base, ...change })).not.toBe(one);
  });

  it('has a fixed SHA-256 for a known read (the digest a deployment keeps must never drift)', () => {
    const canonical = canonicalRead(base);
    expect(canonical).toBe(
      text([
        'vert-scan-read/1',
        'plate=ABC123',
        'confidence=0.940000',
        'captured_at=2026-11-29T08:00:00.000Z',
        'latitude=51.5072',
        'longitude=-0.1276',
        'uploader=0b6f6a3e-8d1f-4c3a-9e7b-2f4d5c6b7a81',
      ]),
    );
    // Computed once with `printf '…' | sha256sum`: a change of the text changes every digest.
    expect(sha256(canonical)).toBe(
      '4eec7e612ae60eec5e1917acabe8e4bc58b542add01fab4184ac8aad85136bc7',
    );
  });

  it.each([
    ['a time that is not a date', { capturedAt: 'yesterday' }],
    ['a confidence that is not a number', { confidence: Number.NaN }],
    ['an infinite latitude', { latitude: Number.POSITIVE_INFINITY }],
  ])('refuses %s', (_name, change) => {
    expect(() => canonicalRead({ ...base, ...(change as Partial<ScanRead>) })).toThrow(RangeError);
  });
});

describe('compareDigest', () => {
  const a = 'a'.repeat(64);
  it.each([
    ['match', a, a, 'match'],
    ['match, whatever the case of the hex', a, a.toUpperCase(), 'match'],
    ['mismatch', a, 'b'.repeat(64), 'mismatch'],
    ['missing bytes', a, null, 'missing'],
    ['nothing recorded', null, a, 'unrecorded'],
    ['nothing recorded, nothing stored', null, null, 'unrecorded'],
  ] as const)('%s', (_name, recorded, actual, result) => {
    expect(compareDigest(recorded, actual)).toBe(result);
  });
});
