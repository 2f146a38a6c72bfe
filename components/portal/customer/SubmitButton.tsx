'use client';
import { useFormStatus } from 'react-dom';
import type { PortalTheme } from './theme';

/** The form's one button: disabled while the action runs, so a double tap sends once. */
export function SubmitButton({
  label,
  busyLabel,
  theme,
}: {
  label: string;
  busyLabel: string;
  theme: PortalTheme;
}) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      style={{ backgroundColor: theme.buttonBg, color: theme.buttonText }}
      className="h-12 w-full rounded-md text-base font-semibold shadow-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 disabled:opacity-70"
    >
      {pending ? busyLabel : label}
    </button>
  );
}
