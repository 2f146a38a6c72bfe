'use client';

import {
  Description,
  Dialog as HeadlessDialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
} from '@headlessui/react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { cn, focusRing } from './cn';
import { XIcon } from './icons';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, outside click and the close button (never for a blocking dialog). */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom right; the primary action last. */
  actions?: ReactNode;
  /** Wraps body and actions in a form: Enter submits, the submit button is an action. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /**
   * A dialog the user cannot dismiss (role=alertdialog): Escape and outside clicks do nothing and
   * there is no close button; only its actions leave it.
   */
  blocking?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const widths = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl' } as const;

function ignoreClose() {}

/**
 * A modal dialog (Headless UI): focus moves in and is trapped, Escape and outside clicks close it,
 * focus returns to the opener. Put `autoFocus` (or `data-autofocus`) on the element to focus first.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  onSubmit,
  blocking = false,
  size = 'md',
  className,
}: DialogProps) {
  // Headless UI hides the rest of the page (aria-hidden, inert) only when a mounted dialog opens,
  // not when one mounts already open: open it one effect after mounting.
  const [mounted, setMounted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the second render is the point
  useEffect(() => setMounted(true), []);

  const body = (
    <>
      {children ? <div className="mt-4 space-y-4">{children}</div> : null}
      {actions ? (
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{actions}</div>
      ) : null}
    </>
  );

  return (
    <HeadlessDialog
      open={open && mounted}
      onClose={blocking ? ignoreClose : onClose}
      role={blocking ? 'alertdialog' : 'dialog'}
      className="relative z-50"
    >
      <DialogBackdrop className="fixed inset-0 bg-gray-900/50" />
      <div className="fixed inset-0 w-screen overflow-y-auto">
        <div className="flex min-h-full items-center justify-center p-4">
          <DialogPanel
            className={cn(
              'relative w-full rounded-lg bg-white p-5 shadow-dialog ring-1 ring-gray-200 sm:p-6',
              widths[size],
              className,
            )}
          >
            <div className={cn(!blocking && 'pr-8')}>
              <DialogTitle className="text-base font-semibold text-gray-900">{title}</DialogTitle>
              {description ? (
                <Description className="mt-1.5 text-sm text-gray-600">{description}</Description>
              ) : null}
            </div>
            {!blocking ? (
              <button
                type="button"
                onClick={onClose}
                aria-label="Close dialog"
                className={cn(
                  'absolute right-3 top-3 rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-800',
                  focusRing,
                )}
              >
                <XIcon />
              </button>
            ) : null}
            {onSubmit ? (
              <form noValidate onSubmit={onSubmit}>
                {body}
              </form>
            ) : (
              body
            )}
          </DialogPanel>
        </div>
      </div>
    </HeadlessDialog>
  );
}
