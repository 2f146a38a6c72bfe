'use client';

import { PageHeader } from '@/components/shell/PageHeader';
import { Alert } from '@/components/ui/Alert';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { Table, type TableColumn } from '@/components/ui/Table';
import { DateText } from '@/components/ui/DateText';
import type { BusinessAccount } from '@/lib/contract/permits';
import { permitsBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { permitsMessages } from '@/lib/messages/permits';
import { SUPPORT_EMAIL } from '@/lib/messages/support';

const columns: TableColumn<BusinessAccount>[] = [
  { id: 'name', header: 'BUSINESS NAME', cell: (a) => a.name },
  { id: 'email', header: 'EMAIL', cell: (a) => a.customerEmail },
  { id: 'created', header: 'CREATED AT', cell: (a) => <DateText value={a.createdAt} dateOnly /> },
];

export const businessAccountHref = (a: BusinessAccount) =>
  `/permits/business-accounts/${encodeURIComponent(a.uuid)}/customer/${encodeURIComponent(a.customerUUID)}`;

/**
 * /permits/business-accounts (spec 2 §2): the organisation's business accounts (its own clients
 * who issue private permits); a row opens the account. They are set up by contacting sales.
 */
export function BusinessAccountsScreen() {
  const accounts = useEndpoint(routes.listBusinessAccounts);
  return (
    <>
      <PageHeader
        title="Business accounts"
        description="Business accounts are your own clients, who issue private permits to their people."
      />
      <div className="space-y-4">
        <Alert tone="info">
          Business accounts are set up by our sales team. To add one, contact sales at{' '}
          <a className="font-medium underline" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
          .
        </Alert>
        {accounts.error ? (
          <RetryAlert onRetry={() => void accounts.mutate()}>{accounts.error.message}</RetryAlert>
        ) : null}
        <Table
          columns={columns}
          rows={accounts.data?.accounts ?? []}
          getRowId={(a) => a.uuid}
          rowHref={businessAccountHref}
          rowLabel={(a) => `${a.name}, ${a.customerEmail}`}
          caption="Business accounts"
          emptyText={permitsMessages.noBusinessAccounts}
          loading={accounts.isLoading}
        />
      </div>
    </>
  );
}
