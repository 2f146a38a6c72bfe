import 'server-only';
import { formatMoney } from '@/lib/format';
import type { PermitTypeResponse } from '@/lib/contract/permits/bff';
import { BUSINESS_ONLY_TEXTS, posterTitle } from '@/lib/rules/permits/permit-rules';

/**
 * The scan-to-pay poster of a permit type as a PDF (@react-pdf/renderer, on the server only:
 * DESIGN, files). The QR code encodes the portal's guest-checkout address (or the portal root
 * when the portal is private). Both libraries are imported when a poster is asked for, so
 * nothing else on the server loads them.
 */
export async function permitPosterPdf(view: PermitTypeResponse): Promise<Buffer> {
  const [{ Document, Page, Text, View, Image, StyleSheet, renderToBuffer }, QRCode] =
    await Promise.all([import('@react-pdf/renderer'), import('qrcode')]);
  const { product, portal } = view;
  const qr = portal.qrTarget
    ? await QRCode.toDataURL(portal.qrTarget, { width: 640, margin: 1, errorCorrectionLevel: 'M' })
    : null;
  const price = formatMoney(product.amount, { currency: product.currency, zeroAsFree: true });
  const s = StyleSheet.create({
    page: { padding: 48, fontFamily: 'Helvetica', alignItems: 'center', color: '#111827' },
    brand: { fontSize: 16, color: '#4b5563', marginBottom: 12, textAlign: 'center' },
    title: { fontSize: 40, fontFamily: 'Helvetica-Bold', textAlign: 'center', marginBottom: 8 },
    name: { fontSize: 26, textAlign: 'center', marginBottom: 6 },
    price: { fontSize: 22, fontFamily: 'Helvetica-Bold', marginBottom: 24 },
    qr: { width: 320, height: 320, marginBottom: 20 },
    missing: { fontSize: 16, color: '#b91c1c', marginVertical: 40, textAlign: 'center' },
    step: { fontSize: 14, marginBottom: 4, textAlign: 'center' },
    address: { fontSize: 11, color: '#374151', marginTop: 16, textAlign: 'center' },
    description: { fontSize: 12, color: '#4b5563', marginTop: 20, textAlign: 'center' },
  });
  const doc = (
    <Document title={`${product.name} — scan to pay`} author={portal.brandTitle ?? 'Vert'}>
      <Page size="LETTER" style={s.page}>
        {portal.brandTitle ? <Text style={s.brand}>{portal.brandTitle}</Text> : null}
        <Text style={s.title}>{posterTitle(portal)}</Text>
        <Text style={s.name}>{product.name}</Text>
        <Text style={s.price}>{price}</Text>
        {qr ? (
          // eslint-disable-next-line jsx-a11y/alt-text -- a PDF image, not an HTML one
          <Image src={qr} style={s.qr} />
        ) : (
          <Text style={s.missing}>
            {portal.businessOnly
              ? BUSINESS_ONLY_TEXTS.noPublicLink
              : 'A subdomain must be configured before the QR code can be printed.'}
          </Text>
        )}
        {qr ? (
          <View>
            <Text style={s.step}>1. Open your phone&apos;s camera and point it at the code.</Text>
            <Text style={s.step}>2. Tap the link and enter your vehicle.</Text>
            <Text style={s.step}>3. Pay and park: your permit is on record at once.</Text>
            <Text style={s.address}>{portal.qrTarget}</Text>
          </View>
        ) : null}
        <Text style={s.description}>{product.description}</Text>
      </Page>
    </Document>
  );
  return renderToBuffer(doc);
}
