import type { ViolationReportRow } from '../lib/rules/reports/report-columns';

const OFFENSES = [
  'Expired meter',
  'No valid permit displayed',
  'Parked in fire lane',
  'Accessible space without placard',
  'Overtime parking (2 hour zone)',
];
const LOCATIONS = [
  'North Campus Lot 4',
  'Stadium Garage Level 2',
  'Main St & 5th Ave',
  'Library Lot B',
];
const STATES = ['MI', 'OH', 'IN', 'ON'];

/** `count` synthetic violation rows from index `from` (the enforcement area has no data yet). */
export function syntheticViolations(from: number, count: number): ViolationReportRow[] {
  const rows: ViolationReportRow[] = new Array(count);
  const base = Date.UTC(2026, 10, 1, 12);
  for (let k = 0; k < count; k += 1) {
    const i = from + k;
    rows[k] = {
      violationNumber: `V-${String(100000 + i)}`,
      plate: `${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + ((i >> 3) % 26))}${String(1000 + (i % 9000))}`,
      state: STATES[i % STATES.length],
      issuedAt: new Date(base + i * 47_000).toISOString(),
      offense: OFFENSES[i % OFFENSES.length],
      status: i % 3 === 0 ? 'Unpaid' : 'Paid',
      amountCents: 2500 + (i % 4) * 1000,
      location: LOCATIONS[i % LOCATIONS.length],
    };
  }
  return rows;
}
