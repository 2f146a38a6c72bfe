import { portalTheme, type PortalTheme } from '@/components/portal/customer/theme';
import { DEFAULT_BRAND_COLOR, normalizeHex } from '@/lib/rules/portal/brand-branding';

export interface BrandPreviewsProps {
  title: string;
  brandColor: string;
  accentColor: string;
  /** The logo to show: the chosen (resized) file's object URL, or the saved logo's URL. */
  logoUrl: string | null;
  /** The payment view's line item (default 'Monthly permit'). */
  paymentItem?: string;
}

/** A typed colour as the portal reads it; one that is not (yet) a colour counts as white. */
const hexOf = (typed: string) => normalizeHex(typed) ?? DEFAULT_BRAND_COLOR;

const INFO_FIELDS = ['Name', 'Email', 'License plate', 'Make', 'Model', 'Color'] as const;

interface HeaderProps {
  title: string;
  logoUrl: string | null;
  theme: PortalTheme;
}

function PortalHeader({ title, logoUrl, theme }: HeaderProps) {
  return (
    <div
      className="flex min-h-14 items-center gap-3 border-b border-gray-200 px-4 py-3"
      style={{ backgroundColor: theme.headerBg, color: theme.headerText }}
    >
      {logoUrl ? (
        // A blob: URL or the BFF's logo route; next/image does not take blob: URLs.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={logoUrl} alt="" className="max-h-10 w-auto max-w-24 shrink-0 object-contain" />
      ) : null}
      <span className="min-w-0 flex-1 font-semibold break-words">
        {title.trim() || 'Your company'}
      </span>
    </div>
  );
}

function PreviewButton({ theme, children }: { theme: PortalTheme; children: string }) {
  return (
    <span
      className="mt-4 flex w-full items-center justify-center rounded-md border border-gray-300 px-4 py-2 text-sm font-semibold"
      style={{ backgroundColor: theme.buttonBg, color: theme.buttonText }}
    >
      {children}
    </span>
  );
}

/**
 * The two live previews of the branding page (spec 2 §2): the customer information form (Name,
 * Email, License plate, Make, Model, Color, Continue) and the payment view (Pay $50.00), in the
 * brand's colours, title and logo, with the customer portal's own theme (portalTheme: header in the
 * brand colour, buttons in the accent colour, text by luminance). Pictures of the portal, not
 * forms: nothing in them is focusable.
 */
export function BrandPreviews({
  title,
  brandColor,
  accentColor,
  logoUrl,
  paymentItem = 'Monthly permit',
}: BrandPreviewsProps) {
  const theme = portalTheme({ brandColor: hexOf(brandColor), accentColor: hexOf(accentColor) });
  const header = <PortalHeader title={title} logoUrl={logoUrl} theme={theme} />;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
      <figure className="overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
        <figcaption className="border-b border-gray-200 bg-gray-50 px-4 py-2 text-xs font-medium text-gray-700">
          Preview: customer details
        </figcaption>
        {header}
        <div className="p-4">
          <p className="text-sm font-semibold text-gray-900">Your information</p>
          <dl className="mt-3 space-y-2">
            {INFO_FIELDS.map((field) => (
              <div key={field}>
                <dt className="text-xs font-medium text-gray-700">{field}</dt>
                <dd className="mt-0.5 h-7 rounded border border-gray-300 bg-white" />
              </div>
            ))}
          </dl>
          <PreviewButton theme={theme}>Continue</PreviewButton>
        </div>
      </figure>
      <figure className="overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
        <figcaption className="border-b border-gray-200 bg-gray-50 px-4 py-2 text-xs font-medium text-gray-700">
          Preview: payment
        </figcaption>
        {header}
        <div className="p-4">
          <p className="text-sm font-semibold text-gray-900">Payment</p>
          <dl className="mt-3 space-y-1 text-sm text-gray-800">
            <div className="flex justify-between">
              <dt>{paymentItem}</dt>
              <dd className="tabular-nums">$50.00</dd>
            </div>
            <div className="flex justify-between border-t border-gray-200 pt-1 font-semibold">
              <dt>Total</dt>
              <dd className="tabular-nums">$50.00</dd>
            </div>
          </dl>
          <div className="mt-3 h-9 rounded border border-gray-300 bg-gray-50 px-3 py-2 text-xs text-gray-600">
            Card number
          </div>
          <PreviewButton theme={theme}>Pay $50.00</PreviewButton>
        </div>
      </figure>
    </div>
  );
}
