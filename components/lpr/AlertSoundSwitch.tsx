'use client';

import { cn, focusRing } from '@/components/ui/cn';
import { lprMessages } from '@/lib/messages/lpr';
import { useAlertSound } from './alert-sound';

/** The switch of the hot-list sound (off by default, kept in this browser). */
export function AlertSoundSwitch({ className }: { className?: string }) {
  const [on, setOn] = useAlertSound();
  return (
    <label className={cn('inline-flex cursor-pointer items-center gap-2 text-sm', className)}>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        onClick={() => setOn(!on)}
        className={cn(
          'relative inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors',
          on ? 'bg-brand-600' : 'bg-gray-300',
          focusRing,
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block h-4 w-4 rounded-full bg-white shadow transition-transform',
            on ? 'translate-x-4' : 'translate-x-0.5',
          )}
        />
      </button>
      <span className="text-gray-700">{lprMessages.alertSoundLabel}</span>
    </label>
  );
}
