import Link from 'next/link';
import { cn } from '@/components/ui/cn';
import { plate360Href } from '@/lib/rules/plates/plate-events';

/**
 * A plate as a link to its Plate 360. Above a table row's stretched link (relative z-[1]), so
 * in a clickable row the plate opens Plate 360 and the rest of the row the row's own page. Not
 * prefetched, like the rows' own links: a table draws 100 of them.
 */
export function PlateLink({ plate, className }: { plate: string; className?: string }) {
  return (
    <Link
      href={plate360Href(plate)}
      prefetch={false}
      title={`Plate 360 of ${plate}`}
      className={cn('relative z-[1] text-brand-700 hover:underline', className)}
    >
      {plate}
    </Link>
  );
}
