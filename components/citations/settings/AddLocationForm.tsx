'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { TextInput } from '@/components/ui/TextInput';
import { citationsBffRoutes as r } from '@/lib/contract/citations/bff-routes';
import { callEndpoint, refusalMessage } from '@/lib/fetcher';
import { citationsMessages as cm } from '@/lib/messages/citations';

/**
 * Adds a ticket location by name (no client check: the provider's refusal says what is wrong).
 * `onError` gets null when a try starts and the refusal's text when it fails.
 */
export function AddLocationForm({
  onAdded,
  onError,
}: {
  onAdded: () => void;
  onError: (message: string | null) => void;
}) {
  const [name, setName] = useState('');
  const [adding, setAdding] = useState(false);

  async function add(event: FormEvent) {
    event.preventDefault();
    setAdding(true);
    onError(null);
    try {
      await callEndpoint(r.addCitationLocation, { body: { name } });
      setName('');
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
      <Button type="submit" loading={adding}>
        Add location
      </Button>
    </form>
  );
}
