import { describe, expect, it } from '@jest/globals';
import { plateEventKinds, type PlateEvent, type PlateNow } from '@/lib/contract/plates';
import {
  PLATE_EVENT_LABELS,
  plate360Href,
  plateEventHref,
  plateEventText,
  plateNowLines,
} from '@/lib/rules/plates/plate-events';

const TZ = 'America/Detroit';
const base: PlateEvent = {
  id: 'x:1',
  kind: 'scan',
  at: '2026-11-20T15:00:00.000Z',
  recordUuid: 'rec',
  parentUuid: 'par',
  title: null,
  status: null,
  number: null,
  actor: null,
  note: null,
  amount: null,
  currency: null,
  until: null,
  latitude: null,
  longitude: null,
  lastSeen: null,
};
const ev = (e: Partial<PlateEvent>): PlateEvent => ({ ...base, ...e });

describe('Plate 360 event words', () => {
  it('names every kind and opens each one where its record lives', () => {
    const hrefs = Object.fromEntries(
      plateEventKinds.map((kind) => [kind, plateEventHref(ev({ kind }))]),
    );
    expect(hrefs).toEqual({
      scan: '/scans/rec',
      alert: '/alerts/rec',
      list: '/lists/par',
      permit: '/permits/par/issued/rec',
      'permit-change': '/permits/par/issued/rec',
      session: '/meter/par/sessions',
      'time-add': '/meter/par/sessions',
      citation: '/citations/detail/rec',
      'citation-change': '/citations/detail/rec',
      appeal: '/citations/appeals/detail/rec',
      'appeal-response': '/citations/appeals/detail/rec',
    });
    expect(plateEventHref(ev({ kind: 'list', number: 2 }))).toBe('/timelimit/par/plates');
    expect(plateEventKinds.every((k) => PLATE_EVENT_LABELS[k].length > 0)).toBe(true);
    expect(plate360Href('AB 1')).toBe('/plates/AB%201');
  });

  it('tells each event in one line, times in the zone', () => {
    expect(
      plateEventText(
        ev({ kind: 'alert', status: 'Hotlist match', title: 'Stolen', lastSeen: base.at }),
        TZ,
      ),
    ).toBe('Hotlist match · on Stolen · last seen Nov 20, 2026 10:00 AM');
    expect(
      plateEventText(
        ev({ kind: 'session', title: 'Lot A', note: 'N201', amount: 320, until: base.at }),
        TZ,
      ),
    ).toBe('Lot A (zone N201) · $3.20 · until Nov 20, 2026 10:00 AM');
    expect(
      plateEventText(
        ev({
          kind: 'citation',
          number: 7,
          title: 'Meter',
          status: 'open',
          amount: 5000,
          note: 'Lot',
        }),
        TZ,
      ),
    ).toBe('#7 Meter · open · $50.00 · at Lot');
    expect(plateEventText(ev({ kind: 'citation-change', number: 7, status: 'VOID' }), TZ)).toBe(
      '#7 · Voided',
    );
    expect(
      plateEventText(
        ev({
          kind: 'permit-change',
          title: 'Annual',
          status: 'permit.vehicle_changed',
          note: 'A → B',
        }),
        TZ,
      ),
    ).toBe('Annual · Vehicle changed · A → B');
    expect(plateEventText(ev({ kind: 'list', title: 'Hot', number: 1 }), TZ)).toBe(
      'Hot (Hot list)',
    );
  });

  it('sums up the Now panel for the PDF, with none for an empty section', () => {
    const now: PlateNow = {
      plate: 'A1',
      at: base.at,
      permits: [],
      sessions: [],
      lists: [],
      citations: [
        {
          uuid: 'c',
          citationNumber: 9,
          citationName: 'Meter',
          issuedAt: base.at,
          status: 'open',
          amountDue: 2500,
          currency: 'USD',
        },
      ],
      totalDue: 2500,
      appeals: [],
      lastScan: null,
    };
    expect(plateNowLines(now, TZ)).toEqual([
      'Valid permits: none',
      'Paid meter session: none',
      'Lists: none',
      'Citations due: #9 $25.00, total $25.00',
      'Appeal in progress: none',
    ]);
  });
});
