import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decode } from '@auth/core/jwt';
import { expect, type Page } from './test';

/** A 1×1 PNG (a scan's or a registration's photo). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The dashboard's session cookie (server/auth/session-token.ts SESSION_COOKIE; also the JWE salt). */
const SESSION_COOKIE = 'vert.session';

/** AUTH_SECRET of the journeys' server: its environment, else what it generated in its data folder. */
function authSecret(): string {
  if (process.env.AUTH_SECRET) return process.env.AUTH_SECRET;
  const dataDir = process.env.E2E_DATA_DIR ?? path.join(process.cwd(), 'test-results', 'e2e-data');
  const secrets = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as {
    AUTH_SECRET: string;
  };
  return secrets.AUTH_SECRET;
}

/**
 * The provider token and organisation of the signed-in staff session. The patrol app signs in
 * with its own call, which the dashboard origin does not serve yet, so the journey lends the
 * patrol app this staff token (an active member of the organisation may upload scans).
 */
export async function providerTokenOf(page: Page): Promise<{ token: string; org: string }> {
  const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(cookie).toBeDefined();
  const session = await decode<{ providerJwt?: string; org?: { uuid: string } | null }>({
    token: cookie!.value,
    secret: authSecret(),
    salt: SESSION_COOKIE,
  });
  expect(session?.providerJwt).toBeTruthy();
  expect(session?.org?.uuid).toBeTruthy();
  return { token: session!.providerJwt!, org: session!.org!.uuid };
}

/**
 * The patrol app scans `plate`: its upload call on the dashboard origin (the patrol allow-list),
 * multipart as the app sends it. Answers the scan.
 */
export async function uploadScan(
  page: Page,
  plate: string,
  where = { latitude: '1.5', longitude: '1.5' },
): Promise<{ uuid: string; isAlert: boolean; listUUID: string | null }> {
  const { token, org } = await providerTokenOf(page);
  const upload = await page.request.post('/api/v1/scans', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      entityUUID: org,
      plate,
      capturedAt: new Date().toISOString(),
      confidence: '0.94',
      ...where,
      image: { name: 'scan.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(upload.status()).toBe(200);
  return (await upload.json()) as { uuid: string; isAlert: boolean; listUUID: string | null };
}
