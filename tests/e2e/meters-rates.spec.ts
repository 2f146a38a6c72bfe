import { expect, test, type Locator, type Page } from './support/test';
import { metersMessages as m } from '@/lib/messages/meters';
import { NORTHGATE_TZ } from '@/provider/seed/world/campus';
import { expectAccessible, signInToOrg } from './support/helpers';
import { shootWide } from './support/meters-shoot';

/**
 * /meter/{id}/rates on Eastside's weekend-only meter E105 (Saturday and Sunday 10 AM–11 PM), so
 * the weekdays are free for the journey's slots.
 */

const DATES = ['2023-01-01', '2023-01-02', '2023-01-03', '2023-01-04', '2023-01-05'];
const [SUNDAY, MONDAY, TUESDAY, WEDNESDAY] = DATES;
const FRIDAY = '2023-01-06';
const SATURDAY = '2023-01-07';
/** Eastside Meters is seeded in Northgate's zone; the browser runs in another one. */
const ORG_ZONE = NORTHGATE_TZ;

/** The middle of the calendar cell of a day (reference-week date) and hour. */
async function cell(page: Page, date: string, hour: number) {
  const column = await page.locator(`.fc-timegrid-col[data-date="${date}"]`).boundingBox();
  const time = `${String(hour).padStart(2, '0')}:00:00`;
  const row = await page.locator(`.fc-timegrid-slot-lane[data-time="${time}"]`).boundingBox();
  if (!column || !row) throw new Error(`no calendar cell ${date} ${time}`);
  return { x: column.x + column.width / 2, y: row.y + row.height / 2 };
}

/** A pointer drag in small steps (FullCalendar starts a drag after a few pixels). */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 4, from.y + 4, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

async function center(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 12) };
}

const summary = (page: Page) => page.getByRole('table', { name: 'Time slots of the meter' });
const dialog = (page: Page) => page.getByRole('dialog', { name: m.meterTimeSlot });

