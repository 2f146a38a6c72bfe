import type { CustomerBrand } from '@/lib/contract/portal/bff';
import { portalBrandTitle } from '@/lib/rules/portal/portal-frame';
import type { PortalTheme } from './theme';

/**
 * The portal's branded header, neutral for every area: logo from the provider's file storage and
 * the brand title, linking to the home of the reader's area.
 */
export function PortalHeader({
  brand,
  theme,
  homeHref,
}: {
  brand: CustomerBrand;
  theme: PortalTheme;
  /** The home of the reader's area (portalHomeHref). */
  homeHref: string;
}) {
  const title = portalBrandTitle(brand.brandTitle);
  return (
    <header
      style={{ backgroundColor: theme.headerBg, color: theme.headerText }}
      className="border-b border-black/10"
    >
      <div className="mx-auto flex max-w-lg items-center gap-3 px-4 py-3">
        <a href={homeHref} className="flex min-h-11 items-center gap-3 rounded-md">
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
