import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openLprFixture, type LprFixture } from '../../support/lpr';
import { insertCitation, openCitationFixture, type CitationFixture } from '../../support/citations';

/**
 * The statements behind the hot citation reads (issue 13's benchmark: a page, the search and
 * the violations report of a million notices): the list and the search run one prepared
 * statement whatever the term, and a report page reads only the columns its rows are made of.
 */
let fx: LprFixture;
let cf: CitationFixture;
/** PGlite's query(text, params) and node-postgres' query(text | { name, text, values }). */
type QueryFn = (
  text: string | { text: string },
  params?: unknown[],
  options?: unknown,
) => Promise<unknown>;

beforeAll(async () => {
  fx = await openLprFixture();
  cf = await openCitationFixture(fx.provider, fx.northgate);
}, 180_000);
afterAll(() => fx.close());

/** The statements on the citations table a provider call runs (and its answer's status). */
async function citationStatements(path: string): Promise<{ status: number; sql: string[] }> {
  const client = (fx.provider.db as unknown as { $client: { query: QueryFn } }).$client;
  const query = client.query;
  const seen: string[] = [];
  client.query = (text, params, options) => {
    seen.push(typeof text === 'string' ? text : text.text);
    return query.call(client, text, params, options);
  };
  try {
    const res = await fx.get('admin', path);
    return { status: res.status, sql: seen.filter((s) => /from "citations"/.test(s)) };
  } finally {
    client.query = query;
  }
}

describe('the statements of the issued-violations reads', () => {
  it('searches by plate and by notice number with one and the same statement', async () => {
    const c = await insertCitation(fx.provider, fx.northgate, cf, { plate: 'STM 123' });
    const base = `/api/v1/citations/${fx.northgate}/search?timezone=UTC`;
    const byPlate = await citationStatements(`${base}&term=stm-123`);
    const byNumber = await citationStatements(`${base}&term=${c.citationNumber}`);
    expect(byPlate.status).toBe(200);
    expect(byNumber.status).toBe(200);
    expect(byPlate.sql).toHaveLength(1);
    expect(byNumber.sql).toEqual(byPlate.sql);
  });

  it('reads a violations report page without the columns its rows do not show', async () => {
    const issuedAt = new Date(Date.UTC(2002, 2, 3, 12));
    await insertCitation(fx.provider, fx.northgate, cf, { issuedAt, comments: 'long note' });
    const window = new URLSearchParams({
      start: new Date(issuedAt.getTime() - 86_400_000).toISOString(),
      end: new Date(issuedAt.getTime() + 86_400_000).toISOString(),
      limit: '100',
    });
    const page = await citationStatements(
      `/api/v1/dashboard/${fx.northgate}/reports/violations?${window}`,
    );
    expect(page.status).toBe(200);
    expect(page.sql).toHaveLength(1);
    for (const unused of ['comments', 'update_message', 'appeal_name', 'officer_name', 'make']) {
      expect(page.sql[0]).not.toContain(`"${unused}"`);
    }
  });
});
