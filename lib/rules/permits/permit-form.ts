/**
 * The create and edit form of a permit type (spec 2 §3, §5) as pure functions: its state, the
 * §5 rules applied while the user types, the problems that keep it from being sent, and the body
 * it sends. No zod here: the browser imports it.
 */
import {
  BILLING_PERIODS,
  BILLING_TYPES,
  CURRENCIES,
  DURATION_UNITS,
  PERMIT_PRODUCT_DEFAULTS,
  TIME_SELECTION,
  fixedPeriodHours,
  priceExceedsAllowed,
  type DurationUnit,
} from './permit-rules';
import { fromLocalInput, toLocalInput } from './local-time';
import {
  centsToFeeText,
  centsToPriceText,
  durationValue,
  feeCents,
  maxCountValue,
  priceCents,
} from './permit-form-fields';

export type BillingType = (typeof BILLING_TYPES)[number];
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export type PermitCurrency = (typeof CURRENCIES)[number];
export type TimeSelection = 1 | 2 | 3;

/** The form's state: text fields as typed, switches as booleans. */
export interface PermitForm {
  name: string;
  description: string;
  /** Price in dollars as typed ('12.50'). */
  price: string;
  currency: PermitCurrency;
  /** Convenience fee in dollars as typed ('0.20'); stored and sent in cents (20). */
  convenienceFee: string;
  billingType: BillingType;
  billingPeriod: BillingPeriod;
  permitDuration: string;
  permitDurationUnit: DurationUnit;
  /** Approvals required: the inverse of isAutoApproved (off by default). */
  approvalsRequired: boolean;
  isRegImgRequired: boolean;
  /** Empty, zero or less: no limit. */
  maxCount: string;
  isEmailVerify: boolean;
  timeSelectionType: TimeSelection;
  /** datetime-local values ('2026-12-01T08:00'), read in the browser's zone. */
  chosenDate: string;
  chosenEndDate: string;
  timeZone: string;
  isCustomerEntityOnly: boolean;
  isCustomerEntityAll: boolean;
  isPrivate: boolean;
}

/** The permit product as the form reads it (a subset of the contract's PermitProduct). */
export interface PermitFormSource {
  name: string;
  description: string;
  amount: number;
  currency: PermitCurrency;
  convenienceFee: number;
  billingType: BillingType;
  billingPeriod: BillingPeriod;
  permitDuration: number;
  permitDurationUnit: DurationUnit;
  isAutoApproved: boolean;
  isRegImgRequired: boolean;
  maxCount: number | null;
  isEmailVerify: boolean;
  timeSelectionType: TimeSelection;
  chosenDate: string | null;
  chosenEndDate: string | null;
  timeZone: string;
  isCustomerEntityOnly: boolean;
  isCustomerEntityAll: boolean;
  isPrivate: boolean;
}

/** What the form sends (the contract's permitProductBody input): the same fields it reads. */
export type PermitFormBody = PermitFormSource;

/** A new permit type: the defaults of spec 2 §3. */
export function defaultPermitForm(timeZone = 'UTC'): PermitForm {
  const d = PERMIT_PRODUCT_DEFAULTS;
  return {
    name: '',
    description: '',
    price: '',
    currency: d.currency,
    convenienceFee: centsToFeeText(d.convenienceFee),
    billingType: d.billingType,
    billingPeriod: d.billingPeriod,
    permitDuration: String(d.permitDuration),
    permitDurationUnit: d.permitDurationUnit,
    approvalsRequired: !d.isAutoApproved,
    isRegImgRequired: d.isRegImgRequired,
    maxCount: '',
    isEmailVerify: d.isEmailVerify,
    timeSelectionType: d.timeSelectionType,
    chosenDate: '',
    chosenEndDate: '',
    timeZone,
    isCustomerEntityOnly: false,
    isCustomerEntityAll: false,
    isPrivate: d.isPrivate,
  };
}

/** The edit form of an existing type. */
export function permitFormOf(product: PermitFormSource): PermitForm {
  return {
    name: product.name,
    description: product.description,
    price: centsToPriceText(product.amount),
    currency: product.currency,
    convenienceFee: centsToFeeText(product.convenienceFee),
    billingType: product.billingType,
    billingPeriod: product.billingPeriod,
    permitDuration: String(product.permitDuration),
    permitDurationUnit: product.permitDurationUnit,
    approvalsRequired: !product.isAutoApproved,
    isRegImgRequired: product.isRegImgRequired,
    maxCount: product.maxCount === null ? '' : String(product.maxCount),
    isEmailVerify: product.isEmailVerify,
    timeSelectionType: product.timeSelectionType,
    chosenDate: toLocalInput(product.chosenDate),
    chosenEndDate: toLocalInput(product.chosenEndDate),
    timeZone: product.timeZone,
    isCustomerEntityOnly: product.isCustomerEntityOnly,
    isCustomerEntityAll: product.isCustomerEntityAll,
    isPrivate: product.isPrivate,
  };
}

/** Approvals off hides the registration proof option and clears it. */
export function withApprovalsRequired(form: PermitForm, on: boolean): PermitForm {
  return { ...form, approvalsRequired: on, isRegImgRequired: on ? form.isRegImgRequired : false };
}

