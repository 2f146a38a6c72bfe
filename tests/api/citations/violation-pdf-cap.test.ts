import { eq } from 'drizzle-orm';
import { messages } from '@/lib/messages';
import { getProvider, type Provider } from '@/provider';
import { organisations, reportLogs } from '@/provider/db/schema';
import type { BffClient, ErrorBody } from '../../support/bff-client';
import { insertCitation, openCitationFixture } from '../../support/citations';
import { NORTHGATE, orgClient } from '../../support/lpr-api';

/**
 * A violations PDF past the row cap (issue 25 item 15) is refused before any byte and is not
 * recorded in the report log as a WEB_PDF_CITATIONS download: the log entry is written only once
 * the download is accepted. The cap is lowered to 2 for the three notices of this suite's window.
 */
jest.mock('@/server/bff/limits', () => ({
  ...jest.requireActual<object>('@/server/bff/limits'),
  PDF_ROWS_MAX: 2,
}));

const DAY = 86_400_000;
const base = Date.UTC(2002, 2, 10, 12);
const window = {
  startDate: new Date(base - 10 * DAY).toISOString(),
  endDate: new Date(base + 10 * DAY).toISOString(),
};
const query = (extra: Record<string, string> = {}) =>
  new URLSearchParams({ reportType: 'violations', ...window, tz: 'UTC', ...extra }).toString();

let client: BffClient;
let provider: Provider;
let northgate: string;

const pdfLogs = async () =>
  (await provider.db.select().from(reportLogs).where(eq(reportLogs.entityUuid, northgate))).filter(
    (log) => log.type === 'WEB_PDF_CITATIONS',
  );

beforeAll(async () => {
  client = await orgClient('admin@demo.test', NORTHGATE);
  provider = await getProvider();
  const [org] = await provider.db
    .select()
    .from(organisations)
    .where(eq(organisations.name, NORTHGATE));
  northgate = org.uuid;
  const fx = await openCitationFixture(provider, northgate);
  for (const [days, plate] of [
    [-2, 'CAP1'],
    [-1, 'CAP2'],
    [0, 'CAP3'],
  ] as const) {
    await insertCitation(provider, northgate, fx, { issuedAt: new Date(base + days * DAY), plate });
  }
}, 120_000);

describe('a violations PDF over the row cap', () => {
  it('is refused with the readable text and leaves no WEB_PDF_CITATIONS log entry', async () => {
    const before = (await pdfLogs()).length;
    const res = await client.get<ErrorBody>(`/api/reports/export.pdf?${query()}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'PDF_TOO_MANY_ROWS', message: messages.pdfTooManyRows });
    expect(await pdfLogs()).toHaveLength(before);
  });

  it('within the cap is streamed and logged once', async () => {
    const before = (await pdfLogs()).length;
    const oneDay = {
      startDate: new Date(base - 1.5 * DAY).toISOString(),
      endDate: new Date(base - 0.5 * DAY).toISOString(),
    };
    const res = await client.send('GET', `/api/reports/export.pdf?${query(oneDay)}`);
    expect(res.status).toBe(200);
    expect(new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).slice(0, 5))).toBe(
      '%PDF-',
    );
    expect(await pdfLogs()).toHaveLength(before + 1);
  });
});
