import { describe, expect, it } from '@jest/globals';
import {
  canIssueFromScan,
  citationHref,
  findingLine,
  scanHref,
} from '@/lib/rules/citations/scan-citation';

describe('a scan becomes a citation: the rules the screens read', () => {
  it('lets the staff roles of the provider role table issue, not patrols', () => {
    expect(canIssueFromScan('superadmin')).toBe(true);
    expect(canIssueFromScan('admin')).toBe(true);
    expect(canIssueFromScan('patrol')).toBe(false);
    expect(canIssueFromScan(undefined)).toBe(false);
    expect(canIssueFromScan(null)).toBe(false);
  });

  it('reads a finding as one line in the zone given', () => {
    const permit = {
      kind: 'permit' as const,
      label: 'Resident A',
      until: '2027-01-01T03:00:00.000Z',
      reference: 'NG-1',
    };
    expect(findingLine(permit, 'America/Detroit')).toBe(
      'Valid permit: Resident A until Dec 31, 2026 (NG-1)',
    );
    expect(findingLine(permit, 'UTC')).toBe('Valid permit: Resident A until Jan 01, 2027 (NG-1)');
    expect(
      findingLine({ kind: 'session', label: 'Lot 4 (zone 204)', until: null, reference: 'S-9' }),
    ).toBe('Paid session: Lot 4 (zone 204) (S-9)');
  });

  it('links a citation and a scan by their encoded uuids', () => {
    expect(citationHref('a/b')).toBe('/citations/detail/a%2Fb');
    expect(scanHref('x')).toBe('/scans/x');
  });
});
