import { expect, type Page } from './test';
import { screenshot } from './helpers';

/**
 * The meters screens at tablet width (768 px, issue 14 review): no sideways page scroll (a wide
 * table scrolls inside its own box), and every table's first column shown whole.
 */
export async function expectTabletFit(page: Page, context: string) {
  const fit = await page.evaluate(() => {
    const root = document.documentElement;
    const cut = [...document.querySelectorAll('main table')].flatMap((table) => {
      const first = table.querySelector('tbody tr td:first-child, tbody tr th:first-child');
      if (!(first instanceof HTMLElement)) return [];
      const box = first.getBoundingClientRect();
      const frame = (table.parentElement ?? table).getBoundingClientRect();
      const shown = box.left >= frame.left - 1 && box.right <= frame.right + 1;
      return first.scrollWidth > first.clientWidth + 1 || !shown
        ? [`${table.querySelector('caption')?.textContent ?? 'table'}: ${first.textContent}`]
        : [];
    });
    return { page: root.scrollWidth, view: root.clientWidth, cut };
  });
  expect(fit.page, `${context}: the page scrolls sideways at 768 px`).toBeLessThanOrEqual(fit.view);
  expect(fit.cut, `${context}: first columns cut at 768 px`).toEqual([]);
}

/**
 * Full-page screenshots at desktop (1280) and tablet (768) width, checking the tablet fit; the
 * calendar lays itself out again 100 ms after a resize, hence the waits.
 */
export async function shootWide(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.waitForTimeout(400);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.waitForTimeout(400);
  await expectTabletFit(page, name);
  await screenshot(page, `${name}-768`);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.waitForTimeout(400);
}
