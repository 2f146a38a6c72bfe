import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { CheckIcon } from '@/components/ui/icons';

export interface ChecklistStepProps {
  index: number;
  title: string;
  done: boolean;
  children?: ReactNode;
}

/** One step of the payouts checklist: number or tick, title, what to do. */
export function ChecklistStep({ index, title, done, children }: ChecklistStepProps) {
  return (
    <li className="flex gap-3 p-4">
      <span
        className={cn(
          'flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
          done
            ? 'bg-success-50 text-success-700 ring-1 ring-success-600/30'
            : 'bg-gray-100 text-gray-700',
        )}
        aria-hidden="true"
      >
        {done ? <CheckIcon className="size-4" /> : index}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-gray-900">
          {title}
          <span className="sr-only">{done ? ' (done)' : ' (to do)'}</span>
        </p>
        {children ? <div className="mt-1 text-sm text-gray-600">{children}</div> : null}
      </div>
    </li>
  );
}
