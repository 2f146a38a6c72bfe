import { describe, expect, it } from '@jest/globals';
import type { AlertDetail } from '@/lib/contract/lpr';
import { alertTextOf, type AlertText, type AlertTextInput } from '@/lib/rules/lpr/alert-text';

function detail(isValid: boolean, status: string): AlertDetail {
  return { isValid, status, expiresAt: null, label1: null, label2: null, nearMatch: null };
}

describe('alertTextOf (spec 1 §4)', () => {
  it.each<[string, AlertTextInput, AlertText | null]>([
    [
      'valid on a hot list',
      { listName: 'Stolen vehicles', listType: 1, alertDetail: detail(true, 'Valid') },
      { text: 'No hotlist match', status: null, isAlert: false },
    ],
    [
      'valid on a time-limit list',
      { listName: '2 hour zone', listType: 2, alertDetail: detail(true, 'Within timelimit') },
      { text: 'Within timelimit', status: null, isAlert: false },
    ],
    [
      'valid on an allow list',
      { listName: 'Staff permits', listType: 0, alertDetail: detail(true, 'Valid') },
      { text: 'Matched on Staff permits', status: null, isAlert: false },
    ],
    [
      'valid without a list type',
      { listName: 'Visitors', listType: null, alertDetail: detail(true, 'Valid') },
      { text: 'Matched on Visitors', status: null, isAlert: false },
    ],
    [
      'alert on a hot list',
      { listName: 'Stolen vehicles', listType: 1, alertDetail: detail(false, 'Hotlist match') },
      { text: 'Alert for Stolen vehicles', status: 'Hotlist match', isAlert: true },
    ],
    [
      'alert on an allow list (expired)',
      { listName: 'Staff permits', listType: 0, alertDetail: detail(false, 'Expired') },
      { text: 'Alert for Staff permits', status: 'Expired', isAlert: true },
    ],
    [
      'alert on an allow list (not on list)',
      { listName: 'Staff permits', listType: 0, alertDetail: detail(false, 'Not on list') },
      { text: 'Alert for Staff permits', status: 'Not on list', isAlert: true },
    ],
    [
      'alert on a time-limit list',
      { listName: '2 hour zone', listType: 2, alertDetail: detail(false, 'Time limit exceeded') },
      { text: 'Alert for 2 hour zone', status: 'Time limit exceeded', isAlert: true },
    ],
    [
      'alert with an empty status',
      { listName: 'Staff permits', listType: 0, alertDetail: detail(false, '  ') },
      { text: 'Alert for Staff permits', status: null, isAlert: true },
    ],
    [
      'alert without a list name',
      { listName: null, listType: null, alertDetail: detail(false, 'Hotlist match') },
      { text: 'Alert for list', status: 'Hotlist match', isAlert: true },
    ],
    ['not matched against any list', { listName: null, listType: null, alertDetail: null }, null],
  ])('%s', (_, input, expected) => {
    expect(alertTextOf(input)).toEqual(expected);
  });
});
