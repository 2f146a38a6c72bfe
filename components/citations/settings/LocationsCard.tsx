'use client';

import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Card } from '@/components/ui/Card';
import type { ConfirmDialogProps } from '@/components/ui/ConfirmDialog';
import { lazyPart } from '@/components/ui/lazy-part';
import { Table } from '@/components/ui/Table';
import type { CitationLocation } from '@/lib/contract/citations';
import { citationsBffRoutes as r } from '@/lib/contract/citations/bff-routes';
import { callEndpoint, refusalMessage } from '@/lib/fetcher';
import { citationsMessages as cm } from '@/lib/messages/citations';
import { AddLocationForm } from './AddLocationForm';
import { locationColumns } from './location-columns';

import type { PlaceLocationDialogProps } from './PlaceLocationDialog';

// Not on first paint: the dialogs load in their own chunks.
const ConfirmDialog = lazyPart<ConfirmDialogProps>(() =>
  import('@/components/ui/ConfirmDialog').then((m) => m.ConfirmDialog),
);
const PlaceLocationDialog = lazyPart<PlaceLocationDialogProps>(() =>
  import('./PlaceLocationDialog').then((m) => m.PlaceLocationDialog),
);

export interface LocationsCardProps {
  locations: CitationLocation[];
  onChanged: () => void;
}

/**
 * Ticket locations (spec 3 §2 Violation settings): add by name (no client check), optionally
 * with where it is; list; set or clear the place; delete after a confirmation.
 */
export function LocationsCard({ locations, onChanged }: LocationsCardProps) {
  const [deleting, setDeleting] = useState<CitationLocation | null>(null);
  const [placing, setPlacing] = useState<CitationLocation | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function remove(location: CitationLocation) {
    await callEndpoint(r.deleteCitationLocation, { params: { uuid: location.uuid } });
    setError(null);
    onChanged();
  }

  return (
    <Card
      title="Ticket locations"
      description="The locations patrols choose from when they issue a notice. A location with a place is offered for violations issued from a scan nearby."
      headingLevel={2}
    >
      <AddLocationForm onAdded={onChanged} onError={setError} />
      {error ? (
        <Alert tone="error" className="mt-3" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      <div className="mt-4">
        <Table
          caption="Ticket locations"
          columns={locationColumns(setPlacing, setDeleting)}
          rows={locations}
          getRowId={(l) => l.uuid}
          emptyText="No locations yet."
        />
      </div>
      {placing ? (
        <PlaceLocationDialog
          location={placing}
          onClose={() => setPlacing(null)}
          onSaved={onChanged}
        />
      ) : null}
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
