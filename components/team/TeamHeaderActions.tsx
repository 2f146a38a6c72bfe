'use client';

import { Button } from '@/components/ui/Button';
import { PlusIcon } from '@/components/ui/icons';
import type { SeatsResponse } from '@/lib/contract/team/bff';
import { SeatCounter } from './SeatCounter';
import type { SeatCheck } from './use-seat-check';

/** The team page's header actions: the seat counter, Invite user and Add user (after the check). */
export function TeamHeaderActions({
  seats,
  seatCheck,
}: {
  seats: SeatsResponse | undefined;
  seatCheck: SeatCheck;
}) {
  return (
    <>
      <SeatCounter seats={seats} />
      <Button
        variant="secondary"
        loading={seatCheck.checking === 'invite'}
        disabled={seatCheck.checking !== null}
        onClick={() => void seatCheck.openAfterSeatCheck('invite')}
      >
        Invite user
      </Button>
      <Button
        icon={<PlusIcon className="size-4" />}
        loading={seatCheck.checking === 'add'}
        disabled={seatCheck.checking !== null}
        onClick={() => void seatCheck.openAfterSeatCheck('add')}
      >
        Add user
      </Button>
    </>
  );
}
