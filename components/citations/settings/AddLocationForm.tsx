'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { TextInput } from '@/components/ui/TextInput';
import { citationsBffRoutes as r } from '@/lib/contract/citations/bff-routes';
import { callEndpoint, refusalMessage } from '@/lib/fetcher';
import { citationsMessages as cm } from '@/lib/messages/citations';
import { CoordinateFields, NO_COORDINATES } from './CoordinateFields';

/**
 * Adds a ticket location by name, with where it is if staff know it (optional: a citation issued
 * from a scan then takes the nearest location). No client check: the provider's refusal says
 * what is wrong. `onError` gets null when a try starts and the refusal's text when it fails.
 */
export function AddLocationForm({
  onAdded,
  onError,
}: {
  onAdded: () => void;
  onError: (message: string | null) => void;
}) {
  const [name, setName] = useState('');
  const [place, setPlace] = useState(NO_COORDINATES);
  const [adding, setAdding] = useState(false);

  async function add(event: FormEvent) {
    event.preventDefault();
    setAdding(true);
    onError(null);
    try {
      await callEndpoint(r.addCitationLocation, { body: { name, ...place } });
      setName('');
      setPlace(NO_COORDINATES);
      onAdded();
    } catch (cause) {
      onError(refusalMessage(cause, cm.ticketSettingsLoadFailed));
    } finally {
      setAdding(false);
    }
  }

  return (
    <form className="flex flex-wrap items-end gap-2" onSubmit={(e) => void add(e)} noValidate>
      <TextInput
        label="New location"
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={120}
        className="min-w-0 flex-1 sm:max-w-sm"
      />
      <CoordinateFields value={place} onChange={setPlace} idPrefix="new-location" />
      <Button type="submit" loading={adding}>
        Add location
      </Button>
    </form>
  );
}
