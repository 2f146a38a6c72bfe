import type { PortalTheme } from '@/components/portal/customer/theme';

/** The forms' one button, in the brand's colours (no script: the idempotency key stops a double charge). */
export function PayButton({ label, theme }: { label: string; theme: PortalTheme }) {
  return (
    <button
      type="submit"
      style={{ backgroundColor: theme.buttonBg, color: theme.buttonText }}
      className="h-12 w-full rounded-md text-base font-semibold shadow-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900"
    >
      {label}
    </button>
  );
}
