'use client';

import { Button } from '@/components/ui/Button';
import { lazyPart } from '@/components/ui/lazy-part';
import type { MenuProps } from '@/components/ui/Menu';
import type { IssuedCitation } from '@/lib/contract/citations';
import { canOverride, canUnvoid, statusOptions } from '@/lib/rules/citations/status-actions';
import type { CitationAction } from './CitationActionDialog';

// The status menu (Headless UI Menu) loads in its own chunk right after the page: it is on
// screen, but its library is not needed for the first paint.
const Menu = lazyPart<MenuProps>(
  () => import('@/components/ui/Menu').then((m) => m.Menu),
  () => true,
);

export interface CitationStatusActionsProps {
  status: IssuedCitation['status'];
  /** Opens the dialog of the chosen action. */
  onAction: (action: CitationAction) => void;
}

/** The detail's header actions: Override amount, Unvoid and the status menu, as the status allows. */
export function CitationStatusActions({ status, onAction }: CitationStatusActionsProps) {
  const options = statusOptions(status);
  return (
    <>
      {canOverride(status) ? (
        <Button variant="secondary" onClick={() => onAction('Override')}>
          Override amount
        </Button>
      ) : null}
      {canUnvoid(status) ? <Button onClick={() => onAction('Unvoid')}>Unvoid</Button> : null}
      {options.length > 0 ? (
        <Menu
          trigger="Change status"
          triggerClassName="inline-flex items-center rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700"
          items={options.map((o) => ({
            kind: 'action' as const,
            label: o,
            danger: o === 'Void',
            onSelect: () => onAction(o),
          }))}
        />
      ) : null}
    </>
  );
}
