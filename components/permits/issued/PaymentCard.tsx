import { Card } from '@/components/ui/Card';
import type { IssuedPermit } from '@/lib/contract/permits';
import { paymentLineText } from '@/lib/rules/permits/issued-display';
import { DetailField } from './DetailField';

/** The permit's fee breakdown: subtotal, fees, total and net. */
export function PaymentCard({ permit }: { permit: IssuedPermit }) {
  return (
    <Card title="Payment">
      <dl className="grid grid-cols-2 gap-4">
        <DetailField label="Subtotal">{paymentLineText(permit, permit.paidSubtotal)}</DetailField>
        <DetailField label="Fees">{paymentLineText(permit, permit.paidTotalFees)}</DetailField>
        <DetailField label="Total">{paymentLineText(permit, permit.paidTotal)}</DetailField>
        <DetailField label="Net">{paymentLineText(permit, permit.paidNet)}</DetailField>
      </dl>
    </Card>
  );
}
