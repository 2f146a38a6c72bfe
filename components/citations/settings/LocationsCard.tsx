'use client';

import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import type { ConfirmDialogProps } from '@/components/ui/ConfirmDialog';
import { lazyPart } from '@/components/ui/lazy-part';
import { Table, type TableColumn } from '@/components/ui/Table';
import { TextInput } from '@/components/ui/TextInput';
import type { CitationLocation } from '@/lib/contract/citations';
import { citationsBffRoutes as r } from '@/lib/contract/citations/bff-routes';
import { callEndpoint, refusalMessage } from '@/lib/fetcher';
import { citationsMessages as cm } from '@/lib/messages/citations';

// Not on first paint: the confirmation loads in its own chunk.
const ConfirmDialog = lazyPart<ConfirmDialogProps>(() =>
  import('@/components/ui/ConfirmDialog').then((m) => m.ConfirmDialog),
);

export interface LocationsCardProps {
  locations: CitationLocation[];
  onChanged: () => void;
}

/**
 * Ticket locations (spec 3 §2 Violation settings): add by name (no client check), list, delete
 * after a confirmation.
 */
export function LocationsCard({ locations, onChanged }: LocationsCardProps) {
  const [name, setName] = useState('');
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<CitationLocation | null>(null);
  const [error, setError] = useState<string | null>(null);

  const failure = (cause: unknown) => setError(refusalMessage(cause, cm.ticketSettingsLoadFailed));

  async function add(event: FormEvent) {
    event.preventDefault();
    setAdding(true);
    setError(null);
    try {
      await callEndpoint(r.addCitationLocation, { body: { name } });
      setName('');
      onChanged();
    } catch (cause) {
      failure(cause);
    } finally {
      setAdding(false);
    }
  }

  async function remove(location: CitationLocation) {
    await callEndpoint(r.deleteCitationLocation, { params: { uuid: location.uuid } });
    setError(null);
    onChanged();
  }

  const columns: TableColumn<CitationLocation>[] = [
    {
      id: 'name',
      header: 'Location',
      cell: (l) => <span className="text-gray-900">{l.name}</span>,
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      cell: (l) => (
        <Button size="sm" variant="secondary" onClick={() => setDeleting(l)}>
          Delete<span className="sr-only"> {l.name}</span>
        </Button>
      ),
    },
  ];

  return (
    <Card
      title="Ticket locations"
      description="The locations patrols choose from when they issue a notice."
      headingLevel={2}
    >
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
      {error ? (
        <Alert tone="error" className="mt-3" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      <div className="mt-4">
        <Table
          caption="Ticket locations"
          columns={columns}
          rows={locations}
          getRowId={(l) => l.uuid}
          emptyText="No locations yet."
        />
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this location?"
        description={`Patrols will no longer be able to choose “${deleting?.name ?? ''}” when they issue a notice. Notices already issued there keep it.`}
        failureText={(cause) => refusalMessage(cause, cm.ticketSettingsLoadFailed)}
        action={() => (deleting ? remove(deleting) : undefined)}
      />
    </Card>
  );
}
