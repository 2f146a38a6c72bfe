import Link from 'next/link';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/Card';
import { StatusChip, type ChipTone } from '@/components/ui/StatusChip';
import { LIST_TYPE } from '@/lib/contract/lists/constants';
import type { PlateNow } from '@/lib/contract/plates';
import { currencyOf, formatMoney, zonedDate, zonedDateTime } from '@/lib/format';
import { listTypeName } from '@/lib/rules/plates/plate-events';

const linkClass = 'font-medium text-brand-700 hover:underline';

function NowCard({
  title,
  empty,
  children,
}: {
  title: string;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <Card title={title} headingLevel={3} className="min-w-0" aria-label={title}>
      {children.length ? (
        <ul className="space-y-2 text-sm text-gray-700">{children}</ul>
      ) : (
        <p className="text-sm text-gray-600">{empty}</p>
      )}
    </Card>
  );
}

/** Whether the plate may park now, as one chip: a permit or a paid session says yes. */
function verdictOf(now: PlateNow): { label: string; tone: ChipTone } {
  if (now.lists.some((l) => l.listType === LIST_TYPE.hot && !l.expired)) {
    return { label: 'On a hot list', tone: 'danger' };
  }
  if (now.permits.length > 0) return { label: 'Allowed now: valid permit', tone: 'success' };
  if (now.sessions.length > 0) return { label: 'Allowed now: paid session', tone: 'success' };
  if (now.lists.some((l) => l.listType === LIST_TYPE.allow && !l.expired)) {
    return { label: 'Allowed now: allow list', tone: 'success' };
  }
  return { label: 'No permit or paid session now', tone: 'warning' };
}

type CardProps = { now: PlateNow; timeZone: string };
const dayOf = (iso: string | null, timeZone: string) => (iso ? zonedDate(iso, timeZone) : '');

function PermitsCard({ now, timeZone }: CardProps) {
  return (
    <NowCard title="Permits" empty="No valid permit.">
      {now.permits.map((p) => (
        <li key={p.uuid}>
          <Link href={`/permits/${p.productUuid}/issued/${p.uuid}`} className={linkClass}>
            {p.typeName}
          </Link>
          <span className="block text-gray-600">
            {p.holderName} · until {dayOf(p.expiresAt, timeZone)}
          </span>
        </li>
      ))}
    </NowCard>
  );
}

function SessionCard({ now, timeZone }: CardProps) {
  return (
    <NowCard title="Meter session" empty="No paid session running.">
      {now.sessions.map((s) => (
        <li key={s.uuid}>
          <Link href={`/meter/${s.meterUuid}/sessions`} className={linkClass}>
            {s.meterName}
          </Link>
          <span className="block text-gray-600">
            Zone {s.zoneId} · until {zonedDateTime(s.endTime, timeZone)}
          </span>
        </li>
      ))}
    </NowCard>
  );
}

function ListsCard({ now, timeZone }: CardProps) {
  return (
    <NowCard title="Lists" empty="On no allow, hot or time limit list.">
      {now.lists.map((l) => (
        <li key={l.uuid}>
          <Link
            href={
              l.listType === LIST_TYPE.timeLimit
                ? `/timelimit/${l.listUuid}/plates`
                : `/lists/${l.listUuid}`
            }
            className={linkClass}
          >
            {l.listName}
          </Link>
          <span className="block text-gray-600">
            {listTypeName(l.listType)}
            {l.expiresAt
              ? ` · ${l.expired ? 'expired' : 'until'} ${dayOf(l.expiresAt, timeZone)}`
              : ''}
          </span>
        </li>
      ))}
    </NowCard>
  );
}

function CitationsCard({ now }: CardProps) {
  const items = now.citations.map((c) => (
    <li key={c.uuid}>
      <Link href={`/citations/detail/${c.uuid}`} className={linkClass}>
        #{c.citationNumber}
      </Link>{' '}
      {formatMoney(c.amountDue, { currency: currencyOf(c.currency) })}
      <span className="block text-gray-600">
        {c.citationName} · {c.status}
      </span>
    </li>
  ));
  if (now.citations.length > 1) {
    items.push(
      <li key="total" className="font-semibold text-gray-900">
        Total due {formatMoney(now.totalDue, { currency: currencyOf(now.citations[0].currency) })}
      </li>,
    );
  }
  return (
    <NowCard title="Citations due" empty="Nothing due.">
      {items}
    </NowCard>
  );
}

function AppealCard({ now, timeZone }: CardProps) {
  return (
    <NowCard title="Appeal" empty="No appeal in progress.">
      {now.appeals.map((a) => (
        <li key={a.citationUuid}>
          <Link href={`/citations/appeals/detail/${a.citationUuid}`} className={linkClass}>
            #{a.citationNumber}
          </Link>{' '}
          {a.status}
          <span className="block text-gray-600">
            {a.name} · since {dayOf(a.submissionDate, timeZone)}
          </span>
        </li>
      ))}
    </NowCard>
  );
}

/** Plate 360's "Now" panel: is it allowed here right now, and what is owed or pending. */
export function PlateNowPanel({ now, timeZone }: CardProps) {
  const verdict = verdictOf(now);
  return (
    <section aria-labelledby="plate-now-heading" className="mb-6">
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h2 id="plate-now-heading" className="text-base font-semibold text-gray-900">
          Now
        </h2>
        <StatusChip label={verdict.label} tone={verdict.tone} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        <PermitsCard now={now} timeZone={timeZone} />
        <SessionCard now={now} timeZone={timeZone} />
        <ListsCard now={now} timeZone={timeZone} />
        <CitationsCard now={now} timeZone={timeZone} />
        <AppealCard now={now} timeZone={timeZone} />
      </div>
    </section>
  );
}
