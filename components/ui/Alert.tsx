import type { ReactNode } from 'react';
import { cn, focusRing } from './cn';
import { AlertIcon, ErrorIcon, InfoIcon, SuccessIcon, XIcon } from './icons';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

const tones: Record<AlertTone, { box: string; icon: string; Icon: typeof InfoIcon }> = {
  info: {
    box: 'border-brand-200 bg-brand-50 text-brand-900',
    icon: 'text-brand-700',
    Icon: InfoIcon,
  },
  success: {
    box: 'border-success-600/30 bg-success-50 text-success-700',
    icon: 'text-success-700',
    Icon: SuccessIcon,
  },
  warning: {
    box: 'border-warning-600/30 bg-warning-50 text-warning-800',
    icon: 'text-warning-700',
    Icon: AlertIcon,
  },
  error: {
    box: 'border-danger-600/30 bg-danger-50 text-danger-700',
    icon: 'text-danger-700',
    Icon: ErrorIcon,
  },
};

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons or links after the text. */
  actions?: ReactNode;
  /** Shows a close button. */
  onDismiss?: () => void;
  /** Errors default to role=alert (announced at once), the rest to role=status. */
  role?: 'alert' | 'status' | 'none';
  className?: string;
}

/** An inline message box: info, success, warning or error. */
export function Alert({
  tone = 'info',
  title,
  children,
  actions,
  onDismiss,
  role,
  className,
}: AlertProps) {
  const style = tones[tone];
  const resolvedRole = role ?? (tone === 'error' ? 'alert' : 'status');
  return (
    <div
      role={resolvedRole === 'none' ? undefined : resolvedRole}
      className={cn(
        'flex items-start gap-2.5 rounded-md border px-3 py-2.5 text-sm',
        style.box,
        className,
      )}
    >
      <style.Icon className={cn('mt-0.5 size-4 shrink-0', style.icon)} />
      <div className="min-w-0 flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={title ? 'mt-0.5' : undefined}>{children}</div> : null}
        {actions ? <div className="mt-2 flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          className={cn('-m-1 rounded p-1 opacity-80 hover:opacity-100', focusRing)}
          aria-label="Dismiss"
        >
          <XIcon className="size-4" />
        </button>
      ) : null}
    </div>
  );
}

export interface BannerProps extends Omit<AlertProps, 'title'> {
  /** Keeps the text centred in the page's content width. */
  contained?: boolean;
}

/** A full-width strip under the header (trial mode and the like). */
export function Banner({
  tone = 'info',
  children,
  actions,
  onDismiss,
  role,
  className,
  contained = true,
}: BannerProps) {
  const style = tones[tone];
  const resolvedRole = role ?? (tone === 'error' ? 'alert' : 'status');
  return (
    <div
      role={resolvedRole === 'none' ? undefined : resolvedRole}
      className={cn('border-b text-sm', style.box, className)}
    >
      <div
        className={cn(
          'flex items-center gap-2.5 px-4 py-2 sm:px-6',
          contained && 'mx-auto max-w-screen-2xl',
        )}
      >
        <style.Icon className={cn('size-4 shrink-0', style.icon)} />
        <div className="min-w-0 flex-1 font-medium">{children}</div>
        {actions}
        {onDismiss ? (
          <button
            type="button"
            onClick={onDismiss}
            className={cn('-m-1 rounded p-1 opacity-80 hover:opacity-100', focusRing)}
            aria-label="Dismiss"
          >
            <XIcon className="size-4" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
