import { VERSION_LABEL } from '@/lib/messages/core';
import { cn, focusRing } from '@/components/ui/cn';

export interface AppFooterProps {
  /** Defaults to the current year. */
  year?: number;
  className?: string;
}

const linkClass = cn(
  'rounded text-gray-600 underline-offset-2 hover:text-gray-900 hover:underline',
  focusRing,
);

/** Copyright, version label, privacy and terms links (spec 1 §2). */
export function AppFooter({ year = new Date().getFullYear(), className }: AppFooterProps) {
  return (
    <footer className={cn('border-t border-gray-200 bg-white', className)}>
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-4 text-xs text-gray-600 sm:px-6">
        <p>
          © {year} Vert Parking, Inc. All rights reserved.
          <span className="ml-3 rounded bg-gray-100 px-1.5 py-0.5 font-mono text-[11px] text-gray-700">
            {VERSION_LABEL}
          </span>
        </p>
        <nav aria-label="Legal">
          <ul className="flex gap-4">
            <li>
              <a href="/legal/privacy.html" className={linkClass}>
                Privacy
              </a>
            </li>
            <li>
              <a href="/legal/terms.html" className={linkClass}>
                Terms
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
