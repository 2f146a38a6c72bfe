import type { PortalTheme } from '@/components/portal/customer/theme';

/** A link styled as the portal's button (primary: the brand's button colour). */
export function ThemedLink({
  href,
  theme,
  primary = true,
  children,
}: {
  href: string;
  theme: PortalTheme;
  primary?: boolean;
  children: React.ReactNode;
}) {
  return (
    <a
      href={href}
      style={primary ? { backgroundColor: theme.buttonBg, color: theme.buttonText } : undefined}
      className={
        'flex h-12 w-full items-center justify-center rounded-md text-base font-semibold shadow-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 ' +
        (primary ? '' : 'bg-white text-gray-900 ring-1 ring-gray-400')
      }
    >
      {children}
    </a>
  );
}
