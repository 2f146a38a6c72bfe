import { describe, expect, it } from '@jest/globals';
import {
  boundingBox,
  inGeofence,
  pointInPolygon,
  type LatLngPair,
  chalkStart,
  chalkWindowMinutes,
  matchScan,
  type ListEntry,
  type MatchList,
  type Sighting,
} from '@/provider/services/lists';

const T0 = new Date('2026-06-01T12:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

// A square lot around (42.0, -83.0) and a point well outside it.
const SQUARE: LatLngPair[] = [
  [41.999, -83.001],
  [41.999, -82.999],
  [42.001, -82.999],
  [42.001, -83.001],
];
const fence = { coords: SQUARE, ...boundingBox(SQUARE)! };
const INSIDE = { latitude: 42.0, longitude: -83.0 };
const OUTSIDE = { latitude: 42.01, longitude: -83.0 };

const list = (uuid: string, type: number, extra: Partial<MatchList> = {}): MatchList => ({
  uuid,
  name: uuid,
  type,
  minutes: null,
  geofence: null,
  matchLookalikes: false,
  ...extra,
});
const HOT = list('hot', 1);
const HOT_B = list('hot-b', 1);
const ALLOW = list('allow', 0);
const ALLOW_FENCED = list('allow-fenced', 0, { geofence: fence });
const LIMIT = list('limit', 2, { minutes: 120, geofence: fence });
const LIMIT_EVERYWHERE = list('limit-everywhere', 2, { minutes: 30 });
const LIMIT_OFF = list('limit-off', 2, { minutes: 0 });
const PERMIT = list('permit', 3);

const entry = (listUuid: string, extra: Partial<ListEntry> = {}): ListEntry => ({
  listUuid,
  expiresAt: null,
  label: 'L1',
  label2: 'L2',
  ...extra,
});
const seen = (minutesAgo: number, where = INSIDE): Sighting => ({
  capturedAt: at(-minutesAgo),
  ...where,
});

interface Case {
  name: string;
  lists: MatchList[];
  entries?: ListEntry[];
  previous?: Sighting[];
  where?: { latitude: number; longitude: number };
  expected: { list: string; isValid: boolean; status: string } | null;
}

const cases: Case[] = [
  { name: 'no lists → no result', lists: [], expected: null },
  {
    name: 'integration lists take no part',
    lists: [list('int', 4)],
    entries: [entry('int')],
    expected: null,
  },
  {
    name: 'a plate with a valid permit matches the permit list',
    lists: [PERMIT, list('int', 4)],
    entries: [entry('permit')],
    expected: { list: 'permit', isValid: true, status: 'Valid' },
  },
  {
    name: 'an expired permit entry takes no part (no alert)',
    lists: [PERMIT],
    entries: [entry('permit', { expiresAt: at(-1) })],
    expected: null,
  },
  {
    name: 'a plate not on the permit list: the permit list takes no part',
    lists: [PERMIT],
    expected: null,
  },
  {
    name: 'hot list hit beats a valid permit',
    lists: [PERMIT, HOT],
    entries: [entry('permit'), entry('hot')],
    expected: { list: 'hot', isValid: false, status: 'Hotlist match' },
  },
  {
    name: 'a valid permit beats hot valid',
    lists: [HOT, PERMIT],
    entries: [entry('permit')],
    expected: { list: 'permit', isValid: true, status: 'Valid' },
  },
  {
    name: 'hot list hit',
    lists: [HOT],
    entries: [entry('hot')],
    expected: { list: 'hot', isValid: false, status: 'Hotlist match' },
  },
  {
    name: 'hot list miss is a valid hot result',
    lists: [HOT],
    expected: { list: 'hot', isValid: true, status: 'Valid' },
  },
  {
    name: 'expired hot entry no longer raises',
    lists: [HOT],
    entries: [entry('hot', { expiresAt: at(-1) })],
    expected: { list: 'hot', isValid: true, status: 'Valid' },
  },
  {
    name: 'second hot list hit beats the first one miss',
    lists: [HOT, HOT_B],
    entries: [entry('hot-b')],
    expected: { list: 'hot-b', isValid: false, status: 'Hotlist match' },
  },
  {
    name: 'allow list hit',
    lists: [ALLOW],
    entries: [entry('allow', { expiresAt: at(60) })],
    expected: { list: 'allow', isValid: true, status: 'Valid' },
  },
  {
    name: 'allow list entry expired',
    lists: [ALLOW],
    entries: [entry('allow', { expiresAt: at(-60) })],
    expected: { list: 'allow', isValid: false, status: 'Expired' },
  },
  { name: 'not on an allow list without geofence → nothing', lists: [ALLOW], expected: null },
  {
    name: 'not on a fenced allow list, inside → Not on list',
    lists: [ALLOW_FENCED],
    expected: { list: 'allow-fenced', isValid: false, status: 'Not on list' },
  },
  {
    name: 'not on a fenced allow list, outside → nothing',
    lists: [ALLOW_FENCED],
    where: OUTSIDE,
    expected: null,
  },
  {
    name: 'on a fenced allow list, outside → Valid',
    lists: [ALLOW_FENCED],
    entries: [entry('allow-fenced')],
    where: OUTSIDE,
    expected: { list: 'allow-fenced', isValid: true, status: 'Valid' },
  },
  {
    name: 'time limit, first sighting',
    lists: [LIMIT],
    expected: { list: 'limit', isValid: true, status: 'Within timelimit' },
  },
  {
    name: 'time limit, chalked 90 min ago',
    lists: [LIMIT],
    previous: [seen(90)],
    expected: { list: 'limit', isValid: true, status: 'Within timelimit' },
  },
  {
    name: 'time limit, chalked 130 min ago and seen since',
    lists: [LIMIT],
    previous: [seen(60), seen(130)],
    expected: { list: 'limit', isValid: false, status: 'Time limit exceeded' },
  },
  {
    name: 'time limit, last seen 130 min ago (gap > limit) starts a new chalk',
    lists: [LIMIT],
    previous: [seen(130)],
    expected: { list: 'limit', isValid: true, status: 'Within timelimit' },
  },
  {
    name: 'time limit, earlier sighting outside the geofence does not count',
    lists: [LIMIT],
    previous: [seen(60, OUTSIDE), seen(125, OUTSIDE)],
    expected: { list: 'limit', isValid: true, status: 'Within timelimit' },
  },
  {
    name: 'time limit, scanned outside its geofence → nothing',
    lists: [LIMIT],
    previous: [seen(60), seen(130)],
    where: OUTSIDE,
    expected: null,
  },
  {
    name: 'time limit without geofence applies everywhere',
    lists: [LIMIT_EVERYWHERE],
    previous: [seen(20, OUTSIDE), seen(40, OUTSIDE)],
    where: OUTSIDE,
    expected: { list: 'limit-everywhere', isValid: false, status: 'Time limit exceeded' },
  },
  {
    name: 'plates on a time-limit list are exempt',
    lists: [LIMIT],
    entries: [entry('limit')],
    previous: [seen(60), seen(130)],
    expected: null,
  },
  {
    name: 'a time limit of 0 is no rule',
    lists: [LIMIT_OFF],
    previous: [seen(10), seen(200)],
    expected: null,
  },
  // Priorities: hot invalid > allow invalid > time limit invalid > allow valid > time-limit valid > hot valid.
  {
    name: 'hot hit beats expired allow',
    lists: [ALLOW, HOT],
    entries: [entry('allow', { expiresAt: at(-5) }), entry('hot')],
    expected: { list: 'hot', isValid: false, status: 'Hotlist match' },
  },
  {
    name: 'Not on list beats time limit exceeded',
    lists: [LIMIT, ALLOW_FENCED],
    previous: [seen(60), seen(130)],
    expected: { list: 'allow-fenced', isValid: false, status: 'Not on list' },
  },
  {
    name: 'time limit exceeded beats allow valid',
    lists: [ALLOW, LIMIT],
    entries: [entry('allow')],
    previous: [seen(60), seen(130)],
    expected: { list: 'limit', isValid: false, status: 'Time limit exceeded' },
  },
  {
    name: 'allow valid beats within time limit',
    lists: [LIMIT, ALLOW],
    entries: [entry('allow')],
    expected: { list: 'allow', isValid: true, status: 'Valid' },
  },
  {
    name: 'within time limit beats hot valid',
    lists: [HOT, LIMIT],
    expected: { list: 'limit', isValid: true, status: 'Within timelimit' },
  },
  {
    name: 'allow valid beats hot valid',
    lists: [HOT, ALLOW],
    entries: [entry('allow')],
    expected: { list: 'allow', isValid: true, status: 'Valid' },
  },
];

describe('matchScan', () => {
  it.each(cases)('$name', ({ lists, entries = [], previous = [], where = INSIDE, expected }) => {
    const result = matchScan({ capturedAt: T0, ...where, lists, entries, previous });
    if (expected === null) {
      expect(result).toBeNull();
      return;
    }
    expect(result).toMatchObject({
      listUuid: expected.list,
      listName: expected.list,
      isValid: expected.isValid,
      status: expected.status,
    });
  });

  it('carries the entry labels and expiry of allow and hot results', () => {
    const expiresAt = at(600);
    const result = matchScan({
      capturedAt: T0,
      ...INSIDE,
      lists: [ALLOW],
      entries: [entry('allow', { expiresAt, label: 'Chemistry', label2: 'FS-1' })],
      previous: [],
    });
    expect(result).toEqual({
      listUuid: 'allow',
      listName: 'allow',
      listType: 0,
      isValid: true,
      status: 'Valid',
      expiresAt,
      label1: 'Chemistry',
      label2: 'FS-1',
      near: null,
    });
  });

  it('gives a time limit the moment it runs out as expiresAt', () => {
    const result = matchScan({
      capturedAt: T0,
      ...INSIDE,
      lists: [LIMIT],
      entries: [],
      previous: [seen(100)],
    });
    expect(result?.expiresAt).toEqual(at(20));
  });

  it('uses the longest-valid duplicate entry', () => {
    const result = matchScan({
      capturedAt: T0,
      ...INSIDE,
      lists: [ALLOW],
      entries: [entry('allow', { expiresAt: at(-10) }), entry('allow', { expiresAt: null })],
      previous: [],
    });
    expect(result?.status).toBe('Valid');
  });
});

describe('chalkStart', () => {
  it.each([
    ['no sightings', [], 0],
    ['one within the limit', [10], -10],
    ['a chain', [10, 40, 70], -70],
    ['a gap larger than the limit ends the chain', [10, 40, 200], -40],
    ['ignores sightings at or after the scan', [-5, 0, 10], -10],
  ])('%s', (_, minutesAgo, expectedOffset) => {
    const previous = (minutesAgo as number[]).map((m) => seen(m));
    expect(chalkStart(T0, previous, 60)).toEqual(at(expectedOffset as number));
  });

  it('the window covers twice the longest limit', () => {
    expect(chalkWindowMinutes([LIMIT, LIMIT_EVERYWHERE, HOT])).toBe(240);
    expect(chalkWindowMinutes([HOT, LIMIT_OFF])).toBe(0);
  });
});

describe('geofence geometry', () => {
  it('finds points inside and outside a concave polygon', () => {
    // An L shape.
    const L: LatLngPair[] = [
      [0, 0],
      [0, 2],
      [1, 2],
      [1, 1],
      [2, 1],
      [2, 0],
    ];
    expect(pointInPolygon(0.5, 0.5, L)).toBe(true);
    expect(pointInPolygon(0.5, 1.5, L)).toBe(true);
    expect(pointInPolygon(1.5, 0.5, L)).toBe(true);
    expect(pointInPolygon(1.5, 1.5, L)).toBe(false);
    expect(inGeofence(1.5, 1.5, { coords: L, ...boundingBox(L)! })).toBe(false);
    expect(inGeofence(3, 3, { coords: L, ...boundingBox(L)! })).toBe(false);
    expect(
      inGeofence(0.5, 0.5, {
        coords: [
          [0, 0],
          [1, 1],
        ],
        latMin: 0,
        latMax: 1,
        lngMin: 0,
        lngMax: 1,
      }),
    ).toBe(false);
  });
});
