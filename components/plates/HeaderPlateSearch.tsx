import Link from 'next/link';
import { cn, focusRing } from '@/components/ui/cn';
import { SearchIcon } from '@/components/ui/icons';
import { inputClasses } from '@/components/ui/input-classes';

/**
 * The header's plate search on a wide screen: a plain GET form to /plates (no script), which opens the typed
 * plate's Plate 360 (upper-cased, spaces and dashes ignored). Enter submits.
 */
export function HeaderPlateSearch({
  className,
  id = 'header-plate-search',
}: {
  className?: string;
  id?: string;
}) {
  return (
    <form role="search" action="/plates" method="get" className={cn('relative min-w-0', className)}>
      <label htmlFor={id} className="sr-only">
        Find a plate
      </label>
      <SearchIcon className="pointer-events-none absolute left-2 top-1/2 size-4 -translate-y-1/2 text-gray-500" />
      <input
        id={id}
        name="plate"
        type="search"
        maxLength={16}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        enterKeyHint="search"
        placeholder="Plate"
        className={cn(
          inputClasses,
          'h-8 pl-8 font-mono uppercase placeholder:font-sans placeholder:normal-case',
        )}
      />
    </form>
  );
}

/**
 * The header's plate search below 1024 px: a link to /plates, which asks for the plate (the form
 * would squeeze the organisation's name out of the header at 820 px).
 */
export function HeaderPlateSearchLink({ className }: { className?: string }) {
  return (
    <Link
      href="/plates"
      aria-label="Find a plate"
      title="Find a plate"
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 hover:text-gray-900',
        focusRing,
        className,
      )}
    >
      <SearchIcon />
    </Link>
  );
}
