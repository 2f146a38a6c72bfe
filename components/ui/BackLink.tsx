import Link from 'next/link';
import { cn, focusRing } from './cn';

export interface BackLinkProps {
  href: string;
  label: string;
  /** A fuller accessible name when the label alone is terse ('Back to parking meters'). */
  ariaLabel?: string;
}

/** The one link back to a list or parent page, above a detail screen's title: '← label'. */
export function BackLink({ href, label, ariaLabel }: BackLinkProps) {
  return (
    <Link
      href={href}
      aria-label={ariaLabel}
      data-back-link=""
      className={cn(
        'mb-2 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline',
        focusRing,
      )}
    >
      <span aria-hidden="true">←</span>
      {label}
    </Link>
  );
}
