import { expect, type Page } from './test';
import { screenshot } from './helpers';

/**
 * The meters screens at tablet width (768 px, issue 14 review): no sideways page scroll; the
 * tables named in `whole` fit without scrolling; any other table scrolls in its own box with
 * its first column in view however far it is scrolled; no calendar event time is cut.
 */
export async function expectTabletFit(page: Page, context: string, whole: string[] = []) {
  const fit = await page.evaluate(async (wholeTables) => {
    const root = document.documentElement;
    const problems: string[] = [];
    for (const table of document.querySelectorAll('main table')) {
      const name = table.querySelector('caption')?.textContent ?? 'table';
      const box = table.parentElement;
      if (!box) continue;
      if (wholeTables.includes(name) && box.scrollWidth > box.clientWidth + 1) {
        problems.push(`${name}: scrolls (${box.scrollWidth} > ${box.clientWidth})`);
      }
      const first = table.querySelector('tbody tr td:first-child');
      if (!(first instanceof HTMLElement)) continue;
      // Scrolled to its far right, the first column is still in view and shown whole.
      const left = box.scrollLeft;
      box.scrollLeft = box.scrollWidth;
      await new Promise((done) => requestAnimationFrame(() => done(null)));
      const cell = first.getBoundingClientRect();
      const frame = box.getBoundingClientRect();
      if (cell.left < frame.left - 1 || cell.right > frame.right + 1) {
        problems.push(`${name}: first column out of view when scrolled`);
      }
      if (first.scrollWidth > first.clientWidth + 1) problems.push(`${name}: first column cut`);
      box.scrollLeft = left;
    }
    for (const time of document.querySelectorAll('.fc-event-time')) {
      if (time instanceof HTMLElement && time.scrollWidth > time.clientWidth + 1) {
        problems.push(`calendar event time cut: ${time.textContent}`);
      }
    }
    return { page: root.scrollWidth, view: root.clientWidth, problems };
  }, whole);
  expect(fit.page, `${context}: the page scrolls sideways at 768 px`).toBeLessThanOrEqual(fit.view);
  expect(fit.problems, `${context} at 768 px`).toEqual([]);
}

/**
 * Full-page screenshots at desktop (1280) and tablet (768) width, checking the tablet fit
 * (`whole`: tables that must fit 768 px unscrolled); the calendar lays itself out again 100 ms
 * after a resize, hence the waits.
 */
export async function shootWide(page: Page, name: string, whole: string[] = []) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.waitForTimeout(400);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.waitForTimeout(400);
  await expectTabletFit(page, name, whole);
  await screenshot(page, `${name}-768`);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.waitForTimeout(400);
}
