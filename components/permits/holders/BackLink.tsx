import Link from 'next/link';
import { cn, focusRing } from '@/components/ui/cn';

/** The link back to a list above a detail screen. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link
      href={href}
      className={cn(
        'mb-2 inline-block text-sm font-medium text-brand-700 hover:underline',
        focusRing,
      )}
    >
      <span aria-hidden="true">← </span>
      {label}
    </Link>
  );
}
