'use client';

import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { callEndpoint, isApiError } from '@/lib/fetcher';
import { teamBffRoutes as routes } from '@/lib/contract/team/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { coreMessages } from '@/lib/messages/core';
import type { SeatsResponse } from '@/lib/contract/team/bff';

export type TeamOpening = 'add' | 'invite';

/**
 * Add user and Invite user open after the seat check (401 from the provider: no seat left); its
 * refusal is shown until dismissed, and 'no seat left' goes once a seat is free again.
 */
export function useSeatCheck(seats: SeatsResponse | undefined) {
  const { mutate } = useSWRConfig();
  const [open, setOpen] = useState<TeamOpening | null>(null);
  const [checking, setChecking] = useState<TeamOpening | null>(null);
  /** The seat check's refusal, with its code: 'no seat left' goes once a seat is free. */
  const [seatError, setSeatError] = useState<{ code: string; message: string } | null>(null);

  async function openAfterSeatCheck(kind: TeamOpening) {
    setChecking(kind);
    setSeatError(null);
    try {
      await callEndpoint(routes.checkSeats, { body: {} });
      setOpen(kind);
    } catch (cause) {
      setSeatError(
        isApiError(cause)
          ? { code: cause.code, message: cause.message }
          : { code: 'SERVER_ERROR', message: coreMessages.serverError },
      );
      void mutate(endpointUrl(routes.seats));
    } finally {
      setChecking(null);
    }
  }

  // 'You have maxed out your number of paid seats…' holds only while no seat is free: a deleted
  // invitation or a deactivated member frees one, and the counter and the message agree again.
  const seatFree =
    seats !== undefined &&
    (seats.isTrial || seats.remainingSeatCount === null || seats.remainingSeatCount > 0);
  const shownSeatError = seatError?.code === 'NO_SEATS' && seatFree ? null : seatError;
  return {
    open,
    close: () => setOpen(null),
    checking,
    openAfterSeatCheck,
    seatError: shownSeatError,
    dismissSeatError: () => setSeatError(null),
  };
}

export type SeatCheck = ReturnType<typeof useSeatCheck>;
