import { expect, test, type Browser, type BrowserContext, type Page } from './support/test';
import type { IssuedListResponse } from '@/lib/contract/permits/bff';
import { messages } from '@/lib/messages';
import { permitsMessages } from '@/lib/messages/permits';
import { signInToOrg } from './support/helpers';

/**
 * The permit pages' first view goes through the BFF route itself (issue 28 item 2): with
 * JavaScript off, the HTML holds what the route answers, its query schema (the holder search
 * upper-cased in one place) and its not-found answers included.
 */

const NORTHGATE = 'Northgate University Parking';
const NOT_A_UUID = 'not-a-uuid';

/** A context with the signed-in session's cookies and JavaScript disabled. */
async function withoutScripts(browser: Browser, signedIn: BrowserContext): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await signedIn.storageState(),
  });
  return context.newPage();
}

test.describe('permits first view through the BFF', () => {
  test('a lower-case holder search in the URL: the matches, upper-cased, before any script', async ({
    page,
    browser,
  }) => {
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    const { permits } = (await (
      await page.request.get('/api/permits/issued')
    ).json()) as IssuedListResponse;
    const holder = permits[0].permitHolder.name;
    const noJs = await withoutScripts(browser, page.context());
    await noJs.goto(`/permits/issued?search=${encodeURIComponent(holder.toLowerCase())}`);
    const found = noJs.getByRole('table', {
      name: `Issued permits matching ${holder.toUpperCase()}`,
    });
    await expect(found.getByRole('row').nth(1)).toContainText(holder);
    await noJs.context().close();
  });

  test('a path that names nothing: the route’s not-found state with or without scripts', async ({
    page,
    browser,
  }) => {
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    const noJs = await withoutScripts(browser, page.context());
    for (const screen of [page, noJs]) {
      await screen.goto(`/permits/holders/${NOT_A_UUID}`);
      await expect(screen.getByText(permitsMessages.invalidCustomer)).toBeVisible();
      await screen.goto(`/permits/${NOT_A_UUID}/settings`);
      await expect(screen.getByText(messages.notFound)).toBeVisible();
    }
    await noJs.context().close();
  });
});
