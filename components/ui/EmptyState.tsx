import type { ReactNode } from 'react';
import { cn } from './cn';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** A button or link to start (e.g. 'Add list'). */
  action?: ReactNode;
  className?: string;
}

/** What a list or screen shows when it has nothing yet. */
export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn('flex flex-col items-center justify-center px-4 py-10 text-center', className)}
    >
      {icon ? (
        <div
          className="mb-3 flex size-10 items-center justify-center rounded-full bg-gray-100 text-gray-600"
          aria-hidden="true"
        >
          {icon}
        </div>
      ) : null}
      <p className="text-sm font-semibold text-gray-900">{title}</p>
      {description ? <p className="mt-1 max-w-sm text-sm text-gray-600">{description}</p> : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
