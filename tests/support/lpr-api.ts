import { z } from 'zod';
import { scan } from '@/lib/contract';
import type { ScanListResponse } from '@/lib/contract/lpr/bff';
import { BffClient, type ErrorBody } from './bff-client';

// What the scans and alerts handler tests share: the seeded organisations, a client of one,
// the list answers' shape, and the guards every LPR route has.

export const NORTHGATE = 'Northgate University Parking';
export const RIVERSIDE = 'Riverside City Enforcement';
/** A well-formed uuid of no scan. */
export const UNKNOWN_UUID = '1b4e28ba-2fa1-4d3b-883f-0016d3cca427';

const scanList = z.object({
  plates: z.array(scan),
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  mode: z.enum(['all', 'member', 'list', 'search']),
});

/** A client signed in as `email` that has chosen the organisation named `org`. */
export async function orgClient(email: string, org: string): Promise<BffClient> {
  const client = new BffClient();
  await client.signInWithOrg(email, org);
  return client;
}

/**
 * The reader of a scans or alerts list route ('/api/alerts'): `list(client, '?page=2')` expects
 * 200 and answers the list, checked to be well-formed.
 */
export function scanListReader(route: string) {
  return async (client: BffClient, query = ''): Promise<ScanListResponse> => {
    const res = await client.get<ScanListResponse>(`${route}${query}`);
    expect(res.status).toBe(200);
    return scanList.parse(res.body);
  };
}

/** One test per path: 401 UNAUTHENTICATED without a session. */
export function itAnswers401WithoutSession(paths: string[]): void {
  it.each(paths)('%s answers 401 without a session', async (path) => {
    const res = await new BffClient().get<ErrorBody>(path);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
  });
}

/**
 * Signs in without choosing an organisation and expects 409 NO_ORGANISATION_SELECTED from each
 * path; answers the client.
 */
export async function expectNoOrganisationSelected(paths: string[]): Promise<BffClient> {
  const client = new BffClient();
  await client.signIn('admin@demo.test');
  for (const path of paths) {
    const res = await client.get<ErrorBody>(path);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('NO_ORGANISATION_SELECTED');
  }
  return client;
}
