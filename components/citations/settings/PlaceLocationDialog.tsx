'use client';

import { useState } from 'react';
import { FormDialog } from '@/components/ui/FormDialog';
import type { CitationLocation } from '@/lib/contract/citations';
import { citationsBffRoutes as r } from '@/lib/contract/citations/bff-routes';
import { callEndpoint, refusalMessage } from '@/lib/fetcher';
import { citationsMessages as cm } from '@/lib/messages/citations';
import { CoordinateFields, coordinatesOf } from './CoordinateFields';

export interface PlaceLocationDialogProps {
  location: CitationLocation;
  onClose: () => void;
  onSaved: () => void;
}

/** Sets where a ticket location is, or clears it (both fields empty). */
export function PlaceLocationDialog({ location, onClose, onSaved }: PlaceLocationDialogProps) {
  const [place, setPlace] = useState(coordinatesOf(location));
  return (
    <FormDialog
      onClose={onClose}
      title={`Where is ${location.name}?`}
      description="In decimal degrees, as a map shows them. A violation issued from a scan takes the nearest location within reach. Leave both empty to clear."
      submitLabel="Save place"
      errorText={(cause) => refusalMessage(cause, cm.ticketSettingsLoadFailed)}
      onSubmit={async () => {
        await callEndpoint(r.placeCitationLocation, {
          params: { uuid: location.uuid },
          body: place,
        });
        onSaved();
        onClose();
      }}
    >
      <div className="flex flex-wrap gap-3">
        <CoordinateFields value={place} onChange={setPlace} idPrefix="place-location" />
      </div>
    </FormDialog>
  );
}
