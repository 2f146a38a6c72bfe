import { describe, expect, it } from '@jest/globals';
import { retentionMonths } from '@/lib/contract/privacy';
import {
  DEFAULT_RETENTION,
  purgedNotice,
  RETENTION_KINDS,
  RETENTION_RULES,
  retentionChanges,
  retentionCutoff,
  retentionRefusal,
  retentionWithDefaults,
} from '@/lib/rules/privacy/retention';

describe('the retention table', () => {
  it('gives every kind a default between its minimum and maximum', () => {
    for (const kind of RETENTION_KINDS) {
      const rule = RETENTION_RULES[kind];
      expect(rule.minMonths).toBeGreaterThanOrEqual(1);
      expect(rule.defaultMonths).toBeGreaterThanOrEqual(rule.minMonths);
      expect(rule.defaultMonths).toBeLessThanOrEqual(rule.maxMonths);
      expect(retentionRefusal(kind, rule.defaultMonths)).toBeNull();
    }
    expect(DEFAULT_RETENTION.scans).toBe(24);
  });

  it('refuses a horizon under the minimum, over the maximum or not whole, saying why', () => {
    expect(retentionRefusal('auditEvents', 12)).toBe(
      'Audit events: keep at least 24 months. Auditors ask for at least two years of who changed and looked up what.',
    );
    expect(retentionRefusal('scans', 121)).toBe('Scans and their images: at most 120 months.');
    expect(retentionRefusal('scans', 1.5)).toBe(
      'Scans and their images: enter a whole number of months.',
    );
    expect(retentionRefusal('scans', 1)).toBeNull();
  });

  it('is the schema the provider and the screen share', () => {
    expect(retentionMonths.safeParse(DEFAULT_RETENTION).success).toBe(true);
    const low = retentionMonths.safeParse({ ...DEFAULT_RETENTION, citationEvidence: 2 });
    expect(low.success).toBe(false);
    expect(low.error?.issues[0]).toMatchObject({
      path: ['citationEvidence'],
      message: expect.stringContaining('keep at least 6 months'),
    });
    expect(retentionMonths.safeParse({ scans: 24 }).success).toBe(false);
  });

  it('reads saved months over the defaults and ignores values the rule refuses', () => {
    expect(retentionWithDefaults(null)).toEqual(DEFAULT_RETENTION);
    expect(retentionWithDefaults({ scans: 6, auditEvents: 1, alerts: 'x' })).toEqual({
      ...DEFAULT_RETENTION,
      scans: 6,
    });
  });

  it('lists what changed as { from, to }', () => {
    expect(retentionChanges(DEFAULT_RETENTION, { ...DEFAULT_RETENTION, scans: 36 })).toEqual({
      scans: { from: 24, to: 36 },
    });
    expect(retentionChanges(DEFAULT_RETENTION, DEFAULT_RETENTION)).toEqual({});
  });
});

describe('retentionCutoff', () => {
  it('goes back whole calendar months in UTC', () => {
    expect(retentionCutoff(new Date('2026-11-29T02:00:00Z'), 24).toISOString()).toBe(
      '2024-11-29T02:00:00.000Z',
    );
    expect(retentionCutoff(new Date('2026-01-15T00:00:00Z'), 1).toISOString()).toBe(
      '2025-12-15T00:00:00.000Z',
    );
  });

  it('clamps the day to the shorter month', () => {
    expect(retentionCutoff(new Date('2026-03-31T12:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    );
    expect(retentionCutoff(new Date('2028-03-31T12:00:00Z'), 1).toISOString()).toBe(
      '2028-02-29T12:00:00.000Z',
    );
  });
});

describe('purgedNotice', () => {
  const purged = new Date('2024-11-29T02:00:00Z');
  it('says so when the report starts before the purge horizon or has no start', () => {
    const text =
      "Records before 29 Nov 2024 were removed under the organisation's retention policy.";
    expect(purgedNotice(purged, new Date('2024-01-01T00:00:00Z'))).toBe(text);
    expect(purgedNotice(purged, null)).toBe(text);
  });

  it('is silent for a later period or without a purge', () => {
    expect(purgedNotice(purged, new Date('2025-01-01T00:00:00Z'))).toBeNull();
    expect(purgedNotice(null, new Date('2020-01-01T00:00:00Z'))).toBeNull();
  });
});
