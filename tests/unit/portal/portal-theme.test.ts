import { portalTheme } from '@/components/portal/customer/theme';
import { isoToZonedLocal, zonedLocalToIso } from '@/lib/rules/zoned-time';

describe('portalTheme: brand colours and text by luminance (below 0.5 → light text)', () => {
  it.each([
    // brand, accent → header bg/text, button bg/text
    ['1d4ed8', 'f59e0b', '#1d4ed8', '#ffffff', '#f59e0b', '#111827'],
    ['ffffff', 'ffffff', '#ffffff', '#111827', '#1d53ee', '#ffffff'],
    ['0f172a', 'ffffff', '#0f172a', '#ffffff', '#0f172a', '#ffffff'],
    ['fde68a', '166534', '#fde68a', '#111827', '#166534', '#ffffff'],
    ['not-hex', 'zzz', '#ffffff', '#111827', '#1d53ee', '#ffffff'],
  ])(
    'brand %s accent %s',
    (brandColor, accentColor, headerBg, headerText, buttonBg, buttonText) => {
      expect(portalTheme({ brandColor, accentColor })).toEqual({
        headerBg,
        headerText,
        buttonBg,
        buttonText,
      });
    },
  );
});

describe('zoned wall times of the manual start', () => {
  it.each([
    ['2026-11-24T09:30', 'America/Detroit', '2026-11-24T14:30:00.000Z'],
    ['2026-07-01T09:30', 'America/Detroit', '2026-07-01T13:30:00.000Z'],
    ['2026-11-24T09:30', 'UTC', '2026-11-24T09:30:00.000Z'],
    ['2026-03-08T03:30', 'America/Detroit', '2026-03-08T07:30:00.000Z'],
  ])('%s in %s is %s', (local, zone, iso) => {
    expect(zonedLocalToIso(local, zone)).toBe(iso);
    expect(isoToZonedLocal(iso, zone)).toBe(local);
  });

  it('refuses what is not a wall time or a zone', () => {
    expect(zonedLocalToIso('yesterday', 'UTC')).toBeNull();
    expect(zonedLocalToIso('2026-13-01T09:30', 'UTC')).toBeNull();
    expect(zonedLocalToIso('2026-11-24T09:30', 'Not/AZone')).toBeNull();
  });
});
