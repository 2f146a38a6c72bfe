import 'server-only';
import type { MeterTableMeterResponse } from '@/lib/contract/meters/bff';

/**
 * The meter's printable scan-to-pay sign (@react-pdf/renderer, on the server only, like the permit
 * poster): the zone id large, the meter's name and the QR code of its public new-session page.
 * Both libraries are imported when a sign is asked for.
 */
export async function meterSignPdf(view: MeterTableMeterResponse): Promise<Buffer> {
  const [{ Document, Page, Text, View, Image, StyleSheet, renderToBuffer }, QRCode] =
    await Promise.all([import('@react-pdf/renderer'), import('qrcode')]);
  const { meter, links } = view;
  const qr = links.newSession
    ? await QRCode.toDataURL(links.newSession, {
        width: 640,
        margin: 1,
        errorCorrectionLevel: 'M',
      })
    : null;
  const s = StyleSheet.create({
    page: { padding: 48, fontFamily: 'Helvetica', alignItems: 'center', color: '#111827' },
    brand: { fontSize: 16, color: '#4b5563', marginBottom: 12, textAlign: 'center' },
    title: { fontSize: 40, fontFamily: 'Helvetica-Bold', textAlign: 'center', marginBottom: 8 },
    zone: { fontSize: 30, fontFamily: 'Helvetica-Bold', textAlign: 'center', marginBottom: 4 },
    name: { fontSize: 22, textAlign: 'center', marginBottom: 24 },
    qr: { width: 320, height: 320, marginBottom: 20 },
    missing: { fontSize: 16, color: '#b91c1c', marginVertical: 40, textAlign: 'center' },
    step: { fontSize: 14, marginBottom: 4, textAlign: 'center' },
    address: { fontSize: 11, color: '#374151', marginTop: 16, textAlign: 'center' },
  });
  const doc = (
    <Document title={`Zone ${meter.zoneId} — scan to pay`} author={links.brandTitle ?? 'Vert'}>
      <Page size="LETTER" style={s.page}>
        {links.brandTitle ? <Text style={s.brand}>{links.brandTitle}</Text> : null}
        <Text style={s.title}>Scan to pay for parking</Text>
        <Text style={s.zone}>Zone {meter.zoneId}</Text>
        <Text style={s.name}>{meter.name}</Text>
        {qr ? (
          // eslint-disable-next-line jsx-a11y/alt-text -- a PDF image, not an HTML one
          <Image src={qr} style={s.qr} />
        ) : (
          <Text style={s.missing}>
            A subdomain must be configured before the QR code can be printed.
          </Text>
        )}
        <View>
          <Text style={s.step}>1. Open your phone&apos;s camera and point it at the code.</Text>
          <Text style={s.step}>2. Enter your plate and choose how long you will stay.</Text>
          <Text style={s.step}>3. Pay: your receipt comes by e-mail.</Text>
        </View>
        {links.newSession ? <Text style={s.address}>{links.newSession}</Text> : null}
      </Page>
    </Document>
  );
  return renderToBuffer(doc);
}
