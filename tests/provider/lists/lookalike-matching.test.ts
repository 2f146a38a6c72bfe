import { describe, expect, it } from '@jest/globals';
import {
  matchScan,
  type ListEntry,
  type MatchList,
  type NearEntry,
} from '@/provider/services/lists';

const T0 = new Date('2026-06-01T12:00:00Z');
const WHERE = { latitude: 42.0, longitude: -83.0 };

const list = (uuid: string, type: number, matchLookalikes: boolean): MatchList => ({
  uuid,
  name: uuid,
  type,
  minutes: null,
  geofence: null,
  matchLookalikes,
});
const near = (listUuid: string, plate: string, extra: Partial<ListEntry> = {}): NearEntry => ({
  listUuid,
  plate,
  expiresAt: null,
  label: 'L1',
  label2: '',
  ...extra,
});
const exact = (listUuid: string): ListEntry => ({
  listUuid,
  expiresAt: null,
  label: 'exact',
  label2: '',
});

function match(
  lists: MatchList[],
  entries: ListEntry[],
  nearEntries: NearEntry[],
  read = 'A8C123',
) {
  return matchScan({
    capturedAt: T0,
    ...WHERE,
    lists,
    entries,
    previous: [],
    lookalikes: { readPlate: read, entries: nearEntries },
  });
}

describe('matchScan with look-alike characters', () => {
  it('a hot list with the setting on raises a near match with the list plate and why', () => {
    const result = match(
      [list('Stolen vehicles', 1, true)],
      [],
      [near('Stolen vehicles', 'ABC123')],
    );
    expect(result).toMatchObject({
      listUuid: 'Stolen vehicles',
      isValid: false,
      status: 'Hotlist match',
      label1: 'L1',
      near: { plate: 'ABC123', why: '8 read as B' },
    });
  });

  it('with the setting off the look-alike plate is ignored (no alert)', () => {
    const result = match([list('hot', 1, false)], [], [near('hot', 'ABC123')]);
    expect(result).toMatchObject({ isValid: true, status: 'Valid', near: null });
  });

  it('an exact entry on the same list wins over its look-alike', () => {
    const result = match([list('hot', 1, true)], [exact('hot')], [near('hot', 'ABC123')]);
    expect(result).toMatchObject({ listUuid: 'hot', label1: 'exact', near: null });
  });

  it('an exact match on another list of the same rank wins over a near one', () => {
    // 'a-near' sorts first by name, yet the exact match on 'z-exact' is the result.
    const lists = [list('a-near', 1, true), list('z-exact', 1, true)];
    const result = match(lists, [exact('z-exact')], [near('a-near', 'ABC123')]);
    expect(result).toMatchObject({ listUuid: 'z-exact', near: null });
  });

  it('a near hot match still outranks an exact valid allow entry', () => {
    const lists = [list('allow', 0, false), list('hot', 1, true)];
    const result = match(lists, [exact('allow')], [near('hot', 'ABC123')]);
    expect(result).toMatchObject({ listUuid: 'hot', status: 'Hotlist match' });
  });

  it('an allow list with the setting on: a look-alike entry is on the list (valid, near)', () => {
    const fenced = { ...list('staff', 0, true), geofence: null };
    const result = match([fenced], [], [near('staff', 'ABC123')]);
    expect(result).toMatchObject({
      isValid: true,
      status: 'Valid',
      near: { plate: 'ABC123', why: '8 read as B' },
    });
  });

  it('an expired look-alike entry on a hot list raises nothing and is no near match', () => {
    const expired = near('hot', 'ABC123', { expiresAt: new Date(T0.getTime() - 1000) });
    const result = match([list('hot', 1, true)], [], [expired]);
    expect(result).toMatchObject({ isValid: true, status: 'Valid', near: null });
  });

  it('time-limit and permit lists never match by look-alike', () => {
    const lists = [list('permit', 3, true), list('limit', 2, true)];
    const result = match(lists, [], [near('permit', 'ABC123'), near('limit', 'ABC123')]);
    expect(result).toBeNull();
  });

  it('rows that do not look alike are refused even if handed in', () => {
    const result = match([list('hot', 1, true)], [], [near('hot', 'XYZ999')]);
    expect(result).toMatchObject({ isValid: true, near: null });
  });
});
