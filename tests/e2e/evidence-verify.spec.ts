import { expect, test, type Page } from './support/test';
import { expectAccessible, screenshot, signInToOrg } from './support/helpers';

/**
 * Tamper-evident evidence (issue 30 item 4): a notice with an evidence image (issued here from a
 * scan no other journey uses: an older page of Northgate's scans) shows each image's SHA-256;
 * "Verify evidence" recomputes them from the stored files and shows Match for each. The scan it
 * came from shows the camera's read and that it was recorded before evidence digests.
 */
const NORTHGATE = 'Northgate University Parking';

/** The "Evidence digests" card. */
const digestsCard = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'Evidence digests' }) });

interface ScanRow {
  uuid: string;
  plate: string;
}

/** Issues a notice from an older scan through the BFF (as "Issue citation" does); its uuid. */
async function issueFromOlderScan(page: Page): Promise<{ citation: string; scan: ScanRow }> {
  const list = await page.request.get('/api/scans?page=9');
  expect(list.ok()).toBe(true);
  const scans = ((await list.json()) as { plates: ScanRow[] }).plates;
  for (const scan of scans.slice(0, 20)) {
    const form = await page.request.get(`/api/scans/${scan.uuid}/citation`);
    if (!form.ok()) continue;
    const check = (await form.json()) as {
      findings: unknown[];
      citation: unknown;
      types: { uuid: string }[];
    };
    if (check.findings.length > 0 || check.citation || check.types.length === 0) continue;
    const issued = await page.request.post(`/api/scans/${scan.uuid}/citation`, {
      data: { typeUUID: check.types[0].uuid, idempotencyKey: `evidence-${scan.uuid}` },
      headers: { origin: new URL(page.url()).origin },
    });
    if (issued.status() === 201) {
      return { citation: ((await issued.json()) as { uuid: string }).uuid, scan };
    }
  }
  throw new Error('no scan on page 9 could be cited');
}

test.describe('evidence verification', () => {
  test("a notice's evidence images are verified as Match, each with its SHA-256", async ({
    page,
  }) => {
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    const { citation, scan } = await issueFromOlderScan(page);

    await page.goto(`/citations/detail/${citation}`);
    const card = digestsCard(page);
    await expect(card.getByText('Evidence image 1')).toBeVisible();
    await expect(card.getByText(/^SHA-256 [0-9a-f]{64}$/)).toHaveCount(1);
    await expect(card.getByRole('link', { name: 'Evidence PDF' })).toHaveAttribute(
      'href',
      new RegExp(`/api/citations/issued/${citation}/evidence/pdf\\?tz=`),
    );
    await card.getByRole('button', { name: 'Verify evidence' }).click();
    await expect(card.getByRole('status')).toContainText('Verified');
    await expect(card.getByText('Match', { exact: true })).toHaveCount(1);
    await expect(card.getByText('Mismatch', { exact: true })).toHaveCount(0);
    await expectAccessible(page, 'citation evidence verified');
    await screenshot(page, 'evidence-citation-verified');

    // The scan: the camera's read, honest about having no digest, and its verify.
    await page.goto(`/scans/${scan.uuid}`);
    const scanCard = digestsCard(page);
    await expect(scanCard.getByText(`Read by camera: ${scan.plate}`)).toBeVisible();
    await expect(scanCard.getByText('Recorded before evidence digests')).toBeVisible();
    await expectAccessible(page, 'scan evidence');
    await screenshot(page, 'evidence-scan');
  });
});
