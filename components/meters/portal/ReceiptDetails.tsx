import type { MeterReceipt } from '@/lib/contract';
import { formatMoney, zonedDateTime } from '@/lib/format';
import { timeLeft } from '@/lib/rules/meters/time-left';
import { ReceiptStatus } from './ReceiptStatus';

/** Valid while the provider says so and the end is still ahead at `now`. */
export const receiptValid = (receipt: Pick<MeterReceipt, 'status' | 'endTime'>, now: Date) =>
  receipt.status === 'Valid' && Date.parse(receipt.endTime) > now.getTime();

/**
 * The receipt: status and time left while valid (Expired from the end on: in the server's HTML
 * when rendered after it, in the browser at that moment), zone, plate, start, end, amount,
 * fees, total.
 */
export function ReceiptDetails({ receipt, now }: { receipt: MeterReceipt; now: Date }) {
  const money = (cents: number) => formatMoney(cents, { currency: receipt.currency });
  const at = (iso: string) => zonedDateTime(iso, receipt.timeZone);
  const valid = receiptValid(receipt, now);
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
      <ReceiptStatus
        end={receipt.endTime}
        status={valid ? 'Valid' : 'Expired'}
        initialLeft={timeLeft(Date.parse(receipt.endTime), now.getTime())}
        title={
          <h1 id="receipt-title" className="text-xl font-semibold text-gray-900">
            Parking receipt
          </h1>
        }
      />
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
