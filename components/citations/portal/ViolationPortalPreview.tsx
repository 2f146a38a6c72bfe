import { citationsMessages as cm } from '@/lib/messages/citations';
import { PortalQrCode } from './PortalQrCode';
import type { PortalDraft } from './use-violation-portal-form';

/**
 * The settings as violators would see them: the notice page's header (an empty text shows its
 * default; the default payment instruction comes with the portal's QR code), and how a notice
 * opens in the chosen mode.
 */
export function ViolationPortalPreview({
  draft,
  defaults,
  portalRoot,
}: {
  draft: PortalDraft;
  defaults: { header1: string; header2: string };
  portalRoot: string | null;
}) {
  const shown1 = draft.header1.trim() || defaults.header1;
  const shown2 = draft.header2.trim() || defaults.header2;
  return (
    <>
      <figure className="rounded-md border border-gray-200 bg-gray-50 p-3">
        <figcaption className="text-xs font-medium text-gray-700">
          Preview: the notice page&apos;s header
        </figcaption>
        <p className="mt-2 text-sm font-semibold text-gray-900">{shown1}</p>
        <div className="mt-2 flex items-start gap-3">
          {portalRoot && !draft.header2.trim() ? <PortalQrCode target={portalRoot} /> : null}
          <p className="text-sm text-gray-800">{shown2}</p>
        </div>
      </figure>
      <figure className="rounded-md border border-gray-200 bg-gray-50 p-3">
        <figcaption className="text-xs font-medium text-gray-700">
          Preview: how violators open a notice
        </figcaption>
        <p className="mt-2 text-sm text-gray-800" data-testid="portal-mode-preview">
          {draft.isPrivate ? cm.portalPrivateNote : cm.portalPublicPreview}
        </p>
      </figure>
    </>
  );
}
