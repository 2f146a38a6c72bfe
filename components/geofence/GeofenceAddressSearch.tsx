'use client';

import { useState, type FormEvent } from 'react';
import type { MapTarget } from '@/components/maps/geofence-map-types';
import { TextInput } from '@/components/ui/TextInput';
import { callEndpoint, failureMessage } from '@/lib/fetcher';
import { listsBffRoutes } from '@/lib/contract/lists/bff-routes';
import { canSearchAddress, GEOFENCE_ADDRESS_ZOOM } from '@/lib/rules/lists/geofence';

/** The geofence's address search: Enter looks the address up and moves the map to it. */
export function GeofenceAddressSearch({ onTarget }: { onTarget: (target: MapTarget) => void }) {
  const [address, setAddress] = useState('');
  const [addressError, setAddressError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);

  async function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSearchAddress(address)) {
      setAddressError('Please enter more than 5 characters.');
      return;
    }
    setAddressError(null);
    setSearching(true);
    try {
      const { results } = await callEndpoint(listsBffRoutes.addressLookup, {
        query: { address: address.trim() },
      });
      const first = results[0];
      if (!first) {
        setAddressError('No location was found for this address. Try a fuller address.');
        return;
      }
      onTarget({
        latitude: first.latitude,
        longitude: first.longitude,
        zoom: GEOFENCE_ADDRESS_ZOOM,
        key: Date.now(),
      });
    } catch (cause) {
      setAddressError(failureMessage(cause));
    } finally {
      setSearching(false);
    }
  }

  return (
    <form onSubmit={onSearch} className="mb-3 max-w-xl" role="search" noValidate>
      <TextInput
        label="Search address"
        name="address"
        type="search"
        value={address}
        autoComplete="street-address"
        placeholder="Street, city or place, then Enter"
        hint="Press Enter to move the map; more than 5 characters."
        error={addressError}
        onChange={(e) => {
          setAddress(e.target.value);
          setAddressError(null);
        }}
        disabled={searching}
      />
    </form>
  );
}
