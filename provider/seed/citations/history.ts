import { amountDueOn } from '../../../lib/rules/citations/late-fees';
import { paymentAmounts } from '../../services/payments';
import type { Rng } from '../world/random';
import type { CitationToIssue } from '../../services/citations';

/**
 * The later history of the generated demo notices: which are paid on the portal (with the amount
 * due that day, late fees included, plus the convenience fee), paid off platform, void,
 * uncollectable or still open (past due once the first late day has passed), and which were
 * appealed (some waiting for review, the others approved — the notice voided —, rejected or closed).
 */
export interface AppealPlan {
  /** Index into the notices. */
  index: number;
  submittedAt: Date;
  respondedAt: Date | null;
  outcome: 'waiting' | 'approved' | 'rejected' | 'closed';
}

const DAY = 86_400_000;

function pickAppeals(
  rng: Rng,
  now: Date,
  items: CitationToIssue[],
  counts: { appeals: number; waiting: number },
): AppealPlan[] {
  const ageOf = (i: number) => (now.getTime() - items[i].issuedAt!.getTime()) / DAY;
  const indices = items.map((_, i) => i);
  const recent = indices.filter((i) => ageOf(i) >= 3 && ageOf(i) < 25);
  const older = indices.filter((i) => ageOf(i) >= 30 && ageOf(i) < 150);
  const plans: AppealPlan[] = rng.sample(recent, counts.waiting).map((index) => ({
    index,
    submittedAt: new Date(items[index].issuedAt!.getTime() + rng.range(0.5, 2.5) * DAY),
    respondedAt: null,
    outcome: 'waiting',
  }));
  for (const index of rng.sample(older, counts.appeals - counts.waiting)) {
    const submittedAt = new Date(items[index].issuedAt!.getTime() + rng.range(1, 10) * DAY);
    plans.push({
      index,
      submittedAt,
      respondedAt: new Date(submittedAt.getTime() + rng.range(1, 8) * DAY),
      outcome: rng.weighted([
        ['approved', 40],
        ['rejected', 50],
        ['closed', 10],
      ] as const),
    });
  }
  return plans;
}

export function planHistory(
  rng: Rng,
  now: Date,
  items: CitationToIssue[],
  timeZone: string,
  counts: { appeals: number; waiting: number },
): { items: CitationToIssue[]; appeals: AppealPlan[] } {
  const appeals = pickAppeals(rng, now, items, counts);
  const appealOf = new Map(appeals.map((a) => [a.index, a]));
  const payDate = (issuedAt: Date) => {
    const age = (now.getTime() - issuedAt.getTime()) / DAY;
    return new Date(issuedAt.getTime() + rng.range(0, Math.min(age, 45)) * DAY);
  };
  items.forEach((item, index) => {
    const issuedAt = item.issuedAt!;
    const age = (now.getTime() - issuedAt.getTime()) / DAY;
    const appeal = appealOf.get(index);
    const history: NonNullable<CitationToIssue['history']> = { source: 'seed' };
    if (appeal) history.appealDate = appeal.submittedAt;
    if (appeal?.outcome === 'approved') {
      history.voidDate = appeal.respondedAt;
      history.updateMessage = 'Appeal approved.';
    } else if (appeal?.outcome !== 'waiting') {
      const kind = rng.weighted([
        ['paid', 52],
        ['off', 7],
        ['void', appeal ? 0 : 5],
        ['uncollectable', age > 90 ? 5 : 0],
        ['open', 31],
      ] as const);
      if (kind === 'paid' || kind === 'off') {
        const datePaid = payDate(issuedAt);
        const due = amountDueOn(item.type, issuedAt, datePaid, timeZone).amount;
        const a = paymentAmounts(due, kind === 'paid' ? item.type.convenienceFee : 0);
        Object.assign(history, {
          paymentStatus: kind === 'paid' ? 'paid' : 'paid off platform',
          datePaid,
          paidTotal: a.total,
          paidTotalFees: a.convenienceFee,
          paidNet: a.net,
          updateMessage: kind === 'off' ? 'Paid at the parking office (cheque).' : null,
        });
      } else if (kind === 'void') {
        history.voidDate = new Date(
          Math.min(now.getTime() - 60_000, issuedAt.getTime() + rng.range(0.1, 4) * DAY),
        );
        history.updateMessage = rng.pick([
          'Voided: the permit was valid (registration delay).',
          'Voided: issued to the wrong plate.',
          'Voided: meter fault confirmed by maintenance.',
        ]);
      } else if (kind === 'uncollectable') {
        history.paymentStatus = 'uncollectable';
        history.updateMessage = 'Out-of-province vehicle; no owner record found.';
      }
    }
    item.history = history;
  });
  return { items, appeals };
}
