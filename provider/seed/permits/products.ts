import { instantOf, wallTimeOf } from '../../../lib/rules/zoned-time';
import type { permitProducts } from '../../db/schema';

type ProductSeed = Omit<typeof permitProducts.$inferInsert, 'entityUuid'>;

/**
 * Northgate's five permit types, in the organisation's time zone: both billing types, several duration units, all three time
 * selections; one free, one needing approval with registration images, one business-only.
 */
export function northgateProducts(now: Date, timeZone: string): ProductSeed[] {
  // Commencement: 8:00 to 17:00 on the 1st of next month, on the organisation's wall clock.
  const today = wallTimeOf(now, timeZone);
  const fixedStart = instantOf(today.year, today.month + 1, 1, 8, 0, timeZone);
  const fixedEnd = instantOf(today.year, today.month + 1, 1, 17, 0, timeZone);
  return northgateTypes(fixedStart, fixedEnd).map((p) => ({ ...p, timeZone }));
}

function northgateTypes(fixedStart: Date, fixedEnd: Date): ProductSeed[] {
  return [
    {
      name: 'Annual Faculty & Staff',
      description: 'Parking in every faculty and staff lot, all year.',
      amount: 42_000,
      billingType: 'RECURRING',
      billingPeriod: 'ANNUALLY',
      permitDuration: 1,
      permitDurationUnit: 'YEAR',
      timeSelectionType: 3,
      isEmailVerify: true,
      isPrivate: false,
    },
    {
      name: 'Student Residence (Semester)',
      description: 'Residence-hall lots for one semester. Upload your vehicle registration.',
      amount: 18_500,
      permitDuration: 4,
      permitDurationUnit: 'MONTH',
      timeSelectionType: 3,
      isAutoApproved: false,
      isRegImgRequired: true,
      maxCount: 900,
      isPrivate: false,
    },
    {
      name: 'Visitor Day Pass',
      description: 'Visitor lots for the day of your visit.',
      amount: 0,
      permitDuration: 1,
      permitDurationUnit: 'DAY',
      timeSelectionType: 1,
      isEmailVerify: false,
      isPrivate: false,
    },
    {
      name: 'Commencement Weekend Event',
      description: 'Event parking for commencement day, fixed hours.',
      amount: 1_500,
      permitDuration: 9,
      permitDurationUnit: 'HOUR',
      timeSelectionType: 2,
      chosenDate: fixedStart,
      chosenEndDate: fixedEnd,
      isPrivate: false,
    },
    {
      name: 'Contractor Monthly',
      description: 'For contractors of our business partners (issued by their accounts).',
      amount: 6_000,
      billingType: 'RECURRING',
      billingPeriod: 'MONTHLY',
      permitDuration: 30,
      permitDurationUnit: 'DAY',
      timeSelectionType: 3,
      isCustomerEntityOnly: true,
      isCustomerEntityAll: true,
      isPrivate: true,
    },
  ];
}
