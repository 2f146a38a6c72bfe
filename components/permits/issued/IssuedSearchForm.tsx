'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { inputClasses } from '@/components/ui/input-classes';
import { issuedListHref } from './issued-list-href';

export interface IssuedSearchFormProps {
  /** The search in the URL, if any. */
  search: string | null;
  /** An empty search reloads the list. */
  onReload: () => void;
}

/** The holder search of /permits/issued (upper-cased as typed), with Clear search once searched. */
export function IssuedSearchForm({ search, onReload }: IssuedSearchFormProps) {
  const router = useRouter();
  const [draft, setDraft] = useState(search ?? '');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = draft.trim();
    setDraft(term);
    if (!term) {
      // An empty search reloads the list.
      router.push(issuedListHref(0));
      onReload();
      return;
    }
    router.push(issuedListHref(0, term));
  }

  return (
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
  );
}
