import type { ListRow } from '../../../db/schema';
import type { IntegrationVendor, VendorLocation, VendorSession } from './vendor';

/**
 * A local stand-in for ParkMobile: deterministic pay-by-plate sessions per list, recomputed
 * around the current time (the same list and quarter hour give the same sessions). No network.
 */
const LOCATIONS: VendorLocation[] = [
  { locationCode: '4410', description: 'Zone 4410 - Central Campus Visitor Lot' },
  { locationCode: '4411', description: 'Zone 4411 - Stadium Overflow Lot' },
  { locationCode: '4412', description: 'Zone 4412 - East Medical Lot M-29' },
];

const SESSION_COUNT = 28;
const MINUTE = 60_000;
const SLOT = 15 * MINUTE;
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/** FNV-1a, for a stable seed per list. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32 */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Michigan-style plates: three letters and four digits, or digit-led vanity-free formats. */
function plateOf(next: () => number): string {
  const letter = () => LETTERS[Math.floor(next() * LETTERS.length)];
  const digit = () => String(Math.floor(next() * 10));
  return next() < 0.7
    ? `${letter()}${letter()}${letter()}${digit()}${digit()}${digit()}${digit()}`
    : `${digit()}${letter()}${letter()}${digit()}${digit()}${digit()}`;
}

function demoSessions(list: ListRow, now: Date): VendorSession[] {
  // Plates are fixed per list; each session's start and length move with the quarter hour.
  const platesRng = rng(hash(`plates:${list.uuid}`));
  const slot = Math.floor(now.getTime() / SLOT);
  const sessions: VendorSession[] = [];
  for (let i = 0; i < SESSION_COUNT; i++) {
    const plate = plateOf(platesRng);
    const next = rng(hash(`${list.uuid}:${i}:${slot}`));
    const startedAt = new Date(slot * SLOT - Math.floor(next() * 16) * SLOT);
    const expiresAt = new Date(startedAt.getTime() + (1 + Math.floor(next() * 16)) * SLOT);
    // Keep those still running or expired within the last hour.
    if (expiresAt.getTime() < now.getTime() - 60 * MINUTE) continue;
    const location = i % 5 === 4 ? LOCATIONS[1 + (i % 2)] : LOCATIONS[0];
    sessions.push({
      plate,
      startedAt,
      expiresAt,
      locationCode: location.locationCode,
      locationDescription: location.description,
    });
  }
  return sessions;
}

export const demoParkMobile: IntegrationVendor = {
  key: 'parkmobile',
  name: 'ParkMobile',
  locations: async () => LOCATIONS,
  sessions: async (list, now) => demoSessions(list, now),
  verifyPlate: async (list, plate, now) => demoSessions(list, now).filter((s) => s.plate === plate),
};
