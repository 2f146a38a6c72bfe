import { describe, expect, it } from '@jest/globals';
import {
  canChangeStatus,
  canOverride,
  canSetStatus,
  canUnvoid,
  canVoid,
  statusLogNote,
  statusOptions,
  STATUS_OPTION_TARGET,
} from '@/lib/rules/citations/status-actions';
import type { CitationStatus } from '@/lib/rules/citations/citation-status';

/** The action rules of an issued violation (spec 3 §2, §4), table-driven. */

describe('the actions offered per status', () => {
  const table: Array<[CitationStatus, boolean, string[], boolean, boolean, boolean]> = [
    // status, change offered, menu, void, unvoid, override
    ['open', true, ['Paid', 'Void', 'Uncollectable'], true, false, true],
    ['past due', true, ['Paid', 'Void', 'Uncollectable'], true, false, true],
    ['paid off platform', true, ['Void', 'Uncollectable', 'Reopen'], true, false, false],
    ['uncollectable', true, ['Paid', 'Void', 'Reopen'], true, false, true],
    ['paid', false, [], false, false, false],
    ['archived', false, [], false, false, false],
    ['void', false, [], false, true, false],
  ];
  it.each(table)('%s', (status, change, menu, voidable, unvoidable, override) => {
    expect(canChangeStatus(status)).toBe(change);
    expect(statusOptions(status)).toEqual(menu);
    expect(canVoid(status)).toBe(voidable);
    expect(canUnvoid(status)).toBe(unvoidable);
    expect(canOverride(status)).toBe(override);
  });

  it('maps the options to stored statuses: Paid → paid off platform, Reopen → open', () => {
    expect(STATUS_OPTION_TARGET).toEqual({
      Paid: 'paid off platform',
      Uncollectable: 'uncollectable',
      Reopen: 'open',
    });
  });

  it.each([
    ['open', 'paid off platform', true],
    ['open', 'uncollectable', true],
    ['open', 'open', false],
    ['past due', 'open', false],
    ['past due', 'paid off platform', true],
    ['paid off platform', 'paid off platform', false],
    ['paid off platform', 'open', true],
    ['uncollectable', 'open', true],
    ['uncollectable', 'uncollectable', false],
    ['void', 'open', false],
    ['void', 'paid off platform', false],
    ['paid', 'uncollectable', false],
    ['archived', 'open', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(canSetStatus(from, to)).toBe(allowed);
  });
});

it('writes the status log note: from → to, then the message', () => {
  expect(statusLogNote('past due', 'paid off platform', 'Cash')).toBe(
    'Status changed from past due to paid off platform. Cash',
  );
  expect(statusLogNote('uncollectable', 'open', null)).toBe(
    'Status changed from uncollectable to open.',
  );
});
