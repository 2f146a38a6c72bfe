import type { CitationNotice } from '@/lib/contract';
import { formatDate, formatMoney } from '@/lib/format';

/** The late fees a notice can still take, as text ('$75.00 after 14 days'). */
function lateFees(notice: CitationNotice, money: (cents: number) => string): string[] {
  const late: string[] = [];
  if (notice.lateAmount1 && notice.lateDays1 != null)
    late.push(`${money(notice.lateAmount1)} after ${notice.lateDays1} days`);
  if (notice.lateAmount2 && notice.lateDays2 != null)
    late.push(`${money(notice.lateAmount2)} after ${notice.lateDays2} days`);
  return late;
}

/** What the notice asks for: the amount due today with its late fees, or when it was paid. */
export function NoticeAmount({ notice, timeZone }: { notice: CitationNotice; timeZone: string }) {
  const money = (cents: number) => formatMoney(cents, { currency: notice.currency });
  if (notice.payable) {
    const late = lateFees(notice, money);
    return (
      <div className="mt-4 rounded-md bg-gray-50 p-3 ring-1 ring-gray-200">
        <p className="text-sm text-gray-700">Amount due today</p>
        <p className="text-3xl font-bold text-gray-900" data-testid="amount-due">
          {money(notice.amountDue)}
        </p>
        {notice.lateLevel > 0 ? (
          <p className="mt-1 text-sm text-gray-800">
            Includes the late fee (the notice was {money(notice.amount)} when issued).
          </p>
        ) : null}
        {late.length ? (
          <p className="mt-1 text-xs text-gray-700">Late fees: {late.join('; ')}.</p>
        ) : null}
      </div>
    );
  }
  if (!notice.datePaid) return null;
  return (
    <p className="mt-4 text-sm text-gray-800">
      Paid {money(notice.paidTotal)} on {formatDate(notice.datePaid, '', timeZone)}. Thank you.
    </p>
  );
}
