/**
 * Plates benchmark, part 2: the list page with 2,500 plates in Chromium — how many table rows
 * are in the DOM (virtualised) and how long until the first plate row shows after navigation.
 * Needs a production build (`npm run build`); serves it on port 3107 with a fresh database.
 * Run: `npm run bench:plates-dom`.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';

const root = path.resolve(import.meta.dirname, '..');
const PORT = 3107;
const BASE = `http://localhost:${PORT}`;
const PLATES = 2500;
const RUNS = 5;

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/login`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

function csv(): string {
  const rows = ['plate,name,email,label,label2,labelHex,make,model,color,expiresAt'];
  for (let i = 0; i < PLATES; i++) {
    rows.push(
      `D${String(i).padStart(6, '0')},Driver ${i},d${i}@example.com,Lot ${i % 30},,,Honda,Civic,Blue,2027-06-30T00:00:00Z`,
    );
  }
  return rows.join('\n') + '\n';
}

async function main() {
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/e2e-server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), E2E_REUSE_BUILD: '1' },
    stdio: 'ignore',
  });
  try {
    await waitForServer();
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${BASE}/login`);
    await page.getByLabel('Email').fill('admin@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('Parking@2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('row', { name: 'Open Northgate University Parking' }).click();
    await page.waitForURL(/\/overview$/);

    const headers = { origin: BASE };
    const created = await page.request.post(`${BASE}/api/lists`, {
      headers,
      data: { name: 'DOM benchmark', type: 0 },
    });
    const { uuid } = (await created.json()) as { uuid: string };
    const upload = await page.request.post(`${BASE}/api/lists/${uuid}/upload`, {
      headers,
      multipart: { file: { name: 'plates.csv', mimeType: 'text/csv', buffer: Buffer.from(csv()) } },
    });
    if (!upload.ok()) throw new Error(`upload answered ${upload.status()}`);

    const times: number[] = [];
    let domRows = 0;
    for (let run = 0; run < RUNS; run++) {
      await page.goto(`${BASE}/lists/${uuid}`);
      await page.locator('tbody tr[aria-rowindex]').first().waitFor();
      times.push(
        await page.evaluate(() => {
          const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          return performance.now() - nav.startTime;
        }),
      );
      domRows = await page.locator('tr').count();
    }
    const rowCount = await page.locator('table').first().getAttribute('aria-rowcount');
    times.sort((a, b) => a - b);
    console.log(
      `\nList page with ${PLATES.toLocaleString()} plates, Chromium ${browser.version()}, ${RUNS} loads`,
    );
    console.log(`  <tr> elements in the DOM   ${domRows} (table aria-rowcount ${rowCount})`);
    console.log(
      `  first plate row visible    median ${times[Math.floor(RUNS / 2)].toFixed(0)} ms, max ${times[RUNS - 1].toFixed(0)} ms after navigation start`,
    );
    await browser.close();
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
