'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { PageHeader } from '@/components/shell/PageHeader';
import { DateText } from '@/components/ui/DateText';
import { Pagination } from '@/components/ui/Pagination';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { lazyPart } from '@/components/ui/lazy-part';
import { Table, type TableColumn } from '@/components/ui/Table';
import type { AppealRow } from '@/lib/contract/citations/bff';
import { formatCount } from '@/lib/format';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import {
  appealDetailHref,
  appealsHref,
  appealsRouteQuery,
  type AppealFilters,
} from '@/lib/rules/citations/list-urls';
import { citationsMessages as cm } from '@/lib/messages/citations';
import { AppealFilterFields } from './AppealFilterFields';
import { AppealStatusChip } from './AppealStatusChip';
import { AppellantCell } from './AppellantCell';
import type { NotifEmailFormProps } from './NotifEmailForm';
import { NotifEmailPlaceholder } from './NotifEmailCard';

// The Violation Appeals e-mail form's code loads in its own chunk right after the page (keeps
// the list's first load within budget); its card is drawn at once, so the list never moves.
const NotifEmailForm = lazyPart<NotifEmailFormProps>(
  () => import('./NotifEmailForm').then((m) => m.NotifEmailForm),
  () => true,
  NotifEmailPlaceholder,
);

/** Opens an appeal's detail in a new tab (spec 3 §2). */
function openDetail(citation: string) {
  window.open(appealDetailHref(citation), '_blank', 'noopener');
}

const columns: TableColumn<AppealRow>[] = [
  {
    id: 'notice',
    header: 'Notice #',
    cell: (a) => (
      <Link
        href={appealDetailHref(a.citationUUID)}
        target="_blank"
        rel="noopener"
        onClick={(e) => e.stopPropagation()}
        className="font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {a.citationNumber}
      </Link>
    ),
  },
  { id: 'plate', header: 'Plate', cell: (a) => <span className="font-mono">{a.plate}</span> },
  {
    id: 'name',
    header: 'Appellant',
    cell: (a) => <AppellantCell name={a.name} email={a.email} />,
  },
  {
    id: 'reason',
    header: 'Reason',
    cell: (a) => (
      <p
        className="line-clamp-3 min-w-[13rem] max-w-md whitespace-pre-line break-words"
        title={a.reason}
      >
        {a.reason}
      </p>
    ),
  },
  { id: 'location', header: 'Location', cell: (a) => a.location ?? '' },
  {
    id: 'submitted',
    header: 'Submitted',
    cell: (a) => (
      <span className="block min-w-[6.5rem]">
        <DateText value={a.submissionDate} />
      </span>
    ),
  },
  { id: 'status', header: 'Status', cell: (a) => <AppealStatusChip status={a.status} /> },
];

/**
 * /citations/appeals (spec 3 §2 Appeals): the notification e-mail of the Violation Appeals
 * section, location and status filters, the paged list (reason cut to 3 lines); a row opens the
 * appeal in a new tab.
 */
export function AppealsScreen({ filters }: { filters: AppealFilters }) {
  const router = useRouter();
  const { data, error, isLoading, mutate } = useEndpoint(
    routes.listAppeals,
    { query: appealsRouteQuery(filters) },
    { keepPreviousData: true },
  );
  const go = (next: Partial<AppealFilters>) =>
    router.push(appealsHref({ ...filters, page: 0, ...next }));

  return (
    <>
      <PageHeader
        title={data ? `Appeals (${formatCount(data.count)})` : 'Appeals'}
        description="Appeals of violation notices from the violation portal. Each opens in a new tab."
      />
      <div className="space-y-4">
        {data ? (
          <NotifEmailForm
            key={data.appealNotifEmail ?? ''}
            current={data.appealNotifEmail}
            onSaved={() => void mutate()}
          />
        ) : null}
        <AppealFilterFields filters={filters} locations={data?.locations ?? []} go={go} />
        {error ? (
          <RetryAlert onRetry={() => void mutate()}>{error.message}</RetryAlert>
        ) : (
          <Table
            caption="Appeals"
            columns={columns}
            rows={data?.appeals ?? []}
            getRowId={(a) => a.uuid}
            onRowClick={(a) => openDetail(a.citationUUID)}
            rowLabel={(a) => `Open the appeal of notice ${a.citationNumber} in a new tab`}
            loading={isLoading && !data}
            density="compact"
            emptyText={cm.noAppeals}
          />
        )}
        {data && data.pages > 1 ? (
          <Pagination
            page={filters.page + 1}
            pageCount={data.pages}
            label="Appeals pages"
            onPageChange={(next) => router.push(appealsHref({ ...filters, page: next - 1 }))}
          />
        ) : null}
      </div>
    </>
  );
}
