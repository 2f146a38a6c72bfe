import { pickOf, unitOf } from './svg-text';

/** How a jurisdiction's plate looks (colours loosely after the real designs). */
export interface PlateStyle {
  header: string;
  slogan: string;
  background: string;
  /** A band behind the header (or the background colour). */
  band: string;
  headerColor: string;
  textColor: string;
  sloganColor: string;
  border: string;
  /** Where the jurisdiction is, to prefer plates of the scan's own region. */
  lat: number;
  lng: number;
}

export const PLATE_STYLES: readonly PlateStyle[] = [
  {
    header: 'MICHIGAN',
    slogan: 'GREAT LAKES STATE',
    background: '#f7f7f2',
    band: '#f7f7f2',
    headerColor: '#14264f',
    textColor: '#14264f',
    sloganColor: '#14264f',
    border: '#14264f',
    lat: 43.3,
    lng: -84.5,
  },
  {
    header: 'OHIO',
    slogan: 'BIRTHPLACE OF AVIATION',
    background: '#fbf8ee',
    band: '#c8e1f2',
    headerColor: '#b3122e',
    textColor: '#1b1b1b',
    sloganColor: '#1f3a68',
    border: '#3a3a3a',
    lat: 40.4,
    lng: -82.8,
  },
  {
    header: 'INDIANA',
    slogan: 'CROSSROADS OF AMERICA',
    background: '#ffffff',
    band: '#dbe7f3',
    headerColor: '#0c2340',
    textColor: '#0c2340',
    sloganColor: '#0c2340',
    border: '#0c2340',
    lat: 40.3,
    lng: -86.1,
  },
  {
    header: 'ILLINOIS',
    slogan: 'LAND OF LINCOLN',
    background: '#ffffff',
    band: '#f1f4fa',
    headerColor: '#1f3a93',
    textColor: '#8a1020',
    sloganColor: '#1f3a93',
    border: '#1f3a93',
    lat: 40.0,
    lng: -89.2,
  },
  {
    header: 'ONTARIO',
    slogan: 'YOURS TO DISCOVER',
    background: '#ffffff',
    band: '#ffffff',
    headerColor: '#1a3d8f',
    textColor: '#1a3d8f',
    sloganColor: '#1a3d8f',
    border: '#1a3d8f',
    lat: 44.0,
    lng: -79.5,
  },
  {
    header: 'California',
    slogan: 'DMV.CA.GOV',
    background: '#ffffff',
    band: '#ffffff',
    headerColor: '#b0121b',
    textColor: '#0b1f66',
    sloganColor: '#0b1f66',
    border: '#0b1f66',
    lat: 36.8,
    lng: -119.4,
  },
  {
    header: 'ARIZONA',
    slogan: 'GRAND CANYON STATE',
    background: '#fdf6ea',
    band: '#f2c99b',
    headerColor: '#7a2e12',
    textColor: '#5a1e0b',
    sloganColor: '#5a1e0b',
    border: '#5a1e0b',
    lat: 34.2,
    lng: -111.7,
  },
  {
    header: 'NEVADA',
    slogan: 'THE SILVER STATE',
    background: '#f4f6f8',
    band: '#c9d7e6',
    headerColor: '#163a6b',
    textColor: '#163a6b',
    sloganColor: '#163a6b',
    border: '#163a6b',
    lat: 39.3,
    lng: -116.6,
  },
];

function nearest(lat: number, lng: number): PlateStyle {
  let best = PLATE_STYLES[0];
  let bestDistance = Infinity;
  for (const style of PLATE_STYLES) {
    const d = (style.lat - lat) ** 2 + (style.lng - lng) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = style;
    }
  }
  return best;
}

/**
 * The plate's jurisdiction, the same for every scan of the plate in one area: mostly the one
 * nearest the scan, some from elsewhere (visitors).
 */
export function plateStyleFor(plate: string, lat: number, lng: number): PlateStyle {
  const home = nearest(lat, lng);
  if (unitOf(plate, 'home') < 0.8) return home;
  return pickOf(
    PLATE_STYLES.filter((s) => s !== home),
    plate,
    'away',
  );
}
