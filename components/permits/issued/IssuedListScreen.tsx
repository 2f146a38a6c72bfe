'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { PageHeader } from '@/components/shell/PageHeader';
import { Button } from '@/components/ui/Button';
import { Table } from '@/components/ui/Table';
import { inputClasses } from '@/components/ui/input-classes';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { permitIssuedBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { permitsMessages } from '@/lib/messages/permits';
import { issuedColumns } from './issued-columns';

export interface IssuedListScreenProps {
  /** The page from the URL, from 0. */
  page: number;
  /** The holder search from the URL, if any (the route's query schema upper-cases it). */
  search: string | null;
}

/** Where the issued permits list lives for a page and a search (page 0 and no search: bare). */
export function issuedListHref(page: number, search?: string | null): string {
  const query = new URLSearchParams();
  if (page > 0) query.set('page', String(page));
  if (search) query.set('search', search);
  const text = query.toString();
  return text ? `/permits/issued?${text}` : '/permits/issued';
}

/**
 * /permits/issued (spec 2 §2): every issued permit, newest first, 100 a page from page 0 with
 * Previous and Next; the holder search (upper-cased; an empty search reloads the list). A row
 * opens /permits/{productUUID}/issued/{uuid}?page={n}.
 */
export function IssuedListScreen({ page, search }: IssuedListScreenProps) {
  const router = useRouter();
  const { data, error, isLoading, mutate } = useEndpoint(
    routes.listIssued,
    { query: { page, search } },
    { keepPreviousData: true },
  );
  // The search as the route's query schema sent it on (upper-cased), once the answer is in.
  const shown = data?.search ?? search;
  const [draft, setDraft] = useState(search ?? '');
  const [now] = useState(() => new Date());

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = draft.trim();
    setDraft(term);
    if (!term) {
      // An empty search reloads the list.
      router.push(issuedListHref(0));
      void mutate();
      return;
    }
    router.push(issuedListHref(0, term));
  }

  return (
    <>
      <PageHeader
        title="Issued permits"
        description="Every permit issued or applied for, newest first. Search by permit holder name, permit ID or license plate."
      />
      <form role="search" onSubmit={submit} className="mb-4 flex flex-wrap items-end gap-2">
        <label htmlFor="permit-holder-search" className="sr-only">
          Search for a permit holder
        </label>
        <input
          id="permit-holder-search"
          name="search"
          type="search"
          value={draft}
          maxLength={120}
          placeholder="Permit holder, permit ID or plate"
          onChange={(e) => setDraft(e.target.value.toUpperCase())}
          className={`${inputClasses} max-w-sm uppercase placeholder:normal-case`}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
        {search ? (
          <Button variant="ghost" onClick={() => router.push(issuedListHref(0))}>
            Clear search
          </Button>
        ) : null}
      </form>
      {error ? (
        <RetryAlert onRetry={() => void mutate()}>{error.message}</RetryAlert>
      ) : (
        <div className="space-y-4">
          <Table
            caption={shown ? `Issued permits matching ${shown}` : 'Issued permits'}
            columns={issuedColumns(now)}
            rows={data?.permits ?? []}
            getRowId={(p) => p.uuid}
            rowHref={(p) => `/permits/${p.productUUID}/issued/${p.uuid}?page=${page}`}
            rowLabel={(p) => `Permit ${p.customerPermitId} of ${p.permitHolder.name}`}
            loading={isLoading && !data}
            density="compact"
            emptyText={
              search ? permitsMessages.noPermitsIssuedOrApplied : permitsMessages.noPermitsIssued
            }
          />
          <nav
            aria-label="Issued permits pages"
            className="flex items-center justify-between gap-2"
          >
            <Button
              variant="secondary"
              size="sm"
              disabled={page <= 0}
              onClick={() => router.push(issuedListHref(page - 1, search))}
            >
              Previous
            </Button>
            <span className="text-sm text-gray-600">Page {page + 1}</span>
            <Button
              variant="secondary"
              size="sm"
              disabled={!data?.hasNext}
              onClick={() => router.push(issuedListHref(page + 1, search))}
            >
              Next
            </Button>
          </nav>
        </div>
      )}
    </>
  );
}
