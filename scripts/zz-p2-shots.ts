import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const BASE = 'http://localhost:3421';
(async () => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  page.setDefaultTimeout(180_000);
  page.setDefaultNavigationTimeout(180_000);
  await page.goto(`${BASE}/login`);
  await page.getByLabel('Email').fill('admin@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('Parking@2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/orgs$/);
  for (let i = 0; i < 10; i++) {
    await page.getByRole('row', { name: 'Open Northgate University Parking' }).click().catch(() => {});
    try { await page.waitForURL((u) => !u.pathname.startsWith('/orgs'), { timeout: 30000 }); break; } catch {}
  }
  const targets: [string, string][] = (process.env.SHOTS ?? 'plate360=/plates/VRT3600,empty=/plates/NOPLATE9,lookup=/plates?plate=--,overview=/overview,permits-issued=/permits/issued,sessions=/meter/allsessions')
    .split(',').map((t) => t.split('=') as [string, string]);
  const extra = process.argv.slice(2);
  for (let i = 0; i < extra.length; i += 2) targets.push([extra[i], extra[i + 1]]);
  for (const [name, path] of targets) {
    for (const width of [1280, 768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${BASE}${path}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/p2-shots/${name}-${width}.png`, fullPage: name === 'plate360' });
    }
  }
  // Links from the plate page: first citation and scan.
  await browser.close();
})();
