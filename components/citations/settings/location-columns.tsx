import { Button } from '@/components/ui/Button';
import type { TableColumn } from '@/components/ui/Table';
import type { CitationLocation } from '@/lib/contract/citations';

/** '42.27812, -83.74012', or that the location has no place. */
export const placeText = (l: CitationLocation) =>
  l.latitude === null || l.longitude === null
    ? 'Not placed'
    : `${l.latitude.toFixed(5)}, ${l.longitude.toFixed(5)}`;

/** The ticket locations table's columns: the name, where it is, Set place and Delete (which asks first). */
export function locationColumns(
  onPlace: (location: CitationLocation) => void,
  onDelete: (location: CitationLocation) => void,
): TableColumn<CitationLocation>[] {
  return [
    {
      id: 'name',
      header: 'Location',
      cell: (l) => <span className="text-gray-900">{l.name}</span>,
    },
    {
      id: 'place',
      header: 'Place',
      cell: (l) => (
        <span className={l.latitude === null ? 'text-gray-600' : 'font-mono text-gray-800'}>
          {placeText(l)}
        </span>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      cell: (l) => (
        <span className="inline-flex gap-2">
          <Button size="sm" variant="secondary" onClick={() => onPlace(l)}>
            Set place<span className="sr-only"> of {l.name}</span>
          </Button>
          <Button size="sm" variant="secondary" onClick={() => onDelete(l)}>
            Delete<span className="sr-only"> {l.name}</span>
          </Button>
        </span>
      ),
    },
  ];
}
