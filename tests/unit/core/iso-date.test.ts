import { isoDate } from '@/lib/contract/define-call';

/** Timestamps in and out of the contract: ISO-8601 with an offset, from 1900-01-01 UTC on. */
describe('isoDate', () => {
  it.each([
    ['2026-11-24T10:00:00.123Z', true],
    ['2026-11-24T10:00:00+05:30', true],
    ['1901-01-01T00:00:00+14:00', true], // 1900-12-31T10:00Z
    ['1900-01-01T00:00:00Z', true],
    ['1899-12-31T23:00:00-02:00', true], // 1900-01-01T01:00Z
    ['1900-01-01T00:00:00+01:00', false], // 1899-12-31T23:00Z
    ['1899-12-31T23:59:59Z', false],
    ['0001-01-01T00:00:00Z', false],
    ['2026-11-24 10:00:00', false],
    ['2026-11-24', false],
  ])('%s → %s', (value, valid) => {
    expect(isoDate.safeParse(value).success).toBe(valid);
  });
});
