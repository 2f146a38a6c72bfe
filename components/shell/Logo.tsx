import { cn } from '@/components/ui/cn';

export interface LogoProps {
  /** Shows 'Vert Dashboard' next to the mark. */
  withText?: boolean;
  className?: string;
}

/** The Vert mark (the same drawing as public/logo.svg) and the product name. */
export function Logo({ withText = true, className }: LogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <svg viewBox="0 0 32 32" className="size-7 shrink-0" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#1d53ee" />
        <path
          d="M9 10.5 16 23l7-12.5"
          fill="none"
          stroke="#fff"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="16" cy="8.5" r="2" fill="#8ebdff" />
      </svg>
      {withText ? (
        <span className="text-[15px] font-semibold tracking-tight text-gray-900">
          Vert <span className="font-normal text-gray-600 max-sm:sr-only">Dashboard</span>
        </span>
      ) : (
        <span className="sr-only">Vert Dashboard</span>
      )}
    </span>
  );
}
