'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { PageHeader } from '@/components/shell/PageHeader';
import { Button, buttonClasses } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { teamBffRoutes as routes } from '@/lib/contract/team/bff-routes';
import { useDisplayTimeZone } from '@/lib/hooks/first-view-tz';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { AuditLogFilters, type AuditFilterValues } from './AuditLogFilters';
import { AuditLogTable } from './AuditLogTable';

const FILTER_KEYS = ['actor', 'kind', 'plate', 'from', 'to'] as const;

/** The filters of the URL (?actor=&kind=&plate=&from=&to=): a filtered log is a link to share. */
export function filtersOfSearch(search: URLSearchParams): AuditFilterValues {
  const get = (key: (typeof FILTER_KEYS)[number]) => search.get(key) ?? '';
  return {
    actor: get('actor'),
    kind: get('kind'),
    plate: get('plate'),
    from: get('from'),
    to: get('to'),
  };
}

/**
 * /audit-log (Settings → Audit log, issue 30 item 3; super administrators): every staff change
 * and look-up of the organisation, newest first, 50 a page (keyset: Older / Newer), filtered by
 * person, kind, plate and dates from the URL, and exported as CSV with the same filters.
 */
export function AuditLogScreen() {
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const tz = useDisplayTimeZone();
  const filters = filtersOfSearch(new URLSearchParams(search.toString()));
  const filterKey = FILTER_KEYS.map((k) => filters[k]).join('|');
  // The cursors of the pages before this one (keyset paging goes forward; Newer pops one).
  const [paging, setPaging] = useState<{ key: string; cursors: string[] }>({
    key: filterKey,
    cursors: [],
  });
  const cursors = paging.key === filterKey ? paging.cursors : [];
  const cursor = cursors.at(-1);
  const query = { ...filters, ...(cursor ? { cursor } : {}) };
  const log = useEndpoint(
    routes.auditLog,
    { query },
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  const people = useEndpoint(routes.auditPeople, {}, { revalidateOnFocus: false });
  const rows = log.data?.events ?? [];
  const filtered = Object.values(filters).some(Boolean);
  const exportUrl = endpointUrl(routes.auditLogCsv, {}, { ...filters, tz });

  const apply = (next: AuditFilterValues) => {
    const params = new URLSearchParams();
    for (const key of FILTER_KEYS) if (next[key].trim()) params.set(key, next[key].trim());
    const qs = params.toString();
    router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
  };
  const go = (next: string[]) => setPaging({ key: filterKey, cursors: next });

  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change your team made and every plate look-up, newest first. Nobody can edit or delete an entry."
        actions={
          <a className={buttonClasses('secondary', 'md')} href={exportUrl} download>
            Export CSV
          </a>
        }
      />
      <div className="space-y-3">
        <AuditLogFilters value={filters} people={people.data?.people ?? []} onApply={apply} />
        {log.error ? (
          <RetryAlert onRetry={() => void log.mutate()}>{log.error.message}</RetryAlert>
        ) : log.isLoading && !log.data ? (
          <div
            className="h-40 animate-pulse rounded-lg border border-gray-200 bg-white"
            role="status"
          >
            <span className="sr-only">Loading the audit log…</span>
          </div>
        ) : rows.length === 0 ? (
          <EmptyState
            title={filtered ? 'No entries match these filters' : 'No entries yet'}
            description={
              filtered
                ? 'Try another person, kind, plate or dates.'
                : 'Changes your team makes will appear here.'
            }
          />
        ) : (
          <>
            <AuditLogTable rows={rows} />
            <nav aria-label="Audit log pages" className="flex items-center justify-between gap-2">
              <Button
                variant="secondary"
                disabled={cursors.length === 0}
                onClick={() => go(cursors.slice(0, -1))}
              >
                Newer
              </Button>
              <span className="text-sm text-gray-600">Page {cursors.length + 1}</span>
              <Button
                variant="secondary"
                disabled={!log.data?.nextCursor}
                onClick={() => log.data?.nextCursor && go([...cursors, log.data.nextCursor])}
              >
                Older
              </Button>
            </nav>
          </>
        )}
      </div>
    </>
  );
}