/** Turning business-accounts-only off clears the all-customer flag. */
export function withBusinessOnly(form: PermitForm, on: boolean): PermitForm {
  return {
    ...form,
    isCustomerEntityOnly: on,
    isCustomerEntityAll: on ? form.isCustomerEntityAll : false,
  };
}

/** One-time billing has no period. */
export function withBillingType(form: PermitForm, billingType: BillingType): PermitForm {
  return {
    ...form,
    billingType,
    billingPeriod:
      billingType === 'ONE TIME'
        ? 'NONE'
        : form.billingPeriod === 'NONE'
          ? 'MONTHLY'
          : form.billingPeriod,
  };
}

/** Fixed time period: the hours between the two dates, or null while one is missing or wrong. */
export function fixedPeriodHoursOf(form: PermitForm): number | null {
  return fixedPeriodHours(fromLocalInput(form.chosenDate), fromLocalInput(form.chosenEndDate));
}

export type PermitFormField =
  'name' | 'description' | 'price' | 'convenienceFee' | 'chosenDate' | 'chosenEndDate';
export type PermitFormProblems = Partial<Record<PermitFormField, string>>;

export const PERMIT_FORM_TEXTS = {
  name: 'Please enter a name.',
  description: 'Please enter a description.',
  price: 'Please enter a price (0 for a free permit).',
  convenienceFee: 'Please enter the fee in dollars, like 0.20 (0 for none).',
  chosenDate: 'Please choose the start of the period.',
  chosenEndDateMissing: 'Please choose the end of the period.',
  chosenEndDate: 'Please choose an end after the start.',
} as const;

/** What keeps the form from being sent (empty when it can be). */
export function permitFormProblems(form: PermitForm): PermitFormProblems {
  const problems: PermitFormProblems = {};
  if (!form.name.trim()) problems.name = PERMIT_FORM_TEXTS.name;
  if (!form.description.trim()) problems.description = PERMIT_FORM_TEXTS.description;
  if (priceCents(form.price) === null) problems.price = PERMIT_FORM_TEXTS.price;
  if (feeCents(form.convenienceFee) === null) {
    problems.convenienceFee = PERMIT_FORM_TEXTS.convenienceFee;
  }
  if (form.timeSelectionType === TIME_SELECTION.fixedPeriod) {
    // Both dates are checked at once, so one submit flags every missing one.
    const start = fromLocalInput(form.chosenDate);
    const end = fromLocalInput(form.chosenEndDate);
    if (!start) problems.chosenDate = PERMIT_FORM_TEXTS.chosenDate;
    if (!end) problems.chosenEndDate = PERMIT_FORM_TEXTS.chosenEndDateMissing;
    else if (start && fixedPeriodHoursOf(form) === null) {
      problems.chosenEndDate = PERMIT_FORM_TEXTS.chosenEndDate;
    }
  }
  return problems;
}

/** A price above 0 without an active payouts account opens the price dialog instead of sending. */
export function priceNeedsAccount(form: PermitForm, accountActive: boolean): boolean {
  return priceExceedsAllowed(priceCents(form.price) ?? 0, accountActive);
}

/**
 * The body the form sends, with the §5 rules applied. On edit the price and currency are the
 * type's own (they cannot change): pass them as `locked`.
 */
export function permitFormBody(
  form: PermitForm,
  locked?: { amount: number; currency: PermitCurrency },
): PermitFormBody {
  const fixed = form.timeSelectionType === TIME_SELECTION.fixedPeriod;
  const hours = fixed ? fixedPeriodHoursOf(form) : null;
  const fee = feeCents(form.convenienceFee);
  return {
    name: form.name.trim(),
    description: form.description.trim(),
    amount: locked ? locked.amount : (priceCents(form.price) ?? 0),
    currency: locked ? locked.currency : form.currency,
    convenienceFee: fee ?? PERMIT_PRODUCT_DEFAULTS.convenienceFee,
    billingType: form.billingType,
    billingPeriod: form.billingType === 'ONE TIME' ? 'NONE' : form.billingPeriod,
    permitDuration: hours ?? durationValue(form.permitDuration),
    permitDurationUnit: hours !== null ? 'HOUR' : form.permitDurationUnit,
    isAutoApproved: !form.approvalsRequired,
    isRegImgRequired: form.approvalsRequired && form.isRegImgRequired,
    maxCount: maxCountValue(form.maxCount),
    isEmailVerify: form.isEmailVerify,
    timeSelectionType: form.timeSelectionType,
    chosenDate: fixed ? fromLocalInput(form.chosenDate) : null,
    chosenEndDate: fixed ? fromLocalInput(form.chosenEndDate) : null,
    timeZone: form.timeZone || 'UTC',
    isCustomerEntityOnly: form.isCustomerEntityOnly,
    isCustomerEntityAll: form.isCustomerEntityOnly && form.isCustomerEntityAll,
    isPrivate: form.isPrivate,
  };
}

export const DURATION_UNIT_LABELS: Record<DurationUnit, string> = {
  MINUTE: 'Minutes',
  HOUR: 'Hours',
  DAY: 'Days',
  MONTH: 'Months',
  YEAR: 'Years',
};

export const TIME_SELECTION_LABELS: Record<TimeSelection, string> = {
  1: 'Same day only',
  2: 'Fixed time period',
  3: 'Manual start and end',
};

export { BILLING_PERIODS, BILLING_TYPES, CURRENCIES, DURATION_UNITS };
