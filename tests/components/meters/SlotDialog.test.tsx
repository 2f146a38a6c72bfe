/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SlotDialog } from '@/components/meters/rates/SlotDialog';
import type { MeterRate } from '@/lib/contract/meters';
import { metersMessages as m } from '@/lib/messages/meters';
import type { RateSlot } from '@/lib/rules/meters/pricing';

const MON = 1440;
const saved: MeterRate = {
  uuid: 'a0000000-0000-4000-8000-000000000001',
  meterUuid: 'b0000000-0000-4000-8000-000000000001',
  entityUuid: 'c0000000-0000-4000-8000-000000000001',
  currency: 'USD',
  startMinute: MON + 720,
  endMinute: MON + 840,
  isFlatRate: false,
  isIncrement: false,
  isOvernight: false,
  amount: 300,
  incrementValue: null,
  maxIncrementTime: null,
  firstFreeMin: null,
  flatRateAmount: null,
  flatRateDuration: null,
  flatRateEndTime: null,
  overnightAmount: null,
  overnightEndTime: null,
};

function renderNew(
  onSave = jest.fn(async (slot: RateSlot) => void slot),
  rates: MeterRate[] = [saved],
) {
  const onClose = jest.fn();
  const onRemove = jest.fn(async () => {});
  render(
    <SlotDialog
      open
      state={{ mode: 'new', startMinute: MON + 540, endMinute: MON + 600 }}
      rates={rates}
      meterFirstFreeMin={15}
      timeZone="America/New_York"
      onClose={onClose}
      onSave={onSave}
      onRemove={onRemove}
    />,
  );
  return { onSave, onClose, onRemove };
}

describe("'Meter time slot'", () => {
  it('opens on the clicked hour with Remove, Cancel and Save', async () => {
    renderNew();
    expect(await screen.findByText(m.meterTimeSlot)).toBeVisible();
    expect(screen.getByLabelText('Day')).toHaveValue('1');
    expect(screen.getByLabelText('Start time')).toHaveValue('09:00');
    expect(screen.getByLabelText('End time')).toHaveValue('10:00');
    expect(screen.getByText("Empty: the meter's 15 min.")).toBeVisible();
    expect(screen.getByText('Times in America/New York')).toBeVisible();
    for (const name of ['Remove', 'Cancel', 'Save']) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }
  });

  it('an option left off is a checkbox line, not an empty bordered box (issue 27 item 19)', async () => {
    renderNew();
    await screen.findByText(m.meterTimeSlot);
    for (const name of ['Flat rate / daily max', 'Overnight rate']) {
      const option = screen.getByRole('group', { name });
      expect(option).not.toHaveClass('border');
      expect(option.querySelectorAll('input')).toHaveLength(1);
      fireEvent.click(screen.getByRole('checkbox', { name }));
      expect(screen.getByRole('group', { name })).toHaveClass('border');
    }
  });

  it('shows each broken rule under its field and saves nothing', async () => {
    const { onSave } = renderNew();
    await screen.findByText(m.meterTimeSlot);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(m.rateNeedsAmount)).toBeVisible();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Overnight rate' }));
    fireEvent.change(screen.getByLabelText('Overnight amount ($)'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(m.rateOvernightAmount)).toBeVisible();
    expect(screen.getByText(m.rateOvernightEndTime)).toBeVisible();
    expect(screen.getByLabelText('Overnight amount ($)')).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses an overlap with another slot with the clear text, before any call', async () => {
    const { onSave } = renderNew();
    await screen.findByText(m.meterTimeSlot);
    fireEvent.change(screen.getByLabelText('Price per hour ($)'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('End time'), { target: { value: '13:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(m.rateOverlap('Monday 12:00 PM – 2:00 PM'))).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the slot as numbers: cents, minutes, the flat-rate expiry', async () => {
    const { onSave } = renderNew();
    await screen.findByText(m.meterTimeSlot);
    fireEvent.change(screen.getByLabelText('Price per hour ($)'), { target: { value: '2.25' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Flat rate / daily max' }));
    fireEvent.change(screen.getByLabelText('Flat amount ($)'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('radio', { name: 'After a duration' }));
    fireEvent.change(screen.getByLabelText('Flat rate minutes'), { target: { value: '180' } });
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'CAD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toMatchObject({
      startMinute: MON + 540,
      endMinute: MON + 600,
      currency: 'CAD',
      amount: 225,
      isFlatRate: true,
      flatRateAmount: 1200,
      flatRateDuration: 180,
      flatRateEndTime: null,
      firstFreeMin: null,
    });
  });

  it('saves a slot over the week’s end, Saturday 11 PM → Sunday 1 AM, as one slot', async () => {
    const { onSave } = renderNew(undefined, []);
    await screen.findByText(m.meterTimeSlot);
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '6' } });
    fireEvent.change(screen.getByLabelText('Start time'), { target: { value: '23:00' } });
    const endDay = screen.getByLabelText('End day');
    expect(endDay).toHaveDisplayValue('Saturday (same day)');
    fireEvent.change(endDay, { target: { value: '1' } });
    expect(endDay).toHaveDisplayValue('Sunday (next week)');
    fireEvent.change(screen.getByLabelText('End time'), { target: { value: '01:00' } });
    fireEvent.change(screen.getByLabelText('Price per hour ($)'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toMatchObject({
      startMinute: 6 * MON + 1380,
      endMinute: 7 * MON + 60,
      amount: 300,
    });
  });

  it('opens a saved slot over midnight on its end day', async () => {
    const overnight = { ...saved, startMinute: 5 * MON + 1320, endMinute: 6 * MON + 120 };
    render(
      <SlotDialog
        open
        state={{ mode: 'edit', rate: overnight }}
        rates={[overnight]}
        meterFirstFreeMin={0}
        timeZone="America/Chicago"
        onClose={jest.fn()}
        onSave={jest.fn(async () => {})}
        onRemove={jest.fn(async () => {})}
      />,
    );
    await screen.findByText(m.meterTimeSlot);
    expect(screen.getByLabelText('Day')).toHaveDisplayValue('Friday');
    expect(screen.getByLabelText('Start time')).toHaveValue('22:00');
    expect(screen.getByLabelText('End day')).toHaveDisplayValue('Saturday (next day)');
    expect(screen.getByLabelText('End time')).toHaveValue('02:00');
  });

  it('shows a refused save’s text and stays open', async () => {
    const onSave = jest.fn(async () => {
      throw new Error('offline');
    });
    renderNew(onSave, []);
    await screen.findByText(m.meterTimeSlot);
    fireEvent.change(screen.getByLabelText('Price per hour ($)'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(m.rateSaveFailed)).toBeVisible();
  });

  it('Cancel and Remove call back', async () => {
    const { onClose, onRemove } = renderNew();
    await screen.findByText(m.meterTimeSlot);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(onRemove).toHaveBeenCalled());
  });
});
