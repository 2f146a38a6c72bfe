/**
 * @jest-environment jsdom
 */
import { describe, expect, it } from '@jest/globals';
import {
  renderCarSvg,
  renderPlateSvg,
  type ScanPicture,
} from '@/provider/services/lpr/plate-image';
import { paintFor } from '@/provider/services/lpr/plate-image/car-svg';
import { platePrintText } from '@/provider/services/lpr/plate-image/plate-svg';
import { plateStyleFor } from '@/provider/services/lpr/plate-image/plate-styles';
import { escapeXml } from '@/provider/services/lpr/plate-image/svg-text';

const picture = (extra: Partial<ScanPicture> = {}): ScanPicture => ({
  uuid: '3f1c2a7e-9d41-4b8e-a0b2-5c6d7e8f9a01',
  plate: 'ABC1234',
  capturedAt: new Date('2026-10-05T14:03:22Z'),
  latitude: 42.278,
  longitude: -83.7382,
  confidence: 0.94,
  ...extra,
});

function parse(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

describe('scan image renderers', () => {
  it('draw well-formed SVG with the plate text', () => {
    const plate = parse(renderPlateSvg(picture()));
    expect(plate.documentElement.getAttribute('viewBox')).toBe('-10 -10 620 320');
    const style = plateStyleFor('ABC1234', 42.278, -83.7382);
    expect([...plate.querySelectorAll('text')].map((t) => t.textContent)).toEqual(
      expect.arrayContaining([style.header, 'ABC 1234', style.slogan]),
    );
    const car = parse(renderCarSvg(picture()));
    const texts = [...car.querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toEqual(expect.arrayContaining(['ABC 1234']));
    expect(texts.join(' ')).toContain('2026-10-05 14:03:22 UTC');
    expect(texts.join(' ')).toContain('42.27800, -83.73820');
  });

  it('escape text so nothing can inject markup', () => {
    expect(escapeXml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
    const nasty = picture({ plate: '<script>alert(1)</script>' });
    for (const svg of [renderPlateSvg(nasty), renderCarSvg(nasty)]) {
      expect(svg).not.toContain('<script');
      const doc = parse(svg);
      expect(doc.getElementsByTagName('script')).toHaveLength(0);
    }
  });

  it('are deterministic: body colour from the uuid, plate style from the plate and place', () => {
    expect(renderCarSvg(picture())).toBe(renderCarSvg(picture()));
    const paints = new Set(
      Array.from({ length: 40 }, (_, i) =>
        paintFor(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`),
      ),
    );
    expect(paints.size).toBeGreaterThan(4);
    expect(plateStyleFor('ABC1234', 42.278, -83.7382)).toBe(plateStyleFor('ABC1234', 42.3, -83.7));
    // Most plates are of the scan's own region.
    const local = Array.from(
      { length: 200 },
      (_, i) => plateStyleFor(`MI${i}`, 42.278, -83.7382).header,
    );
    expect(local.filter((h) => h === 'MICHIGAN').length).toBeGreaterThan(140);
    const west = Array.from(
      { length: 200 },
      (_, i) => plateStyleFor(`CA${i}`, 33.98, -117.37).header,
    );
    expect(west.filter((h) => h === 'California').length).toBeGreaterThan(140);
  });

  it('group plate characters the way plates are issued', () => {
    expect(platePrintText('ABC1234')).toBe('ABC 1234');
    expect(platePrintText('AB12345')).toBe('AB 12345');
    expect(platePrintText('8ABC123')).toBe('8ABC123');
    expect(platePrintText('GOBLUE')).toBe('GOBLUE');
  });
});
