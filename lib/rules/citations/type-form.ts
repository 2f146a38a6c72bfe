import { formatDecimal } from '../../format';
import { citationsMessages as m } from '../../messages/citations';
import {
  citationTypeBasicsProblem,
  citationTypeProblem,
  type CitationTypeField,
} from './type-rules';

/**
 * The violation type form (spec 3 §5) as the browser holds it: texts as typed, dollars in the
 * money fields. The body the BFF takes is in cents; the §5 rules run on it before anything is sent.
 */
export interface CitationTypeForm {
  name: string;
  citationCode: string;
  citationDescription: string;
  amount: string;
  lateAmount1: string;
  lateDays1: string;
  lateAmount2: string;
  lateDays2: string;
  appealWindow: string;
}

export const EMPTY_CITATION_TYPE_FORM: CitationTypeForm = {
  name: '',
  citationCode: '',
  citationDescription: '',
  amount: '',
  lateAmount1: '',
  lateDays1: '',
  lateAmount2: '',
  lateDays2: '',
  appealWindow: '',
};

/** Dollars as typed → cents; NaN when not a number; null when empty. */
export function dollarsToCents(text: string): number | null {
  const clean = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (clean === '') return null;
  if (!/^-?\d+(\.\d{0,2})?$|^-?\.\d{1,2}$/.test(clean)) return Number.NaN;
  return Math.round(Number(clean) * 100);
}

/** Whole days as typed; NaN when not a whole number; null when empty. */
export function daysOf(text: string): number | null {
  const clean = text.trim();
  if (clean === '') return null;
  return /^-?\d+$/.test(clean) ? Number(clean) : Number.NaN;
}

export interface CitationTypeFormBody {
  name: string;
  citationCode: string | null;
  citationDescription: string;
  amount: number;
  lateAmount1: number | null;
  lateDays1: number | null;
  lateAmount2: number | null;
  lateDays2: number | null;
  appealWindow: number | null;
}

export function citationTypeFormBody(form: CitationTypeForm): CitationTypeFormBody {
  return {
    name: form.name.trim(),
    citationCode: form.citationCode.trim() || null,
    citationDescription: form.citationDescription.trim(),
    amount: dollarsToCents(form.amount) ?? Number.NaN,
    lateAmount1: dollarsToCents(form.lateAmount1),
    lateDays1: daysOf(form.lateDays1),
    lateAmount2: dollarsToCents(form.lateAmount2),
    lateDays2: daysOf(form.lateDays2),
    appealWindow: daysOf(form.appealWindow),
  };
}

export type CitationTypeFormProblems = Partial<Record<CitationTypeField | 'appealWindow', string>>;

const APPEAL_WINDOW_TEXT = 'Enter a whole number of days (1 or more), or leave it empty.';

/** The first §5 problem of the form, by field (edit: name, description only). */
export function citationTypeFormProblems(
  form: CitationTypeForm,
  mode: 'create' | 'edit',
): CitationTypeFormProblems {
  const body = citationTypeFormBody(form);
  const problem = mode === 'create' ? citationTypeProblem(body) : citationTypeBasicsProblem(body);
  if (problem) return { [problem.field]: problem.message };
  if (mode === 'create') {
    for (const field of ['lateAmount1', 'lateAmount2'] as const) {
      if (Number.isNaN(body[field])) return { [field]: m.citationAmountInvalid };
    }
  }
  const window = body.appealWindow;
  if (window !== null && !(Number.isInteger(window) && window >= 1 && window <= 3650)) {
    return { appealWindow: APPEAL_WINDOW_TEXT };
  }
  return {};
}

/** The edit form of an existing type (money shown in dollars, read-only there). */
export function citationTypeFormOf(type: {
  name: string;
  citationCode: string | null;
  citationDescription: string;
  amount: number;
  lateAmount1: number | null;
  lateDays1: number | null;
  lateAmount2: number | null;
  lateDays2: number | null;
  appealWindow: number | null;
}): CitationTypeForm {
  const money = (cents: number | null) => (cents === null ? '' : formatDecimal(cents));
  const num = (n: number | null) => (n === null ? '' : String(n));
  return {
    name: type.name,
    citationCode: type.citationCode ?? '',
    citationDescription: type.citationDescription,
    amount: formatDecimal(type.amount),
    lateAmount1: money(type.lateAmount1),
    lateDays1: num(type.lateDays1),
    lateAmount2: money(type.lateAmount2),
    lateDays2: num(type.lateDays2),
    appealWindow: num(type.appealWindow),
  };
}

/** A priced type needs an active payouts account (spec 3 §4). */
export const priceNeedsActiveAccount = (form: CitationTypeForm, accountActive: boolean) =>
  !accountActive && (dollarsToCents(form.amount) ?? 0) > 0;
