import type { MeterReceipt } from '@/lib/contract';
import { formatMoney, zonedDateTime } from '@/lib/format';
import { timeLeft } from '@/lib/rules/meters/time-left';
import { Countdown } from './Countdown';

/** The receipt: status, time left while valid, zone, plate, start, end, amount, fees, total. */
export function ReceiptDetails({ receipt, now }: { receipt: MeterReceipt; now: Date }) {
  const money = (cents: number) => formatMoney(cents, { currency: receipt.currency });
  const at = (iso: string) => zonedDateTime(iso, receipt.timeZone);
  const valid = receipt.status === 'Valid';
  const rows: [string, string][] = [
    ['Session', receipt.publicId],
    ['Zone', `${receipt.zoneId} · ${receipt.meterName}`],
    ['Plate', receipt.plate],
    ['Start', at(receipt.startTime)],
    ['End', at(receipt.endTime)],
    ['Amount', money(receipt.amount)],
    ['Fees', money(receipt.fees)],
    ['Total paid', money(receipt.total)],
  ];
  return (
    <section
      aria-labelledby="receipt-title"
      className="rounded-lg bg-white p-4 shadow-card ring-1 ring-gray-200"
    >
      <div className="flex items-center justify-between gap-3">
        <h1 id="receipt-title" className="text-xl font-semibold text-gray-900">
          Parking receipt
        </h1>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${
            valid ? 'bg-green-100 text-green-900' : 'bg-gray-200 text-gray-900'
          }`}
        >
          {receipt.status}
        </span>
      </div>
      {valid ? (
        <div className="mt-3 text-center">
          <p className="text-sm text-gray-700">Time left</p>
          <Countdown
            end={receipt.endTime}
            initial={timeLeft(Date.parse(receipt.endTime), now.getTime())}
          />
        </div>
      ) : null}
      <dl className="mt-4 divide-y divide-gray-200 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 py-2">
            <dt className="text-gray-700">{term}</dt>
            <dd className="text-right font-medium text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
