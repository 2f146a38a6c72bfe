'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { PageHeader } from '@/components/shell/PageHeader';
import { buttonClasses } from '@/components/ui/Button';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { teamBffRoutes as routes } from '@/lib/contract/team/bff-routes';
import { useDisplayTimeZone } from '@/lib/hooks/first-view-tz';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { AuditLogFilters, type AuditFilterValues } from './AuditLogFilters';
import { AuditLogBody } from './AuditLogBody';

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
  const nextCursor = log.data?.nextCursor ?? null;
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
        <AuditLogBody
          log={log}
          filtered={filtered}
          pageNumber={cursors.length + 1}
          onNewer={cursors.length > 0 ? () => go(cursors.slice(0, -1)) : null}
          onOlder={nextCursor ? () => go([...cursors, nextCursor]) : null}
        />
      </div>
    </>
  );
}
