import { Card } from '@/components/ui/Card';
import { DetailField } from '@/components/permits/issued/DetailField';
import type { IssuedCitation } from '@/lib/contract/citations';
import { currencyOf, formatMoney } from '@/lib/format';

/** The citation's amounts: the fine, its override, due today, paid, fees and net. */
export function CitationAmountsCard({ citation: c }: { citation: IssuedCitation }) {
  const money = (cents: number | null) =>
    cents === null ? '—' : formatMoney(cents, { currency: currencyOf(c.currency) });
  return (
    <Card title="Amounts">
      <dl className="grid grid-cols-2 gap-4">
        <DetailField label="Amount">{money(c.amount)}</DetailField>
        <DetailField label="Override">{money(c.amountOverride)}</DetailField>
        <DetailField label="Due today">{money(c.amountDue)}</DetailField>
        <DetailField label="Paid total">{money(c.paidTotal)}</DetailField>
        <DetailField label="Fees">{money(c.paidTotalFees)}</DetailField>
        <DetailField label="Net">{money(c.paidNet)}</DetailField>
      </dl>
    </Card>
  );
}
