'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { inputClasses } from '@/components/ui/input-classes';

/** How long typing pauses before the search runs. */
const SEARCH_DELAY_MS = 300;

/** The holder search: it runs as typing pauses, and lives in the URL (?search=). */
export function HolderSearchForm({ search }: { search: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const [text, setText] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function onSearch(value: string) {
    setText(value);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const term = value.trim();
      router.replace(term ? `${pathname}?search=${encodeURIComponent(term)}` : pathname, {
        scroll: false,
      });
    }, SEARCH_DELAY_MS);
  }

  return (
    <form
      role="search"
      className="max-w-md"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text);
      }}
    >
      <label htmlFor="holder-search" className="sr-only">
        Search permit holders
      </label>
      <input
        id="holder-search"
        type="search"
        className={inputClasses}
        placeholder="Search by name, email or customer ID"
        maxLength={120}
        value={text}
        onChange={(e) => onSearch(e.target.value)}
      />
    </form>
  );
}
