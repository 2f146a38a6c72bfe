import { Card } from '@/components/ui/Card';
import { DateText } from '@/components/ui/DateText';
import type { BusinessAccount } from '@/lib/contract/permits';
import { formatCount } from '@/lib/format';
import { DetailList } from '../holders/DetailList';

/** The business account's details (Loading… until it is in). */
export function BusinessDetailsCard({ account }: { account: BusinessAccount | undefined }) {
  return (
    <Card title="Details">
      {account ? (
        <DetailList
          items={[
            ['Business name', account.name],
            ['Account admin', account.adminName],
            ['Email', account.customerEmail],
            ['# Active permits', formatCount(account.permitCount)],
            ['# Total issued permits', formatCount(account.totalCount)],
            ['Created on', <DateText key="created" value={account.createdAt} />],
          ]}
        />
      ) : (
        <p className="text-sm text-gray-600">Loading…</p>
      )}
    </Card>
  );
}
