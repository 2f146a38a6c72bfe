import type { CitationListResponse } from '@/lib/contract/citations/bff';
import { citationsMessages as cm } from '@/lib/messages/citations';
import { expect, test, type Browser, type Page } from './support/test';
import { screenshot, signInToOrg } from './support/helpers';

/**
 * The violation portal with JavaScript off on a phone (390 px), issue 27 items 2, 6, 14, 20:
 * its forms are plain form posts. A violator pays one open notice and appeals another (each seen
 * in the receipt or the confirmation, never a 500); a form posted from another origin is the
 * readable 403 page; a private portal opens a bare notice link on its look-up, saying why. A
 * wrong receipt link or meter zone is the branded 404 with a way back, without script too.
 */
const PHONE = { width: 390, height: 844 };
/** Staff's own context: scripts on (the test's options apply to new contexts too). */
const STAFF = { viewport: { width: 1366, height: 900 }, javaScriptEnabled: true };
const NORTHGATE = 'Northgate University Parking';
const PORTAL = '/portal/northgate/citations';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface Notice {
  uuid: string;
  citationNumber: number;
  plate: string;
}

/** Open notices of the seed (second page of the list: the fixed demo notices are elsewhere). */
async function openNotices(browser: Browser): Promise<Notice[]> {
  const staff = await browser.newContext(STAFF);
  try {
    const page = await staff.newPage();
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    const res = await page.request.get('/api/citations/issued?page=1');
    expect(res.ok()).toBe(true);
    const list = (await res.json()) as CitationListResponse;
    return list.citations
      .filter((c) => c.status === 'open' && !c.appealName && c.citationNumber > 100003)
      .map((c) => ({ uuid: c.uuid, citationNumber: c.citationNumber, plate: c.plate }));
  } finally {
    await staff.close();
  }
}

/** Sets the portal's private mode as staff (keeping its header texts). */
async function setPrivate(browser: Browser, baseURL: string, isPrivate: boolean) {
  const staff = await browser.newContext(STAFF);
  try {
    const page = await staff.newPage();
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    const view = (await (await page.request.get('/api/citations/settings/portal')).json()) as {
      header1: string | null;
      header2: string | null;
    };
    const res = await page.request.put('/api/citations/settings/portal', {
      headers: { origin: new URL(baseURL).origin },
      data: { isPrivate, header1: view.header1 ?? '', header2: view.header2 ?? '' },
    });
    expect(res.ok()).toBe(true);
  } finally {
    await staff.close();
  }
}

/** The look-up as a plain form post; lands on the notice with its sealed key. */
async function lookUp(page: Page, notice: Notice) {
  await page.goto(PORTAL);
  await page.getByLabel('Notice number').fill(String(notice.citationNumber));
  await page.getByLabel('License plate').fill(notice.plate);
  await page.getByRole('button', { name: 'Find notice' }).click();
  await expect(page).toHaveURL(new RegExp(`/citations/${notice.uuid}\\?k=`));
  await expect(
    page.getByRole('heading', { name: `Violation notice #${notice.citationNumber}` }),
  ).toBeVisible();
}

/** A form post's answers are never a 5xx. */
function noServerErrors(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (res) => {
    if (res.status() >= 500)
      failures.push(`${res.status()} ${res.request().method()} ${res.url()}`);
  });
  return failures;
}

