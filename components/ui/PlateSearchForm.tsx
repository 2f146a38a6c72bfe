'use client';

import { useState, type FormEvent } from 'react';
import { Button } from './Button';
import { inputClasses } from './input-classes';
import { cn } from './cn';

export interface PlateSearchFormProps {
  /** The plate searched for now (null: not searching). */
  value: string | null;
  onSearch: (plate: string) => void;
  onClear: () => void;
  className?: string;
  /** Accessible name of the field (default 'Search by plate'). */
  label?: string;
  placeholder?: string;
  maxLength?: number;
  id?: string;
  /** Plates only: monospace input (default true). */
  monospace?: boolean;
}

/** Search by plate (or plate and name): the field upper-cases as you type; Search and Clear search. */
export function PlateSearchForm({
  value,
  onSearch,
  onClear,
  className,
  label = 'Search by plate',
  placeholder = 'Search plate',
  maxLength = 16,
  id = 'plate-search',
  monospace = true,
}: PlateSearchFormProps) {
  // The field follows the searched plate when it changes from outside (a link, Clear).
  const [text, setText] = useState(value ?? '');
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value ?? '');
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const plate = text.trim().toUpperCase();
    if (plate) onSearch(plate);
    else if (value) onClear();
  }

  return (
    <form role="search" onSubmit={submit} className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value.toUpperCase())}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete="off"
        spellCheck={false}
        className={cn(
          inputClasses,
          'h-8 uppercase placeholder:normal-case',
          monospace ? 'w-44 font-mono placeholder:font-sans' : 'w-56',
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
