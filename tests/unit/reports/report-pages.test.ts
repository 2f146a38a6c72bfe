import { describe, expect, it } from '@jest/globals';
import { type RowPage, firstRows } from '@/server/reports/report-pages';

/** A source of `total` numbered rows that records the limit of every page asked for. */
function source(total: number, pageMax = 5000) {
  const limits: (number | undefined)[] = [];
  const fetchPage = async (cursor: string | null, limit?: number): Promise<RowPage<number>> => {
    limits.push(limit);
    const from = cursor ? Number(cursor) : 0;
    const size = Math.min(limit ?? pageMax, pageMax);
    const rows = Array.from(
      { length: Math.max(0, Math.min(size, total - from)) },
      (_, i) => from + i,
    );
    const next = from + rows.length;
    return { rows, nextCursor: next < total ? String(next) : null };
  };
  return { fetchPage, limits };
}

describe('firstRows (the table view: up to 4,001 rows)', () => {
  it('asks for the 4,001 rows it shows, not a page of 5,000', async () => {
    const { fetchPage, limits } = source(10_000);
    const rows = await firstRows(fetchPage, 4001);
    expect(rows).toHaveLength(4001);
    expect(limits).toEqual([4001]);
  });

  it('asks only for the rows still wanted when the source answers shorter pages', async () => {
    const { fetchPage, limits } = source(10_000, 1500);
    const rows = await firstRows(fetchPage, 4001);
    expect(rows).toEqual(Array.from({ length: 4001 }, (_, i) => i));
    expect(limits).toEqual([4001, 2501, 1001]);
  });

  it('stops at the last page of a short report', async () => {
    const { fetchPage, limits } = source(12);
    expect(await firstRows(fetchPage, 4001)).toHaveLength(12);
    expect(limits).toEqual([4001]);
  });
});
