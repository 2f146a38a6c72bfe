'use client';

import { TextInput } from '@/components/ui/TextInput';

export interface Coordinates {
  latitude: string;
  longitude: string;
}

const FIELDS = [
  { key: 'latitude', label: 'Latitude', example: '42.27812' },
  { key: 'longitude', label: 'Longitude', example: '-83.74012' },
] as const;

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
      {FIELDS.map(({ key, label, example }) => (
        <TextInput
          key={key}
          id={`${idPrefix}-${key}`}
          label={label}
          inputMode="decimal"
          placeholder={example}
          value={value[key]}
          onChange={(e) => onChange({ ...value, [key]: e.target.value })}
          maxLength={24}
          className="w-36"
        />
      ))}
    </>
  );
}
