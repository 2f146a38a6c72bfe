/**
 * The violation portal's header texts (spec 3 §2 Portal branding): header1 and header2 as saved,
 * else their defaults: a notice text with the brand title, and a payment instruction with the
 * portal's address (its subdomain), a QR code and no cash payments.
 */

export function defaultHeader1(brandTitle: string | null): string {
  const who = brandTitle?.trim() || 'the parking operator';
  return `You have received a parking violation notice from ${who}.`;
}

/** `portalAddress`: the portal's address without the scheme (e.g. northgate.portal.example.com). */
export function defaultHeader2(portalAddress: string | null): string {
  const where = portalAddress ? `online at ${portalAddress}` : 'online on the payment portal';
  return `Pay your violation ${where} or scan the QR code on your notice. No cash payments are accepted.`;
}

/** The address shown to violators: the portal root without its scheme. */
export const portalAddressOf = (root: string | null) =>
  root ? root.replace(/^https?:\/\//, '') : null;

/** What the portal shows: the saved text, or the default when it is empty. */
export function headerTexts(
  saved: { header1: string | null; header2: string | null },
  brandTitle: string | null,
  portalRoot: string | null,
): { header1: string; header2: string } {
  return {
    header1: saved.header1?.trim() || defaultHeader1(brandTitle),
    header2: saved.header2?.trim() || defaultHeader2(portalAddressOf(portalRoot)),
  };
}
