'use client';

import { WeekCalendar } from '@/components/calendar/WeekCalendar';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { PlusIcon } from '@/components/ui/icons';
import { lazyPart } from '@/components/ui/lazy-part';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { metersMessages as m } from '@/lib/messages/meters';
import { RATE_STEP_MINUTES } from '@/lib/rules/meters/rate-slot';
import { RatesSummaryTable } from './RatesSummaryTable';
import { useRatesView } from './use-rates-view';

const SlotDialog = lazyPart(() => import('./SlotDialog').then((x) => x.SlotDialog));

/**
 * /meter/[id]/rates (spec 3 §2, §4): the weekly calendar 'Meter price schedule' (60-minute step)
 * and the summary table, in the organisation's time zone (labelled; the browser's zone plays no
 * part: the calendar draws week minutes on a fixed UTC week). The meter header and side menu are the meter layout's.
 */
export function RatesScreen({ meter }: { meter: string }) {
  const view = useRatesView(meter);
  const { data, dialog } = view;
  if (view.error) return <RetryAlert onRetry={view.retry}>{view.error.message}</RetryAlert>;
  const firstFree = data?.meter.firstFreeMin ?? 0;
  return (
    <section aria-labelledby="meter-price-schedule" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="meter-price-schedule" className="text-lg font-semibold text-gray-900">
            {m.meterPriceSchedule}
          </h2>
          <p className="mt-1 text-sm text-gray-600">{m.rateCalendarHint}</p>
        </div>
        <Button icon={<PlusIcon className="size-4" />} onClick={view.addSlot} disabled={!data}>
          {m.addTimeSlot}
        </Button>
      </div>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-700">
        <span className="flex items-center gap-2">
          <span className="inline-block h-3 w-6 rounded-sm bg-brand-700" aria-hidden="true" />
          {m.rateLegendPriced}
        </span>
        <span className="flex items-center gap-2">
          <span
            className="inline-block h-3 w-6 rounded-sm border border-dashed border-gray-400 bg-white"
            aria-hidden="true"
          />
          {m.rateInactiveLegend}
        </span>
      </p>
      {view.notice ? (
        <Alert tone="error" onDismiss={view.dismissNotice}>
          {view.notice}
        </Alert>
      ) : null}
      {data ? (
        <p id="rate-times-zone" className="text-sm font-medium text-gray-900">
          {m.rateTimesIn(data.timeZone)}
        </p>
      ) : null}
      {/* At tablet width the weekday names are smaller and the event times wrap (not cut). */}
      <div
        aria-describedby={data ? 'rate-times-zone' : undefined}
        className="vert-rate-calendar rounded-lg border border-gray-200 bg-white p-2 max-lg:[&_.fc-col-header-cell-cushion]:px-0.5 max-lg:[&_.fc-col-header-cell-cushion]:text-xs [&_.fc-event-time]:whitespace-normal!"
      >
        {data ? (
          <WeekCalendar
            events={view.events}
            stepMinutes={RATE_STEP_MINUTES}
            onSelect={view.select}
            onEventClick={view.open}
            onEventChange={(id, start, end, revert) => void view.move(id, start, end, revert)}
          />
        ) : (
          <div className="h-[40rem] animate-pulse rounded-md bg-gray-50" aria-busy="true" />
        )}
      </div>
      <RatesSummaryTable rates={view.rates} meterFirstFreeMin={firstFree} onOpen={view.open} />
      {dialog ? (
        <SlotDialog
          key={dialog.mode === 'edit' ? dialog.rate.uuid : 'new'}
          open
          state={dialog}
          rates={view.rates}
          meterFirstFreeMin={firstFree}
          timeZone={data?.timeZone ?? 'UTC'}
          onClose={view.close}
          onSave={view.save}
          onRemove={view.remove}
        />
      ) : null}
    </section>
  );
}
