'use client';

import { TextInput } from '@/components/ui/TextInput';

export interface Coordinates {
  latitude: string;
  longitude: string;
}

export const NO_COORDINATES: Coordinates = { latitude: '', longitude: '' };

/** A location's coordinates as the fields show them ('' when it has none). */
export const coordinatesOf = (place: {
  latitude: number | null;
  longitude: number | null;
}): Coordinates => ({
  latitude: place.latitude === null ? '' : String(place.latitude),
  longitude: place.longitude === null ? '' : String(place.longitude),
});

/**
 * Latitude and longitude of a ticket location (optional: both or neither), typed as decimal
 * degrees. The provider checks them; its refusal says what is wrong.
 */
export function CoordinateFields({
  value,
  onChange,
  idPrefix,
}: {
  value: Coordinates;
  onChange: (value: Coordinates) => void;
  idPrefix: string;
}) {
  return (
    <>
      <TextInput
        id={`${idPrefix}-latitude`}
        label="Latitude"
        inputMode="decimal"
        placeholder="42.27812"
        value={value.latitude}
        onChange={(e) => onChange({ ...value, latitude: e.target.value })}
        maxLength={24}
        className="w-36"
      />
      <TextInput
        id={`${idPrefix}-longitude`}
        label="Longitude"
        inputMode="decimal"
        placeholder="-83.74012"
        value={value.longitude}
        onChange={(e) => onChange({ ...value, longitude: e.target.value })}
        maxLength={24}
        className="w-36"
      />
    </>
  );
}
