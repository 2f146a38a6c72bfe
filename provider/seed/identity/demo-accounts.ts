import type { MemberRoleValue } from '../../db/schema';
import { addDays } from '../../services/constants';
import { NORTHGATE_TZ, RIVERSIDE_TZ } from '../world/campus';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Parking@2026';

export interface DemoOrg {
  key: string;
  name: string;
  paidSeatCount: number;
  isActivated?: boolean;
  isMailingEnabled?: boolean;
  portalSubdomain?: string;
  /** The zone its lots (and the seeded history) live in. */
  timeZone: string;
  trialEndDate?: (now: Date) => Date;
  subEndDate?: (now: Date) => Date;
}

export interface DemoUser {
  key: string;
  email: string;
  fullname: string;
  isParkingOnly?: boolean;
  /** The organisation (key) this super administrator started with. */
  original?: string;
  memberships: { org: string; role: MemberRoleValue; officerId: string }[];
}

const oneYearAhead = (now: Date) => addDays(now, 365);

export const demoOrgs: DemoOrg[] = [
  {
    key: 'northgate',
    name: 'Northgate University Parking',
    paidSeatCount: 10,
    subEndDate: oneYearAhead,
    isMailingEnabled: true,
    isActivated: true,
    portalSubdomain: 'northgate',
    timeZone: NORTHGATE_TZ,
  },
  {
    key: 'riverside',
    name: 'Riverside City Enforcement',
    paidSeatCount: 0,
    trialEndDate: (now) => addDays(now, 9),
    timeZone: RIVERSIDE_TZ,
  },
  {
    key: 'eastside',
    name: 'Eastside Meters',
    paidSeatCount: 3,
    subEndDate: oneYearAhead,
    timeZone: NORTHGATE_TZ,
  },
  {
    key: 'harbor',
    name: 'Harbor Lots',
    paidSeatCount: 0,
    trialEndDate: (now) => addDays(now, -3),
    timeZone: NORTHGATE_TZ,
  },
];

const patrol = (key: string, email: string, fullname: string, officerId: string): DemoUser => ({
  key,
  email,
  fullname,
  memberships: [{ org: 'northgate', role: 'patrol', officerId }],
});

export const demoUsers: DemoUser[] = [
  {
    key: 'super',
    email: 'super@demo.test',
    fullname: 'Sam Rivera',
    original: 'northgate',
    memberships: [
      { org: 'northgate', role: 'superadmin', officerId: 'NG-001' },
      { org: 'riverside', role: 'superadmin', officerId: 'RC-001' },
    ],
  },
  {
    key: 'admin',
    email: 'admin@demo.test',
    fullname: 'Alex Morgan',
    memberships: [{ org: 'northgate', role: 'admin', officerId: 'NG-002' }],
  },
  patrol('patrol', 'patrol@demo.test', 'Pat Lee', 'NG-101'),
  patrol('patrol2', 'jordan.ellis@demo.test', 'Jordan Ellis', 'NG-102'),
  patrol('patrol3', 'priya.shah@demo.test', 'Priya Shah', 'NG-103'),
  patrol('patrol4', 'marcus.chen@demo.test', 'Marcus Chen', 'NG-104'),
  patrol('patrol5', 'dana.whitfield@demo.test', 'Dana Whitfield', 'NG-105'),
  {
    key: 'rpatrol1',
    email: 'luis.ortega@demo.test',
    fullname: 'Luis Ortega',
    memberships: [{ org: 'riverside', role: 'patrol', officerId: 'RC-101' }],
  },
  {
    key: 'rpatrol2',
    email: 'keisha.brooks@demo.test',
    fullname: 'Keisha Brooks',
    memberships: [{ org: 'riverside', role: 'patrol', officerId: 'RC-102' }],
  },
  {
    key: 'meters',
    email: 'meters@demo.test',
    fullname: 'Morgan Blake',
    isParkingOnly: true,
    memberships: [{ org: 'eastside', role: 'admin', officerId: 'EM-001' }],
  },
  { key: 'noorg', email: 'noorg@demo.test', fullname: 'Nora Quinn', memberships: [] },
  {
    key: 'expired',
    email: 'expired@demo.test',
    fullname: 'Eli Park',
    memberships: [{ org: 'harbor', role: 'admin', officerId: 'HL-001' }],
  },
  {
    key: 'owner',
    email: 'owner@demo.test',
    fullname: 'Harper Cole',
    original: 'harbor',
    memberships: [{ org: 'harbor', role: 'superadmin', officerId: 'HL-000' }],
  },
];
