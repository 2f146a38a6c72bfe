import { describe, expect, it } from '@jest/globals';
import {
  CITATION_LOG,
  CITATION_LOG_TYPES,
  citationLogLabel,
  isCitationLogType,
} from '@/lib/rules/citations/log-types';

describe('the citation log vocabulary', () => {
  it.each(Object.entries(CITATION_LOG))(
    '%s is stored as %s and has a readable label',
    (_, type) => {
      expect(isCitationLogType(type)).toBe(true);
      expect(citationLogLabel(type)).not.toBe(type);
      expect(citationLogLabel(type)).toMatch(/^[A-Z][a-z]/);
    },
  );

  it.each([
    ['ISSUED', 'Issued'],
    ['STATUS', 'Status change'],
    ['VOID', 'Void'],
    ['UNVOID', 'Unvoid'],
    ['OVERRIDE', 'Amount override'],
    ['PAYMENT', 'Paid on the portal'],
    ['APPEAL', 'Appeal submitted'],
    ['APPEAL_APPROVED', 'Appeal approved'],
    ['MAILED', 'Mailed'],
  ])('labels %s as %s', (type, label) => {
    expect(citationLogLabel(type)).toBe(label);
  });

  it('has one code per writer and distinct labels', () => {
    expect(new Set(CITATION_LOG_TYPES).size).toBe(CITATION_LOG_TYPES.length);
    expect(new Set(CITATION_LOG_TYPES.map(citationLogLabel)).size).toBe(CITATION_LOG_TYPES.length);
  });

  it('shows a type outside the vocabulary as stored (entries written before it)', () => {
    expect(isCitationLogType('Appeal approved')).toBe(false);
    expect(citationLogLabel('Appeal approved')).toBe('Appeal approved');
    expect(isCitationLogType('toString')).toBe(false);
  });
});
