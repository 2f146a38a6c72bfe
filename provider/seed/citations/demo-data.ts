/** Northgate's enforcement demo data: fixed texts, locations and violation types. */

export const NORTHGATE_CITATION_LOCATIONS = [
  'Thayer Street Staff Structure',
  'Central Visitor Lot',
  'North Residence Hall Lot',
  'Commuter Lot C-4',
  'East Medical Lot M-29',
  'Stadium Overflow Lot',
];

export interface DemoCitationType {
  key: 'meter' | 'permit' | 'fire' | 'retired' | 'dock';
  name: string;
  citationCode: string;
  citationDescription: string;
  amount: number;
  lateAmount1: number | null;
  lateDays1: number | null;
  lateAmount2: number | null;
  lateDays2: number | null;
  isArchived: boolean;
  /** Share of the generated notices (0: never used). */
  weight: number;
}

/** Five types: one with both late fees, one archived (used before), one never used. */
export const NORTHGATE_CITATION_TYPES: DemoCitationType[] = [
  {
    key: 'meter',
    name: 'Expired Meter',
    citationCode: 'NG-01',
    citationDescription: 'Parked at an expired meter or after the paid session ended.',
    amount: 5_000,
    lateAmount1: 7_500,
    lateDays1: 14,
    lateAmount2: 10_000,
    lateDays2: 30,
    isArchived: false,
    weight: 45,
  },
  {
    key: 'permit',
    name: 'No Valid Permit',
    citationCode: 'NG-02',
    citationDescription: 'Parked in a permit area without a valid permit displayed or registered.',
    amount: 4_000,
    lateAmount1: 6_000,
    lateDays1: 21,
    lateAmount2: null,
    lateDays2: null,
    isArchived: false,
    weight: 40,
  },
  {
    key: 'fire',
    name: 'Fire Lane',
    citationCode: 'NG-03',
    citationDescription: 'Stopped or parked in a marked fire lane.',
    amount: 10_000,
    lateAmount1: null,
    lateDays1: null,
    lateAmount2: null,
    lateDays2: null,
    isArchived: false,
    weight: 10,
  },
  {
    key: 'retired',
    name: 'Overtime Parking (2-hour zone)',
    citationCode: 'NG-04',
    citationDescription: 'Parked longer than the posted two hours (zone retired in the spring).',
    amount: 2_500,
    lateAmount1: null,
    lateDays1: null,
    lateAmount2: null,
    lateDays2: null,
    isArchived: true,
    weight: 5,
  },
  {
    key: 'dock',
    name: 'Blocking Loading Dock',
    citationCode: 'NG-05',
    citationDescription: 'Parked in or blocking a loading dock or service entrance.',
    amount: 7_500,
    lateAmount1: null,
    lateDays1: null,
    lateAmount2: null,
    lateDays2: null,
    isArchived: false,
    weight: 0,
  },
];

export const NORTHGATE_TICKET_COPY = {
  ticketHeader:
    'NORTHGATE UNIVERSITY PARKING SERVICES\nPARKING VIOLATION NOTICE\n1200 Campus Drive, Northgate MI 48109 · (734) 555-0142',
  ticketFooter:
    'Pay or appeal online within 14 days to avoid late penalties. Scan the QR code or visit the Northgate payment portal. No cash payments are accepted.',
};

export const NORTHGATE_PORTAL_HEADERS = {
  header1:
    'This is a parking violation notice from Northgate University Parking. Please review the details of your notice below.',
  header2:
    'Pay your notice online at the Northgate payment portal or scan the QR code on your notice. No cash payments are accepted.',
};

export const NORTHGATE_APPEAL_EMAIL = 'appeals@northgate.example.edu';

export const APPEAL_REASONS = [
  'The meter was not accepting coins or cards when I parked, so I could not pay.',
  'I had a valid permit; it was registered to my new vehicle the same morning.',
  'I was loading equipment for a campus event and had permission from the event office.',
  'The signage at this entrance was covered by snow and not visible.',
  'My vehicle broke down and I was waiting for a tow truck.',
  'I paid through the parking app; the session shows as active at the time of the notice.',
  'This is not my vehicle; the plate was read incorrectly.',
  'I was dropping off a patient at the medical lot for less than five minutes.',
];

/** A 1×1 PNG: the demo's evidence photo bytes. */
export const EVIDENCE_PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);
