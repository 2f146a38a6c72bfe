/**
 * The server the Playwright journeys run against: a fresh embedded database in
 * test-results/e2e-data (seeded with the demo data on start), the dev outbox endpoint on so
 * journeys can read reset codes, map tiles from a host the journeys' fixture answers
 * (tests/e2e/support/tiles.ts), and a production build (rebuilt unless E2E_REUSE_BUILD=1).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { E2E_TILE_URL } from '../tests/e2e/support/tiles';

const root = path.resolve(import.meta.dirname, '..');
// E2E_DATA_DIR: another folder, so the Firefox smoke journey (tests/firefox) can run beside these.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(root, 'test-results', 'e2e-data');
rmSync(dataDir, { recursive: true, force: true });

process.env.DATA_DIR = dataDir;
process.env.PROVIDER_EXPOSE_OUTBOX = '1';
process.env.MAIL_LOG = 'silent';
process.env.LOG_LEVEL ??= 'warn'; // request lines would bury the journeys' own output
process.env.DEMO = 'on'; // journeys sign in with the demo accounts (seeded into the fresh folder)
process.env.DEMO_PATROL = 'off'; // journeys assert the seeded data: no live demo scans
process.env.MAP_TILE_URL = E2E_TILE_URL;
// The live alerts' stream asks the database often, so a journey sees a new alert at once.
process.env.ALERT_STREAM_POLL_MS ??= '250';
process.env.APP_URL = `http://localhost:${process.env.PORT ?? '3100'}`;
if (process.env.E2E_REUSE_BUILD !== '1') process.argv.push('--build');

await import('./start');
