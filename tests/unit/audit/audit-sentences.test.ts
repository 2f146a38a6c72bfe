import { describe, expect, it } from '@jest/globals';
import { AUDIT_KINDS, kindOfAction } from '@/lib/rules/audit/audit-kinds';
import {
  auditChanges,
  auditSentence,
  hasSentence,
  type AuditFacts,
} from '@/lib/rules/audit/audit-sentences';

const event = (
  action: string,
  detail: Record<string, unknown> = {},
  plate: string | null = null,
): AuditFacts => ({
  action,
  detail,
  plate,
  targetName: null,
});

describe('auditSentence: one sentence per action', () => {
  it.each([
    [
      'list_plate.added',
      { list: 'Visitors', plate: 'ABC123' },
      'ABC123',
      'Added plate ABC123 to the list “Visitors”',
    ],
    [
      'list_plate.deleted',
      { list: 'Visitors' },
      'ABC123',
      'Removed plate ABC123 from the list “Visitors”',
    ],
    [
      'list_plates.replaced',
      { list: 'Staff', added: 2, removed: 1, kept: 1000 },
      null,
      'Replaced the plates of the list “Staff” from a CSV file: 2 plates added, 1 plate removed, 1,000 plates kept',
    ],
    [
      'permit.status_changed',
      { from: 'active', to: 'suspended' },
      null,
      'Changed the status of a permit from Active to Suspended',
    ],
    [
      'citation.amount_overridden',
      { from: 50, to: 25 },
      null,
      'Overrode the amount due of a violation from 50 to 25',
    ],
    ['scans.deleted', { count: 3 }, 'XYZ9', 'Deleted 3 scans of plate XYZ9'],
    [
      'time_limit.saved',
      { list: 'Lot B', minutes: { from: 0, to: 120 } },
      null,
      'Set the time limit of the list “Lot B”',
    ],
    [
      'plate.looked_up',
      { what: 'plate_360', reason: 'appeal_review', clientAddress: '10.0.0.1' },
      'ABC123',
      'Looked up plate ABC123 (Plate 360) — reason: Appeal review',
    ],
    ['plate.looked_up', { what: 'scan_detail' }, 'ABC123', 'Looked up plate ABC123 (scan detail)'],
    [
      'plate.looked_up',
      { what: 'plate_pdf', reason: 'other', reasonText: 'court order 44' },
      'ABC123',
      'Looked up plate ABC123 (Plate 360 PDF) — reason: Other: court order 44',
    ],
    [
      'privacy.exported',
      { counts: { scans: 3 }, exportId: 'x' },
      'ABC123',
      'Exported the data held about plate ABC123',
    ],
    [
      'privacy.exported',
      { email: 'robin@demo.test' },
      null,
      'Exported the data held about robin@demo.test',
    ],
    [
      'privacy.lookup_policy_updated',
      { reasonRequired: { from: false, to: true } },
      null,
      'Required a reason before every plate look-up',
    ],
    [
      'invitation.deleted',
      { email: 'kim@demo.test' },
      null,
      'Deleted the invitation to kim@demo.test',
    ],
    [
      'report_share.revoked',
      { description: 'Scans in May' },
      null,
      'Revoked the share link of the report “Scans in May”',
    ],
  ])('%s %j → %s', (action, detail, plate, sentence) => {
    expect(auditSentence(event(action, detail, plate))).toBe(sentence);
  });

  it.each([
    ['retention_rule.paused', null, 'Retention rule: paused'],
    ['plate.exported_everything', 'ABC123', 'Plate: exported everything (plate ABC123)'],
    ['widget', null, 'Widget: changed'],
  ])('reads an unknown action %s as a generic sentence', (action, plate, sentence) => {
    expect(hasSentence(action)).toBe(false);
    expect(auditSentence(event(action, {}, plate))).toBe(sentence);
  });
});

describe('auditChanges: the values before and after', () => {
  it.each([
    [{ name: { from: 'A', to: 'B' }, list: 'Visitors' }, [{ field: 'Name', from: 'A', to: 'B' }]],
    [
      { make: { from: '', to: 'Volvo' }, matchLookalikes: { from: false, to: true } },
      [
        { field: 'Make', from: 'none', to: 'Volvo' },
        { field: 'Look-alike matching', from: 'no', to: 'yes' },
      ],
    ],
    [
      { from: 'active', to: 'suspended', message: 'x' },
      [{ field: 'Value', from: 'Active', to: 'Suspended' }],
    ],
    [
      { from: { amount: 100, name: 'Day' }, to: { amount: 150, name: 'Day' } },
      [{ field: 'Amount', from: '100', to: '150' }],
    ],
    [
      { before: { zoneId: 'Z1' }, after: { zoneId: 'Z2' } },
      [{ field: 'Zone id', from: 'Z1', to: 'Z2' }],
    ],
    [
      { expiresAt: { from: '2026-11-09T09:23:06.586Z', to: null } },
      [{ field: 'Expires', from: '2026-11-09 09:23 UTC', to: 'none' }],
    ],
    [{ count: 3 }, []],
  ])('%j → %j', (detail, changes) => {
    expect(auditChanges(detail)).toEqual(changes);
  });
});

describe('kinds', () => {
  it.each([
    ['member.created', 'team'],
    ['list_plates.replaced', 'lists'],
    ['geofence.saved', 'rules'],
    ['citation_appeal.closed', 'appeals'],
    ['citation.voided', 'violations'],
    ['plate.looked_up', 'lookups'],
    ['retention.updated', 'privacy'],
    ['privacy.exported', 'privacy'],
    ['privacy.lookup_policy_updated', 'privacy'],
    ['brand_new.thing', 'other'],
  ])('%s is of kind %s', (action, kind) => {
    expect(kindOfAction(action)).toBe(kind);
  });

  it('claims each subject for one kind only', () => {
    const subjects = AUDIT_KINDS.flatMap((k) => k.subjects as readonly string[]);
    expect(new Set(subjects).size).toBe(subjects.length);
  });
});
