import type { CustomerBrand } from '@/lib/contract/portal/bff';
import type { PortalTheme } from './theme';

/** The portal's branded header: logo from the provider's file storage and the title. */
export function PortalHeader({
  brand,
  fallbackTitle,
  theme,
  homeHref,
}: {
  brand: CustomerBrand;
  fallbackTitle: string;
  theme: PortalTheme;
  homeHref: string;
}) {
  const title = brand.brandTitle ?? fallbackTitle;
  return (
    <header
      style={{ backgroundColor: theme.headerBg, color: theme.headerText }}
      className="border-b border-black/10"
    >
      <div className="mx-auto flex max-w-lg items-center gap-3 px-4 py-3">
        <a href={homeHref || '/'} className="flex min-h-11 items-center gap-3 rounded-md">
          {brand.logoUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- served by the BFF from file storage
            <img src={brand.logoUrl} alt="" className="h-10 w-auto max-w-32 object-contain" />
          ) : null}
          <span className="text-lg font-semibold">{title}</span>
        </a>
      </div>
    </header>
  );
}
