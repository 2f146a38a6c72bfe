import { create } from 'qrcode';
import {
  permitSignSvg,
  qrPath,
  signFileName,
  xmlEscape,
  type QrMatrix,
} from '@/lib/rules/permits/permit-sign';

const matrix = (rows: string[]): QrMatrix => ({
  size: rows.length,
  isDark: (r, c) => rows[r][c] === '#',
});

describe('qrPath', () => {
  it.each([
    [['..', '..'], ''],
    [['#.', '.#'], 'M0 0h1v1h-1zM1 1h1v1h-1z'],
    [['###', '...', '#.#'], 'M0 0h3v1h-3zM0 2h1v1h-1zM2 2h1v1h-1z'],
  ])('%p → %p', (rows, path) => {
    expect(qrPath(matrix(rows))).toBe(path);
  });
});

describe('permitSignSvg', () => {
  const qrcode = create('https://northgate.portal.example.com/guestcheckout', {
    errorCorrectionLevel: 'M',
  });
  const qr = {
    size: qrcode.modules.size,
    isDark: (r: number, c: number) => Boolean(qrcode.modules.get(r, c)),
  };
  const input = {
    brandTitle: 'Northgate <University> & "Parking"',
    permitName: 'Visitor',
    price: '$5.00',
    url: 'https://northgate.portal.example.com/guestcheckout',
    brandColor: '1d4ed8',
    qr,
  };

  it('escapes the texts and draws the brand colour and the QR modules', () => {
    const svg = permitSignSvg(input);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('Northgate &lt;University&gt; &amp; &quot;Parking&quot;');
    expect(svg).not.toContain('<University>');
    expect(svg).toContain('fill="#1d4ed8"');
    expect(svg).toContain(qrPath(qr));
    expect(svg).toContain('SCAN TO PAY');
  });

  it.each([
    ['zzzzzz', '#1d4ed8'],
    ['"/><script>', '#1d4ed8'],
    ['F59E0B', '#F59E0B'],
  ])('brand colour %p is drawn as %p', (brandColor, fill) => {
    expect(permitSignSvg({ ...input, brandColor })).toContain(
      `<rect width="600" height="150" fill="${fill}"/>`,
    );
  });
});

describe('xmlEscape and file names', () => {
  it.each([
    [`a<b>&'"`, 'a&lt;b&gt;&amp;&apos;&quot;'],
    ['plain', 'plain'],
  ])('%p → %p', (text, escaped) => {
    expect(xmlEscape(text)).toBe(escaped);
  });

  it.each([
    ['Visitor Day Pass', 'png', 'visitor-day-pass-scan-to-pay.png'],
    ['  ***  ', 'svg', 'permit-scan-to-pay.svg'],
    ['Lot #9 (East)', 'svg', 'lot-9-east-scan-to-pay.svg'],
  ] as const)('%p as %p is %p', (name, ext, file) => {
    expect(signFileName(name, ext)).toBe(file);
  });
});
