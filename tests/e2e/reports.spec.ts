import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, test, type Download } from './support/test';
import { scanReport } from '@/lib/rules/reports/report-columns';
import { expectAccessible, screenshot, signInToOrg } from './support/helpers';

const NORTHGATE = 'Northgate University Parking';

/** YYYY-MM-DD of a day `daysAgo` before today (browser and runner share the machine's zone). */
function day(daysAgo: number): string {
  const d = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The PDF's text (pdftotext -layout), or null where poppler is not installed. */
function pdfText(file: string): string | null {
  if (!existsSync('/usr/bin/pdftotext')) return null;
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

async function saved(download: Download): Promise<string> {
  return (await download.path()) as string;
}

test.describe('reports', () => {
  test('report log, create a scan report, table, CSV and PDF, plate history', async ({ page }) => {
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    await expect(page).toHaveURL(/\/overview$/);
    await page.goto('/reports');
    await expect(
      page.getByRole('heading', { level: 1, name: /^Reports \(\d[\d,]*\)$/ }),
    ).toBeVisible();
    const log = page.getByRole('table', { name: 'Report log' });
    await expect(log.getByRole('columnheader')).toHaveText([
      'Created',
      'Created by',
      'Description',
      'Links',
    ]);
    await expect(log.getByRole('link', { name: /^Open report: LPR Scans/ }).first()).toBeVisible();
    await expectAccessible(page, '/reports');
    await screenshot(page, 'reports-log');

    // The dialog: Search does nothing until both dates are valid; only LPR Scans is offered.
    await page.getByRole('button', { name: 'Create report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create report' });
    await expect(dialog.getByLabel('Report type').locator('option')).toHaveText([
      'LPR Scans',
      'Permits',
      'Violations',
      'Meters',
    ]);
    const search = dialog.getByRole('button', { name: 'Search' });
    await expect(search).toBeDisabled();
    await dialog.getByLabel('Start date').fill(day(0));
    await expect(search).toBeDisabled();
    await dialog.getByLabel('End date').fill(day(7));
    await expect(dialog.getByText('The end date must not be before the start date.')).toBeVisible();
    await expect(search).toBeDisabled();
    await dialog.getByLabel('Start date').fill(day(7));
    await dialog.getByLabel('End date').fill(day(0));
    await expect(search).toBeEnabled();
    await expect(dialog.getByLabel('List').locator('option').first()).toHaveText('All scans');
    await expectAccessible(page, 'Create report dialog');
    await screenshot(page, 'reports-create-dialog');
    await search.click();

    await expect(page).toHaveURL(/\/reports\/generate\?reportType=scans&startDate=/);
    await expect(page.getByRole('heading', { level: 1, name: 'LPR Scans report' })).toBeVisible();
    const count = await page.getByText(/^\d[\d,]* rows$/).textContent();
    const rows = Number(count!.replace(/\D/g, ''));
    expect(rows).toBeGreaterThan(0);
    const table = page.getByRole('table', { name: 'LPR Scans report rows' });
    await expect(table.getByRole('columnheader')).toHaveText([
      '#',
      ...scanReport.columns.map((c) => c.header),
    ]);
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page, '/reports/generate');
    await screenshot(page, 'reports-generate');

    // CSV: header and every row.
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download LPR Scans report as CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(
      /^lpr-scans-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csvText = await readFile(await saved(csv), 'utf8');
    const lines = csvText.trimEnd().split('\n');
    expect(lines[0]).toBe(scanReport.csvColumns.map((c) => c.header).join(','));
    if (rows <= 4000) expect(lines).toHaveLength(rows + 1);
    const firstPlate = (await table
      .getByRole('row')
      .nth(1)
      .getByRole('cell')
      .nth(2)
      .textContent())!.trim();
    expect(lines[1].split(',')[1]).toBe(firstPlate);

    // PDF.
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download LPR Scans report as PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^lpr-scans-.*\.pdf$/);
    const pdfFile = await saved(pdf);
    expect((await readFile(pdfFile)).subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdfFile);
    if (text !== null) {
      expect(text).toContain('LPR Scans');
      expect(text).toContain(NORTHGATE);
      expect(text).toMatch(/Date\s+Plate\s+Confidence\s+Scanned by/);
      expect(text).toContain(firstPlate);
      expect(text).toContain('Page 1');
    }

    // Plate history, with a PDF named after the plate.
    await table.getByRole('link', { name: firstPlate }).first().click();
    await expect(page).toHaveURL(new RegExp(`/report/plate/${firstPlate}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `Plate history ${firstPlate}` }),
    ).toBeVisible();
    await expect(page.getByText(/^\d[\d,]* scans?$/)).toBeVisible();
    await expectAccessible(page, '/report/plate');
    await screenshot(page, 'reports-plate');
    const [platePdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: `Download plate history of ${firstPlate} as PDF` }).click(),
    ]);
    expect(platePdf.suggestedFilename()).toBe(`${firstPlate}.pdf`);
    const plateText = pdfText(await saved(platePdf));
    if (plateText !== null) expect(plateText).toContain(`Plate history ${firstPlate}`);

    // The generated report is in the log.
    await page.goto('/reports');
    await expect(log.getByRole('row').nth(1)).toContainText('admin@demo.test');
    await expect(log.getByRole('row').nth(1)).toContainText('Scans report');
  });

  test('an unknown plate shows the spec’s empty text', async ({ page }) => {
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    await expect(page).toHaveURL(/\/overview$/);
    await page.goto('/report/plate/ZZZ00000');
    await expect(page.getByText('There are no records for this plate.')).toBeVisible();
  });
});
