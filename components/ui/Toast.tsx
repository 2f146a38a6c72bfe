'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { cn, focusRing } from './cn';
import { ErrorIcon, InfoIcon, SuccessIcon, XIcon } from './icons';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastOptions {
  message: string;
  tone?: ToastTone;
  /** Milliseconds before it disappears (default 4000; errors 6000). */
  duration?: number;
}

interface ToastItem extends Required<ToastOptions> {
  id: number;
}

export interface ToastApi {
  show: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const tones: Record<ToastTone, { icon: typeof InfoIcon; iconClass: string }> = {
  info: { icon: InfoIcon, iconClass: 'text-brand-600' },
  success: { icon: SuccessIcon, iconClass: 'text-success-700' },
  error: { icon: ErrorIcon, iconClass: 'text-danger-700' },
};

function ToastView({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  const { icon: Icon, iconClass } = tones[toast.tone];
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.duration, onDismiss]);
  return (
    <div
      role={toast.tone === 'error' ? 'alert' : 'status'}
      className="pointer-events-auto flex w-full max-w-sm items-start gap-2.5 rounded-lg border border-gray-200 bg-white px-3.5 py-3 text-sm text-gray-900 shadow-dialog"
    >
      <Icon className={cn('mt-0.5 size-4 shrink-0', iconClass)} />
      <p className="min-w-0 flex-1">{toast.message}</p>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        aria-label="Dismiss notification"
        className={cn('-m-1 rounded p-1 text-gray-500 hover:text-gray-800', focusRing)}
      >
        <XIcon className="size-4" />
      </button>
    </div>
  );
}

/** Holds the toasts of the page and renders them bottom-right. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((t) => t.id !== id));
  }, []);

  const show = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    const tone = options.tone ?? 'info';
    const duration = options.duration ?? (tone === 'error' ? 6000 : 4000);
    setToasts((current) => [
      ...current.slice(-3),
      { id, message: options.message, tone, duration },
    ]);
    return id;
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 sm:items-end"
      >
        {toasts.map((toast) => (
          <ToastView key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** Shows short confirmations: `const toast = useToast(); toast.show({ message, tone: 'success' })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}
