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
    <form role="search" action="/plates" method="get" className={cn('min-w-0', className)}>
      <label htmlFor={id} className="sr-only">
        Find a plate
      </label>
      <input
        id={id}
        name="plate"
        type="search"
        maxLength={16}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        enterKeyHint="search"
        placeholder="Find a plate"
        className={cn(
          inputClasses,
          'h-8 w-28 font-mono uppercase placeholder:font-sans placeholder:normal-case sm:w-44',
        )}
      />
    </form>
  );
}
