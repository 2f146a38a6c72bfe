import { cn } from '@/components/ui/cn';
import { inputClasses } from '@/components/ui/input-classes';

/**
 * The header's plate search: a plain GET form to /plates (no script), which opens the typed
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
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        aria-hidden="true"
        focusable="false"
        className="pointer-events-none absolute left-2 top-1/2 size-4 -translate-y-1/2 text-gray-500"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
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
