import { describe, expect, it } from '@jest/globals';
import { approvedPeriod } from '@/lib/rules/permits/approval-period';

const at = (iso: string) => new Date(iso);
const NOW = at('2026-11-28T15:00:00Z');
const ZONE = 'America/New_York'; // 10:00 on Nov 28 at NOW

// Approving an old request for a same-day pass (issue 27 item 7): the start moves to the
// approval when the requested day has passed (or the pass has run out); nothing else moves.
describe('approvedPeriod', () => {
  it.each([
    [
      'a day pass requested 3 days earlier starts at the approval, one day long',
      { type: 1, start: '2026-11-25T14:00:00Z', end: '2026-11-26T14:00:00Z' },
      { issuedOn: NOW, expiresAt: at('2026-11-29T15:00:00Z') },
    ],
    [
      'a 2-hour pass requested this morning and run out starts at the approval',
      { type: 1, start: '2026-11-28T12:00:00Z', end: '2026-11-28T14:00:00Z' },
      { issuedOn: NOW, expiresAt: at('2026-11-28T17:00:00Z') },
    ],
    [
      'a pass of yesterday in the zone (today in UTC) moves',
      { type: 1, start: '2026-11-28T03:00:00Z', end: '2026-11-28T23:00:00Z' },
      { issuedOn: NOW, expiresAt: at('2026-11-29T11:00:00Z') },
    ],
    [
      'a pass of today still running keeps its period',
      { type: 1, start: '2026-11-28T14:00:00Z', end: '2026-11-29T14:00:00Z' },
      null,
    ],
    [
      'a fixed period keeps its dates',
      { type: 2, start: '2026-11-20T14:00:00Z', end: '2026-11-21T14:00:00Z' },
      null,
    ],
    [
      'manual start and end keep their dates',
      { type: 3, start: '2026-11-20T14:00:00Z', end: '2026-11-21T14:00:00Z' },
      null,
    ],
    ['a request without dates keeps none', { type: 1, start: null, end: null }, null],
  ])('%s', (_case, req, expected) => {
    expect(
      approvedPeriod(
        {
          timeSelectionType: req.type,
          timeZone: ZONE,
          issuedOn: req.start ? at(req.start) : null,
          expiresAt: req.end ? at(req.end) : null,
        },
        NOW,
      ),
    ).toEqual(expected);
  });
});