test.describe('violation portal without JavaScript', () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test('a violator pays one notice and appeals another with plain form posts', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const failures = noServerErrors(page);
    const [toPay, ...rest] = await openNotices(browser);
    expect(toPay).toBeDefined();

    // Pay: the look-up, the notice's Pay link, the form; the receipt in Northgate's zone.
    await lookUp(page, toPay);
    await page.getByRole('link', { name: /^Pay \$/ }).click();
    await expect(
      page.getByRole('heading', { name: `Pay notice #${toPay.citationNumber}` }),
    ).toBeVisible();
    await page.getByLabel('Email for the receipt').fill(`nojs.${Date.now()}@example.com`);
    await screenshot(page, 'citations-portal-pay-nojs-390');
    const posted = page.waitForResponse(
      (res) => res.request().method() === 'POST' && res.url().includes('/pay'),
    );
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    expect((await posted).status()).toBeLessThan(400);
    await expect(page).toHaveURL(/\/receipt\?r=/);
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await expect(page.getByTestId('receipt-Notice')).toHaveText(`#${toPay.citationNumber}`);
    await expect(page.getByTestId('receipt-Paid')).toHaveText(
      /^[A-Z][a-z]{2} \d{2}, \d{4} \d{1,2}:\d{2} [AP]M$/,
    );
    await screenshot(page, 'citations-portal-receipt-nojs-390');

    // Appeal: the first remaining notice that offers it.
    let appealed: Notice | undefined;
    for (const notice of rest) {
      await lookUp(page, notice);
      if ((await page.getByRole('link', { name: 'Appeal this notice' }).count()) > 0) {
        appealed = notice;
        break;
      }
    }
    expect(appealed).toBeDefined();
    await page.getByRole('link', { name: 'Appeal this notice' }).click();
    await expect(
      page.getByRole('heading', { name: `Appeal notice #${appealed!.citationNumber}` }),
    ).toBeVisible();
    await page.getByLabel('Name').fill('Nia Noscript');
    await page.getByLabel('Email').fill(`nojs.appeal.${Date.now()}@example.com`);
    await page.getByLabel('Reason for your appeal').fill('My permit was on the dashboard.');
    await page.getByLabel('Photos (optional)').setInputFiles({
      name: 'dash.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await screenshot(page, 'citations-portal-appeal-nojs-390');
    await page.getByRole('button', { name: 'Submit appeal' }).click();
    await expect(page).toHaveURL(/appealed=1/);
    await expect(page.getByText(cm.appealSubmitted)).toBeVisible();
    await expect(page.getByText(/Appeal submitted on/)).toContainText('Needs Review');
    await screenshot(page, 'citations-portal-appealed-nojs-390');

    // A form posted from another site: the readable 403 page, not a 500.
    const foreign = await page.request.post(`${PORTAL}/${appealed!.uuid}/pay`, {
      headers: { origin: 'https://evil.example.com' },
      multipart: { plate: appealed!.plate, email: 'x@example.com' },
    });
    expect(foreign.status()).toBe(403);
    expect(await foreign.text()).toContain('This form was not sent');
    await page.setContent(await foreign.text());
    await screenshot(page, 'citations-portal-foreign-origin-390');

    expect(failures).toEqual([]);
  });

  test('a private portal opens a bare notice link on its look-up, saying why', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const [notice] = await openNotices(browser);
    await setPrivate(browser, baseURL!, true);
    try {
      await page.goto(`${PORTAL}/${notice.uuid}`);
      await expect(page).toHaveURL(new RegExp(`${PORTAL}\\?from=link$`));
      await expect(page.getByRole('note')).toHaveText(cm.portalPrivateLinkNote);
      await screenshot(page, 'citations-portal-private-link-390');
      await page.goto(PORTAL);
      await expect(page.getByRole('note')).toHaveText(cm.portalPrivateNote);
      await screenshot(page, 'citations-portal-private-390');
      // The look-up still opens it.
      await lookUp(page, notice);
    } finally {
      await setPrivate(browser, baseURL!, false);
    }
    await page.goto(PORTAL);
    await expect(page.getByRole('note')).toHaveCount(0);
  });
});

/**
 * A missing page is answered 404 with the portal's missing page: the organisation's header and
 * colours, no script, a way back (Next's own notFound() page would be blank without JavaScript).
 * The 404 document is handed to the browser as 200 so that it does not log a failed load; the
 * status itself is checked on the raw answer.
 */
test.describe('violation portal missing pages', () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  async function openMissing(page: Page, path: string) {
    const raw = await page.request.get(path);
    expect(raw.status()).toBe(404);
    expect(new URL(raw.url()).pathname).toMatch(/\/missing$/);
    expect(await raw.text()).not.toMatch(/<script/i);
    // The browser follows the redirect itself, and a route sees only the first request: the
    // route fetches the whole chain (ending on the missing page) and hands over its document.
    await page.route(
      (url) => url.pathname + url.search === path,
      async (route) => route.fulfill({ response: await route.fetch(), status: 200 }),
    );
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  }

  test('a wrong receipt link and an unknown meter zone: the branded 404 with a way back', async ({
    page,
  }) => {
    await openMissing(
      page,
      `${PORTAL}/0b8e7a2c-6d0e-4a51-9d3c-6f1d2b9a7e10/receipt?r=not-a-receipt`,
    );
    await expect(page.getByRole('banner')).toContainText(/Northgate/);
    await expect(page.getByRole('link', { name: 'Look up a violation notice' })).toHaveAttribute(
      'href',
      PORTAL,
    );
    await screenshot(page, 'citations-portal-404-390');

    await openMissing(page, '/portal/eastside/meter/ZZ999');
    await expect(page.getByRole('banner')).toContainText(/Eastside/);
    await expect(page.getByRole('link', { name: 'Go to the portal home' })).toHaveAttribute(
      'href',
      '/portal/eastside',
    );
    await screenshot(page, 'meter-portal-404-390');
  });
});
