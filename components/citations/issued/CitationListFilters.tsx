'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { inputClasses } from '@/components/ui/input-classes';
import type { CitationListState } from '@/lib/rules/citations/list-urls';

export interface CitationListFiltersProps {
  state: CitationListState;
  locations: readonly { uuid: string; name: string }[];
  /** Goes to the list with these changes (the state lives in the URL). */
  go: (next: Partial<CitationListState>) => void;
}

/** The location filter (All by default) and the search by notice number or plate (upper-cased). */
export function CitationListFilters({ state, locations, go }: CitationListFiltersProps) {
  const [draft, setDraft] = useState(state.search ?? '');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = draft.trim().toUpperCase();
    setDraft(term);
    go({ page: 0, search: term || null });
  }

  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor="citation-location" className="block text-sm font-medium text-gray-800">
          Location
        </label>
        <select
          id="citation-location"
          value={state.location}
          onChange={(e) => go({ page: 0, location: e.target.value, search: null })}
          className={`${inputClasses} mt-1 min-w-48`}
        >
          <option value="All">All</option>
          {locations.map((l) => (
            <option key={l.uuid} value={l.uuid}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
      <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="citation-search" className="block text-sm font-medium text-gray-800">
            Notice # or plate
          </label>
          <input
            id="citation-search"
            name="search"
            type="search"
            value={draft}
            maxLength={40}
            onChange={(e) => setDraft(e.target.value.toUpperCase())}
            className={`${inputClasses} mt-1 max-w-xs uppercase`}
          />
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
        {state.search ? (
          <Button
            variant="ghost"
            onClick={() => {
              setDraft('');
              go({ page: 0, search: null });
            }}
          >
            Clear search
          </Button>
        ) : null}
      </form>
    </div>
  );
}
