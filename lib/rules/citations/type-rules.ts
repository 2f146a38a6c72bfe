import { citationsMessages as m } from '../../messages/citations';

/**
 * The violation type rules of spec 3 §5, shared by the form, the BFF and the provider. Amounts are
 * cents; late days are whole days after issue.
 */
export interface CitationTypeTerms {
  name: string;
  citationDescription: string;
  amount: number;
  lateAmount1?: number | null;
  lateDays1?: number | null;
  lateAmount2?: number | null;
  lateDays2?: number | null;
}

export type CitationTypeField =
  | 'name'
  | 'citationDescription'
  | 'amount'
  | 'lateAmount1'
  | 'lateDays1'
  | 'lateAmount2'
  | 'lateDays2';

export interface CitationTypeProblem {
  field: CitationTypeField;
  message: string;
}

const isSet = (amount: number | null | undefined): amount is number =>
  amount != null && Number.isFinite(amount) && amount !== 0;

const hasDays = (days: number | null | undefined) =>
  days != null && Number.isInteger(days) && days > 0;

/** A zero (or empty) late amount clears it and its days (spec 3 §5). */
export function normaliseLateFees<T extends CitationTypeTerms>(
  terms: T,
): T & {
  lateAmount1: number | null;
  lateDays1: number | null;
  lateAmount2: number | null;
  lateDays2: number | null;
} {
  const one = isSet(terms.lateAmount1);
  const two = isSet(terms.lateAmount2);
  return {
    ...terms,
    lateAmount1: one ? (terms.lateAmount1 as number) : null,
    lateDays1: one ? (terms.lateDays1 ?? null) : null,
    lateAmount2: two ? (terms.lateAmount2 as number) : null,
    lateDays2: two ? (terms.lateDays2 ?? null) : null,
  };
}

/** The name, description and amount checks (create and edit). */
export function citationTypeBasicsProblem(
  terms: Pick<CitationTypeTerms, 'name' | 'citationDescription'> & { amount?: number },
): CitationTypeProblem | null {
  if (!terms.name.trim()) return { field: 'name', message: m.citationNameRequired };
  if (!terms.citationDescription.trim()) {
    return { field: 'citationDescription', message: m.citationDescriptionRequired };
  }
  if (terms.amount !== undefined && !(Number.isFinite(terms.amount) && terms.amount >= 0)) {
    return { field: 'amount', message: m.citationAmountInvalid };
  }
  return null;
}

/** The first §5 problem of a create body (after zero late amounts are cleared), or null. */
export function citationTypeProblem(input: CitationTypeTerms): CitationTypeProblem | null {
  const basics = citationTypeBasicsProblem(input);
  if (basics) return basics;
  const t = normaliseLateFees(input);
  if (t.lateAmount1 !== null) {
    if (t.lateAmount1 < t.amount) return { field: 'lateAmount1', message: m.lateFee1BelowBase };
    if (!hasDays(t.lateDays1)) return { field: 'lateDays1', message: m.lateDays1Required };
  }
  if (t.lateAmount2 !== null) {
    if (t.lateAmount1 === null) return { field: 'lateAmount1', message: m.lateFee1First };
    if (t.lateAmount2 < t.lateAmount1) {
      return { field: 'lateAmount2', message: m.lateFee2BelowLateFee1 };
    }
    if (!hasDays(t.lateDays2)) return { field: 'lateDays2', message: m.lateDays2Required };
  }
  return null;
}
