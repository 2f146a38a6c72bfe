'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { inputClasses } from '@/components/ui/input-classes';
import { cn } from '@/components/ui/cn';

export interface PlateSearchFormProps {
  /** The plate searched for now (null: not searching). */
  value: string | null;
  onSearch: (plate: string) => void;
  onClear: () => void;
  className?: string;
}

/** Search by plate: the field upper-cases as you type; Search and Clear search. */
export function PlateSearchForm({ value, onSearch, onClear, className }: PlateSearchFormProps) {
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const plate = text.trim().toUpperCase();
    if (plate) onSearch(plate);
    else if (value) onClear();
  }

  return (
    <form role="search" onSubmit={submit} className={cn('flex items-center gap-2', className)}>
      <label htmlFor="plate-search" className="sr-only">
        Search by plate
      </label>
      <input
        id="plate-search"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value.toUpperCase())}
        placeholder="Search plate"
        maxLength={16}
        autoComplete="off"
        spellCheck={false}
        className={cn(
          inputClasses,
          'h-8 w-44 font-mono uppercase placeholder:font-sans placeholder:normal-case',
        )}
      />
      <Button type="submit" variant="secondary" size="sm">
        Search
      </Button>
      {value ? (
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear search
        </Button>
      ) : null}
    </form>
  );
}