test.describe('meter rates', () => {
  // The calendar shows the organisation's times whatever the browser's zone.
  test.use({ timezoneId: 'Pacific/Auckland' });
  test('create by clicking, rules, save, drag and resize, overlap refused, cancel, keyboard add, remove', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signInToOrg(page, 'meters@demo.test', 'Eastside Meters');
    const list = await page.request.get('/api/meters');
    expect(list.status()).toBe(200);
    const meters = ((await list.json()) as { meters: { uuid: string; zoneId: string }[] }).meters;
    const meter = meters.find((x) => x.zoneId === 'E105');
    expect(meter, 'the seeded weekend-only meter E105').toBeTruthy();
    await page.goto(`/meter/${meter!.uuid}/rates`);

    await expect(page.getByRole('heading', { name: m.meterPriceSchedule })).toBeVisible();
    await expect(page.getByText(m.rateInactiveLegend)).toBeVisible();
    await expect(page.getByText(m.rateTimesIn(ORG_ZONE))).toBeVisible();
    await expect(page.locator('.fc-col-header-cell')).toHaveText([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    // The 60-minute step: 24 rows.
    await expect(page.locator('.fc-timegrid-slot-lane')).toHaveCount(24);
    await expect(summary(page).getByRole('columnheader')).toHaveText([
      'DAY',
      'TIME',
      'INCREMENT RATE',
      'FLAT RATE / DAILY MAX',
      'OVERNIGHT RATE',
      'FIRST FREE MINUTES',
    ]);
    const weekend = summary(page).getByRole('row').filter({ hasText: '10:00 AM – 11:00 PM' });
    await expect(weekend).toHaveCount(2);
    await expect(page.locator(`.fc-timegrid-col[data-date="${SUNDAY}"] .fc-event`)).toHaveCount(1);
    await expectAccessible(page, 'the rates page');
    await shootWide(page, 'meters-rates', ['Time slots of the meter']);

    // Clicking an empty hour: a local 'No price' slot and its dialog.
    await page.mouse.click(...(Object.values(await cell(page, MONDAY, 9)) as [number, number]));
    await expect(dialog(page).getByText(m.meterTimeSlot)).toBeVisible();
    await expect(page.locator('.fc-event', { hasText: m.noPrice })).toHaveCount(1);
    await expect(dialog(page).getByLabel('Day', { exact: true })).toHaveValue('1');
    await expect(dialog(page).getByLabel('Start time')).toHaveValue('09:00');
    await expect(dialog(page).getByLabel('End time')).toHaveValue('10:00');

    // A rule broken: increments without their minutes.
    await dialog(page).getByLabel('Price per hour ($)').fill('2.50');
    await dialog(page).getByRole('checkbox', { name: 'Charge in increments' }).check();
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page).getByText(m.rateIncrementMinutes)).toBeVisible();
    await expect(dialog(page).getByText(m.rateIncrementMax)).toBeVisible();
    await expectAccessible(page, 'the slot dialog with rule errors');
    await shootWide(page, 'meters-rates-dialog');
    await dialog(page).getByLabel('Increment minutes').fill('15');
    await dialog(page).getByLabel('Max session minutes').fill('120');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page)).toHaveCount(0);
    const monday = summary(page).getByRole('row').filter({ hasText: '$2.50 / hour' });
    await expect(monday).toContainText('Monday');
    await expect(monday).toContainText('9:00 AM – 10:00 AM');
    await expect(monday).toContainText('15-minute increments, max 120 min');

    // Drag to Tuesday 11 AM: saved at once.
    const slot = page.locator('.fc-event', { hasText: '$2.50/h' });
    await drag(page, await center(slot), await cell(page, TUESDAY, 11));
    await expect(monday).toContainText('Tuesday');
    await expect(monday).toContainText('11:00 AM – 12:00 PM');

    // Resize its end down two hours: saved at once.
    await slot.hover();
    const resizer = slot.locator('.fc-event-resizer-end');
    const handle = await resizer.boundingBox();
    if (!handle) throw new Error('no resize handle');
    const below = await cell(page, TUESDAY, 13);
    await drag(
      page,
      { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 },
      { x: handle.x + handle.width / 2, y: below.y + 10 },
    );
    await expect(monday).toContainText('11:00 AM – 2:00 PM');

    // Dragging it onto Saturday's slot is refused with the clear text, and it goes back.
    await drag(page, await center(slot), await cell(page, SATURDAY, 12));
    await expect(page.getByRole('alert').filter({ hasText: m.rateMoveRefused })).toContainText(
      m.rateOverlap('Saturday 10:00 AM – 11:00 PM'),
    );
    await expect(monday).toContainText('Tuesday');
    await expect(page.locator(`.fc-timegrid-col[data-date="${TUESDAY}"] .fc-event`)).toHaveCount(1);

    // What was saved is what the provider has.
    await page.reload();
    await expect(summary(page).getByRole('row').filter({ hasText: '$2.50 / hour' })).toContainText(
      '11:00 AM – 2:00 PM',
    );

    // Cancel discards an unsaved new slot.
    await page.mouse.click(...(Object.values(await cell(page, WEDNESDAY, 8)) as [number, number]));
    await expect(dialog(page).getByText(m.meterTimeSlot)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator('.fc-event', { hasText: m.noPrice })).toHaveCount(0);

    // Without dragging: 'Add time slot' and the fields, by keyboard.
    await page.getByRole('button', { name: m.addTimeSlot }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page).getByText(m.meterTimeSlot)).toBeVisible();
    await dialog(page).getByLabel('Day', { exact: true }).selectOption('Thursday');
    await dialog(page).getByLabel('Start time').fill('13:00');
    await dialog(page).getByLabel('End time').fill('15:00');
    await dialog(page).getByRole('checkbox', { name: 'Flat rate / daily max' }).check();
    await dialog(page).getByLabel('Flat amount ($)').fill('10');
    await dialog(page).getByLabel('Flat rate ends at').fill('18:00');
    await dialog(page).getByLabel('Currency').selectOption('CAD');
    await dialog(page).getByRole('button', { name: 'Save' }).press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    const thursday = summary(page).getByRole('row').filter({ hasText: 'Thursday' });
    await expect(thursday).toContainText('CA$10.00 until 6:00 PM');

    // Each summary row opens its slot: remove the Tuesday slot by keyboard.
    await page.getByRole('button', { name: 'Edit the slot Tuesday 11:00 AM – 2:00 PM' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page).getByLabel('Price per hour ($)')).toHaveValue('2.50');
    await dialog(page).getByRole('button', { name: 'Remove' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(summary(page).getByRole('row').filter({ hasText: '$2.50 / hour' })).toHaveCount(0);
    await expect(page.locator(`.fc-timegrid-col[data-date="${TUESDAY}"] .fc-event`)).toHaveCount(0);
    await expect(thursday).toHaveCount(1);

    // Over midnight: a drag from Friday 10 PM into Saturday 1 AM makes one slot to 2 AM.
    await drag(page, await cell(page, FRIDAY, 22), await cell(page, SATURDAY, 1));
    await expect(dialog(page).getByText(m.meterTimeSlot)).toBeVisible();
    await expect(dialog(page).getByLabel('Day', { exact: true })).toHaveValue('5');
    await expect(dialog(page).getByLabel('Start time')).toHaveValue('22:00');
    await expect(dialog(page).getByLabel('End day')).toHaveValue('1');
    await expect(dialog(page).getByLabel('End time')).toHaveValue('02:00');
    await dialog(page).getByLabel('Price per hour ($)').fill('1');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(
      summary(page).getByRole('row').filter({ hasText: 'Friday – Saturday' }),
    ).toContainText('10:00 PM – 2:00 AM');
    await expect(page.locator(`.fc-timegrid-col[data-date="${FRIDAY}"] .fc-event`)).toHaveCount(1);

    // Over the week's end, by keyboard: Saturday 11 PM → Sunday 1 AM, one slot in two pieces.
    await page.getByRole('button', { name: m.addTimeSlot }).click();
    await expect(dialog(page).getByText(m.meterTimeSlot)).toBeVisible();
    await expect(dialog(page).getByText(m.rateTimesIn(ORG_ZONE))).toBeVisible();
    await dialog(page).getByLabel('Day', { exact: true }).selectOption('Saturday');
    await dialog(page).getByLabel('Start time').fill('23:00');
    await dialog(page).getByLabel('End day').selectOption('Sunday (next week)');
    await dialog(page).getByLabel('End time').fill('01:00');
    await dialog(page).getByLabel('Price per hour ($)').fill('1.50');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page)).toHaveCount(0);
    const weekEnd = summary(page).getByRole('row').filter({ hasText: 'Saturday – Sunday' });
    await expect(weekEnd).toContainText('11:00 PM – 1:00 AM');
    await expect(page.locator('.fc-event', { hasText: '$1.50/h' })).toHaveCount(2);
    await expect(page.locator(`.fc-timegrid-col[data-date="${SUNDAY}"] .fc-event`)).toHaveCount(2);
    // Its Sunday piece (00:00–01:00) is the same slot: a click there opens it.
    await page.mouse.click(...(Object.values(await cell(page, SUNDAY, 0)) as [number, number]));
    await expect(dialog(page).getByLabel('Day', { exact: true })).toHaveValue('6');
    await expect(dialog(page).getByLabel('End time')).toHaveValue('01:00');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expectAccessible(page, 'the rates page after the edits');
    await shootWide(page, 'meters-rates-after', ['Time slots of the meter']);
  });
});
