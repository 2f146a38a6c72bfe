import { Card } from '@/components/ui/Card';
import { DateText } from '@/components/ui/DateText';
import type { HolderDetailResponse } from '@/lib/contract/permits/bff';
import { formatCount } from '@/lib/format';
import { DetailList } from './DetailList';

/** The permit holder's details (Loading… until they are in). */
export function HolderDetailsCard({
  customer,
}: {
  customer: HolderDetailResponse['customer'] | undefined;
}) {
  return (
    <Card title="Details">
      {customer ? (
        <DetailList
          items={[
            ['Customer ID', customer.customerPublicId],
            ['Name', customer.fullname],
            ['Email', customer.email],
            ['# Active permits', formatCount(customer.permitCount)],
            ['# Total issued', formatCount(customer.totalCount)],
            ['Created on', <DateText key="created" value={customer.createdAt} />],
            ...(customer.customerEntityName
              ? [['Business account', customer.customerEntityName] as [string, string]]
              : []),
          ]}
        />
      ) : (
        <p className="text-sm text-gray-600">Loading…</p>
      )}
    </Card>
  );
}
